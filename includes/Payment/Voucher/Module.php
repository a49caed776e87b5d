<?php
/**
 * The cash voucher's hooks.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

defined( 'ABSPATH' ) || exit;

/**
 * Registered by Payment\Module: the vouchers' table. The shop's pages
 * call VoucherCheckout and VoucherView themselves (the shop depends on
 * payments, never the other way round); the capture webhook needs nothing
 * of its own (Payment\Webhook → Capture::reconcile()).
 */
final class Module {

	/**
	 * Hooks in.
	 */
	public static function boot(): void {
		add_action( 'init', array( Vouchers::class, 'maybe_install' ), 1 );
	}
}
