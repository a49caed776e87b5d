<?php
/**
 * Checks, casts and bounds a decoded request body against an endpoint's schema.
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * The one place where endpoint input is cast and bounded, before the store
 * sees it. A small subset of JSON schema, strict where WordPress' own check is
 * lenient (its rest_validate_value_from_schema() lets "" pass as an empty
 * array):
 *
 * - `type`: a name or a list, tried in order: object, array, string,
 *   integer, number, boolean, null. A PHP list is an array, a map an object;
 *   an empty array is both ({} and [] decode alike).
 * - string: valid UTF-8, `minLength`, `maxLength` (default 1,000), `pattern`,
 *   `enum`. Numbers and arrays are not strings.
 * - integer: an int or a digit string ("12" from a form); never a float, a
 *   boolean or a number past 18 digits; `minimum`/`maximum` default to
 *   0 and 2,147,483,647.
 * - number: int, float or numeric string, finite; optional bounds.
 * - boolean: true/false, or "true"/"false"/"1"/"0" from a form.
 * - array: `items`, `minItems`, `maxItems` (default 100).
 * - object: `properties`, `required`, `maxProperties` (default 100).
 *   Unknown keys are **dropped**, so handle() only ever sees declared keys:
 *   §7.2 bodies carry keys the server ignores by design (a client's
 *   purchase_units or price), and refusing them would break callers that
 *   send a superset. `additionalProperties: false` refuses them instead, and
 *   `additionalProperties: {schema}` keeps them (a free map such as a product
 *   line's extra fields) with keys of at most `propertyNames.maxLength`
 *   (default 64) characters.
 * - Nesting deeper than MAX_DEPTH is refused.
 *
 * A violation is an EndpointError 400 with the German message, the code
 * vitrine_invalid_request and data.field naming the path (body.products[0].id).
 */
final class Input {

	public const MAX_DEPTH = 16;

	private const DEFAULT_MAX_LENGTH     = 1000;
	private const DEFAULT_MAX_ITEMS      = 100;
	private const DEFAULT_MAX_PROPERTIES = 100;
	private const DEFAULT_MAX_KEY_LENGTH = 64;
	private const DEFAULT_MINIMUM        = 0;
	private const DEFAULT_MAXIMUM        = 2147483647;

	/**
	 * The value, cast to the schema's types and checked against its bounds.
	 *
	 * @param mixed                $value  Decoded value.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Where the value sits, for data.field.
	 * @param int                  $depth  Nesting so far.
	 * @return mixed
	 * @throws EndpointError 400 when the value does not fit.
	 */
	public static function cast( mixed $value, array $schema, string $path = 'body', int $depth = 0 ): mixed {
		if ( $depth > self::MAX_DEPTH ) {
			throw self::invalid( $path );
		}
		$error = null;
		foreach ( (array) ( $schema['type'] ?? 'string' ) as $type ) {
			try {
				$cast = self::as_type( $value, (string) $type, $schema, $path, $depth );
			} catch ( EndpointError $refused ) {
				$error = $refused;
				continue;
			}
			if ( isset( $schema['enum'] ) && ! in_array( $cast, (array) $schema['enum'], true ) ) {
				throw self::invalid( $path );
			}
			return $cast;
		}
		throw $error ?? self::invalid( $path );
	}

	/**
	 * The value as one type.
	 *
	 * @param mixed                $value  Value.
	 * @param string               $type   JSON schema type.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @param int                  $depth  Depth.
	 * @return mixed
	 * @throws EndpointError When it is not of that type or out of bounds.
	 */
	private static function as_type( mixed $value, string $type, array $schema, string $path, int $depth ): mixed {
		switch ( $type ) {
			case 'object':
				return self::as_object( $value, $schema, $path, $depth );
			case 'array':
				return self::as_list( $value, $schema, $path, $depth );
			case 'string':
				return self::as_string( $value, $schema, $path );
			case 'integer':
				if ( is_string( $value ) && preg_match( '/^-?\d{1,18}$/', $value ) ) {
					$value = (int) $value;
				}
				if ( ! is_int( $value ) || $value < (int) ( $schema['minimum'] ?? self::DEFAULT_MINIMUM ) || $value > (int) ( $schema['maximum'] ?? self::DEFAULT_MAXIMUM ) ) {
					throw self::invalid( $path );
				}
				return $value;
			case 'number':
				if ( is_string( $value ) && is_numeric( $value ) && strlen( $value ) <= 32 ) {
					$value = (float) $value;
				}
				if ( ( ! is_int( $value ) && ! is_float( $value ) ) || ! is_finite( (float) $value )
					|| ( isset( $schema['minimum'] ) && $value < $schema['minimum'] )
					|| ( isset( $schema['maximum'] ) && $value > $schema['maximum'] ) ) {
					throw self::invalid( $path );
				}
				return $value;
			case 'boolean':
				if ( is_bool( $value ) ) {
					return $value;
				}
				if ( in_array( $value, array( 'true', '1' ), true ) ) {
					return true;
				}
				if ( in_array( $value, array( 'false', '0' ), true ) ) {
					return false;
				}
				throw self::invalid( $path );
			case 'null':
				if ( null === $value ) {
					return null;
				}
				throw self::invalid( $path );
		}
		throw self::invalid( $path );
	}

