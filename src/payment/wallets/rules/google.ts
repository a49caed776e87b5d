/**
 * Google Pay through the provider's component (§1, §9.3 ppcp-googlepay):
 * the requests for Google's PaymentsClient built from the component's
 * config, when the button may show, and what a confirmation answer means.
 */
/**
 * Internal dependencies
 */
import type { GoogleComponentConfig } from '../../sdk-types';
import type { GoogleAuthorizationResult } from '../types';

/**
 * The `isReadyToPay` request: the component's API version and methods.
 *
 * @param component `paypal.Googlepay().config()`'s answer.
 */
export function googleReadyToPayRequest( component: GoogleComponentConfig ) {
	return {
		apiVersion: component.apiVersion,
		apiVersionMinor: component.apiVersionMinor,
		allowedPaymentMethods: component.allowedPaymentMethods,
	};
}

/**
 * The `loadPaymentData` request. The authorisation callback is asked for,
 * so the sheet waits for the provider's confirmation (and shows our error)
 * before it closes.
 *
 * @param component            The component's config.
 * @param payment              The amount ("12.50"), currency, shop name and country.
 * @param payment.amount
 * @param payment.currency
 * @param payment.merchantName
 * @param payment.totalLabel
 */
export function googlePaymentDataRequest(
	component: GoogleComponentConfig,
	payment: {
		amount: string;
		currency: string;
		merchantName: string;
		totalLabel: string;
	}
) {
	return {
		...googleReadyToPayRequest( component ),
		merchantInfo: {
			...component.merchantInfo,
			merchantName: payment.merchantName,
		},
		transactionInfo: {
			countryCode: component.countryCode,
			currencyCode: payment.currency.toUpperCase(),
			totalPriceStatus: 'FINAL',
			totalPrice: payment.amount,
			totalPriceLabel: payment.totalLabel,
		},
		callbackIntents: [ 'PAYMENT_AUTHORIZATION' ],
	};
}

/**
 * Whether the Google Pay button may render: the provider says eligible,
 * offers at least one method, and Google's `isReadyToPay` said yes.
 *
 * @param component The component's config, if it answered.
 * @param ready     `isReadyToPay`'s answer, if it answered.
 */
export function googleEligible(
	component: GoogleComponentConfig | undefined | null,
	ready: { result?: boolean } | undefined | null
): boolean {
	return (
		!! component?.isEligible &&
		( component.allowedPaymentMethods?.length ?? 0 ) > 0 &&
		ready?.result === true
	);
}

/** What follows the provider's confirmOrder. */
export type GoogleNextStep = 'approve' | 'payer-action' | 'fail';

/**
 * The step after confirmOrder: APPROVED → approve the order;
 * PAYER_ACTION_REQUIRED → the provider's 3-D Secure step first
 * (initiatePayerAction); anything else is a failure.
 *
 * @param answer confirmOrder's answer.
 */
export function googleNextStep(
	answer: { status?: string } | null | undefined
): GoogleNextStep {
	switch ( answer?.status ) {
		case 'APPROVED':
			return 'approve';
		case 'PAYER_ACTION_REQUIRED':
			return 'payer-action';
		default:
			return 'fail';
	}
}

/**
 * The answer that keeps Google's sheet open with our message.
 *
 * @param message German message (§5.4: non-empty).
 */
export function googleError( message: string ): GoogleAuthorizationResult {
	return {
		transactionState: 'ERROR',
		error: {
			reason: 'OTHER_ERROR',
			message,
			intent: 'PAYMENT_AUTHORIZATION',
		},
	};
}

/**
 * Options of Google's `createButton` (without the click handler).
 *
 * @param style       Colour and type from the settings.
 * @param style.color
 * @param style.type
 */
export function googleButtonOptions( style: { color: string; type: string } ) {
	return {
		buttonColor: [ 'default', 'black', 'white' ].includes( style.color )
			? style.color
			: 'default',
		buttonType: [
			'book',
			'buy',
			'checkout',
			'donate',
			'order',
			'pay',
			'plain',
			'subscribe',
		].includes( style.type )
			? style.type
			: 'pay',
		buttonLocale: 'de',
		buttonSizeMode: 'fill',
	};
}
