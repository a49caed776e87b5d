/**
 * Which pay-later offer the provider makes for an amount and currency, as
 * its documentation states the ranges (Pay Later pages of the provider's
 * developer documentation; pure, no DOM):
 *
 * - Germany (EUR): "PayPal Ratenzahlung" in 3, 6, 12 or 24 monthly payments,
 *   and "Pay in 30" (one payment within 30 days), each for 99 € to 10,000 €;
 * - United States (USD): Pay in 4 for $30 to $1,500, Pay Monthly for $199
 *   to $10,000;
 * - United Kingdom (GBP): Pay in 3 for £30 to £2,000.
 *
 * Outside every range, or in another currency, there is no offer: the
 * message renders nothing. Without an amount, the generic message shows
 * (the provider's message for pages that give none).
 */

/** One offer: its kind, its range, and how many payments it splits into. */
export interface Offer {
	kind: 'pay-in-30' | 'installments' | 'pay-in-n' | 'pay-monthly';
	min: number;
	max: number;
	/** Payments of the offer (the smallest number for monthly terms). */
	payments: number[];
}

/** The documented offers per currency. */
export const OFFERS: Record< string, Offer[] > = {
	EUR: [
		{ kind: 'pay-in-30', min: 99, max: 10000, payments: [ 1 ] },
		{
			kind: 'installments',
			min: 99,
			max: 10000,
			payments: [ 3, 6, 12, 24 ],
		},
	],
	USD: [
		{ kind: 'pay-in-n', min: 30, max: 1500, payments: [ 4 ] },
		{ kind: 'pay-monthly', min: 199, max: 10000, payments: [ 6, 12, 24 ] },
	],
	GBP: [ { kind: 'pay-in-n', min: 30, max: 2000, payments: [ 3 ] } ],
};

/**
 * The offers for an amount.
 *
 * @param amount   The amount (major units).
 * @param currency ISO currency.
 */
export function offersFor( amount: number, currency: string ): Offer[] {
	if ( ! Number.isFinite( amount ) ) {
		return [];
	}
	return ( OFFERS[ currency ] ?? [] ).filter(
		( offer ) => amount >= offer.min && amount <= offer.max
	);
}

/**
 * The message's text: the offer for the amount, the generic message
 * without an amount, '' when there is no offer.
 *
 * @param amount   The amount, or undefined when the page gave none.
 * @param currency ISO currency of the script.
 */
export function messageText(
	amount: number | undefined,
	currency: string
): string {
	const german = currency === 'EUR';
	if ( amount === undefined ) {
		return german
			? 'Später bezahlen mit PayPal.'
			: 'Pay later with PayPal.';
	}
	const offers = offersFor( amount, currency );
	if ( offers.length === 0 ) {
		return '';
	}
	const money = ( value: number ) =>
		new Intl.NumberFormat( german ? 'de-DE' : 'en-GB', {
			style: 'currency',
			currency,
		} ).format( Math.ceil( value * 100 ) / 100 );
	if ( german ) {
		const longest = Math.max( ...offers.flatMap( ( o ) => o.payments ) );
		return `Später bezahlen mit PayPal: ${ money(
			amount
		) } in 30 Tagen oder in 3, 6, 12 oder 24 Monatsraten ab ${ money(
			amount / longest
		) }.`;
	}
	const first = offers[ 0 ];
	const count = first.payments[ 0 ];
	return `Pay in ${ count } payments of ${ money(
		amount / count
	) } with PayPal.`;
}
