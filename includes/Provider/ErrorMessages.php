<?php
/**
 * German messages and codes for provider errors (§8.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Maps a provider error to what the shopper sees.
 *
 * §8.2: on checkout, a failure with data.code 100 shows data.message; any
 * other failure shows the generic error (labels.error.generic) and the flow
 * restarts. So errors the shopper can act on (a declined card, a missing
 * 3-D Secure step, an unapproved or already paid order) get code 100 and
 * their own message; errors of the provider or of the shop (time-outs,
 * 5xx, rate limits, authentication, invalid requests) get code 0 and the
 * generic message. The provider's own text is never shown: it is English
 * and meant for developers.
 */
final class ErrorMessages {

	/**
	 * §8.2: the approve_order failure code that shows its message.
	 */
	public const SHOW_MESSAGE = 100;

	/**
	 * Issues the shopper can do something about.
	 *
	 * @return array<string, string> Issue => German message.
	 */
	private static function payer_messages(): array {
		$expired = __( 'Your card has expired. Please use another card.', 'vitrine' );
		return array(
			'INSTRUMENT_DECLINED'      => __( 'Your payment method was declined. Please choose another payment method or try another card.', 'vitrine' ),
			'CARD_EXPIRED'             => $expired,
			// A saved card's expiry, as capture and authorize name it.
			'REFERENCED_CARD_EXPIRED'  => $expired,
			'TRANSACTION_REFUSED'      => __( 'The payment was refused. Please choose another payment method.', 'vitrine' ),
			'PAYER_CANNOT_PAY'         => __( 'This payment method cannot be used for this purchase. Please choose another payment method.', 'vitrine' ),
			'PAYER_ACTION_REQUIRED'    => __( 'The payment still needs your confirmation (for example 3-D Secure). Please complete it and try again.', 'vitrine' ),
			'ORDER_NOT_APPROVED'       => __( 'The payment has not been approved yet. Please approve it in the PayPal window.', 'vitrine' ),
			'ORDER_ALREADY_CAPTURED'   => __( 'This order has already been paid.', 'vitrine' ),
			'ORDER_ALREADY_AUTHORIZED' => __( 'This order has already been paid.', 'vitrine' ),
		);
	}

	/**
	 * §8.2 code: 100 when the message is for the shopper, else 0.
	 *
	 * @param ApiError $error Error.
	 * @return int
	 */
	public static function code( ApiError $error ): int {
		return isset( self::payer_messages()[ $error->issue() ] ) ? self::SHOW_MESSAGE : 0;
	}

	/**
	 * A stable machine-readable code, e.g. vitrine_provider_instrument_declined.
	 *
	 * @param ApiError $error Error.
	 * @return string
	 */
	public static function error_code( ApiError $error ): string {
		if ( 0 === $error->status ) {
			return 'TIMEOUT' === $error->name ? 'vitrine_provider_timeout' : 'vitrine_provider_unreachable';
		}
		if ( 429 === $error->status ) {
			return 'vitrine_provider_rate_limited';
		}
		if ( $error->status >= 500 ) {
			return 'vitrine_provider_unavailable';
		}
		if ( 401 === $error->status || 403 === $error->status ) {
			return 'vitrine_provider_authentication';
		}
		if ( isset( self::payer_messages()[ $error->issue() ] ) ) {
			return 'vitrine_provider_' . strtolower( $error->issue() );
		}
		if ( 404 === $error->status ) {
			return 'vitrine_provider_not_found';
		}
		return 'vitrine_provider_invalid_request';
	}

	/**
	 * The German message the shopper sees.
	 *
	 * @param ApiError $error Error.
	 * @return string
	 */
	public static function message( ApiError $error ): string {
		return self::payer_messages()[ $error->issue() ] ?? self::generic();
	}

	/**
	 * labels.error.generic of §3.11.
	 *
	 * @return string
	 */
	public static function generic(): string {
		return __( 'Something went wrong with the payment. Please try again or choose another payment method.', 'vitrine' );
	}
}
