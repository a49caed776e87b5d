<?php
/**
 * Mail templates: found in the theme first, rendered with their data.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Mails are plain text: every mail client shows them the
 * same, they load nothing from elsewhere, and there is no markup to break.
 * A template is `templates/mail/{name}.php` of the plugin; a theme overrides
 * it with `vitrine/mail/{name}.php` (child theme first, as WordPress'
 * locate_template() looks). Templates print every value through
 * Template::text(), their escaping for plain text.
 */
final class Template {

	/**
	 * Renders a template with its data.
	 *
	 * @param string               $name Template name without `.php` (e.g. "customer-order", "parts/order-details").
	 * @param array<string, mixed> $data Variables of the template (`$mail` in it).
	 */
	public static function render( string $name, array $data ): string {
		$file = self::locate( $name );
		if ( '' === $file ) {
			return '';
		}
		ob_start();
		( static function ( string $vitrine_template_file, array $mail ): void {
			include $vitrine_template_file;
		} )( $file, $data );
		return (string) ob_get_clean();
	}

	/**
	 * The template's file: the theme's override, else the plugin's.
	 *
	 * @param string $name Template name.
	 */
	public static function locate( string $name ): string {
		if ( ! preg_match( '#^[a-z0-9-]+(/[a-z0-9-]+)?$#', $name ) ) {
			return '';
		}
		$theme = locate_template( 'vitrine/mail/' . $name . '.php' );
		if ( '' !== $theme ) {
			return $theme;
		}
		$own = VITRINE_DIR . '/templates/mail/' . $name . '.php';
		return is_readable( $own ) ? $own : '';
	}

	/**
	 * A value for a plain-text mail: no tags, no control characters (a
	 * name cannot add lines or headers), entities decoded.
	 *
	 * @param mixed $value Value.
	 */
	public static function text( $value ): string {
		$text = is_scalar( $value ) ? (string) $value : '';
		$text = wp_specialchars_decode( wp_strip_all_tags( $text ), ENT_QUOTES );
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', $text ) );
	}

	/**
	 * Labelled lines ("Label: value"), the labels padded to one width.
	 *
	 * @param array<string, string> $rows Label => value.
	 */
	public static function rows( array $rows ): string {
		$width = 0;
		foreach ( array_keys( $rows ) as $label ) {
			$width = max( $width, mb_strlen( self::text( $label ) ) + 1 );
		}
		$out = '';
		foreach ( $rows as $label => $value ) {
			$label = self::text( $label ) . ':';
			$out  .= $label . str_repeat( ' ', max( 1, $width - mb_strlen( $label ) + 2 ) ) . self::text( $value ) . "\n";
		}
		return $out;
	}
}
