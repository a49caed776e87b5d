/**
 * §4.4 "if the provider script fails to load, the buttons are hidden and
 * both overlays are removed" — and the shopper is never left without a way
 * to pay. Pure: which checkout methods can no longer pay on this page, what
 * the form selects instead and what the shopper reads. The checkout's DOM
 * part (`checkout/unavailable.ts`) applies the answer.
 *
 * A method that cannot pay is disabled (a classic submit of it would only
 * place an order that waits on a pay-for-order page that fails the same
 * way) and carries the message; when it was selected, the first method that
 * still pays is selected instead, so the §2.7 rules bring the shop's
 * place-order button back. With no method left, nothing is selected and the
 * message asks to try later.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { GATEWAY } from './gateways';

/** Why a method cannot pay: the script did not load, or its buttons are not eligible. */
export type UnavailableReason = 'sdk' | 'ineligible';

/** The checkout's methods as the page shows them. */
export interface MethodFacts {
	/** Offered method ids, in the page's order. */
	offered: string[];
	/** The selected method, '' for none. */
	selected: string;
	/** Methods known not to pay on this page. */
	unavailable: string[];
}

/** What to do about them. */
export interface UnavailablePlan {
	/** Offered methods to disable, each with the message. */
	disabled: string[];
	/** The method to select instead of the selected one; null to leave the selection. */
	select: string | null;
	/** Whether no offered method can pay any more. */
	nothingLeft: boolean;
}

/**
 * The methods that pay through the provider's script: everything of the
 * provider's but the cash voucher, which the server makes.
 *
 * @param offered Offered method ids.
 */
export function methodsNeedingSdk( offered: string[] ): string[] {
	return offered.filter(
		( id ) => id.startsWith( 'ppcp-' ) && id !== GATEWAY.oxxo
	);
}

/**
 * The methods a failure takes away: a failed script all that need it, an
 * ineligible wrapper only its own method.
 *
 * @param reason  Why.
 * @param offered Offered method ids.
 * @param method  The wrapper's method (for 'ineligible').
 */
export function failedMethods(
	reason: UnavailableReason,
	offered: string[],
	method = ''
): string[] {
	if ( reason === 'sdk' ) {
		return methodsNeedingSdk( offered );
	}
	return offered.includes( method ) ? [ method ] : [];
}

/**
 * @param facts The page's methods.
 */
export function planUnavailable( facts: MethodFacts ): UnavailablePlan {
	const disabled = facts.offered.filter( ( id ) =>
		facts.unavailable.includes( id )
	);
	const left = facts.offered.filter( ( id ) => ! disabled.includes( id ) );
	const selectedGone =
		facts.selected === '' || disabled.includes( facts.selected );
	return {
		disabled,
		select:
			selectedGone && disabled.length > 0 && left.length > 0
				? left[ 0 ]
				: null,
		nothingLeft: left.length === 0,
	};
}

/**
 * What the shopper reads at a method that cannot pay.
 *
 * @param nothingLeft Whether no other method can pay.
 */
export function unavailableMessage( nothingLeft: boolean ): string {
	return nothingLeft
		? __(
				'PayPal is not available right now. Please try again later.',
				'vitrine'
		  )
		: __(
				'PayPal is not available right now. Please choose another payment method.',
				'vitrine'
		  );
}
