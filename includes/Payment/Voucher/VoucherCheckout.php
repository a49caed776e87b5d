<?php
/**
 * What the shop's checkout and pay-for-order pages ask of the voucher.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

use Vitrine\Payment\Module;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Store\Order;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * The pages' side of the voucher, so that they need one call each:
 * whether to list it (`listed()`), whether a cart may be placed with it
 * (`refusal_for_cart()`, before the order exists, so a refused choice
 * creates nothing), and `start()` once the order is placed or the method
 * chosen on pay-for-order. The provider is asked with the configured
 * services (Payment\Module::services()).
 */
final class VoucherCheckout {

	/** Query argument of the pay-for-order page after the voucher could not be made at checkout. */
	public const FAILED_ARG = 'voucher';

	/**
	 * Whether a page lists the voucher for a total in a currency.
	 *
	 * @param string $currency ISO 4217 code.
	 * @param int    $total    Minor units.
	 */
	public static function listed( string $currency, int $total ): bool {
		return OxxoAvailability::listed( $currency, $total );
	}

	/**
	 * Why the session's cart cannot be placed with the voucher (German), or null.
	 *
	 * @param Store  $store           The shop.
	 * @param string $session         Cart session.
	 * @param string $billing_country The posted billing country.
	 */
	public static function refusal_for_cart( Store $store, string $session, string $billing_country ): ?string {
		$totals = $store->cart_totals( $session );
		return OxxoAvailability::refusal( $store->currency(), (int) ( $totals['total'] ?? 0 ), $billing_country );
	}

	/**
	 * Gives a placed order's payer her voucher (the order goes on hold).
	 *
	 * @param Order $order Order paid with the voucher.
	 * @throws PaymentFailed With the German message.
	 */
	public static function start( Order $order ): Voucher {
		$services = Module::services();
		return ( new OxxoPayment( $services->store, $services->orders, $services->provider_orders ) )->start( $order );
	}

	/**
	 * The pay-for-order page's message after the voucher could not be made
	 * at checkout ('' when the page was not reached that way).
	 *
	 * @param mixed $flag The page's FAILED_ARG query argument.
	 */
	public static function failed_notice( $flag ): string {
		return 'failed' === $flag ? __( 'Your order is saved, but its OXXO voucher could not be created just now. Please try again here or choose another payment method.', 'vitrine' ) : '';
	}
}