	/**
	 * A map with its declared keys (and free keys when the schema allows them).
	 *
	 * @param mixed                $value  Value.
	 * @param array<string, mixed> $schema Object schema.
	 * @param string               $path   Path.
	 * @param int                  $depth  Depth.
	 * @return array<string, mixed>
	 * @throws EndpointError When it is not an object, misses a required key or holds a refused one.
	 */
	private static function as_object( mixed $value, array $schema, string $path, int $depth ): array {
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) || count( $value ) > (int) ( $schema['maxProperties'] ?? self::DEFAULT_MAX_PROPERTIES ) ) {
			throw self::invalid( $path );
		}
		$properties = (array) ( $schema['properties'] ?? array() );
		$additional = $schema['additionalProperties'] ?? true;
		$cast       = array();
		foreach ( (array) ( $schema['required'] ?? array() ) as $name ) {
			if ( ! array_key_exists( $name, $value ) ) {
				throw self::invalid( $path . '.' . $name );
			}
		}
		foreach ( $value as $name => $item ) {
			$name = (string) $name;
			if ( isset( $properties[ $name ] ) ) {
				$cast[ $name ] = self::cast( $item, (array) $properties[ $name ], $path . '.' . $name, $depth + 1 );
			} elseif ( false === $additional ) {
				throw self::invalid( $path . '.' . $name );
			} elseif ( is_array( $additional ) ) {
				$max_key = (int) ( $schema['propertyNames']['maxLength'] ?? self::DEFAULT_MAX_KEY_LENGTH );
				if ( '' === $name || ! mb_check_encoding( $name, 'UTF-8' ) || mb_strlen( $name ) > $max_key ) {
					throw self::invalid( $path );
				}
				$cast[ $name ] = self::cast( $item, $additional, $path . '.' . $name, $depth + 1 );
			}
		}
		return $cast;
	}

	/**
	 * A list of items of one schema.
	 *
	 * @param mixed                $value  Value.
	 * @param array<string, mixed> $schema Array schema.
	 * @param string               $path   Path.
	 * @param int                  $depth  Depth.
	 * @return array<int, mixed>
	 * @throws EndpointError When it is not a list or has too few or too many items.
	 */
	private static function as_list( mixed $value, array $schema, string $path, int $depth ): array {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) > (int) ( $schema['maxItems'] ?? self::DEFAULT_MAX_ITEMS ) || count( $value ) < (int) ( $schema['minItems'] ?? 0 ) ) {
			throw self::invalid( $path );
		}
		$items = (array) ( $schema['items'] ?? array( 'type' => 'string' ) );
		$cast  = array();
		foreach ( $value as $index => $item ) {
			$cast[] = self::cast( $item, $items, $path . '[' . $index . ']', $depth + 1 );
		}
		return $cast;
	}

	/**
	 * A string within its bounds.
	 *
	 * @param mixed                $value  Value.
	 * @param array<string, mixed> $schema String schema.
	 * @param string               $path   Path.
	 * @throws EndpointError When it is not valid UTF-8 text within the bounds and pattern.
	 */
	private static function as_string( mixed $value, array $schema, string $path ): string {
		if ( ! is_string( $value ) || ! mb_check_encoding( $value, 'UTF-8' ) ) {
			throw self::invalid( $path );
		}
		$length = mb_strlen( $value );
		if ( $length > (int) ( $schema['maxLength'] ?? self::DEFAULT_MAX_LENGTH ) || $length < (int) ( $schema['minLength'] ?? 0 ) ) {
			throw self::invalid( $path );
		}
		if ( isset( $schema['pattern'] ) && 1 !== preg_match( '~' . str_replace( '~', '\~', (string) $schema['pattern'] ) . '~u', $value ) ) {
			throw self::invalid( $path );
		}
		return $value;
	}

	/**
	 * The refusal of a value.
	 *
	 * @param string $path Where it sits.
	 */
	public static function invalid( string $path ): EndpointError {
		return new EndpointError(
			__( 'The request could not be read. Please reload the page and try again.', 'vitrine' ),
			'vitrine_invalid_request',
			400,
			array( 'field' => $path )
		);
	}
}
