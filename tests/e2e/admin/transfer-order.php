<?php
/**
 * Places a guest's order of two mugs (30,70 €) by bank transfer on the e2e
 * site, as the checkout form would, without a browser; prints the order's
 * ID and key (for its order-received page). Run by admin-helpers.ts:
 *
 *   php transfer-order.php SITE_DIR SITE_URL
 *
 * @package Vitrine
 */

use Vitrine\Store\Stores;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $vitrine_dir, $vitrine_url ] = $argv;
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ':' . $vitrine_parts['port'];
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) $vitrine_parts['port'];
require $vitrine_dir . '/wp-load.php';

$vitrine_store   = Stores::get();
$vitrine_session = 'guest:e2etransfer' . wp_generate_password( 20, false );
$vitrine_mug     = get_page_by_path( 'kaffeetasse', OBJECT, 'vitrine_product' );
$vitrine_store->add_to_cart( $vitrine_session, array( 'id' => $vitrine_mug->ID, 'quantity' => 2 ) );
$vitrine_order = $vitrine_store->place_order(
	$vitrine_session,
	array(
		'billing_first_name' => 'Paula',
		'billing_last_name'  => 'Überweisung',
		'billing_email'      => 'paula@example.org',
		'billing_phone'      => '',
		'billing_country'    => 'DE',
		'billing_address_1'  => 'Heidestraße 17',
		'billing_address_2'  => '',
		'billing_city'       => 'Köln',
		'billing_state'      => '',
		'billing_postcode'   => '51147',
		'payment_method'     => 'bacs',
	)
);
echo (int) $vitrine_order->id . ' ' . $vitrine_order->order_key; // phpcs:ignore WordPress.Security.EscapeOutput -- a CLI script's output.
