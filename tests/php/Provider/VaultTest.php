<?php
/**
 * Contract tests of Vault v3 and identity through our client.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Identity;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Vault;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Vault
 * @covers \Vitrine\Provider\Identity
 */
final class VaultTest extends EmulatorTestCase {

	/**
	 * A card is saved for a customer, listed and deleted.
	 */
	public function test_card_is_saved_listed_and_deleted(): void {
		$vault = new Vault( $this->client() );
		$setup = $vault->create_setup_token(
			array(
				'card' => array(
					'number' => '5555555555554444',
					'expiry' => '2031-06',
					'name'   => 'Erika Mustermann',
				),
			),
			'customer-5',
			RequestId::for( 'setup-token', 'user-5', 1 )
		);
		$this->assertSame( 'APPROVED', $setup['status'] );
		$token = $vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 'user-5', 1 ) );
		$this->assertSame( 'customer-5', $token['customer']['id'] );
		$this->assertSame( '4444', $token['payment_source']['card']['last_digits'] );
		$this->assertSame( 'MASTERCARD', $token['payment_source']['card']['brand'] );

		$list = $vault->list_payment_tokens( 'customer-5' );
		$this->assertSame( array( $token['id'] ), array_column( $list, 'id' ) );

		$vault->delete_payment_token( $token['id'], RequestId::for( 'delete-token', 'user-5', 1 ) );
		$this->assertSame( array(), $vault->list_payment_tokens( 'customer-5' ) );
	}

	/**
	 * More tokens than one page: all pages are joined.
	 */
	public function test_list_joins_pages(): void {
		$vault = new Vault( $this->client() );
		for ( $i = 1; $i <= 22; $i++ ) {
			$setup = $vault->create_setup_token(
				array(
					'card' => array(
						'number' => '4111111111111111',
						'expiry' => '2031-06',
					),
				),
				'customer-6',
				RequestId::for( 'setup-token', 'user-6', $i )
			);
			$vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 'user-6', $i ) );
		}
		$this->assertCount( 22, $vault->list_payment_tokens( 'customer-6' ) );
	}

	/**
	 * A wallet setup token needs the payer's approval first.
	 */
	public function test_wallet_setup_token_needs_approval(): void {
		$vault = new Vault( $this->client() );
		$setup = $vault->create_setup_token( array( 'paypal' => array( 'usage_type' => 'MERCHANT' ) ), null, RequestId::for( 'setup-token', 'guest', 1 ) );
		$this->assertSame( 'PAYER_ACTION_REQUIRED', $setup['status'] );
		$this->assertContains( 'approve', array_column( $setup['links'], 'rel' ) );
		try {
			$vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 'guest', 1 ) );
			$this->fail( 'An unapproved setup token was saved.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 422, $error->status );
			$this->assertSame( 'SETUP_TOKEN_NOT_APPROVED', $error->issue() );
		}
		$this->control( 'POST', 'setup-tokens/' . $setup['id'] . '/approve' );
		$token = $vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', 'guest', 2 ) );
		$this->assertSame( 'kaeufer@example.com', $token['payment_source']['paypal']['email_address'] );
		$this->assertSame( $setup['id'], $vault->get_setup_token( $setup['id'] )['id'] );
	}

	/**
	 * §3.10 / §5.4: the client token has user, expiration and token, the
	 * expiration an absolute unix time in seconds (the provider's 3600 s
	 * lifetime from now, a minute early), never the lifetime itself.
	 */
	public function test_client_token_shape(): void {
		$token = ( new Identity( $this->client() ) )->client_token( 12, null, 1_800_000_000 );
		$this->assertSame( array( 'user', 'expiration', 'token' ), array_keys( $token ) );
		$this->assertSame( 12, $token['user'] );
		$this->assertSame( 1_800_000_000 + 3600 - Identity::EXPIRY_MARGIN, $token['expiration'] );
		$this->assertNotSame( '', $token['token'] );
	}

	/**
	 * §6: the id_token names the provider customer.
	 */
	public function test_id_token_names_the_customer(): void {
		$jwt     = ( new Identity( $this->client() ) )->id_token( 'customer-5' );
		$parts   = explode( '.', $jwt );
		$payload = json_decode( base64_decode( strtr( $parts[1], '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		$this->assertSame( 'customer-5', $payload['sub'] );
		$this->assertSame( 'basic', $this->calls( '/v1/oauth2/token' )[0]['auth'] );
	}
}
