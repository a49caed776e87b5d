<?php
/**
 * The REST settings endpoint of the provider settings screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Provider\Connection;
use Vitrine\Provider\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrine/v1/provider/settings`: GET reads the settings, POST (or PUT,
 * PATCH) saves the changed ones. The option and its stored shape stay
 * Settings::OPTION's, so what the §3.11 object is built from does not move.
 *
 * Order of every request: nonce and capability (RestGuard), then the one
 * schema (Settings::schema(), through Settings::validate(): every key known,
 * every value valid, each refusal named per field in German), then the
 * service (GoLive::save(): changed credentials are checked with the
 * provider before anything is written). A refusal at any step writes
 * nothing: 400 with `data.fields` (key → German reason) where a field is
 * to blame, and the readiness list where the provider refused.
 *
 * Answers never hold the secret: `settings.client_secret` is always empty,
 * `secret_stored` says whether one is kept.
 */
final class ProviderSettingsController {

	public const ROUTE = '/provider/settings';

	/**
	 * @param \Closure(): GoLive $go_live Builds the service per request.
	 */
	public function __construct( private readonly \Closure $go_live ) {
	}

	/**
	 * `rest_api_init`: the route.
	 */
	public function register(): void {
		register_rest_route(
			GoLiveController::ROUTE_NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => fn() => new WP_REST_Response( self::state( ( $this->go_live )() ), 200 ),
					'permission_callback' => array( RestGuard::class, 'permission' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'save' ),
					'permission_callback' => array( RestGuard::class, 'permission' ),
				),
				// The body's schema, for OPTIONS; checked in save() after the permission.
				'schema' => static fn(): array => array(
					'$schema'              => 'http://json-schema.org/draft-04/schema#',
					'title'                => 'vitrine-provider-settings',
					'type'                 => 'object',
					'properties'           => Settings::schema(),
					'additionalProperties' => false,
				),
			)
		);
	}

	/**
	 * What the screen shows: the settings without the secret, whether one
	 * is stored, whether the emulator may be chosen, the readiness list.
	 *
	 * @param GoLive $go_live The service.
	 * @return array{settings: array<string, mixed>, secret_stored: bool, emulator_allowed: bool, readiness: array<string, mixed>}
	 */
	public static function state( GoLive $go_live ): array {
		$settings = Settings::get();
		return array(
			'settings'         => array_merge( $settings, array( 'client_secret' => '' ) ),
			'secret_stored'    => '' !== $settings['client_secret'] || Settings::secret_unreadable(),
			'emulator_allowed' => Connection::emulator_allowed(),
			'readiness'        => $go_live->readiness(),
		);
	}

	/**
	 * POST: validates the changed settings, then saves them.
	 *
	 * @param WP_REST_Request $request Request (JSON body: key → value of the changed settings).
	 * @return WP_REST_Response|WP_Error
	 */
	public function save( WP_REST_Request $request ) {
		$body = $request->get_json_params() ?? $request->get_body_params();
		if ( ! is_array( $body ) || ( array() !== $body && array_is_list( $body ) ) || count( $body ) > count( Settings::defaults() ) ) {
			return self::refused( 'vitrine_invalid_settings', __( 'The request could not be read. Please reload the page and try again.', 'vitrine' ) );
		}
		if ( array() === $body ) {
			return self::refused( 'vitrine_no_changes', __( 'Nothing to save: no setting was changed.', 'vitrine' ) );
		}
		[ $changes, $refused ] = Settings::validate( $body );
		if ( $refused ) {
			return self::refused( 'vitrine_invalid_settings', __( 'Not saved. Please correct the marked fields.', 'vitrine' ), array( 'fields' => $refused ) );
		}
		$go_live = ( $this->go_live )();
		$outcome = $go_live->save( $changes );
		if ( ! $outcome['ok'] ) {
			return self::refused( 'vitrine_settings_' . str_replace( '-', '_', $outcome['code'] ), $outcome['message'], array( 'readiness' => $go_live->readiness() ) );
		}
		return new WP_REST_Response(
			array(
				'message' => $outcome['message'],
				'notices' => $outcome['notices'],
			) + self::state( $go_live ),
			200
		);
	}

	/**
	 * A refusal: 400, nothing written.
	 *
	 * @param string               $code    Error code.
	 * @param string               $message German message.
	 * @param array<string, mixed> $data    Further data (fields, readiness).
	 */
	private static function refused( string $code, string $message, array $data = array() ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 400 ) + $data );
	}
}
