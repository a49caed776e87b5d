<?php
/**
 * Paying from a product page for each kind of demo product (§2.4 product
 * context, §3.6 lines, §4.5, §4.9, §2.6): the lines the page's form sends
 * (src/store/test/product-lines.test.ts proves the form → lines step) go
 * through change_cart, then create_order and approve_order through the
 * Router against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\Payment\PaymentTestCase;
use Vitrine\Tests\Shop\ShopCalls;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once dirname( __DIR__, 2 ) . '/Shop/ShopCalls.php';

/**
 * The demo products as the e2e site has them (tools/site/demo.php seeds the
 * test site too): a paid order, one capture, the cart empty, the order
 * owned by the customer who paid.
 *
 * @covers \Vitrine\Shop\Endpoints\ChangeCart
 * @covers \Vitrine\Payment\Endpoints\CreateOrder
 * @covers \Vitrine\Payment\Endpoints\ApproveOrder
 */
final class ProductPagePaymentTest extends PaymentTestCase {

	use ShopCalls;

	/**
	 * A demo product's ID by slug.
	 *
	 * @param string $slug Slug.
	 */
	private static function demo( string $slug ): int {
		$post = get_page_by_path( $slug, OBJECT, ProductRepository::POST_TYPE );
		self::assertNotNull( $post, "Demo product {$slug} is missing." );
		return (int) $post->ID;
	}

