/**
 * An inspector select whose empty choice means "the shop's setting": the
 * payment blocks store only what the editor overrides, merged over the
 * shop's settings on the server (§3.11).
 */
/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type Option = { value: string; label: string };

/**
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
