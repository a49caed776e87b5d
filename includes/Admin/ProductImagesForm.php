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
	 * Reads the fields.
	 *
	 * @param array<string, mixed> $input    The form's fields (unslashed).
	 * @param int|null             $price    The product's price as parsed (minor units), null when it has none of its own.
	 * @param string               $currency ISO 4217 code.
	 * @return array{gallery: int[], was_price: int|null, errors: array<string, string>}
	 */
	public static function parse( array $input, ?int $price, string $currency = 'EUR' ): array {
		$errors  = array();
		$gallery = Images::parse_gallery( is_array( $input['gallery'] ?? null ) ? $input['gallery'] : FormInput::text( $input['gallery'] ?? '', 2000 ) );
		if ( '' !== $gallery['error'] ) {
			$errors['gallery'] = $gallery['error'];
		}
		$was = null;
		$raw = null === $price ? '' : FormInput::text( $input['was_price'] ?? '', 40 );
		if ( '' !== $raw ) {
			$was = ProductForm::parse_amount( $raw, $currency );
			if ( null === $was ) {
				$errors['was_price'] = __( 'Please enter the amount as a number, for example 12,90.', 'vitrine' );
			} elseif ( $was <= $price ) {
				$errors['was_price'] = __( 'The earlier price must be higher than the price. Leave it empty when the product is not reduced.', 'vitrine' );
				$was                 = null;
			}
		}
		return array(
			'gallery'   => $gallery['ids'],
			'was_price' => $was,
			'errors'    => $errors,
		);
	}

	/**
	 * Writes what parse() read.
	 *
	 * @param int                                     $post_id Product post ID.
	 * @param array{gallery: int[], was_price: int|null} $parsed  Result of parse() without errors.
	 */
	public static function save( int $post_id, array $parsed ): void {
		Images::save_gallery( $post_id, $parsed['gallery'] );
		if ( null === $parsed['was_price'] ) {
			delete_post_meta( $post_id, ProductGrid::WAS_PRICE_META );
		} else {
			update_post_meta( $post_id, ProductGrid::WAS_PRICE_META, $parsed['was_price'] );
		}
	}
}
