<?php
/**
 * Must-use plugin of the approve bench's site (copied there by
 * bench/approve.mjs; never part of the plugin).
 *
 * - `?vitrine-bench=setup` (POST): points the provider settings at the
 *   bench's emulator, puts a product into a guest cart, makes our order and
 *   its provider order (create_order's path), approves it at the emulator
 *   as the payer would, and answers the ids (and the Router's nonce for
 *   approve_order when the Router is there).
 * - `?vitrine-bench=count&provider_order_id=…`: the shop's orders for that
 *   provider order, paid or not.
 * - Until the Router (issue 11, another branch) is merged, `?wc-ajax=
 *   approve_order` is answered here by the real ApproveOrder endpoint, so
 *   the bench measures the capture path across PHP workers either way.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_loaded',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification -- a local benchmark site.
		$bench = isset( $_GET['vitrine-bench'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-bench'] ) ) : '';
		$ajax  = isset( $_GET['wc-ajax'] ) ? sanitize_key( wp_unslash( $_GET['wc-ajax'] ) ) : '';
		// phpcs:enable
		if ( 'setup' === $bench ) {
			$emulator = (string) getenv( 'VITRINE_BENCH_EMULATOR' );
			$body     = json_decode( (string) file_get_contents( 'php://input' ), true );
			$emulator = is_array( $body ) && isset( $body['emulator'] ) ? (string) $body['emulator'] : $emulator;
			update_option(
				\Vitrine\Provider\Settings::OPTION,
				array(
					'environment'   => 'emulator',
					'client_id'     => 'emulator-client',
					'client_secret' => 'emulator-secret',
					'emulator_url'  => $emulator,
				) + \Vitrine\Provider\Settings::defaults()
			);
			$services = \Vitrine\Payment\Services::from_settings();
			$store    = $services->store;
			$product  = $store->create_product(
				array(
					'type'           => 'simple',
					'name'           => 'Bench-Tasse',
					'price'          => 1990,
					'needs_shipping' => false,
				)
			);
			$session  = 'guest:bench' . wp_generate_password( 28, false );
			$store->add_to_cart( $session, array( 'id' => $product->id ) );
			$order = $store->order_from_cart( $session, 0, 'ppcp-gateway' );
			$id    = $services->provider_orders->create( $order, array(), 'paypal' );
			wp_remote_post(
				$emulator . '/__emulator/orders/' . rawurlencode( $id ) . '/approve',
				array(
					'headers' => array( 'Content-Type' => 'application/json' ),
					'body'    => '{}',
				)
			);
			wp_send_json(
				array(
					'provider_order_id' => $id,
					'order_id'          => $order->id,
					'nonce'             => class_exists( '\Vitrine\Ajax\Router' ) && method_exists( '\Vitrine\Ajax\Router', 'nonce' ) ? \Vitrine\Ajax\Router::nonce( 'approve_order' ) : '',
					'router'            => class_exists( '\Vitrine\Ajax\Router' ),
				)
			);
		}
		if ( 'count' === $bench ) {
			global $wpdb;
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a local benchmark site.
			$provider = isset( $_GET['provider_order_id'] ) ? sanitize_text_field( wp_unslash( $_GET['provider_order_id'] ) ) : '';
			$orders   = \Vitrine\Store\Database::table( 'orders' );
			$links    = \Vitrine\Store\Database::table( 'provider_orders' );
			wp_send_json(
				array(
					'orders' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s", $provider ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
					'paid'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders} WHERE provider_order_id = %s AND status IN ('processing', 'completed')", $provider ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
					'links'  => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$links} WHERE provider_order_id = %s", $provider ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				)
			);
		}
		if ( 'approve_order' === $ajax && ! class_exists( '\Vitrine\Ajax\Router' ) ) {
			$input    = json_decode( (string) file_get_contents( 'php://input' ), true );
			$services = \Vitrine\Payment\Services::from_settings();
			$endpoint = new \Vitrine\Payment\Endpoints\ApproveOrder( $services->store, $services->capture );
			try {
				wp_send_json_success( $endpoint->handle( is_array( $input ) ? $input : array(), new \Vitrine\Ajax\Caller( 0, '' ) ) );
			} catch ( \Vitrine\Ajax\EndpointError $error ) {
				wp_send_json_error(
					array(
						'code'    => $error->error_code,
						'message' => $error->getMessage(),
					) + $error->data,
					$error->status
				);
			}
		}
	},
	5
);
