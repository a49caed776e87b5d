/**
 * The options of the choice settings: the server's allowed values (its
 * schema's enum, Provider\Settings::CHOICES) with German words for them.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey, SettingSchema, SettingValue } from './types';

/** German words for the values of the choice settings. */
function choiceLabels(): Partial<
	Record< SettingKey, Record< string, string > >
> {
	return {
		environment: {
			'': __( 'Not connected', 'vitrine' ),
			emulator: __( 'Local emulator (tests and demo)', 'vitrine' ),
			sandbox: __( 'Sandbox', 'vitrine' ),
			live: __( 'Live', 'vitrine' ),
		},
		intent: {
			capture: __( 'Capture immediately', 'vitrine' ),
			authorize: __( 'Authorize only', 'vitrine' ),
		},
		capture_on_status: {
			'': __( 'Only by hand on the order screen', 'vitrine' ),
			processing: __(
				'When the order is set to "Processing"',
				'vitrine'
			),
			completed: __( 'When the order is set to "Completed"', 'vitrine' ),
		},
		contingency: {
			SCA_WHEN_REQUIRED: __( 'When required', 'vitrine' ),
			SCA_ALWAYS: __( 'Always', 'vitrine' ),
			NO_3D_SECURE: __( 'Never', 'vitrine' ),
		},
		button_shape: {
			rect: __( 'Rectangle', 'vitrine' ),
			pill: __( 'Pill', 'vitrine' ),
			sharp: __( 'Sharp corners', 'vitrine' ),
		},
		button_color: {
			gold: __( 'Gold', 'vitrine' ),
			blue: __( 'Blue', 'vitrine' ),
			silver: __( 'Silver', 'vitrine' ),
			white: __( 'White', 'vitrine' ),
			black: __( 'Black', 'vitrine' ),
		},
		button_label: {
			paypal: 'PayPal',
			checkout: __( 'PayPal Checkout', 'vitrine' ),
			buynow: __( 'Buy now', 'vitrine' ),
			pay: __( 'Pay with PayPal', 'vitrine' ),
		},
		messages_placement: {
			product: __( 'Product page', 'vitrine' ),
			cart: __( 'Cart', 'vitrine' ),
			payment: __( 'Checkout', 'vitrine' ),
			home: __( 'Home page', 'vitrine' ),
			category: __( 'Category page', 'vitrine' ),
		},
		messages_layout: {
			text: __( 'Text', 'vitrine' ),
			flex: __( 'Banner', 'vitrine' ),
		},
		messages_logo: {
			primary: __( 'Primary', 'vitrine' ),
			alternative: __( 'Alternative', 'vitrine' ),
			inline: __( 'Inline', 'vitrine' ),
			none: __( 'None', 'vitrine' ),
		},
		messages_color: {
			black: __( 'Black', 'vitrine' ),
			white: __( 'White', 'vitrine' ),
			monochrome: __( 'Monochrome', 'vitrine' ),
			grayscale: __( 'Grayscale', 'vitrine' ),
		},
		messages_logo_position: {
			left: __( 'Left', 'vitrine' ),
			right: __( 'Right', 'vitrine' ),
			top: __( 'Top', 'vitrine' ),
		},
		messages_text_align: {
			left: __( 'Left', 'vitrine' ),
			center: __( 'Centred', 'vitrine' ),
			right: __( 'Right', 'vitrine' ),
		},
	};
}

/**
 * The options of a choice setting: the server's allowed values (its
 * schema's enum), in German. The emulator is offered only where the site
 * allows it, or while it is the stored choice (so the select can show it).
 *
 * @param key             Setting.
 * @param schema          Its schema.
 * @param emulatorAllowed Whether this site may use the emulator.
 * @param stored          The stored value.
 * @return Options for a select.
 */
export function choicesOf(
	key: SettingKey,
	schema: SettingSchema | undefined,
	emulatorAllowed: boolean,
	stored: SettingValue
): Array< { value: string; label: string } > {
	const words = choiceLabels()[ key ] ?? {};
	return ( schema?.enum ?? [] )
		.filter(
			( value ) =>
				key !== 'environment' ||
				value !== 'emulator' ||
				emulatorAllowed ||
				stored === 'emulator'
		)
		.map( ( value ) => ( { value, label: words[ value ] ?? value } ) );
}
