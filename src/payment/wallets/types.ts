/**
 * The browser's wallet APIs as far as Vitrine uses them (`ApplePaySession`,
 * Google's `PaymentsClient`), as their documentation describes them
 * (payments-reference). The provider's components (`paypal.Applepay()`,
 * `paypal.Googlepay()`) are in ../sdk-types.ts.
 */

/** Apple's payment contact (billing). */
export interface ApplePaymentContact {
	givenName?: string;
	familyName?: string;
	emailAddress?: string;
	phoneNumber?: string;
	addressLines?: string[];
	locality?: string;
	administrativeArea?: string;
	postalCode?: string;
	countryCode?: string;
}

/** Apple's payment request (version 4 fields we send). */
export interface ApplePaymentRequest {
	countryCode: string;
	currencyCode: string;
	merchantCapabilities: string[];
	supportedNetworks: string[];
	requiredBillingContactFields: string[];
	total: { label: string; amount: string; type: 'final' | 'pending' };
}

/** An `ApplePaySession` instance. */
export interface ApplePaySessionInstance {
	onvalidatemerchant: ( ( event: { validationURL: string } ) => void ) | null;
	onpaymentauthorized:
		| ( ( event: {
				payment: {
					token: unknown;
					billingContact?: ApplePaymentContact;
				};
		  } ) => void )
		| null;
	oncancel: ( ( event?: unknown ) => void ) | null;
	begin: () => void;
	abort: () => void;
	completeMerchantValidation: ( session: unknown ) => void;
	completePayment: ( result: number | { status: number } ) => void;
}

/** The `ApplePaySession` class. */
export interface ApplePaySessionClass {
	new (
		version: number,
		request: ApplePaymentRequest
	): ApplePaySessionInstance;
	canMakePayments: () => boolean;
	supportsVersion?: ( version: number ) => boolean;
	STATUS_SUCCESS: number;
	STATUS_FAILURE: number;
}

/** Google's payment method description (CARD with its tokenization). */
export interface GooglePaymentMethod {
	type: string;
	parameters: Record< string, unknown >;
	tokenizationSpecification?: Record< string, unknown >;
}

/** What `loadPaymentData` hands `onPaymentAuthorized`. */
export interface GooglePaymentData {
	paymentMethodData: {
		type?: string;
		description?: string | null;
		info?: Record< string, unknown >;
		tokenizationData?: Record< string, unknown >;
	};
	email?: string;
}

/** The answer `onPaymentAuthorized` gives Google. */
export type GoogleAuthorizationResult =
	| { transactionState: 'SUCCESS' }
	| {
			transactionState: 'ERROR';
			error: { reason: string; message: string; intent: string };
	  };

/** A `google.payments.api.PaymentsClient` instance. */
export interface GooglePaymentsClient {
	isReadyToPay: ( request: Record< string, unknown > ) => Promise< {
		result: boolean;
	} >;
	createButton: ( options: Record< string, unknown > ) => HTMLElement;
	loadPaymentData: (
		request: Record< string, unknown >
	) => Promise< GooglePaymentData >;
}

/** The `PaymentsClient` class. */
export interface GooglePaymentsClientClass {
	new ( options: {
		environment: 'TEST' | 'PRODUCTION';
		paymentDataCallbacks?: {
			onPaymentAuthorized: (
				data: GooglePaymentData
			) => Promise< GoogleAuthorizationResult >;
		};
	} ): GooglePaymentsClient;
}
