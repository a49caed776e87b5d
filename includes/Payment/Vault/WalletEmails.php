<?php
/**
 * The payer e-mail of wallets saved before it was kept (schema 4).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Vault;
use Vitrine\Store\Gateways;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A wallet saved before the store kept the payer's e-mail has none on its
 * row, and §2.7 / §3.11 vaulted_paypal_email need it. When such a row is
 * needed, the provider's payment token is read (GET
 * /v3/vault/payment-tokens/{id}: payment_source.paypal.email_address) and
 * the row gets the e-mail through the store's save of the same token (which
 * fills an empty e-mail, PaymentTokenRepository::add). A provider that fails
 * or answers no e-mail leaves the row as it is and is not asked again for
 * that token for RETRY_AFTER seconds, so a page view costs at most one
 * read per such wallet and none once it is filled.
 */
final class WalletEmails {

	/** Seconds a token whose e-mail could not be had is left alone. */
	public const RETRY_AFTER = 10 * MINUTE_IN_SECONDS;

	/**
	 * @param Store $store The shop.
	 * @param Vault $vault The provider's vault.
	 */
	public function __construct( private readonly Store $store, private readonly Vault $vault ) {}

	/**
	 * A user's saved methods (default first) with the e-mail of each wallet
	 * the provider can tell.
	 *
	 * @param int $user_id User.
	 * @return PaymentToken[]
	 */
	public function fill( int $user_id ): array {
		$tokens = $user_id > 0 ? $this->store->payment_tokens( $user_id ) : array();
		$filled = false;
		foreach ( $tokens as $token ) {
			if ( self::lacks_email( $token ) && $this->fill_one( $user_id, $token ) ) {
				$filled = true;
			}
		}
		return $filled ? $this->store->payment_tokens( $user_id ) : $tokens;
	}

	/**
	 * Whether a saved method is a wallet without its e-mail.
	 *
	 * @param PaymentToken $token Saved method.
	 */
	public static function lacks_email( PaymentToken $token ): bool {
		return Gateways::WALLET === $token->gateway && '' === $token->email;
	}

	/**
	 * Asks the provider for one wallet's e-mail and keeps it.
	 *
	 * @param int          $user_id Owner.
	 * @param PaymentToken $token   Her wallet without e-mail.
	 * @return bool Whether the row has it now.
	 */
	private function fill_one( int $user_id, PaymentToken $token ): bool {
		$miss = 'vitrine_wallet_email_miss_' . md5( $token->provider_token_id );
		if ( false !== get_transient( $miss ) ) {
			return false;
		}
		try {
			$answer  = $this->vault->get_payment_token( $token->provider_token_id );
			$details = TokenDetails::from_source( $token->provider_token_id, (array) ( $answer['payment_source'] ?? array() ) );
			if ( Gateways::WALLET === $details['gateway'] && '' !== $details['email'] && '' !== $this->store->save_payment_token( $user_id, $details )->email ) {
				return true;
			}
		} catch ( ApiError | StoreException $error ) {
			// Left without e-mail; asked again after RETRY_AFTER.
			unset( $error );
		}
		set_transient( $miss, 1, self::RETRY_AFTER );
		return false;
	}
}
