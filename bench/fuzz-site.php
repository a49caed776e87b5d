<?php
/**
 * The fuzz bench's look into a site (bench/fuzz.mjs; never part of the
 * plugin): loads WordPress from the command line and prints one JSON line.
 *
 *   php bench/fuzz-site.php schemas <site dir> <site url>
 *     every Router endpoint: name, method, schema (what Ajax\Input enforces)
 *   php bench/fuzz-site.php rest <site dir> <site url>
 *     the body schemas of the shop's REST POST routes that declare no args
 *     in the REST index (the shipping routes check their JSON body
 *     themselves: Payment\Shipping\Routes::body), by route, and a
 *     `wp_rest` nonce of a visitor without a cookie (the members route's)
 *   php bench/fuzz-site.php user <site dir> <site url>
 *     a customer for the logged-in account forms (made once): login and
 *     password, the paths of her pages with a form (pay for her unpaid
 *     order, change her subscription's payment method, cancel it, renew
 *     it, delete her saved card), a stranger's ids (token, subscription,
 *     orders, user) for the hostile bodies, and the registration page
 *     (registration is switched on, and renewing by hand, so that the
 *     account shows its renew form)
 *   php bench/fuzz-site.php count <site dir> <site url>
 *     rows per table of the site (the shop's tables, posts, options…);
 *     transients are counted apart (`transients`, of which `rate` are the
 *     create_order rate limit's counters), since WordPress writes them on
 *     its own; and the state of the objects `user` seeded (`seeded`)
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL -- a command-line tool of the bench.

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	fwrite( STDERR, "usage: php bench/fuzz-site.php schemas|count <site dir> <site url>\n" );
	exit( 1 );
}
[ , $vitrine_what, $vitrine_dir, $vitrine_url ] = $argv;
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ( isset( $vitrine_parts['port'] ) ? ':' . $vitrine_parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) ( $vitrine_parts['port'] ?? 80 );
define( 'WP_USE_THEMES', false );
ob_start();
require $vitrine_dir . '/wp-load.php';
ob_end_clean();

global $wpdb;
if ( 'schemas' === $vitrine_what ) {
	$vitrine_out = array();
	foreach ( \Vitrine\Ajax\Router::endpoints() as $vitrine_name => $vitrine_endpoint ) {
		$vitrine_out[ $vitrine_name ] = array(
			'method' => strtoupper( $vitrine_endpoint->method() ),
			'schema' => $vitrine_endpoint->schema(),
		);
	}
	echo wp_json_encode( $vitrine_out ), "\n";
	exit( 0 );
}

if ( 'rest' === $vitrine_what ) {
	$vitrine_ns = '/' . \Vitrine\Payment\Shipping\Routes::NAMESPACE;
	echo wp_json_encode(
		array(
			'nonce'   => wp_create_nonce( 'wp_rest' ),
			'schemas' => array(
			$vitrine_ns . \Vitrine\Payment\Shipping\Routes::SELECT_RATE     => array(
				'type'       => 'object',
				'properties' => array(
					'rate_id' => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => 64,
					),
				),
				'required'   => array( 'rate_id' ),
			),
			$vitrine_ns . \Vitrine\Payment\Shipping\Routes::UPDATE_CUSTOMER => array(
				'type'       => 'object',
				'properties' => array( 'shipping_address' => \Vitrine\Payment\Shipping\AddressChange::schema() ),
				'required'   => array( 'shipping_address' ),
			),
			),
		)
	), "\n";
	exit( 0 );
}

if ( 'user' === $vitrine_what ) {
	// Made once (a second call answers the same): the customer, a stranger
	// (whose ids the hostile bodies name), and what the account's, the
	// pay-for-order and the change-payment-method forms need.
	$vitrine_seed = get_option( 'vitrine_fuzz_seed' );
	if ( ! is_array( $vitrine_seed ) ) {
		update_option( 'users_can_register', 1 );
		update_option( 'vitrine_manual_renewal', '1' );
		$vitrine_store   = \Vitrine\Store\Stores::get();
		$vitrine_product = static fn( string $name, string $type, array $more = array() ): int => $vitrine_store->create_product(
			array(
				'type'           => $type,
				'name'           => $name,
				'price'          => 990,
				'needs_shipping' => false,
			) + $more
		)->id;
		$vitrine_abo     = $vitrine_product( 'Fuzz-Abo', 'subscription', array( 'plan' => array( 'period' => 'month' ) ) );
		$vitrine_mug     = $vitrine_product( 'Fuzz-Becher', 'simple' );
		$vitrine_seed    = array();
		foreach ( array( 'fuzz-kundin', 'fuzz-fremd' ) as $vitrine_login ) {
			$vitrine_user = get_user_by( 'login', $vitrine_login )->ID ?? wp_insert_user(
				array(
					'user_login' => $vitrine_login,
					'user_email' => $vitrine_login . '@example.org',
					'user_pass'  => 'Fuzz-Kundin-2026!',
					'role'       => 'customer' === get_role( 'customer' )?->name ? 'customer' : 'subscriber',
				)
			);
			$vitrine_form = array(
				'billing_first_name' => 'Erika',
				'billing_last_name'  => 'Mustermann',
				'billing_email'      => $vitrine_login . '@example.org',
				'billing_country'    => 'DE',
				'billing_address_1'  => 'Heidestraße 17',
				'billing_city'       => 'Köln',
				'billing_postcode'   => '51147',
				'payment_method'     => 'ppcp-gateway',
			);
			// A saved card (the row only; the provider's token is never called: no hostile post deletes it).
			$vitrine_token = $vitrine_store->save_payment_token(
				$vitrine_user,
				array(
					'gateway'           => 'ppcp-credit-card-gateway',
					'provider_token_id' => 'FUZZTOKEN' . $vitrine_user,
					'brand'             => 'visa',
					'last_digits'       => '1111',
					'expiry_month'      => 6,
					'expiry_year'       => 2031,
				)
			);
			// A subscription, paid and renewing on the saved card.
			$vitrine_session = 'fuzz-seed:' . $vitrine_user;
			$vitrine_store->add_to_cart(
				$vitrine_session,
				array(
					'id'       => $vitrine_abo,
					'quantity' => 1,
				),
				$vitrine_user
			);
			$vitrine_signup = $vitrine_store->place_order( $vitrine_session, $vitrine_form, $vitrine_user );
			$vitrine_store->complete_payment( $vitrine_signup->id, 'FUZZ-SIGNUP-' . $vitrine_signup->id );
			$vitrine_sub = $vitrine_store->subscriptions( $vitrine_user, $vitrine_signup->id )[0];
			$vitrine_store->change_subscription_payment_method( $vitrine_sub->id, $vitrine_user, $vitrine_token->id );
			// An unpaid order.
			$vitrine_store->add_to_cart(
				$vitrine_session,
				array(
					'id'       => $vitrine_mug,
					'quantity' => 1,
				),
				$vitrine_user
			);
			$vitrine_unpaid                = $vitrine_store->place_order( $vitrine_session, $vitrine_form, $vitrine_user );
			$vitrine_seed[ $vitrine_login ] = array(
				'user'         => $vitrine_user,
				'token'        => $vitrine_token->id,
				'subscription' => $vitrine_sub->id,
				'order'        => $vitrine_unpaid->id,
				'signup'       => $vitrine_signup->id,
				'pay'          => \Vitrine\Shop\ShopPages::pay_url( $vitrine_unpaid ),
				'change'       => \Vitrine\Shop\ShopPages::change_payment_method_url( $vitrine_sub->id, $vitrine_signup->id ),
				'cancel'       => add_query_arg( 'kuendigen', '1', \Vitrine\Account\AccountUrls::view_subscription( $vitrine_sub ) ),
				'view'         => \Vitrine\Account\AccountUrls::view_subscription( $vitrine_sub ),
				'delete'       => add_query_arg( 'loeschen', $vitrine_token->id, \Vitrine\Account\AccountUrls::section( 'payment-methods' ) ),
			);
		}
		update_option( 'vitrine_fuzz_seed', $vitrine_seed, false );
	}
	$vitrine_mine    = $vitrine_seed['fuzz-kundin'];
	$vitrine_foreign = $vitrine_seed['fuzz-fremd'];
	echo wp_json_encode(
		array(
			'login'    => 'fuzz-kundin',
			'password' => 'Fuzz-Kundin-2026!',
			// Her pages with a form (paths), and the stranger's ids.
			'pages'    => array_map(
				static fn( string $url ): string => (string) preg_replace( '#^https?://[^/]+#', '', $url ),
				array_intersect_key( $vitrine_mine, array_flip( array( 'pay', 'change', 'cancel', 'view', 'delete' ) ) )
			),
			'foreign'  => array_map(
				'strval',
				array( $vitrine_foreign['token'], $vitrine_foreign['subscription'], $vitrine_foreign['order'], $vitrine_foreign['signup'], $vitrine_foreign['user'] )
			),
			// Her saved card: a stranger's id equal to it would be a valid choice.
			'card'     => (string) $vitrine_mine['token'],
			'register' => (string) preg_replace( '#^https?://[^/]+#', '', wp_registration_url() ),
		)
	), "\n";
	exit( 0 );
}

$vitrine_tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) );
$vitrine_counts = array();
foreach ( $vitrine_tables as $vitrine_table ) {
	$vitrine_where                    = $wpdb->options === $vitrine_table ? " WHERE option_name NOT LIKE '\\_transient\\_%' AND option_name NOT LIKE '\\_site\\_transient\\_%'" : '';
	$vitrine_counts[ $vitrine_table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$vitrine_table}`{$vitrine_where}" );
}
// The seeded customers' objects (`user`): a cancellation, a changed
// payment method or a paid order writes no row, so their state is compared.
$vitrine_seeded = array();
$vitrine_seed   = get_option( 'vitrine_fuzz_seed' );
foreach ( is_array( $vitrine_seed ) ? $vitrine_seed : array() as $vitrine_login => $vitrine_ids ) {
	$vitrine_store = \Vitrine\Store\Stores::get();
	$vitrine_sub   = $vitrine_store->subscription( (int) $vitrine_ids['subscription'] );
	$vitrine_order = $vitrine_store->order( (int) $vitrine_ids['order'] );
	$vitrine_seeded[ $vitrine_login ] = sprintf(
		'subscription %s on token %d, next %s; order %s by %s; %d saved methods',
		$vitrine_sub?->status,
		$vitrine_sub?->payment_token_id,
		$vitrine_sub?->next_payment,
		$vitrine_order?->status,
		$vitrine_order?->payment_method,
		count( $vitrine_store->payment_tokens( (int) $vitrine_ids['user'] ) )
	);
}
echo wp_json_encode(
	array(
		'seeded'     => $vitrine_seeded,
		'rows'       => $vitrine_counts,
		'transients' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%' OR option_name LIKE '\\_site\\_transient\\_%'" ),
		'rate'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vitrine\\_rate\\_%'" ),
	)
), "\n";
