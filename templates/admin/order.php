<?php
/**
 * Admin: one order (Produkte → Bestellungen → Bestellung #N).
 *
 * Every value is escaped here, at output.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $view Data of Vitrine\Admin\OrderView::data(), plus back_url and notice.
 */

use Vitrine\Admin\AuthorizationBox;
use Vitrine\Admin\OrdersPage;
use Vitrine\Admin\RefundBox;
use Vitrine\Refunds\Refunder;
use Vitrine\Store\OrderStatus;

defined( 'ABSPATH' ) || exit;

$vitrine_order = $view['order'];
?>
<p><a href="<?php echo esc_url( $view['back_url'] ); ?>"><?php esc_html_e( '← All orders', 'vitrine' ); ?></a></p>
<?php if ( null === $vitrine_order ) : ?>
<h1><?php esc_html_e( 'Orders', 'vitrine' ); ?></h1><div class="notice notice-error"><p><?php esc_html_e( 'This order does not exist.', 'vitrine' ); ?></p></div>
	<?php
	return;
endif;
?>
<h1>
<?php
/* translators: %d: order number */
echo esc_html( sprintf( __( 'Order #%d', 'vitrine' ), $vitrine_order->id ) );
?>
</h1>
<?php if ( $view['notice'] ) : ?>
<div class="notice notice-<?php echo $view['notice']['ok'] ? 'success' : 'error'; ?>" role="<?php echo $view['notice']['ok'] ? 'status' : 'alert'; ?>"><p><?php echo esc_html( $view['notice']['message'] ); ?></p></div>
<?php endif; ?>
<table class="form-table" role="presentation"><tbody>
<?php foreach ( $view['rows'] as $vitrine_label => $vitrine_value ) : ?>
<tr><th scope="row"><?php echo esc_html( $vitrine_label ); ?></th><td><?php echo esc_html( $vitrine_value ); ?></td></tr>
<?php endforeach; ?>
</tbody></table>

<h2><?php esc_html_e( 'Change status', 'vitrine' ); ?></h2>
<?php if ( ! $view['next'] ) : ?>
<p><?php esc_html_e( 'This order is final; its status cannot change any more.', 'vitrine' ); ?></p>
<?php else : ?>
<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
<input type="hidden" name="action" value="<?php echo esc_attr( OrdersPage::ACTION ); ?>"><input type="hidden" name="order_id" value="<?php echo (int) $vitrine_order->id; ?>">
	<?php wp_nonce_field( OrdersPage::ACTION . '_' . $vitrine_order->id ); ?>
<p><label for="vitrine-order-status"><?php esc_html_e( 'New status', 'vitrine' ); ?></label> <select id="vitrine-order-status" name="status" required><option value="" selected><?php esc_html_e( '— Please choose —', 'vitrine' ); ?></option><?php foreach ( $view['next'] as $vitrine_status ) : ?><option value="<?php echo esc_attr( $vitrine_status ); ?>"><?php echo esc_html( OrderStatus::label( $vitrine_status ) ); ?></option><?php endforeach; ?></select>
	<?php submit_button( __( 'Change status', 'vitrine' ), 'primary', 'submit', false ); ?>
</p>
	<?php if ( OrderStatus::needs_payment( $vitrine_order->status ) ) : ?>
<p class="description"><?php esc_html_e( 'Choose "Processing" or "Completed" when the payment has arrived, e.g. by bank transfer: memberships and subscriptions of the order then start.', 'vitrine' ); ?></p>
	<?php elseif ( OrderStatus::AUTHORIZED === $vitrine_order->status ) : ?>
<p class="description"><?php esc_html_e( '"Cancelled" voids the authorization first: nothing is charged.', 'vitrine' ); ?></p>
	<?php elseif ( Refunder::refundable( $vitrine_order ) ) : ?>
<p class="description"><?php esc_html_e( 'Setting the status to "Refunded" sends no money back: to pay the customer back, use the refund form below.', 'vitrine' ); ?></p>
	<?php endif; ?>
