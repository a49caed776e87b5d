<?php
/**
 * The checkout's order review: lines and totals, all from the server, with
 * the VAT the total includes.
 *
 * Override: copy to `{theme}/vitrine/checkout/review.php`.
 *
 * @package Vitrine
 *
 * @var array{items: array<int, array{name: string, quantity: string, details: string, total: string}>, subtotal: string, shipping: array{label: string, total: string}|null, total: string, tax_rows: string} $args `details` and `tax_rows` are escaped HTML (LineDetails, TaxDisplay).
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<h3 class="vitrine-checkout__review-title" id="vitrine-review-title">%1$s</h3><table class="vitrine-order-table" aria-labelledby="vitrine-review-title"><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th></tr></thead><tbody>',
	esc_html__( 'Your order', 'vitrine' ),
	esc_html__( 'Product', 'vitrine' ),
	esc_html__( 'Total', 'vitrine' )
);
foreach ( $args['items'] as $vitrine_item ) {
	printf(
		'<tr><th scope="row">%1$s <span class="vitrine-order-table__qty">× %2$s</span>%3$s</th><td>%4$s</td></tr>',
		esc_html( $vitrine_item['name'] ),
		esc_html( $vitrine_item['quantity'] ),
		$vitrine_item['details'], // phpcs:ignore WordPress.Security.EscapeOutput -- LineDetails::html() escapes.
		esc_html( $vitrine_item['total'] )
	);
}
echo '</tbody><tfoot>';
printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html__( 'Subtotal', 'vitrine' ), esc_html( $args['subtotal'] ) );
if ( null !== $args['shipping'] ) {
	printf(
		'<tr><th scope="row">%1$s%2$s</th><td>%3$s</td></tr>',
		esc_html__( 'Shipping', 'vitrine' ),
		'' !== $args['shipping']['label'] ? ' (' . esc_html( $args['shipping']['label'] ) . ')' : '',
		esc_html( $args['shipping']['total'] )
	);
}
printf( '<tr class="vitrine-order-table__total"><th scope="row">%1$s</th><td><strong data-checkout-total>%2$s</strong></td></tr>', esc_html__( 'Total', 'vitrine' ), esc_html( $args['total'] ) );
// The VAT the total includes, per rate.
echo $args['tax_rows']; // phpcs:ignore WordPress.Security.EscapeOutput -- TaxDisplay::table_rows() escapes.
echo '</tfoot></table>';
