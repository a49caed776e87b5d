<?php
/**
 * The provider's REST transport: token, retries, errors, logging.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends authenticated JSON requests through WordPress' HTTP API.
 *
 * - The OAuth2 client-credentials token is cached (TokenCache: sealed, not
 *   autoloaded) until shortly before it expires; an answer "token invalid/expired" drops it
 *   and the call is sent once more with a fresh one.
 * - Time-outs, 5xx and 429 are retried with exponential back-off, but only
 *   for idempotent calls: GET, DELETE, PATCH, and POST with a
 *   PayPal-Request-Id (the provider answers a repeat with the first result).
 * - Failures become ApiError with the provider's body kept.
 * - The log sees method, path, status, request and debug ids, time: never
 *   the secret, a token or a request or response body.
 */
final class Client {

	/**
	 * Seconds a token is dropped before the provider says it expires.
	 */
	private const TOKEN_MARGIN = 60;

	/**
	 * @var callable(float): void
	 */
	private $sleep;

	/**
	 * The last token answer without the token (scope, app id, expiry).
	 *
	 * @var array<string, mixed>
	 */
	private array $token_answer = array();

	/**
	 * @var callable(array<string, mixed>): void|null
	 */
	private $log;

	/**
	 * @param Credentials                              $credentials  Who we are, where the provider is.
	 * @param float                                    $timeout      Seconds per request.
	 * @param int                                      $max_attempts Attempts of an idempotent call (1 = no retry).
	 * @param float                                    $backoff      First back-off in seconds; doubles per retry.
	 * @param callable(float): void|null               $sleep        Waits (tests pass a recorder).
	 * @param callable(array<string, mixed>): void|null $log          Receives one entry per request.
	 */
	public function __construct(
		private readonly Credentials $credentials,
		private readonly float $timeout = 30.0,
		private readonly int $max_attempts = 3,
		private readonly float $backoff = 0.5,
		?callable $sleep = null,
		?callable $log = null
	) {
		$this->sleep = $sleep ?? static function ( float $seconds ): void {
			usleep( (int) ( $seconds * 1e6 ) );
		};
		$this->log   = $log;
	}

	/**
	 * The access token, from the cache or freshly requested.
	 *
	 * @param bool $fresh Ignore the cache.
	 * @return string
	 * @throws ApiError When the provider refuses the credentials or is unreachable.
	 */
	public function access_token( bool $fresh = false ): string {
		$key = $this->credentials->cache_key();
		if ( ! $fresh ) {
			$cached = TokenCache::get( $key );
			if ( null !== $cached ) {
				return $cached;
			}
		}
		$body               = $this->token_request( array( 'grant_type' => 'client_credentials' ) );
		$this->token_answer = array_diff_key( $body, array_flip( array( 'access_token', 'id_token', 'nonce' ) ) );
		$ttl                = (int) ( $body['expires_in'] ?? 0 ) - self::TOKEN_MARGIN;
		if ( $ttl > 0 ) {
			TokenCache::set( $key, (string) $body['access_token'], $ttl );
		} else {
			TokenCache::forget( $key );
		}
		return (string) $body['access_token'];
	}

	/**
	 * What the provider said with the last token this client requested
	 * (`scope`, `app_id`, `expires_in`; never the token): [] when the token
	 * came from the cache.
	 *
	 * @return array<string, mixed>
	 */
	public function last_token_answer(): array {
		return $this->token_answer;
	}

	/**
	 * Drops the cached token.
	 */
	public function forget_token(): void {
		TokenCache::forget( $this->credentials->cache_key() );
	}

	/**
	 * A token request with extra form fields (e.g. response_type=id_token).
	 *
	 * @param array<string, string> $form Form fields.
	 * @return array<string, mixed> The provider's answer.
	 * @throws ApiError On failure (the OAuth error body is kept as name/message).
	 */
	public function token_request( array $form ): array {
		return $this->send_with_retries(
			'POST',
			'/v1/oauth2/token',
			array(
				'Authorization' => $this->credentials->basic_authorization(),
				'Content-Type'  => 'application/x-www-form-urlencoded',
				'Accept'        => 'application/json',
			),
			http_build_query( $form, '', '&' ),
			'',
			true
		);
	}

