<?php
/**
 * The pictures section of the product data box.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shared\Assets;
use Vitrine\Shared\FormInput;
use Vitrine\Shop\Images;
use Vitrine\Shop\ImagesView;

defined( 'ABSPATH' ) || exit;

/**
 * Product image and gallery, chosen in the media library (`wp.media`).
 *
 * The product image is WordPress' featured image: the section shows it and
 * its buttons set the editor's `featured_media` (the same value as the
 * editor's own "Produktbild" panel, saved with the post), so the two can
 * never disagree. The gallery is the form field `vitrine_product[gallery]`
 * (attachment IDs, in order), saved with the rest of the box
 * (ProductImagesForm). Strings for the script sit on the markup.
 */
final class ProductImagesBox {

	private const SCRIPT = 'vitrine-product-images';

	/** The section's styles (added to the box's inline styles). */
	public const CSS = '.vitrine-images__row{display:flex;flex-wrap:wrap;gap:1.5em}'
		. '.vitrine-images__part{flex:1 1 16em}'
		. '.vitrine-images__part h4{margin:.5em 0}'
		. '.vitrine-images__preview img,.vitrine-images__list img{display:block;width:96px;height:96px;object-fit:cover;border:1px solid #c3c4c7}'
		. '.vitrine-images__list{display:flex;flex-wrap:wrap;gap:.6em;margin:0 0 .8em;padding:0;list-style:none}'
		. '.vitrine-images__list li{margin:0}'
		. '.vitrine-images__list .button-link{display:block;margin-top:.2em}'
		. '.vitrine-images__preview{margin-bottom:.6em}';

	/**
	 * @param array<string, mixed>  $values Form values (`gallery` as "12,7").
	 * @param array<string, string> $errors Field path => German message.
	 */
	public function __construct( private array $values, private array $errors ) {
	}

	/**
	 * The media library and the section's script (product edit screens; the
	 * data box checks the screen).
	 *
	 * @param Assets $assets Build output lookup.
	 */
	public static function enqueue( Assets $assets ): void {
		$asset = $assets->asset( 'admin/product-images' );
		if ( ! $asset ) {
			return;
		}
		wp_enqueue_media();
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/product-images.js', VITRINE_FILE ), array_merge( $asset['dependencies'], array( 'media-editor' ) ), $asset['version'], array( 'in_footer' => true ) );
	}

	/**
	 * The section's markup.
	 *
	 * @param int $post_id Product post ID.
	 */
	public function render( int $post_id ): string {
		$main    = Images::product_image( $post_id );
		$gallery = array();
		$field   = $this->values['gallery'] ?? '';
		foreach ( explode( ',', is_scalar( $field ) ? (string) $field : '' ) as $id ) {
			$id = FormInput::id( $id );
			if ( $id > 0 && wp_attachment_is_image( $id ) && ! in_array( $id, $gallery, true ) ) {
				$gallery[] = $id;
			}
		}
		$error = $this->errors['gallery'] ?? '';

		$html  = sprintf(
			'<fieldset class="vitrine-images" data-vitrine-images data-image-title="%1$s" data-image-button="%2$s" data-gallery-title="%3$s" data-gallery-button="%4$s" data-remove-label="%5$s" data-remove-text="%6$s" data-none="%7$s">',
			esc_attr__( 'Choose the product image', 'vitrine' ),
			esc_attr__( 'Use as product image', 'vitrine' ),
			esc_attr__( 'Add pictures to the gallery', 'vitrine' ),
			esc_attr__( 'Add to gallery', 'vitrine' ),
			/* translators: %d: position of the picture in the gallery */
			esc_attr__( 'Remove picture %d from the gallery', 'vitrine' ),
			esc_attr__( 'Remove', 'vitrine' ),
			esc_attr__( 'No product image yet.', 'vitrine' )
		);
		$html .= '<legend>' . esc_html__( 'Pictures', 'vitrine' ) . '</legend><div class="vitrine-images__row">';

		$html .= '<div class="vitrine-images__part" role="group" aria-labelledby="vitrine-images-main-title"><h4 id="vitrine-images-main-title">' . esc_html__( 'Product image', 'vitrine' ) . '</h4>';
		$html .= '<div class="vitrine-images__preview" data-product-image-preview aria-live="polite">';
		$html .= $main ? wp_get_attachment_image( $main, 'thumbnail', false, array( 'alt' => ImagesView::alt( $main, get_the_title( $main ) ) ) ) : '<p>' . esc_html__( 'No product image yet.', 'vitrine' ) . '</p>';
		$html .= '</div><p><button type="button" class="button" data-product-image-pick>' . esc_html__( 'Choose product image', 'vitrine' ) . '</button> ';
		$html .= '<button type="button" class="button-link button-link-delete" data-product-image-remove' . ( $main ? '' : ' hidden' ) . '>' . esc_html__( 'Remove product image', 'vitrine' ) . '</button></p>';
		$html .= '<p class="description">' . esc_html__( 'Shown on the product page and in the shop. Saved when you save the product.', 'vitrine' ) . '</p></div>';

		$html .= '<div class="vitrine-images__part" role="group" aria-labelledby="vitrine-images-gallery-title"><h4 id="vitrine-images-gallery-title">' . esc_html__( 'Gallery', 'vitrine' ) . '</h4>';
		$html .= sprintf(
			'<input type="hidden" id="vitrine-product-gallery" name="%1$s[gallery]" value="%2$s" data-gallery-field%3$s />',
			esc_attr( ProductForm::FIELD ),
			esc_attr( implode( ',', $gallery ) ),
			'' !== $error ? ' aria-invalid="true"' : ''
		);
		$html .= '<ul class="vitrine-images__list" data-gallery-list>';
		foreach ( $gallery as $index => $id ) {
			$html .= self::item( $id, $index + 1 );
		}
		$html .= '</ul>';
		if ( '' !== $error ) {
			$html .= '<p class="vitrine-field-error" id="vitrine-product-gallery-error" role="alert">' . esc_html( $error ) . '</p>';
		}
		$html .= '<p><button type="button" class="button" data-gallery-add>' . esc_html__( 'Add pictures to the gallery', 'vitrine' ) . '</button></p>';
		$html .= '<p class="description">' . esc_html__( 'More pictures for the product page, after the product image. Saved when you save the product.', 'vitrine' ) . '</p></div>';

		return $html . '</div></fieldset>';
	}

	/**
	 * One picture of the gallery with its remove button.
	 *
	 * @param int $id       Attachment ID.
	 * @param int $position Position, from 1.
	 */
	private static function item( int $id, int $position ): string {
		return sprintf(
			'<li data-id="%1$d">%2$s<button type="button" class="button-link button-link-delete" data-gallery-remove aria-label="%3$s">%4$s</button></li>',
			$id,
			wp_get_attachment_image( $id, 'thumbnail', false, array( 'alt' => ImagesView::alt( $id, get_the_title( $id ) ) ) ),
			/* translators: %d: position of the picture in the gallery */
			esc_attr( sprintf( __( 'Remove picture %d from the gallery', 'vitrine' ), $position ) ),
			esc_html__( 'Remove', 'vitrine' )
		);
	}
}
