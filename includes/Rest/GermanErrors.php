<?php
/**
 * German messages for WordPress' own REST refusals on the shop's routes.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use WP_Error;
use WP_REST_Request;

/**
 * Hostile input: every refusal of a shop route carries a German
 * message. WordPress refuses a body that is no JSON (`rest_invalid_json`)
 * or a parameter missing or failing the route's args
 * (`rest_missing_callback_param`, `rest_invalid_param`) before the route's
 * own code runs, with core's message, which is English unless core's
 * language pack is installed. On the plugin's routes (`vitrine/…`, the
 * members route under `wc/v4/memberships/`) this filter replaces that
 * message; code, status and the parameter names stay.
 */
final class GermanErrors {

	/** The plugin's routes. */
	private const ROUTES = '#^/(vitrine/|wc/v4/memberships/)#';

	/** Core's refusals of a request's body or parameters. */
	private const CODES = array( 'rest_invalid_json', 'rest_missing_callback_param', 'rest_invalid_param' );

	/**
	 * `rest_request_after_callbacks`: the refusal with a German message.
	 *
	 * @param mixed           $response Response or WP_Error.
	 * @param mixed           $handler  Route handler (unused).
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function filter( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the filter's signature.
		if ( ! $response instanceof WP_Error || ! $request instanceof WP_REST_Request ) {
			return $response;
		}
		$code = (string) $response->get_error_code();
		if ( ! in_array( $code, self::CODES, true ) || ! preg_match( self::ROUTES, $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_error_data();
		return new WP_Error(
			$code,
			__( 'The request could not be read. Please reload the page and try again.', 'vitrine' ),
			is_array( $data ) ? $data : array( 'status' => 400 )
		);
	}
}