	/**
	 * An authenticated JSON call.
	 *
	 * @param string                    $method     HTTP method.
	 * @param string                    $path       Path below the base URL, with query.
	 * @param array<mixed>|null         $body       JSON body, or null for none.
	 * @param string                    $request_id PayPal-Request-Id ('' for none).
	 * @param array<string, string>     $headers    Extra headers (e.g. Prefer).
	 * @param bool                      $safe       The call changes nothing (e.g. a token), so it may be repeated.
	 * @return array<mixed> Decoded answer ([] for 204).
	 * @throws ApiError On failure.
	 */
	public function request( string $method, string $path, ?array $body = null, string $request_id = '', array $headers = array(), bool $safe = false ): array {
		$method     = strtoupper( $method );
		$idempotent = $safe || in_array( $method, array( 'GET', 'DELETE', 'PATCH', 'PUT' ), true ) || '' !== $request_id;
		$build      = function ( string $token ) use ( $headers, $request_id, $body ): array {
			$all = array_merge(
				array(
					'Authorization' => 'Bearer ' . $token,
					'Accept'        => 'application/json',
				),
				null === $body ? array() : array( 'Content-Type' => 'application/json' ),
				$headers
			);
			if ( '' !== $request_id ) {
				$all['PayPal-Request-Id'] = $request_id;
			}
			return $all;
		};
		// An empty body is the empty JSON object the provider expects (a full refund, a capture), not `[]`.
		$payload = null === $body ? null : ( array() === $body ? '{}' : (string) wp_json_encode( $body, JSON_UNESCAPED_SLASHES ) );
		$token   = $this->access_token();
		try {
			return $this->send_with_retries( $method, $path, $build( $token ), $payload, $request_id, $idempotent );
		} catch ( ApiError $error ) {
			// The call was refused before it was processed: safe to resend once.
			if ( 401 !== $error->status ) {
				throw $error;
			}
			$this->forget_token();
			return $this->send_with_retries( $method, $path, $build( $this->access_token( true ) ), $payload, $request_id, $idempotent );
		}
	}

	/**
	 * Sends, retrying transient failures of idempotent calls with back-off.
	 *
	 * @param string                $method     Method.
	 * @param string                $path       Path.
	 * @param array<string, string> $headers    Headers.
	 * @param string|null           $payload    Body.
	 * @param string                $request_id PayPal-Request-Id.
	 * @param bool                  $idempotent Whether a repeat is safe.
	 * @return array<mixed>
	 * @throws ApiError On failure.
	 */
	private function send_with_retries( string $method, string $path, array $headers, ?string $payload, string $request_id, bool $idempotent ): array {
		$attempts = $idempotent ? max( 1, $this->max_attempts ) : 1;
		for ( $attempt = 1; ; $attempt++ ) {
			try {
				return $this->send( $method, $path, $headers, $payload, $request_id, $attempt );
			} catch ( ApiError $error ) {
				if ( ! $error->is_transient() || $attempt >= $attempts ) {
					throw $error;
				}
				( $this->sleep )( $this->delay( $attempt, $error ) );
			}
		}
	}

	/**
	 * Seconds to wait before the next attempt: exponential, with jitter,
	 * at least what a 429's Retry-After asked for (capped at 10 s).
	 *
	 * @param int      $attempt Attempt that failed, from 1.
	 * @param ApiError $error   Its error.
	 * @return float
	 */
	private function delay( int $attempt, ApiError $error ): float {
		$delay = $this->backoff * ( 2 ** ( $attempt - 1 ) );
		$delay = $delay * ( 0.8 + 0.4 * ( wp_rand( 0, 1000 ) / 1000 ) );
		if ( 429 === $error->status && isset( $error->details[0]['retry_after'] ) ) {
			$delay = max( $delay, min( 10.0, (float) $error->details[0]['retry_after'] ) );
		}
		return $delay;
	}

