<?php
/**
 * Must-use plugin of the approve bench's site (copied there by
 * bench/approve.mjs; never part of the plugin, never on a real site).
 *
 * It only prepares and counts; the bench pays through the plugin's real
 * endpoints, as a shopper's browser does: the product page (cookie and the
 * §3.11 object with its nonces), change_cart, create_order and
 * approve_order, all under /?wc-ajax= through the Router.
 *
 * - `?vitrine-bench=setup` (POST {emulator}): points the provider settings
 *   at the bench's emulator and makes a product without shipping; answers
 *   its id and page URL.
 * - `?vitrine-bench=count&provider_order_id=…`: the shop's orders for that
 *   provider order (paid or not), its links, and all orders of the shop.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_loaded',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification -- a local benchmark site.
		$bench = isset( $_GET['vitrine-bench'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-bench'] ) ) : '';
		// phpcs:enable
		if ( 'setup' === $bench ) {
			$body     = json_decode( (string) file_get_contents( 'php://input' ), true );
			$emulator = is_array( $body ) && isset( $body['emulator'] ) ? esc_url_raw( (string) $body['emulator'] ) : '';
			update_option(
				\Vitrine\Provider\Settings::OPTION,
				array(
					'environment'   => 'emulator',
					'client_id'     => 'emulator-client',
					'client_secret' => 'emulator-secret',
					'emulator_url'  => $emulator,
				) + \Vitrine\Provider\Settings::defaults()
			);
			$product = \Vitrine\Store\Stores::get()->create_product(
				array(
					'type'           => 'simple',
					'name'           => 'Bench-Tasse',
					'price'          => 1990,
					'needs_shipping' => false,
				)
			);
			wp_send_json(
				array(
					'product_id'  => $product->id,
					'product_url' => get_permalink( $product->id ),
				)
			);
		}
		if ( 'count' === $bench ) {
			global $wpdb;
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a local benchmark site.
			$provider = isset( $_GET['provider_order_id'] ) ? sanitize_text_field( wp_unslash( $_GET['provider_order_id'] ) ) : '';
			$orders   = \Vitrine\Store\Database::table( 'orders' );
			$links    = \Vitrine\Store\Database::table( 'provider_orders' );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Database::table().
			wp_send_json(
				array(
					'orders' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s", $provider ) ),
					'paid'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s AND status IN ('processing', 'completed')", $provider ) ),
					'links'  => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$links} WHERE provider_order_id = %s", $provider ) ),
					'all'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$orders}" ),
				)
			);
			// phpcs:enable
		}
	},
	5
);
