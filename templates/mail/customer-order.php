<?php
/**
 * Plain-text mail to the customer: order confirmation (with the bank
 * details when paying by transfer).
 *
 * Override in a theme as vitrine/mail/customer-order.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: %s: first name */
echo Template::text( '' === $mail['first_name'] ? __( 'Hello,', 'vitrine' ) : sprintf( __( 'Hello %s,', 'vitrine' ), $mail['first_name'] ) ) . "\n\n";
echo Template::text( __( 'thank you for your order. We have received it and list it below.', 'vitrine' ) ) . "\n\n";
echo Template::render( 'parts/bank-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo Template::render( 'parts/order-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo "\n" . Template::text( __( 'Your order online:', 'vitrine' ) ) . ' ' . esc_url_raw( $mail['order_url'] ) . "\n\n";
echo Template::render( 'parts/shop-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
