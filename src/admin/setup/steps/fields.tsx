/**
 * The setup's form fields: @wordpress/components controls bound to one
 * field of a step's form in `vitrine/setup`, with the field's German error
 * under it (aria-invalid, and described by it).
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
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { setupStore } from '../store';
import type { FormStep } from '../types';

/** What every field takes. */
interface FieldProps {
	step: FormStep;
	field: string;
	label: string;
	/** A hint under the field. */
	help?: ReactNode;
	required?: boolean;
	/** Typing: ends the field's error (the rule runs again on leaving it). */
	onBlur?: () => void;
}

/**
 * The field's value as typed and its error.
 *
 * @param step  The step.
 * @param field The field.
 * @return Value and error.
 */
function useField( step: FormStep, field: string ) {
	const { value, error } = useSelect(
		( select ) => {
			const store = select( setupStore );
			const form = store.getDrafts()?.[ step ] as
				| Record< string, unknown >
				| undefined;
			return {
				value: form?.[ field ],
				error: store.getErrors( step )[ field ] ?? '',
			};
		},
		[ step, field ]
	);
	const { edit } = useDispatch( setupStore );
	return {
		value,
		error,
		set: ( next: string | boolean ) => edit( step, field, next ),
	};
}

/**
 * The hint and the error, for the control's help.
 *
 * @param help  The hint.
 * @param error The error.
 * @return Help content.
 */
function helpOf( help: ReactNode, error: string ): ReactNode {
	if ( ! error ) {
		return help;
	}
	return (
		<>
			<span className="vitrine-setup__error">{ error }</span>
			{ help && <> { help }</> }
		</>
	);
}

/**
 * A label with the required mark (the control says "required" itself).
 *
 * @param label    The label.
 * @param required Whether the field is required.
 * @return Label content.
 */
function labelOf( label: string, required?: boolean ): ReactNode {
	return required ? (
		<>
			{ label } <span aria-hidden="true">*</span>
		</>
	) : (
		label
	);
}

/**
 * A text field.
 *
 * @param props              Props.
 * @param props.type         Input type.
 * @param props.autoComplete Autocomplete token.
 * @param props.maxLength    Longest value.
 * @param props.code         A code (IBAN, BIC, IDs): no spell check.
 * @param props.step         The step.
 * @param props.field        The field of its form.
 * @param props.label        German label.
 * @param props.help         A hint under the field.
 * @param props.required     Whether the field is required.
 * @param props.onBlur       Runs when the field is left.
 */
export function TextField( {
	step,
	field,
	label,
	help,
	required,
	onBlur,
	type = 'text',
	autoComplete,
	maxLength,
	code,
}: FieldProps & {
	type?: 'text' | 'email' | 'tel' | 'url' | 'password';
	autoComplete?: string;
	maxLength?: number;
	code?: boolean;
} ) {
	const { value, error, set } = useField( step, field );
	return (
		<div className="vitrine-setup__field">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ labelOf( label, required ) }
				type={ type }
				value={ typeof value === 'string' ? value : '' }
				onChange={ set }
				onBlur={ onBlur }
				help={ helpOf( help, error ) }
				autoComplete={ autoComplete }
				maxLength={ maxLength }
				spellCheck={ code ? false : undefined }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
			/>
		</div>
	);
}

/**
 * A select.
 *
 * @param props          Props.
 * @param props.options  Value => label.
 * @param props.step     The step.
 * @param props.field    The field of its form.
 * @param props.label    German label.
 * @param props.help     A hint under the field.
 * @param props.required Whether the field is required.
 */
export function SelectField( {
	step,
	field,
	label,
	help,
	required,
	options,
}: FieldProps & { options: Record< string, string > } ) {
	const { value, error, set } = useField( step, field );
	return (
		<div className="vitrine-setup__field">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ labelOf( label, required ) }
				value={ typeof value === 'string' ? value : '' }
				onChange={ ( next: string ) => set( next ) }
				help={ helpOf( help, error ) }
				options={ Object.entries( options ).map(
					( [ key, text ] ) => ( { value: key, label: text } )
				) }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
			/>
		</div>
	);
}

/**
 * A checkbox.
 *
 * @param props       Props.
 * @param props.step  The step.
 * @param props.field The field of its form.
 * @param props.label German label.
 * @param props.help  A hint under the field.
 */
export function CheckboxField( { step, field, label, help }: FieldProps ) {
	const { value, set } = useField( step, field );
	return (
		<div className="vitrine-setup__field">
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				checked={ value === true }
				onChange={ ( next: boolean ) => set( next ) }
			/>
		</div>
	);
}
