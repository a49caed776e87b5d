/**
 * The pay-now context (§2.4): the pay-for-order page pays the link's order
 * on the checkout's flow (contexts/checkout.tsx). The server takes the
 * order's own amount, currency and payer and checks the key; a failed
 * payment leaves the order payable on this page.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * The pay-for-order link's order (§7.2 pay-now: order_id and its key).
 *
 * @param config §3.11 (order_id).
 * @param search The page's query string (the link's `key`).
 */
export function payNowOrder(
	config: Pick< GatewayConfig, 'order_id' >,
	search: string
): { id: number; key: string } {
	const key = new URLSearchParams( search ).get( 'key' ) ?? '';
	return {
		id: Number( config.order_id ) || 0,
		key: /^[A-Za-z0-9_]{1,40}$/.test( key ) ? key : '',
	};
}

/**
 * Whether the pay-now page pays an order (the change-payment-method page
 * of a subscription, §2.5, is subscriptions/change-method's).
 *
 * @param config §3.11.
 */
export function paysOrder(
	config: Pick<
		GatewayConfig,
		'order_id' | 'is_subscription_change_payment_page'
	>
): boolean {
	return (
		! config.is_subscription_change_payment_page &&
		Number( config.order_id ) > 0
	);
}
