<?php
/**
 * Secrets at rest: the client secret and the cached access token.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Seals a string with libsodium's secretbox (XSalsa20-Poly1305) under a key
 * derived from the site's wp-config salts, so a copy of the database alone
 * (a backup, an export, a leaked dump) does not give the secret away.
 *
 * A sealed value is `vitrine:sb1:` + base64( nonce . ciphertext ). When the
 * salts change, open() answers null: the owner enters the secret again
 * (the settings page says so), nothing fails with a crypto error.
 */
final class SecretBox {

	private const PREFIX = 'vitrine:sb1:';

	/**
	 * Whether a stored value is sealed (else it is a plain legacy value).
	 *
	 * @param string $value Stored value.
	 */
	public static function is_sealed( string $value ): bool {
		return str_starts_with( $value, self::PREFIX );
	}

	/**
	 * Seals a plain value ('' stays '').
	 *
	 * @param string $plain Plain text.
	 */
	public static function seal( string $plain ): string {
		if ( '' === $plain ) {
			return '';
		}
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return self::PREFIX . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, self::key() ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary ciphertext in an option.
	}

	/**
	 * The plain value of a sealed one; a plain (legacy) value as it is;
	 * null when it cannot be opened (salts changed, value altered).
	 *
	 * @param string $stored Stored value.
	 */
	public static function open( string $stored ): ?string {
		if ( ! self::is_sealed( $stored ) ) {
			return $stored;
		}
		$raw = base64_decode( substr( $stored, strlen( self::PREFIX ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see seal().
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$plain = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), self::key() );
		return false === $plain ? null : $plain;
	}

	/**
	 * A keyed fingerprint of a secret (for "were these credentials checked"),
	 * never the secret itself.
	 *
	 * @param string $value Value.
	 */
	public static function fingerprint( string $value ): string {
		return hash_hmac( 'sha256', $value, self::key() );
	}

	/**
	 * 32 bytes derived from the AUTH_KEY and AUTH_SALT of wp-config.php
	 * (wp_salt( 'auth' )), bound to this use.
	 */
	private static function key(): string {
		return hash_hmac( 'sha256', 'vitrine provider secrets v1', wp_salt( 'auth' ), true );
	}
}
