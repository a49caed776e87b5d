<?php
/**
 * The §3.11 object embedded in a page: merged from shop and gateway, once.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Plugin;
use Vitrine\Provider\Settings;
use Vitrine\Store\Store;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Config\Printer
 * @covers \Vitrine\Blocks\PaymentButtons
 */
final class PrinterTest extends TestCase {
	use StoreFixtures;

	/**
	 * §3.11, key by key: the type each key of the merged object has.
	 */
	private const TYPES = array(
		'context'                                          => 'string',
		'redirect'                                         => 'string',
		'order_id'                                         => 'integer',
		'client_id'                                        => 'string',
		'currency'                                         => 'string',
		'bn_codes'                                         => 'array',
		'data_client_id'                                   => 'array',
		'button'                                           => 'array',
		'separate_buttons'                                 => 'object',
		'hosted_fields'                                    => 'array',
		'labels'                                           => 'array',
		'messages'                                         => 'array',
		'simulate_cart'                                    => 'array',
		'url_params'                                       => 'array',
		'script_attributes'                                => 'array',
		'data_namespace'                                   => 'string',
		'needShipping'                                     => 'boolean',
		'should_handle_shipping_in_paypal'                 => 'boolean',
		'server_side_shipping_callback'                    => 'array',
		'appswitch'                                        => 'array',
		'final_review_enabled'                             => 'boolean',
		'vaultingEnabled'                                  => 'boolean',
		'vault_v3_enabled'                                 => 'string',
		'enforce_vault'                                    => 'boolean',
		'can_save_vault_token'                             => 'boolean',
		'payer'                                            => 'array',
		'user'                                             => 'array',
		'single_product_buttons_enabled'                   => 'string',
		'mini_cart_buttons_enabled'                        => 'string',
		'productType'                                      => 'string',
		'manualRenewalEnabled'                             => 'string',
		'subscription_plan_id'                             => 'string',
		'variable_paypal_subscription_variations'          => 'array',
		'variable_paypal_subscription_variation_from_cart' => 'string',
		'subscription_product_allowed'                     => 'boolean',
		'cart_contains_subscription'                       => 'boolean',
		'is_free_trial_cart'                               => 'boolean',
		'vaulted_paypal_email'                             => 'string',
		'is_subscription_change_payment_page'              => 'boolean',
		'subscription_id_to_change_payment'                => 'integer',
		'view_subscriptions_page'                          => 'string',
		'payment_methods_page'                             => 'string',
		'verification_method'                              => 'string',
		'error_message'                                    => 'string',
		'save_payment_methods'                             => 'array',
		'early_checkout_validation_enabled'                => 'boolean',
		'basic_checkout_validation_enabled'                => 'boolean',
		'card_fields_enabled'                              => 'boolean',
		'sdk_base_url'                                     => 'string',
		'ajax'                                             => 'array',
		'update_customer_shipping'                         => 'array',
		'store_api_nonce'                                  => 'string',
	);

	/**
	 * Gateway settings with a secret that must never reach a page.
	 *
	 * @param array<string, mixed> $changes Changed settings.
	 * @return array<string, mixed>
	 */
	private static function settings( array $changes = array() ): array {
		return array_merge(
			Settings::defaults(),
			array(
				'environment'   => 'emulator',
				'client_id'     => 'page-client',
				'client_secret' => 'page-secret-value',
				'emulator_url'  => 'http://127.0.0.1:8891',
			),
			$changes
		);
	}

	/**
	 * A listener of our own, on the given store and settings.
	 *
	 * @param Store                $store    Shop.
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	private static function listener( Store $store, array $settings ): Printer {
		return new Printer( static fn(): Store => $store, static fn(): array => $settings, static fn(): array => Plugin::shop_for_config() );
	}

	/**
	 * What print() writes, and the object parsed back from the element.
	 *
	 * @param Printer $listener Listener.
	 * @return array{0: string, 1: array<string, mixed>|null}
	 */
	private static function printed( Printer $listener ): array {
		ob_start();
		$listener->print();
		$html = (string) ob_get_clean();
		return array( $html, self::parse( $html ) );
	}

