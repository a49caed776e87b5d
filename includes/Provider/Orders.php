<?php
/**
 * Orders v2 of the provider.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Create, read, patch, confirm a payment source, capture and authorize orders. Every mutating call
 * takes the PayPal-Request-Id of our order and attempt (see RequestId).
 */
final class Orders {

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * Creates an order.
	 *
	 * @param array<string, mixed> $order      intent, purchase_units, payer, payment_source (with experience_context).
	 * @param string               $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The whole order (Prefer: return=representation).
	 * @throws ApiError On failure.
	 */
	public function create( array $order, string $request_id ): array {
		return $this->client->request( 'POST', '/v2/checkout/orders', $order, $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * Reads an order.
	 *
	 * @param string $id Provider order id.
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function get( string $id ): array {
		return $this->client->request( 'GET', '/v2/checkout/orders/' . rawurlencode( $id ) );
	}

	/**
	 * Applies a JSON Patch (e.g. a new amount after a shipping change).
	 *
	 * @param string                           $id         Provider order id.
	 * @param array<int, array<string, mixed>> $operations Patch operations.
	 * @param string                           $request_id PayPal-Request-Id.
	 * @throws ApiError On failure.
	 */
	public function patch( string $id, array $operations, string $request_id ): void {
		$this->client->request( 'PATCH', '/v2/checkout/orders/' . rawurlencode( $id ), $operations, $request_id );
	}

	/**
	 * Captures an approved order (intent CAPTURE).
	 *
	 * @param string $id         Provider order id.
	 * @param string $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The completed order.
	 * @throws ApiError On failure.
	 */
	public function capture( string $id, string $request_id ): array {
		return $this->client->request( 'POST', '/v2/checkout/orders/' . rawurlencode( $id ) . '/capture', array(), $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * Authorizes an approved order (intent AUTHORIZE).
	 *
	 * @param string $id         Provider order id.
	 * @param string $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The completed order.
	 * @throws ApiError On failure.
	 */
	public function authorize( string $id, string $request_id ): array {
		return $this->client->request( 'POST', '/v2/checkout/orders/' . rawurlencode( $id ) . '/authorize', array(), $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * Confirms the payer's payment source of a created order, e.g. the cash
	 * voucher's `{payment_source: {oxxo: {name, email, country_code}},
	 * processing_instruction}`; the answer of such a source is
	 * PAYER_ACTION_REQUIRED with a `payer-action` link.
	 *
	 * @param string               $id         Provider order id.
	 * @param array<string, mixed> $body       payment_source (and processing_instruction).
	 * @param string               $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The order.
	 * @throws ApiError On failure.
	 */
	public function confirm_payment_source( string $id, array $body, string $request_id ): array {
		return $this->client->request( 'POST', '/v2/checkout/orders/' . rawurlencode( $id ) . '/confirm-payment-source', $body, $request_id, array( 'Prefer' => 'return=representation' ) );
	}

	/**
	 * The URL of an order's link with the given rel ('' when it has none).
	 *
	 * @param array<string, mixed> $order Order as the provider answered.
	 * @param string               $rel   Link relation, e.g. payer-action.
	 */
	public static function link( array $order, string $rel ): string {
		foreach ( is_array( $order['links'] ?? null ) ? $order['links'] : array() as $link ) {
			if ( is_array( $link ) && $rel === ( $link['rel'] ?? null ) && is_string( $link['href'] ?? null ) ) {
				return $link['href'];
			}
		}
		return '';
	}

	/**
	 * The first capture of a completed order, or null.
	 *
	 * @param array<string, mixed> $order Completed order.
	 * @return array<string, mixed>|null
	 */
	public static function first_capture( array $order ): ?array {
		$capture = $order['purchase_units'][0]['payments']['captures'][0] ?? null;
		return is_array( $capture ) ? $capture : null;
	}
}
