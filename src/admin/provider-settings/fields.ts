/**
 * What the screen shows of each setting: its tab and section, control,
 * German label and help. Values, choices and bounds are the server's
 * (Provider\Settings::schema(), handed over in the page's data); only the
 * words for them live here (and in choices.ts).
 */
/**
 * WordPress dependencies
 */
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey, SettingsValues } from './types';

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
						select(
							'capture_on_status',
							__( 'Capture authorized payments', 'vitrine' ),
							__(
								'With "Authorize only", the amount is reserved at the order and charged when you capture it. Choose a status to capture the full amount when you set an authorized order to it.',
								'vitrine'
							)
						),
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
