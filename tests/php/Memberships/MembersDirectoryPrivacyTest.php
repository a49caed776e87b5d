<?php
/**
 * Who sees member data in a members directory (§3.2, §6, §7.1): the post's
 * readability and its author's capability, over REST and in the first
 * paint, and hostile parameters.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

require_once __DIR__ . '/MembersFixtures.php';

use Vitrine\Access\Roles;
use Vitrine\Admin\OrdersPage;
use Vitrine\Memberships\EditorData;
use Vitrine\Tests\TestCase;
use WP_REST_Response;

/**
 * @covers \Vitrine\Memberships\DirectoryAccess
 * @covers \Vitrine\Rest\MembersParams
 * @covers \Vitrine\Access\Roles
 */
final class MembersDirectoryPrivacyTest extends TestCase {

	use MembersFixtures;

	/**
	 * Two plans of our own, three members in them, an administrator as author.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_members();
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
		$this->assertSame( Roles::VERSION, get_option( Roles::OPTION ) );
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
		Roles::apply();
		$this->assertSame( $before, get_role( 'shop_manager' )->capabilities );
		// Shop managers see the orders screen.
		wp_set_current_user( $this->user( 'shop_manager' ) );
		$this->assertTrue( current_user_can( OrdersPage::CAPABILITY ) );
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
	 * Arrays where strings are expected and huge numbers are a 400
	 * rest_invalid_param, and no PHP warning on the way (get()
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

	public function test_the_inspector_learns_whether_the_posts_author_may_publish_member_data(): void {
		$contributor = $this->create_post( array( 'post_author' => $this->user( 'contributor' ) ) );
		$manager     = $this->create_post( array( 'post_author' => $this->user( 'shop_manager' ) ) );
		wp_set_current_user( $this->author );
		$this->assertFalse( EditorData::data( $contributor )['mayShowMemberData'] );
		$this->assertTrue( EditorData::data( $manager )['mayShowMemberData'] );
		// Without a post (the site editor): the current user's own capability.
		$this->assertTrue( EditorData::data( null )['mayShowMemberData'] );
		$this->log_in_as( 'editor' );
		$this->assertFalse( EditorData::data( null )['mayShowMemberData'] );
	}
}
