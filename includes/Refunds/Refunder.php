<?php
/**
 * Refunds of provider payments, from the admin's order screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Refunds;

use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Payments;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Gateways;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Refunds (part of) an order's capture through the provider's refund call
 * and records it on the order (RefundRepository); once everything is
 * refunded the order becomes "refunded", which cancels what it started
 * (subscriptions, memberships).
 *
 * Exactly once: the request id is derived from the order, the refund's
 * number on the order form and the amount (`RequestId::for( 'refund-{n}-{amount}',
 * $order_id )`), so a double submit or a retry after a time-out sends the same
 * id and the provider answers with the first refund instead of refunding
 * again; the refund id is the table's primary key, so the replayed answer is
 * recorded once. A stale form (its number already used) is refused before
 * any call.
 */
final class Refunder {

	/**
	 * @param Store    $store    The shop.
	 * @param Payments $payments The provider's payments client.
	 */
	public function __construct( private readonly Store $store, private readonly Payments $payments ) {}

	/**
	 * Whether an order's payment can be refunded here: paid through the
	 * provider (a capture id) and not refunded yet.
	 *
	 * @param Order $order Order.
	 */
	public static function refundable( Order $order ): bool {
		return Gateways::BANK_TRANSFER !== $order->payment_method && Gateways::known( $order->payment_method )
			&& '' !== $order->transaction_id && OrderStatus::is_paid( $order->status )
			&& self::left( $order ) > 0;
	}

	/**
	 * What is left to refund, in minor units: of what the payment took (a
	 * partly captured authorization took less than the total).
	 *
	 * @param Order $order Order.
	 */
	public static function left( Order $order ): int {
		return max( 0, AuthorizationRepository::paid_amount( $order ) - RefundRepository::refunded( $order->id ) );
	}

	/**
	 * The number the next refund of an order gets (the order form sends it back).
	 *
	 * @param Order $order Order.
	 */
	public static function next_number( Order $order ): int {
		return count( RefundRepository::of_order( $order->id ) ) + 1;
	}

	/**
	 * Refunds an amount of an order.
	 *
	 * @param int $order_id Order.
	 * @param int $amount   Minor units (1 … what is left).
	 * @param int $number   The refund's number from the form (next_number() when it was shown).
	 * @param int $user_id  Who refunds.
	 * @return array{ok: bool, message: string}
	 */
	public function refund( int $order_id, int $amount, int $number, int $user_id ): array {
		$order = $this->store->order( $order_id );
		if ( ! $order ) {
			return self::result( false, __( 'This order does not exist.', 'vitrine' ) );
		}
		if ( $number > 0 && $number < self::next_number( $order ) ) {
			return self::result( false, __( 'This refund has already been made. Please check the refunds listed below before refunding more.', 'vitrine' ) );
		}
		if ( ! self::refundable( $order ) ) {
			return self::result( false, __( 'This order cannot be refunded here: only paid orders of the payment provider with an amount left can be.', 'vitrine' ) );
		}
		$left = self::left( $order );
		if ( $amount < 1 || $amount > $left ) {
			/* translators: %s: amount left, e.g. 12,50 € */
			return self::result( false, sprintf( __( 'Please enter an amount between 0,01 and %s.', 'vitrine' ), Money::format( $left, $order->currency ) ) );
		}
		$request_id = RequestId::for( 'refund-' . max( 1, $number ) . '-' . $amount, $order->payment_reference() );
		try {
			$refund = $this->payments->refund(
				$order->transaction_id,
				$request_id,
				array(
					'value'         => Money::to_decimal( $amount, $order->currency ),
					'currency_code' => $order->currency,
				)
			);
		} catch ( ApiError $error ) {
			return self::result( false, self::message( $error ) );
		}
		$refunded = Money::from_decimal( (string) ( $refund['amount']['value'] ?? '' ), $order->currency );
		$id       = (string) ( $refund['id'] ?? '' );
		if ( '' === $id || null === $refunded ) {
			return self::result( false, __( 'The payment provider gave an answer that could not be read. Please check the refund at the provider before trying again.', 'vitrine' ) );
		}
		$new = RefundRepository::record( $order->id, $id, $refunded, $order->currency, (string) ( $refund['status'] ?? '' ), $request_id, $user_id );
		if ( self::left( $order ) <= 0 && OrderStatus::can( $order->status, OrderStatus::REFUNDED ) ) {
			try {
				$this->store->update_order_status( $order->id, OrderStatus::REFUNDED );
			} catch ( StoreException $error ) {
				// Another request set it at the same moment; the refund itself is recorded.
				unset( $error );
			}
		}
		if ( ! $new ) {
			return self::result( false, __( 'This refund has already been made. Please check the refunds listed below before refunding more.', 'vitrine' ) );
		}
		/* translators: 1: amount, 2: the provider's refund id */
		return self::result( true, sprintf( __( '%1$s were refunded (refund %2$s).', 'vitrine' ), Money::format( $refunded, $order->currency ), $id ) );
	}

	/**
	 * A German message for the provider's refusal.
	 *
	 * @param ApiError $error Error.
	 */
	private static function message( ApiError $error ): string {
		switch ( $error->issue() ) {
			case 'CAPTURE_FULLY_REFUNDED':
				return __( 'The payment provider says this payment has already been refunded in full.', 'vitrine' );
			case 'REFUND_AMOUNT_EXCEEDED':
				return __( 'The payment provider says the amount is more than what is left of this payment.', 'vitrine' );
		}
		if ( $error->is_transient() ) {
			return __( 'The payment provider could not be reached. Please try again: the same refund is never made twice.', 'vitrine' );
		}
		/* translators: %s: the provider's error name */
		return sprintf( __( 'The payment provider refused the refund (%s).', 'vitrine' ), $error->issue() );
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
