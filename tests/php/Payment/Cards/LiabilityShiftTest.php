<?php
/**
 * The 3-D Secure decision (§5.4).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Cards;

use Vitrine\Payment\Cards\LiabilityShift;
use Vitrine\Tests\TestCase;

/**
 * The provider's recommended actions, from the order's authentication_result.
 */
final class LiabilityShiftTest extends TestCase {

	/**
	 * A result.
	 *
	 * @param string $shift  liability_shift.
	 * @param string $enroll enrollment_status ('' none).
	 * @param string $auth   authentication_status ('' none).
	 * @return array<string, mixed>
	 */
	private static function result( string $shift, string $enroll = '', string $auth = '' ): array {
		$secure = array_filter(
			array(
				'enrollment_status'     => $enroll,
				'authentication_status' => $auth,
			)
		);
		return array( 'liability_shift' => $shift ) + ( array() === $secure ? array() : array( 'three_d_secure' => $secure ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function outcomes(): array {
		return array(
			'passed challenge: POSSIBLE Y Y'        => array( self::result( 'POSSIBLE', 'Y', 'Y' ), LiabilityShift::PROCEED ),
			'attempted: POSSIBLE Y A'               => array( self::result( 'POSSIBLE', 'Y', 'A' ), LiabilityShift::PROCEED ),
			'card not enrolled: NO N'               => array( self::result( 'NO', 'N' ), LiabilityShift::PROCEED ),
			'issuer unavailable: NO U'              => array( self::result( 'NO', 'U' ), LiabilityShift::PROCEED ),
			'bypassed: NO B'                        => array( self::result( 'NO', 'B' ), LiabilityShift::PROCEED ),
			'failed authentication: NO Y N'         => array( self::result( 'NO', 'Y', 'N' ), LiabilityShift::REFUSE ),
			'rejected by the issuer: NO Y R'        => array( self::result( 'NO', 'Y', 'R' ), LiabilityShift::REFUSE ),
			'rejected even with POSSIBLE'           => array( self::result( 'POSSIBLE', 'Y', 'R' ), LiabilityShift::REFUSE ),
			'unknown: UNKNOWN'                      => array( self::result( 'UNKNOWN' ), LiabilityShift::RETRY ),
			'authentication unavailable: NO Y U'    => array( self::result( 'NO', 'Y', 'U' ), LiabilityShift::RETRY ),
			'NO without enrollment: retry'          => array( self::result( 'NO' ), LiabilityShift::RETRY ),
			'empty result'                          => array( array(), LiabilityShift::RETRY ),
			'no result at all'                      => array( null, LiabilityShift::RETRY ),
			'garbage shapes'                        => array( array( 'liability_shift' => array( 'x' ), 'three_d_secure' => 'y' ), LiabilityShift::RETRY ),
			'lower case from a sloppy peer: possible' => array( self::result( 'possible', 'y', 'y' ), LiabilityShift::PROCEED ),
		);
	}

	/**
	 * Each authentication result gives the provider's recommended action.
	 *
	 * @dataProvider outcomes
	 *
	 * @param mixed  $result   authentication_result.
	 * @param string $expected Decision.
	 */
	public function test_the_authentication_result_decides_capture_refusal_or_retry( $result, string $expected ): void {
		$this->assertSame( $expected, LiabilityShift::decide( $result ) );
	}
}
