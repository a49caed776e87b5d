/**
 * The gateway configuration the server embeds in the page (§3.11), typed
 * once; the server's builder emits exactly this shape (a contract test
 * holds a real page's object against it).
 */

/** §2.4: where buttons render. */
export type PaymentContext =
	| 'mini-cart'
	| 'product'
	| 'cart'
	| 'checkout'
	| 'pay-now'
	| 'preview';

/** A §7.2 call: its URL (`/?wc-ajax={name}` or a REST route) and nonce. */
export interface AjaxEndpoint {
	endpoint: string;
	nonce: string;
}

/** §7.2 call names the page carries, each with its nonce. */
export type AjaxEndpointName =
	| 'approve_order'
	| 'approve_subscription'
	| 'create_order'
	| 'change_cart'
	| 'simulate_cart'
	| 'cart_script_params'
	| 'validate_checkout'
	| 'client_token'
	| 'create_setup_token'
	| 'create_payment_token'
	| 'create_payment_token_for_guest'
	| 'subscription_change_payment_method'
	| 'vault_paypal'
	| 'save_checkout_form'
	| 'update_shipping';

/** The provider's button style (§3.11). */
export interface ButtonStyle {
	layout?: 'vertical' | 'horizontal';
	shape?: 'rect' | 'pill' | 'sharp';
	height?: number;
	color?: string;
	label?: string;
	tagline?: boolean;
}

/** A funding source rendered in a wrapper of its own (§3.11 separate_buttons). */
export interface SeparateButton {
	id: string;
	wrapper: string;
	style: ButtonStyle;
}

/** Pay-later message style (§3.11 messages.style). */
export interface MessageStyle {
	layout: 'text' | 'flex';
	logo: { type: string; position: string };
	text: { color: string; size: number; align?: string };
	color?: string;
	ratio?: string;
}

/** §3.11 labels. */
export interface ConfigLabels {
	error: {
		generic: string;
		required: {
			generic: string;
			field: string;
			elements: Record< string, string >;
		};
	};
	billing_field: string;
	shipping_field: string;
}

/** §3.11 the whole object. */
export interface GatewayConfig {
	context: PaymentContext;
	redirect: string;
	order_id: number;
	client_id: string;
	currency: string;
	bn_codes: Partial< Record< PaymentContext, string > >;
	data_client_id: {
		user: number;
		has_subscriptions: boolean;
		set_attribute: boolean;
		paypal_subscriptions_enabled: boolean;
	};
	button: {
		wrapper: string;
		style: ButtonStyle;
		mini_cart_wrapper: string;
		mini_cart_style: ButtonStyle;
		is_disabled: boolean;
		is_mini_cart_disabled: boolean;
		cancel_wrapper: string;
	};
	separate_buttons: Record< string, SeparateButton >;
	hosted_fields: {
		wrapper: string;
		mini_cart_wrapper: string;
		labels: {
			credit_card_number: string;
			cvv: string;
			mm_yy: string;
			fields_empty: string;
			fields_not_valid: string;
			card_not_supported: string;
		};
		valid_cards: string[];
		contingency: string;
	};
	labels: ConfigLabels;
	messages: {
		wrapper: string;
		placement: string;
		style: MessageStyle;
		amount: number;
		is_hidden: boolean;
		block: { enabled: boolean };
	};
	simulate_cart: { enabled: boolean; throttling: number };
	url_params: Record< string, string >;
	script_attributes: Record< string, string >;
	data_namespace: string;
	needShipping: boolean;
	should_handle_shipping_in_paypal: boolean;
	server_side_shipping_callback: { enabled: boolean };
	appswitch: { enabled: boolean };
	final_review_enabled: boolean;
	vaultingEnabled: boolean;
	vault_v3_enabled: string;
	enforce_vault: boolean;
	can_save_vault_token: boolean;
	payer: { name: { given_name: string; surname: string } } | null;
	user: { is_logged: boolean; has_wc_card_payment_tokens: boolean };
	single_product_buttons_enabled: string;
	mini_cart_buttons_enabled: string;
	productType: string;
	manualRenewalEnabled: string;
	subscription_plan_id: string;
	variable_paypal_subscription_variations: Array< {
		attributes: Record< string, string >;
		subscription_plan: string;
	} >;
	variable_paypal_subscription_variation_from_cart: string;
	subscription_product_allowed: boolean;
	cart_contains_subscription: boolean;
	is_free_trial_cart: boolean;
	vaulted_paypal_email: string;
	is_subscription_change_payment_page: boolean;
	subscription_id_to_change_payment: number;
	view_subscriptions_page: string;
	payment_methods_page: string;
	verification_method: string;
	error_message: string;
	save_payment_methods: { id_token: string };
	early_checkout_validation_enabled: boolean;
	basic_checkout_validation_enabled: boolean;
	card_fields_enabled: boolean;
	sdk_base_url: string;
	ajax: Record< AjaxEndpointName, AjaxEndpoint >;
	/**
	 * §7.2 shipping changes inside the pop-up: the option endpoint, the cart
	 * endpoint (read shipping_address) and the customer endpoint, with the
	 * nonce sent as the Nonce header. Absent until the server offers them.
	 */
	update_customer_shipping?: {
		shipping_options: { endpoint: string };
		shipping_address: {
			cart_endpoint: string;
			update_customer_endpoint: string;
		};
		wp_rest_nonce: string;
	};
}
