<?php
/**
 * The notice after activation.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\SetupNotice;
use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Admin\SetupNotice
 */
final class SetupNoticeTest extends TestCase {

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
		$this->assertStringContainsString( '>Shop einrichten</a>', $html );
		$this->assertStringContainsString( '>Hinweis ausblenden</a>', $html );
		$this->assertStringContainsString( esc_url( SetupNotice::action_url( 'setup' ) ), $html );
		$this->assertSame( admin_url( 'options-general.php?page=' . ShopSettingsPage::SLUG ), SetupNotice::redirect_target( 'setup' ) );
	}

	public function test_users_who_may_not_manage_the_shop_see_no_notice(): void {
		update_option( SetupNotice::OPTION, '1' );
		$this->log_in_as( 'editor' );

		$this->assertSame( '', self::notices() );
	}

	public function test_the_links_carry_a_nonce_of_the_handler(): void {
		// wp_nonce_url() gives the URL escaped for HTML.
		$url = html_entity_decode( SetupNotice::action_url( 'dismiss' ) );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );

		$this->assertStringStartsWith( admin_url( 'admin-post.php' ), $url );
		$this->assertSame( 'vitrine_setup_notice', $query['action'] );
		$this->assertSame( 'dismiss', $query['go'] );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'vitrine_setup_notice' ) );
		$this->assertNotFalse( has_action( 'admin_post_vitrine_setup_notice', array( SetupNotice::class, 'handle' ) ) );
	}

	public function test_a_dismissed_notice_stays_away(): void {
		$this->log_in_as( 'administrator' );
		update_option( SetupNotice::OPTION, '1' );
		$_GET['go']           = 'dismiss';
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
			unset( $_GET['go'], $_REQUEST['_wpnonce'] );
		}

		$this->assertSame( admin_url(), $redirect );
		$this->assertFalse( get_option( SetupNotice::OPTION ) );
		$this->assertSame( '', self::notices() );
	}
}
