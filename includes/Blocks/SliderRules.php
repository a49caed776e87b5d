<?php
/**
 * Pure slider rules the server needs for the first paint.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Settings of §3.4 normalised, and the rules of §2.2 and §9.1 that decide
 * the server markup. The view script has the width-dependent ones
 * (src/blocks/events-slider/rules.ts); the stylesheet mirrors them with
 * container queries so the first paint already has the final layout.
 */
final class SliderRules {

	public const TYPES    = array( 'horizontal', 'vertical', 'micro', 'mini', 'multi' );
	public const CONTROLS = array( 'tb', 'lr', 'lrc' );

	/**
	 * slider_type (§3.4): anything unknown is the default, horizontal.
	 *
	 * @param mixed $type Attribute value.
	 * @return string
	 */
	public static function type( mixed $type ): string {
		return in_array( $type, self::TYPES, true ) ? (string) $type : 'horizontal';
	}

	/**
	 * Control placement (§2.2, §3.4): tb, lr, lrc, or any other value
	 * meaning controls in a footer.
	 *
	 * @param mixed $style control_style.
	 * @return string tb, lr, lrc or footer.
	 */
	public static function placement( mixed $style ): string {
		return in_array( $style, self::CONTROLS, true ) ? (string) $style : 'footer';
	}

	/**
	 * Multi slider before the width cap (§9.1): 4 when slides_visible is 1,
	 * else slides_visible (at least 1).
	 *
	 * @param mixed $slides_visible Attribute value.
	 * @return int
	 */
	public static function multi_base( mixed $slides_visible ): int {
		$visible = max( 1, (int) $slides_visible );
		return 1 === $visible ? 4 : $visible;
	}

	/**
	 * A duration in ms within sane bounds.
	 *
	 * @param mixed $ms       Attribute value.
	 * @param int   $fallback Default.
	 * @return int
	 */
	public static function ms( mixed $ms, int $fallback ): int {
		return is_numeric( $ms ) ? max( 0, min( 60000, (int) $ms ) ) : $fallback;
	}
}
