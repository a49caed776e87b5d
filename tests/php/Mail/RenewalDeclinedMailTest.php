<?php
/**
 * The customer's mail about a declined automatic renewal.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Mail;

use Vitrine\Mail\RenewalDeclinedMail;
use Vitrine\Mail\SentMails;
use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Tests\Payment\PaymentTestCase;
use Vitrine\Tests\Payment\Subscriptions\RenewalFixtures;
use Vitrine\Tests\Payment\Subscriptions\RenewalJob;

require_once dirname( __DIR__ ) . '/Payment/PaymentTestCase.php';
require_once dirname( __DIR__ ) . '/Payment/Subscriptions/RenewalFixtures.php';
require_once dirname( __DIR__ ) . '/Payment/Subscriptions/RenewalJob.php';

/**
 * Mails are captured through `pre_wp_mail` (nothing is sent).
 *
 * @covers \Vitrine\Mail\RenewalDeclinedMail
 */
final class RenewalDeclinedMailTest extends PaymentTestCase {

	use RenewalFixtures;
	use RenewalJob;

	/** @var array<int, array{to: string, subject: string, message: string}> */
	private array $mails = array();

	/** What wp_mail() answers. */
	private bool $mail_works = true;

	/**
	 * Only this test's subscriptions are due; mails are captured.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::park_other_subscriptions();
		SentMails::maybe_install();
		add_filter(
			'pre_wp_mail',
			function ( $pre, array $atts ) {
				$this->mails[] = array(
					'to'      => is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'],
					'subject' => (string) $atts['subject'],
					'message' => (string) $atts['message'],
				);
				return $this->mail_works;
			},
			10,
			2
		);
	}

	/**
	 * Removes the capture.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'pre_wp_mail' );
		parent::tearDown();
	}

	/**
	 * The captured declined-renewal mails.
	 *
	 * @return array<int, array{to: string, subject: string, message: string}>
	 */
	private function declined_mails(): array {
		return array_values( array_filter( $this->mails, static fn( array $mail ): bool => str_contains( $mail['subject'], 'wurde abgelehnt' ) ) );
	}

	public function test_a_declined_renewal_mails_the_customer_in_german_with_the_pay_link_once(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->decline_charges();

		$renewals = $this->renewals_on( '2027-02-10' );
		$this->assertSame( array( $subscription->id => Renewals::DECLINED ), $renewals->run() );
		$renewal = $this->shop->subscription_orders( $subscription->id )[1];

		$mails = $this->declined_mails();
		$this->assertCount( 1, $mails, 'One mail for the declined period.' );
		$this->assertSame( 'abo-kundin@example.org', $mails[0]['to'] );
		$this->assertStringContainsString( 'Die Verlängerung deines Abos #' . $subscription->id . ' wurde abgelehnt', $mails[0]['subject'] );
		$this->assertStringContainsString( 'Hallo ' . $renewal->billing['first_name'] . ',', $mails[0]['message'] );
		$this->assertStringContainsString( 'Die automatische Verlängerung deines Abos #' . $subscription->id . ' (' . Money::format( 1490, 'EUR' ) . ') wurde von deiner gespeicherten Zahlungsart abgelehnt.', $mails[0]['message'] );
		$this->assertStringContainsString( ShopPages::pay_url( $renewal ), $mails[0]['message'], 'The pay-for-order link of the renewal order.' );
		$this->assertStringNotContainsString( '<', $mails[0]['message'], 'Plain text.' );

		$renewals->run();
		$this->assertFalse( RenewalDeclinedMail::declined( $subscription->id, '2027-02-10' ), 'The same period again (another job, a replayed hook): no second mail.' );
		$this->assertCount( 1, $this->declined_mails() );
		$this->assertSame( RenewalDeclinedMail::MAIL, SentMails::of_order( $renewal->id )[0]['mail'] ?? '', 'Recorded with the renewal order.' );
	}

	public function test_a_failed_send_is_given_up_so_the_next_attempt_sends_it(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );
		$this->decline_charges();
		$this->mail_works = false;

		$this->renewals_on( '2027-02-10' )->run();
		$this->assertSame( array( SentMails::FAILED ), array_column( SentMails::of_order( $this->shop->subscription_orders( $subscription->id )[1]->id ), 'state' ), 'Recorded as failed, not as sent.' );

		$this->mail_works = true;
		$this->assertTrue( RenewalDeclinedMail::declined( $subscription->id, '2027-02-10' ) );
		$this->assertCount( 2, $this->declined_mails(), 'The failed try and the one that went out.' );
	}

	public function test_a_paid_renewal_sends_no_declined_mail(): void {
		$user         = self::renewal_customer();
		$token        = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, $token );

		$this->assertSame( array( $subscription->id => Renewals::PAID ), $this->renewals_on( '2027-02-10' )->run() );
		$this->assertSame( array(), $this->declined_mails() );
		$this->assertFalse( RenewalDeclinedMail::declined( $subscription->id, '2027-02-10' ), 'A paid period is not declined.' );
	}
}
