<?php
/**
 * Saved payment methods of users (Vault v3).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Payment\Config\Labels;
use Vitrine\Payment\Experience;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Vault;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * The one service behind every saved method (§7.2 create_setup_token,
 * create_payment_token(_for_guest), save at checkout, my account, renewals):
 * starts setup tokens, turns an approved one into the provider payment token
 * plus our row, deletes at the provider and here, lists, and hands out a
 * token for paying only to its owner.
 *
 * Ownership, in one place: a setup token is turned into a method only for
 * whoever started it (SetupTokens); a provider payment token is kept only
 * when its customer is the user's provider customer (CustomerIds; the first
 * one is stored); our rows are read and deleted only through the owner's id
 * (PaymentTokenRepository). Nobody can attach, use or delete another user's
 * token.
 */
final class SavedMethods {

	/** Kinds of payment source that can be saved. */
	public const KINDS = array( 'card', 'paypal' );

	/** §3.11 verification_method values the provider knows. */
	public const VERIFICATION = array( 'SCA_WHEN_REQUIRED', 'SCA_ALWAYS' );

	private const GUEST_TTL = 3 * HOUR_IN_SECONDS;

	private readonly CustomerIds $customers;
	private readonly SetupTokens $setups;

	/**
	 * @param Store $store The shop.
	 * @param Vault $vault The provider's vault.
	 */
	public function __construct( private readonly Store $store, private readonly Vault $vault ) {
		$this->customers = new CustomerIds();
		$this->setups    = new SetupTokens();
	}

	/**
	 * The user's provider customer id ('' when none yet).
	 *
	 * @param int $user_id User.
	 */
	public function customer_id( int $user_id ): string {
		return $this->customers->get( $user_id );
	}

	/**
	 * Starts saving a card or the wallet (§7.2 create_setup_token) under the
	 * user's provider customer (or the guest session's earlier one).
	 *
	 * @param int    $user_id      User (0: guest).
	 * @param string $session      Cart session key.
	 * @param string $kind         card or paypal.
	 * @param string $verification SCA_WHEN_REQUIRED, SCA_ALWAYS or '' (cards only).
	 * @param string $return_url   Where the wallet's approval returns ('' for cards).
	 * @return array{id: string, status: string, approve_link: string}
	 * @throws VaultRefused For a guest without session or an unknown kind.
	 * @throws ApiError When the provider refuses or fails.
	 */
	public function start( int $user_id, string $session, string $kind, string $verification = '', string $return_url = '' ): array {
		$owner = SetupTokens::owner( $user_id, $session );
		if ( '' === $owner || ! in_array( $kind, self::KINDS, true ) ) {
			throw new VaultRefused( 'vitrine_vault_refused', __( 'Your session has expired. Please reload the page.', 'vitrine' ) );
		}
		$back = '' !== $return_url ? $return_url : home_url( '/' );
		if ( 'card' === $kind ) {
			$source = array( 'card' => array( 'experience_context' => self::experience( $back ) ) );
			if ( in_array( $verification, self::VERIFICATION, true ) ) {
				$source['card']['verification_method'] = $verification;
			}
		} else {
			$source = array(
				'paypal' => array(
					'usage_type'         => 'MERCHANT',
					'experience_context' => self::experience( $back ),
				),
			);
		}
		$customer = $user_id > 0 ? $this->customers->get( $user_id ) : $this->guest_customer( $session );
		$answer   = $this->vault->create_setup_token( $source, '' === $customer ? null : $customer, RequestId::for( 'setup-token-' . $kind, wp_generate_uuid4() ) );
		$id       = (string) ( $answer['id'] ?? '' );
		if ( '' === $id ) {
			throw new VaultRefused( 'vitrine_vault_failed', self::failed(), 502 );
		}
		$this->setups->remember( $id, $owner );
		$approve = '';
		foreach ( (array) ( $answer['links'] ?? array() ) as $link ) {
			if ( is_array( $link ) && in_array( $link['rel'] ?? '', array( 'approve', 'payer-action' ), true ) ) {
				$approve = (string) ( $link['href'] ?? '' );
			}
		}
		return array(
			'id'           => $id,
			'status'       => (string) ( $answer['status'] ?? '' ),
			'approve_link' => $approve,
		);
	}

