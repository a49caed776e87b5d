<?php
/**
 * Addresses of the customer account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shop\ShopPages;
use Vitrine\Store\Order;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * The account's URLs: the page `/mein-konto/` and its sections, built by
 * Shop\ShopPages (the one definition of the shop's page URLs, which also
 * gives §3.11 view_subscriptions_page and payment_methods_page).
 */
final class AccountUrls {

	/** Section slugs (German, as in the URL) => section key. */
	public const SECTIONS = ShopPages::ACCOUNT_SECTIONS;

	/**
	 * The dashboard.
	 */
	public static function account(): string {
		return ShopPages::account_url();
	}

	/**
	 * A section's list, or one entry of it.
	 *
	 * @param string $section Section key (orders, subscriptions, payment-methods).
	 * @param int    $id      Entry, 0 for the list.
	 */
	public static function section( string $section, int $id = 0 ): string {
		return ShopPages::account_section_url( $section, $id );
	}

	/**
	 * `view_subscriptions_page` (§3.11), without a trailing slash.
	 */
	public static function view_subscriptions_page(): string {
		return ShopPages::view_subscriptions_page();
	}

	/**
	 * `payment_methods_page` (§3.11).
	 */
	public static function payment_methods_page(): string {
		return ShopPages::payment_methods_page();
	}

	/**
	 * The account view of an order.
	 *
	 * @param Order $order Order.
	 */
	public static function view_order( Order $order ): string {
		return self::section( 'orders', $order->id );
	}

	/**
	 * The "view subscription" page (§2.6).
	 *
	 * @param Subscription $subscription Subscription.
	 */
	public static function view_subscription( Subscription $subscription ): string {
		return trailingslashit( $subscription->view_url( self::view_subscriptions_page() ) );
	}

	/**
	 * The change-payment-method page of a subscription (§2.5): the
	 * pay-for-order page of the order that started it, marked with
	 * `change_payment_method`.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param Order        $parent       The order that started it.
	 */
	public static function change_payment_method( Subscription $subscription, Order $parent ): string {
		return ShopPages::change_payment_method_url( $subscription->id, $parent->id );
	}
}
