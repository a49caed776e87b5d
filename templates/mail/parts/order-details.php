<?php
/**
 * Plain-text mail part: the order's lines, totals, payment method and address.
 *
 * Override in a theme as vitrine/mail/parts/order-details.php. Every value
 * goes through Template::text() (plain-text escaping).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: %d: order number */
echo Template::text( sprintf( __( 'Order #%d', 'vitrine' ), $mail['order_id'] ) ) . ' (' . Template::text( $mail['date'] ) . ")\n";
echo str_repeat( '-', 40 ) . "\n";
foreach ( $mail['lines'] as $line ) {
	echo Template::text( $line['quantity'] ) . ' × ' . Template::text( $line['name'] ) . ': ' . Template::text( $line['total'] ) . "\n";
}
echo str_repeat( '-', 40 ) . "\n";
$vitrine_totals = array( __( 'Subtotal', 'vitrine' ) => $mail['subtotal'] );
if ( '' !== $mail['shipping'] ) {
	$vitrine_totals[ __( 'Shipping', 'vitrine' ) ] = $mail['shipping'];
}
$vitrine_totals[ __( 'Total', 'vitrine' ) ]          = $mail['total'];
// The VAT the total includes, per rate ("enthaltene MwSt. 19 %").
foreach ( (array) ( $mail['taxes'] ?? array() ) as $vitrine_label => $vitrine_amount ) {
	$vitrine_totals[ (string) $vitrine_label ] = (string) $vitrine_amount;
}
$vitrine_totals[ __( 'Payment method', 'vitrine' ) ] = $mail['method'];
echo Template::rows( $vitrine_totals ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- Template::rows() escapes for plain text.

echo Template::text( __( 'Billing address', 'vitrine' ) ) . ":\n";
foreach ( $mail['address'] as $vitrine_line ) {
	echo Template::text( $vitrine_line ) . "\n";
}
if ( '' !== $mail['note'] ) {
	echo "\n" . Template::text( __( 'Order notes', 'vitrine' ) ) . ":\n" . Template::text( $mail['note'] ) . "\n";
}