	/**
	 * The object in the page's element, or null when there is none.
	 *
	 * @param string $html Page HTML.
	 * @return array<string, mixed>|null
	 */
	private static function parse( string $html ): ?array {
		if ( ! preg_match( '#<script type="application/json" id="' . Ids::CONFIG_ELEMENT . '">(.*?)</script>#s', $html, $m ) ) {
			return null;
		}
		$config = json_decode( $m[1], true );
		return is_array( $config ) ? $config : null;
	}

	/**
	 * A logged-in shopper with a name and a product in the cart.
	 *
	 * @return array{0: Store, 1: int, 2: int} Store, user id, product id.
	 */
	private function shopper_with_cart(): array {
		$store   = $this->store();
		$user    = $this->log_in_as( 'subscriber' );
		$product = $this->simple( 2490 );
		wp_update_user(
			array(
				'ID'         => $user,
				'first_name' => 'Erika',
				'last_name'  => 'Mustermann',
			)
		);
		$store->add_to_cart( 'user:' . $user, array( 'id' => $product->id ) );
		return array( $store, $user, $product->id );
	}

	public function test_merged_object_has_every_key_of_3_11_with_its_type(): void {
		[ $store, $user ] = $this->shopper_with_cart();
		$shop             = self::page_config( $store, 'checkout', 'user:' . $user, $user ) + array( 'ajax' => array() );
		$shop['ajax']     = Plugin::shop_for_config()['ajax'];
		$listener         = self::listener( $store, self::settings() );
		$listener->collect( 'checkout', array() );

		$config = $listener->config();

		$this->assertSame( array_keys( self::TYPES ), array_keys( $config ) );
		foreach ( self::TYPES as $key => $type ) {
			$this->assertSame( $type, gettype( $config[ $key ] ), "§3.11: type of $key" );
		}
		foreach ( array( 'user', 'has_subscriptions', 'set_attribute', 'paypal_subscriptions_enabled' ) as $key ) {
			$this->assertArrayHasKey( $key, $config['data_client_id'] );
		}
		$this->assertSame( array( 'wrapper', 'style', 'mini_cart_wrapper', 'mini_cart_style', 'is_disabled', 'is_mini_cart_disabled', 'cancel_wrapper' ), array_keys( $config['button'] ) );
		$this->assertSame( array( 'wrapper', 'placement', 'style', 'amount', 'is_hidden', 'block' ), array_keys( $config['messages'] ) );
		$this->assertSame( array( 'enabled', 'throttling' ), array_keys( $config['simulate_cart'] ) );
		$this->assertSame( array( 'components', 'enable-funding', 'disable-funding' ), array_values( array_intersect( array( 'components', 'enable-funding', 'disable-funding' ), array_keys( $config['url_params'] ) ) ) );
		$this->assertSame( array( 'is_logged', 'has_wc_card_payment_tokens' ), array_keys( $config['user'] ) );
		$this->assertSame( array( 'id_token' ), array_keys( $config['save_payment_methods'] ) );

		// The shop's values come through…
		$this->assertSame( 'checkout', $config['context'] );
		$this->assertSame( 'EUR', $config['currency'] );
		$this->assertSame( $user, $config['data_client_id']['user'] );
		$this->assertTrue( $config['needShipping'] );
		$this->assertTrue( $config['user']['is_logged'] );
		$this->assertSame( home_url( '/kasse/' ), $config['redirect'] );
		$this->assertSame( $store->cart_totals( 'user:' . $user )['total'] / 100, $config['messages']['amount'], 'pay-later amount: the cart total' );
		$this->assertGreaterThanOrEqual( 24.9, $config['messages']['amount'] );
		$this->assertSame( $shop['view_subscriptions_page'], $config['view_subscriptions_page'] );
		$this->assertSame( $shop['payment_methods_page'], $config['payment_methods_page'] );
		// …and the gateway's.
		$this->assertSame( 'page-client', $config['client_id'] );
		$this->assertSame( 'http://127.0.0.1:8891/sdk/js', $config['sdk_base_url'] );

		// §7.2: every payment call and every shop endpoint, each with its nonce.
		$this->assertSame( Ids::AJAX_ENDPOINTS, array_slice( array_keys( $config['ajax'] ), 0, count( Ids::AJAX_ENDPOINTS ) ) );
		foreach ( array_keys( $shop['ajax'] ) as $endpoint ) {
			$this->assertSame( $shop['ajax'][ $endpoint ], $config['ajax'][ $endpoint ], $endpoint );
			$this->assertNotSame( '', $config['ajax'][ $endpoint ]['nonce'] );
		}
		$this->assertArrayHasKey( 'remove_from_cart', $config['ajax'] );
	}

