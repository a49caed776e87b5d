<?php
/**
 * Where the refund webhook records refunds.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's record of refunds (implemented by Refunds\WebhookLedger over
 * the refunds table, handed in through the filter
 * `vitrine_webhook_refund_ledger`, so that the payment layer does not
 * depend on the refunds module).
 */
interface RefundLedger {

	/**
	 * Records a refund once per provider refund id.
	 *
	 * @param int    $order_id  Order.
	 * @param string $refund_id The provider's refund id.
	 * @param int    $amount    Minor units.
	 * @param string $currency  ISO code.
	 * @param string $status    The provider's refund status.
	 * @return bool Whether this call recorded it (false: it was already).
	 */
	public function record( int $order_id, string $refund_id, int $amount, string $currency, string $status ): bool;

	/**
	 * Minor units refunded of an order so far.
	 *
	 * @param int $order_id Order.
	 */
	public function refunded( int $order_id ): int;
}
