/**
 * §9.3 checkout method (gateway) ids and §2.7's mobile wallets: shared by
 * the checkout display rules (rules/display.ts, checkout chunk) and the
 * pay-later messages (every page with a message), so kept apart from both.
 */

/** §9.3 checkout method (gateway) ids. */
export const GATEWAY = {
	wallet: 'ppcp-gateway',
	cards: 'ppcp-credit-card-gateway',
	cardButton: 'ppcp-card-button-gateway',
	oxxo: 'ppcp-oxxo-gateway',
	applePay: 'ppcp-applepay',
	googlePay: 'ppcp-googlepay',
} as const;

/** §2.7: the two mobile wallets, whose button shows only while selected. */
export const MOBILE_WALLETS: readonly string[] = [
	GATEWAY.applePay,
	GATEWAY.googlePay,
];
