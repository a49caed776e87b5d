/**
 * The controls the shipping editor's parts share: an amount as typed, with
 * its server message, and a part's remove button.
 */
/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * An amount in the shop's currency, kept as typed ("4,90"); the server's
 * message for it, if any, describes it and marks it invalid.
 *
 * @param props          Props.
 * @param props.label    Translated label, with the currency.
 * @param props.value    The amount as typed.
 * @param props.error    The server's message for this field.
 * @param props.onChange The new text.
 */
export function AmountField( props: {
	label: string;
	value: string;
	error?: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ props.label }
			inputMode="decimal"
			value={ props.value }
			onChange={ props.onChange }
			help={ props.error }
			aria-invalid={ !! props.error }
		/>
	);
}

/**
 * "Entfernen", named for screen readers by what it removes.
 *
 * @param props         Props.
 * @param props.label   Translated accessible name ("Remove zone “EU”").
 * @param props.onClick Removes the part.
 * @param props.compact The compact size (inside a card or fieldset).
 */
export function RemoveButton( props: {
	label: string;
	onClick: () => void;
	compact?: boolean;
} ) {
	return (
		<Button
			variant="tertiary"
			size={ props.compact ? 'compact' : undefined }
			isDestructive
			onClick={ props.onClick }
			label={ props.label }
			showTooltip={ false }
		>
			{ __( 'Remove', 'vitrine' ) }
		</Button>
	);
}
