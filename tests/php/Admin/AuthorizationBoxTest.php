<?php
/**
 * The authorized-payment section of the admin's order screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\AuthorizationBox;
use Vitrine\Admin\OrderView;
use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Payment\Services;
use Vitrine\Provider\Settings;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/Payment/PaymentTestCase.php';

/**
 * §3.11 intent authorize on the order screen: the section and its two
 * forms, the list's expiry flag, the status form routed through void and
 * (when the owner chose it) capture, and the form handler's gate.
 *
 * @covers \Vitrine\Admin\AuthorizationBox
 */
final class AuthorizationBoxTest extends PaymentTestCase {

	/**
	 * Admin screen functions.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		add_filter( 'pre_wp_mail', '__return_true' );
	}

	/**
	 * An order the emulator authorized (wallet, guest, two mugs).
	 *
	 * @return array{0: Services, 1: Order}
	 */
	private function authorized(): array {
		$services = $this->services( 3, 'authorize' );
		$this->fill_cart();
		$created = $this->create( $services );
		$this->approve( $created['id'] );
		$services->capture->approve( $created['id'] );
		return array( $services, $this->order( $created ) );
	}

	public function test_the_section_shows_the_authorization_and_offers_capture_and_void(): void {
		[ , $order ] = $this->authorized();
		$row         = AuthorizationRepository::of_order( $order->id );
		ob_start();
		AuthorizationBox::render( $order, $row['authorized_at'] + 60 );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<h2 id="vitrine-authorization-title">Autorisierte Zahlung</h2>', $html );
		$this->assertStringContainsString( $row['authorization_id'], $html );
		$this->assertStringContainsString( 'name="capture_amount" value="44,70"', $html );
		$this->assertStringContainsString( 'Zahlung erfassen', $html );
		$this->assertStringContainsString( 'Autorisierung aufheben', $html );
		$this->assertSame( 2, substr_count( $html, 'name="_wpnonce"' ), 'A nonce in each form.' );
		$this->assertStringNotContainsString( 'vitrine-authorization-expiring', $html );
		$this->assertSame( '', AuthorizationBox::flag( $order, $row['authorized_at'] + 60 ) );

		ob_start();
		AuthorizationBox::render( $order, $row['expires_at'] - DAY_IN_SECONDS );
		$this->assertStringContainsString( 'vitrine-authorization-expiring', (string) ob_get_clean(), 'Flagged on the screen a day before it expires.' );
		$this->assertSame( 'Autorisierung läuft bald ab', AuthorizationBox::flag( $order, $row['expires_at'] - DAY_IN_SECONDS ) );
		$this->assertSame( 'Autorisierung abgelaufen', AuthorizationBox::flag( $order, $row['expires_at'] + 1 ) );
		$this->assertSame( array( OrderStatus::CANCELLED ), OrderView::data( $order )['next'], 'No paid status without a capture.' );
	}

	public function test_the_status_form_voids_on_cancel_and_captures_only_on_the_chosen_status(): void {
		[ $services, $order ] = $this->authorized();

		$refused = AuthorizationBox::change_status( $services->authorizations, $order, OrderStatus::COMPLETED );
		$this->assertFalse( $refused['ok'] );
		$this->assertStringStartsWith( 'Diese Zahlung ist nur autorisiert', $refused['message'] );
		$this->assertSame( array(), $this->calls( '/v2/payments/authorizations/' ), 'Nothing captured.' );

		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'capture_on_status' => 'completed' ) ) );
		$this->assertSame( array( OrderStatus::COMPLETED, OrderStatus::CANCELLED ), AuthorizationBox::next_statuses() );
		$captured = AuthorizationBox::change_status( $services->authorizations, $order, OrderStatus::COMPLETED );
		$this->assertTrue( $captured['ok'], $captured['message'] );
		$this->assertSame( OrderStatus::COMPLETED, $this->shop->order( $order->id )->status, 'Captured in full, then completed.' );
		$this->assertSame( $order->total, AuthorizationRepository::of_order( $order->id )['captured'] );
		$this->assertNull( AuthorizationBox::change_status( $services->authorizations, $this->shop->order( $order->id ), OrderStatus::REFUNDED ), 'A paid order follows the store\'s rules.' );

		[ $services, $other ] = $this->authorized();
		$voided               = AuthorizationBox::change_status( $services->authorizations, $other, OrderStatus::CANCELLED );
		$this->assertTrue( $voided['ok'], $voided['message'] );
		$this->assertSame( OrderStatus::CANCELLED, $this->shop->order( $other->id )->status );
		$this->assertSame( AuthorizationRepository::VOIDED, AuthorizationRepository::of_order( $other->id )['status'] );
	}

	public function test_bad_form_input_is_refused_in_german_without_a_call(): void {
		[ $services, $order ] = $this->authorized();
		$this->assertSame( 'Bitte wähle, ob die Zahlung erfasst oder die Autorisierung aufgehoben werden soll.', AuthorizationBox::submit( $services->authorizations, $order->id, 'refund', '' )['message'] );
		$this->assertSame( 'Bitte gib den zu erfassenden Betrag als Zahl ein, z. B. 12,50.', AuthorizationBox::submit( $services->authorizations, $order->id, 'capture', 'zwölf Euro' )['message'] );
		$this->assertSame( 'Diese Bestellung hat keine autorisierte Zahlung, die erfasst werden kann.', AuthorizationBox::submit( $services->authorizations, 999999, 'capture', '1,00' )['message'] );
		$this->assertSame( array(), $this->calls( '/v2/payments/authorizations/' ) );
	}

	/**
	 * The form handler.
	 *
	 * @param array<string, string> $post Posted fields.
	 */
	private function post_form( array $post ): string {
		return $this->post_admin_form( array( new AuthorizationBox(), 'handle' ), $post );
	}

	public function test_only_order_managers_with_a_valid_nonce_reach_the_capture(): void {
		[ , $order ] = $this->authorized();
		$post        = array(
			'order_id'       => (string) $order->id,
			'operation'      => 'capture',
			'capture_amount' => '10,00',
		);
		$this->log_in_as( 'editor' );
		$this->assertStringStartsWith( 'die 403: Du darfst keine Bestellungen ändern.', $this->post_form( $post + array( '_wpnonce' => wp_create_nonce( AuthorizationBox::ACTION . '_' . $order->id ) ) ) );
		$this->log_in_as( 'administrator' );
		$this->assertStringStartsWith( 'die 403', $this->post_form( $post + array( '_wpnonce' => 'forged' ) ) );
		$this->assertStringStartsWith( 'die 403', $this->post_form( $post + array( '_wpnonce' => wp_create_nonce( AuthorizationBox::ACTION . '_1' ) ) ), 'Another order\'s nonce opens nothing.' );
		$this->assertSame( array(), $this->calls( '/v2/payments/authorizations/' ), 'Nothing reached the provider.' );
		$this->assertSame( OrderStatus::AUTHORIZED, $this->shop->order( $order->id )->status );
	}
}
