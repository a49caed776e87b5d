<?php
/**
 * Hostile input: WordPress' own REST refusals on the shop's
 * routes carry a German message (found by `npm run bench:fuzz`: the members
 * route answered "Missing parameter(s): …", the webhook "Invalid JSON body
 * passed." in English).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Rest;

use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * @covers \Vitrine\Rest\GermanErrors
 */
final class GermanErrorsTest extends TestCase {

	private const GERMAN = 'Die Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.';

	public function test_a_missing_parameter_of_the_members_route_is_refused_in_german(): void {
		$request = new WP_REST_Request( 'GET', '/wc/v4/memberships/members' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $response->get_data()['code'] );
		$this->assertSame( self::GERMAN, $response->get_data()['message'] );
		$this->assertSame( array( 'wc_memberships_block' ), $response->get_data()['data']['params'] );
	}

	public function test_a_body_that_is_no_json_is_refused_in_german_on_the_webhook(): void {
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"x":NaN}' );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_json', $response->get_data()['code'] );
		$this->assertSame( self::GERMAN, $response->get_data()['message'] );
	}

	public function test_other_plugins_routes_keep_their_messages(): void {
		$request = new WP_REST_Request( 'GET', '/wp/v2/posts' );
		$request->set_param( 'per_page', 'viele' );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertNotSame( self::GERMAN, $response->get_data()['message'] );
	}
}
