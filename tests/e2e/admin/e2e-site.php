<?php
/**
 * Loads the e2e site's WordPress for a CLI helper and places guests' orders
 * of two mugs as the checkout form would. Required by authorized-order.php,
 * which is run as:
 *
 *   php {helper}.php SITE_DIR SITE_URL [...]
 *
 * @package Vitrine
 */

use Vitrine\Store\Order;
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

/**
 * A guest's order of two mugs, placed through the store's checkout.
 *
 * @param string $method     Gateway id.
 * @param string $first_name Billing first name.
 * @param string $last_name  Billing last name.
 * @param string $email      Billing e-mail.
 */
function vitrine_e2e_mug_order( string $method, string $first_name, string $last_name, string $email ): Order {
	$store   = Stores::get();
	$session = 'guest:e2e' . $method . wp_generate_password( 20, false );
	$mug     = get_page_by_path( 'kaffeetasse', OBJECT, 'vitrine_product' );
	$store->add_to_cart( $session, array( 'id' => $mug->ID, 'quantity' => 2 ) );
	return $store->place_order(
		$session,
		array(
			'billing_first_name' => $first_name,
			'billing_last_name'  => $last_name,
			'billing_email'      => $email,
			'billing_phone'      => '',
			'billing_country'    => 'DE',
			'billing_address_1'  => 'Heidestraße 17',
			'billing_address_2'  => '',
			'billing_city'       => 'Köln',
			'billing_state'      => '',
			'billing_postcode'   => '51147',
			'payment_method'     => $method,
		)
	);
}
