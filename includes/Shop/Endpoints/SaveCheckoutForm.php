<?php
/**
 * save_checkout_form (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Body;
use Vitrine\Ajax\Caller;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the checkout form's own fields for the session (the store drops
 * everything else), so a shopper who leaves for the provider finds them again.
 */
final class SaveCheckoutForm extends ShopEndpoint {

	/** {@inheritDoc} */
	public function name(): string {
		return 'save_checkout_form';
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return true;
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
		$this->store->save_checkout_form( $caller->session, Body::form( $input['form_encoded'] ) );
		return array( 'message' => __( 'Your details are saved.', 'vitrine' ) );
	}
}
