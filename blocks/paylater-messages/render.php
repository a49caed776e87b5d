<?php
/**
 * Server rendering of vitrine/paylater-messages: an element the payment
 * script renders the provider's pay-later message into, for the page's
 * amount (the product's price, the cart or order total), with the block's
 * placement and style merged over the shop's (§3.11 messages.style).
 *
 * The block announces its payment context, so the page carries the §3.11
 * object and the payment script (which loads the SDK once, only when a
 * message has something to show). With messages switched off in the
 * settings it prints and loads nothing.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use Vitrine\Blocks\PaylaterMessages;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;
use Vitrine\Provider\Settings;

defined( 'ABSPATH' ) || exit;

$vitrine_settings = array_merge( Settings::defaults(), Settings::get() );
if ( ! $vitrine_settings['messages_enabled'] || ! Connection::is_connected( $vitrine_settings ) ) {
	return;
}
[ $vitrine_context, $vitrine_page ] = PaylaterMessages::context();
do_action( Ids::CONTEXT_ACTION, $vitrine_context, $vitrine_page );
$vitrine_data = PaylaterMessages::data( $vitrine_settings, $attributes, $vitrine_context, PaylaterMessages::page_kind() );
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<div
		class="vitrine-paylater-messages__message"
		data-vitrine-messages="<?php echo esc_attr( (string) wp_json_encode( $vitrine_data ) ); ?>"
	></div>
</div>
