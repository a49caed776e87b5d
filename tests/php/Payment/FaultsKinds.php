<?php
/**
 * The emulator's faults of the fault table, shared by the Faults* tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

/**
 * Needs an EmulatorTestCase (fault()).
 */
trait FaultsKinds {

	/** Faults, each lasting as many calls as the client tries (3) or one. */
	protected const FAULTS = array(
		'500'                    => array( array( 'kind' => 'status', 'status' => 500 ), 3 ),
		'503'                    => array( array( 'kind' => 'status', 'status' => 503 ), 3 ),
		'429'                    => array( array( 'kind' => 'status', 'status' => 429 ), 3 ),
		'time-out'               => array( array( 'kind' => 'timeout', 'ms' => 400 ), 3 ),
		'ORDER_ALREADY_CAPTURED' => array(
			array(
				'kind'  => 'issue',
				'issue' => 'ORDER_ALREADY_CAPTURED',
			),
			1,
		),
		'INSTRUMENT_DECLINED'    => array(
			array(
				'kind'  => 'issue',
				'issue' => 'INSTRUMENT_DECLINED',
			),
			1,
		),
		'UNPROCESSABLE_ENTITY'   => array( array( 'kind' => 'status', 'status' => 422 ), 1 ),
	);

	/**
	 * Injects a named fault on a call.
	 *
	 * @param string $fault  Fault name (self::FAULTS) or 'timeout'.
	 * @param string $method HTTP method.
	 * @param string $path   Path (`*` for one segment).
	 */
	private function inject( string $fault, string $method, string $path ): void {
		list( $kind, $times ) = 'timeout' === $fault ? self::FAULTS['time-out'] : self::FAULTS[ $fault ];
		$this->fault( $kind + array( 'method' => $method, 'path' => $path, 'times' => $times ) );
	}
}
