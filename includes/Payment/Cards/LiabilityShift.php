<?php
/**
 * The 3-D Secure outcome of a card payment, decided from the provider order.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: the provider order's `payment_source.card.authentication_result`
 * in, what the shop does out — as the provider documents its recommended
 * actions: authentication R (rejected) or N (failed) → refuse; liability
 * shift POSSIBLE → capture; NO with enrollment B, U or N and no
 * authentication → capture (the card or issuer takes no part in 3-D
 * Secure); anything else (UNKNOWN, U, nothing) → ask the shopper to try
 * again, nothing captured.
 */
final class LiabilityShift {

	public const PROCEED = 'proceed';
	public const REFUSE  = 'refuse';
	public const RETRY   = 'retry';

	/**
	 * The decision for an authentication result.
	 *
	 * @param mixed $result `authentication_result` of the order's card (array or absent).
	 * @return string One of PROCEED, REFUSE, RETRY.
	 */
	public static function decide( $result ): string {
		$result = is_array( $result ) ? $result : array();
		$secure = is_array( $result['three_d_secure'] ?? null ) ? $result['three_d_secure'] : array();
		$shift  = strtoupper( self::text( $result['liability_shift'] ?? '' ) );
		$enroll = strtoupper( self::text( $secure['enrollment_status'] ?? '' ) );
		$auth   = strtoupper( self::text( $secure['authentication_status'] ?? '' ) );
		if ( in_array( $auth, array( 'R', 'N' ), true ) ) {
			return self::REFUSE;
		}
		if ( 'POSSIBLE' === $shift ) {
			return self::PROCEED;
		}
		if ( 'NO' === $shift && in_array( $enroll, array( 'B', 'U', 'N' ), true ) && '' === $auth ) {
			return self::PROCEED;
		}
		return self::RETRY;
	}

	/**
	 * A scalar as a string, '' otherwise.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
