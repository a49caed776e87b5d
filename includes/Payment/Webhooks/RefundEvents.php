<?php
/**
 * PAYMENT.CAPTURE.REFUNDED.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Provider\Payments;
use Vitrine\Store\Money;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A refund made at the provider (in its dashboard, or our own admin refund
 * whose answer we already recorded): the refund is read back, its capture
 * leads to the provider order and so to ours, and it is recorded in the
 * refunds table under the provider's refund id (INSERT IGNORE: an admin
 * refund already recorded, or the same event again, adds nothing). When
 * the refunds reach the order's total the order becomes `refunded`.
 *
 * Order rules: a refund that arrives before the capture's completion was
 * recorded (its event came first) records the payment first, through the
 * capture's sync (a refunded capture was completed), then the refund; so a
 * late PAYMENT.CAPTURE.COMPLETED finds the order refunded, a final state,
 * and changes nothing. Cancelled orders are never touched.
 */
final class RefundEvents implements Handler {

	public const REFUNDED = 'PAYMENT.CAPTURE.REFUNDED';

	/**
	 * @param Store         $store    The shop.
	 * @param Payments      $payments The provider's Payments API.
	 * @param CaptureEvents $captures The capture sync.
	 * @param RefundLedger  $ledger   The shop's record of refunds.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Payments $payments,
		private readonly CaptureEvents $captures,
		private readonly RefundLedger $ledger
	) {}

	/** {@inheritDoc} */
	public function types(): array {
		return array( self::REFUNDED );
	}

	/** {@inheritDoc} */
	public function handle( Event $event ): Outcome {
		$refund_id = $event->resource_id();
		if ( '' === $refund_id ) {
			return Outcome::ignored( 'no refund id' );
		}
		$refund     = $this->payments->refund_details( $refund_id );
		$capture_id = Event::linked_id( $refund, 'up', 'captures' );
		if ( '' === $capture_id ) {
			return Outcome::ignored( 'the refund names no capture' );
		}
		$provider_order_id = $this->provider_order_of_capture( $capture_id );
		$order             = '' === $provider_order_id ? null : $this->store->order_by_provider_order_id( $provider_order_id );
		if ( ! $order ) {
			return Outcome::ignored( 'not an order of this shop' );
		}
		$data = array(
			'order_id'  => $order->id,
			'refund_id' => $refund_id,
		);
		if ( OrderStatus::CANCELLED === $order->status ) {
			return Outcome::ignored( 'the order is cancelled, a final state', $data );
		}
		if ( OrderStatus::REFUNDED !== $order->status && ! OrderStatus::is_paid( $order->status ) ) {
			// The refund came before the capture's completion: record the payment first.
			$this->captures->sync( $order, $provider_order_id );
			$order = $this->store->order( $order->id ) ?? $order;
			if ( ! OrderStatus::is_paid( $order->status ) ) {
				return Outcome::ignored( 'the order\'s payment is not recorded', $data );
			}
		}
		if ( in_array( (string) ( $refund['status'] ?? '' ), array( 'FAILED', 'CANCELLED' ), true ) ) {
			return Outcome::ignored( 'the refund did not go through', $data );
		}
		$currency = (string) ( $refund['amount']['currency_code'] ?? '' );
		$amount   = Money::from_decimal( (string) ( $refund['amount']['value'] ?? '' ), $order->currency );
		if ( $currency !== $order->currency || null === $amount || $amount <= 0 ) {
			return Outcome::ignored( 'the refund\'s amount does not fit the order', $data );
		}
		$new = $this->ledger->record( $order->id, $refund_id, $amount, $order->currency, (string) ( $refund['status'] ?? '' ) );
		if ( $this->ledger->refunded( $order->id ) >= AuthorizationRepository::paid_amount( $order ) && OrderStatus::can( $order->status, OrderStatus::REFUNDED ) ) {
			try {
				$this->store->update_order_status( $order->id, OrderStatus::REFUNDED );
				return Outcome::applied( 'refunded in full', $data + array( 'refunded' => true ) );
			} catch ( StoreException $changed ) {
				// Set by another request at the same moment (the admin's refund): it stands.
				unset( $changed );
			}
		}
		return $new
			? Outcome::applied( 'refund recorded', $data + array( 'refunded' => OrderStatus::REFUNDED === $order->status ) )
			: Outcome::unchanged( 'refund already recorded', $data );
	}

	/**
	 * The provider order of a capture: its `up` link (an order, or an
	 * authorization whose `up` link is the order).
	 *
	 * @param string $capture_id Capture id.
	 * @throws \Vitrine\Provider\ApiError When the provider cannot be read now.
	 */
	private function provider_order_of_capture( string $capture_id ): string {
		$capture = $this->payments->capture( $capture_id );
		$related = $capture['supplementary_data']['related_ids']['order_id'] ?? '';
		if ( is_string( $related ) && '' !== $related ) {
			return $related;
		}
		$order = Event::linked_id( $capture, 'up', 'orders' );
		if ( '' !== $order ) {
			return $order;
		}
		$authorization = Event::linked_id( $capture, 'up', 'authorizations' );
		return '' === $authorization ? '' : Event::linked_id( $this->payments->authorization( $authorization ), 'up', 'orders' );
	}
}
