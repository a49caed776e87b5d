<?php
/**
 * §7.2 update_shipping: the cart changed while the pop-up was open.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * After a shipping option or address change (§4.8) the cart's total is
 * another one. Our orders are never re-priced: the cart's order is taken
 * (the same one while the cart is unchanged, else a new one), the provider
 * order moves to it (the old order is cancelled, its stock put back), and
 * the provider order's amount, items and custom_id are patched to it. So
 * what the payer approves is always exactly one order's total.
 */
final class UpdateShipping extends PaymentEndpoint {

	/**
	 * @param Store          $store  The shop.
	 * @param ProviderOrders $orders Provider orders.
	 */
	public function __construct( private readonly Store $store, private readonly ProviderOrders $orders ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'update_shipping';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'order_id' => Fields::provider_id(),
			),
			'required'   => array( 'order_id' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$provider_order_id = (string) $input['order_id'];
		$order             = $this->store->order_by_provider_order_id( $provider_order_id );
		if ( ! $order || '' === $caller->session ) {
			throw new EndpointError( __( 'This payment belongs to no order of this shop. Please start again.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 404, array( 'error' => 'vitrine_unknown_provider_order' ) );
		}
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			throw new EndpointError( __( 'This order does not need a payment any more.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 409, array( 'error' => 'vitrine_order_paid' ) );
		}
		try {
			$current = $this->store->order_from_cart( $caller->session, $caller->user_id, $order->payment_method );
			if ( $current->id !== $order->id ) {
				$current = $this->store->move_provider_order( $provider_order_id, $order->id, $current->id );
			}
			$this->orders->update( $current, $provider_order_id );
		} catch ( StoreException $error ) {
			throw Refusal::store( $error );
		} catch ( ApiError $error ) {
			throw Refusal::provider( $error );
		}
		return array( 'message' => '' );
	}
}
