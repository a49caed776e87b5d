<?php
/**
 * One call of a shop endpoint, as it arrived.
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * The raw parts the Router needs, so that tests can build a call without
 * globals and the Router decodes them the same way in both.
 */
final class Request {

	/**
	 * @param string               $name         Endpoint name from `?wc-ajax=`.
	 * @param string               $method       HTTP method, upper case.
	 * @param string               $content_type Content-Type header.
	 * @param string               $raw          Raw body ('' for a GET).
	 * @param array<string, mixed> $query        Query arguments (a GET's input), `wc-ajax` left out.
	 * @param array<string, mixed> $parsed       Fields PHP parsed already (multipart forms, whose raw body PHP keeps to itself).
	 * @param string               $nonce_header The `Nonce` header (§7.2 shipping calls send their nonce there).
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $method,
		public readonly string $content_type = '',
		public readonly string $raw = '',
		public readonly array $query = array(),
		public readonly array $parsed = array(),
		public readonly string $nonce_header = ''
	) {}

	/**
	 * A JSON POST, as the blocks send it (tests).
	 *
	 * @param string               $name Endpoint name.
	 * @param array<string, mixed> $body Body.
	 */
	public static function json( string $name, array $body ): self {
		return new self( $name, 'POST', 'application/json', (string) wp_json_encode( $body ) );
	}

	/**
	 * The current HTTP request.
	 *
	 * @param string $name Endpoint name.
	 */
	public static function from_globals( string $name ): self {
		// phpcs:disable WordPress.Security.NonceVerification -- the Router verifies the nonce.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$type   = isset( $_SERVER['CONTENT_TYPE'] ) && is_string( $_SERVER['CONTENT_TYPE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['CONTENT_TYPE'] ) ) : '';
		$nonce  = isset( $_SERVER['HTTP_NONCE'] ) && is_string( $_SERVER['HTTP_NONCE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_NONCE'] ) ) : '';
		$raw    = 'POST' === $method ? (string) file_get_contents( 'php://input', false, null, 0, Body::MAX_BYTES + 1 ) : '';
		$query  = wp_unslash( $_GET );
		unset( $query[ Router::QUERY_VAR ] );
		// Only multipart bodies reach PHP's own parser without a raw copy for us.
		$parsed = '' === $raw && str_contains( strtolower( $type ), 'multipart/' ) ? wp_unslash( $_POST ) : array();
		// phpcs:enable
		return new self( $name, $method, $type, $raw, is_array( $query ) ? $query : array(), is_array( $parsed ) ? $parsed : array(), $nonce );
	}
}