</form>
<?php endif; ?>

<?php AuthorizationBox::render( $vitrine_order, time() ); ?>

<?php RefundBox::render( $vitrine_order ); ?>

<h2><?php esc_html_e( 'Items', 'vitrine' ); ?></h2>
<table class="widefat striped"><caption class="screen-reader-text"><?php esc_html_e( 'Items', 'vitrine' ); ?></caption>
<thead><tr><th scope="col"><?php esc_html_e( 'Product', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Unit price', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th></tr></thead>
<tbody>
<?php foreach ( $view['items'] as $vitrine_item ) : ?>
<tr><th scope="row"><?php echo esc_html( $vitrine_item['name'] ); ?></th><td><?php echo (int) $vitrine_item['quantity']; ?></td><td><?php echo esc_html( $vitrine_item['unit'] ); ?></td><td><?php echo esc_html( $vitrine_item['total'] ); ?></td></tr>
<?php endforeach; ?>
</tbody>
<tfoot>
<?php foreach ( $view['totals'] as $vitrine_label => $vitrine_amount ) : ?>
<tr><th scope="row" colspan="3"><?php echo esc_html( $vitrine_label ); ?></th><td><?php echo esc_html( $vitrine_amount ); ?></td></tr>
<?php endforeach; ?>
</tfoot></table>

<div class="vitrine-order-parties" style="display:flex;flex-wrap:wrap;gap:2rem">
<?php foreach ( $view['addresses'] as $vitrine_title => $vitrine_lines ) : ?>
<section><h2><?php echo esc_html( $vitrine_title ); ?></h2>
	<?php if ( $vitrine_lines ) : ?>
<address><?php echo implode( '<br>', array_map( 'esc_html', $vitrine_lines ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- each line escaped. ?></address>
	<?php else : ?>
<p><?php esc_html_e( 'None', 'vitrine' ); ?></p>
	<?php endif; ?>
</section>
<?php endforeach; ?>
<section><h2><?php esc_html_e( 'Payer', 'vitrine' ); ?></h2>
<?php if ( $view['payer'] ) : ?>
<dl>
	<?php foreach ( $view['payer'] as $vitrine_name => $vitrine_value ) : ?>
<dt><strong><?php echo esc_html( $vitrine_name ); ?></strong></dt><dd><?php echo esc_html( $vitrine_value ); ?></dd>
	<?php endforeach; ?>
</dl>
<?php else : ?>
<p><?php esc_html_e( 'None', 'vitrine' ); ?></p>
<?php endif; ?>
</section>
</div>

<h2 id="vitrine-order-mails-title"><?php esc_html_e( 'E-mails', 'vitrine' ); ?></h2>
<?php if ( ! $view['mails'] ) : ?>
<p><?php esc_html_e( 'No e-mail has been sent for this order yet.', 'vitrine' ); ?></p>
<?php else : ?>
	<?php foreach ( array_filter( $view['mails'], static fn( array $mail ): bool => ! empty( $mail['failed'] ) ) as $vitrine_mail ) : ?>
<div class="notice notice-error inline"><p><strong><?php echo esc_html( $vitrine_mail['name'] ); ?>:</strong> <?php echo esc_html( $vitrine_mail['state'] ); ?></p></div>
	<?php endforeach; ?>
<table class="widefat striped" aria-labelledby="vitrine-order-mails-title"><thead><tr><th scope="col"><?php esc_html_e( 'E-mail', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Recipient', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Status', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Date', 'vitrine' ); ?></th></tr></thead><tbody>
	<?php foreach ( $view['mails'] as $vitrine_mail ) : ?>
<tr><td><?php echo esc_html( $vitrine_mail['name'] ); ?></td><td><?php echo esc_html( $vitrine_mail['recipient'] ); ?></td><td><?php echo esc_html( $vitrine_mail['state'] ); ?></td><td><?php echo esc_html( $vitrine_mail['time'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
<?php endif; ?>
