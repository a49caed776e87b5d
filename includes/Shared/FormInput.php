<?php
/**
 * Casting and bounding of form and query input, in one place.
 *
 * @package Vitrine
 */

namespace Vitrine\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Every value a browser sends is a string, an array (`field[]=x`) or
 * missing; these readers turn it into the type the code below expects or
 * into the "nothing" of that type, so no handler hands an array, a float or
 * a number past PHP_INT_MAX to the store.
 *
 * WordPress' absint() is not enough for IDs: absint( '-9223372036854775808' )
 * is a float (abs() of PHP_INT_MIN), which a parameter typed `int` refuses
 * with a TypeError, and absint( array( 'x' ) ) is 1.
 */
final class FormInput {

	/**
	 * The largest ID taken: 18 digits stay below PHP_INT_MAX, and are far
	 * beyond any post, order or token ID a shop will have.
	 */
	public const MAX_ID_DIGITS = 18;

	/**
	 * A positive whole number written in decimal digits (an ID), else 0.
	 * "12", " 12 " and 12 are 12; "1.5", "1e3", "-3", "0x1A", "12abc",
	 * arrays and 19-digit numbers are 0.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function id( $value ): int {
		if ( is_int( $value ) ) {
			return max( 0, $value );
		}
		if ( ! is_string( $value ) ) {
			return 0;
		}
		$value = trim( $value );
		return preg_match( '/^[0-9]{1,' . self::MAX_ID_DIGITS . '}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * A whole number from 0 to $max (a quantity), else null. Leading zeros
	 * are fine ("007" is 7); signs, decimals and exponents are not.
	 *
	 * @param mixed $value Raw value.
	 * @param int   $max   Largest number taken.
	 */
	public static function count( $value, int $max ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 && $value <= $max ? $value : null;
		}
		if ( ! is_string( $value ) || ! preg_match( '/^[0-9]{1,18}$/', trim( $value ) ) ) {
			return null;
		}
		$number = (int) trim( $value );
		return $number <= $max ? $number : null;
	}

	/**
	 * A single-line text (sanitize_text_field), cut to $max characters; ''
	 * for arrays and anything else that is not a string or number.
	 *
	 * @param mixed $value Raw (unslashed) value.
	 * @param int   $max   Most characters kept.
	 */
	public static function text( $value, int $max = 200 ): string {
		if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
			return '';
		}
		return mb_substr( trim( sanitize_text_field( (string) $value ) ), 0, $max );
	}

	/**
	 * A key (sanitize_key: lowercase letters, digits, _ and -), '' for
	 * anything that is not a string.
	 *
	 * @param mixed $value Raw (unslashed) value.
	 * @param int   $max   Most characters kept.
	 */
	public static function key( $value, int $max = 100 ): string {
		return is_string( $value ) ? substr( sanitize_key( $value ), 0, $max ) : '';
	}
}
