<?php
/**
 * The §3.11 configuration object, field by field.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Config;

use Vitrine\Payment\Config\Builder;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Payment\Config\Builder
 * @covers \Vitrine\Payment\Config\Facts
 * @covers \Vitrine\Payment\Config\Style
 * @covers \Vitrine\Payment\Config\Script
 */
final class BuilderTest extends TestCase {
	use StoreFixtures;

	/**
	 * Settings of a shop owner who changed most things.
	 *
	 * @return array<string, mixed>
	 */
	private static function settings(): array {
		return array(
			'environment'        => 'emulator',
			'client_id'          => 'shop-client',
			'client_secret'      => 'shop-secret',
			'merchant_id'        => 'MERCHANTA',
			'emulator_url'       => 'http://127.0.0.1:8891',
			'intent'             => 'authorize',
			'vaulting'           => true,
			'messages_enabled'   => true,
			'messages_placement' => 'cart',
			'messages_layout'    => 'flex',
			'messages_logo'      => 'inline',
			'messages_color'     => 'white',
			'button_shape'       => 'pill',
			'button_height'      => 45,
			'button_color'       => 'blue',
			'button_label'       => 'buynow',
			'buttons_mini_cart'  => false,
			'buttons_product'    => true,
			'card_fields'        => true,
			'contingency'        => 'SCA_ALWAYS',
			'messages_logo_position' => 'top',
			'messages_text_size' => 14,
			'messages_text_align' => 'center',
			'data_namespace'     => 'shopPayments',
			'shipping_in_provider' => true,
			'early_checkout_validation' => false,
			'basic_checkout_validation' => true,
		) + Settings::defaults();
	}

	/**
	 * The object a logged-in shopper with a saved card and a subscription in
	 * her cart gets on the page of a product of 35,70 € that is shipped.
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 * @return array<string, mixed>
	 */
	private function build( array $settings ): array {
		$store = $this->store();
		$user  = $this->log_in_as( 'subscriber' );
		wp_update_user(
			array(
				'ID'         => $user,
				'first_name' => 'Erika',
				'last_name'  => 'Mustermann',
			)
		);
		$store->save_payment_token( $user, array( 'gateway' => Ids::GATEWAY_CARD, 'provider_token_id' => 'card1', 'brand' => 'visa', 'last_digits' => '1111', 'expiry_month' => 1, 'expiry_year' => 2030 ) );
		$store->add_to_cart( 'user:' . $user, array( 'id' => $this->box_subscription()->id ) );
		$product = $this->simple( 3570 );
		$this->user  = $user;
		$ajax        = array(
			'create_order'     => array(
				'endpoint' => 'http://127.0.0.1/?wc-ajax=create_order',
				'nonce'    => 'n0nce',
			),
			'remove_from_cart' => array(
				'endpoint' => 'http://127.0.0.1/?wc-ajax=remove_from_cart',
				'nonce'    => 'n1nce',
			),
		);
		$urls        = array(
			'redirect'                => 'http://127.0.0.1/kasse/',
			'view_subscriptions_page' => 'http://127.0.0.1/mein-konto/abos',
			'payment_methods_page'    => 'http://127.0.0.1/mein-konto/zahlungsarten/',
		);
		$builder     = new Builder( $store, $settings, $urls, $ajax, static fn( int $id ): string => $id === $user ? 'id.token.value' : '' );
		return $builder->build( Ids::CONTEXT_PRODUCT, 'user:' . $user, $user, array( 'product_id' => $product->id ) );
	}

	/**
	 * The logged-in shopper of build().
	 *
	 * @var int
	 */
	private int $user = 0;

	/**
	 * Every top-level key of §3.11 is there, and nothing the spec lacks but
	 * the three Vitrine adds (card_fields_enabled, sdk_base_url, ajax).
	 */
	public function test_top_level_keys(): void {
		$config = $this->build( self::settings() );
		$this->assertSame(
			array(
				'context', 'redirect', 'order_id', 'client_id', 'currency', 'bn_codes', 'data_client_id', 'button',
				'separate_buttons', 'hosted_fields', 'labels', 'messages', 'simulate_cart', 'url_params',
				'script_attributes', 'data_namespace', 'needShipping', 'should_handle_shipping_in_paypal',
				'server_side_shipping_callback', 'appswitch', 'final_review_enabled', 'vaultingEnabled',
				'vault_v3_enabled', 'enforce_vault', 'can_save_vault_token', 'payer', 'user',
				'single_product_buttons_enabled', 'mini_cart_buttons_enabled', 'productType', 'manualRenewalEnabled',
				'subscription_plan_id', 'variable_paypal_subscription_variations',
				'variable_paypal_subscription_variation_from_cart', 'subscription_product_allowed',
				'cart_contains_subscription', 'is_free_trial_cart', 'vaulted_paypal_email',
				'is_subscription_change_payment_page', 'subscription_id_to_change_payment', 'view_subscriptions_page',
				'payment_methods_page', 'verification_method', 'error_message', 'save_payment_methods',
				'early_checkout_validation_enabled', 'basic_checkout_validation_enabled', 'card_fields_enabled',
				'sdk_base_url', 'ajax', 'update_customer_shipping', 'store_api_nonce',
			),
			array_keys( $config )
		);
	}

