<?php
/**
 * Claims: one winner across requests, results kept, abandoned claims freed.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Store;

use Vitrine\Store\Claims;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Store\Claims
 */
final class ClaimsTest extends TestCase {

	/**
	 * Only the first claim of a name wins; others see its result once done.
	 */
	public function test_one_request_wins_a_claim_and_the_others_read_its_result(): void {
		$first  = new Claims();
		$second = new Claims();
		$this->assertTrue( $first->claim( 'capture:1:1', 60 ) );
		$this->assertFalse( $second->claim( 'capture:1:1', 60 ) );
		$this->assertSame( Claims::PENDING, $second->get( 'capture:1:1' )['state'] );
		$this->assertNull( $second->wait( 'capture:1:1', 0.0 ), 'Still pending.' );

		$first->complete( 'capture:1:1', '42', 600 );

		$this->assertSame( '42', $second->wait( 'capture:1:1', 1.0 ) );
		$this->assertFalse( $second->claim( 'capture:1:1', 60 ), 'A done claim is not won again before it expires.' );
	}

	/**
	 * A released claim can be won again.
	 */
	public function test_a_released_claim_can_be_won_again(): void {
		$claims = new Claims();
		$this->assertTrue( $claims->claim( 'checkout:abc', 60 ) );
		$claims->release( 'checkout:abc' );
		$this->assertNull( $claims->get( 'checkout:abc' ) );
		$this->assertTrue( $claims->claim( 'checkout:abc', 60 ) );
	}

	/**
	 * A pending claim whose holder died is taken over after its expiry, by
	 * one request only.
	 */
	public function test_an_abandoned_claim_is_taken_over_once_after_it_expired(): void {
		$now    = 1000;
		$clock  = static function () use ( &$now ): int {
			return $now;
		};
		$claims = new Claims( $clock );
		$this->assertTrue( $claims->claim( 'capture:2:1', 60 ) );
		$now = 1059;
		$this->assertFalse( $claims->claim( 'capture:2:1', 60 ), 'Not before it expired.' );
		$now = 1061;
		$this->assertTrue( $claims->claim( 'capture:2:1', 60 ) );
		$this->assertFalse( ( new Claims( $clock ) )->claim( 'capture:2:1', 60 ), 'Only one takes it over.' );
	}

	/**
	 * Long names are stored by their hash; purge removes expired claims.
	 */
	public function test_long_names_work_and_purge_removes_expired_claims(): void {
		$now    = 5000;
		$claims = new Claims(
			static function () use ( &$now ): int {
				return $now;
			}
		);
		$long = 'cart-order:' . str_repeat( 'x', 200 );
		$this->assertTrue( $claims->claim( $long, 10 ) );
		$this->assertFalse( $claims->claim( $long, 10 ) );
		global $wpdb;
		$table = \Vitrine\Store\Database::table( 'claims' );
		$this->assertLessThanOrEqual( 64, (int) $wpdb->get_var( "SELECT MAX(LENGTH(claim_key)) FROM {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$now = 6000;
		$claims->purge();
		$this->assertSame( '0', (string) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE expires_at < 6000" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
