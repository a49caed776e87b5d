<?php
/**
 * Casting and bounding of endpoint input.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Ajax;

use Vitrine\Ajax\EndpointError;
use Vitrine\Ajax\Input;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Ajax\Input
 */
final class InputTest extends TestCase {

	/**
	 * Whether a value is refused.
	 *
	 * @param mixed                $value  Value.
	 * @param array<string, mixed> $schema Schema.
	 */
	private static function refused( mixed $value, array $schema ): bool {
		try {
			Input::cast( $value, $schema );
		} catch ( EndpointError $error ) {
			return 400 === $error->status;
		}
		return false;
	}

	public function test_integers_accept_digit_strings_and_refuse_floats_booleans_and_overflow(): void {
		$schema = array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => 100,
		);
		$this->assertSame( 12, Input::cast( '12', $schema ) );
		$this->assertSame( 12, Input::cast( 12, $schema ) );
		foreach ( array( 12.0, 12.5, true, '12a', ' 12', '', '1e1', 0, 101, '99999999999999999999', null, array( 1 ), NAN, INF ) as $bad ) {
			$this->assertTrue( self::refused( $bad, $schema ), var_export( $bad, true ) );
		}
		$this->assertTrue( self::refused( 2147483648, array( 'type' => 'integer' ) ), 'Default bounds: 0 to 2^31 - 1.' );
		$this->assertTrue( self::refused( -1, array( 'type' => 'integer' ) ) );
	}

	public function test_strings_are_bounded_valid_utf8_and_never_numbers_or_arrays(): void {
		$this->assertSame( 'Köln', Input::cast( 'Köln', array( 'type' => 'string', 'maxLength' => 4 ) ) );
		$this->assertTrue( self::refused( 'Kölner', array( 'type' => 'string', 'maxLength' => 4 ) ) );
		$this->assertTrue( self::refused( str_repeat( 'x', 1001 ), array( 'type' => 'string' ) ), 'Default maxLength 1000.' );
		$this->assertTrue( self::refused( "\xC3\x28", array( 'type' => 'string' ) ) );
		$this->assertTrue( self::refused( 5, array( 'type' => 'string' ) ) );
		$this->assertTrue( self::refused( array( 'x' ), array( 'type' => 'string' ) ) );
		$this->assertTrue( self::refused( 'a~b', array( 'type' => 'string', 'pattern' => '^[a-z]+$' ) ) );
		$this->assertTrue( self::refused( 'c', array( 'type' => 'string', 'enum' => array( 'a', 'b' ) ) ) );
	}

	public function test_an_empty_string_is_not_an_array_or_object(): void {
		$this->assertTrue( self::refused( '', array( 'type' => 'array' ) ) );
		$this->assertTrue( self::refused( '', array( 'type' => 'object' ) ) );
		$this->assertSame( array(), Input::cast( array(), array( 'type' => 'array' ) ) );
		$this->assertSame( array(), Input::cast( array(), array( 'type' => 'object' ) ), '{} decodes as an empty array.' );
		$this->assertTrue( self::refused( array( 'a' => 1 ), array( 'type' => 'array' ) ), 'A map is no list.' );
		$this->assertTrue( self::refused( array( 1, 2 ), array( 'type' => 'object' ) ), 'A list is no object.' );
	}

	public function test_objects_drop_unknown_keys_unless_refused_or_allowed_by_schema(): void {
		$schema = array(
			'type'       => 'object',
			'properties' => array( 'a' => array( 'type' => 'boolean' ) ),
		);
		$this->assertSame( array( 'a' => true ), Input::cast( array( 'a' => 'true', 'b' => 'x' ), $schema ) );
		$this->assertSame( array( 'a' => false ), Input::cast( array( 'a' => '0' ), $schema ) );
		$this->assertTrue( self::refused( array( 'a' => 'ja' ), $schema ) );
		$this->assertTrue( self::refused( array( 'b' => 1 ), $schema + array( 'additionalProperties' => false ) ) );
		$map = array(
			'type'                 => 'object',
			'maxProperties'        => 2,
			'additionalProperties' => array( 'type' => 'string', 'maxLength' => 3 ),
		);
		$this->assertSame( array( 'x' => 'abc' ), Input::cast( array( 'x' => 'abc' ), $map ) );
		$this->assertTrue( self::refused( array( 'x' => 'abcd' ), $map ) );
		$this->assertTrue( self::refused( array( 'x' => 'a', 'y' => 'b', 'z' => 'c' ), $map ) );
		$this->assertTrue( self::refused( array( str_repeat( 'k', 65 ) => 'a' ), $map ), 'Keys of at most 64 characters.' );
	}

	public function test_nesting_past_the_limit_is_refused_and_types_are_tried_in_order(): void {
		$deep = array( 'v' => 1 );
		$node = array(
			'type'                 => array( 'object', 'integer' ),
			'additionalProperties' => array(),
		);
		for ( $i = 0; $i < Input::MAX_DEPTH + 2; $i++ ) {
			$deep = array( 'v' => $deep );
		}
		$node['additionalProperties'] = &$node;
		$this->assertTrue( self::refused( $deep, $node ) );

		$either = array( 'type' => array( 'null', 'array', 'object' ), 'items' => array( 'type' => 'string' ), 'additionalProperties' => array( 'type' => 'string' ) );
		$this->assertNull( Input::cast( null, $either ) );
		$this->assertSame( array( 'L' ), Input::cast( array( 'L' ), $either ) );
		$this->assertSame( array( 'size' => 'L' ), Input::cast( array( 'size' => 'L' ), $either ) );
		$this->assertTrue( self::refused( 'L', $either ) );
	}
}
