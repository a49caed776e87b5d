<?php
/**
 * PayPal-Request-Id values derived from our own order and attempt.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the idempotency key of a mutating call (§7.2: a retry must never
 * charge twice). The same operation on the same order in the same attempt
 * always gets the same id, so a retry after a time-out is answered with the
 * first result; a new attempt (say, after a declined card) gets a new one.
 */
final class RequestId {

	/**
	 * The provider accepts at most 108 characters.
	 */
	private const MAX_LENGTH = 108;

	/**
	 * @param string     $operation What the call does, e.g. "create-order", "capture".
	 * @param string|int $reference Our order (or setup/customer) reference.
	 * @param int        $attempt   Payment attempt of that order, from 1.
	 * @param string     $site      Site salt, so shops sharing an account never collide.
	 * @return string
	 */
	public static function for( string $operation, string|int $reference, int $attempt = 1, string $site = '' ): string {
		if ( '' === $site ) {
			$site = substr( md5( (string) home_url() ), 0, 8 );
		}
		$clean = static fn( string $part ): string => (string) preg_replace( '/[^A-Za-z0-9_-]+/', '-', $part );
		$id    = 'vitrine-' . $clean( $site ) . '-' . $clean( (string) $reference ) . '-' . max( 1, $attempt ) . '-' . $clean( $operation );
		if ( strlen( $id ) > self::MAX_LENGTH ) {
			$id = 'vitrine-' . hash( 'sha256', $id );
		}
		return $id;
	}
}
