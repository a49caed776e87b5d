<?php
/**
 * Products and a fixed clock for the store tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use DateTimeImmutable;
use DateTimeZone;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\Product;
use Vitrine\Store\StoreException;

/**
 * Helpers shared by the store tests (all writes roll back with the test).
 */
trait StoreFixtures {

	/**
	 * The §3.11 object a page of the given context gets (Payment\Config\Builder
	 * with the shop's real URLs and endpoints).
	 *
	 * @param \Vitrine\Store\Store $store    Shop.
	 * @param string               $context  Main context.
	 * @param string               $session  Cart session.
	 * @param int                  $user     User.
	 * @param array<string, mixed> $page     Page data.
	 * @param array<string, mixed> $settings Gateway settings (defaults where missing).
	 * @return array<string, mixed>
	 */
	protected static function page_config( \Vitrine\Store\Store $store, string $context, string $session, int $user, array $page = array(), array $settings = array() ): array {
		$shop = \Vitrine\Plugin::shop_for_config();
		return ( new \Vitrine\Payment\Config\Builder( $store, array_merge( \Vitrine\Provider\Settings::defaults(), $settings ), $shop, $shop['ajax'] ) )->build( $context, $session, $user, $page );
	}

	/**
	 * A store whose today is a fixed date in Berlin.
	 *
	 * @param string $today Y-m-d.
	 */
	protected function store( string $today = '2026-11-22' ): DatabaseStore {
		return new DatabaseStore( static fn(): DateTimeImmutable => new DateTimeImmutable( $today . ' 10:00:00', new DateTimeZone( 'Europe/Berlin' ) ) );
	}

	/**
	 * A monthly subscription of 3 € without trial, fee or shipping.
	 *
	 * @param DatabaseStore $store The store to create it in.
	 */
	protected function newsletter( DatabaseStore $store ): Product {
		return $store->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Newsletter',
				'price'          => 300,
				'needs_shipping' => false,
				'plan'           => array( 'period' => 'month' ),
			)
		);
	}

	/**
	 * A simple product.
	 *
	 * @param int      $price          Cents.
	 * @param int|null $stock          Stock, null untracked.
	 * @param bool     $needs_shipping Shipped or not.
	 */
	protected function simple( int $price = 1990, ?int $stock = null, bool $needs_shipping = true ): Product {
		return $this->store()->create_product(
			array(
				'type'           => 'simple',
				'name'           => 'Kaffeetasse',
				'price'          => $price,
				'stock'          => $stock,
				'needs_shipping' => $needs_shipping,
			)
		);
	}

	/**
	 * A variable product: size S (10,00 €, 3 in stock) and L (12,50 €).
	 */
	protected function variable(): Product {
		return $this->store()->create_product(
			array(
				'type'       => 'variable',
				'name'       => 'T-Shirt',
				'price'      => 1000,
				'attributes' => array(
					'groesse' => array(
						'label'   => 'Größe',
						'options' => array( 'S', 'L' ),
					),
				),
				'variations' => array(
					array(
						'attributes' => array( 'groesse' => 'S' ),
						'price'      => 1000,
						'stock'      => 3,
					),
					array(
						'attributes' => array( 'groesse' => 'L' ),
						'price'      => 1250,
					),
				),
			)
		);
	}

	/**
	 * A monthly box subscription: 29,90 € a month, 14-day free trial, 5 € sign-up fee, not shipped.
	 */
	protected function box_subscription(): Product {
		return $this->store()->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Monatsbox',
				'price'          => 2990,
				'sign_up_fee'    => 500,
				'needs_shipping' => false,
				'plan'           => self::monthly_trial_plan(),
			)
		);
	}

	/**
	 * A monthly plan with 14 free days.
	 *
	 * @return array{period: string, interval: int, trial_length: int, trial_period: string}
	 */
	protected static function monthly_trial_plan(): array {
		return array(
			'period'       => 'month',
			'interval'     => 1,
			'trial_length' => 14,
			'trial_period' => 'day',
		);
	}

	/**
	 * Runs a callback that must throw a StoreException.
	 *
	 * @param callable $callback Code under test.
	 */
	protected function refused( callable $callback ): StoreException {
		try {
			$callback();
		} catch ( StoreException $error ) {
			return $error;
		}
		$this->fail( 'Expected a StoreException.' );
	}

	/**
	 * A complete, valid German checkout form.
	 *
	 * @param array<string, string> $changes Fields to override.
	 * @return array<string, string>
	 */
	protected static function checkout_form( array $changes = array() ): array {
		return array_merge(
			array(
				'billing_first_name' => 'Erika',
				'billing_last_name'  => 'Mustermann',
				'billing_email'      => 'erika@example.org',
				'billing_phone'      => '+49 30 1234567',
				'billing_country'    => 'DE',
				'billing_address_1'  => 'Heidestraße 17',
				'billing_address_2'  => '',
				'billing_city'       => 'Köln',
				'billing_state'      => '',
				'billing_postcode'   => '51147',
				'payment_method'     => 'ppcp-gateway',
			),
			$changes
		);
	}

	/**
	 * A guest's order of two shipped mugs (19,90 € each) by bank transfer.
	 *
	 * @param DatabaseStore         $store   Store.
	 * @param array<string, string> $changes Checkout fields to override.
	 */
	protected function place_transfer_order( DatabaseStore $store, array $changes = array() ): \Vitrine\Store\Order {
		$session = 'guest:transferorder' . wp_generate_password( 20, false );
		$store->add_to_cart( $session, array( 'id' => $this->simple( 1990 )->id, 'quantity' => 2 ) );
		return $store->place_order( $session, self::checkout_form( array( 'payment_method' => 'bacs' ) + $changes ) );
	}
}
