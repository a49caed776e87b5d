<?php
/**
 * A mail that could not be sent is recorded on its order with the reason,
 * and the admin's order screen says so; the settings' test mail reports the
 * same way.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Mail;

use Vitrine\Admin\OrderView;
use Vitrine\Admin\TestMail;
use Vitrine\Mail\MailRules;
use Vitrine\Mail\OrderMails;
use Vitrine\Mail\SentMails;
use Vitrine\Store\DatabaseStore;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Mail\Delivery
 * @covers \Vitrine\Mail\SentMails
 * @covers \Vitrine\Admin\OrderView
 * @covers \Vitrine\Admin\TestMail
 */
final class MailFailuresTest extends TestCase {
	use StoreFixtures;

	private const REASON = 'Could not instantiate mail function.';

	/**
	 * How the mail system answers: 'works', 'silent' (false, no reason) or
	 * 'fails' (wp_mail_failed with PHPMailer's reason, then false).
	 *
	 * @var string
	 */
	private string $transport = 'works';

	/**
	 * Mails handed over.
	 *
	 * @var string[]
	 */
	private array $sent = array();

	private DatabaseStore $shop;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'admin_email', 'laden@example.org' );
		update_option( 'vitrine_bank_account', array( 'holder' => 'Vitrine Demo e. V.', 'iban' => self::IBAN ) );
		add_filter(
			'pre_wp_mail',
			function ( $pre, array $atts ) {
				if ( 'fails' === $this->transport ) {
					// What wp_mail() does when PHPMailer throws.
					do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', self::REASON, $atts ) );
				}
				if ( 'works' !== $this->transport ) {
					return false;
				}
				$this->sent[] = (string) $atts['to'];
				return true;
			},
			99,
			2
		);
		$this->shop = $this->store();
	}

	protected function tearDown(): void {
		delete_option( 'vitrine_bank_account' );
		parent::tearDown();
	}

	public function test_a_failed_order_mail_is_recorded_with_its_reason_and_time(): void {
		$this->transport = 'fails';
		$before          = time();
		$order           = $this->place_transfer_order( $this->shop );

		$mails = array_column( SentMails::of_order( $order->id ), null, 'mail' );
		$this->assertSame( SentMails::FAILED, $mails[ MailRules::CUSTOMER_ORDER ]['state'] );
		$this->assertSame( self::REASON, $mails[ MailRules::CUSTOMER_ORDER ]['error'] );
		$this->assertSame( 'erika@example.org', $mails[ MailRules::CUSTOMER_ORDER ]['recipient'] );
		$this->assertGreaterThanOrEqual( $before, $mails[ MailRules::CUSTOMER_ORDER ]['updated_at'] );
		$this->assertSame( SentMails::FAILED, $mails[ MailRules::ADMIN_NEW ]['state'], 'the shop\'s own mail too' );
	}

	public function test_a_refusal_without_a_reason_still_says_that_sending_failed(): void {
		$this->transport = 'silent';
		$order           = $this->place_transfer_order( $this->shop );
		$error           = array_column( SentMails::of_order( $order->id ), 'error', 'mail' )[ MailRules::CUSTOMER_ORDER ];
		// Recorded in the site's language (German here) at the time of sending.
		$this->assertStringContainsString( 'E-Mail nicht zum Versand übergeben', $error );
	}

	public function test_the_order_screen_says_in_german_that_the_mail_could_not_be_sent(): void {
		$this->transport = 'fails';
		$order           = $this->place_transfer_order( $this->shop );
		$switched        = switch_to_locale( 'de_DE' );
		$view            = OrderView::data( $this->shop->order( $order->id ) );
		if ( $switched ) {
			restore_previous_locale();
		}
		$states = array_column( $view['mails'], 'state' );
		$this->assertContains( 'E-Mail konnte nicht gesendet werden: ' . self::REASON, $states );
		$this->assertNotEmpty( array_filter( array_column( $view['mails'], 'failed' ) ) );
	}

	public function test_the_next_event_tries_a_failed_mail_again_and_records_it_sent(): void {
		$this->transport = 'fails';
		$order           = $this->place_transfer_order( $this->shop );
		$this->transport = 'works';
		$this->assertTrue( OrderMails::send( $this->shop->order( $order->id ), MailRules::CUSTOMER_ORDER ) );
		$row = array_column( SentMails::of_order( $order->id ), null, 'mail' )[ MailRules::CUSTOMER_ORDER ];
		$this->assertSame( SentMails::SENT, $row['state'] );
		$this->assertSame( '', $row['error'], 'the old reason goes' );
		$this->assertFalse( OrderMails::send( $this->shop->order( $order->id ), MailRules::CUSTOMER_ORDER ), 'sent once' );
	}

	public function test_the_test_mail_needs_the_capability_and_the_nonce(): void {
		$this->log_in_as( 'subscriber' );
		$this->assertSame( 'refused', TestMail::run( array( '_wpnonce' => wp_create_nonce( TestMail::ACTION ) ) )['status'] );

		$this->log_in_as( 'administrator' );
		$this->assertSame( 'refused', TestMail::run( array( '_wpnonce' => 'forged' ) )['status'] );
		$this->assertSame( 'refused', TestMail::run( array() )['status'] );
		$this->assertSame( array(), $this->sent, 'nothing sent on a refusal' );
	}

	public function test_the_test_mail_goes_to_the_admin_address_and_says_whether_it_worked(): void {
		$this->log_in_as( 'administrator' );
		$nonce    = wp_create_nonce( TestMail::ACTION );
		$switched = switch_to_locale( 'de_DE' );

		$sent = TestMail::run( array( '_wpnonce' => $nonce ) );
		$this->transport = 'fails';
		$failed          = TestMail::run( array( '_wpnonce' => $nonce ) );
		if ( $switched ) {
			restore_previous_locale();
		}

		$this->assertSame( 'sent', $sent['status'] );
		$this->assertSame( array( 'laden@example.org' ), $this->sent );
		$this->assertStringContainsString( 'laden@example.org', $sent['message'] );
		$this->assertStringContainsString( 'Test-E-Mail', $sent['message'] );
		$this->assertSame( 'failed', $failed['status'] );
		$this->assertStringContainsString( 'konnte nicht gesendet werden: ' . self::REASON, $failed['message'] );
	}

	public function test_the_shop_settings_page_has_the_test_mail_button_with_its_nonce(): void {
		$this->log_in_as( 'administrator' );
		$switched = switch_to_locale( 'de_DE' );
		$html     = TestMail::form();
		if ( $switched ) {
			restore_previous_locale();
		}
		$this->assertStringContainsString( 'Test-E-Mail senden', $html );
		$this->assertStringContainsString( 'name="action" value="' . TestMail::ACTION . '"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'admin-post.php', $html );
	}
}
