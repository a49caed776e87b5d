<?php
/**
 * A product's pictures: its product image (the featured image) and its
 * gallery (attachment IDs in post meta).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Shared\FormInput;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, checks and writes the gallery meta. The product image stays
 * WordPress' own featured image (`_thumbnail_id`), so themes, the block
 * editor's panel, `core/post-featured-image` and the REST API all see it.
 */
final class Images {

	/** Post meta of the gallery: attachment IDs in the shopper's order. */
	public const GALLERY_META = '_vitrine_gallery';

	/** Most pictures in one gallery. */
	public const MAX_GALLERY = 24;

	/**
	 * The gallery's attachment IDs that are still images in the media
	 * library (a picture deleted from the library drops out here).
	 *
	 * @param int $product_id Product post ID.
	 * @return int[]
	 */
	public static function gallery( int $product_id ): array {
		$stored = get_post_meta( $product_id, self::GALLERY_META, true );
		$ids    = array();
		foreach ( is_array( $stored ) ? $stored : array() as $id ) {
			$id = FormInput::id( $id );
			if ( $id > 0 && wp_attachment_is_image( $id ) && ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * The product image's attachment ID, 0 for none.
	 *
	 * @param int $product_id Product post ID.
	 */
	public static function product_image( int $product_id ): int {
		$id = (int) get_post_thumbnail_id( $product_id );
		return $id > 0 && wp_attachment_is_image( $id ) ? $id : 0;
	}

	/**
	 * Every picture of a product, product image first, each once.
	 *
	 * @param int $product_id Product post ID.
	 * @return int[]
	 */
	public static function all( int $product_id ): array {
		$main = self::product_image( $product_id );
		return array_values( array_unique( array_filter( array_merge( array( $main ), self::gallery( $product_id ) ) ) ) );
	}

	/**
	 * Reads the gallery field of the product form: attachment IDs separated
	 * by commas ("12,7,31") or a list. Each must be an image of the media
	 * library; repeats are dropped, at most MAX_GALLERY are taken.
	 *
	 * @param mixed $raw The field as posted (unslashed).
	 * @return array{ids: int[], error: string} The IDs, or a German error (then nothing is to be saved).
	 */
	public static function parse_gallery( $raw ): array {
		if ( null === $raw || '' === $raw ) {
			return array(
				'ids'   => array(),
				'error' => '',
			);
		}
		if ( is_string( $raw ) && strlen( $raw ) <= self::MAX_GALLERY * 4 * 20 ) {
			$raw = explode( ',', $raw );
		}
		$error = array(
			'ids'   => array(),
			'error' => __( 'The gallery holds something that is not a picture of the media library. Please choose the pictures again.', 'vitrine' ),
		);
		if ( ! is_array( $raw ) || count( $raw ) > self::MAX_GALLERY * 4 ) {
			return $error;
		}
		$ids = array();
		foreach ( $raw as $value ) {
			if ( is_string( $value ) && '' === trim( $value ) ) {
				continue;
			}
			$id = FormInput::id( $value );
			if ( $id <= 0 || 'attachment' !== get_post_type( $id ) || ! wp_attachment_is_image( $id ) ) {
				return $error;
			}
			if ( ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		if ( count( $ids ) > self::MAX_GALLERY ) {
			return array(
				'ids'   => array(),
				/* translators: %d: most pictures in a gallery */
				'error' => sprintf( __( 'A gallery holds at most %d pictures.', 'vitrine' ), self::MAX_GALLERY ),
			);
		}
		return array(
			'ids'   => $ids,
			'error' => '',
		);
	}

	/**
	 * Writes the gallery (an empty list removes the meta).
	 *
	 * @param int   $product_id Product post ID.
	 * @param int[] $ids        Checked attachment IDs (parse_gallery()).
	 */
	public static function save_gallery( int $product_id, array $ids ): void {
		if ( array() === $ids ) {
			delete_post_meta( $product_id, self::GALLERY_META );
			return;
		}
		update_post_meta( $product_id, self::GALLERY_META, array_values( array_map( 'intval', $ids ) ) );
	}

	/**
	 * The gallery as the form's field holds it: "12,7,31".
	 *
	 * @param int $product_id Product post ID.
	 */
	public static function gallery_field( int $product_id ): string {
		return implode( ',', self::gallery( $product_id ) );
	}
}
