/**
 * What the screen shows of each setting: its tab and section, control,
 * German label and help. Values, choices and bounds are the server's
 * (Provider\Settings::schema(), handed over in the page's data); only the
 * words for them live here.
 */
/**
 * WordPress dependencies
 */
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	SettingKey,
	SettingSchema,
	SettingValue,
	SettingsValues,
} from './types';

/** The screen's tabs, in their order. */
export type TabName =
	| 'account'
	| 'methods'
	| 'buttons'
	| 'paylater'
	| 'checkout';

/** How a setting is edited. */
export type Control = 'checkbox' | 'select' | 'number' | 'text' | 'password';

/** One setting on the screen. */
export interface FieldSpec {
	key: SettingKey;
	control: Control;
	label: string;
	help?: string;
	/** The input's type for text controls (url, password). */
	inputType?: 'text' | 'url' | 'password';
}

/** A group of settings under one legend. */
export interface SectionSpec {
	title: string;
	fields: FieldSpec[];
}

/** One tab. */
export interface TabSpec {
	name: TabName;
	title: string;
	sections: SectionSpec[];
}

const checkbox = ( key: SettingKey, label: string, help?: string ) =>
	( { key, control: 'checkbox', label, help } ) as FieldSpec;
const select = ( key: SettingKey, label: string, help?: string ) =>
	( { key, control: 'select', label, help } ) as FieldSpec;

/**
 * The tabs with their sections and fields (built when called, so the
 * script's translations are loaded).
 *
 * @return Tabs in order.
 */
