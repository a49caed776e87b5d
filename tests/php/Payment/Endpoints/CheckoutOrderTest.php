<?php
/**
 * create_order on the checkout and pay-for-order pages (§7.2, §3.5, §5.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Services;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * The checkout's form goes through the classic submit's validator; a
 * refused form creates nothing; one form gives one order.
 */
final class CheckoutOrderTest extends PaymentTestCase {

	private const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

	/**
	 * create_order in the checkout context with a form.
	 *
	 * @param Services             $services Services.
	 * @param array<string, mixed> $form     Checkout fields to change.
	 * @param array<string, mixed> $input    Further body fields.
	 * @param Caller|null          $caller   Caller (the guest by default).
	 * @return array{id: string, custom_id: string}
	 */
	private function checkout( Services $services, array $form = array(), array $input = array(), ?Caller $caller = null ): array {
		$fields = array_filter( self::checkout_form( $form + array( 'vitrine_checkout_token' => self::TOKEN ) ), static fn( $value ): bool => null !== $value );
		unset( $fields['payment_method'] );
		return ( new CreateOrder( $services->store, $services->provider_orders ) )->handle(
			$input + array(
				'context'        => 'checkout',
				'payment_method' => 'ppcp-gateway',
				'funding_source' => 'paypal',
				'form_encoded'   => http_build_query( $fields ),
			),
			$caller ?? self::guest()
		);
	}

	/**
	 * Orders in the shop.
	 */
	private function order_count(): int {
		return $this->shop->query_orders( '', 1, 1 )['total'];
	}

	/**
	 * A valid form places a pending order with the form's billing details,
	 * its provider order carries that payer, and approving it pays it once.
	 */
	public function test_a_valid_checkout_form_places_the_order_and_the_provider_order_in_one_step(): void {
		$services = $this->services();
		$this->fill_cart();

		$created = $this->checkout( $services, array( 'billing_first_name' => 'Ida' ) );

		$order = $this->order( $created );
		$this->assertSame( OrderStatus::PENDING, $order->status );
		$this->assertSame( 'Ida', $order->billing['first_name'] );
		$this->assertSame( 'ppcp-gateway', $order->payment_method );
		$this->assertSame( 2 * 1990 + $order->shipping_total, $order->total );
		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		$this->assertSame( 'Ida', $provider['payer']['name']['given_name'] ?? '', '§3.5: the form wins' );
		$this->assertSame( 'erika@example.org', $provider['payer']['email_address'] ?? '' );
		$sent = $this->calls( '/v2/checkout/orders' )[0]['body'];
		$this->assertArrayNotHasKey( 'payer', $sent, 'the top-level payer is deprecated' );
		$this->assertSame( 'Ida', $sent['payment_source']['paypal']['name']['given_name'] ?? '', '§3.5: under payment_source.paypal' );

		$this->assertCount( 1, $this->shop->cart( self::GUEST )->items, 'the cart stays until the payment is approved' );

		$this->approve( $created['id'] );
		$this->approve_order( $services, $created['id'] );
		$this->assertTrue( OrderStatus::is_paid( $this->shop->order( $order->id )->status ) );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
		$this->assertCount( 0, $this->shop->cart( self::GUEST )->items, 'the paid lines leave the cart' );
	}

	/**
	 * §5.3: a form the validator refuses creates no order and no
	 * provider order, and answers its German messages as a list.
	 */
	public function test_a_refused_form_creates_nothing_and_answers_the_errors_as_a_list(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->order_count();

		$refused = $this->refusal(
			fn() => $this->checkout(
				$services,
				array(
					'billing_last_name' => '',
					'billing_postcode'  => '123',
				)
			)
		);

		$this->assertSame( 400, $refused->status );
		$this->assertSame( 100, $refused->error_code, 'code 100: the message is for the shopper' );
		$this->assertCount( 2, $refused->data['errors'] );
		$this->assertStringContainsString( 'Nachname (Rechnungsadresse) ist ein Pflichtfeld.', implode( ' ', $refused->data['errors'] ) );
		$this->assertSame( $before, $this->order_count() );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders' ) );
		$this->assertCount( 1, $this->shop->cart( self::GUEST )->items, 'the cart stays' );
	}

	/**
	 * A second create_order of the same form (the pop-up closed, clicked
	 * again) finds the same order and provider order: one order per form.
	 */
	public function test_the_same_form_sent_again_gets_the_same_order(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->order_count();

		$first  = $this->checkout( $services );
		$second = $this->checkout( $services, array(), array( 'payment_method' => 'ppcp-card-button-gateway' ) );

		$this->assertSame( $first['custom_id'], $second['custom_id'] );
		$this->assertSame( $before + 1, $this->order_count() );
		$this->assertSame( 'ppcp-card-button-gateway', $this->order( $second )->payment_method, 'the method of the last attempt' );
	}

