<?php
/**
 * The directory's server side: the note for visitors who may
 * not see a directory, menus without pages that show a guest nothing, the
 * member count and the checkbox dropdowns of the first paint.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

require_once __DIR__ . '/MembersFixtures.php';

use Vitrine\Memberships\DirectoryControls;
use Vitrine\Memberships\DirectoryMenu;
use Vitrine\Memberships\DirectoryRenderer;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Memberships\DirectoryNotice
 * @covers \Vitrine\Memberships\DirectoryMenu
 * @covers \Vitrine\Memberships\DirectoryControls
 */
final class MembersDirectoryGuestsTest extends TestCase {

	use MembersFixtures;

	/**
	 * Two plans of our own and three members in them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_members();
		DirectoryMenu::reset();
	}

	/**
	 * A published page of the admin author with this content.
	 *
	 * @param string $content Block markup.
	 */
	private function page( string $content ): \WP_Post {
		return $this->create_post(
			array(
				'post_type'    => 'page',
				'post_author'  => $this->author,
				'post_content' => $content,
			)
		);
	}

	/**
	 * A directory block of our plans.
	 *
	 * @param array<string, mixed> $attributes More attributes.
	 */
	private function block( array $attributes = array() ): string {
		return '<!-- wp:vitrine/members-directory ' . serialize_block_attributes( $attributes + array( 'membershipPlans' => $this->plans ) ) . ' /-->';
	}

	public function test_a_guest_gets_a_german_login_note_linking_to_my_account_and_back(): void {
		$page = $this->page( $this->block() );
		$html = $this->render( $page, array() );
		$this->assertStringContainsString( 'Bitte melde dich an, um das Mitgliederverzeichnis zu sehen.', $html );
		$this->assertMatchesRegularExpression( '#<a class="wp-element-button" href="[^"]*/mein-konto/\?redirect_to=[^"]+">Anmelden</a>#', $html );
		$this->assertStringContainsString( rawurlencode( get_permalink( $page ) ), $html );
		$this->assertStringNotContainsString( 'Quastmann', $html );
		$this->assertStringNotContainsString( 'data-vitrine-members', $html );
	}

	public function test_a_logged_in_visitor_who_is_no_active_member_learns_who_may_see_it(): void {
		$this->log_in_as( 'subscriber' );
		$html = $this->render( $this->page( $this->block( array( 'visibility' => 'active_members' ) ) ), array() );
		$this->assertStringContainsString( 'Das Mitgliederverzeichnis sehen nur aktive Mitglieder.', $html );
		$this->assertStringNotContainsString( 'Anmelden', $html );
		$this->assertStringNotContainsString( 'Quastmann', $html );
	}

