<?php
/**
 * Capturing or voiding an order's authorization.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Authorizations;

use Vitrine\Payment\Capture;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Payments;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Claims;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * §3.11 intent authorize, the shop owner's second step: capture an
 * authorized order in full or in part (one final capture; what is not
 * captured is released), or void it (the order is cancelled, its stock put
 * back).
 *
 * Exactly once, as Capture and the refunds do it: a claim per order lets one
 * request talk to the provider while a duplicate waits for its outcome; the
 * request id is derived from the order and the amount
 * (`RequestId::for( 'capture-authorization-{amount}', reference )`, for the
 * void `void-authorization`), so a double submit or a retry after a time-out
 * is answered by the provider with the first capture; the authorization's
 * row and the order move by compare-and-set. An authorization the provider
 * says is captured already (AUTHORIZATION_ALREADY_CAPTURED,
 * PREVIOUSLY_CAPTURED: our own lost answer, or the provider's dashboard) is
 * read back through Capture::reconcile().
 */
final class Authorizations {

	private const CLAIM_TTL = 90;
	private const WAIT      = 20.0;

	/**
	 * @param Store    $store    The shop.
	 * @param Payments $payments The provider's Payments API.
	 * @param Capture  $capture  The one path to "paid" (reading back a capture).
	 * @param Claims   $claims   Claims.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Payments $payments,
		private readonly Capture $capture,
		private readonly Claims $claims
	) {}

	/**
	 * The open authorization of an order that waits for the owner, else null.
	 *
	 * @param Order $order Order.
	 * @return array<string, mixed>|null AuthorizationRepository::of_order()'s row.
	 */
	public static function open( Order $order ): ?array {
		$row = OrderStatus::AUTHORIZED === $order->status ? AuthorizationRepository::of_order( $order->id ) : null;
		return $row && AuthorizationRepository::CREATED === $row['status'] ? $row : null;
	}

	/**
	 * Captures (part of) an order's authorization.
	 *
	 * @param int      $order_id Order.
	 * @param int|null $amount   Minor units (1 … the authorized amount), null for all of it.
	 * @return array{ok: bool, message: string}
	 */
	public function capture( int $order_id, ?int $amount = null ): array {
		$order = $this->store->order( $order_id );
		if ( $order && OrderStatus::is_paid( $order->status ) ) {
			return self::captured_result( $order );
		}
		$row = $order ? self::open( $order ) : null;
		if ( ! $order || ! $row ) {
			return self::result( false, __( 'This order has no authorized payment to capture.', 'vitrine' ) );
		}
		$amount ??= $row['amount'];
		if ( $amount < 1 || $amount > $row['amount'] ) {
			/* translators: %s: authorized amount, e.g. 12,50 € */
			return self::result( false, sprintf( __( 'Please enter an amount between 0,01 and %s.', 'vitrine' ), Money::format( $row['amount'], $order->currency ) ) );
		}
		return $this->under_claim( $order, fn(): array => $this->capture_now( $order, $row, $amount ) );
	}

	/**
	 * Voids an order's authorization and cancels the order.
	 *
	 * @param int $order_id Order.
	 * @return array{ok: bool, message: string}
	 */
	public function void( int $order_id ): array {
		$order = $this->store->order( $order_id );
		$row   = $order ? AuthorizationRepository::of_order( $order->id ) : null;
		if ( $order && $row && OrderStatus::CANCELLED === $order->status && AuthorizationRepository::VOIDED === $row['status'] ) {
			return self::voided_result( $order );
		}
		$row = $order ? self::open( $order ) : null;
		if ( ! $order || ! $row ) {
			return self::result( false, __( 'This order has no authorized payment to void.', 'vitrine' ) );
		}
		return $this->under_claim( $order, fn(): array => $this->void_now( $order, $row ) );
	}

	/**
	 * Runs the provider call as the one request holding the order's claim;
	 * a duplicate waits for it and answers the order as it is then.
	 *
	 * @param Order                              $order Order.
	 * @param callable(): array{ok: bool, message: string} $work  The call.
	 * @return array{ok: bool, message: string}
	 */
	private function under_claim( Order $order, callable $work ): array {
		$claim = 'authorization:' . $order->id;
		if ( ! $this->claims->claim( $claim, self::CLAIM_TTL ) ) {
			$this->claims->wait( $claim, self::WAIT );
			$now = $this->store->order( $order->id );
			if ( $now && OrderStatus::is_paid( $now->status ) ) {
				return self::captured_result( $now );
			}
			if ( $now && OrderStatus::CANCELLED === $now->status ) {
				return self::voided_result( $now );
			}
			return self::result( false, __( 'This payment is being changed right now. Please reload the order in a moment.', 'vitrine' ) );
		}
		$result = $work();
		if ( $result['ok'] ) {
			$this->claims->complete( $claim, 'done', 10 * MINUTE_IN_SECONDS );
		} else {
			$this->claims->release( $claim );
		}
		return $result;
	}

