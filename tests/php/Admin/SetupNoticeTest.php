<?php
/**
 * The notice after activation.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\SetupNotice;
use Vitrine\Admin\SetupPage;
use Vitrine\Admin\SetupProgress;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Admin\SetupNotice
 */
final class SetupNoticeTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( SetupProgress::OPTION );
	}

	/**
	 * The admin notices as printed.
	 */
	private static function notices(): string {
		ob_start();
		SetupNotice::render();
		return (string) ob_get_clean();
	}

	public function test_after_activation_an_admin_sees_one_german_notice_that_leads_to_the_setup(): void {
		delete_option( SetupNotice::OPTION );
		$this->log_in_as( 'administrator' );
		$this->assertSame( '', self::notices(), 'Nothing before activation.' );

		do_action( 'activate_' . plugin_basename( VITRINE_FILE ) );
		$html = self::notices();

		$this->assertSame( 1, substr_count( $html, 'class="notice ' ) );
		$this->assertStringContainsString( 'Vitrine ist aktiv.', $html );
		$this->assertStringContainsString( '<a class="button button-primary" href="' . esc_url( SetupPage::url() ) . '">Shop einrichten</a>', $html );
		$this->assertStringContainsString( '>Hinweis ausblenden</a>', $html );
		$this->assertSame( SetupPage::url(), admin_url( SetupNotice::TARGET ) );
	}

	public function test_once_a_step_is_behind_the_owner_the_notice_offers_to_continue(): void {
		update_option( SetupNotice::OPTION, '1' );
		$this->log_in_as( 'administrator' );
		SetupProgress::mark( 'address', SetupProgress::SKIPPED );

		$this->assertStringContainsString( '>Einrichtung fortsetzen</a>', self::notices() );
	}

	public function test_the_setup_screen_itself_shows_no_notice(): void {
		update_option( SetupNotice::OPTION, '1' );
		$this->log_in_as( 'administrator' );
		$screen = $GLOBALS['current_screen'] ?? null;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$GLOBALS['current_screen'] = \WP_Screen::get( 'settings_page_' . SetupPage::SLUG );
		try {
			$this->assertSame( '', self::notices() );
			$GLOBALS['current_screen'] = \WP_Screen::get( 'dashboard' );
			$this->assertStringContainsString( 'vitrine-setup-notice', self::notices(), 'on other screens it is there' );
		} finally {
			$GLOBALS['current_screen'] = $screen;
		}
	}

	public function test_a_finished_setup_no_longer_nags(): void {
		update_option( SetupNotice::OPTION, '1' );
		$this->log_in_as( 'administrator' );
		SetupProgress::close( SetupProgress::FINISHED );

		$this->assertSame( '', self::notices() );
		SetupProgress::close( SetupProgress::DISMISSED );
		$this->assertSame( SetupProgress::FINISHED, SetupProgress::get()['status'], 'dismissing does not undo finishing' );
	}

	public function test_users_who_may_not_manage_the_shop_see_no_notice(): void {
		update_option( SetupNotice::OPTION, '1' );
		$this->log_in_as( 'editor' );

		$this->assertSame( '', self::notices() );
	}

	public function test_the_dismiss_link_carries_a_nonce_of_the_handler(): void {
		// wp_nonce_url() gives the URL escaped for HTML.
		$url = html_entity_decode( SetupNotice::dismiss_url() );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );

		$this->assertStringStartsWith( admin_url( 'admin-post.php' ), $url );
		$this->assertSame( 'vitrine_setup_notice', $query['action'] );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'vitrine_setup_notice' ) );
		$this->assertNotFalse( has_action( 'admin_post_vitrine_setup_notice', array( SetupNotice::class, 'handle' ) ) );
	}

	public function test_dismissing_the_notice_dismisses_the_setup_for_good(): void {
		$this->log_in_as( 'administrator' );
		update_option( SetupNotice::OPTION, '1' );
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'vitrine_setup_notice' );
		$redirect             = '';
		add_filter(
			'wp_redirect',
			static function ( $location ) use ( &$redirect ) {
				$redirect = $location;
				throw new \RuntimeException( 'redirected' );
			}
		);
		try {
			SetupNotice::handle();
		} catch ( \RuntimeException $done ) {
			$this->assertSame( 'redirected', $done->getMessage() );
		} finally {
			unset( $_REQUEST['_wpnonce'] );
		}

		$this->assertSame( admin_url(), $redirect );
		$this->assertFalse( get_option( SetupNotice::OPTION ) );
		$this->assertSame( SetupProgress::DISMISSED, SetupProgress::get()['status'] );
		$this->assertSame( '', self::notices() );
		SetupNotice::activate();
		$this->assertSame( '', self::notices(), 'activating again does not bring a dismissed setup back' );
	}
}
