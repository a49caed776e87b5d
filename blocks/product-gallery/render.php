<?php
/**
 * Server rendering of vitrine/product-gallery: the product image and its
 * gallery on a product page. The pictures sit side by side in a strip that
 * scrolls and snaps (usable without JavaScript, by touch, mouse and, since
 * the strip takes focus, arrow keys); with more than one picture the
 * thumbnails below are buttons that show their picture (view script).
 * Every picture has its width and height and a srcset, the first one loads
 * at once, the others when they come near.
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
$vitrine_ids = Vitrine\Shop\Images::all( $vitrine_product->id );
if ( ! $vitrine_ids ) {
	return;
}
$vitrine_count = count( $vitrine_ids );
$vitrine_strip = wp_unique_id( 'vitrine-gallery-' );
if ( $vitrine_count > 1 ) {
	// Only the thumbnails need the view script.
	Vitrine\Blocks\Registry::view_script( 'product-gallery' );
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => $vitrine_count > 1 ? 'has-thumbnails' : '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?> data-vitrine-gallery>
	<?php /* translators: %s: product name */ ?>
	<div class="vitrine-gallery__strip" id="<?php echo esc_attr( $vitrine_strip ); ?>" <?php echo $vitrine_count > 1 ? 'tabindex="0" role="region" aria-label="' . esc_attr( sprintf( __( 'Pictures of %s', 'vitrine' ), $vitrine_product->name ) ) . '"' : ''; ?>>
		<?php foreach ( $vitrine_ids as $vitrine_index => $vitrine_id ) : ?>
			<div class="vitrine-gallery__slide" data-index="<?php echo esc_attr( (string) $vitrine_index ); ?>">
				<?php
				echo Vitrine\Shop\ImagesView::img( // phpcs:ignore WordPress.Security.EscapeOutput -- wp_get_attachment_image() escapes.
					$vitrine_id,
					'large',
					Vitrine\Shop\ImagesView::MAIN_SIZES,
					Vitrine\Shop\ImagesView::alt( $vitrine_id, $vitrine_product->name ),
					0 === $vitrine_index ? array(
						'loading'       => false,
						'fetchpriority' => 'high',
					) : array( 'loading' => 'lazy' )
				);
				?>
			</div>
		<?php endforeach; ?>
	</div>
	<?php if ( $vitrine_count > 1 ) : ?>
		<ul class="vitrine-gallery__thumbs">
			<?php foreach ( $vitrine_ids as $vitrine_index => $vitrine_id ) : ?>
				<li>
					<?php /* translators: 1: number of the picture, 2: how many there are */ ?>
					<button type="button" class="vitrine-gallery__thumb" aria-controls="<?php echo esc_attr( $vitrine_strip ); ?>" aria-pressed="<?php echo 0 === $vitrine_index ? 'true' : 'false'; ?>" data-index="<?php echo esc_attr( (string) $vitrine_index ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'Show picture %1$d of %2$d', 'vitrine' ), $vitrine_index + 1, $vitrine_count ) ); ?>">
						<?php echo Vitrine\Shop\ImagesView::img( $vitrine_id, 'thumbnail', Vitrine\Shop\ImagesView::THUMB_SIZES, '', array( 'loading' => 'lazy' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- wp_get_attachment_image() escapes. ?>
					</button>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
