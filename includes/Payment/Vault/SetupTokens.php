<?php
/**
 * Who started which setup token.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

defined( 'ABSPATH' ) || exit;

/**
 * Every setup token is created through our create_setup_token endpoint, so
 * we remember its owner (a user `user:{id}` or a guest cart session
 * `guest:{token}`) for as long as the provider keeps it usable. Turning a
 * setup token into a saved method is allowed only to that owner: a setup
 * token id seen in someone else's page, log or request cannot be attached
 * to another account.
 */
final class SetupTokens {

	/** The provider keeps Vault request ids 3 hours; a setup token is not used later. */
	private const TTL = 3 * HOUR_IN_SECONDS;

	/**
	 * Records the owner of a new setup token.
	 *
	 * @param string $setup_token_id Provider setup token id.
	 * @param string $owner          Owner key.
	 */
	public function remember( string $setup_token_id, string $owner ): void {
		set_transient( self::key( $setup_token_id ), $owner, self::TTL );
	}

	/**
	 * Whether the setup token was started by this owner.
	 *
	 * @param string $setup_token_id Provider setup token id.
	 * @param string $owner          Owner key.
	 */
	public function owned_by( string $setup_token_id, string $owner ): bool {
		$known = get_transient( self::key( $setup_token_id ) );
		return '' !== $owner && is_string( $known ) && hash_equals( $known, $owner );
	}

	/**
	 * Forgets a used setup token.
	 *
	 * @param string $setup_token_id Provider setup token id.
	 */
	public function forget( string $setup_token_id ): void {
		delete_transient( self::key( $setup_token_id ) );
	}

	/**
	 * The owner key of a user or a guest session.
	 *
	 * @param int    $user_id User (0 for a guest).
	 * @param string $session Cart session key of the guest.
	 */
	public static function owner( int $user_id, string $session ): string {
		if ( $user_id > 0 ) {
			return 'user:' . $user_id;
		}
		return str_starts_with( $session, 'guest:' ) ? $session : '';
	}

	/**
	 * Transient name (hashed: setup token ids are up to 64 characters).
	 *
	 * @param string $setup_token_id Id.
	 */
	private static function key( string $setup_token_id ): string {
		return 'vitrine_setup_' . md5( $setup_token_id );
	}
}
