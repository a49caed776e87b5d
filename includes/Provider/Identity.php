<?php
/**
 * Identity tokens the provider's JS SDK needs.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * The client token of §3.10 (card fields) and the id_token that lets the
 * SDK show a customer's saved methods (§6, data-user-id-token).
 */
final class Identity {

	/** Seconds before the provider's expiry from which a client token counts as expired. */
	public const EXPIRY_MARGIN = 60;

	/**
	 * @param Client $client Transport.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * A client token for a user (§3.10: user, expiration, token). The
	 * provider answers a lifetime (`expires_in`, seconds); §5.4 compares
	 * `expiration` with the clock, so it is the absolute unix time in
	 * seconds when the token expires (a minute early, so a page never uses a
	 * token in its last seconds).
	 *
	 * @param int         $user_id     WordPress user id (0 for a guest).
	 * @param string|null $customer_id Provider customer id, when known.
	 * @param int|null    $now         Current unix time (tests), default time().
	 * @return array{user: int, expiration: int, token: string}
	 * @throws ApiError On failure.
	 */
	public function client_token( int $user_id, ?string $customer_id = null, ?int $now = null ): array {
		$body     = null === $customer_id || '' === $customer_id ? array() : array( 'customer_id' => $customer_id );
		$answer   = $this->client->request( 'POST', '/v1/identity/generate-token', $body, '', array(), true );
		$lifetime = max( 0, (int) ( $answer['expires_in'] ?? 0 ) - self::EXPIRY_MARGIN );
		return array(
			'user'       => $user_id,
			'expiration' => ( $now ?? time() ) + $lifetime,
			'token'      => (string) ( $answer['client_token'] ?? '' ),
		);
	}

	/**
	 * The id_token of a provider customer.
	 *
	 * @param string $customer_id Provider customer id.
	 * @return string
	 * @throws ApiError On failure.
	 */
	public function id_token( string $customer_id ): string {
		$answer = $this->client->token_request(
			array(
				'grant_type'         => 'client_credentials',
				'response_type'      => 'id_token',
				'target_customer_id' => $customer_id,
			)
		);
		return (string) ( $answer['id_token'] ?? '' );
	}
}
