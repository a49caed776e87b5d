<?php
/**
 * The my-account overview: greeting and unpaid orders.
 *
 * Override: copy to `{theme}/vitrine/account/dashboard.php`.
 *
 * @package Vitrine
 *
 * @var array{name: string, open: int, orders_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<h2>%s</h2>',
	/* translators: %s: the customer's name */
	esc_html( sprintf( __( 'Hello %s', 'vitrine' ), $args['name'] ) )
);
printf(
	'<p>%s</p>',
	esc_html__( 'Here you see your orders, manage your subscriptions and your saved payment methods.', 'vitrine' )
);
if ( $args['open'] > 0 ) {
	printf(
		'<p><a href="%1$s">%2$s</a></p>',
		esc_url( $args['orders_url'] ),
		/* translators: %d: number of unpaid orders */
		esc_html( sprintf( _n( '%d order is waiting for your payment.', '%d orders are waiting for your payment.', $args['open'], 'vitrine' ), $args['open'] ) )
	);
}
