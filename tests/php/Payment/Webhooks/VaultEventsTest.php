<?php
/**
 * VAULT.PAYMENT-TOKEN.DELETED: verified, once.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Webhooks;

use Vitrine\Store\Gateways;

require_once __DIR__ . '/WebhookTestCase.php';

/**
 * @covers \Vitrine\Payment\Webhooks\VaultEvents
 * @covers \Vitrine\Store\PaymentTokenRepository::owners_of_provider_token
 */
final class VaultEventsTest extends WebhookTestCase {

	/**
	 * A customer with two saved methods (the first her default).
	 *
	 * @return array{0: int, 1: \Vitrine\Store\PaymentToken, 2: \Vitrine\Store\PaymentToken}
	 */
	private function customer_with_two_tokens(): array {
		$user   = wp_insert_user(
			array(
				'user_login' => 'karten-kundin',
				'user_pass'  => 'x',
				'user_email' => 'karten@example.org',
			)
		);
		$wallet = $this->shop->save_payment_token(
			$user,
			array(
				'gateway'           => Gateways::WALLET,
				'provider_token_id' => 'TOKENWALLET1',
			)
		);
		$card   = $this->shop->save_payment_token(
			$user,
			array(
				'gateway'           => Gateways::CARD,
				'provider_token_id' => 'TOKENCARD2',
				'brand'             => 'visa',
				'last_digits'       => '1111',
				'expiry_month'      => 12,
				'expiry_year'       => 2030,
			)
		);
		return array( $user, $wallet, $card );
	}

	public function test_a_token_deleted_at_the_provider_is_deleted_here_once_and_the_next_becomes_default(): void {
		$services = $this->services();
		list( $user, $wallet, $card ) = $this->customer_with_two_tokens();
		$this->assertTrue( $wallet->is_default );
		$delivery = $this->event(
			'VAULT.PAYMENT-TOKEN.DELETED',
			array(
				'id'             => 'TOKENWALLET1',
				'payment_source' => array( 'paypal' => array() ),
			)
		);

		list( $status, $data ) = $this->deliver( $services, $delivery );
		list( $again, $second ) = $this->deliver( $services, $delivery );
		$left = $this->shop->payment_tokens( $user );

		$this->assertSame( 200, $status );
		$this->assertSame( 'applied', $data['outcome'] );
		$this->assertSame( 1, $data['deleted'] );
		$this->assertCount( 1, $left );
		$this->assertSame( $card->id, $left[0]->id );
		$this->assertTrue( $left[0]->is_default );
		$this->assertSame( 200, $again );
		$this->assertTrue( $second['duplicate'] );
	}

	public function test_a_token_that_is_not_saved_here_changes_nothing(): void {
		$services = $this->services();
		list( $user ) = $this->customer_with_two_tokens();

		list( $status, $data ) = $this->deliver( $services, $this->event( 'VAULT.PAYMENT-TOKEN.DELETED', array( 'id' => 'TOKENELSEWHERE' ) ) );

		$this->assertSame( 200, $status );
		$this->assertSame( 'unchanged', $data['outcome'] );
		$this->assertCount( 2, $this->shop->payment_tokens( $user ) );
	}

	public function test_a_forged_deletion_is_refused_with_400_and_deletes_nothing(): void {
		$services = $this->services();
		list( $user ) = $this->customer_with_two_tokens();
		$delivery         = $this->event( 'VAULT.PAYMENT-TOKEN.DELETED', array( 'id' => 'TOKENOTHER9' ) );
		$delivery['body'] = str_replace( 'TOKENOTHER9', 'TOKENWALLET1', $delivery['body'] );

		list( $status ) = $this->deliver( $services, $delivery );

		$this->assertSame( 400, $status );
		$this->assertCount( 2, $this->shop->payment_tokens( $user ) );
	}
}
