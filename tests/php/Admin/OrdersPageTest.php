<?php
/**
 * The admin's order screen: German method titles and
 * country names, no preselected status, the refund section.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\OrdersPage;
use Vitrine\Provider\Payments;
use Vitrine\Refunds\Refunder;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/Payment/PaymentTestCase.php';

/**
 * @covers \Vitrine\Admin\OrdersPage
 * @covers \Vitrine\Admin\RefundBox::render
 */
final class OrdersPageTest extends PaymentTestCase {

	protected function tearDown(): void {
		unset( $_GET['order'] );
		parent::tearDown();
	}

	/**
	 * The screen as the admin sees it.
	 *
	 * @param int $order_id Order, 0 for the list.
	 */
	private function screen( int $order_id = 0 ): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		unset( $_GET['order'] );
		if ( $order_id > 0 ) {
			$_GET['order'] = (string) $order_id;
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
}
