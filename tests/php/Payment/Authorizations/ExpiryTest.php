<?php
/**
 * The provider's authorization periods.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Authorizations;

use Vitrine\Payment\Authorizations\Expiry;
use Vitrine\Tests\TestCase;

/**
 * §3.11 intent authorize: an authorization holds the funds 29 days, a
 * capture is honoured for sure in the first 3, and the shop flags it from 3
 * days before it expires.
 *
 * @covers \Vitrine\Payment\Authorizations\Expiry
 */
final class ExpiryTest extends TestCase {

	private const MADE = 1800000000;

	public function test_an_authorization_expires_when_the_provider_says_else_after_29_days(): void {
		$this->assertSame( self::MADE + 29 * DAY_IN_SECONDS, Expiry::expires_at( self::MADE, '' ) );
		$this->assertSame( self::MADE + 29 * DAY_IN_SECONDS, Expiry::expires_at( self::MADE, 'not a time' ) );
		$this->assertSame( (int) strtotime( '2027-02-08T10:00:00Z' ), Expiry::expires_at( self::MADE, '2027-02-08T10:00:00Z' ) );
	}

	public function test_honor_period_then_open_then_flagged_from_three_days_before_expiry(): void {
		$expires = Expiry::expires_at( self::MADE, '' );
		$at      = static fn( float $days ): string => Expiry::state( self::MADE, $expires, (int) ( self::MADE + $days * DAY_IN_SECONDS ) );
		$this->assertSame( Expiry::HONOR, $at( 0 ) );
		$this->assertSame( Expiry::HONOR, $at( 2.99 ) );
		$this->assertSame( Expiry::OPEN, $at( 3 ) );
		$this->assertSame( Expiry::OPEN, $at( 25.9 ) );
		$this->assertSame( Expiry::EXPIRING, $at( 26 ) );
		$this->assertSame( Expiry::EXPIRING, $at( 28.99 ) );
		$this->assertSame( Expiry::EXPIRED, $at( 29 ) );
		$this->assertFalse( Expiry::flagged( Expiry::OPEN ) );
		$this->assertFalse( Expiry::flagged( Expiry::HONOR ) );
		$this->assertTrue( Expiry::flagged( Expiry::EXPIRING ) );
		$this->assertTrue( Expiry::flagged( Expiry::EXPIRED ) );
	}

	public function test_the_order_screen_says_each_state_in_german(): void {
		$expires = self::MADE + 29 * DAY_IN_SECONDS;
		$this->assertStringContainsString( 'garantiert', Expiry::message( self::MADE, $expires, self::MADE + 60 ) );
		$this->assertStringContainsString( 'Deckung', Expiry::message( self::MADE, $expires, self::MADE + 10 * DAY_IN_SECONDS ) );
		$this->assertStringContainsString( 'läuft am', Expiry::message( self::MADE, $expires, self::MADE + 27 * DAY_IN_SECONDS ) );
		$this->assertStringContainsString( 'abgelaufen', Expiry::message( self::MADE, $expires, self::MADE + 30 * DAY_IN_SECONDS ) );
	}
}
