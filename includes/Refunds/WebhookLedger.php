<?php
/**
 * The refunds table as the refund webhook's ledger.
 *
 * @package Vitrine
 */

namespace Vitrine\Refunds;

use Vitrine\Payment\Webhooks\RefundLedger;

defined( 'ABSPATH' ) || exit;

/**
 * Refunds made at the provider, recorded like the order screen's own
 * (RefundRepository, primary key = the provider's refund id, no request id,
 * user 0).
 */
final class WebhookLedger implements RefundLedger {

	/** {@inheritDoc} */
	public function record( int $order_id, string $refund_id, int $amount, string $currency, string $status ): bool {
		return RefundRepository::record( $order_id, $refund_id, $amount, $currency, $status, '', 0 );
	}

	/** {@inheritDoc} */
	public function refunded( int $order_id ): int {
		return RefundRepository::refunded( $order_id );
	}
}
