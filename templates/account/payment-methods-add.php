<?php
/**
 * My account → payment methods: "add a payment method" (§2.6).
 * The card fields (vault-setup mode) and the wallet's buttons render into
 * the two wrappers; the page never holds a card number.
 *
 * Override: copy to `{theme}/vitrine/account/payment-methods-add.php`. Keep
 * the ids: the `vitrine-vault` script finds the wrappers by them.
 *
 * @package Vitrine
 *
 * @var array{card_id: string, wallet_id: string, wallet: bool} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<section id="vitrine-vault-add" class="vitrine-account__add-method" aria-labelledby="vitrine-vault-add-title">
	<h3 id="vitrine-vault-add-title"><?php esc_html_e( 'Add payment method', 'vitrine' ); ?></h3>
	<div class="vitrine-account__add-card">
		<h4><?php esc_html_e( 'Card', 'vitrine' ); ?></h4>
		<div id="<?php echo esc_attr( $args['card_id'] ); ?>" class="vitrine-payment-methods__wrapper vitrine-card-fields" data-method="<?php echo esc_attr( Vitrine\Payment\Ids::GATEWAY_CARD ); ?>"></div>
	</div>
	<?php if ( $args['wallet'] ) : ?>
		<div class="vitrine-account__add-wallet">
			<h4><?php esc_html_e( 'PayPal', 'vitrine' ); ?></h4>
			<div id="<?php echo esc_attr( $args['wallet_id'] ); ?>" class="vitrine-payment-methods__wrapper" data-method="<?php echo esc_attr( Vitrine\Payment\Ids::GATEWAY_WALLET ); ?>"></div>
		</div>
	<?php endif; ?>
</section>
