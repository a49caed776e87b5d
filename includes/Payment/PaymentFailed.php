<?php
/**
 * A payment step that did not succeed, with what the shopper is told.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;

defined( 'ABSPATH' ) || exit;

/**
 * The German message and §8.2 code (100: the shopper can act on it, 0: the
 * generic error), a machine code, the HTTP status the endpoints answer
 * with, and the provider's details when there are any.
 */
final class PaymentFailed extends \RuntimeException {

	/**
	 * @param string                            $message German message.
	 * @param int                               $shopper_code §8.2 data.code: 100 or 0.
	 * @param string                            $error   Machine code, e.g. vitrine_provider_instrument_declined.
	 * @param int                               $status  HTTP status (4xx; 502 when the provider failed).
	 * @param array<int, array{issue: string, description: string}> $details The provider's details.
	 */
	public function __construct(
		string $message,
		public readonly int $shopper_code = 0,
		public readonly string $error = 'vitrine_payment_failed',
		public readonly int $status = 400,
		public readonly array $details = array()
	) {
		parent::__construct( $message );
	}

	/**
	 * A provider error as the shopper sees it (§8.2 via ErrorMessages).
	 *
	 * @param ApiError $error Provider error.
	 */
	public static function from( ApiError $error ): self {
		$response = $error->to_response();
		return new self(
			$response['message'],
			$response['code'],
			$response['error'],
			$error->is_transient() || $error->status >= 500 ? 502 : ( ErrorMessages::SHOW_MESSAGE === $response['code'] ? 422 : 400 ),
			$response['details']
		);
	}

	/**
	 * The generic error (labels.error.generic, §8.2).
	 *
	 * @param string $error  Machine code.
	 * @param int    $status HTTP status.
	 */
	public static function generic( string $error, int $status = 400 ): self {
		return new self( ErrorMessages::generic(), 0, $error, $status );
	}
}
