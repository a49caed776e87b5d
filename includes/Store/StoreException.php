<?php
/**
 * A refused store operation, with a message for the shopper.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the store when input is invalid or an operation is not allowed.
 * The message is translated (German on the site) and safe to show; nothing
 * has been written when it is thrown.
 */
final class StoreException extends \RuntimeException {

	/**
	 * @param string                $error_code Machine-readable code, e.g. `vitrine_out_of_stock`.
	 * @param string                $message    Translated message.
	 * @param array<string, string> $errors     Field name => translated message, for form errors.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly array $errors = array(),
	) {
		parent::__construct( $message );
	}

	/**
	 * The error as a WP_Error (status 400), for endpoints.
	 */
	public function to_wp_error(): \WP_Error {
		return new \WP_Error(
			$this->error_code,
			$this->getMessage(),
			array(
				'status' => 400,
				'errors' => $this->errors,
			)
		);
	}
}
