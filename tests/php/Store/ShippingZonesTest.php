<?php
/**
 * Carts, checkouts, orders and renewals priced by the owner's shipping zones.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\CheckoutValidator;
use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Tax;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Germany (standard, free from 50 €, pickup), Austria and Switzerland
 * (standard only), no rest of the world; bulky goods cost 15 € more.
 *
 * @covers \Vitrine\Store\CartCalculator
 * @covers \Vitrine\Store\CartEditor
 * @covers \Vitrine\Store\CheckoutValidator
 */
final class ShippingZonesTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:shippingzonestestabcdefghijklmn';

	/**
	 * The test's shipping settings (rolled back with the test).
	 */
	protected function setUp(): void {
		parent::setUp();
		self::zones();
	}

	/**
	 * Stores the test zones.
	 */
	public static function zones(): void {
		$errors = ShippingSettings::save(
			array(
				'zones'   => array(
					ShippingSettings::zone(
						'de',
						'Deutschland',
						array( 'DE' ),
						array(
							ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standardversand', 490 ),
							ShippingSettings::method( 'free', ShippingRules::FREE, 'Versandkostenfrei', 0, 5000 ),
							ShippingSettings::method( 'pickup', ShippingRules::PICKUP, 'Abholung in Köln', 0 ),
						)
					),
					ShippingSettings::zone( 'alpen', 'Alpen', array( 'AT', 'CH' ), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard Alpen', 1290 ) ) ),
				),
				'classes' => array(
					array(
						'id'        => 'sperrgut',
						'name'      => 'Sperrgut',
						'surcharge' => 1500,
					),
				),
			)
		);
		if ( $errors ) {
			throw new \RuntimeException( (string) wp_json_encode( $errors ) );
		}
	}

	public function test_a_cart_is_priced_for_its_countrys_zone_and_for_the_home_country_before_an_address(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );

		$home = $store->cart_totals( self::GUEST );
		$this->assertSame( array( 'DE', 'Deutschland' ), array( $home['shipping_country'], $home['shipping_zone'] ) );
		$this->assertSame( array( 'standard', 'pickup' ), array_column( $home['shipping_rates'], 'id' ), 'Free shipping starts at 50 €.' );
		$this->assertSame( 1990 + 490, $home['total'] );

		$store->set_shipping_address( self::GUEST, array( 'country' => 'AT', 'city' => 'Wien', 'postcode' => '1010' ) );
		$vienna = $store->cart_totals( self::GUEST );
		$this->assertSame( 'Alpen', $vienna['shipping_zone'] );
		$this->assertSame( array( array( 'standard', 'Standard Alpen', 1290 ) ), array_map( static fn( array $r ): array => array( $r['id'], $r['label'], $r['cost'] ), $vienna['shipping_rates'] ) );
		$this->assertSame( 1990 + 1290, $vienna['total'] );
	}

	public function test_a_country_no_zone_takes_is_refused_like_one_the_shop_does_not_sell_to(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$store->set_shipping_address( self::GUEST, array( 'country' => 'DE' ) );

		$error = $this->refused( fn() => $store->set_shipping_address( self::GUEST, array( 'country' => 'FR' ) ) );

		$this->assertSame( 'In dieses Land liefern wir nicht.', $error->getMessage() );
		$this->assertSame( 'DE', $store->cart( self::GUEST )->shipping_address['country'] );
		$this->assertContains( 'FR', CheckoutValidator::countries(), 'France is sold to; only no zone takes it.' );
		$this->assertSame( array( 'AT', 'CH', 'DE' ), array_values( array_intersect( array( 'AT', 'CH', 'DE', 'FR' ), ShippingSettings::served_countries() ) ) );
	}

	public function test_the_checkout_refuses_a_parcel_to_a_country_no_zone_takes_but_not_a_bill_there(): void {
		$france = array(
			'billing_country'  => 'FR',
			'billing_postcode' => '75001',
			'billing_city'     => 'Paris',
		);
		$errors = static fn( array $changes, bool $shipped ): array => CheckoutValidator::validate( self::checkout_form( $changes ), $shipped, false )['errors'];

		$this->assertSame( array( 'billing_country' => 'In dieses Land liefern wir nicht.' ), $errors( $france, true ) );
		$this->assertSame( array(), $errors( $france, false ), 'Nothing to ship: a French bill is fine.' );
		$parcel_home = $france + array(
			'ship_to_different_address' => '1',
			'shipping_first_name'       => 'Erika',
			'shipping_last_name'        => 'Mustermann',
			'shipping_country'          => 'DE',
			'shipping_address_1'        => 'Heidestraße 17',
			'shipping_postcode'         => '51147',
			'shipping_city'             => 'Köln',
		);
		$this->assertSame( array(), $errors( $parcel_home, true ), 'The parcel goes to Germany.' );
		$this->assertSame( array( 'shipping_country' => 'In dieses Land liefern wir nicht.' ), $errors( array( 'shipping_country' => 'FR', 'shipping_postcode' => '75001' ) + $parcel_home, true ) );
	}

	public function test_only_a_method_the_cart_is_offered_can_be_chosen_and_a_new_zone_falls_back_to_its_first(): void {
		$store = $this->store();
		$mug   = $this->simple( 1990 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id ) );

		$below = $this->refused( fn() => $store->choose_shipping_rate( self::GUEST, 'free' ) );
		$this->assertSame( 'Bitte wähle eine der Versandarten.', $below->getMessage() );

		$store->set_cart_quantity( self::GUEST, (string) array_key_first( $store->cart( self::GUEST )->items ), 3 );
		$store->choose_shipping_rate( self::GUEST, 'free' );
		$this->assertSame( array( 'free', 5970 ), array( $store->cart_totals( self::GUEST )['shipping_rate']['id'], $store->cart_totals( self::GUEST )['total'] ), 'From 50 € the parcel ships free.' );

		$store->choose_shipping_rate( self::GUEST, 'pickup' );
		$store->set_shipping_address( self::GUEST, array( 'country' => 'CH' ) );
		$this->assertSame( 'standard', $store->cart_totals( self::GUEST )['shipping_rate']['id'], 'No pickup in Switzerland: its zone’s first method.' );
		$this->refused( fn() => $store->choose_shipping_rate( self::GUEST, 'pickup' ) );
	}

	public function test_bulky_goods_add_their_class_surcharge_per_unit_and_an_unknown_class_is_refused(): void {
		$store = $this->store();
		$sofa  = $store->create_product(
			array(
				'type'           => 'simple',
				'name'           => 'Sitzsack',
				'price'          => 8900,
				'shipping_class' => 'sperrgut',
			)
		);
		$this->assertSame( 'sperrgut', $store->product( $sofa->id )->shipping_class );
		$store->add_to_cart( self::GUEST, array( 'id' => $sofa->id, 'quantity' => 2 ) );

		$totals = $store->cart_totals( self::GUEST );
		$this->assertSame(
			array(
				'standard' => 490 + 3000,
				'free'     => 3000,
				'pickup'   => 0,
			),
			array_column( $totals['shipping_rates'], 'cost', 'id' )
		);

		$error = $this->refused(
			fn() => $store->create_product(
				array(
					'type'           => 'simple',
					'name'           => 'Klavier',
					'price'          => 100000,
					'shipping_class' => 'palette',
				)
			)
		);
		$this->assertSame( array( 'shipping_class' => 'Diese Versandklasse gibt es nicht.' ), $error->errors );
	}

	public function test_the_shipping_of_a_mixed_cart_is_split_over_the_vat_rates_of_its_goods(): void {
		$store  = $this->store();
		$coffee = $store->create_product(
			array(
				'type'      => 'simple',
				'name'      => 'Kaffee',
				'price'     => 1490,
				'tax_class' => Tax::REDUCED,
			)
		);
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1290 )->id ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $coffee->id ) );
		$store->set_shipping_address( self::GUEST, array( 'country' => 'AT' ) );

		$totals = $store->cart_totals( self::GUEST );

		$this->assertSame( 1290 + 1490 + 1290, $totals['total'] );
		// 12,90 € shipping: 5,99 € at 19 % (0,96 €) and 6,91 € at 7 % (0,45 €).
		$this->assertSame(
			array(
				array(
					'rate' => 19,
					'tax'  => 206 + 96,
				),
				array(
					'rate' => 7,
					'tax'  => 97 + 45,
				),
			),
			$totals['taxes']
		);
	}

	public function test_an_order_is_priced_for_the_address_in_the_checkout_form(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );

		$order = $store->place_order(
			self::GUEST,
			self::checkout_form(
				array(
					'billing_country'  => 'AT',
					'billing_postcode' => '1010',
					'billing_city'     => 'Wien',
					'payment_method'   => 'bacs',
				)
			)
		);

		$this->assertSame( array( 'standard', 1290, 1990 + 1290, 'AT' ), array( $order->shipping_rate, $order->shipping_total, $order->total, $order->shipping['country'] ) );
		$this->assertSame( array( array( 'standard', 'Standard Alpen', 1290, 'flat' ) ), array_map( 'array_values', $store->order_shipping_rates( $order ) ), 'The provider’s options for this order (§4.8).' );

		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$error = $this->refused( fn() => $store->place_order( self::GUEST, self::checkout_form( array( 'billing_country' => 'FR', 'billing_postcode' => '75001' ) ) ) );
		$this->assertSame( array( 'billing_country' => 'In dieses Land liefern wir nicht.' ), $error->errors );
	}

	public function test_a_renewal_ships_at_todays_price_of_its_zone(): void {
		$user  = (int) wp_insert_user(
			array(
				'user_login' => 'abo-zonen',
				'user_email' => 'abo-zonen@example.org',
				'user_pass'  => 'secret-abo-zonen',
			)
		);
		$store = $this->store( '2027-01-10' );
		$box   = $store->create_product(
			array(
				'type' => 'subscription',
				'name' => 'Teebox',
				'price' => 1990,
				'plan' => array( 'period' => 'month' ),
			)
		);
		$store->add_to_cart( 'user:' . $user, array( 'id' => $box->id ), $user );
		$first = $store->place_order( 'user:' . $user, self::checkout_form( array( 'billing_country' => 'CH', 'billing_postcode' => '8001', 'billing_city' => 'Zürich', 'payment_method' => 'bacs' ) ), $user );
		$this->assertSame( 1290, $first->shipping_total );
		$store->complete_payment( $first->id, 'CAPTURE-ZONE' );
		$subscription = $store->subscriptions( $user, $first->id )[0];

		ShippingSettings::save(
			array(
				'zones' => array(
					ShippingSettings::zone( 'alpen', 'Alpen', array( 'AT', 'CH' ), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard Alpen', 1490 ) ) ),
				),
			)
		);
		update_option( 'vitrine_manual_renewal', '1' );
		$renewal = $store->create_renewal_order( $subscription->id );

		$this->assertSame( array( 'standard', 1490, 1990 + 1490 ), array( $renewal->shipping_rate, $renewal->shipping_total, $renewal->total ) );
	}
}