	/**
	 * Turns the user's approved setup token into a saved method (§7.2
	 * create_payment_token). Saving the same setup token again returns the
	 * same method.
	 *
	 * @param int    $user_id        Logged-in user.
	 * @param string $setup_token_id Provider setup token id.
	 * @throws VaultRefused When the setup token is not the user's, or names another customer.
	 * @throws ApiError When the provider refuses or fails.
	 * @throws StoreException When the method cannot be stored (expired card).
	 */
	public function save_setup_token( int $user_id, string $setup_token_id ): PaymentToken {
		if ( $user_id <= 0 || ! $this->setups->owned_by( $setup_token_id, SetupTokens::owner( $user_id, '' ) ) ) {
			throw self::not_yours();
		}
		$answer = $this->vault->create_payment_token( $setup_token_id, RequestId::for( 'payment-token', $setup_token_id ) );
		$token  = $this->keep( $user_id, $answer );
		$this->setups->forget( $setup_token_id );
		return $token;
	}

	/**
	 * A guest's approved setup token becomes a provider payment token now,
	 * kept for the guest's session until the checkout creates her account
	 * (§6, §7.2 create_payment_token_for_guest; attach_guest_tokens()).
	 *
	 * @param string $session        The guest's cart session key.
	 * @param string $setup_token_id Provider setup token id.
	 * @return string Provider payment token id.
	 * @throws VaultRefused When the setup token is not this session's.
	 * @throws ApiError When the provider refuses or fails.
	 */
	public function save_for_guest( string $session, string $setup_token_id ): string {
		$owner = SetupTokens::owner( 0, $session );
		if ( '' === $owner || ! $this->setups->owned_by( $setup_token_id, $owner ) ) {
			throw self::not_yours();
		}
		$answer = $this->vault->create_payment_token( $setup_token_id, RequestId::for( 'payment-token', $setup_token_id ) );
		$id     = (string) ( $answer['id'] ?? '' );
		if ( '' === $id ) {
			throw new VaultRefused( 'vitrine_vault_failed', self::failed(), 502 );
		}
		$pending        = $this->guest_tokens( $session );
		$pending[ $id ] = $answer;
		set_transient( self::guest_key( $session ), $pending, self::GUEST_TTL );
		$this->setups->forget( $setup_token_id );
		return $id;
	}

	/**
	 * Gives the guest session's saved methods to the account her checkout
	 * just created.
	 *
	 * @param string $session Guest cart session key.
	 * @param int    $user_id The new account.
	 * @return PaymentToken[]
	 */
	public function attach_guest_tokens( string $session, int $user_id ): array {
		$saved = array();
		if ( ! str_starts_with( $session, 'guest:' ) || $user_id <= 0 ) {
			return $saved;
		}
		$pending = $this->guest_tokens( $session );
		delete_transient( self::guest_key( $session ) );
		foreach ( $pending as $answer ) {
			try {
				$saved[] = $this->keep( $user_id, (array) $answer );
			} catch ( VaultRefused | StoreException $skipped ) {
				continue;
			}
		}
		return $saved;
	}

	/**
	 * After a paid provider order that asked to store its source (save at
	 * checkout): its vault id becomes the user's saved method. Does nothing
	 * when the order vaulted nothing.
	 *
	 * @param int                  $user_id        The order's customer.
	 * @param array<string, mixed> $provider_order The provider order as answered by capture or get.
	 * @return PaymentToken|null
	 * @throws VaultRefused When the vaulted token names another customer.
	 * @throws ApiError When the provider cannot be asked.
	 * @throws StoreException When the method cannot be stored.
	 */
	public function save_from_order( int $user_id, array $provider_order ): ?PaymentToken {
		$vault_id = self::vault_id( $provider_order );
		if ( $user_id <= 0 || '' === $vault_id ) {
			return null;
		}
		return $this->keep( $user_id, $this->vault->get_payment_token( $vault_id ) );
	}

	/**
	 * The vault id a paid order's payment source carries ('' for none).
	 *
	 * @param array<string, mixed> $provider_order Provider order.
	 */
	public static function vault_id( array $provider_order ): string {
		foreach ( (array) ( $provider_order['payment_source'] ?? array() ) as $source ) {
			$vault = is_array( $source ) ? ( $source['attributes']['vault'] ?? null ) : null;
			if ( is_array( $vault ) && 'VAULTED' === ( $vault['status'] ?? '' ) && is_string( $vault['id'] ?? null ) ) {
				return $vault['id'];
			}
		}
		return '';
	}