	/**
	 * Context, ids and the client data of §3.11.
	 */
	public function test_context_and_client_fields(): void {
		$config = $this->build( self::settings() );
		$this->assertSame( 'product', $config['context'] );
		$this->assertSame( 'http://127.0.0.1/kasse/', $config['redirect'] );
		$this->assertSame( 0, $config['order_id'] );
		$this->assertSame( 'shop-client', $config['client_id'] );
		$this->assertSame( 'EUR', $config['currency'] );
		$this->assertSame( array( 'checkout', 'cart', 'mini-cart', 'product', 'pay-now' ), array_keys( $config['bn_codes'] ) );
		$this->assertSame(
			array(
				'user'                         => $this->user,
				'has_subscriptions'            => true,
				'set_attribute'                => true,
				'paypal_subscriptions_enabled' => false,
			),
			$config['data_client_id']
		);
		$this->assertArrayNotHasKey( 'client_secret', $config );
		$this->assertStringNotContainsString( 'shop-secret', (string) wp_json_encode( $config ) );
	}

	/**
	 * §3.11 button style: the wallet keeps its whole style; separate
	 * buttons get only shape and height, pay-later adds colour.
	 */
	public function test_button_styles(): void {
		$config = $this->build( array( 'method_card_button' => true ) + self::settings() );
		$style  = array(
			'layout' => 'vertical',
			'shape'  => 'pill',
			'height' => 45,
			'color'  => 'blue',
			'label'  => 'buynow',
		);
		$this->assertSame(
			array(
				'wrapper'               => '#ppc-button-ppcp-gateway',
				'style'                 => $style,
				'mini_cart_wrapper'     => '#ppc-button-minicart',
				'mini_cart_style'       => $style,
				'is_disabled'           => false,
				'is_mini_cart_disabled' => true,
				'cancel_wrapper'        => '#ppcp-cancel',
			),
			$config['button']
		);
		$this->assertSame(
			array(
				'shape'  => 'pill',
				'height' => 45,
			),
			$config['separate_buttons']->card['style']
		);
		$this->assertSame(
			array(
				'shape'  => 'pill',
				'height' => 45,
				'color'  => 'blue',
			),
			\Vitrine\Payment\Config\Style::separate( $style, 'paylater' )
		);
		foreach ( (array) $config['separate_buttons'] as $button ) {
			$this->assertSame( array( 'id', 'wrapper', 'style' ), array_keys( $button ) );
		}
	}

	/**
	 * §3.11 separate_buttons: only the funding sources whose checkout method
	 * is switched on get a wrapper of their own, named by that method (§2.7
	 * compares it with the selected one); none is an empty JSON object.
	 */
	public function test_separate_buttons_follow_the_method_switches_3_11(): void {
		$on = $this->build( array( 'method_card_button' => true ) + self::settings() );
		$this->assertSame( array( 'card' ), array_keys( (array) $on['separate_buttons'] ) );
		$this->assertSame( 'ppcp-card-button-gateway', $on['separate_buttons']->card['id'] );
		$this->assertSame( '#ppc-button-ppcp-card', $on['separate_buttons']->card['wrapper'] );

		$off = $this->build( array( 'method_card_button' => false ) + self::settings() );
		$this->assertSame( '{}', wp_json_encode( $off['separate_buttons'] ) );
	}

