<?php
/**
 * Vault v3 of the provider: saved payment methods.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Setup tokens (a payment method the payer is saving) and payment tokens
 * (a saved method of a customer).
 */
final class Vault {

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * Starts saving a payment method.
	 *
	 * @param array<string, mixed> $payment_source E.g. array( 'card' => array( 'verification_method' => 'SCA_WHEN_REQUIRED' ) ) or array( 'paypal' => array( 'usage_type' => 'MERCHANT', … ) ).
	 * @param string|null          $customer_id    Provider customer id of a returning customer.
	 * @param string               $request_id     PayPal-Request-Id.
	 * @return array<string, mixed> id, status, customer, links.
	 * @throws ApiError On failure.
	 */
	public function create_setup_token( array $payment_source, ?string $customer_id, string $request_id ): array {
		$body = array( 'payment_source' => $payment_source );
		if ( null !== $customer_id && '' !== $customer_id ) {
			$body['customer'] = array( 'id' => $customer_id );
		}
		return $this->client->request( 'POST', '/v3/vault/setup-tokens', $body, $request_id );
	}

	/**
	 * Reads a setup token.
	 *
	 * @param string $id Setup token id.
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function get_setup_token( string $id ): array {
		return $this->client->request( 'GET', '/v3/vault/setup-tokens/' . rawurlencode( $id ) );
	}

	/**
	 * Turns an approved setup token into a saved payment method.
	 *
	 * @param string $setup_token_id Setup token id.
	 * @param string $request_id     PayPal-Request-Id.
	 * @return array<string, mixed> id, customer, payment_source.
	 * @throws ApiError On failure.
	 */
	public function create_payment_token( string $setup_token_id, string $request_id ): array {
		return $this->client->request(
			'POST',
			'/v3/vault/payment-tokens',
			array(
				'payment_source' => array(
					'token' => array(
						'id'   => $setup_token_id,
						'type' => 'SETUP_TOKEN',
					),
				),
			),
			$request_id
		);
	}

	/**
	 * Reads a saved payment method (its customer and display data).
	 *
	 * @param string $id Payment token id.
	 * @return array<string, mixed> id, customer, payment_source.
	 * @throws ApiError On failure.
	 */
	public function get_payment_token( string $id ): array {
		return $this->client->request( 'GET', '/v3/vault/payment-tokens/' . rawurlencode( $id ) );
	}

	/**
	 * A customer's saved payment methods (all pages).
	 *
	 * @param string $customer_id Provider customer id.
	 * @return array<int, array<string, mixed>>
	 * @throws ApiError On failure.
	 */
	public function list_payment_tokens( string $customer_id ): array {
		$tokens = array();
		$page   = 1;
		do {
			$answer = $this->client->request(
				'GET',
				'/v3/vault/payment-tokens?' . http_build_query(
					array(
						'customer_id' => $customer_id,
						'page_size'   => 20,
						'page'        => $page,
					),
					'',
					'&'
				)
			);
			$tokens = array_merge( $tokens, (array) ( $answer['payment_tokens'] ?? array() ) );
			++$page;
		} while ( $page <= (int) ( $answer['total_pages'] ?? 1 ) && $page <= 50 );
		return $tokens;
	}

	/**
	 * Deletes a saved payment method.
	 *
	 * @param string $id         Payment token id.
	 * @param string $request_id PayPal-Request-Id.
	 * @throws ApiError On failure.
	 */
	public function delete_payment_token( string $id, string $request_id ): void {
		$this->client->request( 'DELETE', '/v3/vault/payment-tokens/' . rawurlencode( $id ), null, $request_id );
	}
}
