<?php
/**
 * A cart line holds at most 9,999 units.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * Every path that adds to a line: the product form, change_cart with add,
 * the simulation, and the merge of a guest cart on login.
 */
final class CartLineLimitTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:' . 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

	public function test_adding_past_9999_to_a_line_is_refused_in_german_and_the_line_is_kept(): void {
		$store = $this->store();
		$cup   = $this->simple( 100 );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 9998 ) );

		$error = $this->refused( fn() => $store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 2 ) ) );
		$this->assertSame( 'vitrine_invalid_quantity', $error->error_code );
		$this->assertSame( 'Du hast schon 9998 Stück dieses Produkts im Warenkorb; eine Zeile im Warenkorb fasst höchstens 9999.', $error->getMessage() );
		$this->assertSame( array( 9998 ), array_column( $store->cart( self::GUEST )->items, 'quantity' ) );

		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 1 ) );
		$this->assertSame( array( 9999 ), array_column( $store->cart( self::GUEST )->items, 'quantity' ), 'Up to the limit is fine.' );
		$this->refused( fn() => $store->add_lines_to_cart( self::GUEST, array( array( 'id' => $cup->id ) ) ) );
	}

	public function test_merging_a_guest_cart_on_login_caps_the_line_at_9999(): void {
		$store = $this->store();
		$cup   = $this->simple( 100 );
		$user  = $this->log_in_as( 'subscriber' );
		$store->add_to_cart( 'user:' . $user, array( 'id' => $cup->id, 'quantity' => 9999 ) );
		$store->add_to_cart( self::GUEST, array( 'id' => $cup->id, 'quantity' => 9999 ) );

		$cart = $store->merge_guest_cart( self::GUEST, $user );
		$this->assertSame( array( 9999 ), array_values( array_column( $cart->items, 'quantity' ) ), 'Nobody asked for more at login, so nothing is refused there.' );
	}
}
