<?php
/**
 * §7.2 approve_subscription: the payer approved a provider subscription.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Ids;
use Vitrine\Payment\OrderUrls;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Provider\Subscriptions;
use Vitrine\Store\Claims;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * The provider bills a wallet subscription itself (§4.5: intent
 * subscription, vault true), so there is nothing to capture here: the
 * provider subscription is read back and must be approved or active, the
 * order is made from the cart, the provider subscription id is linked to it
 * (the same primary key as provider orders, so a duplicate call finds the
 * order instead of making one) and stored on our subscriptions, and the
 * order is recorded as paid by that subscription. Needs a customer account,
 * as every subscription does. Answers `{message, order_received_url}`.
 */
final class ApproveSubscription extends PaymentEndpoint {

	/** Seconds a recording claim is held before a retry may take it over. */
	private const CLAIM_TTL = 60;

	/** Seconds a duplicate waits for the recording in flight. */
	private const WAIT = 20.0;

	/** Provider subscription states that the payer approved. */
	private const APPROVED = array( 'APPROVED', 'ACTIVE' );

	/**
	 * @param Store         $store         The shop.
	 * @param Subscriptions $subscriptions The provider's Subscriptions API.
	 * @param Claims        $claims        One request per subscription records it; duplicates wait for it.
	 */
	public function __construct( private readonly Store $store, private readonly Subscriptions $subscriptions, private readonly Claims $claims = new Claims() ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'approve_subscription';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				// The SDK's orderID beside the subscription: not used, may be empty.
				'order_id'               => array(
					'type'      => array( 'string', 'null' ),
					'pattern'   => '^[A-Za-z0-9-]{0,64}$',
					'maxLength' => 64,
				),
				'subscription_id'        => Fields::provider_id(),
				'should_create_wc_order' => array( 'type' => 'boolean' ),
			),
			'required'   => array( 'subscription_id' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$subscription_id = (string) $input['subscription_id'];
		$known           = $this->store->order_by_provider_order_id( $subscription_id );
		if ( $known ) {
			return $this->answer( $known );
		}
		if ( $caller->user_id <= 0 || '' === $caller->session ) {
			throw new EndpointError( __( 'A subscription needs a customer account: please log in.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 403, array( 'error' => 'vitrine_subscription_needs_account' ) );
		}
		// Parallel duplicates wait for the one that records it, instead of each making an order from the cart.
		$claim = 'approve-subscription:' . $subscription_id;
		if ( ! $this->claims->claim( $claim, self::CLAIM_TTL ) ) {
			$this->claims->wait( $claim, self::WAIT );
			$known = $this->store->order_by_provider_order_id( $subscription_id );
			if ( $known && OrderStatus::is_paid( $known->status ) ) {
				return $this->answer( $known );
			}
			throw new EndpointError( __( 'Your payment is still being processed. Please wait a moment and try again.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 409, array( 'error' => 'vitrine_payment_in_progress' ) );
		}
		try {
			$answer = $this->record( $subscription_id, $caller );
		} catch ( \Throwable $error ) {
			$this->claims->release( $claim );
			throw $error;
		}
		$this->claims->complete( $claim, 'done', 10 * MINUTE_IN_SECONDS );
		return $answer;
	}

	/**
	 * Reads the provider subscription and records it on an order of the cart.
	 *
	 * @param string $subscription_id Provider subscription ID.
	 * @param Caller $caller          The customer.
	 * @return array{message: string, order_received_url: string}
	 * @throws EndpointError When the provider fails or the subscription is not approved.
	 */
	private function record( string $subscription_id, Caller $caller ): array {
		try {
			$provider = $this->subscriptions->get( $subscription_id );
		} catch ( ApiError $error ) {
			throw Refusal::provider( $error );
		}
		if ( ! in_array( (string) ( $provider['status'] ?? '' ), self::APPROVED, true ) ) {
			throw new EndpointError( __( 'The subscription has not been approved yet. Please approve it in the PayPal window.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 422, array( 'error' => 'vitrine_subscription_not_approved' ) );
		}
		try {
			$order = $this->store->order_from_cart( $caller->session, $caller->user_id, Ids::GATEWAY_WALLET );
			$this->store->set_provider_order( $order->id, $subscription_id );
			foreach ( $this->store->subscriptions( $caller->user_id, $order->id ) as $subscription ) {
				$this->store->set_provider_subscription( $subscription->id, $subscription_id );
			}
			$order = $this->store->complete_payment( $order->id, $subscription_id );
		} catch ( StoreException $error ) {
			// A parallel duplicate recorded it first: its order is the answer.
			$known = $this->store->order_by_provider_order_id( $subscription_id );
			if ( $known && OrderStatus::is_paid( $known->status ) ) {
				return $this->answer( $known );
			}
			throw Refusal::store( $error );
		}
		CartLines::remove_paid( $this->store, $caller, $order );
		return $this->answer( $order );
	}

	/**
	 * The §7.2 answer.
	 *
	 * @param Order $order The subscription's order.
	 * @return array{message: string, order_received_url: string}
	 */
	private function answer( Order $order ): array {
		return array(
			'message'            => '',
			'order_received_url' => OrderUrls::received( $order ),
		);
	}
}
