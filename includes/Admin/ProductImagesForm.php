<?php
/**
 * The product data box's pictures and earlier price: form values, parsing
 * and saving.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shared\FormInput;
use Vitrine\Shop\Images;
use Vitrine\Shop\ProductGrid;

defined( 'ABSPATH' ) || exit;

/**
 * Two fields of the product form (`vitrine_product[gallery]`,
 * `vitrine_product[was_price]`) that live in post meta beside the store's
 * product data. They are read with the rest of the form (same nonce, same
 * capability check, same error display) and written only when the whole
 * form was good and the store saved the product.
 */
final class ProductImagesForm {

	/**
	 * The fields' values for the box.
	 *
	 * @param int    $post_id  Product post ID.
	 * @param string $currency ISO 4217 code.
	 * @return array{gallery: string, was_price: string}
	 */
	public static function values( int $post_id, string $currency = 'EUR' ): array {
		$was = get_post_meta( $post_id, ProductGrid::WAS_PRICE_META, true );
		return array(
			'gallery'   => Images::gallery_field( $post_id ),
			'was_price' => is_numeric( $was ) && (int) $was > 0 ? ProductForm::format_amount( (int) $was, $currency ) : '',
		);
	}

	/**
	 * Reads the fields. A field the form did not send at all is left as it
	 * is (`null`), so a form without it never empties a gallery.
	 *
	 * @param array<string, mixed> $input    The form's fields (unslashed).
	 * @param int|null             $price    The product's price as parsed (minor units), null when it has none of its own.
	 * @param string               $currency ISO 4217 code.
	 * @return array{gallery: int[]|null, was_price: int|false|null, errors: array<string, string>}
	 *         `was_price`: minor units, false to remove it, null to leave it.
	 */
	public static function parse( array $input, ?int $price, string $currency = 'EUR' ): array {
		$errors  = array();
		$gallery = null;
		if ( array_key_exists( 'gallery', $input ) ) {
			// Cast and bounded in Images::parse_gallery() (IDs by FormInput::id()).
			$read = Images::parse_gallery( $input['gallery'] );
			if ( '' !== $read['error'] ) {
				$errors['gallery'] = $read['error'];
			}
			$gallery = $read['ids'];
		}
		$was = array_key_exists( 'was_price', $input ) || null === $price ? false : null;
		$raw = null === $price ? '' : FormInput::text( $input['was_price'] ?? '', 40 );
		if ( '' !== $raw ) {
			$was = ProductForm::parse_amount( $raw, $currency );
			if ( null === $was ) {
				$errors['was_price'] = __( 'Please enter the amount as a number, for example 12,90.', 'vitrine' );
			} elseif ( $was <= $price ) {
				$errors['was_price'] = __( 'The earlier price must be higher than the price. Leave it empty when the product is not reduced.', 'vitrine' );
			}
		}
		return array(
			'gallery'   => $gallery,
			'was_price' => $was,
			'errors'    => $errors,
		);
	}

	/**
	 * Writes what parse() read.
	 *
	 * @param int                                                   $post_id Product post ID.
	 * @param array{gallery: int[]|null, was_price: int|false|null} $parsed  Result of parse() without errors.
	 */
	public static function save( int $post_id, array $parsed ): void {
		if ( null !== $parsed['gallery'] ) {
			Images::save_gallery( $post_id, $parsed['gallery'] );
		}
		if ( false === $parsed['was_price'] ) {
			delete_post_meta( $post_id, ProductGrid::WAS_PRICE_META );
		} elseif ( null !== $parsed['was_price'] ) {
			update_post_meta( $post_id, ProductGrid::WAS_PRICE_META, $parsed['was_price'] );
		}
	}
}
