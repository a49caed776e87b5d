<?php
/**
 * The payment section of the checkout and pay-for-order forms: the method
 * radios, each with its box and wrapper, the hidden inputs of §2.7 and the
 * place-order button.
 *
 * Override: copy to `{theme}/vitrine/checkout/payment.php`. Keep the ids:
 * the payment script finds the wrappers, inputs and button by them.
 *
 * @package Vitrine
 *
 * @var array{methods: list<array{id: string, title: string, description: string, wrapper: string, checked: bool}>, error: string, place_id: string, place_label: string, hidden: list<string>} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_error = $args['error'];
?>
<fieldset class="vitrine-payment-methods"<?php echo '' !== $vitrine_error ? ' aria-invalid="true" aria-describedby="payment_method-error"' : ''; ?>>
	<legend><?php esc_html_e( 'Payment method', 'vitrine' ); ?></legend>
	<?php if ( ! $args['methods'] ) : ?>
		<p class="vitrine-notice vitrine-notice--error" role="status"><?php esc_html_e( 'No payment method is available in this shop at the moment. Please try again later or contact us.', 'vitrine' ); ?></p>
	<?php endif; ?>
	<ul class="vitrine-payment-methods__list">
		<?php foreach ( $args['methods'] as $vitrine_method ) : ?>
			<?php echo Vitrine\Shared\Templates::render( 'checkout/payment-method', array( 'method' => $vitrine_method ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in the template. ?>
		<?php endforeach; ?>
	</ul>
	<?php if ( '' !== $vitrine_error ) : ?>
		<p class="vitrine-field-error" id="payment_method-error"><?php echo esc_html( $vitrine_error ); ?></p>
	<?php endif; ?>
</fieldset>
<?php foreach ( $args['hidden'] as $vitrine_hidden ) : ?>
	<input type="hidden" id="<?php echo esc_attr( $vitrine_hidden ); ?>" name="<?php echo esc_attr( $vitrine_hidden ); ?>" value="">
<?php endforeach; ?>
<?php if ( $args['methods'] ) : // Nothing to pay with, nothing to place. ?>
<p class="vitrine-checkout__place"><button type="submit" id="<?php echo esc_attr( $args['place_id'] ); ?>" name="<?php echo esc_attr( $args['place_id'] ); ?>" value="1" class="wp-element-button"><?php echo esc_html( $args['place_label'] ); ?></button></p>
<?php endif; ?>
