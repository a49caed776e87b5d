<?php
/**
 * §7.2 subscription_change_payment_method: a subscription renews on another saved method.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Ids;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * The change-payment-method page (§2.5) calls this after the shopper chose
 * a saved method or saved a new one (card fields in vault-setup mode, or
 * the wallet's approval): the subscription's renewals go to that token
 * from now on (and no longer by hand). Only the logged-in owner of both
 * the subscription and the token may do it; anyone else gets the same
 * German refusal whether the subscription exists or not. The page then
 * goes to `{view_subscriptions_page}/{subscription_id}` (§2.6).
 * Answers `{subscription_id, payment_token_id}`.
 */
final class ChangePaymentMethod extends PaymentEndpoint {

	/** Gateways whose tokens renew a subscription (§9.3). */
	private const VAULT_GATEWAYS = array( Ids::GATEWAY_WALLET, Ids::GATEWAY_CARD );

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'subscription_change_payment_method';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		$id = array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => 999999999999999999,
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'subscription_id'     => $id,
				'payment_method'      => Fields::payment_method(),
				'wc_payment_token_id' => $id,
			),
			'required'   => array( 'subscription_id', 'wc_payment_token_id' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		if ( $caller->user_id <= 0 ) {
			throw new EndpointError( __( 'Please log in to change the payment method of your subscription.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 403, array( 'error' => 'vitrine_login_required' ) );
		}
		$subscription_id = (int) $input['subscription_id'];
		$token_id        = (int) $input['wc_payment_token_id'];
		$method          = (string) ( $input['payment_method'] ?? '' );
		$subscription    = $this->store->subscription( $subscription_id );
		if ( ! $subscription || $subscription->customer_id !== $caller->user_id ) {
			throw new EndpointError( __( 'This subscription does not exist.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 404, array( 'error' => 'vitrine_no_subscription' ) );
		}
		$token = null;
		foreach ( $this->store->payment_tokens( $caller->user_id ) as $candidate ) {
			if ( $candidate->id === $token_id ) {
				$token = $candidate;
			}
		}
		if ( ! $token || ! in_array( $token->gateway, self::VAULT_GATEWAYS, true ) || ( '' !== $method && $method !== $token->gateway ) ) {
			throw new EndpointError( __( 'This payment method does not exist.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 404, array( 'error' => 'vitrine_no_token' ) );
		}
		try {
			$changed = $this->store->change_subscription_payment_method( $subscription->id, $caller->user_id, $token->id );
		} catch ( StoreException $error ) {
			throw Refusal::store( $error );
		}
		return array(
			'subscription_id'  => $changed->id,
			'payment_token_id' => $changed->payment_token_id,
		);
	}
}
