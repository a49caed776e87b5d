<?php
/**
 * The one path to "paid": approval or webhook → provider → our order.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Payment\Authorizations\Expiry;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Claims;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Exactly once, whatever the double clicks, retries, lost answers, parallel
 * tabs and PHP workers (see docs/payments/exactly-once.md):
 *
 * 1. Our order exists (pending) before its provider order, and the provider
 *    order is linked to it for good (a primary key), so the approval and
 *    the webhook only ever look an order up, never create one.
 * 2. The capture (or authorization, per the intent setting) is sent with
 *    `RequestId::for( 'capture', order, attempt )`: a retry of the same
 *    attempt, from any worker, hours later, is answered by the provider with
 *    the first result instead of a second charge.
 * 3. The attempt moves on only when the provider definitively refused it
 *    (a 4xx such as INSTRUMENT_DECLINED: nothing was taken); a time-out or
 *    5xx leaves the order pending in the same attempt, so its retry is safe.
 * 4. ORDER_ALREADY_CAPTURED / _AUTHORIZED is our own earlier capture (its
 *    answer was lost, or the request id expired): the provider order is
 *    read and, when its capture names this order and amount, recorded.
 * 5. The order becomes paid by compare-and-set (Store::complete_payment),
 *    so of the approval, its duplicates and the webhook one records it and
 *    the others find it paid and answer success.
 * 6. An authorization (intent authorize) is not money: the order becomes
 *    "authorized" (OrderStatus::AUTHORIZED) with the authorization kept in
 *    AuthorizationRepository, never in `transaction_id`; capturing it later
 *    (Authorizations\Authorizations) pays the order through the same
 *    complete_payment().
 *
 * A claim per order and attempt (Claims) lets one request talk to the
 * provider while parallel duplicates wait for its outcome; it saves calls,
 * correctness does not depend on it.
 */
final class Capture {

	/** Seconds a capture claim is held before a retry may take it over. */
	private const CLAIM_TTL = 90;

	/** Seconds a duplicate waits for the capture in flight. */
	private const WAIT = 20.0;

	/** Issues that say the order was completed by our earlier call. */
	private const ALREADY_DONE = array( 'ORDER_ALREADY_CAPTURED', 'ORDER_ALREADY_AUTHORIZED', 'ORDER_ALREADY_COMPLETED' );

