<?php
/**
 * What a handler did with an event.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * `applied` (something changed), `unchanged` (already so: a repeat or an
 * older event), or `ignored` (not ours, or it would leave a final state);
 * with a short reason for the answer and the log. Every outcome is final
 * for the event: only a Retry makes the provider deliver it again.
 */
final class Outcome {

	public const APPLIED   = 'applied';
	public const UNCHANGED = 'unchanged';
	public const IGNORED   = 'ignored';

	/**
	 * @param string               $status One of the constants.
	 * @param string               $reason Short English reason (for logs and tests).
	 * @param array<string, mixed> $data   What to add to the answer (ids, statuses).
	 */
	public function __construct(
		public readonly string $status,
		public readonly string $reason = '',
		public readonly array $data = array()
	) {}

	/**
	 * @param string               $reason Reason.
	 * @param array<string, mixed> $data   Data.
	 */
	public static function applied( string $reason, array $data = array() ): self {
		return new self( self::APPLIED, $reason, $data );
	}

	/**
	 * @param string               $reason Reason.
	 * @param array<string, mixed> $data   Data.
	 */
	public static function unchanged( string $reason, array $data = array() ): self {
		return new self( self::UNCHANGED, $reason, $data );
	}

	/**
	 * @param string               $reason Reason.
	 * @param array<string, mixed> $data   Data.
	 */
	public static function ignored( string $reason, array $data = array() ): self {
		return new self( self::IGNORED, $reason, $data );
	}
}
