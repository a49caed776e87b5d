<?php
/**
 * Makes an order paid through the provider emulator on the e2e site, as a
 * guest's wallet payment from the product page would: our order, the
 * provider order, the payer's approval at the emulator, the capture.
 * Prints the order's ID. Run by order-refund.spec.ts:
 *
 *   php paid-order.php SITE_DIR SITE_URL EMULATOR_URL
 *
 * @package Vitrine
 */

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\ApproveOrder;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Services;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $vitrine_dir, $vitrine_url, $vitrine_emulator ] = $argv;
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ':' . $vitrine_parts['port'];
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) $vitrine_parts['port'];
require $vitrine_dir . '/wp-load.php';

$vitrine_services = Services::from_settings();
$vitrine_caller   = new Caller( 0, 'guest:e2erefund' . wp_generate_password( 20, false ) );
$vitrine_mug      = get_page_by_path( 'kaffeetasse', OBJECT, 'vitrine_product' );
$vitrine_services->store->add_to_cart( $vitrine_caller->session, array( 'id' => $vitrine_mug->ID, 'quantity' => 2 ) );
$vitrine_created = ( new CreateOrder( $vitrine_services->store, $vitrine_services->provider_orders ) )->handle( array( 'context' => 'product' ), $vitrine_caller );
$vitrine_approve = wp_remote_post(
	rtrim( $vitrine_emulator, '/' ) . '/__emulator/orders/' . $vitrine_created['id'] . '/approve',
	array(
		'headers' => array( 'Content-Type' => 'application/json' ),
		'body'    => '{}',
	)
);
if ( is_wp_error( $vitrine_approve ) || wp_remote_retrieve_response_code( $vitrine_approve ) >= 300 ) {
	fwrite( STDERR, "The emulator did not approve the order.\n" );
	exit( 1 );
}
( new ApproveOrder( $vitrine_services->store, $vitrine_services->capture ) )->handle(
	array(
		'order_id'       => $vitrine_created['id'],
		'funding_source' => 'paypal',
	),
	$vitrine_caller
);
echo (int) $vitrine_created['custom_id'];
