<?php
/**
 * One order in my account: number, date and status, the renewed
 * subscription, the pay button, the cash voucher, items with totals and
 * VAT, the addresses.
 *
 * Override: copy to `{theme}/vitrine/account/order.php`.
 *
 * @package Vitrine
 *
 * @var array{id: int, date: string, status: string, renews: array{id: int, url: string}|null, pay_url: string, voucher: string, items: array<int, array{name: string, quantity: int, total: string}>, totals: array<int, array{0: string, 1: string}>, taxes: array<int, array{label: string, amount: string}>, addresses: array<int, array{title: string, lines: string[]}>, back_url: string} $args
 */

use Vitrine\Shared\Templates;

defined( 'ABSPATH' ) || exit;

printf(
	'<h2>%s</h2>',
	/* translators: %d: order number */
	esc_html( sprintf( __( 'Order #%d', 'vitrine' ), $args['id'] ) )
);
printf(
	'<p>%s</p>',
	esc_html(
		sprintf(
			/* translators: 1: date, 2: status */
			__( 'Placed on %1$s, status: %2$s.', 'vitrine' ),
			$args['date'],
			$args['status']
		)
	)
);
if ( $args['renews'] ) {
	printf(
		'<p><a href="%1$s">%2$s</a></p>',
		esc_url( $args['renews']['url'] ),
		/* translators: %d: subscription number */
		esc_html( sprintf( __( 'Renewal of subscription #%d', 'vitrine' ), $args['renews']['id'] ) )
	);
}
if ( '' !== $args['pay_url'] ) {
	printf( '<p><a class="vitrine-account__button" href="%1$s">%2$s</a></p>', esc_url( $args['pay_url'] ), esc_html__( 'Pay now', 'vitrine' ) );
}
echo $args['voucher']; // phpcs:ignore WordPress.Security.EscapeOutput -- rendered by the escaping template voucher/voucher.
printf(
	'<table class="vitrine-account__table"><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>',
	esc_html__( 'Items', 'vitrine' ),
	esc_html__( 'Product', 'vitrine' ),
	esc_html__( 'Quantity', 'vitrine' ),
	esc_html__( 'Total', 'vitrine' )
);
foreach ( $args['items'] as $vitrine_item ) {
	printf(
		'<tr><th scope="row">%1$s</th><td>%2$d</td><td>%3$s</td></tr>',
		esc_html( $vitrine_item['name'] ),
		(int) $vitrine_item['quantity'],
		esc_html( $vitrine_item['total'] )
	);
}
echo '</tbody><tfoot>';
foreach ( $args['totals'] as [ $vitrine_label, $vitrine_amount ] ) {
	printf( '<tr><th scope="row" colspan="2">%1$s</th><td>%2$s</td></tr>', esc_html( $vitrine_label ), esc_html( $vitrine_amount ) );
}
// The VAT the total includes, per rate.
foreach ( $args['taxes'] as $vitrine_tax ) {
	printf( '<tr class="vitrine-tax-row"><th scope="row" colspan="2">%1$s</th><td>%2$s</td></tr>', esc_html( $vitrine_tax['label'] ), esc_html( $vitrine_tax['amount'] ) );
}
echo '</tfoot></table>';
foreach ( $args['addresses'] as $vitrine_address ) {
	echo Templates::render( 'account/address', $vitrine_address ); // phpcs:ignore WordPress.Security.EscapeOutput -- the template escapes.
}
printf( '<p><a href="%1$s">%2$s</a></p>', esc_url( $args['back_url'] ), esc_html__( 'Back to your orders', 'vitrine' ) );
