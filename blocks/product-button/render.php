<?php
/**
 * Server rendering of vitrine/product-button: for a simple product that
 * can be bought, a form that adds one to the cart. The view script sends it
 * through the cart API and says so in the card, so the shopper stays on the
 * grid and the mini-cart updates; without JavaScript it is a plain POST to
 * the product page, handled by Vitrine\Shop\AddToCart, which comes back to
 * the product page with its notice. Every other product links to its page,
 * "Choose options" (or "View details" when sold out).
 *
 * @package Vitrine
 *
 * @var WP_Block $block The block.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_store   = Vitrine\Store\Stores::get();
$vitrine_product = Vitrine\Shop\ProductView::product_for_block( $vitrine_store, $block ?? null );
if ( ! $vitrine_product ) {
	return;
}
$vitrine_kind = Vitrine\Shop\ProductGrid::button_kind( $vitrine_store, $vitrine_product );
// Several cards carry the same button text: the accessible name adds the product's.
$vitrine_text = 'add' === $vitrine_kind ? __( 'Add to cart', 'vitrine' ) : ( 'view' === $vitrine_kind ? __( 'View details', 'vitrine' ) : __( 'Choose options', 'vitrine' ) );
$vitrine_name = $vitrine_text . ': ' . $vitrine_product->name;
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'wp-block-button' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<?php if ( 'add' === $vitrine_kind ) : ?>
		<?php
		// What the view script needs to add without leaving the grid (the cart API of the product form).
		$vitrine_data = array(
			'name'     => $vitrine_product->name,
			'nonce'    => Vitrine\Ajax\Router::nonce( 'change_cart' ),
			'addUrl'   => Vitrine\Ajax\Router::url( 'change_cart' ),
			'cartUrl'  => Vitrine\Ajax\Router::url( 'cart_script_params' ),
			'cartPage' => Vitrine\Shop\ShopPages::cart_url(),
		);
		?>
		<form method="post" class="vitrine-product-button__form" action="<?php echo esc_url( Vitrine\Shop\AddToCart::action_url( $vitrine_product->id ) ); ?>" data-vitrine-grid-add="<?php echo esc_attr( (string) wp_json_encode( $vitrine_data ) ); ?>">
			<input type="hidden" name="add-to-cart" value="<?php echo esc_attr( (string) $vitrine_product->id ); ?>" />
			<input type="hidden" name="quantity" value="1" />
			<button type="submit" class="wp-block-button__link wp-element-button" aria-label="<?php echo esc_attr( $vitrine_name ); ?>"><?php echo esc_html( $vitrine_text ); ?></button>
			<div class="vitrine-product-button__notices" role="status" aria-live="polite"></div>
		</form>
	<?php else : ?>
		<a class="wp-block-button__link wp-element-button<?php echo 'view' === $vitrine_kind ? ' is-sold-out' : ''; ?>" href="<?php echo esc_url( (string) get_permalink( $vitrine_product->id ) ); ?>" aria-label="<?php echo esc_attr( $vitrine_name ); ?>"><?php echo esc_html( $vitrine_text ); ?></a>
	<?php endif; ?>
</div>
