<?php
/**
 * PAYMENT.CAPTURE.COMPLETED and PAYMENT.CAPTURE.DENIED.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Payment\Capture;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Provider\Orders;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Both events name a capture of a provider order; the order is read back
 * and ours is brought to what it says (sync()), whichever event came:
 *
 * - the provider's capture is COMPLETED (or since refunded): the payment is
 *   recorded through Capture::reconcile(), the approval's own recording path
 *   (one order, one capture, compare-and-set);
 * - it is DECLINED / FAILED: an order still waiting for its payment becomes
 *   `failed` (payable again, §8.2); the shopper's next try is a new attempt;
 * - PENDING: nothing yet (the completed event follows).
 *
 * Order rules: a paid order never goes back (a denial arriving after the
 * completion, or about an earlier provider order of the same order, changes
 * nothing); refunded and cancelled orders are final and never change; a
 * completion after a denial pays the failed order (the provider's current
 * state wins, and `failed → processing` is a legal move).
 */
final class CaptureEvents implements Handler {

	public const COMPLETED = 'PAYMENT.CAPTURE.COMPLETED';
	public const DENIED    = 'PAYMENT.CAPTURE.DENIED';

	/** Capture statuses that mean nothing was taken. */
	private const DECLINED = array( 'DECLINED', 'FAILED', 'DENIED', 'VOIDED' );

	/**
	 * @param Store   $store   The shop.
	 * @param Orders  $orders  The provider's Orders API.
	 * @param Capture $capture The recording path of payments.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly Capture $capture
	) {}

	/** {@inheritDoc} */
	public function types(): array {
		return array( self::COMPLETED, self::DENIED );
	}

	/** {@inheritDoc} */
	public function handle( Event $event ): Outcome {
		$provider_order_id = $event->related_order_id();
		$order             = '' === $provider_order_id ? null : $this->store->order_by_provider_order_id( $provider_order_id );
		if ( ! $order ) {
			return Outcome::ignored( 'not an order of this shop' );
		}
		return $this->sync( $order, $provider_order_id );
	}

	/**
	 * Brings our order to what the provider order says now (see the class).
	 *
	 * @param Order  $order             Our order.
	 * @param string $provider_order_id One of its provider orders.
	 * @throws \Vitrine\Provider\ApiError When the provider cannot be read now.
	 */
	public function sync( Order $order, string $provider_order_id ): Outcome {
		$data = array( 'order_id' => $order->id );
		if ( self::is_final( $order->status ) ) {
			return Outcome::ignored( 'the order is ' . $order->status . ', a final state', $data );
		}
		if ( OrderStatus::is_paid( $order->status ) ) {
			return Outcome::unchanged( 'the order is paid', $data + array( 'paid' => true ) );
		}
		$provider = $this->orders->get( $provider_order_id );
		$unit     = is_array( $provider['purchase_units'][0] ?? null ) ? $provider['purchase_units'][0] : array();
		if ( (string) ( $unit['custom_id'] ?? '' ) !== (string) $order->id ) {
			return Outcome::ignored( 'the provider order is not this order\'s', $data );
		}
		$capture = Orders::first_capture( $provider );
		$status  = (string) ( $capture['status'] ?? '' );
		if ( in_array( $status, self::DECLINED, true ) ) {
			return $this->fail( $order, $data );
		}
		if ( '' === $status || 'PENDING' === $status ) {
			return Outcome::unchanged( 'the capture is not completed yet', $data );
		}
		try {
			$paid = $this->capture->reconcile( $provider_order_id );
		} catch ( PaymentFailed $failed ) {
			return Outcome::ignored( $failed->error, $data );
		}
		return OrderStatus::is_paid( $paid->status )
			? Outcome::applied( 'paid', $data + array( 'paid' => true ) )
			: Outcome::unchanged( 'not paid', $data + array( 'paid' => false ) );
	}

	/**
	 * Whether an order status is final for webhooks.
	 *
	 * @param string $status Order status.
	 */
	public static function is_final( string $status ): bool {
		return in_array( $status, array( OrderStatus::REFUNDED, OrderStatus::CANCELLED ), true );
	}

	/**
	 * The capture was declined: an order still waiting for it fails.
	 *
	 * @param Order                $order Our order, not paid.
	 * @param array<string, mixed> $data  Answer data.
	 */
	private function fail( Order $order, array $data ): Outcome {
		if ( ! OrderStatus::can( $order->status, OrderStatus::FAILED ) ) {
			return Outcome::unchanged( 'the order is ' . $order->status, $data );
		}
		try {
			$this->store->update_order_status( $order->id, OrderStatus::FAILED );
		} catch ( StoreException $changed ) {
			// Changed at the same moment (paid by the shopper's next try): that state stands.
			return Outcome::unchanged( $changed->error_code, $data );
		}
		return Outcome::applied( 'failed', $data + array( 'paid' => false ) );
	}
}