export function tabs(): TabSpec[] {
	return [
		{
			name: 'account',
			title: __( 'Account & go-live', 'vitrine' ),
			sections: [
				{
					title: __( 'Account', 'vitrine' ),
					fields: [
						select( 'environment', __( 'Environment', 'vitrine' ) ),
						{
							key: 'client_id',
							control: 'text',
							label: __( 'Client ID', 'vitrine' ),
						},
						{
							key: 'client_secret',
							control: 'password',
							inputType: 'password',
							label: __( 'Secret', 'vitrine' ),
							help: __(
								'Stored, never shown again. Leave empty to keep the stored secret.',
								'vitrine'
							),
						},
						{
							key: 'merchant_id',
							control: 'text',
							label: __( 'Merchant ID', 'vitrine' ),
							help: __(
								'Several IDs separated by commas.',
								'vitrine'
							),
						},
						{
							key: 'webhook_id',
							control: 'text',
							label: __( 'Webhook ID', 'vitrine' ),
							help: __(
								'Set up automatically when the connection works. Experts only: the ID of another webhook of the same app pointing at /wp-json/vitrine/v1/webhook.',
								'vitrine'
							),
						},
						{
							key: 'emulator_url',
							control: 'text',
							inputType: 'url',
							label: __( 'Emulator URL', 'vitrine' ),
							help: __(
								'Only addresses on this computer (127.0.0.1 or localhost).',
								'vitrine'
							),
						},
					],
				},
			],
		},
		{
			name: 'methods',
			title: __( 'Payment methods', 'vitrine' ),
			sections: [
				{
					title: __( 'Payment methods at checkout', 'vitrine' ),
					fields: [
						checkbox(
							'method_wallet',
							__( 'PayPal', 'vitrine' ),
							__(
								'The PayPal buttons, with Pay Later where PayPal offers it.',
								'vitrine'
							)
						),
						checkbox(
							'method_card',
							__( 'Credit or debit card', 'vitrine' ),
							__(
								'Card fields on the checkout and pay-for-order pages; the card details go straight to PayPal.',
								'vitrine'
							)
						),
						checkbox(
							'method_card_button',
							__( 'Card button', 'vitrine' ),
							__(
								"A button of its own for paying by credit or debit card in PayPal's window.",
								'vitrine'
							)
						),
						checkbox(
							'method_oxxo',
							__( 'OXXO', 'vitrine' ),
							__(
								'Cash voucher, paid at an OXXO shop in Mexico (Mexican pesos only).',
								'vitrine'
							)
						),
						checkbox(
							'method_applepay',
							__( 'Apple Pay', 'vitrine' ),
							__(
								'Shown only in browsers that can pay with Apple Pay.',
								'vitrine'
							)
						),
						checkbox(
							'method_googlepay',
							__( 'Google Pay', 'vitrine' ),
							__(
								'Shown only in browsers that can pay with Google Pay.',
								'vitrine'
							)
						),
					],
				},
				{
					title: __( 'Payments', 'vitrine' ),
					fields: [
						select( 'intent', __( 'Intent', 'vitrine' ) ),
						checkbox(
							'vaulting',
							__( 'Save payment methods', 'vitrine' )
						),
						checkbox(
							'venmo',
							__( 'Venmo', 'vitrine' ),
							__(
								'Offers Venmo among the PayPal buttons. The provider shows it only to buyers in the USA paying in US dollars.',
								'vitrine'
							)
						),
						checkbox(
							'card_fields',
							__( 'Card fields', 'vitrine' )
						),
						checkbox(
							'card_fields_legacy',
							__( 'Legacy card fields', 'vitrine' ),
							__(
								'Uses the older hosted card fields on the checkout even where the newer card fields are available. Saving a card without a payment needs the newer fields.',
								'vitrine'
							)
						),
						select( 'contingency', __( '3-D Secure', 'vitrine' ) ),
					],
				},
			],
		},
		{
			name: 'buttons',
			title: __( 'Buttons', 'vitrine' ),
			sections: [
				{
					title: __( 'Where the buttons appear', 'vitrine' ),
					fields: [
						checkbox(
							'buttons_product',
							__( 'Buttons on product pages', 'vitrine' )
						),
						checkbox(
							'buttons_mini_cart',
							__( 'Buttons in the mini cart', 'vitrine' )
						),
					],
				},
				{
					title: __( 'Button style', 'vitrine' ),
					fields: [
						select( 'button_shape', __( 'Shape', 'vitrine' ) ),
						{
							key: 'button_height',
							control: 'number',
							label: __( 'Height (px)', 'vitrine' ),
						},
						select( 'button_color', __( 'Colour', 'vitrine' ) ),
						select( 'button_label', __( 'Label', 'vitrine' ) ),
					],
				},
			],
		},
		{
			name: 'paylater',
			title: _x( 'Pay Later', 'settings tab', 'vitrine' ),
			sections: [
				{
					title: __( 'Pay Later messages', 'vitrine' ),
					fields: [
						checkbox(
							'messages_enabled',
							__( 'Show Pay Later messages', 'vitrine' )
						),
						select(
							'messages_placement',
							__( 'Placement', 'vitrine' )
						),
						select( 'messages_layout', __( 'Layout', 'vitrine' ) ),
						select( 'messages_logo', __( 'Logo', 'vitrine' ) ),
						select(
							'messages_color',
							__( 'Text colour', 'vitrine' )
						),
						select(
							'messages_logo_position',
							__( 'Logo position', 'vitrine' )
						),
						{
							key: 'messages_text_size',
							control: 'number',
							label: __( 'Text size (px)', 'vitrine' ),
						},
						select(
							'messages_text_align',
							__( 'Text alignment', 'vitrine' )
						),
					],
				},
			],
		},
		{
			name: 'checkout',
			title: __( 'Checkout', 'vitrine' ),
			sections: [
				{
					title: __( 'Checkout and shipping', 'vitrine' ),
					fields: [
						checkbox(
							'early_checkout_validation',
							__(
								'Check the checkout form on the server before the payment window opens',
								'vitrine'
							)
						),
						checkbox(
							'basic_checkout_validation',
							__(
								'Check required checkout fields in the browser before the payment window opens',
								'vitrine'
							)
						),
						checkbox(
							'shipping_in_provider',
							__(
								'Let shoppers choose shipping in the payment window',
								'vitrine'
							)
						),
						checkbox(
							'server_side_shipping_callback',
							__(
								'Answer shipping changes from the server (the provider calls the shop)',
								'vitrine'
							)
						),
						checkbox(
							'appswitch',
							__(
								"Allow switching to the provider's app on phones",
								'vitrine'
							)
						),
						checkbox(
							'final_review',
							__(
								'Let shoppers review the order in the shop before paying',
								'vitrine'
							)
						),
					],
				},
				{
					title: __( 'Advanced', 'vitrine' ),
					fields: [
						{
							key: 'data_namespace',
							control: 'text',
							label: __( 'Script namespace', 'vitrine' ),
							help: __(
								"Name of the global variable the provider's script defines (default: paypal). Letters, digits, _ and $ only.",
								'vitrine'
							),
						},
					],
				},
			],
		},
	];
}

/**
 * The keys a tab edits (what its save button sends, when changed).
 *
 * @param name Tab.
 * @return Its settings.
 */
export function keysOf( name: TabName ): SettingKey[] {
	return ( tabs().find( ( tab ) => tab.name === name )?.sections ?? [] )
		.flatMap( ( section ) => section.fields )
		.map( ( field ) => field.key );
}

/**
 * Whether a field is shown for the form's input: the emulator's address
 * only while the emulator is the chosen environment.
 *
 * @param field The field.
 * @param draft The form's input.
 * @return Shown or not.
 */
export function isShown( field: FieldSpec, draft: SettingsValues ): boolean {
	return field.key !== 'emulator_url' || draft.environment === 'emulator';
}

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
