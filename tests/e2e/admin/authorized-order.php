<?php
/**
 * Makes an order on the e2e site whose payment the provider (the site's
 * emulator) has authorized, as the wallet's buttons would with §3.11 intent
 * authorize, without a browser: the order is placed, its provider order
 * created with intent AUTHORIZE, approved at the emulator and authorized
 * through Payment\Capture. Prints the orders' IDs. Run by admin-helpers.ts:
 *
 *   php authorized-order.php SITE_DIR SITE_URL COUNT
 *
 * @package Vitrine
 */

use Vitrine\Payment\Services;
use Vitrine\Provider\Client;
use Vitrine\Provider\Settings;
use Vitrine\Store\Stores;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $vitrine_dir, $vitrine_url ] = $argv;
$vitrine_count                   = max( 1, min( 5, (int) ( $argv[3] ?? 1 ) ) );
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ':' . $vitrine_parts['port'];
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) $vitrine_parts['port'];
require $vitrine_dir . '/wp-load.php';

$vitrine_store    = Stores::get();
$vitrine_settings = Settings::get();
$vitrine_services = new Services( $vitrine_store, new Client( Settings::credentials( $vitrine_settings ) ), 'authorize' );
$vitrine_ids      = array();
for ( $vitrine_i = 0; $vitrine_i < $vitrine_count; $vitrine_i++ ) {
	$vitrine_session  = 'guest:e2eauthorize' . wp_generate_password( 20, false );
	$vitrine_mug      = get_page_by_path( 'kaffeetasse', OBJECT, 'vitrine_product' );
	$vitrine_store->add_to_cart( $vitrine_session, array( 'id' => $vitrine_mug->ID, 'quantity' => 2 ) );
	$vitrine_order = $vitrine_store->place_order(
		$vitrine_session,
		array(
			'billing_first_name' => 'Anna',
			'billing_last_name'  => 'Autorisiert',
			'billing_email'      => 'anna@example.org',
			'billing_phone'      => '',
			'billing_country'    => 'DE',
			'billing_address_1'  => 'Heidestraße 17',
			'billing_address_2'  => '',
			'billing_city'       => 'Köln',
			'billing_state'      => '',
			'billing_postcode'   => '51147',
			'payment_method'     => 'ppcp-gateway',
		)
	);
	$vitrine_provider = $vitrine_services->provider_orders->create( $vitrine_order, array(), 'paypal' );
	wp_remote_post( rtrim( (string) $vitrine_settings['emulator_url'], '/' ) . '/__emulator/orders/' . rawurlencode( $vitrine_provider ) . '/approve', array( 'headers' => array( 'Content-Type' => 'application/json' ), 'body' => '{}' ) );
	$vitrine_services->capture->approve( $vitrine_provider, 'authorize' );
	$vitrine_ids[] = (int) $vitrine_order->id;
}
echo implode( ' ', $vitrine_ids ); // phpcs:ignore WordPress.Security.EscapeOutput -- a CLI script's output.
