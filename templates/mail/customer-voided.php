<?php
/**
 * Plain-text mail to the customer: the authorization was voided, the order cancelled.
 *
 * Override in a theme as vitrine/mail/customer-voided.php.
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
echo Template::text( sprintf( __( 'we have cancelled your order #%1$d. The %2$s reserved for it have been released with the payment provider; nothing was charged.', 'vitrine' ), $mail['order_id'], $mail['total'] ) ) . "\n\n";
echo Template::render( 'parts/order-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo "\n" . Template::text( $mail['shop'] ) . "\n";
