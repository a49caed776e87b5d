/**
 * Funding sources of the emulator's SDK: the provider's FUNDING constants
 * and which sources a buyer may see for the script's query.
 */
/**
 * External dependencies
 */
import type { FUNDING_SOURCE } from '@paypal/paypal-js';

/**
 * FUNDING constants of the provider's SDK: one per funding source its
 * typings name (`FUNDING_SOURCE` of @paypal/paypal-js), keyed in upper case,
 * no more and no fewer (tsc checks it).
 */
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
	VERKKOPANKKI: 'verkkopankki',
	PAYU: 'payu',
	BLIK: 'blik',
	TRUSTLY: 'trustly',
	ZIMPLER: 'zimpler',
	MAXIMA: 'maxima',
	OXXO: 'oxxo',
	BOLETOBANCARIO: 'boletobancario',
	WECHATPAY: 'wechatpay',
	MERCADOPAGO: 'mercadopago',
	MULTIBANCO: 'multibanco',
} as const satisfies {
	[ Source in FUNDING_SOURCE as Uppercase< Source > ]: Source;
};

const KNOWN: readonly string[] = Object.values( FUNDING );

/**
 * Whether a name is one of the provider's funding sources.
 *
 * @param name A funding source's name.
 */
export function isFundingSource( name: string ): name is FUNDING_SOURCE {
	return KNOWN.includes( name );
}

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
