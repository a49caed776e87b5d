<?php
/**
 * §7.2 client token: the token the legacy card fields need (§3.10).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Identity;

defined( 'ABSPATH' ) || exit;

/**
 * Answers `{user, expiration, token}` (§3.10) for the caller: `user` is the
 * caller's user id (0 for a guest), `expiration` an absolute unix time in
 * seconds, so the page's §5.4 check (user matches, now < expiration) holds
 * the cached token exactly as long as the provider keeps it valid. The
 * token is tied to the user (§6): it is never cached across users here.
 */
final class ClientToken extends PaymentEndpoint {

	/**
	 * @param Identity $identity The provider's identity calls.
	 */
	public function __construct( private readonly Identity $identity ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'client_token';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		try {
			return $this->identity->client_token( $caller->user_id );
		} catch ( ApiError $error ) {
			throw Refusal::provider_outside_order( $error );
		}
	}
}