	/**
	 * The customer (a user of her own; her orders are hers).
	 */
	private static function customer(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'produktkundin',
				'user_pass'  => 'x',
				'user_email' => 'produktkundin@example.org',
				'first_name' => 'Katrin',
				'last_name'  => 'Sommer',
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * What the product page does once its wallet is clicked and the payer
	 * approves: change_cart with the form's lines, create_order in the
	 * product context, approval in the pop-up, approve_order.
	 *
	 * @param array<int, array<string, mixed>> $lines   §3.6 lines.
	 * @param int                              $user    Logged-in user, 0 for a guest.
	 * @return Order The order once approve_order answered.
	 */
	private function pay_from_product_page( array $lines, int $user = 0 ): Order {
		$session  = $user > 0 ? 'user:' . $user : self::GUEST;
		$caller   = new Caller( $user, $session );
		$services = $this->services();

		$changed = $this->shop_router( $session, $user )->answer(
			Request::json(
				'change_cart',
				array(
					'nonce'    => Router::nonce( 'change_cart' ),
					'products' => $lines,
				)
			)
		);
		$this->assertSame( 200, $changed['status'], wp_json_encode( $changed['body'] ) );

		$created = $this->post(
			$services,
			'create_order',
			array(
				'purchase_units' => array(),
				'payer'          => null,
				'bn_code'        => 'Vitrine_Product',
				'payment_method' => 'ppcp-gateway',
				'funding_source' => 'paypal',
				'context'        => 'product',
			),
			$caller
		);
		$this->assertSame( 200, $created['status'], wp_json_encode( $created['body'] ) );
		$provider_order_id = (string) $created['body']['data']['id'];

		$this->approve( $provider_order_id );
		$approved = $this->post(
			$services,
			'approve_order',
			array(
				'order_id'               => $provider_order_id,
				'funding_source'         => 'paypal',
				'should_create_wc_order' => true,
			),
			$caller
		);
		$this->assertSame( 200, $approved['status'], wp_json_encode( $approved['body'] ) );

		$order = $this->shop->order_by_provider_order_id( $provider_order_id );
		$this->assertSame( \Vitrine\Shop\ShopPages::received_url( $order ), $approved['body']['data']['order_received_url'] );
		$this->assertContains( $order->status, array( OrderStatus::PROCESSING, OrderStatus::COMPLETED ), 'Paid: processing, or completed when nothing is shipped.' );
		$this->assertCount( 1, $this->processed_captures( $provider_order_id ), 'Exactly one capture.' );
		$this->assertTrue( $this->shop->cart( $session )->is_empty(), 'The paid lines left the cart.' );
		$this->assertSame( $user, $order->customer_id );
		return $order;
	}

	/**
	 * The names of an order's lines.
	 *
	 * @param Order $order Order.
	 * @return array<int, string>
	 */
	private static function names( Order $order ): array {
		return array_map( static fn( array $item ): string => (string) $item['name'], $order->items );
	}

	/**
	 * Formerly the e2e pay-product-variable tests: size L of the shirt.
	 */
	public function test_a_guest_and_the_customer_pay_for_the_chosen_variation(): void {
		$line = array(
			'id'         => self::demo( 'vitrine-shirt' ),
			'quantity'   => 1,
			'variations' => array(
				array(
					'name'  => 'attribute_groesse',
					'value' => 'L',
				),
			),
			'extra'      => array(),
		);
		foreach ( array( 0, self::customer() ) as $user ) {
			$order = $this->pay_from_product_page( array( $line ), $user );
			$this->assertSame( 3180, $order->total, 'L: 26,90 € + 4,90 € shipping.' );
			$this->assertCount( 1, $order->items );
			$this->assertStringContainsString( 'Vitrine-Shirt', self::names( $order )[0] );
			$this->assertNotSame( 0, $order->items[0]['variation_id'], 'The variation is the one paid for.' );
		}
	}

	/**
	 * Formerly the e2e vat test of a wallet payment (§3.6): two shirts in L
	 * from their page send net items with their tax that add up, shipping
	 * gross; the provider accepts the order and it is captured once.
	 * 2 × 26,90 € include 8,59 € (rounded once for the line), so one shirt
	 * is 22,60 € + 4,30 € and the other 22,61 € + 4,29 €.
	 */
	public function test_a_wallet_payment_sends_net_items_with_their_tax_that_add_up_and_is_captured_once(): void {
		$order = $this->pay_from_product_page(
			array(
				array(
					'id'         => self::demo( 'vitrine-shirt' ),
					'quantity'   => 2,
					'variations' => array(
						array(
							'name'  => 'attribute_groesse',
							'value' => 'L',
						),
					),
					'extra'      => array(),
				),
			)
		);
		// 2 × 26,90 € include 8,59 €, the 4,90 € shipping 0,78 €.
		$this->assertSame( 937, $order->tax_total() );

		$unit = $this->control( 'GET', 'orders/' . $order->provider_order_id )['purchase_units'][0];
		$this->assertSame( 'EUR', $unit['amount']['currency_code'] );
		$this->assertSame( '58.70', $unit['amount']['value'] );
		$this->assertSame( '45.21', $unit['amount']['breakdown']['item_total']['value'] );
		$this->assertSame( '8.59', $unit['amount']['breakdown']['tax_total']['value'] );
		$this->assertSame( '4.90', $unit['amount']['breakdown']['shipping']['value'] );
		$this->assertSame(
			array( array( '1', '22.60', '4.30' ), array( '1', '22.61', '4.29' ) ),
			array_map( static fn( array $item ): array => array( $item['quantity'], $item['unit_amount']['value'], $item['tax']['value'] ), $unit['items'] )
		);
	}

	/**
	 * Formerly the e2e pay-product-grouped tests: each quantity[{id}] is a
	 * line of its own product.
	 */
	public function test_a_guest_and_the_customer_pay_for_the_quantities_chosen_in_the_group(): void {
		$mug = self::demo( 'kaffeetasse' );
		foreach ( array( array( 0, 3, 4360 ), array( self::customer(), 1, 1780 ) ) as [ $user, $quantity, $total ] ) {
			$order = $this->pay_from_product_page(
				array(
					array(
						'id'         => $mug,
						'quantity'   => $quantity,
						'variations' => null,
						'extra'      => array(),
					),
				),
				$user
			);
			$this->assertSame( $total, $order->total, "{$quantity} × 12,90 € + 4,90 € shipping." );
			$this->assertSame( array( 'Kaffeetasse' ), self::names( $order ) );
			$this->assertSame( $quantity, $order->items[0]['quantity'] );
		}
	}

	/**
	 * Formerly the e2e pay-product-booking tests: date, time and persons,
	 * paid per person, nothing shipped.
	 */
	public function test_a_guest_and_the_customer_pay_for_the_booked_date_time_and_persons(): void {
		$tour = self::demo( 'stadtfuehrung' );
		foreach ( array( array( 0, '3', 3600 ), array( self::customer(), '2', 2400 ) ) as [ $user, $persons, $total ] ) {
			$order = $this->pay_from_product_page(
				array(
					array(
						'id'         => $tour,
						'quantity'   => 1,
						'variations' => null,
						'extra'      => array(),
						'booking'    => array(
							'wc_bookings_field_start_date'      => '2026-12-02',
							'wc_bookings_field_start_date_time' => '14:00',
							'wc_bookings_field_persons'         => $persons,
						),
					),
				),
				$user
			);
			$this->assertSame( $total, $order->total, "{$persons} persons × 12 €, nothing shipped." );
			$this->assertSame( 0, $order->shipping_total );
			$this->assertCount( 1, $order->items );
			$this->assertStringContainsString( 'Stadtführung', self::names( $order )[0] );
		}
	}

	/**
	 * Formerly the e2e pay-product-subscription and -variable-subscription
	 * payments: with manual renewal on, the wallet pays in order mode and
	 * the paid order makes the customer's subscription of the product.
	 */
	public function test_with_manual_renewal_the_customer_pays_for_a_subscription_and_has_it(): void {
		update_option( 'vitrine_manual_renewal', '1' );
		$user = self::customer();
		foreach (
			array(
				array( 'monatsbox', null ),
				array(
					'kaffee-abo',
					array(
						array(
							'name'  => 'attribute_lieferung',
							'value' => 'vierteljährlich',
						),
					),
				),
			) as [ $slug, $variations ]
		) {
			$product = self::demo( $slug );
			$order   = $this->pay_from_product_page(
				array(
					array(
						'id'         => $product,
						'quantity'   => 1,
						'variations' => $variations,
						'extra'      => array(),
					),
				),
				$user
			);
			$subscriptions = $this->shop->subscriptions( 0, $order->id );
			$this->assertCount( 1, $subscriptions, "{$slug}: one subscription from the paid order." );
			$this->assertSame( $product, $subscriptions[0]->product_id );
			$this->assertSame( $user, $subscriptions[0]->customer_id );
			$this->assertTrue( $subscriptions[0]->manual_renewal );
			if ( null !== $variations ) {
				$this->assertNotSame( 0, $subscriptions[0]->variation_id, 'The chosen variation.' );
			}
		}
	}

	/**
	 * Formerly the e2e pay-product-subscription's page checks: the demo's
	 * settings (vaulting off, manual renewal off) tell a subscription page
	 * so; with manual renewal on, a guest's page says she is not logged in
	 * (src/payment/rules/test/visibility.test.ts proves which of these
	 * render buttons).
	 */
	public function test_a_subscription_page_tells_vaulting_manual_renewal_and_login(): void {
		$user = self::customer();
		foreach ( array( 'monatsbox', 'kaffee-abo' ) as $slug ) {
			$page   = array( 'product_id' => self::demo( $slug ) );
			$config = self::page_config( $this->shop, 'product', 'user:' . $user, $user, $page, array( 'vaulting' => false ) );
			$this->assertFalse( $config['vaultingEnabled'], $slug );
			$this->assertSame( '', $config['manualRenewalEnabled'], $slug );
		}
		update_option( 'vitrine_manual_renewal', '1' );
		foreach ( array( 'monatsbox', 'kaffee-abo' ) as $slug ) {
			$config = self::page_config( $this->shop, 'product', '', 0, array( 'product_id' => self::demo( $slug ) ) );
			$this->assertSame( '1', $config['manualRenewalEnabled'], $slug );
			$this->assertFalse( $config['user']['is_logged'], $slug );
		}
	}
}
