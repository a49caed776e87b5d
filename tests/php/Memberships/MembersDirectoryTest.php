<?php
/**
 * The members directory's server side: storage, the REST route of §7.1 and
 * the block's first paint.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

require_once __DIR__ . '/MembersFixtures.php';

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Repository;
use Vitrine\Memberships\Schema;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Rest\MembersController
 * @covers \Vitrine\Memberships\Directory
 */
final class MembersDirectoryTest extends TestCase {

	use MembersFixtures;

	/**
	 * Two plans of our own and three members in them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_members();
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
	 * A reload (§2.1: the state is in the URL) shows what the search showed:
	 * the first paint of a URL state has the members, the page links and the
	 * ticked filters that the REST route answers the view for that state.
	 */
	public function test_the_first_paint_of_a_url_state_shows_what_the_route_answers_for_it(): void {
		$this->log_in_as( 'subscriber' );
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => '<!-- wp:vitrine/members-directory ' . serialize_block_attributes(
					array(
						'membershipPlans' => $this->plans,
						'perPage'         => 1,
					)
				) . ' /-->',
			)
		);
		$ref  = Directory::reference( $page->ID, parse_blocks( $page->post_content )[0]['attrs'] );
		$rest = $this->by_name(
			$this->get(
				array(
					'wc_memberships_block' => $ref,
					'status'               => 'active,paused',
					'page'                 => 2,
					'per_page'             => 1,
					'customer_data'        => 'true',
				)
			)
		);
		$html = $this->render(
			$page,
			array(
				'wcm_dir_status' => 'active,paused',
				'wcm_dir_page'   => '2',
			)
		);
		preg_match_all( '#<h2 class="vitrine-member__name">[^<]* ([^< ]+)</h2>#', $html, $names );
		$this->assertSame( array_keys( $rest ), $names[1] );
		$this->assertCount( 1, $names[1] );
		$this->assertStringContainsString( 'vitrine-members__prev', $html );
		$this->assertStringContainsString( 'vitrine-members__next', $html );
		$this->assertMatchesRegularExpression( '#value="active" checked />#', $html );
		$this->assertMatchesRegularExpression( '#value="paused" checked />#', $html );
		$this->assertMatchesRegularExpression( '#value="expired" />#', $html );
		$this->assertMatchesRegularExpression( '#-status-value">Aktiv, Pausiert</span>#', $html );
	}

	/**
	 * §8.1: a directory whose plans have no members shows its own "results
	 * not found" text and no pagination, and hands its own "search not
	 * found" text to the view script, which shows it after a search.
	 */
	public function test_a_directory_without_members_shows_its_own_texts(): void {
		$this->log_in_as( 'subscriber' );
		$empty = $this->create_post(
			array(
				'post_type'  => \Vitrine\Memberships\Plans::POST_TYPE,
				'post_title' => 'Leerer Plan',
			)
		)->ID;
		$page  = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => '<!-- wp:vitrine/members-directory ' . serialize_block_attributes(
					array(
						'membershipPlans'     => array( $empty ),
						'resultsNotFoundText' => 'Hier ist noch niemand.',
						'searchNotFoundText'  => 'Niemanden gefunden.',
					)
				) . ' /-->',
			)
		);
		$html  = $this->render( $page, array() );
		$this->assertStringContainsString( '<p class="vitrine-members__empty">Hier ist noch niemand.</p>', $html );
		$this->assertStringNotContainsString( 'vitrine-members__pagination', $html );
		$this->assertSame( 1, preg_match( "#data-vitrine-members=\"([^\"]*)\"#", $html, $config ) );
		$texts = json_decode( html_entity_decode( $config[1], ENT_QUOTES ), true )['texts'];
		$this->assertSame(
			array(
				'searchNotFound'  => 'Niemanden gefunden.',
				'resultsNotFound' => 'Hier ist noch niemand.',
			),
			$texts
		);
		$this->assertStringContainsString( '<p class="vitrine-members__empty">Niemanden gefunden.</p>', $this->render( $page, array( 'wcm_dir_search' => 'Anna' ) ) );
	}

	public function test_guests_get_only_a_login_note_from_a_logged_in_only_directory(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/members-directory /-->',
			)
		);
		$html = \Vitrine\Memberships\DirectoryRenderer::html( array( 'membershipPlans' => $this->plans ), $page->ID, array() );
		// A note on how to see it, and nothing of the members.
		$this->assertStringContainsString( 'Bitte melde dich an, um das Mitgliederverzeichnis zu sehen.', $html );
		$this->assertStringNotContainsString( 'data-vitrine-members', $html );
		$this->assertStringNotContainsString( 'Quastmann', $html );
		$this->assertStringNotContainsString( 'vitrine-members__count', $html );
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
