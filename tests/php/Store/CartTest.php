<?php
/**
 * Carts of the built-in store: lines, prices, totals, shipping, purchase units.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\Cart;
use Vitrine\Store\CartRepository;
use Vitrine\Store\CartSession;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Totals come from the server; nothing is lost on bad input or concurrent writes.
 */
final class CartTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:abcdefghijklmnopqrstuvwxyz012345';

	public function test_session_keys_for_users_and_guest_tokens(): void {
		$this->assertSame( 'user:7', CartSession::key( 7, 'whatever' ) );
		$this->assertSame( self::GUEST, CartSession::key( 0, 'abcdefghijklmnopqrstuvwxyz012345' ) );
		$this->assertNull( CartSession::key( 0, '../../etc' ) );
		$this->assertNull( CartSession::key( 0, null ) );
	}

	public function test_totals_add_lines_and_the_chosen_shipping_rate(): void {
		$store = $this->store();
		$cup   = $this->simple( 1990 );
		$shirt = $this->variable();
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => '2' ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'quantity' => 1, 'variations' => array( array( 'name' => 'attribute_groesse', 'value' => 'L' ) ) ) );

		$totals = $store->cart_totals( self::GUEST );
		$this->assertCount( 2, $totals['items'], 'The same product twice is one line.' );
		$this->assertSame( 3, $totals['items'][0]['quantity'] );
		$this->assertSame( 5970, $totals['items'][0]['line_total'] );
		$this->assertSame( 'T-Shirt – L', $totals['items'][1]['name'] );
		$this->assertSame( 1250, $totals['items'][1]['unit_price'] );
		$this->assertSame( 7220, $totals['subtotal'] );
		$this->assertSame( 'standard', $totals['shipping_rate']['id'] );
		$this->assertSame( 7710, $totals['total'] );
		$this->assertCount( 2, $totals['shipping_rates'] );

		$store->choose_shipping_rate( self::GUEST, 'express' );
		$this->assertSame( 7220 + 990, $store->cart_totals( self::GUEST )['total'] );
		$error = $this->refused( fn() => $store->choose_shipping_rate( self::GUEST, 'drone' ) );
		$this->assertSame( 'Bitte wähle eine der Versandarten.', $error->getMessage() );
	}

	public function test_a_client_sent_price_is_ignored(): void {
		$store = $this->store();
		$cup   = $this->simple( 1990, null, false );
		$store->add_to_cart(
			self::GUEST,
			array(
				'id'         => $cup->id,
				'quantity'   => 2,
				'price'      => 1,
				'unit_price' => 1,
				'line_total' => 2,
				'total'      => '0.02',
			)
		);
		$totals = $store->cart_totals( self::GUEST );
		$this->assertSame( 1990, $totals['items'][0]['unit_price'] );
		$this->assertSame( 3980, $totals['total'] );
		$this->assertSame( '39.80', $store->purchase_units( self::GUEST )[0]['amount']['value'] );
	}

	public function test_bookings_cost_per_person_and_are_one_line_each(): void {
		$store   = $this->store();
		$tour    = $store->create_product(
			array(
				'type'           => 'booking',
				'name'           => 'Stadtführung',
				'price'          => 1200,
				'max_persons'    => 6,
				'needs_shipping' => false,
			)
		);
		$booking = array(
			'wc_bookings_field_start_date_year'  => '2026',
			'wc_bookings_field_start_date_month' => '12',
			'wc_bookings_field_start_date_day'   => '5',
			'wc_bookings_field_start_date_time'  => '14:30',
			'wc_bookings_field_persons'          => '3',
		);
		$store->add_to_cart( self::GUEST, array( 'id' => $tour->id, 'quantity' => 4, 'booking' => $booking ) );
		$cart = $store->add_to_cart( self::GUEST, array( 'id' => $tour->id, 'booking' => $booking ) );

		$this->assertCount( 2, $cart->items );
		$item = array_values( $cart->items )[0];
		$this->assertSame( 1, $item['quantity'], '§3.6: a booking line has quantity 1.' );
		$this->assertSame( array( 'date' => '2026-12-05', 'time' => '14:30', 'persons' => 3 ), $item['booking'] );
		$this->assertSame( 7200, $store->cart_totals( self::GUEST )['total'], 'No shipping for bookings.' );

		$past = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $tour->id, 'booking' => array( 'date' => '2026-11-21', 'time' => '10:00', 'persons' => 1 ) ) ) );
		$this->assertSame( 'Dieses Datum liegt in der Vergangenheit. Bitte wähle ein anderes.', $past->getMessage() );
		$many = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $tour->id, 'booking' => array( 'date' => '2026-12-01', 'time' => '10:00', 'persons' => 7 ) ) ) );
		$this->assertSame( 'Eine Buchung ist für 1 bis 6 Personen.', $many->getMessage() );
		$time = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $tour->id, 'booking' => array( 'date' => '2026-12-01', 'time' => '25:00' ) ) ) );
		$this->assertSame( 'Bitte wähle eine Uhrzeit für deine Buchung.', $time->getMessage() );
		$this->assertCount( 2, $store->cart( self::GUEST )->items, 'Refused bookings add nothing.' );
	}

	/**
	 * §3.3 through the cart: a free trial charges only the sign-up fee today.
	 */
	public function test_a_trial_subscription_charges_only_the_sign_up_fee_today(): void {
		$store = $this->store( '2028-02-20' );
		$box   = $this->box_subscription();
		$store->add_to_cart( self::GUEST, array( 'id' => $box->id, 'quantity' => 3 ) );

		$totals = $store->cart_totals( self::GUEST );
		$this->assertSame( 1, $totals['items'][0]['quantity'], '§3.6: a subscription is bought once.' );
		$this->assertSame( 500, $totals['total'] );
		$this->assertSame( 2990, $totals['items'][0]['recurring'] );
		$this->assertSame( '2028-03-05', $totals['items'][0]['first_payment'], '14 days after 20 February in a leap year.' );
		$this->assertTrue( $totals['contains_subscription'] );
		$this->assertFalse( $totals['is_free_trial_cart'], 'The sign-up fee is due.' );
	}

	public function test_a_subscription_without_trial_or_fee_is_paid_at_checkout_and_a_free_trial_cart_is_zero(): void {
		$store   = $this->store();
		$monthly = $this->newsletter( $store );
		$trial   = $store->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Probeabo',
				'price'          => 900,
				'needs_shipping' => false,
				'plan'           => array( 'period' => 'week', 'trial_length' => 1, 'trial_period' => 'week' ),
			)
		);
		$store->add_to_cart( 'user:1', array( 'id' => $monthly->id ) );
		$this->assertSame( 300, $store->cart_totals( 'user:1' )['total'] );

		$store->add_to_cart( 'user:2', array( 'id' => $trial->id ) );
		$totals = $store->cart_totals( 'user:2' );
		$this->assertSame( 0, $totals['total'] );
		$this->assertTrue( $totals['is_free_trial_cart'] );
	}

	public function test_stock_and_options_are_checked_with_german_messages(): void {
		$store = $this->store();
		$shirt = $this->variable();
		$small = array( array( 'name' => 'attribute_groesse', 'value' => 'S' ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'quantity' => 2, 'variations' => $small ) );

		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'quantity' => 2, 'variations' => $small ) ) );
		$this->assertSame( 'vitrine_out_of_stock', $error->error_code );
		$this->assertSame( 'Von „T-Shirt“ sind nur noch 3 Stück auf Lager.', $error->getMessage() );

		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'quantity' => 1 ) ) );
		$this->assertSame( 'Bitte wähle eine Option für „Größe“.', $error->getMessage() );
		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'variations' => array( 'attribute_groesse' => 'XXL' ) ) ) );
		$this->assertSame( 'Bitte wähle eine Option für „Größe“.', $error->getMessage() );
		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'quantity' => '-1', 'variations' => $small ) ) );
		$this->assertSame( 'Bitte gib eine Menge von 1 bis 9999 ein.', $error->getMessage() );
		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => 999999 ) ) );
		$this->assertSame( 'Dieses Produkt kann nicht gekauft werden.', $error->getMessage() );

		$sold_out = $this->simple( 100, 0 );
		$error    = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $sold_out->id ) ) );
		$this->assertSame( '„Kaffeetasse“ ist ausverkauft.', $error->getMessage() );

		$items = $store->cart( self::GUEST )->items;
		$this->assertCount( 1, $items, 'Refused lines leave the cart as it was.' );
		$this->assertSame( 2, array_values( $items )[0]['quantity'] );
	}

	public function test_change_cart_is_all_or_nothing(): void {
		$store = $this->store();
		$cup   = $this->simple( 1000 );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$before = $store->cart( self::GUEST );

		$this->refused( fn() => $store->change_cart( self::GUEST, array( array( 'id' => $cup->id, 'quantity' => 5 ), array( 'id' => 424242 ) ) ) );
		$this->assertEquals( $before, $store->cart( self::GUEST ), 'The cart is unchanged after a refused change.' );

		$cart = $store->change_cart( self::GUEST, array( array( 'id' => $cup->id, 'quantity' => 5 ) ) );
		$this->assertSame( 5, array_values( $cart->items )[0]['quantity'] );
	}

	public function test_quantities_can_be_changed_and_lines_removed(): void {
		$store = $this->store();
		$mug   = $this->simple( 1000, 4 );
		$cart  = $store->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 1 ) );
		$key   = array_key_first( $cart->items );

		$this->assertSame( 4, $store->set_cart_quantity( self::GUEST, $key, 4 )->items[ $key ]['quantity'] );
		$this->assertSame( 'vitrine_out_of_stock', $this->refused( fn() => $store->set_cart_quantity( self::GUEST, $key, 5 ) )->error_code );
		$this->assertTrue( $store->remove_from_cart( self::GUEST, $key )->is_empty() );
		$this->assertSame( 'Dieser Artikel ist nicht mehr in deinem Warenkorb.', $this->refused( fn() => $store->remove_from_cart( self::GUEST, $key ) )->getMessage() );
	}

	public function test_extra_fields_are_kept_as_text(): void {
		$store = $this->store();
		$cup   = $this->simple();
		$cart  = $store->add_to_cart(
			self::GUEST,
			array(
				'id'    => $cup->id,
				'extra' => array(
					'gravur'        => '<b>Für Oma</b>',
					'farben[0]'     => 'rot',
					'bad name!'     => 'x',
					'nested'        => array( 'a' ),
				),
			)
		);
		$this->assertSame( array( 'farben[0]' => 'rot', 'gravur' => 'Für Oma' ), array_values( $cart->items )[0]['extra'] );
	}

	/**
	 * Two requests changing the same cart at once: the second write notices
	 * the first and reapplies its change, so both lines survive.
	 */
	public function test_concurrent_changes_to_a_cart_are_not_lost(): void {
		$store = $this->store();
		$shirt = $this->variable();
		$repo  = new CartRepository();
		$calls = 0;

		$repo->mutate(
			self::GUEST,
			function ( Cart $cart ) use ( &$calls, $store, $shirt ): Cart {
				if ( 0 === $calls++ ) {
					// Another request writes between our read and our write.
					$store->add_to_cart( self::GUEST, array( 'id' => $shirt->id, 'variations' => array( 'attribute_groesse' => 'L' ) ) );
				}
				return $cart->with_items( $cart->items + array( 'cup' => array( 'cart_item_key' => 'cup', 'product_id' => 0, 'variation_id' => 0, 'quantity' => 1, 'variation' => array(), 'booking' => null, 'extra' => array() ) ) );
			}
		);

		$this->assertSame( 2, $calls, 'The change was reapplied once.' );
		$this->assertCount( 2, $store->cart( self::GUEST )->items );
		$this->assertSame( 2, $store->cart( self::GUEST )->version, 'Inserted by the other request, updated once by ours.' );
	}

	public function test_purchase_units_carry_cart_item_keys_breakdown_and_shipping_address(): void {
		$store = $this->store();
		$cup   = $this->simple( 1990 );
		$box   = $this->box_subscription();
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 2 ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $box->id ) );
		$store->set_shipping_address( self::GUEST, array( 'address_1' => 'Heidestraße 17', 'city' => 'Köln', 'postcode' => '51147', 'country' => 'de' ) );
		$keys = array_keys( $store->cart( self::GUEST )->items );

		$unit = $store->purchase_units( self::GUEST )[0];
		$this->assertSame( array( 'currency_code' => 'EUR', 'value' => '49.70' ), array_intersect_key( $unit['amount'], array_flip( array( 'currency_code', 'value' ) ) ) );
		// Gross 44,80 € of goods include 7,15 € VAT (6,35 € on the mugs' line, 0,80 € on the fee): net items.
		$this->assertSame( '37.65', $unit['amount']['breakdown']['item_total']['value'] );
		$this->assertSame( '7.15', $unit['amount']['breakdown']['tax_total']['value'] );
		$this->assertSame( '4.90', $unit['amount']['breakdown']['shipping']['value'] );
		$this->assertSame( $keys, array_column( $unit['items'], 'cart_item_key' ), 'Each cart line names its key once.' );
		$this->assertArrayNotHasKey( 'cart_item_key', $unit['items'][1], 'The mugs\' line is split in two so its tax adds up; the second part carries no key.' );
		$this->assertSame( array( '16.72', '16.73', '4.20' ), array_column( array_column( $unit['items'], 'unit_amount' ), 'value' ) );
		$this->assertSame( array( '3.18', '3.17', '0.80' ), array_column( array_column( $unit['items'], 'tax' ), 'value' ) );
		$this->assertSame( array( 'PHYSICAL_GOODS', 'PHYSICAL_GOODS', 'DIGITAL_GOODS' ), array_column( $unit['items'], 'category' ) );
		$this->assertSame( 'DE', $unit['shipping']['address']['country_code'] );
		$this->assertSame( 'Köln', $unit['shipping']['address']['admin_area_2'] );

		$error = $this->refused( fn() => $store->set_shipping_address( self::GUEST, array( 'country' => 'US' ) ) );
		$this->assertSame( 'In dieses Land liefern wir nicht.', $error->getMessage() );
	}
}
