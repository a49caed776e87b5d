<?php
/**
 * BILLING.SUBSCRIPTION.* events of subscriptions the provider bills.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Provider\Subscriptions;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Subscription;
use Vitrine\Store\SubscriptionRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every event names the provider subscription (I-…); ours (linked by
 * approve_subscription) is brought to the provider's CURRENT state, read
 * back, whichever event came (target()):
 *
 * - ACTIVE → active, unless its last billing failed (billing_info's
 *   last_failed_payment later than its last_payment) → on-hold;
 * - SUSPENDED → on-hold; CANCELLED → cancelled; EXPIRED → expired;
 * - APPROVAL_PENDING / APPROVED: nothing (approve_subscription activates).
 *
 * So ACTIVATED after SUSPENDED (out of order) leaves it on hold while the
 * provider says suspended; PAYMENT.FAILED after the payer paid again
 * changes nothing; cancelled and expired are final (Subscription::can()
 * has no way out of them) and a late ACTIVATED never revives them.
 */
final class SubscriptionEvents implements Handler {

	/**
	 * @param Store                  $store         The shop.
	 * @param Subscriptions          $provider      The provider's Subscriptions API.
	 * @param SubscriptionRepository $subscriptions Our subscriptions.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Subscriptions $provider,
		private readonly SubscriptionRepository $subscriptions
	) {}

	/** {@inheritDoc} */
	public function types(): array {
		return array(
			'BILLING.SUBSCRIPTION.ACTIVATED',
			'BILLING.SUBSCRIPTION.RE-ACTIVATED',
			'BILLING.SUBSCRIPTION.UPDATED',
			'BILLING.SUBSCRIPTION.SUSPENDED',
			'BILLING.SUBSCRIPTION.CANCELLED',
			'BILLING.SUBSCRIPTION.EXPIRED',
			'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
		);
	}

	/** {@inheritDoc} */
	public function handle( Event $event ): Outcome {
		$ours = $this->subscriptions->find_by_provider_subscription( $event->resource_id() );
		if ( ! $ours ) {
			return Outcome::ignored( 'not a subscription of this shop' );
		}
		$data   = array( 'subscription_id' => $ours->id );
		$target = self::target( $this->provider->get( $event->resource_id() ) );
		if ( null === $target || $target === $ours->status ) {
			return Outcome::unchanged( 'already ' . $ours->status, $data + array( 'subscription_status' => $ours->status ) );
		}
		if ( ! Subscription::can( $ours->status, $target ) ) {
			return Outcome::ignored( 'no way from ' . $ours->status . ' to ' . $target, $data + array( 'subscription_status' => $ours->status ) );
		}
		try {
			$now = $this->store->update_subscription_status( $ours->id, $target );
		} catch ( StoreException $changed ) {
			// Changed at the same moment: the next event brings it to the provider's state.
			return Outcome::unchanged( $changed->error_code, $data );
		}
		return Outcome::applied( $ours->status . ' → ' . $now->status, $data + array( 'subscription_status' => $now->status ) );
	}

	/**
	 * Our status for the provider's subscription as it is now, or null when
	 * it says nothing for ours.
	 *
	 * @param array<string, mixed> $subscription The provider's subscription.
	 */
	public static function target( array $subscription ): ?string {
		switch ( (string) ( $subscription['status'] ?? '' ) ) {
			case 'ACTIVE':
				return self::billing_failing( is_array( $subscription['billing_info'] ?? null ) ? $subscription['billing_info'] : array() )
					? Subscription::ON_HOLD
					: Subscription::ACTIVE;
			case 'SUSPENDED':
				return Subscription::ON_HOLD;
			case 'CANCELLED':
				return Subscription::CANCELLED;
			case 'EXPIRED':
				return Subscription::EXPIRED;
			default:
				return null;
		}
	}

	/**
	 * Whether the last billing failed and was not paid since.
	 *
	 * @param array<string, mixed> $billing The provider's billing_info.
	 */
	public static function billing_failing( array $billing ): bool {
		$failed = strtotime( (string) ( $billing['last_failed_payment']['time'] ?? '' ) );
		if ( (int) ( $billing['failed_payments_count'] ?? 0 ) <= 0 || false === $failed ) {
			return false;
		}
		$paid = strtotime( (string) ( $billing['last_payment']['time'] ?? '' ) );
		return false === $paid || $failed > $paid;
	}
}