	public function test_product_page_with_a_mini_cart_embeds_one_object_for_the_product(): void {
		[ $store, , $product ] = $this->shopper_with_cart();
		$listener              = self::listener( $store, self::settings() );

		$listener->collect( 'mini-cart', array() );
		$listener->collect( 'product', array( 'product_id' => $product ) );
		$listener->collect( 'mini-cart', array() );
		[ $html, $config ] = self::printed( $listener );

		$this->assertSame( 1, substr_count( $html, 'id="' . Ids::CONFIG_ELEMENT . '"' ) );
		$this->assertNotNull( $config );
		$this->assertSame( 'product', $config['context'], '§2.4: the page\'s main context wins over the mini-cart' );
		$this->assertSame( 'simple', $config['productType'] );
		$this->assertSame( 24.9, $config['messages']['amount'] );
		$this->assertTrue( $config['simulate_cart']['enabled'] );
		$this->assertSame( '1', $config['single_product_buttons_enabled'] );
		$this->assertSame( '1', $config['mini_cart_buttons_enabled'] );
		$this->assertFalse( $config['button']['is_mini_cart_disabled'], 'a mini-cart with something in it' );
		$this->assertSame( '#ppc-button-minicart', $config['button']['mini_cart_wrapper'] );
		$this->assertSame( $config['button']['style'], $config['button']['mini_cart_style'] );
		$this->assertSame( array( 'name' => array( 'given_name' => 'Erika', 'surname' => 'Mustermann' ) ), $config['payer'] );

		// Printing again (a second footer hook) adds nothing.
		[ $again ] = self::printed( $listener );
		$this->assertSame( '', $again );
	}

	public function test_contexts_switched_off_in_the_settings_are_reflected(): void {
		[ $store, , $product ] = $this->shopper_with_cart();
		$listener              = self::listener(
			$store,
			self::settings(
				array(
					'buttons_mini_cart' => false,
					'buttons_product'   => false,
					'messages_enabled'  => false,
				)
			)
		);

		$listener->collect( 'product', array( 'product_id' => $product ) );
		$listener->collect( 'mini-cart', array() );
		[ , $config ] = self::printed( $listener );

		$this->assertTrue( $config['button']['is_mini_cart_disabled'], '§2.4: mini-cart buttons off' );
		$this->assertSame( '', $config['mini_cart_buttons_enabled'] );
		$this->assertSame( '', $config['single_product_buttons_enabled'], '§2.4: product buttons off' );
		$this->assertFalse( $config['simulate_cart']['enabled'] );
		$this->assertTrue( $config['messages']['is_hidden'] );
	}

	public function test_checkout_wins_and_an_empty_cart_disables_the_buttons(): void {
		$store    = $this->store();
		$listener = self::listener( $store, self::settings() );

		$listener->collect( 'mini-cart', array() );
		$listener->collect( 'checkout', array() );
		[ , $config ] = self::printed( $listener );

		$this->assertSame( 'checkout', $config['context'] );
		$this->assertTrue( $config['button']['is_disabled'] );
		$this->assertFalse( $config['button']['is_mini_cart_disabled'], 'an empty cart is the cart store\'s to follow on the page' );
		$this->assertFalse( $config['user']['is_logged'] );
		$this->assertNull( $config['payer'] );
		$this->assertSame( 0.0, (float) $config['messages']['amount'] );
	}

