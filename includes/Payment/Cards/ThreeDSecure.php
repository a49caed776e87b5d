<?php
/**
 * The 3-D Secure gate before a card payment is captured.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Cards;

use Vitrine\Payment\Ids;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Store\Order;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Runs at approve_order, before Capture: for an order paid by the card
 * gateway while 3-D Secure is requested (setting not NO_3D_SECURE, §5.4),
 * the provider order is read and LiabilityShift decides. A refusal moves the
 * order to its next payment attempt (nothing was taken; the next card gets a
 * new provider order) and answers a German message the shopper can act on
 * (§8.2 code 100); the browser's liabilityShift is never trusted.
 */
final class ThreeDSecure {

	/**
	 * @param Store  $store       The shop.
	 * @param Orders $orders      Provider orders.
	 * @param string $contingency The 3-D Secure setting (SCA_WHEN_REQUIRED, SCA_ALWAYS, NO_3D_SECURE).
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly string $contingency
	) {}

	/**
	 * Passes, or throws the refusal.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @throws PaymentFailed When 3-D Secure failed or must be repeated, or the provider cannot be asked.
	 */
	public function check( string $provider_order_id ): void {
		if ( 'NO_3D_SECURE' === $this->contingency ) {
			return;
		}
		$order = $this->store->order_by_provider_order_id( $provider_order_id );
		if ( ! $order instanceof Order || Ids::GATEWAY_CARD !== $order->payment_method || ! \Vitrine\Store\OrderStatus::needs_payment( $order->status ) ) {
			return; // Not a card-field payment, or paid already (Capture answers for it).
		}
		try {
			$provider = $this->orders->get( $provider_order_id );
		} catch ( ApiError $error ) {
			throw PaymentFailed::from( $error );
		}
		$card = $provider['payment_source']['card'] ?? null;
		if ( ! is_array( $card ) ) {
			return;
		}
		$decision = LiabilityShift::decide( $card['authentication_result'] ?? null );
		if ( LiabilityShift::PROCEED === $decision ) {
			return;
		}
		$this->store->next_payment_attempt( $order->id, $order->payment_attempt );
		if ( LiabilityShift::REFUSE === $decision ) {
			throw new PaymentFailed(
				__( 'Your bank could not confirm this card payment (3-D Secure). Nothing was charged. Please try again or use another card.', 'vitrine' ),
				100,
				'vitrine_card_3ds_refused',
				422
			);
		}
		throw new PaymentFailed(
			__( 'The security check of your card (3-D Secure) could not be completed. Nothing was charged. Please enter your card again.', 'vitrine' ),
			100,
			'vitrine_card_3ds_retry',
			422
		);
	}
}
