<?php
/**
 * Template files of the storefront's markup.
 *
 * @package Vitrine
 */

namespace Vitrine\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a template file to a string. A theme overrides one by copying it
 * to `{theme}/vitrine/{name}.php` (the way shop plugins let themes do);
 * otherwise the plugin's `templates/{name}.php` is used. Templates receive
 * their data in `$args` and escape at output.
 */
final class Templates {

	/**
	 * The file that renders a template: the theme's copy, else the plugin's.
	 *
	 * @param string $name Template name without `.php`, e.g. `events/details`.
	 */
	public static function locate( string $name ): string {
		$name  = preg_replace( '/[^a-z0-9\/-]/', '', strtolower( $name ) ) ?? '';
		$theme = locate_template( 'vitrine/' . $name . '.php' );
		return '' !== $theme ? $theme : VITRINE_DIR . '/templates/' . $name . '.php';
	}

	/**
	 * The template's HTML.
	 *
	 * @param string               $name Template name.
	 * @param array<string, mixed> $args Data for the template.
	 */
	public static function render( string $name, array $args = array() ): string {
		$file = self::locate( $name );
		if ( ! is_readable( $file ) ) {
			return '';
		}
		ob_start();
		load_template( $file, false, $args );
		return (string) ob_get_clean();
	}
}
