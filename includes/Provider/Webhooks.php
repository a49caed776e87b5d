<?php
/**
 * Webhooks of the provider: signature verification.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a delivery with the provider's verify-webhook-signature call. The
 * events are read by Payment\Webhooks\Event, and the types the shop acts on
 * are those Payment\Webhooks\Dispatcher has handlers for.
 */
final class Webhooks {

	/**
	 * Transmission headers the provider sends with each delivery.
	 */
	private const HEADERS = array(
		'auth_algo'         => 'paypal-auth-algo',
		'cert_url'          => 'paypal-cert-url',
		'transmission_id'   => 'paypal-transmission-id',
		'transmission_sig'  => 'paypal-transmission-sig',
		'transmission_time' => 'paypal-transmission-time',
	);

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * Whether the provider confirms the delivery's signature.
	 *
	 * @param array<string, string> $headers    Request headers (any case).
	 * @param string                $body       Raw request body.
	 * @param string                $webhook_id Our webhook's id at the provider.
	 * @return bool
	 * @throws ApiError When the provider cannot be asked.
	 */
	public function verify( array $headers, string $body, string $webhook_id ): bool {
		$headers = array_change_key_case( $headers, CASE_LOWER );
		// Decoded to objects, so that an empty object stays `{}`: the provider
		// checks the signature over the event as it re-serialises it.
		$event = json_decode( $body );
		if ( ! $event instanceof \stdClass || '' === $webhook_id ) {
			return false;
		}
		$request = array();
		foreach ( self::HEADERS as $field => $header ) {
			$value = $headers[ $header ] ?? '';
			if ( ! is_string( $value ) || '' === $value ) {
				return false;
			}
			$request[ $field ] = $value;
		}
		$request['webhook_id']    = $webhook_id;
		$request['webhook_event'] = $event;
		$answer                   = $this->client->request( 'POST', '/v1/notifications/verify-webhook-signature', $request, '', array(), true );
		return 'SUCCESS' === ( $answer['verification_status'] ?? '' );
	}
}
