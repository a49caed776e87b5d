<?php
/**
 * §7.2 subscription_change_payment_method through the Router.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Tests\Payment\PaymentTestCase;
use Vitrine\Tests\Payment\Subscriptions\RenewalFixtures;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once dirname( __DIR__ ) . '/Subscriptions/RenewalFixtures.php';

/**
 * @covers \Vitrine\Payment\Endpoints\ChangePaymentMethod
 */
final class ChangePaymentMethodTest extends PaymentTestCase {

	use RenewalFixtures;

	private const NAME = 'subscription_change_payment_method';

	/**
	 * A POST as a logged-in user (the nonce is the user's).
	 *
	 * @param int                  $user_id User, 0 for a guest.
	 * @param array<string, mixed> $body    Body.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	private function as_user( int $user_id, array $body ): array {
		wp_set_current_user( $user_id );
		return $this->post( $this->services( 1 ), self::NAME, $body, new Caller( $user_id, $user_id > 0 ? 'user:' . $user_id : '' ) );
	}

	public function test_the_owner_moves_her_subscription_to_another_saved_card(): void {
		$user         = self::renewal_customer();
		$old          = $this->saved_card( $this->shop, $user );
		$new          = $this->saved_card( $this->shop, $user, '5555555555554444' );
		$subscription = $this->subscription_on( '2027-01-10', $user, $old );

		$answer = $this->as_user(
			$user,
			array(
				'subscription_id'     => $subscription->id,
				'payment_method'      => 'ppcp-credit-card-gateway',
				'wc_payment_token_id' => $new->id,
			)
		);

		$this->assertSame( 200, $answer['status'], wp_json_encode( $answer ) );
		$this->assertTrue( $answer['body']['success'] );
		$this->assertSame( $new->id, $answer['body']['data']['payment_token_id'] );
		$this->assertSame( $new->id, $this->shop->subscription( $subscription->id )->payment_token_id );
		$this->assertFalse( $this->shop->subscription( $subscription->id )->manual_renewal, 'It renews automatically now.' );
	}

	public function test_nobody_else_changes_a_subscription_or_attaches_another_users_token(): void {
		$owner        = self::renewal_customer();
		$other        = self::renewal_customer( 'fremde-kundin' );
		$owners_card  = $this->saved_card( $this->shop, $owner );
		$others_card  = $this->saved_card( $this->shop, $other, '5555555555554444' );
		$subscription = $this->subscription_on( '2027-01-10', $owner, $owners_card );

		$foreign = $this->as_user(
			$other,
			array(
				'subscription_id'     => $subscription->id,
				'wc_payment_token_id' => $others_card->id,
			)
		);
		$this->assertSame( 404, $foreign['status'] );
		$this->assertSame( 'Dieses Abo gibt es nicht.', $foreign['body']['data']['message'] );

		$missing = $this->as_user(
			$other,
			array(
				'subscription_id'     => 999999,
				'wc_payment_token_id' => $others_card->id,
			)
		);
		$this->assertSame( $foreign['body']['data']['message'], $missing['body']['data']['message'], 'The same answer whether it exists or not.' );

		$stolen = $this->as_user(
			$owner,
			array(
				'subscription_id'     => $subscription->id,
				'wc_payment_token_id' => $others_card->id,
			)
		);
		$this->assertSame( 404, $stolen['status'], 'Another user\'s token cannot be attached.' );
		$this->assertSame( 'vitrine_no_token', $stolen['body']['data']['error'] );

		$guest = $this->as_user(
			0,
			array(
				'subscription_id'     => $subscription->id,
				'wc_payment_token_id' => $owners_card->id,
			)
		);
		$this->assertSame( 403, $guest['status'] );
		$this->assertSame( $owners_card->id, $this->shop->subscription( $subscription->id )->payment_token_id, 'Nothing changed.' );
	}

	public function test_a_foreign_nonce_or_a_malformed_body_is_refused_before_anything_changes(): void {
		$user         = self::renewal_customer();
		$card         = $this->saved_card( $this->shop, $user );
		$subscription = $this->subscription_on( '2027-01-10', $user, null );
		wp_set_current_user( $user );
		$caller = new Caller( $user, 'user:' . $user );

		$nonce = $this->post(
			$this->services( 1 ),
			self::NAME,
			array(
				'nonce'               => \Vitrine\Ajax\Router::nonce( 'create_order' ),
				'subscription_id'     => $subscription->id,
				'wc_payment_token_id' => $card->id,
			),
			$caller
		);
		$this->assertSame( 403, $nonce['status'] );

		foreach ( array(
			'a float id'      => array( 'subscription_id' => 1.5 ),
			'a string id'     => array( 'subscription_id' => '1; DROP TABLE' ),
			'a huge id'       => array( 'subscription_id' => 1e30 ),
			'no token'        => array( 'wc_payment_token_id' => null ),
			'a bad gateway'   => array( 'payment_method' => '<script>' ),
			'a list as token' => array( 'wc_payment_token_id' => array( 1 ) ),
		) as $case => $change ) {
			$body = array_filter(
				array_merge(
					array(
						'subscription_id'     => $subscription->id,
						'wc_payment_token_id' => $card->id,
					),
					$change
				),
				static fn( $value ): bool => null !== $value
			);
			$answer = $this->post( $this->services( 1 ), self::NAME, $body, $caller );
			$this->assertSame( 400, $answer['status'], $case . ': ' . wp_json_encode( $answer ) );
		}
		$this->assertSame( 0, $this->shop->subscription( $subscription->id )->payment_token_id, 'Nothing changed.' );
	}
}
