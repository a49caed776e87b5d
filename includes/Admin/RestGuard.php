<?php
/**
 * The gate of the admin screens' REST routes.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Nonce first, then the capability: a request to the admin screens' routes
 * (provider settings, go-live, shipping, setup) carries the `wp_rest` nonce
 * in X-WP-Nonce (§6, §7.3: api-fetch sends it), also where no cookie made
 * WordPress check it, and comes from someone who may manage options (the
 * settings pages' capability). The routes' own schema check follows in
 * their callbacks, so nothing is read, validated or written for a caller who
 * failed here.
 */
final class RestGuard {

	/**
	 * `permission_callback` of the provider settings' and go-live routes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public static function permission( WP_REST_Request $request ) {
		return self::check( $request, __( 'You may not change the payment settings.', 'vitrine' ) );
	}

	/**
	 * The gate, with the screen's own German refusal for a caller who lacks
	 * the capability.
	 *
	 * @param WP_REST_Request $request   Request.
	 * @param string          $forbidden Translated message of the refusal.
	 * @return true|WP_Error
	 */
	public static function check( WP_REST_Request $request, string $forbidden ) {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce ) {
			return new WP_Error( 'rest_missing_nonce', __( 'The request is missing its security token.', 'vitrine' ), array( 'status' => 401 ) );
		}
		if ( ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			// §8.3: api-fetch fetches a new nonce on this code and tries once more.
			return new WP_Error( 'rest_cookie_invalid_nonce', __( 'The security token is invalid.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			return new WP_Error( 'rest_forbidden', $forbidden, array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}
}
