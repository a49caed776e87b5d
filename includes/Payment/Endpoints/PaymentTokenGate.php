<?php
/**
 * What the vault endpoints share: the switch, the caller check, the answers.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Payment\Vault\VaultRefused;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Provider\Settings;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * §7.2 create_setup_token, create_payment_token(_for_guest): refused while
 * saving methods is switched off (§3.11 vaultingEnabled), and every failure
 * of the vault flow answers the configured error_message (§8.2) — except a
 * refusal the shopper can act on (not logged in, card expired), which says so.
 */
final class PaymentTokenGate {

	/** Gateways whose methods can be saved, and the provider's kind for each. */
	public const KINDS = array(
		'ppcp-credit-card-gateway' => 'card',
		'ppcp-gateway'             => 'paypal',
	);

	/**
	 * @param \Closure(): bool|null $enabled Whether vaulting is on (default: the provider settings).
	 */
	public function __construct( private readonly ?\Closure $enabled = null ) {}

	/**
	 * Refuses while saving methods is switched off.
	 *
	 * @throws EndpointError 403 when off.
	 */
	public function check_enabled(): void {
		$on = null !== $this->enabled ? ( $this->enabled )() : ! empty( Settings::get()['vaulting'] );
		if ( ! $on ) {
			throw new EndpointError( __( 'Saving payment methods is switched off in this shop.', 'vitrine' ), 'vitrine_vault_off', 403 );
		}
	}

	/**
	 * The schema of the gateway whose method is saved.
	 *
	 * @return array<string, mixed>
	 */
	public static function payment_method(): array {
		return array(
			'type' => 'string',
			'enum' => array_keys( self::KINDS ),
		);
	}

	/**
	 * Runs a vault step and turns its failures into answers.
	 *
	 * @param callable(): mixed $step Step.
	 * @return mixed The step's answer.
	 * @throws EndpointError For every failure.
	 */
	public static function run( callable $step ): mixed {
		try {
			return $step();
		} catch ( VaultRefused $refused ) {
			throw new EndpointError( $refused->getMessage(), $refused->error_code, $refused->status );
		} catch ( StoreException $error ) {
			throw new EndpointError( $error->getMessage(), ErrorMessages::SHOW_MESSAGE, 400, array( 'error' => $error->error_code ) );
		} catch ( ApiError $error ) {
			throw new EndpointError(
				SavedMethods::failed(),
				0,
				$error->is_transient() || $error->status >= 500 ? 502 : 422,
				array( 'error' => $error->issue() )
			);
		}
	}
}
