<?php
/**
 * REST routes of the go-live steps, for the settings screen (through
 * api-fetch).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Provider\Credentials;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Under `vitrine/v1/provider`:
 *
 * | Route | Method | Does |
 * |---|---|---|
 * | `/go-live` | GET | the readiness list (GoLive::readiness()) |
 * | `/connection` | POST | check new credentials; save them only when the provider takes them |
 * | `/connection/check` | POST | check the stored credentials again ("Verbindung prüfen") |
 * | `/connection` | DELETE | disconnect: webhook removed, secret and token forgotten |
 * | `/webhook` | POST | create or update the shop's webhook |
 * | `/webhook/test` | POST | have the provider send a test event |
 *
 * The settings themselves are ProviderSettingsController's
 * (`/provider/settings`). The `wp_rest` nonce (X-WP-Nonce, as api-fetch
 * sends it) and `manage_options` (RestGuard); arguments declared with their
 * schema, so core refuses anything else before a callback runs. No answer
 * carries the secret or a token.
 */
final class GoLiveController {

	public const ROUTE_NAMESPACE = 'vitrine/v1';

	/**
	 * @param \Closure(): GoLive $go_live Builds the service per request.
	 */
	public function __construct( private readonly \Closure $go_live ) {
	}

	/**
	 * `rest_api_init`: the routes.
	 */
	public function register(): void {
		$can = array( RestGuard::class, 'permission' );
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/provider/go-live',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn() => $this->readiness( array() ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/provider/connection',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'connect' ),
					'permission_callback' => $can,
					'args'                => self::connection_args(),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => fn() => $this->readiness( ( $this->go_live )()->disconnect() ),
					'permission_callback' => $can,
				),
			)
		);
		$actions = array(
			'/provider/connection/check' => fn() => $this->outcome( ( $this->go_live )()->recheck() ),
			'/provider/webhook'          => fn() => $this->outcome( ( $this->go_live )()->register_webhook() ),
			'/provider/webhook/test'     => fn() => $this->outcome( ( $this->go_live )()->send_test() ),
		);
		foreach ( $actions as $route => $callback ) {
			register_rest_route(
				self::ROUTE_NAMESPACE,
				$route,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => $callback,
					'permission_callback' => $can,
					'args'                => array(),
				)
			);
		}
	}

	/**
	 * The schema of new credentials (this route's and the first-run
	 * setup's PayPal step).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function connection_args(): array {
		return array(
			'environment'   => array(
				'type'     => 'string',
				'enum'     => array( Credentials::EMULATOR, Credentials::SANDBOX, Credentials::LIVE ),
				'required' => true,
			),
			'client_id'     => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 200,
				'pattern'   => '^[A-Za-z0-9_-]+$',
				'required'  => true,
			),
			'client_secret' => array(
				'type'      => 'string',
				'maxLength' => 200,
				'default'   => '',
			),
			'emulator_url'  => array(
				'type'      => 'string',
				'format'    => 'uri',
				'maxLength' => 200,
			),
		);
	}

	/**
	 * POST /provider/connection.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function connect( WP_REST_Request $request ) {
		return $this->outcome( ( $this->go_live )()->connect( array_intersect_key( $request->get_params(), array_flip( GoLive::ACCOUNT_KEYS ) ) ) );
	}

	/**
	 * A step's answer: 200 with the readiness list, or 400 with the German
	 * message (and the readiness list, unchanged).
	 *
	 * @param array<string, mixed> $outcome ok, message, code.
	 * @return WP_REST_Response|WP_Error
	 */
	private function outcome( array $outcome ) {
		if ( empty( $outcome['ok'] ) ) {
			return new WP_Error(
				'vitrine_go_live_' . str_replace( '-', '_', (string) ( $outcome['code'] ?? 'failed' ) ),
				(string) $outcome['message'],
				array(
					'status'    => 400,
					'readiness' => ( $this->go_live )()->readiness(),
				)
			);
		}
		return $this->readiness( $outcome );
	}

	/**
	 * 200: the outcome and the readiness list.
	 *
	 * @param array<string, mixed> $outcome The step's answer.
	 */
	private function readiness( array $outcome ): WP_REST_Response {
		return new WP_REST_Response( $outcome + array( 'readiness' => ( $this->go_live )()->readiness() ), 200 );
	}
}
