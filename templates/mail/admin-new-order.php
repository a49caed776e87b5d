<?php
/**
 * Plain-text mail to the shop owner: a new order.
 *
 * Override in a theme as vitrine/mail/admin-new-order.php.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $mail Data of OrderMails::data().
 */

use Vitrine\Mail\Template;

defined( 'ABSPATH' ) || exit;

/* translators: 1: order number, 2: status */
echo Template::text( sprintf( __( 'There is a new order #%1$d (status: %2$s).', 'vitrine' ), $mail['order_id'], $mail['status'] ) ) . "\n\n";
echo Template::render( 'parts/order-details', $mail ); // phpcs:ignore WordPress.Security.EscapeOutput -- the part escapes.
echo "\n" . Template::text( __( 'Open the order:', 'vitrine' ) ) . ' ' . esc_url_raw( $mail['admin_url'] ) . "\n";
