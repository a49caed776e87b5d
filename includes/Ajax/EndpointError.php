<?php
/**
 * A refusal of a shop endpoint.
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Endpoint::handle(); the Router answers
 * `{success: false, data: {code, message, …$data}}` with $status.
 * §8.2: code 100 marks a message the shopper can act on.
 */
final class EndpointError extends \RuntimeException {

	/**
	 * @param string               $message    German message for the shopper.
	 * @param int|string           $error_code data.code, e.g. 'vitrine_invalid_body' or 100.
	 * @param int                  $status     HTTP status (4xx; 5xx only for a provider outage).
	 * @param array<string, mixed> $data       Further keys of `data` (§7.2: errors, details, refresh).
	 */
	public function __construct(
		string $message,
		public readonly int|string $error_code = 'vitrine_error',
		public readonly int $status = 400,
		public readonly array $data = array()
	) {
		parent::__construct( $message );
	}
}
