<?php
/**
 * Addresses of the customer account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Store\Order;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that builds account URLs: the page `/mein-konto/` and its
 * sections. ShopConfig takes view_subscriptions_page and
 * payment_methods_page (§3.11) from here, so the configuration and the
 * links always agree. The options `vitrine_view_subscriptions_page` and
 * `vitrine_payment_methods_page` override those two (a shop whose account
 * lives elsewhere).
 */
final class AccountUrls {

	/** Slug of the account page. */
	public const PAGE = 'mein-konto';

	/** Section slugs (German, as in the URL) => section key. */
	public const SECTIONS = array(
		'bestellungen'       => 'orders',
		'abos'               => 'subscriptions',
		'zahlungsarten'      => 'payment-methods',
		// For guests: the lost-password form and, with the key of the mail, the new-password form.
		'passwort-vergessen' => 'lost-password',
	);

	/**
	 * The dashboard.
	 */
	public static function account(): string {
		return home_url( '/' . self::PAGE . '/' );
	}

	/**
	 * A section's list, or one entry of it.
	 *
	 * @param string $section Section key (orders, subscriptions, payment-methods).
	 * @param int    $id      Entry, 0 for the list.
	 */
	public static function section( string $section, int $id = 0 ): string {
		$slug = (string) array_search( $section, self::SECTIONS, true );
		return home_url( '/' . self::PAGE . '/' . $slug . '/' . ( $id > 0 ? $id . '/' : '' ) );
	}

	/**
	 * `view_subscriptions_page` (§3.11), without a trailing slash: a
	 * subscription is at `{view_subscriptions_page}/{id}` (§2.6).
	 */
	public static function view_subscriptions_page(): string {
		return untrailingslashit( (string) get_option( 'vitrine_view_subscriptions_page', home_url( '/' . self::PAGE . '/abos' ) ) );
	}

	/**
	 * `payment_methods_page` (§3.11), the target after saving a card (§2.6).
	 */
	public static function payment_methods_page(): string {
		return (string) get_option( 'vitrine_payment_methods_page', self::section( 'payment-methods' ) );
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
		return \Vitrine\Shop\ShopPages::change_payment_method_url( $subscription->id, $parent->id );
	}
}