	public function test_an_unreadable_page_still_renders_nothing(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'draft',
				'post_author'  => $this->author,
				'post_content' => $this->block(),
			)
		);
		$this->assertSame( '', DirectoryRenderer::html( array(), $page->ID, array() ) );
	}

	public function test_the_first_paint_counts_the_members_in_german(): void {
		$this->log_in_as( 'subscriber' );
		$page = $this->page( $this->block() );
		$this->assertStringContainsString( '<p class="vitrine-members__count">3 Mitglieder</p>', $this->render( $page, array() ) );
		$this->assertStringContainsString( '<p class="vitrine-members__count">1 Mitglied</p>', $this->render( $page, array( 'wcm_dir_search' => 'Quarz' ) ) );
		$this->assertStringContainsString( '<p class="vitrine-members__count">0 Mitglieder</p>', $this->render( $page, array( 'wcm_dir_search' => 'Niemand' ) ) );
		$this->assertSame( '<p class="vitrine-members__count">1.234 Mitglieder</p>', DirectoryControls::count( 1234 ) );
	}

	public function test_filters_are_checkbox_dropdowns_with_the_choice_from_the_url(): void {
		$this->log_in_as( 'subscriber' );
		$html = $this->render( $this->page( $this->block() ), array( 'wcm_dir_status' => 'active,paused' ) );
		$this->assertStringNotContainsString( '<select', $html );
		$this->assertSame( 2, substr_count( $html, '<details class="vitrine-members__dropdown"' ) );
		$this->assertMatchesRegularExpression( '#<input id="[^"]+-status-active" type="checkbox" name="wcm_dir_status\[\]" value="active" checked />#', $html );
		$this->assertMatchesRegularExpression( '#<input id="[^"]+-status-expired" type="checkbox" name="wcm_dir_status\[\]" value="expired" />#', $html );
		$this->assertMatchesRegularExpression( '#-status-value">Aktiv, Pausiert</span>#', $html );
		$this->assertMatchesRegularExpression( '#-plan-value">Alle</span>#', $html );
	}

	public function test_the_summary_names_one_or_two_choices_and_counts_more(): void {
		$options = array(
			array(
				'value' => 'a',
				'label' => 'Aktiv',
			),
			array(
				'value' => 'b',
				'label' => 'Pausiert',
			),
			array(
				'value' => 'c',
				'label' => 'Abgelaufen',
			),
		);
		$this->assertSame( 'Alle', DirectoryControls::summary( $options, array() ) );
		$this->assertSame( 'Pausiert', DirectoryControls::summary( $options, array( 'b' ) ) );
		$this->assertSame( 'Aktiv, Abgelaufen', DirectoryControls::summary( $options, array( 'c', 'a' ) ) );
		$this->assertSame( '3 ausgewählt', DirectoryControls::summary( $options, array( 'a', 'b', 'c' ) ) );
	}

	public function test_the_checkboxes_of_a_form_sent_without_javascript_filter_like_the_url_state(): void {
		$state = DirectoryRenderer::state_from_query(
			array(
				'wcm_dir_plan'   => array( '3', '7' ),
				'wcm_dir_status' => array( 'active', array( 'nested' ), 'bogus' ),
			)
		);
		$this->assertSame( array( 3, 7 ), $state['plans'] );
		$this->assertSame( array( 'active' ), $state['statuses'] );
		$this->assertSame( array( 3, 7 ), DirectoryRenderer::state_from_query( array( 'wcm_dir_plan' => '3,7' ) )['plans'] );
	}

	/**
	 * §2.1 filter controls without JavaScript: the dropdowns are a GET form
	 * of checkboxes (a native disclosure), so the browser sends
	 * `wcm_dir_plan[]=…`, and the page it asks for shows that plan's members.
	 */
	public function test_without_javascript_the_checkbox_dropdowns_filter_through_the_form_alone(): void {
		$this->log_in_as( 'subscriber' );
		$page = $this->page( $this->block() );
		$html = $this->render( $page, array() );
		$this->assertMatchesRegularExpression( '#<form class="vitrine-members__filters" role="search" method="get"[^>]*>.*<details class="vitrine-members__dropdown"[^>]*><summary class="vitrine-members__toggle".*name="wcm_dir_plan\[\]" value="' . $this->plans[0] . '".*<button type="submit" class="vitrine-members__filter wp-element-button">Filtern</button>.*</form>#s', $html );
		$this->assertStringNotContainsString( ' action=', explode( '</form>', $html )[0] );

		// What the browser asks for when Testplan Gold is ticked and the form is sent.
		$sent = $this->render(
			$page,
			array(
				'wcm_dir_plan'   => array( (string) $this->plans[0] ),
				'wcm_dir_search' => '',
			)
		);
		$this->assertStringContainsString( '<p class="vitrine-members__count">2 Mitglieder</p>', $sent );
		preg_match_all( '#<p class="vitrine-member__plan">([^<]*)</p>#', $sent, $plans );
		$this->assertSame( array( 'Testplan Gold', 'Testplan Gold' ), $plans[1] );
		$this->assertMatchesRegularExpression( '#-plan-value">Testplan Gold</span>#', $sent );
		$this->assertMatchesRegularExpression( '#name="wcm_dir_plan\[\]" value="' . $this->plans[0] . '" checked />#', $sent );
	}

	public function test_e_mail_addresses_may_wrap_only_after_the_at_sign_and_before_dots(): void {
		$this->log_in_as( 'subscriber' );
		$html = $this->render( $this->page( $this->block( array( 'showEmail' => true ) ) ), array( 'wcm_dir_search' => 'Quarz' ) );
		$this->assertMatchesRegularExpression( '#<dd class="vitrine-member__email">privatpost-quentin\w+@<wbr>vitrine<wbr>\.test</dd>#', $html );
	}

	public function test_the_menu_leaves_out_a_page_that_shows_a_guest_only_a_locked_directory(): void {
		$locked = $this->page( "\n\n" . $this->block() . "\n\n<!-- wp:paragraph -->\n<p></p>\n<!-- /wp:paragraph -->" );
		$open   = $this->page( $this->block( array( 'visibility' => 'everyone' ) ) );
		$mixed  = $this->page( "<!-- wp:paragraph -->\n<p>Über uns</p>\n<!-- /wp:paragraph -->\n" . $this->block() );
		$plain  = $this->page( "<!-- wp:paragraph -->\n<p>Kontakt</p>\n<!-- /wp:paragraph -->" );
		$menu   = static fn( \WP_Post $page ): string => do_blocks(
			'<!-- wp:navigation-link ' . wp_json_encode(
				array(
					'label' => 'Seite ' . $page->ID,
					'type'  => 'page',
					'id'    => $page->ID,
					'url'   => get_permalink( $page ),
					'kind'  => 'post-type',
				)
			) . ' /-->'
		);
		$this->assertSame( '', $menu( $locked ) );
		$this->assertStringContainsString( 'Seite ' . $open->ID, $menu( $open ) );
		$this->assertStringContainsString( 'Seite ' . $mixed->ID, $menu( $mixed ) );
		$this->assertStringContainsString( 'Seite ' . $plain->ID, $menu( $plain ) );

		$this->log_in_as( 'subscriber' );
		$this->assertStringContainsString( 'Seite ' . $locked->ID, $menu( $locked ) );
		$members_only = $this->page( $this->block( array( 'visibility' => 'active_members' ) ) );
		$this->assertSame( '', $menu( $members_only ) );
		$this->assertFalse( DirectoryMenu::shows_nothing( $plain->ID ) );
	}
}
