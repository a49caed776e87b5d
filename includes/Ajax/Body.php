<?php
/**
 * Decodes a request body: JSON or URL-encoded form, within limits.
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a body before anything parses it unchecked: a body past MAX_BYTES is
 * a 413; invalid JSON, JSON deeper than JSON_DEPTH or not an object is a
 * 400; a URL-encoded form with more than MAX_FIELDS fields or brackets
 * nested deeper than MAX_NESTING is a 400 *before* parse_str() sees it
 * (parse_str() warns past max_input_vars and drops what is
 * nested past max_input_nesting_level). The same form check serves the
 * `form_encoded` field of validate_checkout and save_checkout_form.
 */
final class Body {

	public const MAX_BYTES   = 262144;
	public const MAX_FIELDS  = 1000;
	public const MAX_NESTING = 64;
	private const JSON_DEPTH = 32;

	/**
	 * The decoded body.
	 *
	 * @param string $content_type The request's Content-Type.
	 * @param string $raw          The raw body.
	 * @return array<string, mixed>
	 * @throws EndpointError 400 or 413 when it cannot be read.
	 */
	public static function decode( string $content_type, string $raw ): array {
		if ( strlen( $raw ) > self::MAX_BYTES ) {
			throw new EndpointError( __( 'The request is too large.', 'vitrine' ), 'vitrine_request_too_large', 413 );
		}
		if ( ! str_contains( strtolower( $content_type ), 'json' ) ) {
			return self::form( $raw );
		}
		try {
			$body = json_decode( $raw, true, self::JSON_DEPTH, JSON_THROW_ON_ERROR );
		} catch ( \JsonException ) {
			throw self::unreadable();
		}
		if ( ! is_array( $body ) || ( array() !== $body && array_is_list( $body ) ) ) {
			throw self::unreadable();
		}
		return $body;
	}

	/**
	 * A URL-encoded form, parsed only once its size is known to be safe.
	 *
	 * @param string $encoded URL-encoded fields (a=1&b[c]=2).
	 * @return array<string, mixed>
	 * @throws EndpointError 400 with too many fields or too deep a nesting.
	 */
	public static function form( string $encoded ): array {
		if ( '' === $encoded ) {
			return array();
		}
		$limit_fields  = min( self::MAX_FIELDS, max( 1, (int) ini_get( 'max_input_vars' ) ) );
		$limit_nesting = min( self::MAX_NESTING, max( 1, (int) ini_get( 'max_input_nesting_level' ) ) );
		// parse_str() splits on every character of arg_separator.input ('&' unless a server says more).
		$separators = (string) ini_get( 'arg_separator.input' );
		$separators = '' === $separators ? '&' : $separators;
		if ( strlen( $encoded ) - strlen( str_replace( str_split( $separators ), '', $encoded ) ) + 1 > $limit_fields ) {
			throw new EndpointError( __( 'The form has too many fields.', 'vitrine' ), 'vitrine_too_many_fields', 400 );
		}
		foreach ( preg_split( '/[' . preg_quote( $separators, '/' ) . ']/', $encoded ) ?: array() as $pair ) {
			$name = urldecode( explode( '=', $pair, 2 )[0] );
			if ( substr_count( $name, '[' ) >= $limit_nesting ) {
				throw new EndpointError( __( 'The form has too many fields.', 'vitrine' ), 'vitrine_too_many_fields', 400 );
			}
		}
		$fields = array();
		parse_str( $encoded, $fields );
		return $fields;
	}

	/**
	 * The refusal of an unreadable body.
	 */
	private static function unreadable(): EndpointError {
		return new EndpointError(
			__( 'The request could not be read. Please reload the page and try again.', 'vitrine' ),
			'vitrine_invalid_request',
			400
		);
	}
}
