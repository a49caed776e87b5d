<?php
/**
 * §7.2 client token through the Router (§3.10, §5.4).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * The page caches the answer and uses it while its user matches and now is
 * before `expiration` (§5.4): the server must answer an absolute time.
 */
final class ClientTokenTest extends PaymentTestCase {

	/**
	 * The answer is {user, expiration, token}, expiration an absolute unix
	 * time within the provider's lifetime, so §5.4's check holds it valid now
	 * and expired after the lifetime (the round trip the page makes).
	 */
	public function test_the_client_token_expires_at_an_absolute_time_the_page_can_compare_with_the_clock(): void {
		$before = time();
		$answer = $this->post( $this->services(), 'client_token', array(), new Caller( 7, self::GUEST ) );
		$after  = time();

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['body']['success'] );
		$token = $answer['body']['data'];
		$this->assertSame( array( 'user', 'expiration', 'token' ), array_keys( $token ) );
		$this->assertSame( 7, $token['user'] );
		$this->assertNotSame( '', $token['token'] );
		// §5.4 as the page reads it: usable now (not a 3600-second "duration", which lies in 1970) …
		$this->assertGreaterThan( $after, $token['expiration'] );
		// … and no longer than the provider's lifetime (3600 s).
		$this->assertLessThanOrEqual( $before + 3600, $token['expiration'] );
		$this->assertCount( 1, $this->calls( '/v1/identity/generate-token' ) );
	}

	/**
	 * A guest's token names user 0, so a page logged in later never reuses it (§6).
	 */
	public function test_a_guests_token_names_user_0(): void {
		$answer = $this->post( $this->services(), 'client_token', array(), self::guest() );

		$this->assertSame( 0, $answer['body']['data']['user'] );
	}

	/**
	 * Without the endpoint's nonce nothing is asked of the provider.
	 */
	public function test_a_call_without_nonce_is_refused_before_the_provider_is_asked(): void {
		$answer = $this->post( $this->services(), 'client_token', array( 'nonce' => null ), self::guest() );

		$this->assertSame( 403, $answer['status'] );
		$this->assertCount( 0, $this->calls( '/v1/identity/generate-token' ) );
	}

	/**
	 * A provider failure is the generic §8.2 message, never a 5xx page or warning.
	 */
	public function test_a_provider_failure_answers_the_generic_message(): void {
		$this->fault(
			array(
				'kind'   => 'status',
				'status' => 500,
				'path'   => '/v1/identity/generate-token',
				'times'  => 10,
			)
		);

		$answer = $this->post( $this->services( 1 ), 'client_token', array(), self::guest() );

		$this->assertFalse( $answer['body']['success'] );
		$this->assertSame( 0, $answer['body']['data']['code'] );
		$this->assertNotSame( '', $answer['body']['data']['message'] );
	}
}
