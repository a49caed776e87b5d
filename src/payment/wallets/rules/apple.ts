/**
 * Apple Pay through the provider's component (§1, §9.3 ppcp-applepay):
 * when the button may show, and the payment request the session opens with.
 */
/**
 * Internal dependencies
 */
import type { AppleComponentConfig } from '../../sdk-types';
import type { ApplePaymentRequest, ApplePaySessionClass } from '../types';

/** The `ApplePaySession` version Vitrine speaks (the provider documents 4). */
export const APPLE_PAY_VERSION = 4;

/** Billing fields the sheet asks for: the provider's confirmOrder takes the contact. */
export const APPLE_BILLING_FIELDS = [ 'postalAddress', 'name' ];

/**
 * Whether the Apple Pay button may render: the browser has
 * `ApplePaySession` and can make payments, and the provider says the
 * merchant is eligible.
 *
 * @param session   `window.ApplePaySession`, if any.
 * @param component `paypal.Applepay().config()`'s answer, if any.
 */
export function appleEligible(
	session: ApplePaySessionClass | undefined | null,
	component: AppleComponentConfig | undefined | null
): boolean {
	if ( ! session || typeof session.canMakePayments !== 'function' ) {
		return false;
	}
	if (
		session.supportsVersion &&
		! session.supportsVersion( APPLE_PAY_VERSION )
	) {
		return false;
	}
	let canPay = false;
	try {
		canPay = session.canMakePayments() === true;
	} catch {
		// Safari throws outside a secure context: not eligible.
		canPay = false;
	}
	return (
		canPay &&
		!! component?.isEligible &&
		( component.supportedNetworks?.length ?? 0 ) > 0
	);
}

/**
 * The request `new ApplePaySession( 4, request )` opens with.
 *
 * @param component        The component's config (networks, capabilities, country).
 * @param payment          The amount ("12.50"), currency, and the total's label.
 * @param payment.amount
 * @param payment.currency
 * @param payment.label
 */
export function applePaymentRequest(
	component: AppleComponentConfig,
	payment: { amount: string; currency: string; label: string }
): ApplePaymentRequest {
	return {
		countryCode: component.countryCode,
		// What the order is paid in (the pay-for-order page: the order's own currency).
		currencyCode: payment.currency.toUpperCase(),
		merchantCapabilities: [ ...component.merchantCapabilities ],
		supportedNetworks: [ ...component.supportedNetworks ],
		requiredBillingContactFields: [ ...APPLE_BILLING_FIELDS ],
		total: {
			label: payment.label,
			amount: payment.amount,
			type: 'final',
		},
	};
}
