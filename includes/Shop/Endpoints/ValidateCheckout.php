<?php
/**
 * validate_checkout (§7.2, §5.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Body;
use Vitrine\Ajax\Caller;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the checkout form (URL-encoded, bounded before parsing) against
 * the caller's cart; errors come back German, as §7.2's errors list.
 */
final class ValidateCheckout extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'validate_checkout';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array( 'form_encoded' => Schemas::form_encoded() ),
			'required'   => array( 'form_encoded' ),
		);
	}

	/** {@inheritDoc} */
	protected function answer( array $input, Caller $caller ): mixed {
		$errors = $this->store->validate_checkout( $caller->session, Body::form( $input['form_encoded'] ), $caller->user_id );
		if ( $errors ) {
			throw new StoreException( 'vitrine_invalid_checkout', (string) reset( $errors ), $errors );
		}
		return array(
			'refresh' => false,
			'errors'  => array(),
		);
	}
}
