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
 *     password
 *   php bench/fuzz-site.php count <site dir> <site url>
 *     rows per table of the site (the shop's tables, posts, options…);
 *     transients are counted apart (`transients`, of which `rate` are the
 *     create_order rate limit's counters), since WordPress writes them on
 *     its own
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
	$vitrine_login = 'fuzz-kundin';
	if ( ! get_user_by( 'login', $vitrine_login ) ) {
		wp_insert_user(
			array(
				'user_login' => $vitrine_login,
				'user_email' => 'fuzz-kundin@example.org',
				'user_pass'  => 'Fuzz-Kundin-2026!',
				'role'       => 'customer' === get_role( 'customer' )?->name ? 'customer' : 'subscriber',
			)
		);
	}
	echo wp_json_encode(
		array(
			'login'    => $vitrine_login,
			'password' => 'Fuzz-Kundin-2026!',
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
echo wp_json_encode(
	array(
		'rows'       => $vitrine_counts,
		'transients' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%' OR option_name LIKE '\\_site\\_transient\\_%'" ),
		'rate'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vitrine\\_rate\\_%'" ),
	)
), "\n";
