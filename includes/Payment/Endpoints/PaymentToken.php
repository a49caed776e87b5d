<?php
/**
 * §7.2 create_payment_token.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Vault\SavedMethods;

defined( 'ABSPATH' ) || exit;

/**
 * A logged-in customer's approved setup token becomes her saved method.
 * Only a setup token she started herself is accepted (SavedMethods).
 * Answers data = our payment token id (the `wc_payment_token_id` that
 * subscription_change_payment_method and the checkout's saved-card select
 * take).
 */
final class PaymentToken extends PaymentEndpoint {

	/**
	 * @param SavedMethods     $methods The vault service.
	 * @param PaymentTokenGate $gate    Switch and answers.
	 */
	public function __construct( private readonly SavedMethods $methods, private readonly PaymentTokenGate $gate = new PaymentTokenGate() ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'create_payment_token';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'vault_setup_token'  => Fields::provider_id(),
				'payment_method'     => PaymentTokenGate::payment_method(),
				'is_free_trial_cart' => array( 'type' => 'boolean' ),
			),
			'required'   => array( 'vault_setup_token' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$this->gate->check_enabled();
		if ( $caller->user_id <= 0 ) {
			throw new EndpointError( __( 'Please log in to save a payment method.', 'vitrine' ), 'vitrine_login_required', 401 );
		}
		$setup = (string) $input['vault_setup_token'];
		return PaymentTokenGate::run(
			fn(): int => $this->methods->save_setup_token( $caller->user_id, $setup )->id
		);
	}
}
