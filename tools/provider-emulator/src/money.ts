/**
 * Amounts as the provider writes them: decimal strings in a currency.
 */

/** Currencies the provider accepts (its public currency-code list). */
export const CURRENCIES = new Set( [
	'AUD',
	'BRL',
	'CAD',
	'CNY',
	'CZK',
	'DKK',
	'EUR',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'SGD',
	'SEK',
	'CHF',
	'THB',
	'USD',
] );

/** Currencies without minor units. */
const NO_DECIMALS = new Set( [ 'HUF', 'JPY', 'TWD' ] );

/**
 * The value in minor units, or null when it is not a valid amount of the
 * currency (too many decimals, not a number, longer than 32 characters).
 *
 * @param value    Decimal string, e.g. "12.50".
 * @param currency ISO 4217 code.
 */
export function toMinor( value: unknown, currency: string ): number | null {
	if ( typeof value !== 'string' || value.length > 32 ) {
		return null;
	}
	const decimals = NO_DECIMALS.has( currency ) ? 0 : 2;
	const pattern = decimals === 0 ? /^\d{1,29}$/ : /^\d{1,29}(?:\.\d{1,2})?$/;
	if ( ! pattern.test( value ) ) {
		return null;
	}
	const [ whole, fraction = '' ] = value.split( '.' );
	return (
		Number( whole ) * 10 ** decimals +
		Number( fraction.padEnd( decimals, '0' ) || 0 )
	);
}

/**
 * Minor units back to the provider's decimal string.
 *
 * @param minor    Amount in minor units.
 * @param currency ISO 4217 code.
 */
export function fromMinor( minor: number, currency: string ): string {
	if ( NO_DECIMALS.has( currency ) ) {
		return String( minor );
	}
	return ( minor / 100 ).toFixed( 2 );
}
