<?php
/**
 * The one-time notice shared by the account and the shop's order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shared;

use Vitrine\Account\AccountPage;
use Vitrine\Shared\Notices;
use Vitrine\Store\Stores;
use Vitrine\Tests\TestCase;

/**
 * A notice is shown once: in the account page's own place there, at the top
 * of any other page.
 */
final class NoticesTest extends TestCase {

	/**
	 * The queried object before the test.
	 *
	 * @var mixed
	 */
	private $queried;

	protected function setUp(): void {
		parent::setUp();
		$this->queried = $GLOBALS['wp_query']->queried_object ?? null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']->queried_object = $this->queried;
		parent::tearDown();
	}

	/**
	 * Pretends the request is for a post.
	 *
	 * @param \WP_Post $post The post.
	 */
	private function visit( \WP_Post $post ): void {
		$GLOBALS['wp_query']->queried_object = $post;
	}

	/**
	 * wp_body_open's output.
	 */
	private static function body_open(): string {
		ob_start();
		Notices::print();
		return (string) ob_get_clean();
	}

	public function test_a_notice_is_printed_once_at_the_top_of_an_ordinary_page(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->visit( $this->create_post( array( 'post_type' => 'page' ) ) );
		Notices::add( $user, 'error', 'Das hat nicht geklappt.' );

		$html = self::body_open();
		$this->assertStringContainsString( 'vitrine-notice--error', $html );
		$this->assertStringContainsString( 'role="alert"', $html );
		$this->assertStringContainsString( 'Das hat nicht geklappt.', $html );
		$this->assertSame( '', self::body_open() );
	}

	public function test_the_account_page_shows_the_notice_in_its_own_place_and_nowhere_else(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->visit( $this->create_post( array( 'post_type' => 'page', 'post_content' => '<!-- wp:vitrine/my-account /-->' ) ) );
		Notices::add( $user, 'success', 'Die Zahlungsart deines Abos wurde geändert.' );

		// Whichever runs first (classic theme: wp_body_open; block theme: the block), the account page gets it.
		$this->assertSame( '', self::body_open() );
		$html = ( new AccountPage( Stores::get() ) )->render( $user, array( 'section' => 'dashboard', 'id' => 0 ) );
		$this->assertStringContainsString( 'vitrine-account__notice--success', $html );
		$this->assertStringContainsString( 'Die Zahlungsart deines Abos wurde geändert.', $html );
		$this->assertSame( '', self::body_open() );
		$this->assertNull( Notices::take() );
	}

	public function test_a_notice_belongs_to_its_user(): void {
		$user = $this->log_in_as( 'subscriber' );
		Notices::add( $user, 'success', 'Gespeichert.' );
		$this->log_in_as( 'subscriber' );
		$this->assertNull( Notices::take() );
		wp_set_current_user( $user );
		$this->assertSame( array( 'type' => 'success', 'message' => 'Gespeichert.' ), Notices::take() );
	}
}
