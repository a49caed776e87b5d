<?php
/**
 * set_cart_quantity: the cart page's quantity field (not in §7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\CartSummary;

defined( 'ABSPATH' ) || exit;

/**
 * Sets a line's quantity (0 removes it); the store re-checks stock and the
 * 9,999 per line; answers the cart summary.
 */
final class SetCartQuantity extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'set_cart_quantity';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'cart_item_key' => Schemas::cart_item_key(),
				'quantity'      => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 9999,
				),
			),
			'required'   => array( 'cart_item_key', 'quantity' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$session = self::session( $caller, 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
		if ( 0 === $input['quantity'] ) {
			$this->store->remove_from_cart( $session, $input['cart_item_key'] );
		} else {
			$this->store->set_cart_quantity( $session, $input['cart_item_key'], $input['quantity'] );
		}
		return array( 'cart' => CartSummary::of( $this->store->cart_totals( $session ) ) );
	}
}
