<?php
/**
 * Automatic renewals: the saved payment method is charged once per period.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Subscriptions;

use Closure;
use Vitrine\Payment\Capture;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Payment\PurchaseUnits;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Database;
use Vitrine\Store\Gateways;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\RenewalRepository;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * The daily job's automatic part. A subscription that renews
 * automatically (not by hand, with a saved method of its owner) is renewed
 * per period, the period being its due next payment date:
 *
 * 1. The period is claimed in the database (RenewalRepository::claim_period,
 *    a primary key per subscription and period), so of two jobs running at
 *    once, in two processes, one renews and the other skips.
 * 2. The renewal order is made (or the open one reused) and noted on the
 *    claim in one transaction.
 * 3. A provider order is created with the vaulted token as payment source
 *    and a request id derived from subscription and period, so a job that
 *    takes over a dead one's claim gets the same provider order back.
 * 4. Capture (or, when the provider completed the order on creation, its
 *    reconciliation) records the payment exactly once; paying the renewal
 *    order moves the next payment date on by one period.
 * 5. A definitive refusal (declined, token gone) puts the subscription on
 *    hold; the renewal order stays open for the shopper's pay-for-order
 *    page and my account says so (RenewalNotice). A provider that did not
 *    answer leaves the claim for the next run, which repeats the same
 *    requests.
 */
final class Renewals {

	/** Seconds a period's claim is held before another job may take it over. */
	public const CLAIM_TTL = 600;

	/** Outcomes of renew(). */
	public const PAID     = 'paid';
	public const DECLINED = 'declined';
	public const SKIPPED  = 'skipped';
	public const RETRY    = 'retry';

	private readonly RenewalRepository $periods;

	/**
	 * @param Store                $store   The shop.
	 * @param Orders               $orders  The provider's Orders API.
	 * @param Capture              $capture The one path to "paid".
	 * @param \Closure(): int|null $clock   Seconds since the epoch (tests move time).
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly Capture $capture,
		private readonly ?Closure $clock = null
	) {
		$this->periods = new RenewalRepository();
	}

	/**
	 * Whether a subscription renews automatically: not by hand, and its
	 * saved method still belongs to its owner.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	public function renews_automatically( Subscription $subscription ): bool {
		return null !== $this->token_of( $subscription );
	}

	/**
	 * Renews every due subscription that renews automatically.
	 *
	 * @return array<int, string> Subscription ID => outcome.
	 */
	public function run(): array {
		$outcomes = array();
		foreach ( $this->store->due_subscriptions() as $subscription ) {
			if ( $this->renews_automatically( $subscription ) ) {
				$outcomes[ $subscription->id ] = $this->renew( $subscription );
			}
		}
		return $outcomes;
	}

	/**
	 * Renews one subscription for its due period.
	 *
	 * @param Subscription $subscription Subscription as read by the job.
	 * @return string One of the outcome constants.
	 */
	public function renew( Subscription $subscription ): string {
		$period = (string) $subscription->next_payment;
		if ( '' === $period || ! $this->periods->claim_period( $subscription->id, $period, $this->now(), self::CLAIM_TTL ) ) {
			return self::SKIPPED; // Not due, or another job has (or had) this period.
		}
		$now   = $this->store->subscription( $subscription->id );
		$token = $now ? $this->token_of( $now ) : null;
		if ( ! $now || ! $token || Subscription::ACTIVE !== $now->status || $period !== $now->next_payment ) {
			// Changed since the job read it (paid, cancelled, switched to manual): nothing to charge.
			$this->periods->finish_period( $subscription->id, $period, self::SKIPPED );
			return self::SKIPPED;
		}
		try {
			$order = $this->renewal_order( $now, $period, $token );
			if ( ! OrderStatus::is_paid( $order->status ) ) {
				$order = $this->charge( $order, $now, $period, $token );
			}
		} catch ( PaymentFailed $failed ) {
			if ( $failed->status >= 500 || 'vitrine_payment_in_progress' === $failed->error ) {
				$this->periods->finish_period( $subscription->id, $period, RenewalRepository::CLAIMED );
				return self::RETRY;
			}
			return $this->decline( $now, $period );
		} catch ( StoreException ) {
			$this->periods->finish_period( $subscription->id, $period, RenewalRepository::CLAIMED );
			return self::RETRY;
		}
		if ( ! OrderStatus::is_paid( $order->status ) ) {
			// The provider still checks the payment; its capture webhook completes the order.
			return self::RETRY;
		}
		$this->periods->finish_period( $subscription->id, $period, RenewalRepository::PAID );
		return self::PAID;
	}

