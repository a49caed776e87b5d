/**
 * One shipping method in the editor: its kind, the name shoppers see and
 * its cost (or, for free shipping, the order value it starts at).
 */
/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AmountField, RemoveButton } from './fields';
import type { DraftMethod, FieldErrors, MethodType } from './types';

const FIELDS = {
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
	gap: '0.75rem 1rem',
	marginBottom: '0.5rem',
} as const;

export interface MethodProps {
	method: DraftMethod;
	path: string;
	currency: string;
	errors: FieldErrors;
	onChange: ( method: DraftMethod, field: string ) => void;
	onRemove: () => void;
}

/**
 * One shipping method.
 *
 * @param props Props.
 */
export function MethodEditor( props: MethodProps ) {
	const { method, path, currency, errors } = props;
	const error = ( field: string ) => errors[ `${ path }.${ field }` ];
	const name = method.label || __( 'Shipping method', 'vitrine' );
	return (
		<fieldset
			className="vitrine-shipping__method"
			style={ {
				border: '1px solid #ddd',
				padding: '0.5rem 1rem 1rem',
				margin: '0 0 1rem',
			} }
		>
			<legend>{ name }</legend>
			<div style={ FIELDS }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Kind', 'vitrine' ) }
					value={ method.type }
					options={ [
						{ value: 'flat', label: __( 'Flat rate', 'vitrine' ) },
						{
							value: 'free',
							label: __( 'Free from an order value', 'vitrine' ),
						},
						{ value: 'pickup', label: __( 'Pickup', 'vitrine' ) },
					] }
					onChange={ ( type ) =>
						props.onChange(
							{ ...method, type: type as MethodType },
							`${ path }.type`
						)
					}
					help={ error( 'type' ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Name shoppers see', 'vitrine' ) }
					value={ method.label }
					onChange={ ( label ) =>
						props.onChange(
							{ ...method, label },
							`${ path }.label`
						)
					}
					help={ error( 'label' ) }
					aria-invalid={ !! error( 'label' ) }
				/>
				{ method.type === 'free' ? (
					<AmountField
						label={ sprintf(
							/* translators: %s: currency code */
							__( 'Free from an order value of (%s)', 'vitrine' ),
							currency
						) }
						value={ method.min_amount }
						onChange={ ( value ) =>
							props.onChange(
								{ ...method, min_amount: value },
								`${ path }.min_amount`
							)
						}
						error={ error( 'min_amount' ) }
					/>
				) : (
					<AmountField
						label={ sprintf(
							/* translators: %s: currency code */
							__( 'Cost (%s)', 'vitrine' ),
							currency
						) }
						value={ method.cost }
						onChange={ ( value ) =>
							props.onChange(
								{ ...method, cost: value },
								`${ path }.cost`
							)
						}
						error={ error( 'cost' ) }
					/>
				) }
			</div>
			<RemoveButton
				compact
				onClick={ props.onRemove }
				label={ sprintf(
					/* translators: %s: method name */
					__( 'Remove shipping method “%s”', 'vitrine' ),
					name
				) }
			/>
		</fieldset>
	);
}