	public function test_a_pay_later_block_on_the_page_sets_messages_block_enabled(): void {
		$listener = self::listener( $this->store(), self::settings() );
		$listener->collect( 'cart', array() );
		$this->assertFalse( $listener->config()['messages']['block']['enabled'] );

		$this->assertSame( '<p>x</p>', $listener->saw_messages_block( '<p>x</p>' ), 'the block\'s HTML passes unchanged' );
		$this->assertTrue( $listener->config()['messages']['block']['enabled'] );
		$listener->reset();
		$listener->collect( 'cart', array() );
		$this->assertFalse( $listener->config()['messages']['block']['enabled'], 'a new page starts without it' );
	}

	public function test_pay_now_takes_the_order_id_of_its_page(): void {
		$listener = self::listener( $this->store(), self::settings() );
		$listener->collect( 'cart', array() );
		$listener->collect( 'pay-now', array( 'order_id' => 42 ) );

		$config = $listener->config();

		$this->assertSame( 'pay-now', $config['context'] );
		$this->assertSame( 42, $config['order_id'] );
	}

	public function test_no_payment_context_embeds_nothing_and_unknown_ones_are_refused(): void {
		$listener = self::listener( $this->store(), self::settings() );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		$wrong = did_action( 'doing_it_wrong_run' );

		$listener->collect( 'basket', array() );

		$this->assertSame( $wrong + 1, did_action( 'doing_it_wrong_run' ) );
		$this->assertNull( $listener->main_context() );
		[ $html ] = self::printed( $listener );
		$this->assertSame( '', $html );
	}

	public function test_nothing_secret_reaches_the_page_and_the_sdk_is_not_loaded(): void {
		update_option( Settings::OPTION, self::settings() );
		$credentials = Settings::credentials( Settings::get() );
		set_transient( 'vitrine_provider_token_' . $credentials->cache_key(), 'A21AA-cached-access-token', 600 );
		$listener = Printer::booted();
		$this->assertNotNull( $listener, 'the plugin wires the listener in' );
		$listener->reset();

		$this->assertNotFalse( has_action( 'wp_footer', array( $listener, 'print' ) ) );

		ob_start();
		echo do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"cart"} /-->' ); // phpcs:ignore WordPress.Security.EscapeOutput
		$listener->print();
		$html = (string) ob_get_clean();
		$listener->reset();

		$config = self::parse( $html );
		$this->assertNotNull( $config, 'the block announces its context; the footer carries the object' );
		$this->assertSame( 'cart', $config['context'] );
		$this->assertSame( 'page-client', $config['client_id'] );
		$this->assertStringNotContainsString( 'page-secret-value', $html );
		$this->assertStringNotContainsString( 'A21AA-cached-access-token', $html );
		$this->assertStringNotContainsString( 'client_secret', $html );
		$this->assertDoesNotMatchRegularExpression( '#<script[^>]+src="[^"]*/sdk/js#', $html, 'the payment elements load the SDK, not the configuration' );
	}

	public function test_the_block_derives_its_context_from_the_page(): void {
		$listener = Printer::booted();
		$listener->reset();
		$product = $this->simple();
		$GLOBALS['post'] = get_post( $product->id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $GLOBALS['post'] );

		do_blocks( '<!-- wp:vitrine/payment-buttons /-->' );
		$on_product = $listener->main_context();
		$config     = $listener->config();
		$listener->reset();
		wp_reset_postdata();
		unset( $GLOBALS['post'] );
		do_blocks( '<!-- wp:vitrine/payment-buttons /-->' );
		$elsewhere = $listener->main_context();
		$listener->reset();

		$this->assertSame( 'product', $on_product );
		$this->assertSame( 'simple', $config['productType'] );
		$this->assertSame( 'checkout', $elsewhere );
	}
}