	/**
	 * Card fields: wrappers, German labels, valid cards, the contingency.
	 */
	public function test_hosted_fields_and_labels(): void {
		$config = $this->build( self::settings() );
		$fields = $config['hosted_fields'];
		$this->assertSame( array( 'wrapper', 'mini_cart_wrapper', 'labels', 'valid_cards', 'contingency' ), array_keys( $fields ) );
		$this->assertSame( array( 'credit_card_number', 'cvv', 'mm_yy', 'fields_empty', 'fields_not_valid', 'card_not_supported' ), array_keys( $fields['labels'] ) );
		$this->assertSame( 'MM/JJ', $fields['labels']['mm_yy'] );
		$this->assertSame( 'SCA_ALWAYS', $fields['contingency'] );
		$this->assertSame( 'SCA_ALWAYS', $config['verification_method'] );
		$this->assertContains( 'visa', $fields['valid_cards'] );

		$labels = $config['labels'];
		$this->assertSame( 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.', $labels['error']['generic'] );
		$this->assertStringContainsString( '%s', $labels['error']['required']['field'] );
		$this->assertEquals( new \stdClass(), $labels['error']['required']['elements'], 'an object in JSON, also when empty' );
		$this->assertStringContainsString( '%s', $labels['billing_field'] );
		$this->assertStringContainsString( '%s', $labels['shipping_field'] );

		$none = $this->build( array( 'contingency' => 'NO_3D_SECURE' ) + self::settings() );
		$this->assertSame( '', $none['verification_method'], '§9.3: NO_3D_SECURE sends no contingency' );
	}

	/**
	 * Pay-later messages and cart simulation.
	 */
	public function test_messages_and_simulation(): void {
		$config = $this->build( self::settings() );
		$this->assertSame(
			array(
				'wrapper'   => '#ppcp-messages',
				'placement' => 'cart',
				'style'     => array(
					'layout' => 'flex',
					'logo'   => array(
						'type'     => 'inline',
						'position' => 'top',
					),
					'text'   => array(
						'color' => 'white',
						'size'  => 14,
						'align' => 'center',
					),
				),
				'amount'    => 35.7,
				'is_hidden' => false,
				'block'     => array( 'enabled' => false ),
			),
			$config['messages']
		);
		$this->assertSame(
			array(
				'enabled'    => true,
				'throttling' => 5000,
			),
			$config['simulate_cart'],
			'§9.4: throttle default 5000 ms'
		);
		$off = $this->build( array( 'messages_enabled' => false ) + self::settings() );
		$this->assertTrue( $off['messages']['is_hidden'] );
		$this->assertStringNotContainsString( 'messages', $off['url_params']['components'] );
	}

	/**
	 * The card button (§9.3): on checkout and pay-now with the method
	 * switched on, the card funding source stays eligible; elsewhere cards
	 * have their own fields and the source is disabled.
	 */
	public function test_the_card_funding_source_is_eligible_only_where_the_card_button_is_offered(): void {
		$settings = array( 'method_card_button' => true ) + self::settings();
		$urls     = array(
			'redirect'                => 'http://127.0.0.1/kasse/',
			'view_subscriptions_page' => 'http://127.0.0.1/mein-konto/abos',
			'payment_methods_page'    => 'http://127.0.0.1/mein-konto/zahlungsarten/',
		);
		$builder  = new Builder( $this->store(), $settings, $urls, array(), static fn(): string => '' );
		foreach ( array( Ids::CONTEXT_CHECKOUT, Ids::CONTEXT_PAY_NOW ) as $context ) {
			$this->assertNotContains( 'card', explode( ',', $builder->build( $context, '', 0 )['url_params']['disable-funding'] ), $context );
		}
		$this->assertContains( 'card', explode( ',', $builder->build( Ids::CONTEXT_CART, '', 0 )['url_params']['disable-funding'] ) );
		$off = new Builder( $this->store(), array( 'method_card_button' => false ) + self::settings(), $urls, array(), static fn(): string => '' );
		$this->assertContains( 'card', explode( ',', $off->build( Ids::CONTEXT_CHECKOUT, '', 0 )['url_params']['disable-funding'] ) );
	}

	/**
	 * §7.2 script parameters: client id, currency, intent, vault,
	 * components, funding lists; one merchant id as is.
	 */
	public function test_url_params_and_script_attributes(): void {
		$config = $this->build( self::settings() );
		$this->assertSame(
			array(
				'client-id'       => 'shop-client',
				'currency'        => 'EUR',
				'intent'          => 'authorize',
				'vault'           => 'true',
				'components'      => 'buttons,funding-eligibility,messages,card-fields',
				'enable-funding'  => 'paylater',
				'disable-funding' => 'card,venmo',
				'merchant-id'     => 'MERCHANTA',
			),
			$config['url_params']
		);
		$this->assertSame(
			array(
				'data-partner-attribution-id' => 'Vitrine_Product',
				'data-user-id-token'          => 'id.token.value',
			),
			$config['script_attributes']
		);
		$this->assertSame( 'shopPayments', $config['data_namespace'], 'from the settings' );
		$this->assertSame( 'paypal', $this->build( Settings::defaults() )['data_namespace'], '§7.2: the default namespace is the provider\'s name' );
		$this->assertSame( 'http://127.0.0.1:8891/sdk/js', $config['sdk_base_url'] );
	}

	/**
	 * §7.2: several merchant ids → '*' plus the ids in a data attribute.
	 */
	public function test_several_merchant_ids(): void {
		$config = $this->build( array( 'merchant_id' => 'MERCHANTA,MERCHANTB' ) + self::settings() );
		$this->assertSame( '*', $config['url_params']['merchant-id'] );
		$this->assertSame( 'MERCHANTA,MERCHANTB', $config['script_attributes']['data-merchant-id'] );
	}

	/**
	 * Shipping, vault, shopper and subscription flags.
	 */
	public function test_flags(): void {
		$config = $this->build( self::settings() );
		$this->assertTrue( $config['needShipping'] );
		$this->assertTrue( $config['should_handle_shipping_in_paypal'], 'from the settings' );
		$this->assertSame( array( 'enabled' => false ), $config['server_side_shipping_callback'] );
		$this->assertSame( array( 'enabled' => false ), $config['appswitch'] );
		$this->assertFalse( $config['final_review_enabled'] );
		$this->assertTrue( $config['vaultingEnabled'] );
		$this->assertSame( '1', $config['vault_v3_enabled'] );
		$this->assertTrue( $config['can_save_vault_token'] );
		$this->assertSame(
			array(
				'name' => array(
					'given_name' => 'Erika',
					'surname'    => 'Mustermann',
				),
			),
			$config['payer']
		);
		$this->assertSame(
			array(
				'is_logged'                  => true,
				'has_wc_card_payment_tokens' => true,
			),
			$config['user']
		);
		$this->assertSame( '1', $config['single_product_buttons_enabled'] );
		$this->assertSame( '', $config['mini_cart_buttons_enabled'] );
		$this->assertSame( 'simple', $config['productType'] );
		$this->assertSame( '', $config['manualRenewalEnabled'] );
		$this->assertSame( '', $config['subscription_plan_id'] );
		$this->assertSame( array(), $config['variable_paypal_subscription_variations'] );
		$this->assertSame( '', $config['variable_paypal_subscription_variation_from_cart'] );
		$this->assertTrue( $config['subscription_product_allowed'] );
		$this->assertTrue( $config['cart_contains_subscription'] );
		$this->assertFalse( $config['is_free_trial_cart'] );
		$this->assertSame( '', $config['vaulted_paypal_email'] );
		$this->assertFalse( $config['is_subscription_change_payment_page'] );
		$this->assertSame( 0, $config['subscription_id_to_change_payment'] );
		$this->assertSame( 'http://127.0.0.1/mein-konto/abos', $config['view_subscriptions_page'] );
		$this->assertSame( 'http://127.0.0.1/mein-konto/zahlungsarten/', $config['payment_methods_page'] );
		$this->assertNotSame( '', $config['error_message'] );
		$this->assertSame( array( 'id_token' => 'id.token.value' ), $config['save_payment_methods'] );
		$this->assertFalse( $config['early_checkout_validation_enabled'], 'from the settings' );
		$this->assertTrue( $config['basic_checkout_validation_enabled'], 'from the settings' );
		$this->assertTrue( $config['enforce_vault'], '§4.5: a subscription in the cart with vaulting on' );
		$this->assertTrue( $config['subscription_product_allowed'] );
		$this->assertSame( '', $this->build( array( 'vaulting' => false ) + self::settings() )['vault_v3_enabled'], 'vault v3 follows the vaulting setting' );
		$this->assertTrue( $config['card_fields_enabled'] );
	}

	/**
	 * A guest: no payer, not logged in, no vault attribute.
	 */
	public function test_guest(): void {
		$builder = new Builder( $this->store(), Settings::defaults(), array( 'redirect' => '', 'view_subscriptions_page' => '', 'payment_methods_page' => '' ), array() );
		$config  = $builder->build( Ids::CONTEXT_CART, '', 0 );
		$this->assertNull( $config['payer'] );
		$this->assertFalse( $config['user']['is_logged'] );
		$this->assertFalse( $config['data_client_id']['set_attribute'], 'a guest on the cart page saves nothing and has no card fields' );
		$this->assertTrue( $builder->build( Ids::CONTEXT_CHECKOUT, '', 0 )['data_client_id']['set_attribute'], 'card fields on checkout need the client token' );
		$this->assertFalse( $config['can_save_vault_token'] );
		$this->assertFalse( $config['enforce_vault'] );
		$this->assertSame( 'false', $config['url_params']['vault'] );
		$this->assertArrayNotHasKey( 'data-user-id-token', $config['script_attributes'] );
	}

	/**
	 * Every §7.2 endpoint is listed with endpoint and nonce.
	 */
	public function test_endpoints(): void {
		$config = $this->build( self::settings() );
		$this->assertSame( array_merge( Ids::AJAX_ENDPOINTS, array( 'remove_from_cart' ) ), array_keys( $config['ajax'] ) );
		$this->assertSame(
			array(
				'endpoint' => 'http://127.0.0.1/?wc-ajax=create_order',
				'nonce'    => 'n0nce',
			),
			$config['ajax']['create_order']
		);
		$this->assertSame(
			array(
				'endpoint' => '',
				'nonce'    => '',
			),
			$config['ajax']['approve_order']
		);
	}
}
