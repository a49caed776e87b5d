<?php
/**
 * How long an authorization holds the payer's money.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Authorizations;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rule of the provider's documented periods for §3.11 intent
 * authorize: an authorization holds the funds for 29 days, and a capture is
 * honoured for sure within the first 3 (the honor period); later it depends
 * on the payer's funds. The shop flags an authorization from 3 days before
 * it expires, so the owner captures or voids it in time.
 */
final class Expiry {

	public const HONOR_DAYS = 3;
	public const VALID_DAYS = 29;
	public const WARN_DAYS  = 3;

	public const HONOR    = 'honor';
	public const OPEN     = 'open';
	public const EXPIRING = 'expiring';
	public const EXPIRED  = 'expired';

	/**
	 * When an authorization expires: the provider's `expiration_time`, else
	 * 29 days after it was made.
	 *
	 * @param int    $authorized_at Unix time it was made.
	 * @param string $provider      The provider's expiration_time ('' none).
	 */
	public static function expires_at( int $authorized_at, string $provider ): int {
		$time = '' === $provider ? false : strtotime( $provider );
		return false === $time ? $authorized_at + self::VALID_DAYS * DAY_IN_SECONDS : $time;
	}

	/**
	 * The state of an authorization at a moment.
	 *
	 * @param int $authorized_at Unix time it was made.
	 * @param int $expires_at    Unix time it expires.
	 * @param int $now           Unix time now.
	 * @return string HONOR, OPEN, EXPIRING or EXPIRED.
	 */
	public static function state( int $authorized_at, int $expires_at, int $now ): string {
		if ( $now >= $expires_at ) {
			return self::EXPIRED;
		}
		if ( $expires_at - $now <= self::WARN_DAYS * DAY_IN_SECONDS ) {
			return self::EXPIRING;
		}
		return $now < $authorized_at + self::HONOR_DAYS * DAY_IN_SECONDS ? self::HONOR : self::OPEN;
	}

	/**
	 * Whether the owner should be warned (order screen and list).
	 *
	 * @param string $state A state of state().
	 */
	public static function flagged( string $state ): bool {
		return self::EXPIRING === $state || self::EXPIRED === $state;
	}

	/**
	 * The German sentence for the order screen.
	 *
	 * @param int $authorized_at Unix time it was made.
	 * @param int $expires_at    Unix time it expires.
	 * @param int $now           Unix time now.
	 */
	public static function message( int $authorized_at, int $expires_at, int $now ): string {
		$date = static fn( int $time ): string => wp_date( (string) get_option( 'date_format' ), $time );
		switch ( self::state( $authorized_at, $expires_at, $now ) ) {
			case self::EXPIRED:
				/* translators: %s: date */
				return sprintf( __( 'The authorization expired on %s: it can no longer be captured. Cancel the order, or ask the customer to pay again.', 'vitrine' ), $date( $expires_at ) );
			case self::EXPIRING:
				/* translators: %s: date */
				return sprintf( __( 'The authorization expires on %s. Capture or void it before then.', 'vitrine' ), $date( $expires_at ) );
			case self::HONOR:
				/* translators: 1: date, 2: date */
				return sprintf( __( 'A capture is guaranteed until %1$s (honor period); the authorization expires on %2$s.', 'vitrine' ), $date( $authorized_at + self::HONOR_DAYS * DAY_IN_SECONDS ), $date( $expires_at ) );
		}
		/* translators: %s: date */
		return sprintf( __( 'The honor period is over: a capture may still succeed until %s, depending on the payer\'s funds.', 'vitrine' ), $date( $expires_at ) );
	}
}
