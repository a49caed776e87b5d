<?php
/**
 * The payment-source parts of a provider order that save or use a method.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Store\Gateways;
use Vitrine\Store\PaymentToken;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: what Orders v2 documents for vaulting with a purchase
 * (`payment_source.{card|paypal}.attributes.vault.store_in_vault:
 * ON_SUCCESS`, the wallet also `usage_type: MERCHANT`, and
 * `attributes.customer.id` of a returning customer) and for paying with a
 * saved method (`payment_source.{card|paypal}.vault_id`).
 */
final class VaultAttributes {

	/**
	 * The payment source asking to save the method once the order is paid.
	 *
	 * @param string $kind        card or paypal.
	 * @param string $customer_id The user's provider customer id ('' for a new customer).
	 * @return array<string, array<string, mixed>>
	 */
	public static function store_in_vault( string $kind, string $customer_id ): array {
		$vault = array( 'store_in_vault' => 'ON_SUCCESS' );
		if ( 'paypal' === $kind ) {
			$vault['usage_type']     = 'MERCHANT';
			$vault['permit_multiple_payment_tokens'] = false;
		}
		$attributes = array( 'vault' => $vault );
		if ( '' !== $customer_id ) {
			$attributes['customer'] = array( 'id' => $customer_id );
		}
		return array( 'paypal' === $kind ? 'paypal' : 'card' => array( 'attributes' => $attributes ) );
	}

	/**
	 * The payment source that charges a saved method.
	 *
	 * @param PaymentToken $token A saved method of the payer.
	 * @return array<string, array<string, string>>
	 */
	public static function saved( PaymentToken $token ): array {
		return array( self::kind( $token->gateway ) => array( 'vault_id' => $token->provider_token_id ) );
	}

	/**
	 * The provider's source kind of a gateway.
	 *
	 * @param string $gateway Gateway id.
	 */
	public static function kind( string $gateway ): string {
		return Gateways::WALLET === $gateway ? 'paypal' : 'card';
	}
}
