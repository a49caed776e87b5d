<?php
/**
 * A provider order belongs to one order (the database key), and attempts move on once.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\StoreException;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Store\DatabaseStore::set_provider_order
 * @covers \Vitrine\Store\DatabaseStore::next_payment_attempt
 */
final class ProviderOrderLinkTest extends TestCase {

	use StoreFixtures;

	/**
	 * The second order that names the same provider order is refused; the
	 * provider order keeps finding the first.
	 */
	public function test_a_provider_order_cannot_belong_to_two_orders(): void {
		$store = $this->store();
		$mug   = $this->simple( 990, null, false );
		$store->add_to_cart( 'guest:link-a-abcdefghijklmnopqrstuvwxyz', array( 'id' => $mug->id ) );
		$store->add_to_cart( 'guest:link-b-abcdefghijklmnopqrstuvwxyz', array( 'id' => $mug->id, 'quantity' => 2 ) );
		$first  = $store->order_from_cart( 'guest:link-a-abcdefghijklmnopqrstuvwxyz', 0, 'ppcp-gateway' );
		$second = $store->order_from_cart( 'guest:link-b-abcdefghijklmnopqrstuvwxyz', 0, 'ppcp-gateway' );

		$store->set_provider_order( $first->id, 'PROVIDER-1' );
		$store->set_provider_order( $first->id, 'PROVIDER-1' ); // The same link again is fine.
		try {
			$store->set_provider_order( $second->id, 'PROVIDER-1' );
			$this->fail( 'A second order took the provider order.' );
		} catch ( StoreException $error ) {
			$this->assertSame( 'vitrine_provider_order_taken', $error->error_code );
		}
		$this->assertSame( $first->id, $store->order_by_provider_order_id( 'PROVIDER-1' )->id );
		$this->assertSame( '', $store->order( $second->id )->provider_order_id );
	}

	/**
	 * Of two requests reporting the same failed attempt, one moves it on.
	 */
	public function test_the_payment_attempt_moves_on_once_per_failure(): void {
		$store = $this->store();
		$store->add_to_cart( 'guest:attempt-abcdefghijklmnopqrstuvwxyz', array( 'id' => $this->simple( 990, null, false )->id ) );
		$order = $store->order_from_cart( 'guest:attempt-abcdefghijklmnopqrstuvwxyz', 0, 'ppcp-gateway' );
		$this->assertSame( 1, $order->payment_attempt );

		$store->next_payment_attempt( $order->id, 1 );
		$again = $store->next_payment_attempt( $order->id, 1 );

		$this->assertSame( 2, $again->payment_attempt );
	}
}
