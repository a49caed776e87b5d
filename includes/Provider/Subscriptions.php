<?php
/**
 * Subscriptions v1 of the provider: billing plans and subscriptions.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * What the shop needs of the provider's subscriptions: a plan per
 * subscription product, reading a subscription the payer approved
 * (createSubscription, §7.2 approve_subscription), and cancelling or
 * re-activating it. Mutating calls take a PayPal-Request-Id (see RequestId).
 */
final class Subscriptions {

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * Creates a billing plan.
	 *
	 * @param array<string, mixed> $plan       product_id, name, billing_cycles, payment_preferences, status.
	 * @param string               $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The plan.
	 * @throws ApiError On failure.
	 */
	public function create_plan( array $plan, string $request_id ): array {
		return $this->client->request( 'POST', '/v1/billing/plans', $plan, $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * Reads a billing plan.
	 *
	 * @param string $id Plan id (P-…).
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function plan( string $id ): array {
		return $this->client->request( 'GET', '/v1/billing/plans/' . rawurlencode( $id ) );
	}

	/**
	 * Creates a subscription waiting for the payer's approval.
	 *
	 * @param array<string, mixed> $subscription plan_id, custom_id, application_context…
	 * @param string               $request_id   PayPal-Request-Id.
	 * @return array<string, mixed> The subscription (APPROVAL_PENDING, approve link).
	 * @throws ApiError On failure.
	 */
	public function create( array $subscription, string $request_id ): array {
		return $this->client->request( 'POST', '/v1/billing/subscriptions', $subscription, $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * Reads a subscription.
	 *
	 * @param string $id Subscription id (I-…).
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function get( string $id ): array {
		return $this->client->request( 'GET', '/v1/billing/subscriptions/' . rawurlencode( $id ) );
	}

	/**
	 * Re-activates a suspended subscription.
	 *
	 * @param string $id         Subscription id.
	 * @param string $reason     Why.
	 * @param string $request_id PayPal-Request-Id.
	 * @throws ApiError On failure (SUBSCRIPTION_STATUS_INVALID when not suspended).
	 */
	public function activate( string $id, string $reason, string $request_id ): void {
		$this->client->request( 'POST', '/v1/billing/subscriptions/' . rawurlencode( $id ) . '/activate', array( 'reason' => $reason ), $request_id );
	}

	/**
	 * Cancels an active or suspended subscription.
	 *
	 * @param string $id         Subscription id.
	 * @param string $reason     Why (required by the provider).
	 * @param string $request_id PayPal-Request-Id.
	 * @throws ApiError On failure (SUBSCRIPTION_STATUS_INVALID otherwise).
	 */
	public function cancel( string $id, string $reason, string $request_id ): void {
		$this->client->request( 'POST', '/v1/billing/subscriptions/' . rawurlencode( $id ) . '/cancel', array( 'reason' => $reason ), $request_id );
	}
}
