<?php
/**
 * Plain-text mail to the customer: the payment is authorized (reserved), not charged yet.
 *
 * Override in a theme as vitrine/mail/customer-authorized.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: %s: first name */
echo Template::text( '' === $mail['first_name'] ? __( 'Hello,', 'vitrine' ) : sprintf( __( 'Hello %s,', 'vitrine' ), $mail['first_name'] ) ) . "\n\n";
/* translators: 1: order number, 2: amount */
echo Template::text( sprintf( __( 'thank you for your order #%1$d. Your payment of %2$s has been authorized: the amount is reserved with the payment provider, but not charged yet. We charge it when we send your order; if we cannot deliver, the reservation is released and nothing is charged.', 'vitrine' ), $mail['order_id'], $mail['total'] ) ) . "\n\n";
echo Template::render( 'parts/order-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo "\n" . Template::text( __( 'Your order online:', 'vitrine' ) ) . ' ' . esc_url_raw( $mail['order_url'] ) . "\n\n";
echo Template::text( $mail['shop'] ) . "\n";
