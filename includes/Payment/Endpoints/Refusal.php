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
	 * A provider error of a call that is about no provider order (client
	 * token, identity, vault): §8.2's message must fit the call. An order's
	 * issue there (ORDER_ALREADY_CAPTURED, ORDER_NOT_APPROVED …) says nothing
	 * the shopper can act on ("Diese Bestellung wurde bereits bezahlt." would
	 * be wrong: nothing was being paid), so it gets the generic error
	 * (code 0); every other error is answered as provider() does.
	 *
	 * @param ApiError $error Provider error.
	 */
	public static function provider_outside_order( ApiError $error ): EndpointError {
		if ( ! str_starts_with( $error->issue(), 'ORDER_' ) ) {
			return self::provider( $error );
		}
		$failed = PaymentFailed::from( $error );
		return self::payment(
			new PaymentFailed(
				ErrorMessages::generic(),
				0,
				'vitrine_provider_invalid_request',
				$error->status >= 500 ? 502 : 400,
				$failed->details
			)
		);
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
