<?php
/**
 * One payment method of the checkout and pay-for-order forms: its radio,
 * label and box (description, and the wrapper its buttons or fields render
 * into).
 *
 * Override: copy to `{theme}/vitrine/checkout/payment-method.php`. Keep the
 * ids and `data-method`: the payment script finds the wrappers by them.
 *
 * @package Vitrine
 *
 * @var array{method: array{id: string, title: string, description: string, wrapper: string, checked: bool, box?: string}} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_method = $args['method'];
$vitrine_radio  = 'payment_method_' . $vitrine_method['id'];
?>
<li class="vitrine-payment-methods__method <?php echo esc_attr( $vitrine_radio ); ?>" data-method="<?php echo esc_attr( $vitrine_method['id'] ); ?>">
	<input type="radio" id="<?php echo esc_attr( $vitrine_radio ); ?>" name="payment_method" value="<?php echo esc_attr( $vitrine_method['id'] ); ?>"<?php checked( $vitrine_method['checked'] ); ?><?php echo '' !== $vitrine_method['description'] ? ' aria-describedby="' . esc_attr( $vitrine_radio . '-description' ) . '"' : ''; ?>>
	<label for="<?php echo esc_attr( $vitrine_radio ); ?>"><?php echo esc_html( $vitrine_method['title'] ); ?></label>
	<div class="vitrine-payment-methods__box">
		<?php if ( '' !== $vitrine_method['description'] ) : ?>
			<p class="vitrine-payment-methods__description" id="<?php echo esc_attr( $vitrine_radio . '-description' ); ?>"><?php echo esc_html( $vitrine_method['description'] ); ?></p>
		<?php endif; ?>
		<?php if ( '' !== ( $vitrine_method['box'] ?? '' ) ) : ?>
			<?php // The card method's own box (templates/checkout/card.php), escaped where it was rendered. ?>
			<?php echo $vitrine_method['box']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
		<?php elseif ( '' !== $vitrine_method['wrapper'] ) : ?>
			<div id="<?php echo esc_attr( $vitrine_method['wrapper'] ); ?>" class="vitrine-payment-methods__wrapper" data-method="<?php echo esc_attr( $vitrine_method['id'] ); ?>"></div>
		<?php endif; ?>
		<?php if ( Vitrine\Payment\Ids::GATEWAY_WALLET === $vitrine_method['id'] ) : ?>
			<?php // The pay-later message for the amount to pay, in the wallet's box (§2.7 hides it for other methods; §4.11). ?>
			<div id="<?php echo esc_attr( Vitrine\Payment\Ids::WRAPPER_MESSAGES ); ?>" class="vitrine-paylater-messages"></div>
		<?php endif; ?>
	</div>
</li>
