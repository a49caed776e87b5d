<?php
/**
 * REST route of the members directory (§7.1).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Members;
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
	 * The query parameters' schema (MembersParams, where the bounds live).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return MembersParams::schema();
	}

	/**
	 * Nonce first (§6: every request carries X-WP-Nonce; cookie-less visitors
	 * included, so core's cookie check alone is not enough), then the block
	 * instance, then its visibility setting. Also runs for requests that
	 * failed the schema (see MembersParams), so it reads only MembersParams.
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
		$params   = MembersParams::from( $request );
		$settings = Directory::find( $params->reference );
		if ( null === $settings ) {
			return new WP_Error( 'vitrine_unknown_directory', __( 'This members directory does not exist.', 'vitrine' ), array( 'status' => 404 ) );
		}
		if ( ! Directory::can_view( $settings, $params->post_id ) ) {
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
		$params   = MembersParams::from( $request );
		$settings = (array) Directory::find( $params->reference );
		$per_page = $params->per_page ?? (int) $settings['perPage'];
		$result   = Members::page( $settings, $params->plans, $params->statuses, $params->search, $params->page, $per_page, $params->customer_data );
		$response = new WP_REST_Response( $result['members'] );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['total_pages'] );
		return $response;
	}
}
