/**
 * Shipping classes for bulky goods: a name and a surcharge per shipped unit.
 * Products get their class in the product data box.
 */
/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AmountField, RemoveButton } from './fields';
import { newClass } from './rules';
import type { DraftClass, FieldErrors } from './types';

interface ClassesProps {
	classes: DraftClass[];
	currency: string;
	errors: FieldErrors;
	level: 2 | 3 | 4;
	/**
	 * The classes changed.
	 *
	 * @param classes The classes now.
	 * @param clear   The field whose message goes ('*' all of them).
	 */
	onChange: ( classes: DraftClass[], clear: string ) => void;
}

/**
 * @param props Props.
 */
export function ClassesEditor( props: ClassesProps ) {
	const { classes, currency, errors, level } = props;
	const Heading = `h${ level }` as const;
	const addButton = useRef< HTMLButtonElement >( null );
	const set = ( c: number, next: DraftClass, field: string ) =>
		props.onChange(
			classes.map( ( old, i ) => ( i === c ? next : old ) ),
			`classes.${ c }.${ field }`
		);
	return (
		<section
			aria-labelledby="vitrine-shipping-classes"
			className="vitrine-shipping__classes"
		>
			<Heading id="vitrine-shipping-classes">
				{ __( 'Shipping classes for bulky goods', 'vitrine' ) }
			</Heading>
			<p>
				{ __(
					'Each shipped unit of a product in a class adds the class’s surcharge to the shipping (not to pickup). Choose the class in the product’s data.',
					'vitrine'
				) }
			</p>
			{ classes.map( ( shippingClass, c ) => (
				<div
					key={ shippingClass.id }
					style={ {
						display: 'flex',
						flexWrap: 'wrap',
						gap: '0 1rem',
						alignItems: 'flex-end',
						marginBottom: '1rem',
					} }
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Class name', 'vitrine' ) }
						value={ shippingClass.name }
						onChange={ ( name ) =>
							set( c, { ...shippingClass, name }, 'name' )
						}
						help={ errors[ `classes.${ c }.name` ] }
						aria-invalid={ !! errors[ `classes.${ c }.name` ] }
					/>
					<AmountField
						label={ sprintf(
							/* translators: %s: currency code */
							__( 'Surcharge per unit (%s)', 'vitrine' ),
							currency
						) }
						value={ shippingClass.surcharge }
						onChange={ ( surcharge ) =>
							set(
								c,
								{ ...shippingClass, surcharge },
								'surcharge'
							)
						}
						error={ errors[ `classes.${ c }.surcharge` ] }
					/>
					<RemoveButton
						onClick={ () => {
							props.onChange(
								classes.filter( ( _, i ) => i !== c ),
								'*'
							);
							addButton.current?.focus();
						} }
						label={ sprintf(
							/* translators: %s: class name */
							__( 'Remove class “%s”', 'vitrine' ),
							shippingClass.name
						) }
					/>
				</div>
			) ) }
			<Button
				ref={ addButton }
				variant="secondary"
				onClick={ () =>
					props.onChange(
						[ ...classes, newClass( classes ) ],
						'classes'
					)
				}
			>
				{ __( 'Add a shipping class', 'vitrine' ) }
			</Button>
		</section>
	);
}
