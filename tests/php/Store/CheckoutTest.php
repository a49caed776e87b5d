<?php
/**
 * Checkout, orders, subscriptions and saved payment methods of the built-in store.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\CheckoutValidator;
use Vitrine\Store\Database;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\StoreException;
use Vitrine\Store\Subscription;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Server-side validation (§3.5, §5.4), the order status machine and what an
 * order creates.
 */
final class CheckoutTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

	/**
	 * Rows in a store table.
	 *
	 * @param string $table Short name.
	 */
	private static function rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Database::table( $table ) );
	}

	public function test_missing_fields_get_german_messages_by_field_name(): void {
		$result = CheckoutValidator::validate( array( 'payment_method' => 'ppcp-gateway' ), true, false );

		$this->assertSame( 'Vorname (Rechnungsadresse) ist ein Pflichtfeld.', $result['errors']['billing_first_name'] );
		$this->assertSame( 'E-Mail-Adresse (Rechnungsadresse) ist ein Pflichtfeld.', $result['errors']['billing_email'] );
		$this->assertSame(
			array( 'billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_postcode', 'billing_city', 'billing_email' ),
			array_keys( $result['errors'] ),
			'Optional fields (address line 2, state, phone) are not required.'
		);
	}

	/**
	 * §5.4: e-mail format, phone numbers of 6 to 15 digits.
	 */
	public function test_formats_of_email_phone_postcode_country_and_payment_method(): void {
		$errors = CheckoutValidator::validate(
			self::checkout_form(
				array(
					'billing_email'    => 'erika@',
					'billing_phone'    => '12345',
					'billing_postcode' => '5114',
					'payment_method'   => 'cash',
				)
			),
			true,
			false
		)['errors'];
		$this->assertSame(
			array(
				'billing_postcode' => 'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.',
				'billing_email'    => 'Bitte gib eine gültige E-Mail-Adresse ein.',
				'billing_phone'    => 'Die Telefonnummer muss 6 bis 15 Ziffern haben.',
				'payment_method'   => 'Bitte wähle eine Zahlungsart.',
			),
			$errors
		);

		$this->assertTrue( CheckoutValidator::valid_phone( '123456' ) );
		$this->assertTrue( CheckoutValidator::valid_phone( '+49 (0)30 / 123-456.78' ) );
		$this->assertTrue( CheckoutValidator::valid_phone( '123456789012345' ) );
		$this->assertFalse( CheckoutValidator::valid_phone( '1234567890123456' ), '16 digits' );
		$this->assertFalse( CheckoutValidator::valid_phone( '030 123456 Büro' ) );
		$this->assertTrue( CheckoutValidator::valid_postcode( '8001', 'CH' ) );
		$this->assertTrue( CheckoutValidator::valid_postcode( '1012 AB', 'NL' ) );
		$this->assertSame( 'In dieses Land liefern wir nicht.', CheckoutValidator::validate( self::checkout_form( array( 'billing_country' => 'US' ) ), false, false )['errors']['billing_country'] );
	}

	/**
	 * Longer than the provider takes (its payer and address limits): refused
	 * in German before anything is sent, never cut silently.
	 */
	public function test_fields_longer_than_the_provider_takes_are_refused_in_german(): void {
		$result = CheckoutValidator::validate(
			self::checkout_form(
				array(
					'billing_first_name' => str_repeat( 'Ä', 141 ),
					'billing_city'       => str_repeat( 'K', 121 ),
					'billing_address_1'  => str_repeat( 's', 300 ),
				)
			),
			true,
			false
		);
		$this->assertSame(
			array(
				'billing_first_name' => 'Vorname (Rechnungsadresse) darf höchstens 140 Zeichen haben.',
				'billing_city'       => 'Ort (Rechnungsadresse) darf höchstens 120 Zeichen haben.',
			),
			$result['errors']
		);
		$this->assertSame( 300, strlen( $result['fields']['billing_address_1'] ), '300 is allowed' );
	}

	public function test_a_different_shipping_address_is_validated_only_when_chosen_and_shipped(): void {
		$form = self::checkout_form( array( 'ship_to_different_address' => '1' ) );
		$this->assertSame( 'Vorname (Lieferadresse) ist ein Pflichtfeld.', CheckoutValidator::validate( $form, true, false )['errors']['shipping_first_name'] );
		$this->assertSame( array(), CheckoutValidator::validate( $form, false, false )['errors'] );
		$this->assertSame( 'Köln', CheckoutValidator::validate( self::checkout_form(), true, false )['fields']['shipping_city'], 'Shipping copies billing.' );
	}

	public function test_placing_an_order_creates_it_with_items_takes_stock_and_empties_the_cart(): void {
		$store = $this->store();
		$mug   = $this->simple( 1990, 5 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 2, 'price' => 1 ) );
		$key = array_key_first( $store->cart( self::GUEST )->items );

		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'total' => '0.01' ) ) );

		$this->assertSame( OrderStatus::PENDING, $order->status );
		$this->assertSame( 3980 + 490, $order->total, 'Priced on the server; a posted total is ignored.' );
		$this->assertSame( 'standard', $order->shipping_rate );
		$this->assertSame( 'ppcp-gateway', $order->payment_method );
		$this->assertSame( 'erika@example.org', $order->billing['email'] );
		$this->assertSame( 'Heidestraße 17', $order->shipping['address_1'] );
		$this->assertSame( array( $key ), array_column( $order->items, 'cart_item_key' ) );
		$this->assertSame( 3980, $order->items[0]['total'] );
		$this->assertSame( 3, ProductRepository::read_stock( $mug->id ) );
		$this->assertTrue( $store->cart( self::GUEST )->is_empty() );
		$this->assertMatchesRegularExpression( '/^vo_[A-Za-z0-9]{20}$/', $order->order_key );
		$this->assertStringContainsString( '/kasse/bestellung-erhalten/' . $order->id . '/', \Vitrine\Shop\ShopPages::received_url( $order ) );
		$this->assertStringContainsString( 'key=' . $order->order_key, \Vitrine\Shop\ShopPages::received_url( $order ) );
	}

	public function test_an_invalid_checkout_writes_nothing(): void {
		$store = $this->store();
		$mug   = $this->simple( 1990, 5 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 2 ) );
		$orders = self::rows( 'orders' );

		$error = $this->refused( fn() => $store->place_order( self::GUEST, self::checkout_form( array( 'billing_last_name' => ' ' ) ) ) );

		$this->assertSame( 'Nachname (Rechnungsadresse) ist ein Pflichtfeld.', $error->getMessage() );
		$this->assertSame( array( 'billing_last_name' ), array_keys( $error->errors ) );
		$this->assertSame( $orders, self::rows( 'orders' ) );
		$this->assertSame( 5, ProductRepository::read_stock( $mug->id ) );
		$this->assertCount( 1, $store->cart( self::GUEST )->items );
		$this->assertSame( array( 'cart' => 'Dein Warenkorb ist leer.' ), array_slice( $store->validate_checkout( 'guest:nobodynobodynobodynobodynobody12', self::checkout_form() ), 0, 1, true ) );
	}

	/**
	 * Stock sold elsewhere between cart and checkout: the whole order is
	 * undone, including the stock already taken for earlier lines.
	 */
	public function test_running_out_of_stock_at_checkout_undoes_everything(): void {
		$store = $this->store();
		$first = $this->simple( 1000, 5 );
		$last  = $this->simple( 2000, 1 );
		$store->add_to_cart( self::GUEST, array( 'id' => $first->id, 'quantity' => 2 ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $last->id ) );
		( new ProductRepository() )->reduce_stock( $last->id, 1 );
		$orders = self::rows( 'orders' );
		$items  = self::rows( 'order_items' );

		$error = $this->refused( fn() => $store->place_order( self::GUEST, self::checkout_form() ) );

		$this->assertSame( 'Von „Kaffeetasse“ ist nicht mehr genug auf Lager. Bitte ändere deinen Warenkorb.', $error->getMessage() );
		$this->assertSame( 5, ProductRepository::read_stock( $first->id ), 'Stock of the first line is back.' );
		$this->assertSame( array( $orders, $items ), array( self::rows( 'orders' ), self::rows( 'order_items' ) ) );
		$this->assertCount( 2, $store->cart( self::GUEST )->items, 'The cart is kept.' );
	}

	public function test_order_status_machine_refuses_illegal_transitions(): void {
		$this->assertTrue( OrderStatus::can( 'pending', 'processing' ) );
		$this->assertTrue( OrderStatus::can( 'pending', 'failed' ) );
		$this->assertTrue( OrderStatus::can( 'failed', 'pending' ) );
		$this->assertTrue( OrderStatus::can( 'completed', 'refunded' ) );
		$this->assertFalse( OrderStatus::can( 'pending', 'refunded' ), 'Nothing was paid.' );
		$this->assertFalse( OrderStatus::can( 'cancelled', 'processing' ) );
		$this->assertFalse( OrderStatus::can( 'refunded', 'completed' ) );
		$this->assertFalse( OrderStatus::can( 'completed', 'pending' ) );

		$store = $this->store();
		$mug   = $this->simple( 1990, 5 );
		$store->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 2 ) );
		$order = $store->place_order( self::GUEST, self::checkout_form() );

		$error = $this->refused( fn() => $store->update_order_status( $order->id, 'refunded' ) );
		$this->assertSame( 'Eine Bestellung kann nicht von „Zahlung ausstehend“ zu „Erstattet“ wechseln.', $error->getMessage() );
		$this->assertSame( 'pending', $store->order( $order->id )->status );

		$this->assertSame( 'failed', $store->update_order_status( $order->id, 'failed' )->status );
		$this->assertSame( 3, ProductRepository::read_stock( $mug->id ), 'A failed payment keeps the units for a retry.' );
		$this->assertSame( 'cancelled', $store->update_order_status( $order->id, 'cancelled' )->status );
		$this->assertSame( 5, ProductRepository::read_stock( $mug->id ), 'Cancelling puts the stock back.' );
		$this->assertSame( 'vitrine_illegal_transition', $this->refused( fn() => $store->update_order_status( $order->id, 'pending' ) )->error_code );
	}

	public function test_payment_records_provider_data_and_a_second_capture_is_refused(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form() );
		$payer = array( 'email_address' => 'erika@example.org', 'name' => array( 'given_name' => 'Erika', 'surname' => 'Mustermann' ) );

		$store->set_provider_order( $order->id, '5O190127TN364715T', $payer );
		$this->assertSame( $order->id, $store->order_by_provider_order_id( '5O190127TN364715T' )->id );
		$this->assertSame( $order->id, $store->order_for_payment( $order->id, $order->order_key )->id );
		$this->assertSame( 'vitrine_no_order', $this->refused( fn() => $store->order_for_payment( $order->id, 'vo_wrong' ) )->error_code );

		$paid = $store->complete_payment( $order->id, '3C679366HH908993F' );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status, 'Shipped goods wait for shipping.' );
		$this->assertSame( '3C679366HH908993F', $paid->transaction_id );
		$this->assertSame( $payer, $paid->payer );

		$error = $this->refused( fn() => $store->complete_payment( $order->id, 'OTHER' ) );
		$this->assertSame( 'Diese Bestellung muss nicht mehr bezahlt werden.', $error->getMessage() );
		$this->assertSame( '3C679366HH908993F', $store->order( $order->id )->transaction_id );
		$this->assertSame( 'vitrine_order_paid', $this->refused( fn() => $store->order_for_payment( $order->id, $order->order_key ) )->error_code );
	}

	/**
	 * §3.3: the subscription's next payment is the end of the trial; month
	 * ends and leap years through a real order.
	 */
	public function test_an_order_with_a_subscription_creates_it_and_payment_activates_it(): void {
		$store = $this->store( '2028-02-20' );
		$user  = $this->log_in_as( 'subscriber' );
		$box   = $this->box_subscription();
		$store->add_to_cart( 'user:' . $user, array( 'id' => $box->id ) );
		$order = $store->place_order( 'user:' . $user, self::checkout_form(), $user );

		$subscriptions = $store->subscriptions( 0, $order->id );
		$this->assertCount( 1, $subscriptions );
		$subscription = $subscriptions[0];
		$this->assertSame( Subscription::PENDING, $subscription->status );
		$this->assertSame( $user, $subscription->customer_id );
		$this->assertSame( 2990, $subscription->recurring_amount );
		$this->assertSame( '2028-02-20', $subscription->start_date );
		$this->assertSame( '2028-03-05', $subscription->trial_end );
		$this->assertSame( '2028-03-05', $subscription->next_payment );
		$this->assertSame( 500, $order->total, 'Only the sign-up fee; no shipping for a digital box.' );
		$this->assertSame( '', $order->shipping_rate );
		$this->assertSame( 'https://example.org/konto/abos/' . $subscription->id, $subscription->view_url( 'https://example.org/konto/abos' ) );

		$this->assertSame( OrderStatus::COMPLETED, $store->complete_payment( $order->id, 'TX1' )->status );
		$this->assertSame( Subscription::ACTIVE, $store->subscription( $subscription->id )->status );
		$this->assertCount( 1, $store->subscriptions( $user ) );

		$this->assertSame( 'on-hold', $store->update_subscription_status( $subscription->id, 'on-hold' )->status );
		$this->assertSame( 'Das Abo kann so nicht geändert werden.', $this->refused( fn() => $store->update_subscription_status( $subscription->id, 'pending' ) )->getMessage() );
		$store->update_order_status( $order->id, 'refunded' );
		$this->assertSame( Subscription::CANCELLED, $store->subscription( $subscription->id )->status );
		$this->assertNull( $store->subscription( $subscription->id )->next_payment );
	}

	public function test_without_trial_the_next_payment_is_one_period_later_at_the_month_end(): void {
		$store   = $this->store( '2027-01-31' );
		$monthly = $this->newsletter( $store );
		$store->add_to_cart( self::GUEST, array( 'id' => $monthly->id ) );
		$order        = $store->place_order( self::GUEST, self::checkout_form() + array( 'createaccount' => '1' ) );
		$subscription = $store->subscriptions( $order->customer_id, $order->id )[0];

		$this->assertSame( 300, $order->total );
		$this->assertNull( $subscription->trial_end );
		$this->assertSame( '2027-02-28', $subscription->next_payment );
	}

	public function test_a_guest_buys_a_subscription_only_with_an_account(): void {
		$store   = $this->store();
		$monthly = $this->newsletter( $store );
		$store->add_to_cart( self::GUEST, array( 'id' => $monthly->id ) );

		try {
			$store->place_order( self::GUEST, self::checkout_form() );
			$this->fail( 'A guest subscription nobody could manage was placed.' );
		} catch ( StoreException $error ) {
			$this->assertSame( 'Für ein Abo brauchst du ein Kundenkonto: Bitte wähle „Konto erstellen“ oder melde dich an.', $error->errors['createaccount'] );
		}
		$this->assertCount( 1, $store->cart( self::GUEST )->items, 'The cart is kept.' );

		$order = $store->place_order( self::GUEST, self::checkout_form() + array( 'createaccount' => '1' ) );
		$this->assertGreaterThan( 0, $order->customer_id );
		$this->assertCount( 1, $store->subscriptions( $order->customer_id, $order->id ) );
	}

	public function test_create_account_makes_a_customer_and_refuses_a_known_email(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple( 1990 )->id ) );
		$existing = $this->log_in_as( 'subscriber' );
		wp_set_current_user( 0 );
		$known = get_userdata( $existing )->user_email;

		$error = $this->refused( fn() => $store->place_order( self::GUEST, self::checkout_form( array( 'createaccount' => '1', 'billing_email' => $known ) ) ) );
		$this->assertSame( 'Es gibt schon ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an.', $error->errors['billing_email'] );

		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'createaccount' => '1', 'billing_email' => 'neu@example.org' ) ) );
		$user  = get_user_by( 'email', 'neu@example.org' );
		$this->assertNotFalse( $user );
		$this->assertSame( $user->ID, $order->customer_id );
		$this->assertSame( 'Erika', $user->first_name );
	}

	public function test_saved_payment_tokens_belong_to_their_user(): void {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		$other = $this->log_in_as( 'subscriber' );
		$card  = array(
			'gateway'           => 'ppcp-credit-card-gateway',
			'provider_token_id' => '8kk8451t',
			'brand'             => 'Visa',
			'last_digits'       => '4242',
			'expiry_month'      => 11,
			'expiry_year'       => 2026,
		);

		$token = $store->save_payment_token( $user, $card );
		$this->assertSame( array( 'visa', '4242', 11, 2026, true ), array( $token->brand, $token->last_digits, $token->expiry_month, $token->expiry_year, $token->is_default ) );
		$this->assertSame( $token->id, $store->save_payment_token( $user, $card )->id, 'Saving the same token again keeps one.' );
		$wallet = $store->save_payment_token( $user, array( 'gateway' => 'ppcp-gateway', 'provider_token_id' => 'wallet-1', 'brand' => 'paypal' ) );
		$this->assertFalse( $wallet->is_default );
		$this->assertCount( 2, $store->payment_tokens( $user ) );
		$this->assertSame( array(), $store->payment_tokens( $other ) );

		$this->assertSame( 'vitrine_card_expired', $this->refused( fn() => $store->save_payment_token( $user, array_merge( $card, array( 'provider_token_id' => 'old', 'expiry_month' => 10 ) ) ) )->error_code );
		$this->assertSame( 'vitrine_invalid_token', $this->refused( fn() => $store->save_payment_token( $user, array_merge( $card, array( 'provider_token_id' => 'x', 'last_digits' => '42' ) ) ) )->error_code );

		$this->assertSame( 'Diese Zahlungsart gibt es nicht.', $this->refused( fn() => $store->delete_payment_token( $other, $token->id ) )->getMessage() );
		$store->delete_payment_token( $user, $token->id );
		$left = $store->payment_tokens( $user );
		$this->assertSame( array( $wallet->id ), array_map( fn( $t ) => $t->id, $left ) );
		$this->assertTrue( $left[0]->is_default, 'The next token becomes the default.' );
	}

	public function test_changing_a_subscriptions_payment_method_needs_the_owners_token(): void {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		$store->add_to_cart( 'user:' . $user, array( 'id' => $this->box_subscription()->id ) );
		$order        = $store->place_order( 'user:' . $user, self::checkout_form(), $user );
		$subscription = $store->subscriptions( $user )[0];
		$token        = $store->save_payment_token( $user, array( 'gateway' => 'ppcp-gateway', 'provider_token_id' => 'wallet-2', 'brand' => 'paypal' ) );
		$stranger     = $this->log_in_as( 'subscriber' );

		$this->assertSame( 'vitrine_no_subscription', $this->refused( fn() => $store->change_subscription_payment_method( $subscription->id, $stranger, $token->id ) )->error_code );
		$changed = $store->change_subscription_payment_method( $subscription->id, $user, $token->id );
		$this->assertSame( $token->id, $changed->payment_token_id );
		$this->assertFalse( $changed->manual_renewal );
		$this->assertSame( $order->id, $changed->order_id );
	}
}
