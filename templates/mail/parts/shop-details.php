<?php
/**
 * Plain-text mail part: who sells, at the end of a customer's mail (the
 * shop's address and legal details from the first-run setup, § 5 DDG), or
 * the shop's name while none are entered.
 *
 * Override in a theme as vitrine/mail/parts/shop-details.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data with `shop` and `imprint` (ShopDetails::imprint()).
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

if ( empty( $mail['imprint']['address'] ) ) {
	echo Template::text( $mail['shop'] ) . "\n";
	return;
}
echo "-- \n";
foreach ( $mail['imprint']['address'] as $line ) {
	echo Template::text( $line ) . "\n";
}
echo Template::rows( $mail['imprint']['rows'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- Template::rows() escapes for plain text.
