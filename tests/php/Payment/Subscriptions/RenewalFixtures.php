<?php
/**
 * A customer's monthly subscription on a card saved in the emulator's vault.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Provider\RequestId;
use Vitrine\Provider\Vault;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Subscription;

/**
 * Needs StoreFixtures and an EmulatorTestCase (client(), store()).
 */
trait RenewalFixtures {

	/**
	 * The site's own subscriptions (the demo's) are not due in this test
	 * (inside the test's transaction only).
	 */
	protected static function park_other_subscriptions(): void {
		global $wpdb;
		$wpdb->query( 'UPDATE ' . \Vitrine\Store\Database::table( 'subscriptions' ) . ' SET next_payment = NULL' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
	}

	/**
	 * A customer account.
	 *
	 * @param string $login Login.
	 */
	protected static function renewal_customer( string $login = 'abo-kundin' ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => 'secret-' . $login,
				'first_name' => 'Katrin',
				'last_name'  => 'Sommer',
				'role'       => 'subscriber',
			)
		);
	}

	/**
	 * A card saved at the provider (setup token → payment token) and in the shop.
	 *
	 * @param DatabaseStore $store   Store.
	 * @param int           $user_id Owner.
	 * @param string        $number  Test card.
	 */
	protected function saved_card( DatabaseStore $store, int $user_id, string $number = '4111111111111111' ): PaymentToken {
		$vault = new Vault( $this->client() );
		$setup = $vault->create_setup_token(
			array(
				'card' => array(
					'number' => $number,
					'expiry' => '2031-06',
					'name'   => 'Katrin Sommer',
				),
			),
			'customer-' . $user_id,
			RequestId::for( 'setup-token', 'renewal-test-' . $user_id . '-' . wp_generate_password( 6, false ), 1 )
		);
		$token = $vault->create_payment_token( $setup['id'], RequestId::for( 'payment-token', $setup['id'], 1 ) );
		return $store->save_payment_token(
			$user_id,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => (string) $token['id'],
				'brand'             => 'visa',
				'last_digits'       => substr( $number, -4 ),
				'expiry_month'      => 6,
				'expiry_year'       => 2031,
			)
		);
	}

	/**
	 * The coffee subscription: 14,90 € a month, not shipped.
	 *
	 * @param DatabaseStore $store Store.
	 */
	protected static function coffee( DatabaseStore $store ): \Vitrine\Store\Product {
		return $store->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Kaffee-Abo',
				'price'          => 1490,
				'needs_shipping' => false,
				'plan'           => array( 'period' => 'month' ),
			)
		);
	}

	/**
	 * A paid monthly subscription of 14,90 €, started on `$day`, renewing on the saved card.
	 *
	 * @param string            $day     Sign-up day (Y-m-d).
	 * @param int               $user_id Customer.
	 * @param PaymentToken|null $token   Saved method; null: none.
	 */
	protected function subscription_on( string $day, int $user_id, ?PaymentToken $token ): Subscription {
		$store   = $this->store( $day );
		$product = self::coffee( $store );
		$session = 'user:' . $user_id;
		$store->add_to_cart(
			$session,
			array(
				'id'       => $product->id,
				'quantity' => 1,
			),
			$user_id
		);
		$order = $store->place_order( $session, self::checkout_form(), $user_id );
		$store->complete_payment( $order->id, 'CAPTURE-SIGNUP-' . $order->id );
		$subscription = $store->subscriptions( $user_id, $order->id )[0];
		if ( $token ) {
			$subscription = $store->change_subscription_payment_method( $subscription->id, $user_id, $token->id );
		}
		return $subscription;
	}
}
