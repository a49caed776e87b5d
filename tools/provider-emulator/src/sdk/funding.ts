/**
 * Funding sources of the emulator's SDK: the provider's FUNDING constants
 * and which sources a buyer may see for the script's query.
 */

/** FUNDING constants of the provider's SDK. */
export const FUNDING = {
	PAYPAL: 'paypal',
	VENMO: 'venmo',
	APPLEPAY: 'applepay',
	ITAU: 'itau',
	CREDIT: 'credit',
	PAYLATER: 'paylater',
	CARD: 'card',
	IDEAL: 'ideal',
	SEPA: 'sepa',
	BANCONTACT: 'bancontact',
	GIROPAY: 'giropay',
	SOFORT: 'sofort',
	EPS: 'eps',
	MYBANK: 'mybank',
	P24: 'p24',
	BLIK: 'blik',
	TRUSTLY: 'trustly',
	OXXO: 'oxxo',
	BOLETO: 'boleto',
	MERCADOPAGO: 'mercadopago',
	MULTIBANCO: 'multibanco',
	SATISPAY: 'satispay',
	PAIDY: 'paidy',
} as const;

/**
 * Funding sources a buyer in the shop's currency may see.
 * @param currency
 * @param enable
 * @param disable
 */
export function eligibleSources(
	currency: string,
	enable: string[],
	disable: string[]
): string[] {
	const sources: string[] = [ FUNDING.PAYPAL ];
	if (
		enable.includes( FUNDING.PAYLATER ) ||
		[ 'EUR', 'USD', 'GBP', 'AUD' ].includes( currency )
	) {
		sources.push( FUNDING.PAYLATER );
	}
	if ( currency === 'USD' && enable.includes( FUNDING.VENMO ) ) {
		sources.push( FUNDING.VENMO );
	}
	sources.push( FUNDING.CARD );
	for ( const extra of enable ) {
		if ( ! sources.includes( extra ) && extra !== FUNDING.VENMO ) {
			sources.push( extra );
		}
	}
	return sources.filter( ( s ) => ! disable.includes( s ) );
}
