/**
 * One setting's control, bound to the store: its value is the form's input,
 * its help the server's reason when the last save refused it.
 */
/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { choicesOf } from '../choices';
import type { FieldSpec } from '../fields';
import { numberInput } from '../form';
import { settingsStore } from '../store';

/**
 * The control.
 *
 * @param props       Props.
 * @param props.field What the setting is.
 */
export function Field( { field }: { field: FieldSpec } ) {
	const { value, stored, error, schema, emulatorAllowed, secretStored } =
		useSelect(
			( select ) => {
				const store = select( settingsStore );
				return {
					value: store.getDraft()?.[ field.key ] ?? '',
					stored: store.getSaved()?.[ field.key ] ?? '',
					error: store.getError( field.key ),
					schema: store.getSchema( field.key ),
					emulatorAllowed: store.isEmulatorAllowed(),
					secretStored: store.isSecretStored(),
				};
			},
			[ field.key ]
		);
	const { edit } = useDispatch( settingsStore );
	const onChange = ( next: string | boolean ) => edit( field.key, next );
	const help = error || field.help;
	const invalid = error ? { 'aria-invalid': true as const } : {};
	const className = `vitrine-field${
		error ? ' vitrine-field--invalid' : ''
	}`;

	switch ( field.control ) {
		case 'checkbox':
			return (
				<div className={ className }>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ field.label }
						help={ help }
						checked={ value === true }
						onChange={ onChange }
						{ ...invalid }
					/>
				</div>
			);
		case 'select':
			return (
				<div className={ className }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ field.label }
						help={ help }
						value={ String( value ) }
						options={ choicesOf(
							field.key,
							schema,
							emulatorAllowed,
							stored
						) }
						onChange={ onChange }
						{ ...invalid }
					/>
				</div>
			);
		case 'number':
			return (
				<div className={ className }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ schema?.minimum }
						max={ schema?.maximum }
						label={ field.label }
						help={ help }
						value={ String( value ) }
						onChange={ ( text ) =>
							edit( field.key, numberInput( text ) )
						}
						{ ...invalid }
					/>
				</div>
			);
		default:
			return (
				<div className={ className }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type={ field.inputType ?? 'text' }
						label={ field.label }
						help={ help }
						value={ String( value ) }
						placeholder={
							field.key === 'client_secret' && secretStored
								? __( '(stored)', 'vitrine' )
								: undefined
						}
						autoComplete={
							field.key === 'client_secret'
								? 'new-password'
								: 'off'
						}
						spellCheck={ false }
						onChange={ onChange }
						{ ...invalid }
					/>
				</div>
			);
	}
}
