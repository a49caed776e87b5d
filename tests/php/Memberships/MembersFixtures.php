<?php
/**
 * Plans, members, directory pages and the REST call of the members
 * directory tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Plans;
use Vitrine\Memberships\ProfileFields;
use Vitrine\Memberships\Repository;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Helpers shared by the members directory tests (all writes roll back with
 * the test). set_up_members() creates two plans, two profile fields, three
 * members and an administrator as the author of the test pages.
 */
trait MembersFixtures {

	/**
	 * @var int[]
	 */
	protected array $plans = array();

	/**
	 * Author of the test pages: an administrator (may show member data).
	 *
	 * @var int
	 */
	protected int $author = 0;

	/**
	 * PHP warnings, notices and deprecations raised during the last request.
	 *
	 * @var string[]
	 */
	protected array $php_errors = array();

	/**
	 * Two plans of our own and three members in them.
	 */
	protected function set_up_members(): void {
		$this->author = $this->user( 'administrator' );
		$this->plans  = array(
			$this->create_post(
				array(
					'post_type'  => Plans::POST_TYPE,
					'post_title' => 'Testplan Gold',
				)
			)->ID,
			$this->create_post(
				array(
					'post_type'  => Plans::POST_TYPE,
					'post_title' => 'Testplan Silber',
				)
			)->ID,
		);
		ProfileFields::define(
			array(
				array(
					'slug' => 'hobby',
					'name' => 'Hobby',
					'type' => 'text',
				),
				array(
					'slug' => 'geheim',
					'name' => 'Geheim',
					'type' => 'text',
				),
			)
		);
		$this->member( 'Qirin', 'Quastmann', $this->plans[0], 'active', '<script>alert(1)</script> Bio' );
		$this->member( 'Qara', 'Quendel', $this->plans[0], 'paused', 'Zweite Bio' );
		$this->member( 'Quentin', 'Quarz', $this->plans[1], 'active', '' );
	}

	/**
	 * Inserts a member (rolled back after the test).
	 *
	 * @param string $first  First name.
	 * @param string $last   Last name.
	 * @param int    $plan   Plan.
	 * @param string $status Status.
	 * @param string $bio    Bio.
	 * @return int User ID.
	 */
	protected function member( string $first, string $last, int $plan, string $status, string $bio ): int {
		$login = strtolower( $first ) . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login'  => $login,
				'user_pass'   => 'x',
				'user_email'  => 'privatpost-' . $login . '@vitrine.test',
				'first_name'  => $first,
				'last_name'   => $last,
				'description' => $bio,
				'role'        => 'subscriber',
			)
		);
		$this->assertIsInt( $id );
		// As an admin with unfiltered_html could save it (kses strips it for others).
		update_user_meta( $id, 'description', $bio );
		update_user_meta( $id, 'billing_phone', '+49 30 111' );
		update_user_meta( $id, 'billing_address_1', 'Geheimweg 1' );
		update_user_meta( $id, 'billing_city', 'Berlin' );
		ProfileFields::set_value( $id, 'hobby', 'Schach' );
		ProfileFields::set_value( $id, 'geheim', 'Tresorcode' );
		$this->assertGreaterThan( 0, Repository::save( $id, $plan, $status ) );
		return $id;
	}

	/**
	 * A user with a role, not logged in (rolled back after the test).
	 *
	 * @param string $role Role name.
	 * @return int User ID.
	 */
	protected function user( string $role ): int {
		$login = 'vitrine_' . $role . '_' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password( 24 ),
				'user_email' => $login . '@vitrine.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A page holding a directory block with these attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param array<string, mixed> $post       Overrides for wp_insert_post() (author, status, password).
	 * @return string The block reference (wc_memberships_block).
	 */
	protected function directory( array $attributes, array $post = array() ): string {
		$attributes += array( 'membershipPlans' => $this->plans );
		$page         = $this->create_post(
			$post + array(
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => '<!-- wp:vitrine/members-directory ' . serialize_block_attributes( $attributes ) . ' /-->',
			)
		);
		return Directory::reference( $page->ID, parse_blocks( $page->post_content )[0]['attrs'] );
	}

	/**
	 * Attributes of a block that switches every field on.
	 *
	 * @return array<string, mixed>
	 */
	protected static function everything(): array {
		return array(
			'showBio'       => true,
			'showEmail'     => true,
			'showPhone'     => true,
			'showAddress'   => true,
			'profileFields' => array( 'hobby', 'geheim' ),
			'visibility'    => 'everyone',
		);
	}

	/**
	 * GET on the route, answered as WordPress' REST server answers an HTTP
	 * request: dispatch, then the `rest_post_dispatch` filters (the `Allow`
	 * header runs the permission callback again, with the raw parameters).
	 * PHP warnings and notices on the way are collected in $php_errors, and
	 * none is allowed (they would land in the debug log).
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @param string|null          $nonce X-WP-Nonce, default a valid one.
	 */
	protected function get( array $query, ?string $nonce = null ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/wc/v4/memberships/members' );
		$request->set_query_params( $query );
		$nonce ??= wp_create_nonce( 'wp_rest' );
		if ( '' !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		$this->php_errors = array();
		set_error_handler(
			function ( int $level, string $message, string $file, int $line ): bool {
				$this->php_errors[] = "{$message} in {$file}:{$line}";
				return true;
			}
		);
		$server = rest_get_server();
		// WordPress adds this on the first rest_api_init only, and TestCase restores the hooks of before each test.
		if ( ! has_filter( 'rest_post_dispatch', 'rest_send_allow_header' ) ) {
			add_filter( 'rest_post_dispatch', 'rest_send_allow_header', 10, 3 );
		}
		try {
			$response = rest_ensure_response( $server->dispatch( $request ) );
			$response = apply_filters( 'rest_post_dispatch', $response, $server, $request );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $this->php_errors, 'PHP warnings or notices' );
		$this->assertInstanceOf( WP_REST_Response::class, $response );
		return $response;
	}

	/**
	 * Runs a callback with the post password cookie of a page, as
	 * wp-login.php?action=postpass sets it.
	 *
	 * @param string   $password Post password typed in.
	 * @param callable $callback What to run with the cookie.
	 * @return mixed What the callback returns.
	 */
	protected function with_post_password( string $password, callable $callback ) {
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$name             = 'wp-postpass_' . COOKIEHASH;
		$before           = $_COOKIE;
		$_COOKIE[ $name ] = wp_slash( ( new \PasswordHash( 8, true ) )->HashPassword( $password ) );
		try {
			return $callback();
		} finally {
			$_COOKIE = $before;
		}
	}

	/**
	 * Members of an answer by last name.
	 *
	 * @param WP_REST_Response $response Answer.
	 * @return array<string, array<string, mixed>>
	 */
	protected function by_name( WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$out = array();
		foreach ( $response->get_data() as $member ) {
			$out[ $member['customer_data']['last_name'] ] = $member;
		}
		return $out;
	}

	/**
	 * The page's blocks as WordPress renders them, with a query string.
	 *
	 * @param \WP_Post             $page  Page.
	 * @param array<string, string> $query $_GET.
	 */
	protected function render( \WP_Post $page, array $query ): string {
		$get             = $_GET;
		$_GET            = $query;
		$GLOBALS['post'] = $page;
		$html            = do_blocks( $page->post_content );
		$_GET            = $get;
		return $html;
	}
}
