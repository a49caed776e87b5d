<?php
/**
 * The peer-to-peer wallet's switch reaches the SDK's funding lists (§3.11 url_params, §9.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Payment\Config\Script;
use Vitrine\Provider\Settings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Payment\Config\Script::url_params
 * @covers \Vitrine\Provider\Settings
 */
final class VenmoSettingTest extends TestCase {

	public function test_venmo_is_off_by_default_and_then_disabled_in_the_sdk(): void {
		$this->assertFalse( Settings::defaults()['venmo'] );
		$params = Script::url_params( Settings::defaults(), 'USD', false );
		$this->assertSame( array( 'card', 'venmo' ), explode( ',', $params['disable-funding'] ) );
		$this->assertNotContains( 'venmo', explode( ',', $params['enable-funding'] ) );
	}

	public function test_switched_on_it_is_enabled_and_the_provider_decides_the_eligibility(): void {
		$settings = array( 'venmo' => true ) + Settings::defaults();
		foreach ( array( 'USD', 'EUR' ) as $currency ) {
			// The same request in every currency: the SDK's isEligible() knows the buyer, the shop does not.
			$params = Script::url_params( $settings, $currency, false );
			$this->assertSame( 'paylater,venmo', $params['enable-funding'], $currency );
			$this->assertSame( 'card', $params['disable-funding'], $currency );
		}
	}

	public function test_the_switch_is_saved_as_a_boolean_like_the_other_checkboxes(): void {
		$this->assertTrue( Settings::sanitize( array( 'venmo' => '1' ), Settings::defaults() )['venmo'] );
		$this->assertFalse( Settings::sanitize( array(), Settings::defaults() )['venmo'] );
		$this->assertFalse( Settings::sanitize( array( 'venmo' => '0' ), Settings::defaults() )['venmo'] );
	}
}
