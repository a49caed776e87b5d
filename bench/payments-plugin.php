<?php
/**
 * Must-use plugin of the payment benches' sites (copied there by
 * bench/payments-lib.mjs; never part of the plugin, never on a real site).
 *
 * It only prepares, counts and stands in for the shop owner; shoppers pay
 * through the plugin's real endpoints, as a browser does: a page (cookie and
 * the §3.11 object with its nonces), change_cart, create_order,
 * approve_order, approve_subscription, all under /?wc-ajax= through the
 * Router.
 *
 * - `?vitrine-bench=setup` (POST {emulator}): points the provider settings
 *   at the bench's emulator (webhook id `WHBENCH`) and makes three products: a mug without
 *   shipping, a monthly newsletter subscription and a shipped mug; answers
 *   their ids and page URLs.
 * - `?vitrine-bench=login` (POST): a new customer account, logged in (the
 *   answer sets its cookies).
 * - `?vitrine-bench=count&provider_order_id=…`: the shop's orders for that
 *   provider order (paid or not), its links, and all orders of the shop.
 * - `?vitrine-bench=forget-token`: drops the cached access token, so the
 *   next provider call asks for one.
 * - `?vitrine-bench=intent` (POST {intent}): capture or authorize.
 * - `?vitrine-bench=refund` (POST {order_id, amount}): what the admin's
 *   refund box does (Refunds\Refunder), answering {ok, message, refunded}.
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
		if ( '' === $bench ) {
			return;
		}
		$body = json_decode( (string) file_get_contents( 'php://input' ), true );
		$body = is_array( $body ) ? $body : array();
		if ( 'setup' === $bench ) {
			update_option(
				\Vitrine\Provider\Settings::OPTION,
				array(
					'environment'   => 'emulator',
					'client_id'     => 'emulator-client',
					'client_secret' => 'emulator-secret',
					'emulator_url'  => esc_url_raw( (string) ( $body['emulator'] ?? '' ) ),
					'webhook_id'    => 'WHBENCH',
				) + \Vitrine\Provider\Settings::defaults()
			);
			$store = \Vitrine\Store\Stores::get();
			$made  = array();
			foreach (
				array(
					'product'      => array(
						'type'           => 'simple',
						'name'           => 'Bench-Tasse',
						'price'          => 1990,
						'needs_shipping' => false,
					),
					'subscription' => array(
						'type'           => 'subscription',
						'name'           => 'Bench-Newsletter',
						'price'          => 300,
						'needs_shipping' => false,
						'plan'           => array( 'period' => 'month' ),
					),
					'shipped'      => array(
						'type'           => 'simple',
						'name'           => 'Bench-Kanne',
						'price'          => 3490,
						'needs_shipping' => true,
					),
				) as $key => $product
			) {
				$product      = $store->create_product( $product );
				$made[ $key ] = array(
					'id'  => $product->id,
					'url' => get_permalink( $product->id ),
				);
			}
			wp_send_json( $made );
		}
		if ( 'login' === $bench ) {
			$login = 'bench-' . wp_generate_password( 10, false );
			$user  = wp_insert_user(
				array(
					'user_login' => $login,
					'user_pass'  => wp_generate_password( 20 ),
					'user_email' => $login . '@example.org',
					'role'       => 'customer',
				)
			);
			if ( is_wp_error( $user ) ) {
				wp_send_json( array( 'error' => $user->get_error_message() ), 500 );
			}
			wp_set_auth_cookie( $user );
			wp_send_json( array( 'user_id' => $user ) );
		}
		if ( 'count' === $bench ) {
			global $wpdb;
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a local benchmark site.
			$provider = isset( $_GET['provider_order_id'] ) ? sanitize_text_field( wp_unslash( $_GET['provider_order_id'] ) ) : '';
			$orders   = \Vitrine\Store\Database::table( 'orders' );
			$links    = \Vitrine\Store\Database::table( 'provider_orders' );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Database::table().
			$linked = $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$links} WHERE provider_order_id = %s", $provider ) );
			$order  = $linked ? \Vitrine\Store\Stores::get()->order( (int) $linked[0] ) : null;
			wp_send_json(
				array(
					'orders'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s", $provider ) ),
					'paid'     => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s AND status IN ('processing', 'completed')", $provider ) ),
					'links'    => count( $linked ),
					'all'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$orders}" ),
					'order_id' => $order ? $order->id : 0,
					'status'   => $order ? $order->status : '',
				)
			);
			// phpcs:enable
		}
		if ( 'forget-token' === $bench ) {
			( new \Vitrine\Provider\Client( \Vitrine\Provider\Settings::credentials( \Vitrine\Provider\Settings::get() ) ) )->forget_token();
			wp_send_json( array( 'ok' => true ) );
		}
		if ( 'intent' === $bench ) {
			$settings           = \Vitrine\Provider\Settings::get();
			$settings['intent'] = 'authorize' === ( $body['intent'] ?? '' ) ? 'authorize' : 'capture';
			update_option( \Vitrine\Provider\Settings::OPTION, $settings );
			wp_send_json( array( 'intent' => $settings['intent'] ) );
		}
		if ( 'refund' === $bench ) {
			$order    = (int) ( $body['order_id'] ?? 0 );
			$refunder = new \Vitrine\Refunds\Refunder( \Vitrine\Store\Stores::get(), new \Vitrine\Provider\Payments( new \Vitrine\Provider\Client( \Vitrine\Provider\Settings::credentials( \Vitrine\Provider\Settings::get() ) ) ) );
			$result   = $refunder->refund( $order, (int) ( $body['amount'] ?? 0 ), 0, 1 );
			wp_send_json( $result + array( 'refunded' => \Vitrine\Refunds\RefundRepository::refunded( $order ) ) );
		}
	},
	5
);
