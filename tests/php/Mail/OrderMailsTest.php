<?php
/**
 * Order mails: German, templated, each once per order.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Mail;

use Vitrine\Mail\MailRules;
use Vitrine\Mail\OrderMails;
use Vitrine\Mail\SentMails;
use Vitrine\Mail\Template;
use Vitrine\Shop\ShopDetails;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Mails are captured through `pre_wp_mail` (nothing is sent).
 *
 * @covers \Vitrine\Mail\OrderMails
 * @covers \Vitrine\Mail\MailRules
 * @covers \Vitrine\Mail\SentMails
 * @covers \Vitrine\Mail\Template
 */
final class OrderMailsTest extends TestCase {
	use StoreFixtures;

	/**
	 * Mails wp_mail() was asked to send.
	 *
	 * @var array<int, array{to: string, subject: string, message: string, headers: mixed}>
	 */
	private array $mails = array();

	/**
	 * What the captured wp_mail() answers.
	 *
	 * @var bool
	 */
	private bool $mail_works = true;

	private DatabaseStore $shop;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'admin_email', 'laden@example.org' );
		update_option( 'blogname', 'Vitrine & Co' );
		update_option( 'vitrine_bank_account', array( 'holder' => 'Vitrine Demo e. V.', 'iban' => 'DE89370400440532013000', 'bic' => 'COBADEFFXXX', 'bank' => 'Commerzbank Köln' ) );
		add_filter(
			'pre_wp_mail',
			function ( $pre, array $atts ) {
				$this->mails[] = array(
					'to'      => is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'],
					'subject' => (string) $atts['subject'],
					'message' => (string) $atts['message'],
					'headers' => $atts['headers'],
				);
				return $this->mail_works;
			},
			99,
			2
		);
		$this->shop = $this->store();
	}

	/**
	 * The captured mails to one address.
	 *
	 * @param string $to Address.
	 * @return array<int, array{to: string, subject: string, message: string, headers: mixed}>
	 */
	private function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails, static fn( array $mail ): bool => $mail['to'] === $to ) );
	}

	public function test_placing_a_transfer_order_mails_the_customer_the_bank_details_and_the_owner_a_new_order(): void {
		$order    = $this->place_transfer_order( $this->shop );
		$customer = $this->mails_to( 'erika@example.org' );
		$this->assertCount( 1, $customer );
		$this->assertSame( '[Vitrine & Co] Deine Bestellung #' . $order->id . ' ist eingegangen', $customer[0]['subject'] );
		$body = $customer[0]['message'];
		$this->assertStringStartsWith( "Hallo Erika,\n\nvielen Dank für deine Bestellung.", $body );
		$this->assertStringContainsString( 'Unsere Bankverbindung', $body );
		$this->assertMatchesRegularExpression( '/^IBAN:\s+DE89 3704 0044 0532 0130 00$/mu', $body );
		$this->assertMatchesRegularExpression( '/^BIC:\s+COBADEFFXXX$/mu', $body );
		$this->assertMatchesRegularExpression( '/^Verwendungszweck:\s+Bestellung ' . $order->id . '$/mu', $body );
		$this->assertMatchesRegularExpression( '/^Betrag:\s+44,70\s€$/mu', $body );
		$this->assertStringContainsString( '2 × ', $body );
		$this->assertMatchesRegularExpression( '/^Gesamt:\s+44,70\s€$/mu', $body );
		$this->assertMatchesRegularExpression( '/^Zahlungsart:\s+Überweisung \(Vorkasse\)$/mu', $body );
		$this->assertStringContainsString( "Heidestraße 17\n51147 Köln\nDeutschland", $body );
		$this->assertStringContainsString( '/kasse/bestellung-erhalten/' . $order->id . '/?key=' . $order->order_key, $body );
		$this->assertStringNotContainsString( '&amp;', $body, 'Plain text: no HTML entities.' );
		$this->assertContains( 'Reply-To: Vitrine & Co <laden@example.org>', (array) $customer[0]['headers'] );

		$owner = $this->mails_to( 'laden@example.org' );
		$this->assertCount( 1, $owner );
		$this->assertSame( '[Vitrine & Co] Neue Bestellung #' . $order->id . " (44,70\u{00A0}€)", $owner[0]['subject'] );
		$this->assertStringContainsString( 'Es gibt eine neue Bestellung #' . $order->id . ' (Status: Zahlung ausstehend).', $owner[0]['message'] );
		$this->assertStringContainsString( 'page=vitrine-orders&order=' . $order->id, $owner[0]['message'] );
		$this->assertCount( 2, $this->mails );
	}

	public function test_a_transfer_mail_sent_after_the_iban_was_removed_promises_no_account(): void {
		$this->mail_works = false;
		$order            = $this->place_transfer_order( $this->shop );
		$this->mail_works = true;
		$this->mails      = array();
		update_option( 'vitrine_bank_account', array( 'holder' => 'Vitrine Demo e. V.' ) );

		// The failed confirmation goes out again (MailFailuresTest), now without an IBAN.
		$this->assertTrue( OrderMails::send( $this->shop->order( $order->id ), MailRules::CUSTOMER_ORDER ) );
		$body = $this->mails_to( 'erika@example.org' )[0]['message'];
		$this->assertStringNotContainsString( 'Kontoinhaber', $body );
		$this->assertStringNotContainsString( 'auf dieses Konto', $body );
		$this->assertStringContainsString( 'Unsere Bankverbindung ist hier gerade nicht verfügbar.', $body );
		$this->assertStringContainsString( 'Bestellung ' . $order->id, $body, 'the reference to quote' );
	}

	public function test_the_customers_mails_close_with_the_shops_address_and_legal_details_once_entered(): void {
		delete_option( ShopDetails::OPTION );
		$order = $this->place_transfer_order( $this->shop );
		$this->assertStringEndsWith( "\n\nVitrine & Co\n", $this->mails_to( 'erika@example.org' )[0]['message'], 'the shop\'s name alone while none are entered' );

		$this->mails = array();
		ShopDetails::save(
			ShopDetails::normalise(
				array(
					'name'     => 'Kerzenwerkstatt Anna Beispiel',
					'street'   => 'Hauptstraße 5',
					'postcode' => '50667',
					'city'     => 'Köln',
					'country'  => 'DE',
					'email'    => 'laden@example.org',
					'phone'    => '0221 123456',
					'vat_id'   => 'DE123456789',
					'register' => 'Amtsgericht Köln, HRB 12345',
				)
			)
		);
		$this->shop->update_order_status( $order->id, OrderStatus::PROCESSING );
		$body = $this->mails_to( 'erika@example.org' )[0]['message'];
		$this->assertMatchesRegularExpression( "/\n-- \nKerzenwerkstatt Anna Beispiel\nHauptstraße 5\n50667 Köln\nDeutschland\nE-Mail-Adresse:\s+laden@example\.org\nTelefon:\s+0221 123456\nRegistereintrag:\s+Amtsgericht Köln, HRB 12345\nUSt-IdNr\.:\s+DE123456789\n$/u", $body );
	}

	public function test_marking_a_transfer_paid_sends_one_payment_confirmation_however_often_the_status_changes(): void {
		$order       = $this->place_transfer_order( $this->shop );
		$this->mails = array();
		$this->shop->update_order_status( $order->id, OrderStatus::PROCESSING );
		$this->shop->update_order_status( $order->id, OrderStatus::COMPLETED );
		// A second listener run for the same change (a webhook next to the approval).
		OrderMails::status_changed( $this->shop->order( $order->id ), OrderStatus::PENDING, OrderStatus::PROCESSING );
		OrderMails::status_changed( $this->shop->order( $order->id ), OrderStatus::FAILED, OrderStatus::COMPLETED );

		$this->assertCount( 1, $this->mails, 'The owner had the new-order mail already; the customer gets one payment confirmation.' );
		$this->assertSame( 'erika@example.org', $this->mails[0]['to'] );
		$this->assertSame( '[Vitrine & Co] Zahlung für deine Bestellung #' . $order->id . ' erhalten', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'wir haben deine Zahlung für die Bestellung #' . $order->id . ' erhalten.', $this->mails[0]['message'] );
		$this->assertStringNotContainsString( 'IBAN', $this->mails[0]['message'], 'A paid order needs no bank details.' );
		$this->assertSame( array( MailRules::CUSTOMER_ORDER, MailRules::ADMIN_NEW, MailRules::CUSTOMER_PAID ), self::sorted_mails( $order->id ), 'Recorded on the order.' );
	}

	/**
	 * The recorded mails of an order in the order they were named in MailRules.
	 *
	 * @param int $order_id Order.
	 * @return string[]
	 */
	private static function sorted_mails( int $order_id ): array {
		$mails = array_column( SentMails::of_order( $order_id ), 'mail' );
		$rank  = array_flip( array( MailRules::CUSTOMER_ORDER, MailRules::ADMIN_NEW, MailRules::CUSTOMER_PAID ) );
		usort( $mails, static fn( string $a, string $b ): int => ( $rank[ $a ] ?? 9 ) <=> ( $rank[ $b ] ?? 9 ) );
		return $mails;
	}

	public function test_a_wallet_order_paid_at_once_gets_the_payment_confirmation_and_the_owner_mail_only(): void {
		$session = 'guest:walletmailtestabcdefghijklmnopq';
		$this->shop->add_to_cart( $session, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 1 ) );
		$order = $this->shop->order_from_cart( $session, 0, 'ppcp-gateway' );
		$this->assertSame( array(), $this->mails, 'A wallet order waiting for the payer is not announced.' );

		$this->shop->set_provider_order( $order->id, 'PROVIDERORDER1', array( 'email_address' => 'payer@example.org' ) );
		$this->shop->complete_payment( $order->id, 'CAPTURE1' );
		$subjects = array_column( $this->mails, 'subject', 'to' );
		ksort( $subjects );
		$this->assertSame( array( 'laden@example.org', 'payer@example.org' ), array_keys( $subjects ), 'Without a billing address the payer\'s address is used.' );
		$this->assertStringStartsWith( '[Vitrine & Co] Neue Bestellung #' . $order->id, $subjects['laden@example.org'] );
		$this->assertSame( '[Vitrine & Co] Zahlung für deine Bestellung #' . $order->id . ' erhalten', $subjects['payer@example.org'] );
	}

	public function test_two_workers_claiming_the_same_mail_send_it_once(): void {
		$order = $this->place_transfer_order( $this->shop );
		$this->assertFalse( SentMails::claim( $order->id, MailRules::CUSTOMER_ORDER, 'erika@example.org' ), 'Sent already: no second claim.' );
		$this->assertTrue( SentMails::claim( $order->id, MailRules::CUSTOMER_PAID, 'erika@example.org' ) );
		$this->assertFalse( SentMails::claim( $order->id, MailRules::CUSTOMER_PAID, 'erika@example.org' ), 'The second worker loses while the first sends.' );
		$this->assertFalse( OrderMails::send( $order, MailRules::CUSTOMER_PAID ) );
	}

	public function test_a_mail_that_could_not_be_sent_is_tried_again_on_the_next_event(): void {
		$this->mail_works = false;
		$order            = $this->place_transfer_order( $this->shop );
		$this->assertSame( array( SentMails::FAILED ), array_values( array_unique( array_column( SentMails::of_order( $order->id ), 'state' ) ) ), 'A failed mail is recorded as failed, not as sent.' );
		$this->mail_works = true;
		$this->mails      = array();
		$this->assertTrue( OrderMails::send( $this->shop->order( $order->id ), MailRules::CUSTOMER_ORDER ) );
		$this->assertCount( 1, $this->mails );
		$states = array_column( SentMails::of_order( $order->id ), 'state', 'mail' );
		$this->assertSame( SentMails::SENT, $states[ MailRules::CUSTOMER_ORDER ] );
	}

	public function test_customer_text_cannot_add_lines_or_markup_to_a_mail(): void {
		$order = $this->place_transfer_order( $this->shop, array( 'billing_first_name' => "Eri<b>ka</b>\r\nBcc: x@example.org" ) );
		$body  = $this->mails_to( 'erika@example.org' )[0]['message'];
		$this->assertStringStartsWith( "Hallo Erika Bcc: x@example.org,\n", $body );
		$this->assertSame( 'Tee & Kekse', Template::text( 'Tee &amp; <i>Kekse</i>' ) );
		$this->assertGreaterThan( 0, $order->id );
	}

	public function test_rules_send_on_placing_and_on_becoming_paid_only(): void {
		$this->assertSame( array( MailRules::CUSTOMER_ORDER, MailRules::ADMIN_NEW ), MailRules::on_placed() );
		$this->assertSame( array( MailRules::CUSTOMER_PAID, MailRules::ADMIN_NEW ), MailRules::on_status_changed( OrderStatus::PENDING, OrderStatus::PROCESSING ) );
		$this->assertSame( array( MailRules::CUSTOMER_PAID, MailRules::ADMIN_NEW ), MailRules::on_status_changed( OrderStatus::FAILED, OrderStatus::COMPLETED ) );
		foreach ( array( array( OrderStatus::PROCESSING, OrderStatus::COMPLETED ), array( OrderStatus::PENDING, OrderStatus::FAILED ), array( OrderStatus::COMPLETED, OrderStatus::REFUNDED ), array( OrderStatus::PENDING, OrderStatus::CANCELLED ) ) as [ $from, $to ] ) {
			$this->assertSame( array(), MailRules::on_status_changed( $from, $to ), "{$from} → {$to}" );
		}
	}

	public function test_templates_are_looked_up_by_name_only_and_default_to_the_plugins(): void {
		$this->assertStringEndsWith( '/templates/mail/customer-order.php', Template::locate( 'customer-order' ) );
		$this->assertSame( '', Template::locate( '../../wp-config' ), 'Only template names are looked up.' );
	}
}
