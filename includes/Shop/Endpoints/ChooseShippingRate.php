<?php
/**
 * choose_shipping_rate: the cart page's shipping choice (not in §7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\CartSummary;

defined( 'ABSPATH' ) || exit;

/**
 * Chooses one of the shop's shipping rates for the cart; answers the cart summary.
 */
final class ChooseShippingRate extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'choose_shipping_rate';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'rate_id' => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 40,
				),
			),
			'required'   => array( 'rate_id' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$session = self::session( $caller, 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
		$this->store->choose_shipping_rate( $session, $input['rate_id'] );
		return array( 'cart' => CartSummary::of( $this->store->cart_totals( $session ) ) );
	}
}
