<?php
/**
 * §7.2 vault_paypal: a free-trial cart saves the wallet instead of paying.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Subscriptions\FreeTrial;
use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Payment\Vault\VaultRefused;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * §4.7 step 3 / §4.5: the wallet on a free-trial cart charges nothing; it
 * starts a wallet setup token whose approval returns to the page that
 * asked (`return_url`, same site only, marked for FreeTrialReturn) and
 * answers its `approve_link` (§2.6: the page goes there). Only for a cart
 * that is a free trial, and only while saving methods is on. Failures
 * answer `data.message` (§8.2 wallet vault failure).
 */
final class VaultWallet extends PaymentEndpoint {

	/**
	 * @param Store                 $store   The shop.
	 * @param SavedMethods          $methods The vault service.
	 * @param \Closure(): bool|null $enabled Whether vaulting is on (default: the provider settings).
	 */
	public function __construct( private readonly Store $store, private readonly SavedMethods $methods, private readonly ?\Closure $enabled = null ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'vault_paypal';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'return_url' => array(
					'type'      => 'string',
					'pattern'   => '^https?://',
					'maxLength' => 2000,
				),
			),
			'required'   => array( 'return_url' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$on = null !== $this->enabled ? ( $this->enabled )() : ! empty( \Vitrine\Provider\Settings::get()['vaulting'] );
		if ( ! $on ) {
			throw new EndpointError( __( 'Saving payment methods is switched off in this shop.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 403, array( 'error' => 'vitrine_vault_off' ) );
		}
		if ( '' === $caller->session || empty( $this->store->cart_totals( $caller->session )['is_free_trial_cart'] ) ) {
			throw new EndpointError( __( 'Your cart has no free trial. Please reload the page.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 409, array( 'error' => 'vitrine_no_free_trial' ) );
		}
		$back = wp_validate_redirect( (string) $input['return_url'], '' );
		if ( '' === $back ) {
			throw new EndpointError( __( 'The payment could not be started. Please try again.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 400, array( 'error' => 'vitrine_invalid_return_url' ) );
		}
		$back = add_query_arg( FreeTrial::RETURN_ARG, '1', remove_query_arg( array( 'approval_token_id', 'approval_session_id', FreeTrial::RETURN_ARG ), $back ) );
		try {
			$started = $this->methods->start( $caller->user_id, $caller->session, 'paypal', '', $back );
		} catch ( VaultRefused $refused ) {
			throw new EndpointError( $refused->getMessage(), ErrorMessages::SHOW_MESSAGE, $refused->status, array( 'error' => $refused->error_code ) );
		} catch ( ApiError $error ) {
			throw Refusal::provider_outside_order( $error );
		}
		if ( '' === $started['approve_link'] ) {
			throw new EndpointError( ErrorMessages::generic(), 0, 502, array( 'error' => 'vitrine_vault_failed' ) );
		}
		return array( 'approve_link' => $started['approve_link'] );
	}
}
