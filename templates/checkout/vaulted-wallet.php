<?php
/**
 * The wallet method's box on a free-trial checkout when the customer has a
 * saved wallet (§2.7 vaulted wallet details): its e-mail, and its token id
 * for the place-order button, which starts the trial on it. No buttons.
 *
 * Override: copy to `{theme}/vitrine/checkout/vaulted-wallet.php`. Keep the
 * class `ppcp-vaulted-paypal-details` and the field's name.
 *
 * @package Vitrine
 *
 * @var array{email: string, field: string, token_id: int} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="ppcp-vaulted-paypal-details">
	<p>
		<?php
		/* translators: %s: e-mail address of the saved PayPal account */
		echo esc_html( sprintf( __( 'Your free trial starts with your saved PayPal account %s. Nothing is charged today.', 'vitrine' ), $args['email'] ) );
		?>
	</p>
	<input type="hidden" name="<?php echo esc_attr( $args['field'] ); ?>" value="<?php echo esc_attr( (string) $args['token_id'] ); ?>">
</div>
