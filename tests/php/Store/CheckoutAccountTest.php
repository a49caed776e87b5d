<?php
/**
 * The account a guest creates at checkout ("Konto erstellen", §6), seen
 * from the parts that come after it: her next checkout and her login.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Account\AccountPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Store\DatabaseStore
 */
final class CheckoutAccountTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:ZYXWVUTSRQPONMLKJIHGFEDCBA543210';

	/** @var array<int, array<string, mixed>> Mails WordPress would have sent. */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		parent::tearDown();
	}

	/**
	 * Keeps a mail instead of sending it.
	 *
	 * @param mixed                $short Short-circuit value.
	 * @param array<string, mixed> $atts  wp_mail() arguments.
	 */
	public function catch_mail( $short, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	public function test_the_new_customer_finds_her_address_filled_in_at_her_next_checkout(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$order = $store->place_order( self::GUEST, self::checkout_form( array( 'createaccount' => '1', 'billing_email' => 'clara@example.org', 'billing_first_name' => 'Clara', 'billing_city' => 'Leipzig', 'billing_postcode' => '04109', 'order_comments' => 'Bitte klingeln.' ) ) );
		$user  = $order->customer_id;
		$this->assertGreaterThan( 0, $user );

		$this->assertSame( 'Leipzig', get_user_meta( $user, 'billing_city', true ) );
		$this->assertSame( '04109', get_user_meta( $user, 'billing_postcode', true ) );
		$this->assertSame( 'Heidestraße 17', get_user_meta( $user, 'billing_address_1', true ) );
		$this->assertSame( '+49 30 1234567', get_user_meta( $user, 'billing_phone', true ) );
		$this->assertSame( '', get_user_meta( $user, 'billing_order_comments', true ), 'An order note is no address.' );

		wp_set_current_user( $user );
		$store->add_to_cart( 'user:' . $user, array( 'id' => $this->simple()->id ) );
		$html = CheckoutPage::render( $store, 'user:' . $user, $user );
		$this->assertStringContainsString( 'value="Leipzig"', $html );
		$this->assertStringContainsString( 'value="Heidestraße 17"', $html );
		$this->assertStringContainsString( 'value="clara@example.org"', $html );
	}

	public function test_the_new_customer_gets_wordpress_link_to_set_her_password(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$store->place_order( self::GUEST, self::checkout_form( array( 'createaccount' => '1', 'billing_email' => 'clara@example.org' ) ) );

		$to_her = array_values( array_filter( $this->mails, static fn( array $mail ): bool => 'clara@example.org' === $mail['to'] ) );
		$this->assertCount( 2, $to_her, 'WordPress\' mail with the password link and the order confirmation.' );
		// The link opens the shop's own new-password form, not wp-login.php.
		$this->assertStringContainsString( '/mein-konto/passwort-vergessen/?key=', (string) $to_her[0]['message'], 'The link to set a password.' );
		$this->assertStringContainsString( 'Deine Bestellung #', (string) $to_her[1]['subject'] );
	}

	public function test_a_refused_order_creates_no_account_and_sends_nothing(): void {
		$store   = $this->store();
		$product = $this->simple( 1990, 1 );
		$store->add_to_cart( self::GUEST, array( 'id' => $product->id ) );
		$this->assertTrue( ( new \Vitrine\Store\ProductRepository() )->reduce_stock( $product->id, 1 ) );

		$this->refused( fn() => $store->place_order( self::GUEST, self::checkout_form( array( 'createaccount' => '1', 'billing_email' => 'clara@example.org' ) ) ) );

		$this->assertFalse( get_user_by( 'email', 'clara@example.org' ) );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * Formerly the e2e shop-journey tests of the variable subscription
	 * (§3.3), per variation: monthly with a 7-day trial, quarterly
	 * synchronised to the 1st. The product page's promise (its variation's
	 * first_payment_html) is what her new account's /mein-konto/abos/ shows
	 * after a transfer order, and once the admin marks the transfer paid the
	 * subscription is active with that date as its next payment.
	 */
	public function test_each_kaffee_abo_variation_ends_under_my_account_with_the_first_payment_its_page_promised(): void {
		$abo   = (int) get_page_by_path( 'kaffee-abo', OBJECT, ProductRepository::POST_TYPE )->ID;
		$store = $this->store( '2026-11-22' );
		foreach ( $store->variations( $abo ) as $i => $variation ) {
			$delivery = (string) $variation['attributes']['attribute_lieferung'];
			$promised = html_entity_decode( wp_strip_all_tags( (string) $variation['first_payment_html'] ) );
			$this->assertMatchesRegularExpression( '/^Erste Zahlung: \d{1,2}\. \S+ \d{4}$/', $promised, $delivery );
			$date = substr( $promised, strlen( 'Erste Zahlung: ' ) );

			$session = 'guest:kaffeeabo' . $i . 'QRSTUVWXYZ0123456789abcdefgh';
			$store->add_to_cart(
				$session,
				array(
					'id'         => $abo,
					'variations' => array(
						array(
							'name'  => 'attribute_lieferung',
							'value' => $delivery,
						),
					),
				)
			);
			$order = $store->place_order( $session, self::checkout_form( array( 'payment_method' => 'bacs', 'createaccount' => '1', 'billing_email' => "abo{$i}@example.org" ) ) );
			$user  = $order->customer_id;
			$this->assertGreaterThan( 0, $user, $delivery );
			$subscription = $store->subscriptions( $user, $order->id )[0];
			$page         = new AccountPage( $store );
			wp_set_current_user( $user );
			$list = $page->render(
				$user,
				array(
					'section' => 'subscriptions',
					'id'      => 0,
				)
			);
			$this->assertStringContainsString( 'Kaffee-Abo', $list, $delivery );
			$this->assertStringContainsString( $date, $list, $delivery );
			$view = wp_strip_all_tags(
				$page->render(
					$user,
					array(
						'section' => 'subscriptions',
						'id'      => $subscription->id,
					)
				)
			);
			$this->assertStringContainsString( '#' . $order->id, $view, $delivery );
			$this->assertStringContainsString( $date, $view, $delivery );

			// What the admin's "Status ändern" does (Admin\OrdersPage::change_status).
			$store->update_order_status( $order->id, OrderStatus::PROCESSING );
			$view = wp_strip_all_tags(
				$page->render(
					$user,
					array(
						'section' => 'subscriptions',
						'id'      => $subscription->id,
					)
				)
			);
			$this->assertStringContainsString( 'Aktiv', $view, $delivery );
			$this->assertMatchesRegularExpression( '/Nächste Zahlung\s*' . preg_quote( $date, '/' ) . '/u', $view, $delivery );
		}
	}
}
