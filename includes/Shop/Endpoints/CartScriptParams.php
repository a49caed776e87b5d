<?php
/**
 * cart_script_params (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\CartSummary;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The caller's cart for the payment scripts: currency, amount, button and
 * messages state, and the cart summary the `vitrine/cart` store receives.
 */
final class CartScriptParams extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'cart_script_params';
	}

	/** {@inheritDoc} */
	public function method(): string {
		return 'GET';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array( 'type' => 'object' );
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$totals = '' === $caller->session ? $this->store->simulate_cart( array() ) : $this->store->cart_totals( $caller->session );
		$empty  = 0 === $totals['total'];
		$amount = Money::to_decimal( $totals['total'], $totals['currency'] );
		return array(
			'url_params' => array( 'currency' => $totals['currency'] ),
			'button'     => array( 'is_disabled' => $empty ),
			'messages'   => array(
				'is_hidden' => $empty,
				'amount'    => $amount,
			),
			'amount'     => $amount,
			'cart'       => CartSummary::of( $totals ),
		);
	}
}
