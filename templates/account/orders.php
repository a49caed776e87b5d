<?php
/**
 * The orders section of my account: heading, then the table or a note
 * that there are none yet.
 *
 * Override: copy to `{theme}/vitrine/account/orders.php`.
 *
 * @package Vitrine
 *
 * @var array{table: string} $args `table` is the rendered account/orders-table ('' when there are no orders).
 */

defined( 'ABSPATH' ) || exit;

printf( '<h2>%s</h2>', esc_html__( 'Orders', 'vitrine' ) );
if ( '' === $args['table'] ) {
	printf( '<p>%s</p>', esc_html__( 'You have not ordered anything yet.', 'vitrine' ) );
	return;
}
echo $args['table']; // phpcs:ignore WordPress.Security.EscapeOutput -- rendered by the escaping template account/orders-table.
