<?php
/**
 * §7.2 create_order: our order first, then its provider order.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Payer;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Payment\Vault\CheckoutVault;
use Vitrine\Provider\ApiError;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Product page, cart and mini-cart pay the session's cart: its pending
 * order is made (or the open one for the same cart reused) before the
 * provider order, so the provider order names our order and nothing later
 * has to create one. Checkout places the order of the posted form and
 * pay-now pays the given order (with its key), see CheckoutOrder. Prices
 * come from the server only: `purchase_units` (§7.2 lets the browser send
 * them) and any price or total are not in the schema, so the Router drops
 * them, whatever their shape, before handle() runs. Answers `{id, custom_id}`.
 */
final class CreateOrder extends PaymentEndpoint {

	/**
	 * @var CheckoutOrder The checkout's and pay-now's order.
	 */
	private readonly CheckoutOrder $checkout;

	/**
	 * @param Store              $store  The shop.
	 * @param ProviderOrders     $orders Provider orders.
	 * @param CheckoutVault|null $vault  Save at checkout (none: nothing is saved).
	 */
	public function __construct( private readonly Store $store, private readonly ProviderOrders $orders, private readonly ?CheckoutVault $vault = null ) {
		$this->checkout = new CheckoutOrder( $store );
	}

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
		$billing = array();
		try {
			if ( Ids::CONTEXT_PAY_NOW === $context ) {
				$order   = $this->checkout->pay_now( $input );
				$billing = CheckoutOrder::billing_form( $order );
			} elseif ( Ids::CONTEXT_CHECKOUT === $context ) {
				$order   = $this->checkout->checkout( $input, $caller );
				$billing = CheckoutOrder::billing_form( $order );
			} else {
				if ( '' === $caller->session ) {
					throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
				}
				$order = $this->store->order_from_cart( $caller->session, $caller->user_id, Ids::GATEWAY_WALLET );
			}
			// §3.5: the order's billing details win over what the browser sent.
			$payer = Payer::merge( is_array( $input['payer'] ?? null ) ? $input['payer'] : array(), $billing );
			// The card form's vault checkbox, or the wallet with vaulting on: saved once paid.
			$save = null !== $this->vault ? $this->vault->source_for( $order, $context, ! empty( $input['save_payment_method'] ) ) : array();
			$id   = $this->orders->create( $order, $payer, (string) ( $input['funding_source'] ?? '' ), $save );
			if ( array() !== $save ) {
				$this->vault->expect( $order->id );
			}
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
