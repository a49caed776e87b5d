<?php
/**
 * §7.2 create_order: our order first, then its provider order.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Payer;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Provider\ApiError;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Product page, cart and mini-cart pay the session's cart: its pending
 * order is made (or the open one for the same cart reused) before the
 * provider order, so the provider order names our order and nothing later
 * has to create one. pay-now pays the given order (with its key). Prices
 * come from the server only: `purchase_units` (§7.2 lets the browser send
 * them) and any price or total are not in the schema, so the Router drops
 * them, whatever their shape, before handle() runs. Answers `{id, custom_id}`.
 */
final class CreateOrder extends PaymentEndpoint {

	/** Contexts whose order is the session's cart. */
	private const CART_CONTEXTS = array( Ids::CONTEXT_PRODUCT, Ids::CONTEXT_CART, Ids::CONTEXT_MINI_CART );

	/**
	 * @param Store          $store  The shop.
	 * @param ProviderOrders $orders Provider orders.
	 */
	public function __construct( private readonly Store $store, private readonly ProviderOrders $orders ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'create_order';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'context'             => array(
					'type' => 'string',
					'enum' => array( 'product', 'cart', 'mini-cart', 'checkout', 'pay-now' ),
				),
				'payer'               => Fields::payer(),
				'bn_code'             => Fields::bn_code(),
				'payment_method'      => Fields::payment_method(),
				'funding_source'      => Fields::funding_source(),
				'order_id'            => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
				'order_key'           => array(
					'type'    => 'string',
					'pattern' => '^[A-Za-z0-9_]{0,40}$',
				),
				'form_encoded'        => array(
					'type'      => 'string',
					'maxLength' => 20000,
				),
				'createaccount'       => array( 'type' => 'boolean' ),
				'save_payment_method' => array( 'type' => 'boolean' ),
			),
			'required'   => array( 'context' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$context = (string) ( $input['context'] ?? '' );
		try {
			if ( 'pay-now' === $context ) {
				$order = $this->store->order_for_payment( (int) ( $input['order_id'] ?? 0 ), (string) ( $input['order_key'] ?? '' ) );
			} elseif ( in_array( $context, self::CART_CONTEXTS, true ) ) {
				if ( '' === $caller->session ) {
					throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
				}
				$order = $this->store->order_from_cart( $caller->session, $caller->user_id, Ids::GATEWAY_WALLET );
			} else {
				// The checkout pays through the provider from part 2 on.
				throw new EndpointError( __( 'This payment method is not available here yet. Please choose another one.', 'vitrine' ), 100, 400, array( 'error' => 'vitrine_context_not_supported' ) );
			}
			$payer = Payer::merge( is_array( $input['payer'] ?? null ) ? $input['payer'] : array() );
			$id    = $this->orders->create( $order, $payer, (string) ( $input['funding_source'] ?? '' ) );
		} catch ( StoreException $error ) {
			throw Refusal::store( $error );
		} catch ( ApiError $error ) {
			throw Refusal::provider( $error );
		} catch ( PaymentFailed $failed ) {
			throw Refusal::payment( $failed );
		}
		return array(
			'id'        => $id,
			'custom_id' => (string) $order->id,
		);
	}
}
