<?php
/**
 * The voucher on the order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

use Vitrine\Shared\Templates;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Renders `templates/voucher/voucher.php` for an order that waits for its
 * voucher to be paid (on hold, or still pending when the hold could not be
 * written); nothing for other orders, nor once the order is paid.
 */
final class VoucherView {

	/**
	 * The voucher's HTML for an order, '' when it has none to show.
	 *
	 * @param Order $order Order (its page checked the key or the owner).
	 */
	public static function html( Order $order ): string {
		if ( OxxoAvailability::GATEWAY !== $order->payment_method || ! OrderStatus::awaits_payment( $order->status ) ) {
			return '';
		}
		$voucher = Vouchers::of_order( $order->id );
		if ( ! $voucher || $voucher->provider_order_id !== $order->provider_order_id ) {
			return '';
		}
		return Templates::render(
			'voucher/voucher',
			array(
				'url'      => $voucher->url,
				'order_id' => $order->id,
				'total'    => Money::format( $order->total, $order->currency ),
			)
		);
	}
}