	/**
	 * The capture call and its recording.
	 *
	 * @param Order                $order  Order (authorized).
	 * @param array<string, mixed> $row    Its open authorization.
	 * @param int                  $amount Minor units.
	 * @return array{ok: bool, message: string}
	 */
	private function capture_now( Order $order, array $row, int $amount ): array {
		$request = RequestId::for( 'capture-authorization-' . $amount, $order->payment_reference() );
		try {
			$capture = $this->payments->capture_authorization(
				(string) $row['authorization_id'],
				$request,
				array(
					'value'         => Money::to_decimal( $amount, $order->currency ),
					'currency_code' => $order->currency,
				)
			);
		} catch ( ApiError $error ) {
			return $this->refused( $order, $error );
		}
		$id     = (string) ( $capture['id'] ?? '' );
		$status = (string) ( $capture['status'] ?? '' );
		$taken  = Money::from_decimal( (string) ( $capture['amount']['value'] ?? '' ), $order->currency );
		if ( '' === $id || null === $taken ) {
			return self::result( false, __( 'The payment provider gave an answer that could not be read. Please check the payment at the provider before trying again.', 'vitrine' ) );
		}
		if ( in_array( $status, array( 'DECLINED', 'FAILED' ), true ) ) {
			return self::result( false, __( 'The payment provider declined the capture. The authorization stays as it was.', 'vitrine' ) );
		}
		AuthorizationRepository::captured( $order->id, $id, $taken );
		if ( 'COMPLETED' !== $status ) {
			/* translators: %s: the provider's capture id */
			return self::result( true, sprintf( __( 'The capture (%s) is still being checked by the payment provider; the order is paid as soon as it is completed.', 'vitrine' ), $id ) );
		}
		try {
			$this->store->complete_payment( $order->id, $id );
		} catch ( StoreException $error ) {
			unset( $error ); // Paid meanwhile by the capture webhook: the same capture.
		}
		$now = $this->store->order( $order->id );
		return $now && OrderStatus::is_paid( $now->status ) ? self::captured_result( $now ) : self::result( false, __( 'The order was changed at the same time. Please reload and try again.', 'vitrine' ) );
	}

	/**
	 * The void call and its recording.
	 *
	 * @param Order                $order Order (authorized).
	 * @param array<string, mixed> $row   Its open authorization.
	 * @return array{ok: bool, message: string}
	 */
	private function void_now( Order $order, array $row ): array {
		try {
			$this->payments->void( (string) $row['authorization_id'], RequestId::for( 'void-authorization', $order->payment_reference() ) );
		} catch ( ApiError $error ) {
			// Voided before (our own lost answer) or expired: nothing is held any more either way.
			if ( ! in_array( $error->issue(), array( 'PREVIOUSLY_VOIDED', 'AUTHORIZATION_VOIDED', 'AUTHORIZATION_EXPIRED' ), true ) ) {
				return $this->refused( $order, $error );
			}
		}
		AuthorizationRepository::voided( $order->id );
		try {
			$this->store->update_order_status( $order->id, OrderStatus::CANCELLED );
		} catch ( StoreException $error ) {
			unset( $error ); // Cancelled by a duplicate meanwhile.
		}
		$now = $this->store->order( $order->id );
		return $now && OrderStatus::CANCELLED === $now->status ? self::voided_result( $now ) : self::result( false, __( 'The order was changed at the same time. Please reload and try again.', 'vitrine' ) );
	}

	/**
	 * A provider refusal: captured already (read back), or a German reason.
	 *
	 * @param Order    $order Order.
	 * @param ApiError $error The refusal.
	 * @return array{ok: bool, message: string}
	 */
	private function refused( Order $order, ApiError $error ): array {
		if ( in_array( $error->issue(), array( 'AUTHORIZATION_ALREADY_CAPTURED', 'PREVIOUSLY_CAPTURED' ), true ) && '' !== $order->provider_order_id ) {
			try {
				$now = $this->capture->reconcile( $order->provider_order_id );
				if ( OrderStatus::is_paid( $now->status ) ) {
					return self::captured_result( $now );
				}
			} catch ( PaymentFailed | ApiError $failed ) {
				unset( $failed ); // Told below.
			}
			return self::result( false, __( 'The payment provider says this authorization has been captured already. Please check the payment at the provider.', 'vitrine' ) );
		}
		if ( $error->is_transient() ) {
			return self::result( false, __( 'The payment provider could not be reached. Please try again: nothing is ever captured twice.', 'vitrine' ) );
		}
		return self::result( false, match ( $error->issue() ) {
			'AUTHORIZATION_EXPIRED'       => __( 'The authorization has expired and can no longer be captured. Void it, or ask the customer to pay again.', 'vitrine' ),
			'AUTHORIZATION_VOIDED'        => __( 'The authorization was voided and can no longer be captured.', 'vitrine' ),
			'MAX_CAPTURE_AMOUNT_EXCEEDED' => __( 'The amount is more than the payment provider allows for this authorization.', 'vitrine' ),
			/* translators: %s: the provider's error name */
			default                       => sprintf( __( 'The payment provider refused (%s).', 'vitrine' ), $error->issue() ),
		} );
	}

	/**
	 * The result of a paid order.
	 *
	 * @param Order $order The paid order.
	 * @return array{ok: bool, message: string}
	 */
	private static function captured_result( Order $order ): array {
		/* translators: 1: amount, 2: order number, 3: the provider's capture id */
		return self::result( true, sprintf( __( '%1$s of order #%2$d were captured (capture %3$s).', 'vitrine' ), Money::format( AuthorizationRepository::paid_amount( $order ), $order->currency ), $order->id, $order->transaction_id ) );
	}

	/**
	 * The result of a voided order.
	 *
	 * @param Order $order The cancelled order.
	 * @return array{ok: bool, message: string}
	 */
	private static function voided_result( Order $order ): array {
		/* translators: %d: order number */
		return self::result( true, sprintf( __( 'The authorization of order #%d was voided; nothing was charged and the order is cancelled.', 'vitrine' ), $order->id ) );
	}

	/**
	 * A result for the order screen.
	 *
	 * @param bool   $ok      Whether it worked.
	 * @param string $message German message.
	 * @return array{ok: bool, message: string}
	 */
	private static function result( bool $ok, string $message ): array {
		return array(
			'ok'      => $ok,
			'message' => $message,
		);
	}
}
