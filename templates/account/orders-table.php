<?php
/**
 * A table of orders in my account (the orders section, a subscription's
 * related orders) with links to view and to pay. On narrow screens the rows
 * stack; each cell carries its column name in `data-label`.
 *
 * Override: copy to `{theme}/vitrine/account/orders-table.php`.
 *
 * @package Vitrine
 *
 * @var array{caption: string, relation: bool, rows: array<int, array{id: int, date: string, status: string, total: string, relation: string, view_url: string, pay_url: string}>} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_heads = array( __( 'Order', 'vitrine' ), __( 'Date', 'vitrine' ), __( 'Status', 'vitrine' ), __( 'Total', 'vitrine' ) );
if ( $args['relation'] ) {
	$vitrine_heads[] = __( 'Type', 'vitrine' );
}
$vitrine_heads[] = __( 'Actions', 'vitrine' );
$vitrine_cell    = static fn( string $label, string $html ): string => sprintf( '<td data-label="%1$s">%2$s</td>', esc_attr( $label ), $html );

echo '<table class="vitrine-account__table vitrine-account__table--stack"><caption>' . esc_html( $args['caption'] ) . '</caption><thead><tr>';
foreach ( $vitrine_heads as $vitrine_head ) {
	echo '<th scope="col">' . esc_html( $vitrine_head ) . '</th>';
}
echo '</tr></thead><tbody>';
foreach ( $args['rows'] as $vitrine_row ) {
	$vitrine_number  = sprintf(
		/* translators: %d: order number */
		__( 'Order #%d', 'vitrine' ),
		$vitrine_row['id']
	);
	$vitrine_actions = sprintf(
		'<a href="%1$s" aria-label="%2$s">%3$s</a>',
		esc_url( $vitrine_row['view_url'] ),
		/* translators: %s: order number, e.g. Bestellung #12 */
		esc_attr( sprintf( __( 'View %s', 'vitrine' ), $vitrine_number ) ),
		esc_html__( 'View', 'vitrine' )
	);
	if ( '' !== $vitrine_row['pay_url'] ) {
		$vitrine_actions .= sprintf(
			' <a class="vitrine-account__pay" href="%1$s" aria-label="%2$s">%3$s</a>',
			esc_url( $vitrine_row['pay_url'] ),
			/* translators: %s: order number, e.g. Bestellung #12 */
			esc_attr( sprintf( __( 'Pay %s', 'vitrine' ), $vitrine_number ) ),
			esc_html__( 'Pay', 'vitrine' )
		);
	}
	printf(
		'<tr><th scope="row">%1$s</th>%2$s%3$s%4$s%5$s%6$s</tr>',
		esc_html( '#' . $vitrine_row['id'] ),
		$vitrine_cell( $vitrine_heads[1], esc_html( $vitrine_row['date'] ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in $vitrine_cell.
		$vitrine_cell( $vitrine_heads[2], esc_html( $vitrine_row['status'] ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in $vitrine_cell.
		$vitrine_cell( $vitrine_heads[3], esc_html( $vitrine_row['total'] ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in $vitrine_cell.
		$args['relation'] ? $vitrine_cell( $vitrine_heads[4], esc_html( $vitrine_row['relation'] ) ) : '', // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in $vitrine_cell.
		$vitrine_cell( (string) end( $vitrine_heads ), $vitrine_actions ) // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	);
}
echo '</tbody></table>';
