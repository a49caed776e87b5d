<?php
/**
 * A failed provider call, with the provider's error body kept.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * What the provider answered (`name`, `message`, `details[{issue,
 * description}]`, `debug_id`), or that it did not answer at all (status 0),
 * plus the shop-facing code and German message of §8.2 (see ErrorMessages).
 */
final class ApiError extends RuntimeException {

	/**
	 * @param int                                $status           HTTP status; 0 when no answer arrived (time-out, connection).
	 * @param string                             $name             Provider error name, e.g. UNPROCESSABLE_ENTITY; TIMEOUT or CONNECTION_ERROR without answer.
	 * @param string                             $provider_message The provider's (English) message.
	 * @param array<int, array<string, string>>  $details          The provider's details (issue, description, field…).
	 * @param string                             $debug_id         The provider's debug id, for support requests.
	 * @param string                             $request_id       PayPal-Request-Id of the call, if any.
	 */
	public function __construct(
		public readonly int $status,
		public readonly string $name,
		public readonly string $provider_message,
		public readonly array $details = array(),
		public readonly string $debug_id = '',
		public readonly string $request_id = ''
	) {
		parent::__construct( ErrorMessages::message( $this ), ErrorMessages::code( $this ) );
	}

	/**
	 * The first detail's issue (e.g. INSTRUMENT_DECLINED), else the name.
	 *
	 * @return string
	 */
	public function issue(): string {
		return (string) ( $this->details[0]['issue'] ?? $this->name );
	}

	/**
	 * Whether the call may be repeated as it was: no answer, 5xx or 429.
	 *
	 * @return bool
	 */
	public function is_transient(): bool {
		return 0 === $this->status || 429 === $this->status || $this->status >= 500;
	}

	/**
	 * The error as the payment endpoints answer it (§7.2 create_order and
	 * approve_order failures: code, message, details[{issue, description}]).
	 *
	 * @return array{code: int, error: string, message: string, details: array<int, array{issue: string, description: string}>, debug_id: string}
	 */
	public function to_response(): array {
		return array(
			'code'     => ErrorMessages::code( $this ),
			'error'    => ErrorMessages::error_code( $this ),
			'message'  => ErrorMessages::message( $this ),
			'details'  => array_map(
				static fn( array $d ): array => array(
					'issue'       => (string) ( $d['issue'] ?? '' ),
					'description' => (string) ( $d['description'] ?? '' ),
				),
				$this->details
			),
			'debug_id' => $this->debug_id,
		);
	}
}
