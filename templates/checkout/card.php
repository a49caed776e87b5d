<?php
/**
 * The card method's box content on the checkout and pay-for-order pages:
 * the saved-card select, the card fields' wrapper with one container per
 * field (the provider's iframes go in there: the page never holds the card
 * number), the save checkbox and the pay button.
 *
 * Override: copy to `{theme}/vitrine/checkout/card.php`. Keep the ids and
 * names: §2.7's display rules and the payment script find them by these.
 *
 * @package Vitrine
 *
 * @var array{wrapper: string, saved_field: string, saved: array<int, array{value: string, label: string}>, new_value: string, vault_field: string, vault_shown: bool, vault_forced: bool, pay_label: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_prefix = 'ppcp-credit-card-gateway';
$vitrine_fields = array(
	'card-name'   => __( 'Name on the card', 'vitrine' ),
	'card-number' => __( 'Card number', 'vitrine' ),
	'card-expiry' => __( 'Expiry date (MM/YY)', 'vitrine' ),
	'card-cvc'    => __( 'Security code', 'vitrine' ),
);
?>
<div class="vitrine-card-box">
	<?php if ( array() !== $args['saved'] ) : ?>
		<p class="vitrine-card-box__saved">
			<label for="<?php echo esc_attr( $args['saved_field'] ); ?>"><?php esc_html_e( 'Card', 'vitrine' ); ?></label>
			<select id="<?php echo esc_attr( $args['saved_field'] ); ?>" name="<?php echo esc_attr( $args['saved_field'] ); ?>">
				<?php foreach ( $args['saved'] as $vitrine_saved ) : ?>
					<option value="<?php echo esc_attr( $vitrine_saved['value'] ); ?>"><?php echo esc_html( $vitrine_saved['label'] ); ?></option>
				<?php endforeach; ?>
				<option value="<?php echo esc_attr( $args['new_value'] ); ?>"><?php esc_html_e( 'Use a new card', 'vitrine' ); ?></option>
			</select>
		</p>
	<?php endif; ?>
	<div id="<?php echo esc_attr( $args['wrapper'] ); ?>" class="vitrine-payment-methods__wrapper vitrine-card-fields" data-method="<?php echo esc_attr( Vitrine\Payment\Ids::GATEWAY_CARD ); ?>">
		<?php foreach ( $vitrine_fields as $vitrine_suffix => $vitrine_label ) : ?>
			<div class="vitrine-card-fields__row">
				<span class="vitrine-card-fields__label" id="<?php echo esc_attr( $vitrine_prefix . '-' . $vitrine_suffix . '-label' ); ?>"><?php echo esc_html( $vitrine_label ); ?></span>
				<div class="vitrine-card-fields__field" id="<?php echo esc_attr( $vitrine_prefix . '-' . $vitrine_suffix ); ?>" aria-labelledby="<?php echo esc_attr( $vitrine_prefix . '-' . $vitrine_suffix . '-label' ); ?>"></div>
			</div>
		<?php endforeach; ?>
	</div>
	<?php if ( $args['vault_shown'] ) : ?>
		<p class="vitrine-card-box__vault">
			<input type="checkbox" id="<?php echo esc_attr( $args['vault_field'] ); ?>" name="<?php echo esc_attr( $args['vault_field'] ); ?>" value="1"<?php checked( $args['vault_forced'] ); ?><?php disabled( $args['vault_forced'] ); ?>>
			<label for="<?php echo esc_attr( $args['vault_field'] ); ?>"><?php esc_html_e( 'Save this card for future payments', 'vitrine' ); ?></label>
			<?php if ( $args['vault_forced'] ) : ?>
				<?php // A disabled box is not submitted: the forced value travels in a hidden field of the same name. ?>
				<input type="hidden" name="<?php echo esc_attr( $args['vault_field'] ); ?>" value="1">
			<?php endif; ?>
		</p>
	<?php endif; ?>
	<p class="vitrine-card-box__pay">
		<button type="button" class="button vitrine-card-fields__submit" id="vitrine-card-pay"><?php echo esc_html( $args['pay_label'] ); ?></button>
	</p>
</div>
