<?php
/**
 * VAULT.PAYMENT-TOKEN.DELETED.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Store\PaymentTokenRepository;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A payment token deleted at the provider (the payer removed it in her
 * wallet, or the merchant in the dashboard) is deleted here too, so it is
 * neither offered at checkout nor charged for a renewal. The event names
 * only the token id; every saved method with that provider id goes (the
 * owner's next method becomes her default, as when she deletes it herself).
 * A token that is not (or no longer) saved here: nothing to do. Deletion is
 * final: a late VAULT.PAYMENT-TOKEN.CREATED is not handled, so it never
 * brings a deleted token back.
 */
final class VaultEvents implements Handler {

	public const DELETED = 'VAULT.PAYMENT-TOKEN.DELETED';

	/**
	 * @param PaymentTokenRepository $tokens Saved payment methods.
	 */
	public function __construct( private readonly PaymentTokenRepository $tokens ) {}

	/** {@inheritDoc} */
	public function types(): array {
		return array( self::DELETED );
	}

	/** {@inheritDoc} */
	public function handle( Event $event ): Outcome {
		$token_id = $event->resource_id();
		$owners   = '' === $token_id ? array() : $this->tokens->owners_of_provider_token( $token_id );
		if ( ! $owners ) {
			return Outcome::unchanged( 'no saved method with this token' );
		}
		$deleted = 0;
		foreach ( $owners as $id => $user_id ) {
			try {
				$this->tokens->delete( $user_id, $id );
				++$deleted;
			} catch ( StoreException $gone ) {
				// Deleted at the same moment (by its owner, or a parallel delivery).
				unset( $gone );
			}
		}
		return $deleted > 0
			? Outcome::applied( 'deleted', array( 'deleted' => $deleted ) )
			: Outcome::unchanged( 'already deleted' );
	}
}
