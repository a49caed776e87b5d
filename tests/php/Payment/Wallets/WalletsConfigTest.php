<?php
/**
 * The mobile wallets' page object and SDK components (§9.3 ppcp-applepay,
 * ppcp-googlepay; §3.11 url_params components).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Wallets;

use Vitrine\Payment\Config\Builder;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Wallets\PageConfig;
use Vitrine\Payment\Wallets\Printer;
use Vitrine\Payment\Wallets\Wallets;
use Vitrine\Provider\Settings;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Wallets\Wallets
 * @covers \Vitrine\Payment\Wallets\PageConfig
 * @covers \Vitrine\Payment\Wallets\Printer
 */
final class WalletsConfigTest extends TestCase {
	use StoreFixtures;

	/**
	 * Defaults with both wallets switched on.
	 *
	 * @param array<string, mixed> $more Further settings.
	 * @return array<string, mixed>
	 */
	private static function both( array $more = array() ): array {
		return $more + array(
			'method_applepay'  => true,
			'method_googlepay' => true,
			'client_id'        => 'shop-client',
			'emulator_url'     => 'http://127.0.0.1:8891',
		) + self::CONNECTED + Settings::defaults();
	}

	public function test_no_wallet_switched_on_prints_no_object(): void {
		$this->assertNull( PageConfig::build( Settings::defaults(), 'Vitrine' ) );
		$this->assertSame( array(), Wallets::enabled( Settings::defaults() ) );
		$this->assertSame( array(), Wallets::enabled( array( 'client_id' => '' ) + self::both() ), 'no provider set up, no wallet' );
	}

	public function test_each_switched_on_wallet_has_its_gateway_wrapper_and_style(): void {
		$config = PageConfig::build( self::both(), 'Kaffeerösterei' );
		$this->assertSame( 'Kaffeerösterei', $config['merchant_name'] );
		$this->assertSame(
			array(
				'gateway'        => 'ppcp-applepay',
				'funding_source' => 'applepay',
				'wrapper'        => '#ppc-button-ppcp-applepay',
				'color'          => 'black',
				'type'           => 'pay',
			),
			$config['applepay']
		);
		$this->assertSame( 'ppcp-googlepay', $config['googlepay']['gateway'] );
		$this->assertSame( '#ppc-button-ppcp-googlepay', $config['googlepay']['wrapper'] );
		$this->assertSame( 'default', $config['googlepay']['color'] );
		$only_google = PageConfig::build( array( 'method_applepay' => false ) + self::both(), 'Vitrine' );
		$this->assertArrayNotHasKey( 'applepay', $only_google, 'a wallet switched off is not offered' );
	}

	public function test_google_uses_the_emulators_stand_in_and_test_environment_unless_live(): void {
		$emulated = PageConfig::build( self::both( array( 'environment' => 'emulator' ) ), 'Vitrine' )['googlepay'];
		$this->assertSame( 'http://127.0.0.1:8891/sdk/googlepay/pay.js', $emulated['script_url'] );
		$this->assertSame( 'TEST', $emulated['environment'] );
		$sandbox = PageConfig::build( self::both( array( 'environment' => 'sandbox' ) ), 'Vitrine' )['googlepay'];
		$this->assertSame( 'https://pay.google.com/gp/p/js/pay.js', $sandbox['script_url'], 'real credentials: Google\'s own script' );
		$this->assertSame( 'TEST', $sandbox['environment'] );
		$live = PageConfig::build( self::both( array( 'environment' => 'live' ) ), 'Vitrine' )['googlepay'];
		$this->assertSame( 'PRODUCTION', $live['environment'] );
	}

	public function test_unknown_button_styles_fall_back_and_a_long_shop_name_is_cut(): void {
		$config = PageConfig::build(
			self::both(
				array(
					'applepay_button_color'  => '"><script>',
					'googlepay_button_type'  => 'buy',
					'googlepay_button_color' => 'white',
				)
			),
			str_repeat( 'x', 200 )
		);
		$this->assertSame( 'black', $config['applepay']['color'] );
		$this->assertSame( 'buy', $config['googlepay']['type'] );
		$this->assertSame( 'white', $config['googlepay']['color'] );
		$this->assertSame( 64, mb_strlen( $config['merchant_name'] ) );
	}

	public function test_the_sdk_loads_the_wallet_components_only_on_checkout_and_pay_for_order(): void {
		$builder  = new Builder( $this->store(), self::both(), array( 'redirect' => '', 'view_subscriptions_page' => '', 'payment_methods_page' => '' ), array() );
		$checkout = explode( ',', $builder->build( Ids::CONTEXT_CHECKOUT, '', 0 )['url_params']['components'] );
		$this->assertContains( 'applepay', $checkout );
		$this->assertContains( 'googlepay', $checkout );
		$this->assertContains( 'buttons', $checkout, 'one SDK load carries every component' );
		$cart = explode( ',', $builder->build( Ids::CONTEXT_CART, '', 0 )['url_params']['components'] );
		$this->assertNotContains( 'applepay', $cart );
		$this->assertNotContains( 'googlepay', $cart );
		$this->assertSame( array( 'googlepay' ), Wallets::components( array( 'method_googlepay' => true ) + self::CONNECTED + Settings::defaults(), Ids::CONTEXT_PAY_NOW ) );
	}

	public function test_the_printer_prints_only_for_checkout_and_pay_now(): void {
		$printer = new Printer( static fn(): array => self::both() );
		$this->assertNull( $printer->config( null ) );
		$this->assertNull( $printer->config( Ids::CONTEXT_PRODUCT ) );
		$this->assertNotNull( $printer->config( Ids::CONTEXT_CHECKOUT ) );
		$this->assertNotNull( $printer->config( Ids::CONTEXT_PAY_NOW ) );
	}
}
