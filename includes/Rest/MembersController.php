<?php
/**
 * REST route of the members directory (§7.1).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Members;
use Vitrine\Memberships\Statuses;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET wc/v4/memberships/members: the directory's members, for the block
 * instance named in `wc_memberships_block`.
 */
final class MembersController {

	public const NAMESPACE = 'wc/v4';

	public const ROUTE = '/memberships/members';

	/**
	 * Registers the route unless another plugin (a memberships extension)
	 * already provides it; runs late on rest_api_init for that reason.
	 */
	public function register(): void {
		$routes = rest_get_server()->get_routes( self::NAMESPACE );
		if ( isset( $routes[ '/' . self::NAMESPACE . self::ROUTE ] ) ) {
			return;
		}
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'members' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => self::args(),
			)
		);
	}

	/**
	 * The query parameters' schema; WordPress validates and sanitizes each
	 * before the callbacks run (a bad value is a 400 rest_invalid_param).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'wc_memberships_block' => array(
				'description' => __( 'Which directory block asks: post ID and settings hash.', 'vitrine' ),
				'type'        => 'string',
				'required'    => true,
				'pattern'     => '^[1-9][0-9]{0,19}:[a-f0-9]{12}$',
			),
			'customer_data'        => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'per_page'             => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => Directory::MAX_PER_PAGE,
			),
			'page'                 => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100000,
				'default' => 1,
			),
			'plan'                 => array(
				'description' => __( 'Plan IDs, comma-separated.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => 50,
				'default'     => array(),
			),
			'status'               => array(
				'description' => __( 'Membership statuses, comma-separated.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => Statuses::slugs(),
				),
				'maxItems'    => 20,
				'default'     => array(),
			),
			'search'               => array(
				'type'      => 'string',
				'maxLength' => 100,
				'default'   => '',
			),
		);
	}

	/**
	 * Nonce first (§6: every request carries X-WP-Nonce; cookie-less visitors
	 * included, so core's cookie check alone is not enough), then the block
	 * instance, then its visibility setting.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce ) {
			return new WP_Error( 'rest_missing_nonce', __( 'The request is missing its security token.', 'vitrine' ), array( 'status' => 401 ) );
		}
		if ( ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new WP_Error( 'rest_cookie_invalid_nonce', __( 'The security token is invalid.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$settings = Directory::find( (string) $request['wc_memberships_block'] );
		if ( null === $settings ) {
			return new WP_Error( 'vitrine_unknown_directory', __( 'This members directory does not exist.', 'vitrine' ), array( 'status' => 404 ) );
		}
		if ( ! Directory::can_view( $settings, (int) strtok( (string) $request['wc_memberships_block'], ':' ) ) ) {
			return new WP_Error( 'rest_forbidden', __( 'You may not see this members directory.', 'vitrine' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * The members of the requested page, with x-wp-total and x-wp-totalpages.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function members( WP_REST_Request $request ): WP_REST_Response {
		$settings = (array) Directory::find( (string) $request['wc_memberships_block'] );
		$per_page = (int) ( $request['per_page'] ?? $settings['perPage'] );
		$result   = Members::page(
			$settings,
			array_map( 'intval', (array) $request['plan'] ),
			array_map( 'strval', (array) $request['status'] ),
			(string) $request['search'],
			(int) $request['page'],
			$per_page,
			(bool) $request['customer_data']
		);
		$response = new WP_REST_Response( $result['members'] );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['total_pages'] );
		return $response;
	}
}
