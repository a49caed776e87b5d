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
 * - `?vitrine-bench=saved-card` (POST, logged in): switches the card method
 *   and vaulting on and saves a Visa for the current user at the emulator
 *   (setup token → payment token, as the vault tests do); answers its token id.
 * - `?vitrine-bench=renewal-due` (POST {today}): a monthly subscription of a
 *   new customer on a saved card, due on `today` (its sign-up a month
 *   before); answers {subscription, user}.
 * - `?vitrine-bench=renewals&subscription=…`: that subscription's orders
 *   (count, paid) and provider order ids, and its next payment day.
 * - `?vitrine-bench=vaulting` (POST): switches saving methods (and cards) on.
 * - `?vitrine-bench=tokens` (logged in): how many saved methods the user has.
 * - `?vitrine-bench=order&id=…`: one shop order's status and provider order id.
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
		if ( 'saved-card' === $bench || 'renewal-due' === $bench ) {
			$settings                = \Vitrine\Provider\Settings::get();
			$settings['method_card'] = true;
			$settings['vaulting']    = true;
			update_option( \Vitrine\Provider\Settings::OPTION, $settings );
			$store = \Vitrine\Store\Stores::get();
			$user  = get_current_user_id();
			if ( 'renewal-due' === $bench ) {
				$login = 'bench-abo-' . wp_generate_password( 8, false, false );
				$user  = (int) wp_insert_user(
					array(
						'user_login' => $login,
						'user_pass'  => wp_generate_password( 20 ),
						'user_email' => $login . '@example.org',
						'role'       => 'customer',
					)
				);
			}
			if ( $user <= 0 ) {
				wp_send_json( array( 'error' => 'not logged in' ), 401 );
			}
			$vault = new \Vitrine\Provider\Vault( new \Vitrine\Provider\Client( \Vitrine\Provider\Settings::credentials( \Vitrine\Provider\Settings::get() ) ) );
			$setup = $vault->create_setup_token(
				array(
					'card' => array(
						'number' => '4111111111111111',
						'expiry' => '2031-06',
						'name'   => 'Erika Mustermann',
					),
				),
				'customer-' . $user,
				\Vitrine\Provider\RequestId::for( 'setup-token', 'bench-' . $user . '-' . wp_generate_password( 6, false ), 1 )
			);
			$made  = $vault->create_payment_token( $setup['id'], \Vitrine\Provider\RequestId::for( 'payment-token', $setup['id'], 1 ) );
			$token = $store->save_payment_token(
				$user,
				array(
					'gateway'           => 'ppcp-credit-card-gateway',
					'provider_token_id' => (string) $made['id'],
					'brand'             => 'visa',
					'last_digits'       => '1111',
					'expiry_month'      => 6,
					'expiry_year'       => 2031,
				)
			);
			if ( 'saved-card' === $bench ) {
				wp_send_json( array( 'token' => $token->id ) );
			}
			// The subscription: placed and paid a month before `today`, then moved onto the saved card.
			$today   = preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) ( $body['today'] ?? '' ) ) ? (string) $body['today'] : '2027-02-10';
			$signup  = ( new \DateTimeImmutable( $today ) )->modify( '-1 month' )->format( 'Y-m-d' );
			$dated   = new \Vitrine\Store\DatabaseStore( static fn(): \DateTimeImmutable => new \DateTimeImmutable( $signup . ' 10:00:00', new \DateTimeZone( 'Europe/Berlin' ) ) );
			$session = 'user:' . $user;
			$dated->add_to_cart(
				$session,
				array(
					'id'       => (int) ( $body['product'] ?? 0 ),
					'quantity' => 1,
				),
				$user
			);
			$order = $dated->place_order(
				$session,
				array(
					'billing_first_name' => 'Katrin',
					'billing_last_name'  => 'Sommer',
					'billing_email'      => 'katrin@example.org',
					'billing_phone'      => '+49 30 1234567',
					'billing_country'    => 'DE',
					'billing_address_1'  => 'Heidestraße 17',
					'billing_city'       => 'Köln',
					'billing_postcode'   => '51147',
					'payment_method'     => 'ppcp-gateway',
				),
				$user
			);
			$dated->complete_payment( $order->id, 'CAPTURE-SIGNUP-' . $order->id );
			$subscription = $dated->subscriptions( $user, $order->id )[0];
			$dated->change_subscription_payment_method( $subscription->id, $user, $token->id );
			wp_send_json(
				array(
					'subscription' => $subscription->id,
					'user'         => $user,
				)
			);
		}
		if ( 'renewals' === $bench ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a local benchmark site.
			$id     = isset( $_GET['subscription'] ) ? absint( $_GET['subscription'] ) : 0;
			$store  = \Vitrine\Store\Stores::get();
			$orders = $store->subscription_orders( $id );
			wp_send_json(
				array(
					'orders'          => count( $orders ),
					'paid'            => count( array_filter( $orders, static fn( $o ): bool => \Vitrine\Store\OrderStatus::is_paid( $o->status ) ) ),
					'provider_orders' => array_values( array_filter( array_map( static fn( $o ): string => (string) $o->provider_order_id, array_slice( $orders, 1 ) ) ) ),
					'next_payment'    => (string) $store->subscription( $id )?->next_payment,
				)
			);
		}
		if ( 'vaulting' === $bench ) {
			$settings                = \Vitrine\Provider\Settings::get();
			$settings['method_card'] = true;
			$settings['vaulting']    = true;
			update_option( \Vitrine\Provider\Settings::OPTION, $settings );
			wp_send_json( array( 'ok' => true ) );
		}
		if ( 'tokens' === $bench ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Database::table().
			$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . \Vitrine\Store\Database::table( 'payment_tokens' ) . ' WHERE user_id = %d', get_current_user_id() ) );
			wp_send_json( array( 'tokens' => $count ) );
		}
		if ( 'order' === $bench ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a local benchmark site.
			$order = \Vitrine\Store\Stores::get()->order( isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0 );
			wp_send_json(
				array(
					'status'            => $order ? $order->status : '',
					'provider_order_id' => $order ? (string) $order->provider_order_id : '',
				)
			);
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
