<?php
/**
 * Plain-text mail to the customer: the automatic renewal of a subscription
 * was declined; the renewal is paid through the link.
 *
 * Override in a theme as vitrine/mail/customer-renewal-declined.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of RenewalDeclinedMail::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: %s: first name */
echo Template::text( '' === $mail['first_name'] ? __( 'Hello,', 'vitrine' ) : sprintf( __( 'Hello %s,', 'vitrine' ), $mail['first_name'] ) ) . "\n\n";
/* translators: 1: subscription number, 2: amount */
echo Template::text( sprintf( __( 'The automatic renewal of your subscription #%1$d (%2$s) was declined by your saved payment method. The subscription is on hold until the renewal is paid.', 'vitrine' ), $mail['subscription_id'], $mail['total'] ) ) . "\n\n";
/* translators: %d: order number */
echo Template::text( sprintf( __( 'Pay the renewal (order #%d) here:', 'vitrine' ), $mail['order_id'] ) ) . ' ' . esc_url_raw( $mail['pay_url'] ) . "\n\n";
echo Template::text( __( 'Once it is paid, your subscription continues as before.', 'vitrine' ) ) . "\n\n";
echo Template::render( 'parts/shop-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
