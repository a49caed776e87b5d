/**
 * The editor's select for a block attribute that may follow the shop's
 * settings: its empty choice, "Shop setting", leaves the attribute empty so
 * the shop's value applies (the payment buttons' and pay-later messages'
 * style, merged over the shop's in §3.11).
 */
/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** One choice besides the shop's setting. */
export type Option = { value: string; label: string };

/**
 * A select whose empty choice means "the shop's setting".
 *
 * @param props          Select props.
 * @param props.label    Label.
 * @param props.value    Attribute value.
 * @param props.options  Choices besides the shop's setting.
 * @param props.onChange Setter.
 */
export function ShopSettingSelect( {
	label,
	value,
	options,
	onChange,
}: {
	label: string;
	value: string | undefined;
	options: Option[];
	onChange: ( value: string ) => void;
} ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ value ?? '' }
			options={ [
				{ value: '', label: __( 'Shop setting', 'vitrine' ) },
				...options,
			] }
			onChange={ onChange }
		/>
	);
}
