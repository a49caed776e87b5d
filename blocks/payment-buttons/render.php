<?php
/**
 * Server rendering of vitrine/payment-buttons: the wallet's wrapper for the
 * block's context (§2.4), with its final height reserved and the block's
 * style merged over the shop's (§3.11) for the payment script, which prefers
 * `data-style` over the configuration's button.style.
 *
 * On a page whose shop markup already carries the context's wrapper (product
 * form, cart, checkout, mini-cart), the block prints nothing: one wrapper id
 * per page (see Vitrine\Blocks\PaymentWrappers).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use Vitrine\Blocks\PaymentButtons;
use Vitrine\Blocks\PaymentWrappers;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;
use Vitrine\Provider\Settings;

defined( 'ABSPATH' ) || exit;

if ( ! Connection::is_connected() ) {
	// No provider, no buttons and no script: nothing to pay with here.
	return;
}

[ $vitrine_context, $vitrine_page ] = PaymentButtons::context( $attributes );
// The page has this context whoever prints its wrapper (§3.11 object: Vitrine\Payment\Config\Printer).
do_action( Ids::CONTEXT_ACTION, $vitrine_context, $vitrine_page );

$vitrine_wrapper = PaymentButtons::wrapper_id( $vitrine_context );
if ( PaymentWrappers::booted()->taken( $vitrine_wrapper ) ) {
	return;
}
$vitrine_style = PaymentButtons::style( PaymentButtons::shop_style( Settings::get() ), $attributes );
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<div
		id="<?php echo esc_attr( $vitrine_wrapper ); ?>"
		class="vitrine-payment-buttons__wallet"
		data-context="<?php echo esc_attr( $vitrine_context ); ?>"
		data-style="<?php echo esc_attr( (string) wp_json_encode( $vitrine_style ) ); ?>"
		data-separate-styles="<?php echo esc_attr( (string) wp_json_encode( PaymentButtons::separate_styles( $vitrine_style ) ) ); ?>"
		style="min-height:<?php echo (int) $vitrine_style['height']; ?>px"
	></div>
</div>
