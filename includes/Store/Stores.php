<?php
/**
 * Which Store implementation the plugin uses.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that picks the store: the built-in DatabaseStore unless a
 * bridge (WooCommerce, later) supplies another through the `vitrine_store`
 * filter. Blocks and endpoints ask here instead of creating a store.
 */
final class Stores {

	/**
	 * @var Store|null
	 */
	private static ?Store $store = null;

	/**
	 * The shop's store.
	 */
	public static function get(): Store {
		if ( null === self::$store ) {
			$built_in = new DatabaseStore();
			/**
			 * Filters the store Vitrine talks to.
			 *
			 * @param Store $store The built-in store.
			 */
			$store       = apply_filters( 'vitrine_store', $built_in );
			self::$store = $store instanceof Store ? $store : $built_in;
		}
		return self::$store;
	}

	/**
	 * Forgets the chosen store (tests, or after a bridge was activated).
	 */
	public static function reset(): void {
		self::$store = null;
	}

	/**
	 * `wp_login`: moves a guest's cart into the user's cart, so that logging
	 * in at checkout keeps what was chosen.
	 *
	 * @param string   $user_login Login name.
	 * @param \WP_User $user       The user who logged in.
	 */
	public static function merge_cart_on_login( $user_login, $user ): void {
		unset( $user_login );
		$guest = CartSession::key( 0, isset( $_COOKIE[ CartSession::COOKIE ] ) && is_string( $_COOKIE[ CartSession::COOKIE ] ) ? wp_unslash( $_COOKIE[ CartSession::COOKIE ] ) : null );
		if ( null !== $guest && $user instanceof \WP_User ) {
			self::get()->merge_guest_cart( $guest, (int) $user->ID );
		}
	}
}
