/**
 * The card-fields component's options and handle (the SDK's CardFields and
 * HostedFields it calls are typed in ../sdk-types.ts).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import type { CardRenderer } from '../rules/cards';
import type { SdkNamespace } from '../sdk-types';

/** Approval data of an order payment (liabilityShift as the SDK reports it). */
export interface CardOrderApproval {
	orderID: string;
	liabilityShift?: string;
}

/** Approval data of a saved card without payment. */
export interface CardVaultApproval {
	vaultSetupToken: string;
}

/** Options both modes share. */
export interface CommonCardOptions {
	/** §3.11; default: the `vitrine/payment` store's. */
	config?: GatewayConfig;
	/** The SDK; default: the page's one load (loadSdk( scriptOptions( config ) )). */
	sdk?: SdkNamespace | Promise< SdkNamespace >;
	/**
	 * Called for a failure the component does not show itself (a failed SDK
	 * load, a rejected submit) — optional: the component shows the §8.2
	 * message in its notices area in any case.
	 */
	onError?: ( error: unknown ) => void;
	/** Runs before submit (§4.10 basic validation); false stops the submit. */
	validate?: () => boolean | Promise< boolean >;
	/** Whether to save the card (the vault checkbox); default false. */
	vault?: () => boolean;
	/** The billing name fields (§5.4 cardholder name); default none. */
	billing?: () => Record< string, string >;
	/** Label of the component's own pay/save button; default German "pay"/"save". */
	submitLabel?: string;
	/** A button of the page to submit with (kept as it is); default: one made in the wrapper. */
	submitButton?: HTMLButtonElement;
	/** Prefix of the fields' container ids; default `ppcp-credit-card-gateway`. */
	idPrefix?: string;
	/** Shows a message; default: the notices area before the wrapper. */
	showError?: ( message: string ) => void;
	/** Forces a renderer (tests, or a page that knows better); default §4.10. */
	renderer?: CardRenderer;
}

/** Checkout and pay-now: the card pays an order. */
export interface OrderCardOptions extends CommonCardOptions {
	mode: 'order';
	/** Creates the provider order, resolves its id (throw `{type:'create-order-error'}` once shown). */
	createOrder: () => Promise< string >;
	/** The card is attached (and 3-D Secure passed or not): approve on the server. */
	onApprove: ( data: CardOrderApproval ) => Promise< void >;
	/**
	 * §4.5 / §4.10: when the rule picks the vault-setup variant (a free-trial
	 * cart, no saved card), these are used instead of createOrder/onApprove;
	 * without them the standard fields render.
	 */
	vaultSetup?: Pick<
		VaultSetupCardOptions,
		'createVaultSetupToken' | 'onApprove'
	>;
}

/** My account, free-trial carts, changing a subscription's method: save a card. */
export interface VaultSetupCardOptions extends CommonCardOptions {
	mode: 'vault-setup';
	/** Creates a vault setup token (§7.2 create_setup_token), resolves its id. */
	createVaultSetupToken: () => Promise< string >;
	/** The card is attached to the setup token: make the payment token. */
	onApprove: ( data: CardVaultApproval ) => Promise< void >;
}

export type CardFieldsOptions = OrderCardOptions | VaultSetupCardOptions;

/** What mountCardFields() resolves to. */
export interface CardFieldsHandle {
	/** The renderer in use (§4.10). */
	renderer: CardRenderer;
	/** Runs validation and submits; resolves true when approved. */
	submit: () => Promise< boolean >;
	/** Removes the fields and the component's button. */
	destroy: () => void;
}
