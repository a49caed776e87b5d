<?php
/**
 * The event colour rules.
 *
 * @package Vitrine
 */

namespace Vitrine\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Card colour of an event: validation and the brightness rule of §9.1.
 */
final class Colour {

	/**
	 * Colour of an event without a valid one of its own: a mid blue that
	 * keeps white text readable.
	 */
	public const FALLBACK = '#2f5d8a';

	/**
	 * A valid #rrggbb colour (lower case; #rgb expanded), or the fallback.
	 *
	 * @param mixed $value Stored or submitted value.
	 * @return string
	 */
	public static function normalise( mixed $value ): string {
		$hex = is_string( $value ) ? sanitize_hex_color( trim( $value ) ) : null;
		if ( ! is_string( $hex ) || '' === $hex ) {
			return self::FALLBACK;
		}
		$hex = strtolower( $hex );
		if ( 4 === strlen( $hex ) ) {
			$hex = '#' . $hex[1] . $hex[1] . $hex[2] . $hex[2] . $hex[3] . $hex[3];
		}
		return $hex;
	}

	/**
	 * Brightness (§9.1): (R*299 + G*587 + B*114) / 1000, 0…255.
	 *
	 * @param string $colour Any value; invalid ones count as the fallback.
	 * @return float
	 */
	public static function brightness( string $colour ): float {
		$hex = self::normalise( $colour );
		$r   = hexdec( substr( $hex, 1, 2 ) );
		$g   = hexdec( substr( $hex, 3, 2 ) );
		$b   = hexdec( substr( $hex, 5, 2 ) );
		return ( $r * 299 + $g * 587 + $b * 114 ) / 1000;
	}

	/**
	 * Whether a card gets light styling (§9.1): only above 220, else dark.
	 *
	 * @param string $colour Card background.
	 * @return bool
	 */
	public static function is_light( string $colour ): bool {
		return self::brightness( $colour ) > 220;
	}
}
