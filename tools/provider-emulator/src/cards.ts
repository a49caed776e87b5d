/**
 * Test card numbers and what they do, as on the provider's sandbox: most
 * numbers approve, one is declined by the issuer, one asks for a 3-D Secure
 * challenge. The pop-up and the card fields of the SDK use the same table.
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
 * The brand of a card number, as the provider names it.
 * @param number
 */
export function cardBrand( number: string ): string {
	if ( /^3[47]/.test( number ) ) {
		return 'AMEX';
	}
	if ( /^(5[1-5]|2[2-7])/.test( number ) ) {
		return 'MASTERCARD';
	}
	if ( /^4/.test( number ) ) {
		return 'VISA';
	}
	if ( /^6(011|5)/.test( number ) ) {
		return 'DISCOVER';
	}
	return 'UNKNOWN';
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