	/**
	 * @param Store  $store  The shop.
	 * @param Orders $orders The provider's Orders API.
	 * @param Claims $claims Claims.
	 * @param string $intent capture or authorize (provider settings).
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly Claims $claims,
		private readonly string $intent = 'capture'
	) {}

	/**
	 * Completes the payment the payer approved (§7.2 approve_order).
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @param string $intent            capture or authorize; '' for the shop's setting (a renewal's
	 *                                  merchant-initiated order is always captured).
	 * @return Order The order: paid, authorized, or pending while the provider's capture is pending.
	 * @throws PaymentFailed With the German message of §8.2.
	 */
	public function approve( string $provider_order_id, string $intent = '' ): Order {
		$order = $this->order_of( $provider_order_id );
		if ( OrderStatus::is_secured( $order->status ) ) {
			// A duplicate, or another provider order of an order that is paid: never a second charge.
			return $this->paid_through( $order, $provider_order_id );
		}
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			throw new PaymentFailed( __( 'This order can no longer be paid. Please start again.', 'vitrine' ), 100, 'vitrine_order_not_payable', 409 );
		}
		$attempt = $order->payment_attempt;
		$claim   = self::claim_name( $order->id, $attempt );
		if ( ! $this->claims->claim( $claim, self::CLAIM_TTL ) ) {
			return $this->outcome_of_other( $order, $claim, $provider_order_id );
		}
		// Read again under the claim: an abandoned order may have been cancelled meanwhile (AbandonedOrders).
		$order = $this->store->order( $order->id ) ?? $order;
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			$this->claims->release( $claim );
			if ( OrderStatus::is_secured( $order->status ) ) {
				return $this->paid_through( $order, $provider_order_id );
			}
			throw new PaymentFailed( __( 'This order can no longer be paid. Please start again.', 'vitrine' ), 100, 'vitrine_order_not_payable', 409 );
		}
		try {
			$completed = $this->complete_at_provider( $order, $provider_order_id, $attempt, '' === $intent ? $this->intent : $intent );
		} catch ( ApiError $error ) {
			if ( $error->is_transient() || 'ORDER_COMPLETION_IN_PROGRESS' === $error->issue() ) {
				// Maybe taken, maybe not: the order stays pending in this attempt, a retry sends the same request id.
				$this->claims->release( $claim );
				throw PaymentFailed::from( $error );
			}
			// Definitively refused (declined, not approved…): nothing was taken; the next try is a new attempt.
			$this->store->next_payment_attempt( $order->id, $attempt );
			$this->claims->complete( $claim, 'failed:' . $error->issue(), 10 * MINUTE_IN_SECONDS );
			throw PaymentFailed::from( $error );
		}
		try {
			$paid = $this->record( $order, $provider_order_id, $completed );
		} catch ( PaymentFailed $failed ) {
			$this->claims->release( $claim );
			throw $failed;
		}
		$this->claims->complete( $claim, 'done', 10 * MINUTE_IN_SECONDS );
		return $paid;
	}

	/**
	 * The claim of an order's payment attempt: held by the one request that
	 * talks to the provider, and by AbandonedOrders while it cancels the order.
	 *
	 * @param int $order_id Order ID.
	 * @param int $attempt  Payment attempt.
	 */
	public static function claim_name( int $order_id, int $attempt ): string {
		return 'capture:' . $order_id . ':' . $attempt;
	}

	/**
	 * Records a payment the provider reports completed (the capture webhook):
	 * reads the provider order and takes the same recording path, so an
	 * order whose approval answer was lost is completed, and a second
	 * delivery changes nothing.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @return Order The order as it is now.
	 * @throws PaymentFailed When the order is unknown or the provider order does not match it.
	 * @throws ApiError When the provider cannot be read (the webhook is then delivered again).
	 */
	public function reconcile( string $provider_order_id ): Order {
		$order = $this->order_of( $provider_order_id );
		if ( OrderStatus::is_paid( $order->status ) ) {
			return $order;
		}
		return $this->record( $order, $provider_order_id, $this->orders->get( $provider_order_id ) );
	}

	/**
	 * The order a provider order belongs to.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @throws PaymentFailed When it belongs to none.
	 */
	private function order_of( string $provider_order_id ): Order {
		$order = '' === $provider_order_id ? null : $this->store->order_by_provider_order_id( $provider_order_id );
		if ( ! $order ) {
			throw new PaymentFailed( __( 'This payment belongs to no order of this shop. Please start again.', 'vitrine' ), 100, 'vitrine_unknown_provider_order', 404 );
		}
		return $order;
	}

	/**
	 * Captures or authorizes with the attempt's request id; our own earlier
	 * completion (ALREADY_*) is read back instead.
	 *
	 * @param Order  $order             Our order.
	 * @param string $provider_order_id Provider order ID.
	 * @param int    $attempt           Payment attempt.
	 * @param string $intent            capture or authorize.
	 * @return array<string, mixed> The completed provider order.
	 * @throws ApiError When the provider refuses or does not answer.
	 */
	private function complete_at_provider( Order $order, string $provider_order_id, int $attempt, string $intent ): array {
		$operation = 'authorize' === $intent ? 'authorize' : 'capture';
		$request   = RequestId::for( $operation, $order->payment_reference(), $attempt );
		try {
			return 'authorize' === $operation
				? $this->orders->authorize( $provider_order_id, $request )
				: $this->orders->capture( $provider_order_id, $request );
		} catch ( ApiError $error ) {
			if ( ! in_array( $error->issue(), self::ALREADY_DONE, true ) ) {
				throw $error;
			}
			return $this->orders->get( $provider_order_id );
		}
	}

	/**
	 * The order as it is now when a parallel request (a duplicate of the
	 * same checkout, possibly on another PHP server) paid it meanwhile, else
	 * null: for a caller whose reading of the order went stale while it
	 * prepared the payment.
	 *
	 * @param Order $order Our order as read earlier.
	 */
	public function paid_meanwhile( Order $order ): ?Order {
		$now = $this->store->order( $order->id );
		return $now && OrderStatus::is_secured( $now->status ) ? $now : null;
	}

	/**
	 * While another request holds the attempt's claim: its outcome.
	 *
	 * @param Order  $order             Our order as read.
	 * @param string $claim             Claim name.
	 * @param string $provider_order_id The provider order being approved.
	 * @throws PaymentFailed The other request's refusal, or "still in progress".
	 */
	private function outcome_of_other( Order $order, string $claim, string $provider_order_id ): Order {
		$result = $this->claims->wait( $claim, self::WAIT );
		$now    = $this->store->order( $order->id );
		if ( $now && OrderStatus::is_secured( $now->status ) ) {
			return $this->paid_through( $now, $provider_order_id );
		}
		if ( $now && 'done' === $result ) {
			return $now;
		}
		if ( null !== $result && str_starts_with( $result, 'failed:' ) ) {
			throw PaymentFailed::from( new ApiError( 422, 'UNPROCESSABLE_ENTITY', '', array( array( 'issue' => substr( $result, 7 ) ) ) ) );
		}
		throw new PaymentFailed( __( 'Your payment is still being processed. Please wait a moment and try again.', 'vitrine' ), 100, 'vitrine_payment_in_progress', 409 );
	}

	/**
	 * A paid order, answered to an approval of one of its provider orders:
	 * the order itself when this provider order paid it (a duplicate, a
	 * retry), a German refusal when another one did (two tabs paying the
	 * same cart: one is paid, the other told so, nothing taken twice).
	 *
	 * @param Order  $order             The paid order.
	 * @param string $provider_order_id The provider order being approved.
	 * @throws PaymentFailed When another provider order paid it.
	 */
	private function paid_through( Order $order, string $provider_order_id ): Order {
		if ( '' === $order->provider_order_id || $order->provider_order_id === $provider_order_id ) {
			return $order;
		}
		throw new PaymentFailed( __( 'This order has already been paid, in another window or tab. Nothing was charged a second time.', 'vitrine' ), 100, 'vitrine_order_already_paid', 409 );
	}

	/**
	 * Checks that the completed provider order is this order's payment
	 * (custom_id, amount, a completed capture or an authorization) and
	 * records it; an order recorded meanwhile by another request is success.
	 *
	 * @param Order                $order             Our order as read.
	 * @param string               $provider_order_id Provider order ID.
	 * @param array<string, mixed> $completed         Provider order.
	 * @throws PaymentFailed When it is not this order's payment, or the capture was declined.
	 */
	private function record( Order $order, string $provider_order_id, array $completed ): Order {
		$unit     = is_array( $completed['purchase_units'][0] ?? null ) ? $completed['purchase_units'][0] : array();
		$payments = is_array( $unit['payments'] ?? null ) ? $unit['payments'] : array();
		$captured = is_array( $payments['captures'][0] ?? null );
		$payment  = $payments['captures'][0] ?? $payments['authorizations'][0] ?? null;
		if ( (string) ( $unit['custom_id'] ?? '' ) !== (string) $order->id || ! PurchaseUnits::amount_matches( is_array( $unit['amount'] ?? null ) ? $unit['amount'] : array(), $order ) || ! is_array( $payment ) ) {
			self::log( 'provider order does not match', $order, $provider_order_id );
			throw PaymentFailed::generic( 'vitrine_payment_mismatch', 409 );
		}
		$status = (string) ( $payment['status'] ?? '' );
		if ( in_array( $status, array( 'DECLINED', 'FAILED', 'VOIDED', 'DENIED' ), true ) ) {
			$this->store->next_payment_attempt( $order->payment_reference(), $order->payment_attempt );
			throw PaymentFailed::from( new ApiError( 422, 'UNPROCESSABLE_ENTITY', '', array( array( 'issue' => 'INSTRUMENT_DECLINED' ) ) ) );
		}
		if ( 'PENDING' === $status ) {
			// The provider still checks the payment (e.g. a bank transfer): the capture webhook completes the order.
			return $order;
		}
		if ( $order->provider_order_id !== $provider_order_id ) {
			// The provider order that pays becomes the order's own, so another tab's approval is told (paid_through()).
			try {
				$this->store->set_provider_order( $order->id, $provider_order_id, $order->payer );
			} catch ( StoreException $error ) {
				unset( $error ); // Paid meanwhile: complete_payment() below answers for it.
			}
		}
		if ( ! $captured ) {
			return $this->authorized( $order, $provider_order_id, $payment );
		}
		// A capture of the order's authorization (the shop's, or one made in the provider's dashboard).
		AuthorizationRepository::captured( $order->id, (string) $payment['id'], Money::from_decimal( (string) ( $payment['amount']['value'] ?? '' ), $order->currency ) ?? $order->total );
		try {
			return $this->store->complete_payment( $order->id, (string) $payment['id'] );
		} catch ( StoreException $error ) {
			$now = $this->store->order( $order->id );
			if ( $now && OrderStatus::is_paid( $now->status ) ) {
				return $this->paid_through( $now, $provider_order_id );
			}
			throw new PaymentFailed( $error->getMessage(), 100, $error->error_code, 409 );
		}
	}

	/**
	 * Records an authorization: kept with its amount and expiry, and the
	 * order moved to "authorized" by compare-and-set; a duplicate finds it
	 * so and answers the order.
	 *
	 * @param Order                $order             Our order as read.
	 * @param string               $provider_order_id Provider order ID.
	 * @param array<string, mixed> $authorization     The provider's authorization.
	 * @throws PaymentFailed When the order changed otherwise meanwhile.
	 */
	private function authorized( Order $order, string $provider_order_id, array $authorization ): Order {
		$created = strtotime( (string) ( $authorization['create_time'] ?? '' ) );
		$created = false === $created ? time() : $created;
		$amount  = Money::from_decimal( (string) ( $authorization['amount']['value'] ?? '' ), $order->currency ) ?? $order->total;
		AuthorizationRepository::record( $order->id, (string) $authorization['id'], $amount, $order->currency, $created, Expiry::expires_at( $created, (string) ( $authorization['expiration_time'] ?? '' ) ) );
		try {
			return $this->store->update_order_status( $order->id, OrderStatus::AUTHORIZED );
		} catch ( StoreException $error ) {
			$now = $this->store->order( $order->id );
			if ( $now && OrderStatus::is_secured( $now->status ) ) {
				return $this->paid_through( $now, $provider_order_id );
			}
			throw new PaymentFailed( $error->getMessage(), 100, $error->error_code, 409 );
		}
	}

	/**
	 * Notes an inconsistency for the shop owner (debug log, no personal data).
	 *
	 * @param string $what              What went wrong.
	 * @param Order  $order             Our order.
	 * @param string $provider_order_id Provider order ID.
	 */
	private static function log( string $what, Order $order, string $provider_order_id ): void {
		if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) {
			error_log( 'Vitrine payment: ' . $what . ' (order ' . $order->id . ', provider order ' . $provider_order_id . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- opt-in debug log.
		}
	}
}
