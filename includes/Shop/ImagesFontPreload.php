<?php
/**
 * Preloads the theme's body font.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Part of "no layout shift": WordPress serves the
 * theme's web fonts with `font-display: fallback`, so when the font file is
 * not there within 100 ms, the page is painted in a fallback font and laid
 * out again once the font arrives; a product name that took two lines in
 * the fallback font takes one in the real one, and every card below moves
 * (bench/layout-shift.mjs measured 0.023 on /shop/ at 390 px). Asking for
 * the body font's file from the document's head, before the stylesheets,
 * lets it arrive in time. Only the body font (the one nearly every line
 * uses), only woff2 files of the theme, at most two faces.
 */
final class ImagesFontPreload {

	/**
	 * Hooks in.
	 */
	public static function hook(): void {
		add_action( 'wp_head', array( self::class, 'print' ), 1 );
	}

	/**
	 * `wp_head`: the preload links.
	 */
	public static function print(): void {
		foreach ( self::urls() as $url ) {
			printf( '<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin />' . "\n", esc_url( $url ) );
		}
	}

	/**
	 * The woff2 files of the body font's faces.
	 *
	 * @return string[]
	 */
	public static function urls(): array {
		if ( ! function_exists( 'wp_get_global_styles' ) || ! wp_is_block_theme() ) {
			return array();
		}
		$family = (string) wp_get_global_styles( array( 'typography', 'fontFamily' ) );
		if ( ! preg_match( '/--wp--preset--font-family--([a-z0-9-]+)/', $family, $match ) ) {
			return array();
		}
		$urls = array();
		foreach ( (array) wp_get_global_settings( array( 'typography', 'fontFamilies' ) ) as $families ) {
			foreach ( (array) $families as $font ) {
				if ( ! is_array( $font ) || ( $font['slug'] ?? '' ) !== $match[1] ) {
					continue;
				}
				foreach ( (array) ( $font['fontFace'] ?? array() ) as $face ) {
					foreach ( (array) ( $face['src'] ?? array() ) as $src ) {
						$src = (string) $src;
						if ( str_ends_with( $src, '.woff2' ) && count( $urls ) < 2 ) {
							$urls[] = str_starts_with( $src, 'file:./' ) ? get_theme_file_uri( substr( $src, 7 ) ) : $src;
						}
					}
				}
			}
		}
		return array_values( array_unique( $urls ) );
	}
}
