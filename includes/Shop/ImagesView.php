<?php
/**
 * The `<img>` tags of product pictures.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Every product picture goes through wp_get_attachment_image(), so it
 * carries WordPress' own `width`/`height` (the browser reserves the space
 * before the file arrives: no layout shift) and a `srcset` of the sizes
 * WordPress made on upload, with a `sizes` that says how wide the picture
 * is shown, so a phone loads the small file.
 */
final class ImagesView {

	/** Width of a card in the shop grid: half the screen on phones (two columns), up to four columns of the wide width otherwise. */
	public const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 340px';

	/** Width of the main picture on a product page (one column on phones, half the content otherwise). */
	public const MAIN_SIZES = '(max-width: 781px) calc(100vw - 2rem), 600px';

	/** Width of a thumbnail button. */
	public const THUMB_SIZES = '80px';

	/**
	 * The picture's alternative text: its own (media library), else the
	 * product's name, so no product picture is unnamed.
	 *
	 * @param int    $attachment_id Attachment.
	 * @param string $fallback      Product name.
	 */
	public static function alt( int $attachment_id, string $fallback ): string {
		$alt = trim( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) );
		return '' !== $alt ? $alt : $fallback;
	}

	/**
	 * An `<img>` of a product picture.
	 *
	 * @param int                  $attachment_id Attachment.
	 * @param string               $size          Registered size (`medium_large`, `large`, `thumbnail`).
	 * @param string               $sizes         The `sizes` attribute.
	 * @param string               $alt           Alternative text ('' for decorative).
	 * @param array<string, mixed> $extra         More attributes (`loading`, `fetchpriority`, `class`).
	 */
	public static function img( int $attachment_id, string $size, string $sizes, string $alt, array $extra = array() ): string {
		return wp_get_attachment_image(
			$attachment_id,
			$size,
			false,
			array_merge(
				array(
					'alt'      => $alt,
					'sizes'    => $sizes,
					'decoding' => 'async',
				),
				$extra
			)
		);
	}
}
