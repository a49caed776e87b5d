<?php
/**
 * simulate_cart (§7.2, §4.6).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Prices product lines without storing anything: the product page's total,
 * button and messages state and pay-later funding (§4.6).
 */
final class SimulateCart extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'simulate_cart';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array( 'products' => Schemas::products() ),
			'required'   => array( 'products' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$totals = $this->store->simulate_cart( $input['products'] );
		$empty  = 0 === $totals['total'];
		return array(
			'total'    => Money::to_decimal( $totals['total'], $totals['currency'] ),
			'currency' => $totals['currency'],
			'button'   => array( 'is_disabled' => $empty ),
			'messages' => array( 'is_hidden' => $empty ),
			'funding'  => array( 'paylater' => array( 'enabled' => ! $empty && ! $totals['contains_subscription'] ) ),
		);
	}
}
