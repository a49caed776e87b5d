<?php
/**
 * Payments v2 of the provider: captures, refunds, authorizations.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * What happens to a payment after its order is completed: read a capture,
 * refund it (fully or in part), capture or void an authorization, read a
 * refund. Every mutating call takes a PayPal-Request-Id (see RequestId), so
 * a retry after a time-out never refunds or captures twice.
 */
final class Payments {

	/**
	 * The full resource rather than the provider's minimal answer.
	 */
	private const REPRESENTATION = array( 'Prefer' => 'return=representation' );

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * Reads a capture.
	 *
	 * @param string $id Capture id.
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function capture( string $id ): array {
		return $this->client->request( 'GET', '/v2/payments/captures/' . rawurlencode( $id ) );
	}

	/**
	 * Refunds a capture: the rest of it without an amount, else that amount.
	 *
	 * @param string                                          $capture_id Capture id.
	 * @param string                                          $request_id PayPal-Request-Id.
	 * @param array{value: string, currency_code: string}|null $amount    Amount, null for everything left.
	 * @param string                                          $note       Note to the payer ('' none).
	 * @return array<string, mixed> The refund.
	 * @throws ApiError On failure (e.g. CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED).
	 */
	public function refund( string $capture_id, string $request_id, ?array $amount = null, string $note = '' ): array {
		$body = array();
		if ( null !== $amount ) {
			$body['amount'] = array(
				'value'         => (string) $amount['value'],
				'currency_code' => (string) $amount['currency_code'],
			);
		}
		if ( '' !== $note ) {
			$body['note_to_payer'] = $note;
		}
		return $this->client->request( 'POST', '/v2/payments/captures/' . rawurlencode( $capture_id ) . '/refund', $body, $request_id, self::REPRESENTATION );
	}

	/**
	 * Reads a refund.
	 *
	 * @param string $id Refund id.
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function refund_details( string $id ): array {
		return $this->client->request( 'GET', '/v2/payments/refunds/' . rawurlencode( $id ) );
	}

	/**
	 * Reads an authorization.
	 *
	 * @param string $id Authorization id.
	 * @return array<string, mixed>
	 * @throws ApiError On failure.
	 */
	public function authorization( string $id ): array {
		return $this->client->request( 'GET', '/v2/payments/authorizations/' . rawurlencode( $id ) );
	}

	/**
	 * Captures an authorization: all of it, or an amount (final or not).
	 *
	 * @param string                                          $id         Authorization id.
	 * @param string                                          $request_id PayPal-Request-Id.
	 * @param array{value: string, currency_code: string}|null $amount    Amount, null for all.
	 * @param bool                                            $final      Whether no capture follows.
	 * @return array<string, mixed> The capture.
	 * @throws ApiError On failure (e.g. AUTHORIZATION_ALREADY_CAPTURED, AUTHORIZATION_VOIDED).
	 */
	public function capture_authorization( string $id, string $request_id, ?array $amount = null, bool $final = true ): array {
		$body = array( 'final_capture' => $final );
		if ( null !== $amount ) {
			$body['amount'] = array(
				'value'         => (string) $amount['value'],
				'currency_code' => (string) $amount['currency_code'],
			);
		}
		return $this->client->request( 'POST', '/v2/payments/authorizations/' . rawurlencode( $id ) . '/capture', $body, $request_id, self::REPRESENTATION );
	}

	/**
	 * Voids an authorization (what is not captured yet is released).
	 *
	 * @param string $id         Authorization id.
	 * @param string $request_id PayPal-Request-Id.
	 * @return array<string, mixed> The voided authorization.
	 * @throws ApiError On failure (e.g. PREVIOUSLY_CAPTURED, PREVIOUSLY_VOIDED).
	 */
	public function void( string $id, string $request_id ): array {
		// The provider's void takes no body at all (not even `{}`).
		return $this->client->request( 'POST', '/v2/payments/authorizations/' . rawurlencode( $id ) . '/void', null, $request_id, self::REPRESENTATION );
	}
}