	/**
	 * Bank transfer never pays through the provider; a form without its
	 * token is refused; neither creates anything.
	 */
	public function test_bank_transfer_and_a_form_without_token_are_refused(): void {
		$services = $this->services();
		$this->fill_cart();
		$before = $this->order_count();

		$bank = $this->refusal( fn() => $this->checkout( $services, array(), array( 'payment_method' => 'bacs' ) ) );
		$this->assertSame( 'vitrine_invalid_payment_method', $bank->error_code );
		$token = $this->refusal( fn() => $this->checkout( $services, array( 'vitrine_checkout_token' => 'short' ) ) );
		$this->assertSame( 400, $token->status );

		$this->assertSame( $before, $this->order_count() );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders' ) );
	}

	/**
	 * §6: the createaccount flag sent with the order creates the guest's account.
	 */
	public function test_createaccount_gives_the_guest_an_account(): void {
		$services = $this->services();
		$this->fill_cart();

		$created = $this->checkout( $services, array( 'billing_email' => 'neu-kundin@example.org' ), array( 'createaccount' => true ) );

		$order = $this->order( $created );
		$this->assertGreaterThan( 0, $order->customer_id );
		$this->assertSame( $order->customer_id, email_exists( 'neu-kundin@example.org' ) );
	}

	/**
	 * §6: a logged-in customer's checkout order is hers, and paid once (the
	 * browser's part was pay-checkout-wallet.spec.ts; her account lists her
	 * orders: tests/php/Account/AccountPageTest.php).
	 */
	public function test_the_logged_in_customers_checkout_order_is_hers_and_paid_once(): void {
		$services = $this->services();
		$user     = (int) wp_insert_user(
			array(
				'user_login' => 'ida-kasse',
				'user_pass'  => 'ida-kasse-secret',
				'user_email' => 'ida.kasse@example.org',
				'role'       => 'subscriber',
			)
		);
		$caller   = new Caller( $user, 'user:' . $user );
		$this->shop->add_to_cart( $caller->session, array( 'id' => $this->simple( 1990 )->id ), $user );

		$created = $this->checkout( $services, array(), array(), $caller );
		$this->approve( $created['id'] );
		( new \Vitrine\Payment\Endpoints\ApproveOrder( $services->store, $services->capture ) )->handle(
			array(
				'order_id'       => $created['id'],
				'funding_source' => 'paypal',
			),
			$caller
		);

		$order = $this->order( $created );
		$this->assertSame( $user, $order->customer_id );
		$this->assertTrue( OrderStatus::is_paid( $order->status ) );
		$this->assertCount( 1, $this->provider_captures( $created['id'] ) );
	}

	/**
	 * Pay-now: the order's own billing is the payer, whatever the browser
	 * sends; a wrong key creates no provider order.
	 */
	public function test_pay_now_sends_the_orders_own_payer_and_checks_the_key(): void {
		$services = $this->services();
		$order    = $this->place_transfer_order( $this->shop );

		$wrong = $this->refusal( fn() => $this->create( $services, array( 'context' => 'pay-now', 'order_id' => $order->id, 'order_key' => 'vo_wrong' ) ) );
		$this->assertSame( 100, $wrong->error_code );
		$this->assertCount( 0, $this->calls( '/v2/checkout/orders' ) );

		$created = $this->create(
			$services,
			array(
				'context'        => 'pay-now',
				'order_id'       => $order->id,
				'order_key'      => $order->order_key,
				'payment_method' => 'ppcp-card-button-gateway',
				'funding_source' => 'card',
				'payer'          => array( 'email_address' => 'someone-else@example.org' ),
			)
		);

		$provider = $this->control( 'GET', 'orders/' . $created['id'] );
		// A card order carries no payer: the provider documents it only under payment_source.paypal.
		$this->assertArrayNotHasKey( 'payer', $this->calls( '/v2/checkout/orders' )[0]['body'] );
		$this->assertStringNotContainsString( 'someone-else', (string) wp_json_encode( $this->calls( '/v2/checkout/orders' ) ), 'the browser\'s payer is never sent' );
		$this->assertSame( number_format( $order->total / 100, 2, '.', '' ), $provider['purchase_units'][0]['amount']['value'] );
		$this->assertSame( 'ppcp-card-button-gateway', $this->shop->order( $order->id )->payment_method );
	}
}
