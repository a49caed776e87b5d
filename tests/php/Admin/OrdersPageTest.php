<?php
/**
 * The admin's order screen: German method titles and
 * country names, no preselected status, the refund section.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\OrdersPage;
use Vitrine\Admin\RefundBox;
use Vitrine\Provider\Payments;
use Vitrine\Provider\Settings;
use Vitrine\Refunds\Refunder;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/Payment/PaymentTestCase.php';

/**
 * @covers \Vitrine\Admin\OrdersPage
 * @covers \Vitrine\Admin\RefundBox::render
 */
final class OrdersPageTest extends PaymentTestCase {

	protected function tearDown(): void {
		unset( $_GET['order'], $_GET['status'] );
		parent::tearDown();
	}

	/**
	 * The screen as the admin sees it.
	 *
	 * @param int    $order_id Order, 0 for the list.
	 * @param string $status   The list's status filter.
	 */
	private function screen( int $order_id = 0, string $status = '' ): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		if ( ! current_user_can( 'manage_options' ) ) {
			$this->log_in_as( 'administrator' );
		}
		unset( $_GET['order'], $_GET['status'] );
		if ( $order_id > 0 ) {
			$_GET['order'] = (string) $order_id;
		}
		if ( '' !== $status ) {
			$_GET['status'] = $status;
		}
		ob_start();
		( new OrdersPage() )->render_orders();
		return (string) ob_get_clean();
	}

	public function test_a_transfer_order_shows_the_method_title_the_country_name_and_no_preselected_status(): void {
		$this->fill_cart();
		$order = $this->shop->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$html  = $this->screen( $order->id );
		$this->assertStringContainsString( '<th scope="row">Zahlungsart</th><td>Überweisung (Vorkasse)</td>', $html );
		$this->assertStringContainsString( '51147 Köln<br>Deutschland', $html );
		$this->assertMatchesRegularExpression( '#<select id="vitrine-order-status" name="status" required><option value="" selected>— Bitte wählen —</option><option value="processing">#u', $html );
		$this->assertDoesNotMatchRegularExpression( '#<option value="failed"[^>]*selected#', $html, 'A pending order never preselects "Fehlgeschlagen".' );
		$this->assertStringNotContainsString( 'Erstattungen', $html, 'A transfer is refunded by hand, not here.' );
		$this->assertMatchesRegularExpression( '#<tr><td>Bestellbestätigung</td><td>erika@example.org</td><td>Gesendet</td>#', $html, 'The mails sent for the order are listed.' );
		$this->assertMatchesRegularExpression( '#<tr><td>Neue Bestellung \(an den Shop\)</td><td>[^<]+</td><td>Gesendet</td>#', $html );

		$list = $this->screen();
		$this->assertMatchesRegularExpression( '#Bestellung \#' . $order->id . '</strong></a></th>.*?<td>Überweisung \(Vorkasse\)</td>#su', $list );
	}

	public function test_an_unknown_order_answers_in_german(): void {
		$this->assertStringContainsString( 'Diese Bestellung gibt es nicht.', $this->screen( 987654 ) );
	}

	public function test_an_empty_status_is_refused_in_german(): void {
		$this->fill_cart();
		$order = $this->shop->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );
		$this->assertSame( 'Bitte wähle einen der Bestellstatus.', OrdersPage::change_status( $order->id, '' )['message'] );
	}

	public function test_a_provider_paid_order_offers_a_refund_of_what_is_left_and_lists_its_refunds(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$order = $this->order( $created );

		$html = $this->screen( $order->id );
		$this->assertStringContainsString( '<td>PayPal</td>', $html );
		$this->assertStringContainsString( '<tr><td>Neue Bestellung (an den Shop)</td><td>', $html, 'A wallet order is announced once paid.' );
		$this->assertStringContainsString( '<h2 id="vitrine-refunds-title">Erstattungen</h2>', $html );
		$this->assertStringContainsString( 'name="refund_number" value="1"', $html );
		$this->assertStringContainsString( 'Der Status „Erstattet“ allein zahlt nichts zurück', $html, 'The status form points to the refund form.' );
		$this->assertStringContainsString( 'id="vitrine-refund-amount" name="refund_amount" value="44,70"', $html );

		$this->assertTrue( ( new Refunder( $this->shop, new Payments( $this->client() ) ) )->refund( $order->id, 1250, 1, 1 )['ok'] );
		$html = $this->screen( $order->id );
		$this->assertStringContainsString( "Erstattet: 12,50\u{00A0}€ von 44,70\u{00A0}€; noch 32,20\u{00A0}€ übrig.", $html );
		$this->assertStringContainsString( 'name="refund_number" value="2"', $html );
		$this->assertStringContainsString( "<td>12,50\u{00A0}€</td>", $html );
	}

	public function test_the_list_filters_by_status_and_a_pending_order_is_marked_paid_through_its_form(): void {
		$this->fill_cart();
		$order = $this->shop->place_order( self::GUEST, self::checkout_form( array( 'payment_method' => 'bacs' ) ) );

		$list = $this->screen( 0, 'pending' );
		$this->assertMatchesRegularExpression( '#<nav aria-label="Bestellungen nach Status filtern">.*<a href="[^"]+status=pending" class="current" aria-current="page">Zahlung ausstehend</a>#s', $list );
		$this->assertStringContainsString( '<strong>Bestellung #' . $order->id . '</strong>', $list );
		preg_match_all( '#<span class="vitrine-status vitrine-status--([a-z-]+)">#', $list, $statuses );
		$this->assertNotEmpty( $statuses[1] );
		$this->assertSame( array( 'pending' ), array_values( array_unique( $statuses[1] ) ), 'Only pending orders are listed.' );
		$this->assertStringNotContainsString( 'Bestellung #' . $order->id . '</strong>', $this->screen( 0, 'completed' ) );

		// The status form offers only what the status machine allows (the
		// server checks again: AccountPageTest).
		$html = $this->screen( $order->id );
		$this->assertStringContainsString( '<option value="completed">', $html );
		$this->assertStringNotContainsString( '<option value="refunded"', $html );

		// Sent, the admin is back on the order with the result.
		OrdersPage::set_notice( OrdersPage::change_status( $order->id, 'completed' ) );
		$html = $this->screen( $order->id );
		$this->assertStringContainsString( '<div class="notice notice-success" role="status"><p>Bestellung #' . $order->id . ' ist jetzt „Abgeschlossen“.</p></div>', $html );
		$this->assertStringNotContainsString( 'role="status"', $this->screen( $order->id ), 'The notice is shown once.' );
	}

	public function test_a_refund_through_the_form_in_part_then_the_rest_ends_refunded(): void {
		$services = $this->services();
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$order = $this->order( $created );
		// The form's handler refunds through the configured provider: the test emulator.
		update_option(
			Settings::OPTION,
			array(
				'environment'   => 'emulator',
				'client_id'     => 'emulator-client',
				'client_secret' => 'emulator-secret',
				'emulator_url'  => $this->emulator,
			) + Settings::get()
		);
		$this->log_in_as( 'administrator' );
		$detail = static fn( string $html, string $label ): string => preg_match( '#<th scope="row">' . $label . '</th><td>(.*?)</td>#', $html, $found ) ? $found[1] : '';

		OrdersPage::set_notice( RefundBox::submit( $order->id, '12,50', 1, get_current_user_id() ) );
		$html = $this->screen( $order->id );
		$this->assertMatchesRegularExpression( "#role=\"status\"><p>12,50\u{00A0}€ wurden erstattet \(Erstattung [^)]+\)\.</p>#u", $html );
		$this->assertStringContainsString( "Erstattet: 12,50\u{00A0}€ von 44,70\u{00A0}€; noch 32,20\u{00A0}€ übrig.", $html );
		$this->assertStringContainsString( 'id="vitrine-refund-amount" name="refund_amount" value="32,20"', $html, 'What is left is offered next.' );
		$this->assertSame( 'In Bearbeitung', $detail( $html, 'Status' ) );

		OrdersPage::set_notice( RefundBox::submit( $order->id, '32,20', 2, get_current_user_id() ) );
		$html = $this->screen( $order->id );
		$this->assertMatchesRegularExpression( "#role=\"status\"><p>32,20\u{00A0}€ wurden erstattet#u", $html );
		$this->assertSame( 'Erstattet', $detail( $html, 'Status' ) );
		$this->assertStringContainsString( "Erstattet: 44,70\u{00A0}€ von 44,70\u{00A0}€; noch 0,00\u{00A0}€ übrig.", $html );
		$this->assertStringNotContainsString( 'vitrine-refund-amount', $html, 'Nothing is left to refund.' );
		$this->assertSame( 2, preg_match_all( '#<tr><td>[^<]+</td><td>[^<]+</td><td><code>[^<]+</code></td></tr>#', $html ), 'Both refunds are listed.' );
	}

	public function test_the_subscriptions_list_shows_the_demo_customer_and_product(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		ob_start();
		( new OrdersPage() )->render_subscriptions();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Abos</h1>', $html );
		$this->assertMatchesRegularExpression( '#<td>Katrin Sommer</td><td>Monatsbox</td>#', $html );
	}
}
