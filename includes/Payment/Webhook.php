<?php
/**
 * The provider's webhook: POST /wp-json/vitrine/v1/webhook.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Payment\Webhooks\Dispatcher;
use Vitrine\Payment\Webhooks\Event;
use Vitrine\Payment\Webhooks\Outcome;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Settings;
use Vitrine\Provider\WebhookStatus;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every delivery is verified with the provider (Webhooks::verify) before
 * anything is read from it, then handed to Webhooks\Dispatcher, which
 * applies each event once (event ids remembered) through one handler per
 * event family (Webhooks\CaptureEvents, RefundEvents, VaultEvents,
 * SubscriptionEvents); each handler reads the resource back from the
 * provider and applies its current state, so events late, repeated or out
 * of order never move anything backwards. Answers: 200 when applied,
 * unchanged, a duplicate (`status` ok, `outcome` applied or unchanged) or
 * not ours (`status` ignored); 400 for a delivery that does not
 * verify; 503 when the provider could not be asked or another delivery of
 * the same event is at work (the provider delivers again later).
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
		$decoded = json_decode( $body, true );
		$type    = is_array( $decoded ) ? (string) ( $decoded['event_type'] ?? '' ) : '';
		if ( is_array( $decoded ) && WebhookStatus::is_pending_test( (string) ( $decoded['id'] ?? '' ) ) ) {
			return self::test_event( $headers, $body, $type );
		}
		try {
			$verified = $services->webhooks->verify( $headers, $body, $services->webhook_id );
		} catch ( ApiError ) {
			return self::retry( __( 'The delivery could not be verified now.', 'vitrine' ) );
		}
		WebhookStatus::arrived( $verified, $type );
		if ( ! $verified ) {
			return new WP_Error( 'vitrine_webhook_invalid', __( 'The delivery is not signed by the provider.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$event = Event::from_body( $body );
		if ( null === $event ) {
			return new WP_REST_Response( array( 'status' => Outcome::IGNORED ), 200 );
		}
		try {
			$outcome = Dispatcher::of( $services )->dispatch( $event );
		} catch ( ApiError ) {
			return self::retry( __( 'The payment could not be read from the provider now.', 'vitrine' ) );
		}
		if ( null === $outcome ) {
			return self::retry( __( 'This event is being processed. Please deliver it again later.', 'vitrine' ) );
		}
		self::log( $event, $outcome );
		return new WP_REST_Response(
			array(
				// 'ok' or 'ignored', as before the handlers (the voucher's tests read it).
				'status'  => Outcome::IGNORED === $outcome->status ? Outcome::IGNORED : 'ok',
				'outcome' => $outcome->status,
				'event'   => $event->type,
				'reason'  => $outcome->reason,
			) + $outcome->data,
			200
		);
	}

	/**
	 * The test event of "Test-Webhook senden" (a mock the provider's
	 * simulator signed): verified as the simulator documents it, noted,
	 * never handed to a handler.
	 *
	 * @param array<string, string> $headers Headers (lower-case names).
	 * @param string                $body    Raw body.
	 * @param string                $type    Event type.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function test_event( array $headers, string $body, string $type ) {
		$verified = WebhookStatus::verify_simulated( $headers, $body, Settings::credentials( Settings::get() )->base_url );
		WebhookStatus::arrived( $verified, $type );
		$test = (array) ( WebhookStatus::get()['test'] ?? array() );
		WebhookStatus::put( array( 'test' => array_merge( $test, $verified ? array( 'arrived_at' => time() ) : array( 'failed_at' => time() ) ) ) );
		if ( ! $verified ) {
			return new WP_Error( 'vitrine_webhook_invalid', __( 'The delivery is not signed by the provider.', 'vitrine' ), array( 'status' => 400 ) );
		}
		return new WP_REST_Response(
			array(
				'status' => Outcome::IGNORED,
				'test'   => true,
			),
			200
		);
	}

	/**
	 * 503: the provider delivers the event again later.
	 *
	 * @param string $message Why.
	 */
	private static function retry( string $message ): WP_Error {
		return new WP_Error( 'vitrine_webhook_retry', $message, array( 'status' => 503 ) );
	}

	/**
	 * Notes what an event did for the shop owner (debug log, no personal data).
	 *
	 * @param Event   $event   Event.
	 * @param Outcome $outcome Outcome.
	 */
	private static function log( Event $event, Outcome $outcome ): void {
		if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG && Outcome::IGNORED === $outcome->status ) {
			error_log( 'Vitrine webhook: ' . $event->type . ' ' . $event->id . ' ignored: ' . $outcome->reason ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- opt-in debug log.
		}
	}
}
