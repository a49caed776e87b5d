<?php
/**
 * §7.2 create_payment_token_for_guest.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Vault\SavedMethods;

defined( 'ABSPATH' ) || exit;

/**
 * §6: a guest at checkout saves a card or her wallet before she has an
 * account. The provider payment token is made now and kept for her cart
 * session; the checkout that creates her account attaches it
 * (SavedMethods::attach_guest_tokens(), on `vitrine_order_placed`). Only a
 * setup token started in the same guest session is accepted. A logged-in
 * customer who ends up here gets the method saved to her own account.
 */
final class PaymentTokenForGuest extends PaymentEndpoint {

	/**
	 * @param SavedMethods     $methods The vault service.
	 * @param PaymentTokenGate $gate    Switch and answers.
	 */
	public function __construct( private readonly SavedMethods $methods, private readonly PaymentTokenGate $gate = new PaymentTokenGate() ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'create_payment_token_for_guest';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'vault_setup_token' => Fields::provider_id(),
			),
			'required'   => array( 'vault_setup_token' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$this->gate->check_enabled();
		$setup = (string) $input['vault_setup_token'];
		return PaymentTokenGate::run(
			function () use ( $caller, $setup ): bool {
				if ( $caller->user_id > 0 ) {
					$this->methods->save_setup_token( $caller->user_id, $setup );
				} else {
					$this->methods->save_for_guest( $caller->session, $setup );
				}
				return true;
			}
		);
	}
}
