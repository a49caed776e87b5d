<?php
/**
 * How the payment endpoints refuse (§8.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\EndpointError;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a failed payment step into the endpoint's answer `{success: false,
 * data: {code, message, error, details}}`: data.code 100 for what the
 * shopper can fix (its German message is shown), 0 for the generic error.
 */
final class Refusal {

	/**
	 * A payment failure.
	 *
	 * @param PaymentFailed $failed Failure.
	 */
	public static function payment( PaymentFailed $failed ): EndpointError {
		return new EndpointError(
			$failed->getMessage(),
			$failed->shopper_code,
			$failed->status,
			array(
				'error'   => $failed->error,
				'details' => $failed->details,
			)
		);
	}

	/**
	 * A provider error.
	 *
	 * @param ApiError $error Provider error.
	 */
	public static function provider( ApiError $error ): EndpointError {
		return self::payment( PaymentFailed::from( $error ) );
	}

	/**
	 * A refusal of the store (empty cart, out of stock, paid already…):
	 * its German message is for the shopper.
	 *
	 * @param StoreException $error Store refusal.
	 */
	public static function store( StoreException $error ): EndpointError {
		return new EndpointError(
			$error->getMessage(),
			ErrorMessages::SHOW_MESSAGE,
			400,
			array(
				'error'  => $error->error_code,
				'errors' => array_values( $error->errors ),
			)
		);
	}
}
