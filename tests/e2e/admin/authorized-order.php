<?php
/**
 * Makes orders on the e2e site whose payment the provider (the site's
 * emulator) has authorized, as the wallet's buttons would with §3.11 intent
 * authorize, without a browser: each order is placed, its provider order
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

require __DIR__ . '/e2e-site.php';

$vitrine_settings = Settings::get();
$vitrine_services = new Services( Stores::get(), new Client( Settings::credentials( $vitrine_settings ) ), 'authorize' );
$vitrine_ids      = array();
for ( $vitrine_i = max( 1, min( 5, (int) ( $argv[3] ?? 1 ) ) ); $vitrine_i > 0; $vitrine_i-- ) {
	$vitrine_order    = vitrine_e2e_mug_order( 'ppcp-gateway', 'Anna', 'Autorisiert', 'anna@example.org' );
	$vitrine_provider = $vitrine_services->provider_orders->create( $vitrine_order, array(), 'paypal' );
	wp_remote_post( rtrim( (string) $vitrine_settings['emulator_url'], '/' ) . '/__emulator/orders/' . rawurlencode( $vitrine_provider ) . '/approve', array( 'headers' => array( 'Content-Type' => 'application/json' ), 'body' => '{}' ) );
	$vitrine_services->capture->approve( $vitrine_provider, 'authorize' );
	$vitrine_ids[] = (int) $vitrine_order->id;
}
echo implode( ' ', $vitrine_ids ); // phpcs:ignore WordPress.Security.EscapeOutput -- a CLI script's output.
