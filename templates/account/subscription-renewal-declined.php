<?php
/**
 * My account: a subscription's automatic renewal was declined.
 *
 * Override: copy to `{theme}/vitrine/account/subscription-renewal-declined.php`.
 *
 * @package Vitrine
 *
 * @var array{subscription: \Vitrine\Store\Subscription, order: \Vitrine\Store\Order, pay_url: string} $args
 */

use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrine-account__notice vitrine-account__notice--error vitrine-renewal-declined" role="alert">
	<p>
		<?php
		echo esc_html(
			sprintf(
				/* translators: 1: subscription number, 2: amount */
				__( 'The automatic renewal of your subscription #%1$d (%2$s) was declined by your saved payment method. The subscription is on hold until the renewal is paid.', 'vitrine' ),
				$args['subscription']->id,
				Money::format( $args['order']->total, $args['order']->currency )
			)
		);
		?>
	</p>
	<p><a class="vitrine-account__button" href="<?php echo esc_url( $args['pay_url'] ); ?>"><?php esc_html_e( 'Pay the renewal now', 'vitrine' ); ?></a></p>
</div>
