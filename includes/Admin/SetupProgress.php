<?php
/**
 * How far the owner got with the first-run setup.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The option `vitrine_setup`: each step done or skipped (a step not named is
 * open), and whether the setup as a whole is finished or dismissed. The
 * screen opens at the first open step; a closed setup no longer nags (the
 * activation notice and the plugin row's link go), though the screen stays
 * reachable and its steps can be saved again.
 */
final class SetupProgress {

	public const OPTION = 'vitrine_setup';

	/** The steps in the order the screen shows them. */
	public const STEPS = array( 'address', 'currency', 'bank', 'shipping', 'paypal' );

	public const DONE    = 'done';
	public const SKIPPED = 'skipped';

	public const OPEN      = 'open';
	public const FINISHED  = 'finished';
	public const DISMISSED = 'dismissed';

	/**
	 * The progress: every step with '' (open), 'done' or 'skipped', and the status.
	 *
	 * @return array{steps: array<string, string>, status: string}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION );
		$stored = is_array( $stored ) ? $stored : array();
		$marks  = is_array( $stored['steps'] ?? null ) ? $stored['steps'] : array();
		$steps  = array();
		foreach ( self::STEPS as $step ) {
			$mark           = $marks[ $step ] ?? '';
			$steps[ $step ] = in_array( $mark, array( self::DONE, self::SKIPPED ), true ) ? $mark : '';
		}
		$status = $stored['status'] ?? '';
		return array(
			'steps'  => $steps,
			'status' => in_array( $status, array( self::FINISHED, self::DISMISSED ), true ) ? $status : self::OPEN,
		);
	}

	/**
	 * Marks a step done or skipped. A step that was done stays done when it
	 * is skipped later: its settings are stored.
	 *
	 * @param string $step  One of STEPS.
	 * @param string $state DONE or SKIPPED.
	 */
	public static function mark( string $step, string $state ): void {
		if ( ! in_array( $step, self::STEPS, true ) || ! in_array( $state, array( self::DONE, self::SKIPPED ), true ) ) {
			return;
		}
		$progress = self::get();
		if ( self::SKIPPED === $state && self::DONE === $progress['steps'][ $step ] ) {
			return;
		}
		$progress['steps'][ $step ] = $state;
		self::write( $progress );
	}

	/**
	 * Whether every step is done or skipped.
	 */
	public static function all_handled(): bool {
		return ! in_array( '', self::get()['steps'], true );
	}

	/**
	 * Closes the setup: finished or dismissed. Either ends the nagging.
	 *
	 * @param string $status FINISHED or DISMISSED.
	 */
	public static function close( string $status ): void {
		if ( ! in_array( $status, array( self::FINISHED, self::DISMISSED ), true ) ) {
			return;
		}
		$progress = self::get();
		// Dismissing a finished setup does not make it unfinished.
		if ( self::FINISHED === $progress['status'] && self::DISMISSED === $status ) {
			return;
		}
		$progress['status'] = $status;
		self::write( $progress );
	}

	/**
	 * Whether the setup is finished or dismissed.
	 */
	public static function closed(): bool {
		return self::OPEN !== self::get()['status'];
	}

	/**
	 * Whether any step has been done or skipped.
	 */
	public static function started(): bool {
		return array() !== array_filter( self::get()['steps'] );
	}

	/**
	 * Stores the progress (only the marked steps).
	 *
	 * @param array{steps: array<string, string>, status: string} $progress Progress.
	 */
	private static function write( array $progress ): void {
		update_option(
			self::OPTION,
			array(
				'steps'  => array_filter( $progress['steps'] ),
				'status' => $progress['status'],
			)
		);
	}
}
