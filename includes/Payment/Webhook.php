<?php
/**
 * The provider's webhook: POST /wp-json/vitrine/v1/webhook.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Webhooks;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every delivery is verified with the provider (Webhooks::verify) before
 * anything is read from it. PAYMENT.CAPTURE.COMPLETED completes the order
 * through Capture::reconcile(), the same recording path as the approval:
 * an order whose approval answer never reached the shop gets paid, and a
 * repeated delivery finds it paid and changes nothing. Answers: 200 when
 * handled or not ours, 400 for a delivery that does not verify, 503 when
 * the provider could not be asked (it delivers again later).
 */
final class Webhook {

	public const ROUTE_NAMESPACE = 'vitrine/v1';
	public const ROUTE           = '/webhook';

	/**
	 * @param \Closure(): Services $services Builds the services when a delivery arrives.
	 */
	public function __construct( private readonly \Closure $services ) {}

	/**
	 * `rest_api_init`: registers the route. The signature is the
	 * authentication, so the route is open to anyone.
	 */
	public function register(): void {
		register_rest_route(
			self::ROUTE_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'handle' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Handles one delivery.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function handle( WP_REST_Request $request ) {
		$services = ( $this->services )();
		$body     = (string) $request->get_body();
		$headers  = array();
		foreach ( $request->get_headers() as $name => $values ) {
			// WordPress hands headers over lower-cased with underscores.
			$headers[ str_replace( '_', '-', (string) $name ) ] = (string) ( is_array( $values ) ? reset( $values ) : $values );
		}
		try {
			$verified = $services->webhooks->verify( $headers, $body, $services->webhook_id );
		} catch ( ApiError ) {
			return new WP_Error( 'vitrine_webhook_unverified', __( 'The delivery could not be verified now.', 'vitrine' ), array( 'status' => 503 ) );
		}
		if ( ! $verified ) {
			return new WP_Error( 'vitrine_webhook_invalid', __( 'The delivery is not signed by the provider.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$event = Webhooks::event( $body );
		if ( null === $event || 'PAYMENT.CAPTURE.COMPLETED' !== $event['type'] || '' === $event['order_id'] ) {
			return new WP_REST_Response( array( 'status' => 'ignored' ), 200 );
		}
		try {
			$order = $services->capture->reconcile( $event['order_id'] );
		} catch ( PaymentFailed $failed ) {
			// Not ours, or not matching our order: another delivery would not change that.
			return new WP_REST_Response(
				array(
					'status' => 'ignored',
					'error'  => $failed->error,
				),
				200
			);
		} catch ( ApiError ) {
			return new WP_Error( 'vitrine_webhook_retry', __( 'The payment could not be read from the provider now.', 'vitrine' ), array( 'status' => 503 ) );
		}
		return new WP_REST_Response(
			array(
				'status'   => 'ok',
				'order_id' => $order->id,
				'paid'     => \Vitrine\Store\OrderStatus::is_paid( $order->status ),
			),
			200
		);
	}
}