	/**
	 * A user's saved methods, the default first.
	 *
	 * @param int $user_id User.
	 * @return PaymentToken[]
	 */
	public function of_user( int $user_id ): array {
		return $user_id > 0 ? $this->store->payment_tokens( $user_id ) : array();
	}

	/**
	 * One of the user's methods, to pay with; never another user's.
	 *
	 * @param int $user_id  User.
	 * @param int $token_id Our token id.
	 * @throws VaultRefused When the user has no such method.
	 */
	public function for_payment( int $user_id, int $token_id ): PaymentToken {
		foreach ( $this->of_user( $user_id ) as $token ) {
			if ( $token->id === $token_id ) {
				return $token;
			}
		}
		throw self::not_yours();
	}

	/**
	 * Deletes one of the user's methods at the provider, then here. A token
	 * the provider no longer knows is deleted here all the same; any other
	 * provider failure keeps it, so deleting again works.
	 *
	 * @param int $user_id  User.
	 * @param int $token_id Our token id.
	 * @throws VaultRefused When the user has no such method.
	 * @throws ApiError When the provider fails.
	 */
	public function delete( int $user_id, int $token_id ): void {
		$token = $this->for_payment( $user_id, $token_id );
		try {
			$this->vault->delete_payment_token( $token->provider_token_id, RequestId::for( 'delete-token', $token->provider_token_id ) );
		} catch ( ApiError $error ) {
			if ( 404 !== $error->status ) {
				throw $error;
			}
		}
		try {
			$this->store->delete_payment_token( $user_id, $token->id );
		} catch ( StoreException $gone ) {
			// Deleted by a parallel request meanwhile: the outcome is the same.
			unset( $gone );
		}
	}

	/**
	 * Keeps a provider payment token for a user after checking its customer.
	 *
	 * @param int                  $user_id User.
	 * @param array<string, mixed> $answer  Provider payment token.
	 * @throws VaultRefused When it is no token or names another customer.
	 * @throws StoreException When the store refuses it.
	 */
	private function keep( int $user_id, array $answer ): PaymentToken {
		$id       = (string) ( $answer['id'] ?? '' );
		$customer = (string) ( $answer['customer']['id'] ?? '' );
		if ( '' === $id || ! $this->customers->claim( $user_id, $customer ) ) {
			throw self::not_yours();
		}
		return $this->store->save_payment_token( $user_id, TokenDetails::from_source( $id, (array) ( $answer['payment_source'] ?? array() ) ) );
	}

	/**
	 * The provider customer of a guest session's earlier saved method.
	 *
	 * @param string $session Guest session.
	 */
	private function guest_customer( string $session ): string {
		foreach ( $this->guest_tokens( $session ) as $answer ) {
			$customer = (string) ( $answer['customer']['id'] ?? '' );
			if ( '' !== $customer ) {
				return $customer;
			}
		}
		return '';
	}

	/**
	 * Provider payment tokens a guest session saved, by id.
	 *
	 * @param string $session Guest session.
	 * @return array<string, array<string, mixed>>
	 */
	private function guest_tokens( string $session ): array {
		$pending = get_transient( self::guest_key( $session ) );
		return is_array( $pending ) ? $pending : array();
	}

	/**
	 * Transient of a guest session's methods.
	 *
	 * @param string $session Guest session.
	 */
	private static function guest_key( string $session ): string {
		return 'vitrine_guest_vault_' . md5( $session );
	}

	/**
	 * Where the provider's page returns to.
	 *
	 * @param string $back URL.
	 * @return array<string, string>
	 */
	private static function experience( string $back ): array {
		// The vault's experience_context has no user_action (an order's has).
		return Experience::brand() + array(
			'locale'     => 'de-DE',
			'return_url' => $back,
			'cancel_url' => $back,
		);
	}

	/**
	 * The refusal for someone else's token.
	 */
	private static function not_yours(): VaultRefused {
		return new VaultRefused( 'vitrine_not_your_token', __( 'This payment method does not exist.', 'vitrine' ), 404 );
	}

	/**
	 * §8.2: the configured error_message of the vault flow.
	 */
	public static function failed(): string {
		return Labels::save_failed();
	}
}
