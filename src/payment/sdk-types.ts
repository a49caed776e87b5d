/**
 * The provider's JS SDK as the shop's front end calls it: the one place
 * where its shape is named. Every type is taken from `@paypal/paypal-js`
 * (the provider's own typings), narrowed with Pick to the members we call,
 * so a call the provider does not type fails in tsc, and the emulator's SDK
 * is held to these members and to the provider's typings
 * (tools/provider-emulator/test/types/sdk.typecheck.ts). Only what the
 * provider documents but does not type (the Apple Pay and Google Pay
 * components, two fields of the card fields) is written out here, following
 * its documentation (payments-reference). Types only: nothing of this
 * reaches the bundle.
 */
/**
 * External dependencies
 */
import type {
	CardFieldsOnApproveData,
	FUNDING_SOURCE,
	HostedFieldEventType,
	HostedFieldsHandler,
	OnClickActions,
	OnInitActions,
	PayPalButtonsComponent,
	PayPalButtonsComponentOptions,
	PayPalCardFieldsComponent,
	PayPalCardFieldsComponentOptions,
	PayPalCardFieldsIndividualField,
	PayPalCardFieldsIndividualFieldOptions,
	PayPalCardFieldsSubmitOptions,
	PayPalHostedFieldsComponent,
	PayPalMessagesComponent,
	PayPalMessagesComponentOptions,
	PayPalNamespace,
	PayPalScriptOptions,
} from '@paypal/paypal-js';

/**
 * Internal dependencies
 */
import type {
	ApplePaymentContact,
	GooglePaymentData,
	GooglePaymentMethod,
} from './wallets/types';

export type {
	FUNDING_SOURCE,
	HostedFieldEventType,
	OnClickActions,
	OnInitActions,
	PayPalButtonsComponentOptions,
	PayPalMessagesComponentOptions,
	PayPalScriptOptions,
};

/** A Buttons instance: what FundingButton and the previews call. */
export type SdkButtons = Pick<
	PayPalButtonsComponent,
	'render' | 'isEligible' | 'close' | 'hasReturned' | 'resume'
>;

/** The Buttons options our flows hand over (the component adds source, style, onInit). */
export type ButtonCallbacks = Pick<
	PayPalButtonsComponentOptions,
	| 'onClick'
	| 'onCancel'
	| 'onError'
	| 'createOrder'
	| 'createSubscription'
	| 'createVaultSetupToken'
	| 'onApprove'
	| 'onShippingOptionsChange'
	| 'onShippingAddressChange'
>;

/** One input of the newer card fields. */
export type SdkCardField = Pick<
	PayPalCardFieldsIndividualField,
	'render' | 'close'
>;

/**
 * §3.9 / §5.4 send `vault`, `contingencies` and `cardholderName` with a
 * card submit; the provider types them for the legacy HostedFields' submit
 * only, its CardFields' submit as `{ name, billingAddress }`. The one
 * extension of a provider type here (the emulator reads them too).
 */
export interface SpecCardSubmitOptions extends PayPalCardFieldsSubmitOptions {
	vault?: boolean;
	contingencies?: string[];
	cardholderName?: string;
}

/**
 * The card fields' approval: in the vault-setup flow the provider documents
 * `vaultSetupToken` (its save-payment-methods guide), which its
 * CardFieldsOnApproveData lacks.
 */
export type CardFieldsApproval = CardFieldsOnApproveData & {
	vaultSetupToken?: string;
};

/** `paypal.CardFields( options )`. */
export type SdkCardFields = Pick< PayPalCardFieldsComponent, 'isEligible' > & {
	/** We read only whether the form is valid. */
	getState: () => Promise<
		Pick<
			Awaited< ReturnType< PayPalCardFieldsComponent[ 'getState' ] > >,
			'isFormValid'
		>
	>;
	submit: ( options?: SpecCardSubmitOptions ) => Promise< void >;
} & {
	[ Field in 'NumberField' | 'CVVField' | 'ExpiryField' | 'NameField' ]: (
		options: PayPalCardFieldsIndividualFieldOptions
	) => SdkCardField;
};

/** A rendered instance of the legacy hosted fields. */
export type SdkHostedFieldsInstance = Pick<
	HostedFieldsHandler,
	'on' | 'getState' | 'teardown'
> & {
	/** We read the order id and the liability shift of the answer. */
	submit: (
		...args: Parameters< HostedFieldsHandler[ 'submit' ] >
	) => Promise<
		Pick<
			Awaited< ReturnType< HostedFieldsHandler[ 'submit' ] > >,
			'orderId' | 'liabilityShift'
		>
	>;
};

/** `paypal.HostedFields`. */
export type SdkHostedFields = Pick<
	PayPalHostedFieldsComponent,
	'isEligible'
> & {
	render: (
		...args: Parameters< PayPalHostedFieldsComponent[ 'render' ] >
	) => Promise< SdkHostedFieldsInstance >;
};

/** `paypal.Messages( options )`. */
export type SdkMessages = (
	options?: PayPalMessagesComponentOptions
) => Pick< PayPalMessagesComponent, 'render' >;

/**
 * `paypal.Applepay().config()`: documented by the provider
 * (payments-reference: Apple Pay), not in its typings.
 */
export interface AppleComponentConfig {
	isEligible: boolean;
	countryCode: string;
	merchantCountry?: string;
	currencyCode: string;
	merchantCapabilities: string[];
	supportedNetworks: string[];
}

/** `paypal.Applepay()`: config, validateMerchant, confirmOrder (documented, untyped). */
export interface AppleComponent {
	config: () => Promise< AppleComponentConfig >;
	validateMerchant: ( options: {
		validationUrl: string;
		displayName?: string;
	} ) => Promise< { merchantSession: unknown } >;
	confirmOrder: ( options: {
		orderId: string;
		token: unknown;
		billingContact?: ApplePaymentContact;
		shippingContact?: ApplePaymentContact;
	} ) => Promise< unknown >;
}

/** `paypal.Googlepay().config()` (documented, untyped). */
export interface GoogleComponentConfig {
	isEligible: boolean;
	apiVersion: number;
	apiVersionMinor: number;
	countryCode: string;
	allowedPaymentMethods: GooglePaymentMethod[];
	merchantInfo: Record< string, unknown >;
}

/** `paypal.Googlepay()`: config, confirmOrder, initiatePayerAction (documented, untyped). */
export interface GoogleComponent {
	config: () => Promise< GoogleComponentConfig >;
	confirmOrder: ( options: {
		orderId: string;
		paymentMethodData: GooglePaymentData[ 'paymentMethodData' ];
		email?: string;
	} ) => Promise< { id?: string; status?: string } >;
	initiatePayerAction: ( options: {
		orderId: string;
	} ) => Promise< { liabilityShift?: string } >;
}

/**
 * `window[data-namespace]` as the front end uses it: the provider's
 * namespace narrowed to what we call, plus the two wallet components.
 * `loadScript()`'s PayPalNamespace is assignable to it (sdk.ts needs no cast).
 */
export interface SdkNamespace {
	Buttons?: ( options?: PayPalButtonsComponentOptions ) => SdkButtons;
	Messages?: SdkMessages;
	CardFields?: (
		options?: PayPalCardFieldsComponentOptions
	) => SdkCardFields;
	HostedFields?: SdkHostedFields;
	getFundingSources?: PayPalNamespace[ 'getFundingSources' ];
	Applepay?: () => AppleComponent;
	Googlepay?: () => GoogleComponent;
}
