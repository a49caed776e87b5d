<?php
/**
 * The members directory's server side: storage, the REST route of §7.1 and
 * the block's first paint.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Plans;
use Vitrine\Memberships\ProfileFields;
use Vitrine\Memberships\Repository;
use Vitrine\Memberships\Schema;
use WP_REST_Request;
use WP_REST_Response;

/**
 * @covers \Vitrine\Rest\MembersController
 * @covers \Vitrine\Memberships\Directory
 */
final class MembersDirectoryTest extends TestCase {

	/**
	 * @var int[]
	 */
	private array $plans = array();

	/**
	 * Author of the test pages: an administrator (may show member data).
	 *
	 * @var int
	 */
	private int $author = 0;

	/**
	 * PHP warnings, notices and deprecations raised during the last request.
	 *
	 * @var string[]
	 */
	private array $php_errors = array();

	/**
	 * Two plans of our own and three members in them.
	 */
	protected function setUp(): void {
		parent::setUp();
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
	private function member( string $first, string $last, int $plan, string $status, string $bio ): int {
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
	private function user( string $role ): int {
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
	private function directory( array $attributes, array $post = array() ): string {
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
	private static function everything(): array {
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
	private function get( array $query, ?string $nonce = null ): WP_REST_Response {
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
	private function with_post_password( string $password, callable $callback ) {
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
	private function by_name( WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$out = array();
		foreach ( $response->get_data() as $member ) {
			$out[ $member['customer_data']['last_name'] ] = $member;
		}
		return $out;
	}

	public function test_the_route_is_registered_once_and_left_alone_when_it_exists(): void {
		$routes = rest_get_server()->get_routes( 'wc/v4' );
		$this->assertCount( 1, $routes['/wc/v4/memberships/members'] );
		// Registering again (as if another plugin had registered it first) adds nothing.
		( new \Vitrine\Rest\MembersController() )->register();
		$this->assertCount( 1, rest_get_server()->get_routes( 'wc/v4' )['/wc/v4/memberships/members'] );
	}

	public function test_the_table_exists_with_its_directory_index(): void {
		global $wpdb;
		Schema::install();
		$this->assertSame( Schema::VERSION, get_option( Schema::OPTION ) );
		$keys = array_map( static fn( $row ) => $row->Key_name, $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::table() ) );
		$this->assertContains( 'plan_status_name', $keys );
		$this->assertContains( 'user_plan', $keys );
	}

	public function test_filters_by_plan_status_and_search_with_totals(): void {
		$this->log_in_as( 'subscriber' );
		$ref = $this->directory( array() );

		$all = $this->get( array( 'wc_memberships_block' => $ref ) );
		$this->assertSame( array( 'Quarz', 'Quastmann', 'Quendel' ), array_keys( $this->by_name( $all ) ) );
		$this->assertSame( '3', $all->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $all->get_headers()['X-WP-TotalPages'] );

		$plan = $this->get(
			array(
				'wc_memberships_block' => $ref,
				'plan'                 => (string) $this->plans[0],
				'status'               => 'active,paused',
			)
		);
		$this->assertSame( array( 'Quastmann', 'Quendel' ), array_keys( $this->by_name( $plan ) ) );

		$active = $this->get(
			array(
				'wc_memberships_block' => $ref,
				'status'               => 'active',
				'search'               => 'qu',
				'per_page'             => 1,
				'page'                 => 2,
			)
		);
		$this->assertSame( array( 'Quastmann' ), array_keys( $this->by_name( $active ) ) );
		$this->assertSame( '2', $active->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $active->get_headers()['X-WP-TotalPages'] );

		$words = $this->get(
			array(
				'wc_memberships_block' => $ref,
				'search'               => 'Qara Quen',
			)
		);
		$this->assertSame( array( 'Quendel' ), array_keys( $this->by_name( $words ) ) );
	}

	public function test_a_block_restricted_to_plans_and_statuses_never_shows_others(): void {
		$this->log_in_as( 'subscriber' );
		$ref = $this->directory(
			array(
				'membershipPlans'  => array( $this->plans[0] ),
				'membershipStatus' => array( 'active' ),
			)
		);
		$this->assertSame( array( 'Quastmann' ), array_keys( $this->by_name( $this->get( array( 'wc_memberships_block' => $ref ) ) ) ) );
		// Asking for the other plan or status does not widen the block's scope.
		$other = $this->get(
			array(
				'wc_memberships_block' => $ref,
				'plan'                 => (string) $this->plans[1],
				'status'               => 'paused',
			)
		);
		$this->assertSame( array(), $this->by_name( $other ) );
	}

	public function test_fields_are_returned_only_when_the_block_shows_them(): void {
		$this->log_in_as( 'subscriber' );
		$hidden  = $this->directory(
			array(
				'showBio' => false,
				'avatar'  => false,
			)
		);
		$members = $this->by_name(
			$this->get(
				array(
					'wc_memberships_block' => $hidden,
					'customer_data'        => 'true',
					// Client flags are not part of the route; they change nothing.
					'showEmail'            => 'true',
					'profileFields'        => 'geheim',
				)
			)
		);
		$this->assertSame(
			array(
				'first_name' => 'Qirin',
				'last_name'  => 'Quastmann',
			),
			$members['Quastmann']['customer_data']
		);
		$this->assertSame( array(), $members['Quastmann']['profile_fields'] );
		$this->assertStringNotContainsString( 'privatpost', wp_json_encode( $members ) );

		$shown   = $this->directory(
			array(
				'showEmail'     => true,
				'showPhone'     => true,
				'showAddress'   => true,
				'profileFields' => array( 'hobby' ),
			)
		);
		$members = $this->by_name(
			$this->get(
				array(
					'wc_memberships_block' => $shown,
					'customer_data'        => 'true',
				)
			)
		);
		$data    = $members['Quastmann']['customer_data'];
		$this->assertStringStartsWith( 'privatpost-', $data['user_email'] );
		$this->assertSame( '+49 30 111', $data['phone'] );
		$this->assertSame( 'Geheimweg 1, Berlin', $data['address'] );
		$this->assertSame( '<script>alert(1)</script> Bio', $data['bio'] );
		$this->assertStringStartsWith( 'data:image/svg+xml', $data['avatar'] );
		$this->assertSame(
			array(
				array(
					'slug'  => 'hobby',
					'name'  => 'Hobby',
					'value' => 'Schach',
				),
			),
			$members['Quastmann']['profile_fields']
		);
	}

	public function test_search_cannot_probe_hidden_fields(): void {
		$this->log_in_as( 'subscriber' );
		$ref = $this->directory( array( 'profileFields' => array( 'hobby' ) ) );
		foreach ( array( 'privatpost', 'Geheimweg', 'Tresorcode', '+49', 'Schach', 'Bio' ) as $probe ) {
			$response = $this->get(
				array(
					'wc_memberships_block' => $ref,
					'search'               => $probe,
				)
			);
			$this->assertSame( array(), $this->by_name( $response ), $probe );
			$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
		}
	}

	public function test_a_forged_or_unknown_block_reference_is_refused(): void {
		$this->log_in_as( 'subscriber' );
		$ref = $this->directory( array() );
		[ $post ] = explode( ':', $ref );
		foreach ( array( $post . ':000000000000', '999999999:' . explode( ':', $ref )[1] ) as $forged ) {
			$response = $this->get( array( 'wc_memberships_block' => $forged ) );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'vitrine_unknown_directory', $response->get_data()['code'] );
		}
		$this->assertSame( 400, $this->get( array() )->get_status() );
	}

	public function test_a_block_in_a_draft_is_not_reachable_for_visitors(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'draft',
				'post_content' => '<!-- wp:vitrine/members-directory {"visibility":"everyone"} /-->',
			)
		);
		$ref  = Directory::reference( $page->ID, array( 'visibility' => 'everyone' ) );
		$this->assertSame( 404, $this->get( array( 'wc_memberships_block' => $ref ) )->get_status() );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: int}>
	 */
	public static function visibility_cases(): array {
		return array(
			'everyone, guest'                     => array( 'everyone', '', 200 ),
			'logged in (default), guest'          => array( 'logged_in', '', 401 ),
			'logged in (default), subscriber'     => array( 'logged_in', 'subscriber', 200 ),
			'active members, guest'               => array( 'active_members', '', 401 ),
			'active members, subscriber'          => array( 'active_members', 'subscriber', 403 ),
			'active members, active member'       => array( 'active_members', 'member:active', 200 ),
			'active members, free trial member'   => array( 'active_members', 'member:free_trial', 200 ),
			'active members, paused member'       => array( 'active_members', 'member:paused', 403 ),
			'active members, editor of the page'  => array( 'active_members', 'editor', 200 ),
		);
	}

	/**
	 * @dataProvider visibility_cases
	 *
	 * @param string $visibility The block's setting.
	 * @param string $who        Role, "member:<status>" or "" for a guest.
	 * @param int    $status     Expected HTTP status.
	 */
	public function test_visibility_per_role( string $visibility, string $who, int $status ): void {
		$attributes = 'logged_in' === $visibility ? array() : array( 'visibility' => $visibility );
		$ref        = $this->directory( $attributes );
		if ( str_starts_with( $who, 'member:' ) ) {
			$id = $this->log_in_as( 'subscriber' );
			Repository::save( $id, $this->plans[1], substr( $who, 7 ) );
		} elseif ( '' !== $who ) {
			$this->log_in_as( $who );
		}
		$response = $this->get( array( 'wc_memberships_block' => $ref ) );
		$this->assertSame( $status, $response->get_status(), wp_json_encode( $response->get_data() ) );
		if ( 200 !== $status ) {
			$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
			$this->assertStringNotContainsString( 'Quastmann', wp_json_encode( $response->get_data() ) );
		}
	}

	public function test_the_nonce_is_required(): void {
		$this->log_in_as( 'subscriber' );
		$ref     = $this->directory( array( 'visibility' => 'everyone' ) );
		$missing = $this->get( array( 'wc_memberships_block' => $ref ), '' );
		$this->assertSame( 401, $missing->get_status() );
		$this->assertSame( 'rest_missing_nonce', $missing->get_data()['code'] );
		$bad = $this->get( array( 'wc_memberships_block' => $ref ), 'abc123' );
		$this->assertSame( 403, $bad->get_status() );
		$this->assertSame( 'rest_cookie_invalid_nonce', $bad->get_data()['code'] );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: int}>
	 */
	public static function bad_parameters(): array {
		return array(
			'non-numeric page'   => array( array( 'page' => 'zwei' ), 400 ),
			'page 0'             => array( array( 'page' => '0' ), 400 ),
			'huge per_page'      => array( array( 'per_page' => '100000' ), 400 ),
			'non-numeric plan'   => array( array( 'plan' => '1,abc' ), 400 ),
			'unknown status'     => array( array( 'status' => 'active,vip' ), 400 ),
			'10 KB search'       => array( array( 'search' => str_repeat( 'a', 10240 ) ), 400 ),
			'unknown plan'       => array( array( 'plan' => '987654321' ), 200 ),
			'SQL-like search'    => array( array( 'search' => "' OR 1=1 -- " ), 200 ),
			'SQL-like wildcards' => array( array( 'search' => '%_%' ), 200 ),
			'SQL-like union'     => array( array( 'search' => 'x" UNION SELECT user_pass FROM wp_users #' ), 200 ),
		);
	}

	/**
	 * Bad input is a 400 JSON error or an empty result, never a PHP error.
	 *
	 * @dataProvider bad_parameters
	 *
	 * @param array<string, string> $query  Parameters.
	 * @param int                   $status Expected status.
	 */
	public function test_bad_parameters( array $query, int $status ): void {
		$this->log_in_as( 'subscriber' );
		$ref      = $this->directory( array() );
		$response = $this->get( array( 'wc_memberships_block' => $ref ) + $query );
		$this->assertSame( $status, $response->get_status() );
		if ( 400 === $status ) {
			$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		} else {
			$this->assertSame( array(), $response->get_data() );
			$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
		}
		// A valid JSON body either way.
		$this->assertNotFalse( wp_json_encode( $response->get_data() ) );
	}

	public function test_first_paint_escapes_bios_and_shows_the_configured_fields(): void {
		$this->log_in_as( 'subscriber' );
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => '<!-- wp:vitrine/members-directory ' . serialize_block_attributes(
					array(
						'membershipPlans' => $this->plans,
						'perPage'         => 2,
						'profileFields'   => array( 'hobby' ),
					)
				) . ' /-->',
			)
		);
		$html = $this->render( $page, array() );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; Bio', $html );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( 'Schach', $html );
		$this->assertStringNotContainsString( 'Tresorcode', $html );
		$this->assertStringNotContainsString( 'privatpost', $html );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-member"' ) );
		// §4.2: page 1 of 2 has next, no previous.
		$this->assertStringContainsString( 'vitrine-members__next', $html );
		$this->assertStringNotContainsString( 'vitrine-members__prev', $html );

		$page2 = $this->render( $page, array( 'wcm_dir_page' => '2' ) );
		$this->assertSame( 1, substr_count( $page2, 'class="vitrine-member"' ) );
		$this->assertStringContainsString( 'vitrine-members__prev', $page2 );
		$this->assertStringNotContainsString( 'vitrine-members__next', $page2 );

		$none = $this->render( $page, array( 'wcm_dir_search' => 'Niemand' ) );
		$this->assertStringContainsString( 'Keine Mitglieder passen zu deiner Suche.', $none );
		$this->assertStringNotContainsString( 'vitrine-members__pagination', $none );
	}

	/**
	 * The page's blocks as WordPress renders them, with a query string.
	 *
	 * @param \WP_Post             $page  Page.
	 * @param array<string, string> $query $_GET.
	 */
	private function render( \WP_Post $page, array $query ): string {
		$get             = $_GET;
		$_GET            = $query;
		$GLOBALS['post'] = $page;
		$html            = do_blocks( $page->post_content );
		$_GET            = $get;
		return $html;
	}

	public function test_guests_get_no_markup_from_a_logged_in_only_directory(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/members-directory /-->',
			)
		);
		$this->assertSame( '', \Vitrine\Memberships\DirectoryRenderer::html( array(), $page->ID, array() ) );
	}

	/**
	 * The answer holds no member data beyond names, avatar and plan.
	 *
	 * @param WP_REST_Response $response Answer.
	 */
	private function assert_no_private_fields( WP_REST_Response $response ): void {
		$members = $this->by_name( $response );
		$this->assertSame( array( 'Quarz', 'Quastmann', 'Quendel' ), array_keys( $members ) );
		foreach ( $members as $member ) {
			$this->assertSame( array( 'first_name', 'last_name', 'avatar' ), array_keys( $member['customer_data'] ) );
			$this->assertSame( array(), $member['profile_fields'] );
		}
		$json = (string) wp_json_encode( $response->get_data() );
		foreach ( array( 'privatpost', '+49 30 111', 'Geheimweg', 'Schach', 'Tresorcode', 'Zweite Bio' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
	}

	/**
	 * A refusal that says nothing about the directory or its members.
	 *
	 * @param WP_REST_Response $response Answer.
	 */
	private function assert_unknown_directory( WP_REST_Response $response ): void {
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'vitrine_unknown_directory', $response->get_data()['code'] );
		$this->assertStringNotContainsString( 'Quastmann', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_a_password_protected_page_answers_a_subscriber_404_without_member_data(): void {
		$ref = $this->directory( self::everything(), array( 'post_password' => 'sesam' ) );
		$this->log_in_as( 'subscriber' );
		$this->assert_unknown_directory( $this->get( array( 'wc_memberships_block' => $ref ) ) );
		// A wrong password cookie opens nothing either; neither does editing rights without the password (as the page).
		$this->assert_unknown_directory( $this->with_post_password( 'falsch', fn() => $this->get( array( 'wc_memberships_block' => $ref ) ) ) );
		$this->log_in_as( 'editor' );
		$this->assert_unknown_directory( $this->get( array( 'wc_memberships_block' => $ref ) ) );
	}

	public function test_the_right_post_password_cookie_opens_a_password_protected_directory(): void {
		$ref = $this->directory( self::everything(), array( 'post_password' => 'sesam' ) );
		$this->log_in_as( 'subscriber' );
		$members = $this->by_name(
			$this->with_post_password(
				'sesam',
				fn() => $this->get(
					array(
						'wc_memberships_block' => $ref,
						'customer_data'        => 'true',
					)
				)
			)
		);
		$this->assertStringStartsWith( 'privatpost-', $members['Quastmann']['customer_data']['user_email'] );
	}

	public function test_a_password_protected_page_renders_no_directory_without_the_cookie(): void {
		$page = $this->create_post(
			array(
				'post_type'     => 'page',
				'post_author'   => $this->author,
				'post_password' => 'sesam',
				'post_content'  => '<!-- wp:vitrine/members-directory ' . serialize_block_attributes( self::everything() + array( 'membershipPlans' => $this->plans ) ) . ' /-->',
			)
		);
		$this->log_in_as( 'subscriber' );
		// Rendered outside the post's content (a template, a query loop), where WordPress' password form does not stand in front.
		$this->assertSame( '', trim( $this->render( $page, array() ) ) );
		$this->assertStringContainsString( 'privatpost-', $this->with_post_password( 'sesam', fn() => $this->render( $page, array() ) ) );
	}

	public function test_a_private_page_answers_only_people_who_may_read_private_pages(): void {
		$ref = $this->directory( self::everything(), array( 'post_status' => 'private' ) );
		$this->log_in_as( 'subscriber' );
		$this->assert_unknown_directory( $this->get( array( 'wc_memberships_block' => $ref ) ) );
		$this->log_in_as( 'editor' );
		$this->assertCount( 3, $this->by_name( $this->get( array( 'wc_memberships_block' => $ref ) ) ) );
	}

	public function test_a_contributors_draft_never_returns_member_emails(): void {
		$contributor = $this->user( 'contributor' );
		$ref         = $this->directory(
			self::everything(),
			array(
				'post_type'   => 'post',
				'post_author' => $contributor,
				'post_status' => 'draft',
			)
		);
		// Other visitors cannot reach a draft at all.
		$this->log_in_as( 'subscriber' );
		$this->assert_unknown_directory( $this->get( array( 'wc_memberships_block' => $ref ) ) );
		// Its author may preview it, and an editor too, but the contributor may not publish member data.
		foreach ( array( $contributor, $this->user( 'editor' ) ) as $previewer ) {
			wp_set_current_user( $previewer );
			$this->assert_no_private_fields(
				$this->get(
					array(
						'wc_memberships_block' => $ref,
						'customer_data'        => 'true',
					)
				)
			);
		}
	}

	public function test_a_published_page_of_a_contributor_shows_no_private_fields(): void {
		$contributor = $this->user( 'contributor' );
		$ref         = $this->directory(
			self::everything(),
			array(
				'post_type'   => 'post',
				'post_author' => $contributor,
			)
		);
		$this->log_in_as( 'subscriber' );
		$this->assert_no_private_fields(
			$this->get(
				array(
					'wc_memberships_block' => $ref,
					'customer_data'        => 'true',
				)
			)
		);
		// The first paint follows the same rule.
		$html = $this->render( get_post( (int) strtok( $ref, ':' ) ), array() );
		$this->assertStringContainsString( 'Quastmann', $html );
		foreach ( array( 'privatpost', 'Geheimweg', 'Schach', 'Tresorcode', 'Zweite Bio', '"fields":["hobby"' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $html );
		}
	}

	/**
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function authors(): array {
		return array(
			'shop manager'  => array( 'shop_manager', true ),
			'administrator' => array( 'administrator', true ),
			'editor'        => array( 'editor', false ),
			'author'        => array( 'author', false ),
		);
	}

	/**
	 * @dataProvider authors
	 *
	 * @param string $role  Role of the page's author.
	 * @param bool   $shown Whether the private fields are shown.
	 */
	public function test_only_authors_with_the_member_data_capability_publish_private_fields( string $role, bool $shown ): void {
		$ref = $this->directory( self::everything(), array( 'post_author' => $this->user( $role ) ) );
		$this->log_in_as( 'subscriber' );
		$response = $this->get(
			array(
				'wc_memberships_block' => $ref,
				'customer_data'        => 'true',
			)
		);
		if ( ! $shown ) {
			$this->assert_no_private_fields( $response );
			return;
		}
		$data = $this->by_name( $response )['Quastmann'];
		$this->assertStringStartsWith( 'privatpost-', $data['customer_data']['user_email'] );
		$this->assertSame( 'Geheimweg 1, Berlin', $data['customer_data']['address'] );
		$this->assertSame( array( 'hobby', 'geheim' ), array_column( $data['profile_fields'], 'slug' ) );
	}

	public function test_the_shop_manager_role_and_the_member_data_capability_exist_once(): void {
		$this->assertSame( \Vitrine\Access\Roles::VERSION, get_option( \Vitrine\Access\Roles::OPTION ) );
		$manager = get_role( 'shop_manager' );
		$this->assertNotNull( $manager );
		$this->assertSame( 'Shop-Manager', wp_roles()->role_names['shop_manager'] );
		foreach ( array( 'read', 'upload_files', 'edit_posts', 'publish_pages', 'vitrine_view_member_data', 'vitrine_manage_orders' ) as $cap ) {
			$this->assertTrue( $manager->has_cap( $cap ), $cap );
		}
		foreach ( array( 'manage_options', 'edit_users', 'list_users', 'activate_plugins', 'unfiltered_html' ) as $cap ) {
			$this->assertFalse( $manager->has_cap( $cap ), $cap );
		}
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'vitrine_view_member_data' ) );
		foreach ( array( 'editor', 'author', 'contributor', 'subscriber' ) as $role ) {
			$this->assertFalse( get_role( $role )->has_cap( 'vitrine_view_member_data' ), $role );
		}
		// Applying again (a new version) keeps one role with the same capabilities.
		$before = $manager->capabilities;
		\Vitrine\Access\Roles::apply();
		$this->assertSame( $before, get_role( 'shop_manager' )->capabilities );
		// Shop managers see the orders screen.
		wp_set_current_user( $this->user( 'shop_manager' ) );
		$this->assertTrue( current_user_can( \Vitrine\Admin\OrdersPage::CAPABILITY ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function hostile_parameters(): array {
		return array(
			'reference as array'        => array( array( 'wc_memberships_block' => array( 'x' ) ) ),
			'reference as nested array' => array( array( 'wc_memberships_block' => array( array( 'x' ) ) ) ),
			'reference with 20 digits'  => array( array( 'wc_memberships_block' => '99999999999999999999:0123456789ab' ) ),
			'page as array'             => array( array( 'page' => array( '1' ) ) ),
			'page past PHP_INT_MAX'     => array( array( 'page' => '9223372036854775808' ) ),
			'page as float'             => array( array( 'page' => '1.5' ) ),
			'per_page as array'         => array( array( 'per_page' => array( '1' ) ) ),
			'per_page negative'         => array( array( 'per_page' => '-1' ) ),
			'plan as nested array'      => array( array( 'plan' => array( array( 'x' ) ) ) ),
			'plan past 2^53'            => array( array( 'plan' => '99999999999999999999' ) ),
			'plan in exponent notation' => array( array( 'plan' => '1e30' ) ),
			'status as nested array'    => array( array( 'status' => array( array( 'active' ) ) ) ),
			'search as array'           => array( array( 'search' => array( 'Qu' ) ) ),
			'customer_data as array'    => array( array( 'customer_data' => array( '1' ) ) ),
		);
	}

	/**
	 * Issue 10, item 7: arrays where strings are expected and huge numbers
	 * are a 400 rest_invalid_param, and no PHP warning on the way (get()
	 * asserts that, also for the permission check of the Allow header).
	 *
	 * @dataProvider hostile_parameters
	 *
	 * @param array<string, mixed> $query Parameters.
	 */
	public function test_hostile_parameters_answer_400_without_a_php_warning( array $query ): void {
		$this->log_in_as( 'subscriber' );
		$response = $this->get( $query + array( 'wc_memberships_block' => $this->directory( array() ) ) );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertStringNotContainsString( 'Quastmann', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_changing_a_name_updates_the_directory(): void {
		$id = $this->member( 'Xaver', 'Quaste', $this->plans[1], 'active', '' );
		wp_update_user(
			array(
				'ID'        => $id,
				'last_name' => 'Zoller',
			)
		);
		$this->log_in_as( 'subscriber' );
		$names = array_keys( $this->by_name( $this->get( array( 'wc_memberships_block' => $this->directory( array() ) ) ) ) );
		$this->assertContains( 'Zoller', $names );
		$this->assertNotContains( 'Quaste', $names );
	}
}
