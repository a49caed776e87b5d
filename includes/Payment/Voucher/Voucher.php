<?php
/**
 * One cash voucher.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

defined( 'ABSPATH' ) || exit;

/**
 * The voucher an order's payer was given: the provider order and its
 * `payer-action` link, where the payer sees, prints or downloads it.
 */
final class Voucher {

	/**
	 * @param int    $order_id          Our order.
	 * @param string $provider_order_id The provider order.
	 * @param string $url               The payer-action link (http or https only; see OxxoPayment::voucher_url()).
	 */
	public function __construct(
		public readonly int $order_id,
		public readonly string $provider_order_id,
		public readonly string $url,
	) {}
}
