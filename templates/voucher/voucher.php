<?php
/**
 * The cash voucher (OXXO) of an order on hold: where the payer finds it.
 * Shown on the order-received page and in my account's order view.
 *
 * Override: copy to `{theme}/vitrine/voucher/voucher.php`.
 *
 * @package Vitrine
 *
 * @var array{url: string, order_id: int, total: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_title = 'vitrine-voucher-title-' . (int) $args['order_id'];
?>
<section class="vitrine-voucher" aria-labelledby="<?php echo esc_attr( $vitrine_title ); ?>">
	<h3 id="<?php echo esc_attr( $vitrine_title ); ?>"><?php esc_html_e( 'Your OXXO voucher', 'vitrine' ); ?></h3>
	<p>
		<?php
		echo esc_html(
			sprintf(
				/* translators: %s: the order total, e.g. "250,00 MXN" */
				__( 'Pay %s in cash at any OXXO store with this voucher: open it, then print it or show it on your phone at the till.', 'vitrine' ),
				$args['total']
			)
		);
		?>
	</p>
	<p><a class="vitrine-voucher__link wp-element-button" href="<?php echo esc_url( $args['url'] ); ?>" target="_blank" rel="noopener noreferrer"><?php esc_html_e( 'Open the OXXO voucher', 'vitrine' ); ?><span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'vitrine' ); ?></span></a></p>
	<p><?php esc_html_e( 'Your order stays on hold until OXXO reports your payment; then we process it and send you a confirmation.', 'vitrine' ); ?></p>
</section>
