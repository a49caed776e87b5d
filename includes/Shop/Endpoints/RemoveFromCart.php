<?php
/**
 * remove_from_cart (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\CartSummary;

defined( 'ABSPATH' ) || exit;

/**
 * Removes one line (mini-cart, cart page, §4.6 cancel of a booking line);
 * answers the cart summary.
 */
final class RemoveFromCart extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'remove_from_cart';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array( 'cart_item_key' => Schemas::cart_item_key() ),
			'required'   => array( 'cart_item_key' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$session = self::session( $caller, 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
		$this->store->remove_from_cart( $session, $input['cart_item_key'] );
		return array( 'cart' => CartSummary::of( $this->store->cart_totals( $session ) ) );
	}
}
