/**
 * The amount a wallet's sheet shows (§9.3 mobile wallets): the same total
 * the shop's order will carry, written as the wallets want it — a decimal
 * string with the currency's minor digits (the provider has three
 * currencies without decimals).
 */

/** Currencies the provider takes without decimals. */
const ZERO_DECIMAL = [ 'HUF', 'JPY', 'TWD' ];

/**
 * The minor digits of a currency.
 *
 * @param currency ISO 4217 code.
 */
export function currencyDigits( currency: string ): number {
	return ZERO_DECIMAL.includes( currency.toUpperCase() ) ? 0 : 2;
}

/**
 * A total as the wallets take it ("12.50"), or null when there is nothing
 * payable (not a number, negative, or zero: a wallet cannot pay nothing).
 *
 * @param value    The total (number or decimal string).
 * @param currency ISO 4217 code.
 */
export function walletAmount(
	value: number | string | null | undefined,
	currency: string
): string | null {
	const number = typeof value === 'string' ? Number( value ) : value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return null;
	}
	if ( number <= 0 || ! /^[A-Z]{3}$/i.test( currency ) ) {
		return null;
	}
	return number.toFixed( currencyDigits( currency ) );
}

/**
 * The total to show: the cart's current one when the page knows it (the
 * shopper may have picked another shipping rate since the page loaded),
 * else the page's own (§3.11 messages.amount: the cart's or the order's
 * total when the page was rendered).
 *
 * @param pageAmount §3.11 messages.amount.
 * @param cartTotal  `vitrine/cart`'s total, when the store holds the cart.
 */
export function currentTotal(
	pageAmount: number | null | undefined,
	cartTotal: string | number | null | undefined
): number | null {
	const cart =
		typeof cartTotal === 'string' ? Number( cartTotal ) : cartTotal;
	if ( typeof cart === 'number' && Number.isFinite( cart ) && cart > 0 ) {
		return cart;
	}
	return typeof pageAmount === 'number' && Number.isFinite( pageAmount )
		? pageAmount
		: null;
}