	/**
	 * The period's renewal order: the one noted on the claim (a job that
	 * took over), else made and noted in one transaction.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param string       $period       Period.
	 * @param PaymentToken $token        Saved method.
	 * @throws StoreException When the order cannot be made.
	 */
	private function renewal_order( Subscription $subscription, string $period, PaymentToken $token ): Order {
		$noted = $this->periods->period( $subscription->id, $period );
		$order = $noted && $noted['order_id'] > 0 ? $this->store->order( $noted['order_id'] ) : null;
		if ( ! $order ) {
			$order = Database::atomic(
				function () use ( $subscription, $period ): Order {
					$order = $this->store->open_renewal_order( $subscription->id );
					$this->periods->set_period_order( $subscription->id, $period, $order->id );
					return $order;
				}
			);
		}
		if ( $order->payment_method !== $token->gateway && OrderStatus::needs_payment( $order->status ) ) {
			$order = $this->store->set_order_payment_method( $order->id, $order->order_key, $token->gateway );
		}
		return $order;
	}

	/**
	 * Charges the saved method for the renewal order.
	 *
	 * @param Order        $order        Renewal order (unpaid).
	 * @param Subscription $subscription Subscription.
	 * @param string       $period       Period.
	 * @param PaymentToken $token        Saved method.
	 * @throws PaymentFailed When the provider refuses or does not answer.
	 * @throws StoreException When the order cannot take the provider order.
	 */
	private function charge( Order $order, Subscription $subscription, string $period, PaymentToken $token ): Order {
		$kind = self::source_kind( $token );
		$body = array(
			'intent'         => 'CAPTURE',
			'purchase_units' => PurchaseUnits::for_provider( PurchaseUnits::of_order( $order, ProviderOrders::site() ) ),
			'payment_source' => array(
				// A merchant-initiated charge of a stored card, as the provider asks for
				// renewals; a saved wallet is charged by its vault id alone (the
				// orders document has no stored_credential for the wallet).
				$kind => 'card' === $kind
					? array(
						'vault_id'          => $token->provider_token_id,
						'stored_credential' => array(
							'payment_initiator' => 'MERCHANT',
							'payment_type'      => 'RECURRING',
							'usage'             => 'SUBSEQUENT',
						),
					)
					: array( 'vault_id' => $token->provider_token_id ),
			),
		);
		try {
			$created = $this->orders->create( $body, self::request_id( $subscription->id, $period ) );
		} catch ( ApiError $error ) {
			throw PaymentFailed::from( $error );
		}
		$id = (string) ( $created['id'] ?? '' );
		$this->store->set_provider_order( $order->id, $id );
		$status = (string) ( $created['status'] ?? '' );
		if ( 'COMPLETED' === $status ) {
			return $this->capture->reconcile( $id );
		}
		if ( 'APPROVED' === $status ) {
			return $this->capture->approve( $id, 'capture' ); // The renewal's order says intent CAPTURE.
		}
		// The saved method needs the payer (say, a new 3-D Secure check): only the shopper can pay now.
		throw new PaymentFailed( __( 'The saved payment method needs your confirmation.', 'vitrine' ), 100, 'vitrine_renewal_needs_payer', 422 );
	}

	/**
	 * Puts the subscription on hold after a definitive refusal; the renewal
	 * order stays open for the shopper.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param string       $period       Period.
	 */
	private function decline( Subscription $subscription, string $period ): string {
		$this->periods->finish_period( $subscription->id, $period, RenewalRepository::DECLINED );
		try {
			$this->store->update_subscription_status( $subscription->id, Subscription::ON_HOLD );
		} catch ( StoreException ) {
			// Changed meanwhile (cancelled by its owner): nothing to hold.
			return self::DECLINED;
		}
		/**
		 * Fires when a subscription's automatic renewal was declined and it was put on hold.
		 *
		 * @param int    $subscription_id Subscription.
		 * @param string $period          The period's due date.
		 */
		do_action( 'vitrine_renewal_declined', $subscription->id, $period );
		return self::DECLINED;
	}

	/**
	 * The subscription's saved method when it renews automatically.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	private function token_of( Subscription $subscription ): ?PaymentToken {
		if ( $subscription->manual_renewal || $subscription->payment_token_id <= 0 || $subscription->customer_id <= 0 ) {
			return null;
		}
		foreach ( $this->store->payment_tokens( $subscription->customer_id ) as $token ) {
			if ( $token->id === $subscription->payment_token_id && '' !== $token->provider_token_id ) {
				return $token;
			}
		}
		return null;
	}

	/**
	 * The provider's payment source of a saved method: the wallet's, or a card's.
	 *
	 * @param PaymentToken $token Saved method.
	 */
	private static function source_kind( PaymentToken $token ): string {
		return Gateways::WALLET === $token->gateway ? 'paypal' : 'card';
	}

	/**
	 * The provider request id of a period's charge: the same for every job
	 * that renews this subscription for this period.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          Period.
	 */
	public static function request_id( int $subscription_id, string $period ): string {
		return RequestId::for( 'renewal-order', 'subscription-' . $subscription_id . '-' . $period );
	}

	/**
	 * Now, in seconds.
	 */
	private function now(): int {
		return null === $this->clock ? time() : ( $this->clock )();
	}
}
