<?php
/**
 * change_cart (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;

defined( 'ABSPATH' ) || exit;

/**
 * Replaces the cart with the given product lines, or adds them with
 * `add: true` (§7.2 "further options": the product page); answers the
 * server-priced purchase units.
 */
final class ChangeCart extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'change_cart';
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'products' => Schemas::products(),
				'add'      => array( 'type' => 'boolean' ),
			),
			'required'   => array( 'products' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		if ( true === ( $input['add'] ?? false ) ) {
			$this->store->add_lines_to_cart( $caller->session, $input['products'], $caller->user_id );
		} else {
			$this->store->change_cart( $caller->session, $input['products'], $caller->user_id );
		}
		return $this->store->purchase_units( $caller->session );
	}
}