	/**
	 * One HTTP exchange.
	 *
	 * @param string                $method     Method.
	 * @param string                $path       Path.
	 * @param array<string, string> $headers    Headers.
	 * @param string|null           $payload    Body.
	 * @param string                $request_id PayPal-Request-Id.
	 * @param int                   $attempt    Attempt number, for the log.
	 * @return array<mixed>
	 * @throws ApiError On failure.
	 */
	private function send( string $method, string $path, array $headers, ?string $payload, string $request_id, int $attempt ): array {
		$started  = microtime( true );
		$args     = array(
			'method'      => $method,
			'headers'     => $headers,
			'timeout'     => $this->timeout,
			'redirection' => 0,
			'user-agent'  => 'Vitrine/' . ( defined( 'VITRINE_VERSION' ) ? VITRINE_VERSION : '0' ),
		);
		if ( null !== $payload ) {
			$args['body'] = $payload;
		}
		$response = wp_remote_request( $this->credentials->base_url . $path, $args );
		$entry    = array(
			'method'     => $method,
			'path'       => (string) wp_parse_url( $path, PHP_URL_PATH ),
			'request_id' => $request_id,
			'attempt'    => $attempt,
			'ms'         => (int) round( ( microtime( true ) - $started ) * 1000 ),
		);

		if ( $response instanceof WP_Error ) {
			$message = $response->get_error_message();
			$timeout = false !== stripos( $message, 'timed out' ) || false !== stripos( $message, 'cURL error 28' );
			$error   = new ApiError( 0, $timeout ? 'TIMEOUT' : 'CONNECTION_ERROR', $timeout ? 'The provider did not answer in time.' : 'The provider could not be reached.', array(), '', $request_id );
			$this->log( $entry + array( 'status' => 0, 'error' => $error->name ) );
			throw $error;
		}

		$status = (int) wp_remote_retrieve_response_code( $response );
		$raw    = (string) wp_remote_retrieve_body( $response );
		$data   = '' === $raw ? array() : json_decode( $raw, true );
		$debug  = (string) wp_remote_retrieve_header( $response, 'paypal-debug-id' );
		if ( $status >= 200 && $status < 300 ) {
			$this->log( $entry + array( 'status' => $status, 'debug_id' => $debug ) );
			if ( ! is_array( $data ) ) {
				throw new ApiError( $status, 'INVALID_RESPONSE', 'The provider answered with something that is not JSON.', array(), $debug, $request_id );
			}
			return $data;
		}

		$data    = is_array( $data ) ? $data : array();
		$details = array();
		foreach ( (array) ( $data['details'] ?? array() ) as $detail ) {
			if ( is_array( $detail ) ) {
				$details[] = array_map( 'strval', array_filter( $detail, 'is_scalar' ) );
			}
		}
		$retry_after = (string) wp_remote_retrieve_header( $response, 'retry-after' );
		if ( 429 === $status && '' !== $retry_after ) {
			$details[0] = ( $details[0] ?? array( 'issue' => 'RATE_LIMIT_REACHED' ) ) + array( 'retry_after' => $retry_after );
		}
		$error = new ApiError(
			$status,
			(string) ( $data['name'] ?? $data['error'] ?? 'HTTP_' . $status ),
			(string) ( $data['message'] ?? $data['error_description'] ?? '' ),
			$details,
			(string) ( $data['debug_id'] ?? $debug ),
			$request_id
		);
		$this->log(
			$entry + array(
				'status'   => $status,
				'error'    => $error->issue(),
				'debug_id' => $error->debug_id,
			)
		);
		throw $error;
	}

	/**
	 * Hands one entry to the log (WordPress' debug log when WP_DEBUG_LOG is
	 * on, unless a log callable was given).
	 *
	 * @param array<string, mixed> $entry Method, path, ids, status, time.
	 */
	private function log( array $entry ): void {
		if ( null !== $this->log ) {
			( $this->log )( $entry );
			return;
		}
		if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) {
			error_log( 'Vitrine provider: ' . wp_json_encode( $entry ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- opt-in debug log, no secrets.
		}
	}
}
