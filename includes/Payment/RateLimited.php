<?php
/**
 * An endpoint behind a RateLimit (bot traffic).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\EndpointError;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps an endpoint: the same name, method, schema and session rule, and
 * before its handle() runs — after the Router's nonce and schema gate, so
 * only calls that would do work are counted — one hit on the limit for the
 * caller's cart session (or user, or for a caller with neither its address).
 * Over the limit: HTTP 429 `vitrine_rate_limited` with a German message and
 * data.retry_after in seconds; nothing is written.
 */
final class RateLimited implements Endpoint {

	/**
	 * @param Endpoint  $inner The limited endpoint.
	 * @param RateLimit $limit Its limit.
	 */
	public function __construct( private readonly Endpoint $inner, private readonly RateLimit $limit ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return $this->inner->name();
	}

	/** {@inheritDoc} */
	public function method(): string {
		return $this->inner->method();
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return $this->inner->schema();
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return $this->inner->starts_session();
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$key = self::key( $caller );
		$now = time();
		if ( ! $this->limit->hit( $key, $now ) ) {
			throw new EndpointError(
				__( 'Too many payment attempts in a short time. Please wait a few minutes and try again.', 'vitrine' ),
				'vitrine_rate_limited',
				429,
				array( 'retry_after' => $this->limit->retry_after( $key, $now ) )
			);
		}
		return $this->inner->handle( $input, $caller );
	}

	/**
	 * Whom a call is counted for: the cart session, else the user, else the
	 * address (a caller without a session shares its limit with everyone
	 * calling from there — such calls cannot pay a cart anyway).
	 *
	 * @param Caller $caller Who asks.
	 */
	public static function key( Caller $caller ): string {
		if ( '' !== $caller->session ) {
			return $caller->session;
		}
		if ( $caller->user_id > 0 ) {
			return 'user:' . $caller->user_id;
		}
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders -- the connection's own address, not a forwarded header.
		$address = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return 'ip:' . substr( $address, 0, 64 );
	}
}
