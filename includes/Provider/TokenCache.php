<?php
/**
 * The access token between requests, sealed and never autoloaded.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * One slot (the option `vitrine_provider_token`, autoload off): the sealed
 * token, the credentials' cache key it belongs to and when it expires. One
 * slot because one set of credentials is in use at a time; a check of other
 * credentials overwrites it, which costs one token call.
 *
 * Not a transient: a transient's value is stored in plain text and, without
 * an external object cache, may be autoloaded; a bearer token must be
 * neither.
 */
final class TokenCache {

	public const OPTION = 'vitrine_provider_token';

	/**
	 * The cached token for these credentials, or null.
	 *
	 * @param string $key Credentials::cache_key().
	 */
	public static function get( string $key ): ?string {
		$slot = get_option( self::OPTION );
		if ( ! is_array( $slot ) || ( $slot['key'] ?? '' ) !== $key || (int) ( $slot['expires'] ?? 0 ) <= time() ) {
			return null;
		}
		$token = SecretBox::open( (string) ( $slot['token'] ?? '' ) );
		return null === $token || '' === $token ? null : $token;
	}

	/**
	 * Caches a token for $ttl seconds.
	 *
	 * @param string $key   Credentials::cache_key().
	 * @param string $token Access token.
	 * @param int    $ttl   Seconds.
	 */
	public static function set( string $key, string $token, int $ttl ): void {
		update_option(
			self::OPTION,
			array(
				'key'     => $key,
				'token'   => SecretBox::seal( $token ),
				'expires' => time() + $ttl,
			),
			false
		);
	}

	/**
	 * Drops the token of these credentials ('' : any).
	 *
	 * @param string $key Credentials::cache_key().
	 */
	public static function forget( string $key = '' ): void {
		$slot = get_option( self::OPTION );
		if ( '' === $key || ( is_array( $slot ) && ( $slot['key'] ?? '' ) === $key ) ) {
			delete_option( self::OPTION );
		}
	}
}
