<?php
/**
 * Plain-text mail to the customer: the payment has arrived.
 *
 * Override in a theme as vitrine/mail/customer-paid.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: %s: first name */
echo Template::text( '' === $mail['first_name'] ? __( 'Hello,', 'vitrine' ) : sprintf( __( 'Hello %s,', 'vitrine' ), $mail['first_name'] ) ) . "\n\n";
/* translators: %d: order number */
echo Template::text( sprintf( __( 'we have received your payment for order #%d. Thank you! We are now preparing your order.', 'vitrine' ), $mail['order_id'] ) ) . "\n\n";
if ( isset( $mail['charged'] ) && $mail['charged'] !== $mail['total'] ) {
	/* translators: %s: amount charged */
	echo Template::text( sprintf( __( 'Charged: %s (the rest of the reserved amount has been released).', 'vitrine' ), $mail['charged'] ) ) . "\n\n";
}
echo Template::render( 'parts/order-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo "\n" . Template::text( __( 'Your order online:', 'vitrine' ) ) . ' ' . esc_url_raw( $mail['order_url'] ) . "\n\n";
echo Template::render( 'parts/shop-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
