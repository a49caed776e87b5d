<?php
/**
 * REST routes of the first-run setup.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shop\BankAccount;
use Vitrine\Shop\ShopDetails;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Under `vitrine/v1/setup` (src/admin/setup/api.ts is the one client):
 *
 * | Route | Method | Does |
 * |---|---|---|
 * | `` | GET | the state (SetupState::current()) |
 * | `/address`, `/currency`, `/bank`, `/shipping`, `/paypal` | POST | save the step's form, mark it done |
 * | `/skip` | POST | mark a step skipped (`step`) |
 * | `/finish` | POST | close the setup as finished (every step done or skipped) |
 * | `/dismiss` | POST | close it as dismissed |
 *
 * Cookie authentication with the `wp_rest` nonce (X-WP-Nonce, as api-fetch
 * sends it; without it the request has no user) and `manage_options`, the
 * settings pages' capability; each route declares its arguments, so core
 * refuses other types and lengths before a callback runs (in German,
 * Rest\GermanErrors). A refused save answers 400 with a German message, the
 * wrong fields (`data.errors`) and the unchanged state (`data.setup`);
 * nothing is written.
 */
final class SetupController {

	/**
	 * @param \Closure(): SetupSteps $steps Builds the steps' service per request.
	 */
	public function __construct( private readonly \Closure $steps ) {
	}

	/**
	 * `rest_api_init`: the routes.
	 */
	public function register(): void {
		$can = array( $this, 'permission' );
		register_rest_route(
			GoLiveController::ROUTE_NAMESPACE,
			'/setup',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn() => $this->answer( '' ),
				'permission_callback' => $can,
			)
		);
		foreach ( self::step_args() as $step => $args ) {
			register_rest_route(
				GoLiveController::ROUTE_NAMESPACE,
				'/setup/' . $step,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => fn( WP_REST_Request $request ) => $this->save( $step, array_intersect_key( $request->get_params(), $args ) ),
					'permission_callback' => $can,
					'args'                => $args,
				)
			);
		}
		register_rest_route(
			GoLiveController::ROUTE_NAMESPACE,
			'/setup/skip',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'skip' ),
				'permission_callback' => $can,
				'args'                => array(
					'step' => array(
						'type'     => 'string',
						'enum'     => SetupProgress::STEPS,
						'required' => true,
					),
				),
			)
		);
		foreach ( array( 'finish', 'dismiss' ) as $action ) {
			register_rest_route(
				GoLiveController::ROUTE_NAMESPACE,
				'/setup/' . $action,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, $action ),
					'permission_callback' => $can,
					'args'                => array(),
				)
			);
		}
	}

	/**
	 * Each step's arguments: strings of bounded length (the rules check
	 * their content and name what is wrong), every field of the form
	 * required, so that a request without one changes nothing instead of
	 * emptying it.
	 *
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	public static function step_args(): array {
		$text    = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
			'required'  => true,
		);
		$address = array_map( $text, ShopDetails::FIELDS );
		// The country is checked against the list, and named when wrong.
		$address['country']['maxLength'] = 10;
		return array(
			'address'  => $address + array(
				'terms_checkbox' => array(
					'type'     => 'boolean',
					'required' => true,
				),
			),
			'currency' => array( 'currency' => $text( 10 ) ),
			'bank'     => array_fill_keys( array( 'holder', 'iban', 'bic', 'bank' ), $text( BankAccount::MAX_LENGTH ) ),
			'shipping' => array(),
			'paypal'   => GoLiveController::connection_args(),
		);
	}

	/**
	 * Nonce, then capability (RestGuard), with this screen's refusal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return RestGuard::check( $request, __( 'You may not set up the shop.', 'vitrine' ) );
	}

	/**
	 * POST /setup/{step}.
	 *
	 * @param string               $step  The step.
	 * @param array<string, mixed> $input Its declared arguments.
	 * @return WP_REST_Response|WP_Error
	 */
	private function save( string $step, array $input ) {
		$outcome = ( $this->steps )()->save( $step, $input );
		if ( ! $outcome['ok'] ) {
			return $this->refusal( 'vitrine_setup_' . str_replace( '-', '_', (string) ( $outcome['code'] ?? 'invalid' ) ), $outcome['message'], $outcome['errors'] );
		}
		return $this->answer( $outcome['message'] );
	}

	/**
	 * POST /setup/skip.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function skip( WP_REST_Request $request ): WP_REST_Response {
		SetupProgress::mark( (string) $request->get_param( 'step' ), SetupProgress::SKIPPED );
		return $this->answer( __( 'Step skipped. You can come back to it at any time.', 'vitrine' ) );
	}

	/**
	 * POST /setup/finish.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function finish() {
		if ( ! SetupProgress::all_handled() ) {
			return $this->refusal( 'vitrine_setup_open_steps', __( 'Some steps are still open. Save or skip each step first.', 'vitrine' ) );
		}
		SetupProgress::close( SetupProgress::FINISHED );
		delete_option( SetupNotice::OPTION );
		return $this->answer( __( 'The setup is finished.', 'vitrine' ) );
	}

	/**
	 * POST /setup/dismiss.
	 */
	public function dismiss(): WP_REST_Response {
		SetupProgress::close( SetupProgress::DISMISSED );
		delete_option( SetupNotice::OPTION );
		return $this->answer( __( 'The setup will not remind you again. You find it under Settings → Vitrine setup.', 'vitrine' ) );
	}

	/**
	 * 200: the message and the state.
	 *
	 * @param string $message German.
	 */
	private function answer( string $message ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'message' => $message,
				'setup'   => SetupState::current(),
			),
			200
		);
	}

	/**
	 * 400: the message, the wrong fields and the unchanged state.
	 *
	 * @param string                $code    Error code.
	 * @param string                $message German.
	 * @param array<string, string> $errors  Field => German message.
	 */
	private function refusal( string $code, string $message, array $errors = array() ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'errors' => (object) $errors,
				'setup'  => SetupState::current(),
			)
		);
	}
}
