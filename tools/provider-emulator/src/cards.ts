/**
 * The one card module of the emulator, shared by the REST side and the
 * browser SDK (bundled into it): the Luhn check, brand detection, expiry
 * conversion, and the test card numbers and what they do, as on the
 * provider's sandbox: most numbers approve, one is declined by the issuer,
 * one asks for a 3-D Secure challenge. The pop-up and the card fields of
 * the SDK use the same table.
 *
 * Browser code imports this module: nothing Node-only here.
 */

export type CardOutcome = 'approve' | 'decline' | 'challenge';

export const TEST_CARDS: Record< string, CardOutcome > = {
	'4111111111111111': 'approve',
	'5555555555554444': 'approve',
	'378282246310005': 'approve',
	'4000000000000002': 'decline',
	'4000000000003220': 'challenge',
};

/**
 * The outcome of a card number (unknown valid numbers approve).
 * @param number
 */
export function cardOutcome( number: string ): CardOutcome {
	return TEST_CARDS[ number ] ?? 'approve';
}

/**
 * Luhn check of a card number (digits only; callers check the length).
 * @param number
 */
export function luhn( number: string ): boolean {
	let sum = 0;
	for ( let i = 0; i < number.length; i++ ) {
		let d = Number( number[ number.length - 1 - i ] );
		if ( i % 2 === 1 ) {
			d *= 2;
			if ( d > 9 ) {
				d -= 9;
			}
		}
		sum += d;
	}
	return sum % 10 === 0;
}

/** Brand prefixes: the provider's brand name and the legacy hosted fields' card type. */
const BRANDS: Array< [ RegExp, string, string ] > = [
	[ /^3[47]/, 'AMEX', 'american-express' ],
	[ /^(5[1-5]|2[2-7])/, 'MASTERCARD', 'master-card' ],
	[ /^4/, 'VISA', 'visa' ],
	[ /^6(011|5)/, 'DISCOVER', 'discover' ],
];

/**
 * The brand of a card number, as the provider names it.
 * @param number
 */
export function cardBrand( number: string ): string {
	return (
		BRANDS.find( ( [ prefix ] ) => prefix.test( number ) )?.[ 1 ] ??
		'UNKNOWN'
	);
}

/**
 * Card type as the legacy hosted fields name it (§4.10).
 * @param digits
 */
export function cardType( digits: string ): string | null {
	return (
		BRANDS.find( ( [ prefix ] ) => prefix.test( digits ) )?.[ 2 ] ?? null
	);
}

/**
 * "MM/YY" → "YYYY-MM" as the REST API wants it.
 * @param value
 */
export function expiryForApi( value: string ): string {
	const m = /^(\d{2})\/?(\d{2,4})$/.exec( value.replace( /\s+/g, '' ) );
	if ( ! m ) {
		return '';
	}
	return `${ m[ 2 ].length === 2 ? '20' + m[ 2 ] : m[ 2 ] }-${ m[ 1 ] }`;
}

/**
 * A card payment source as the provider shows it: never the number.
 *
 * @param number Card number.
 * @param expiry YYYY-MM.
 * @param name   Cardholder, if given.
 */
export function cardSource(
	number: string,
	expiry: string,
	name?: string
): Record< string, unknown > {
	return {
		...( name ? { name } : {} ),
		last_digits: number.slice( -4 ),
		brand: cardBrand( number ),
		type: 'CREDIT',
		expiry,
	};
}

/**
 * The 3-D Secure result the provider reports on an order's card
 * (`payment_source.card.authentication_result`): a frictionless pass, a
 * passed challenge, or a failed one (authentication N: the shop refuses).
 *
 * @param outcome passed or failed.
 */
export function authenticationResult(
	outcome: 'passed' | 'failed'
): Record< string, unknown > {
	return outcome === 'passed'
		? {
				liability_shift: 'POSSIBLE',
				three_d_secure: {
					enrollment_status: 'Y',
					authentication_status: 'Y',
				},
		  }
		: {
				liability_shift: 'NO',
				three_d_secure: {
					enrollment_status: 'Y',
					authentication_status: 'N',
				},
		  };
}
