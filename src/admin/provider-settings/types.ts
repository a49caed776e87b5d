/**
 * The answers of the provider settings' REST routes: the settings endpoint
 * (includes/Admin/ProviderSettingsController.php) and the go-live steps
 * (includes/Admin/GoLiveController.php).
 */

/** One line of the readiness list: ok, to do, or not knowable here (null). */
export interface ReadinessItem {
	label: string;
	ok: boolean | null;
	text?: string;
	todo?: string;
	warning?: string;
	last_verified?: { at: number; type: string } | null;
	last_failed?: { at: number; type: string } | null;
	arrived_at?: number;
}

/** `GET /vitrine/v1/provider/go-live`. */
export interface Readiness {
	environment: string;
	connected: boolean;
	capabilities: string[];
	checked_at: number;
	webhook_url: string;
	event_types: string[];
	items: Record< string, ReadinessItem >;
}

/** A go-live step's answer (check, webhook, test, disconnect). */
export interface StepAnswer {
	ok?: boolean;
	message?: string;
	readiness: Readiness;
}

/**
 * Every setting of the option `vitrine_provider` (Provider\Settings::defaults()
 * holds the same keys with their defaults and the server's schema their values).
 */
export type SettingKey =
	| 'environment'
	| 'client_id'
	| 'client_secret'
	| 'merchant_id'
	| 'webhook_id'
	| 'emulator_url'
	| 'intent'
	| 'capture_on_status'
	| 'vaulting'
	| 'messages_enabled'
	| 'messages_placement'
	| 'messages_layout'
	| 'messages_logo'
	| 'messages_color'
	| 'messages_logo_position'
	| 'messages_text_size'
	| 'messages_text_align'
	| 'button_shape'
	| 'button_height'
	| 'button_color'
	| 'button_label'
	| 'buttons_mini_cart'
	| 'buttons_product'
	| 'card_fields'
	| 'card_fields_legacy'
	| 'method_wallet'
	| 'method_card'
	| 'method_card_button'
	| 'method_oxxo'
	| 'method_applepay'
	| 'method_googlepay'
	| 'venmo'
	| 'contingency'
	| 'data_namespace'
	| 'shipping_in_provider'
	| 'server_side_shipping_callback'
	| 'appswitch'
	| 'final_review'
	| 'early_checkout_validation'
	| 'basic_checkout_validation';

/**
 * A setting's value: what the server stores, or what the owner typed (a
 * number field keeps text it cannot read as a number, for the server to
 * refuse with its reason).
 */
export type SettingValue = string | number | boolean;

/** The settings, or the form's input. */
export type SettingsValues = Record< SettingKey, SettingValue >;

/** One setting's JSON schema (Provider\Settings::schema()). */
export interface SettingSchema {
	type: 'boolean' | 'string' | 'integer';
	enum?: string[];
	minimum?: number;
	maximum?: number;
	maxLength?: number;
	pattern?: string;
}

/** `GET /vitrine/v1/provider/settings`. The secret is never in it. */
export interface SettingsAnswer {
	settings: SettingsValues;
	/** Whether a secret is stored (settings.client_secret is always ''). */
	secret_stored: boolean;
	/** Whether the local emulator may be chosen on this site. */
	emulator_allowed: boolean;
	readiness: Readiness;
}

/** `POST /vitrine/v1/provider/settings`: saved. */
export interface SaveAnswer extends SettingsAnswer {
	message: string;
	/** Warnings to read (a switched-off ability, HTTPS for Live). */
	notices: string[];
}

/** What the settings page prints into the screen's element (data-config). */
export interface ScreenConfig extends SettingsAnswer {
	schema: Partial< Record< SettingKey, SettingSchema > >;
}

/** A refused save or step, as the screen shows it. */
export interface Refusal {
	code: string;
	/** German, from the server (or §8.3's for the browser's own failures). */
	message: string;
	/** Field → German reason. */
	fields: Partial< Record< SettingKey, string > >;
	/** The readiness list as it stands after the refusal. */
	readiness: Readiness | null;
}
