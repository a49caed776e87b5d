<?php
/**
 * Plain-text mail part: the shop's bank account for a transfer.
 *
 * Override in a theme as vitrine/mail/parts/bank-details.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

if ( $mail['bank'] ) {
	echo Template::text( __( 'Our bank details', 'vitrine' ) ) . "\n";
	echo Template::text( __( 'Please transfer the total to this account, with the order number as the reference. We send your order once the money has arrived.', 'vitrine' ) ) . "\n\n";
	echo Template::rows( $mail['bank'] ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- Template::rows() escapes for plain text.
} elseif ( ! empty( $mail['transfer'] ) ) {
	// The IBAN was removed before the mail went out (a failed mail sent again): no half account, but what to do.
	echo Template::text( __( 'Our bank details', 'vitrine' ) ) . "\n";
	/* translators: %d: order number */
	echo Template::text( sprintf( __( 'Our bank details are not available here at the moment. Please contact us for them and quote order %d as the reference.', 'vitrine' ), (int) $mail['order_id'] ) ) . "\n\n";
}
