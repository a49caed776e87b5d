<?php
/**
 * What a saved method shows, from the provider's payment source.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Store\Gateways;

defined( 'ABSPATH' ) || exit;

/**
 * Maps a provider payment source (`card: {brand, last_digits, expiry:
 * "YYYY-MM"}` or `paypal: {email_address}`) to the fields of a stored
 * PaymentToken. Pure; never sees a card number.
 */
final class TokenDetails {

	/**
	 * The Store's token data for a provider payment token.
	 *
	 * @param string               $provider_token_id Provider payment token id.
	 * @param array<string, mixed> $payment_source    Provider payment source.
	 * @return array<string, mixed> gateway, provider_token_id, brand, last_digits, expiry_month, expiry_year.
	 */
	public static function from_source( string $provider_token_id, array $payment_source ): array {
		$card = $payment_source['card'] ?? null;
		if ( is_array( $card ) ) {
			$expiry = (string) ( $card['expiry'] ?? '' );
			$parts  = preg_match( '/^(\d{4})-(\d{2})$/', $expiry, $m ) ? array( (int) $m[1], (int) $m[2] ) : array( 0, 0 );
			$brand  = strtolower( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', (string) ( $card['brand'] ?? 'card' ) ) );
			return array(
				'gateway'           => Gateways::CARD,
				'provider_token_id' => $provider_token_id,
				'brand'             => '' === $brand ? 'card' : substr( $brand, 0, 30 ),
				'last_digits'       => (string) ( $card['last_digits'] ?? '' ),
				'expiry_month'      => $parts[1],
				'expiry_year'       => $parts[0],
			);
		}
		return array(
			'gateway'           => Gateways::WALLET,
			'provider_token_id' => $provider_token_id,
			'brand'             => 'paypal',
			'last_digits'       => '',
			'expiry_month'      => 0,
			'expiry_year'       => 0,
		);
	}
}
