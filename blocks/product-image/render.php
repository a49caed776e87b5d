<?php
/**
 * Server rendering of vitrine/product-image: the product image of the
 * product in the block's context (a card of the shop grid), with its sale
 * or sold-out badge; a placeholder of the same shape when it has none, so
 * the cards line up and nothing moves while pictures load.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_store   = Vitrine\Store\Stores::get();
$vitrine_product = Vitrine\Shop\ProductView::product_for_block( $vitrine_store, $block ?? null );
if ( ! $vitrine_product ) {
	return;
}
$vitrine_image   = Vitrine\Shop\Images::product_image( $vitrine_product->id );
$vitrine_picture = $vitrine_image
	? Vitrine\Shop\ImagesView::img( $vitrine_image, 'medium_large', Vitrine\Shop\ImagesView::CARD_SIZES, Vitrine\Shop\ImagesView::alt( $vitrine_image, $vitrine_product->name ), array( 'class' => 'vitrine-product-image__img' ) )
	: '<span class="vitrine-product-image__placeholder"></span>';
$vitrine_badges  = ( $attributes['showBadges'] ?? true ) ? Vitrine\Shop\ProductGrid::badges( $vitrine_store, $vitrine_product ) : array();
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => $vitrine_image ? '' : 'has-no-image' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>>
	<?php if ( $attributes['isLink'] ?? true ) : ?>
		<?php // The title below is the card's link for keyboards and screen readers; this one is for the pointer. ?>
		<a class="vitrine-product-image__link" href="<?php echo esc_url( (string) get_permalink( $vitrine_product->id ) ); ?>" tabindex="-1" aria-hidden="true"><?php echo $vitrine_picture; // phpcs:ignore WordPress.Security.EscapeOutput -- wp_get_attachment_image() escapes. ?></a>
	<?php else : ?>
		<?php echo $vitrine_picture; // phpcs:ignore WordPress.Security.EscapeOutput -- wp_get_attachment_image() escapes. ?>
	<?php endif; ?>
	<?php foreach ( $vitrine_badges as $vitrine_key => $vitrine_label ) : ?>
		<span class="vitrine-badge vitrine-badge--<?php echo esc_attr( $vitrine_key ); ?>"><?php echo esc_html( $vitrine_label ); ?></span>
	<?php endforeach; ?>
</div>
