<?php
/**
 * Country selects of the shop's forms.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

/**
 * The countries the shop delivers to, with German names.
 */
final class Countries {

	/**
	 * Country code => German name, sorted by name.
	 *
	 * @return array<string, string>
	 */
	public static function names(): array {
		$names = array();
		foreach ( CheckoutValidator::countries() as $code ) {
			$names[ $code ] = self::name( $code );
		}
		if ( class_exists( \Collator::class ) ) {
			( new \Collator( determine_locale() ) )->asort( $names );
		} else {
			asort( $names );
		}
		return $names;
	}

	/**
	 * A country's German name (the code when unknown).
	 *
	 * @param string $code ISO code.
	 */
	public static function name( string $code ): string {
		if ( class_exists( \Locale::class ) ) {
			$name = \Locale::getDisplayRegion( '-' . $code, determine_locale() );
			if ( is_string( $name ) && '' !== $name && $name !== $code ) {
				return $name;
			}
		}
		return $code;
	}

	/**
	 * A select of the countries.
	 *
	 * @param string                $name     Field name.
	 * @param string                $id       Element ID.
	 * @param string                $selected Selected code.
	 * @param array<string, string> $attrs    Further attributes.
	 */
	public static function select( string $name, string $id, string $selected, array $attrs = array() ): string {
		$extra = '';
		foreach ( $attrs as $attr => $value ) {
			$extra .= ' ' . esc_attr( $attr ) . '="' . esc_attr( $value ) . '"';
		}
		$html = '<select name="' . esc_attr( $name ) . '" id="' . esc_attr( $id ) . '"' . $extra . '>';
		foreach ( self::names() as $code => $label ) {
			$html .= '<option value="' . esc_attr( $code ) . '"' . selected( $selected, $code, false ) . '>' . esc_html( $label ) . '</option>';
		}
		return $html . '</select>';
	}
}
