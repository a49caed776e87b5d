<?php
/**
 * The gateway configuration object embedded in pages (§3.11).
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Builds §3.11 from the gateway settings and what the page knows (its
 * context, the cart, the shopper). Pure: no options, no globals; the caller
 * passes everything in, so a unit test can check the result field by field.
 */
final class GatewayConfig {

	/**
	 * The payment calls of §7.2 that pages post to, each with its nonce.
	 */
	public const ENDPOINTS = array(
		'approve_order',
		'approve_subscription',
		'create_order',
		'change_cart',
		'simulate_cart',
		'cart_script_params',
		'validate_checkout',
		'client_token',
		'create_setup_token',
		'create_payment_token',
		'create_payment_token_for_guest',
		'subscription_change_payment_method',
		'vault_paypal',
		'save_checkout_form',
		'update_shipping',
	);

	/**
	 * The provider's funding-source names of §9.3 used as separate buttons.
	 */
	private const SEPARATE = array( 'card', 'paylater', 'venmo' );

	/**
	 * What the page knows, with defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function context_defaults(): array {
		return array(
			'context'                             => 'checkout',
			'redirect'                            => '',
			'order_id'                            => 0,
			'currency'                            => 'EUR',
			'amount'                              => 0.0,
			'user_id'                             => 0,
			'has_card_tokens'                     => false,
			'payer'                               => null,
			'id_token'                            => '',
			'has_subscriptions'                   => false,
			'subscriptions_enabled'               => false,
			'product_type'                        => '',
			'need_shipping'                       => false,
			'handle_shipping_in_provider'         => false,
			'server_side_shipping_callback'       => false,
			'appswitch'                           => false,
			'final_review'                        => false,
			'enforce_vault'                       => false,
			'can_save_vault_token'                => false,
			'manual_renewal'                      => false,
			'subscription_plan_id'                => '',
			'subscription_variations'             => array(),
			'subscription_variation_from_cart'    => '',
			'subscription_product_allowed'        => true,
			'cart_contains_subscription'          => false,
			'is_free_trial_cart'                  => false,
			'vaulted_email'                       => '',
			'is_subscription_change_payment_page' => false,
			'subscription_id_to_change_payment'   => 0,
			'view_subscriptions_page'             => '',
			'payment_methods_page'                => '',
			'is_disabled'                         => false,
			'is_mini_cart_disabled'               => false,
			'messages_hidden'                     => false,
			'messages_block'                      => false,
			'simulate_cart_throttle'              => 5000,
			'early_checkout_validation'           => false,
			'basic_checkout_validation'           => false,
			'endpoints'                           => array(),
		);
	}

	/**
	 * The configuration object.
	 *
	 * @param array<string, mixed> $settings Gateway settings (Settings::get()).
	 * @param array<string, mixed> $context  What the page knows (see context_defaults()).
	 * @return array<string, mixed>
	 */
	public static function build( array $settings, array $context ): array {
		$s       = array_merge( Settings::defaults(), $settings );
		$c       = array_merge( self::context_defaults(), $context );
		$vault   = (bool) $s['vaulting'];
		$style   = array(
			'layout' => 'vertical',
			'shape'  => $s['button_shape'],
			'height' => (int) $s['button_height'],
			'color'  => $s['button_color'],
			'label'  => $s['button_label'],
		);
		$payer   = is_array( $c['payer'] ) ? $c['payer'] : null;
		$logged  = (int) $c['user_id'] > 0;
		$context = (string) $c['context'];

		return array(
			'context'                                  => $context,
			'redirect'                                 => (string) $c['redirect'],
			'order_id'                                 => (int) $c['order_id'],
			'client_id'                                => (string) $s['client_id'],
			'currency'                                 => (string) $c['currency'],
			'bn_codes'                                 => self::bn_codes(),
			'data_client_id'                           => array(
				'user'                          => (int) $c['user_id'],
				'has_subscriptions'             => (bool) $c['has_subscriptions'],
				'set_attribute'                 => $vault && $logged,
				'paypal_subscriptions_enabled'  => (bool) $c['subscriptions_enabled'],
			),
			'button'                                   => array(
				'wrapper'               => '#ppc-button-ppcp-gateway',
				'style'                 => $style,
				'mini_cart_wrapper'     => '#ppc-button-minicart',
				'mini_cart_style'       => $style,
				'is_disabled'           => (bool) $c['is_disabled'],
				'is_mini_cart_disabled' => (bool) $c['is_mini_cart_disabled'] || ! $s['buttons_mini_cart'],
				'cancel_wrapper'        => '#ppcp-cancel',
			),
			'separate_buttons'                         => self::separate_buttons( $style ),
			'hosted_fields'                            => array(
				'wrapper'           => '#ppcp-hosted-fields',
				'mini_cart_wrapper' => '#ppcp-hosted-fields-mini-cart',
				'labels'            => array(
					'credit_card_number' => '',
					'cvv'                => '',
					'mm_yy'              => __( 'MM/YY', 'vitrine' ),
					'fields_empty'       => __( 'Card payment details are missing. Please fill in all required fields.', 'vitrine' ),
					'fields_not_valid'   => __( 'Unfortunately, your card details are not valid.', 'vitrine' ),
					'card_not_supported' => __( 'Unfortunately, we do not support your card.', 'vitrine' ),
				),
				'valid_cards'       => array( 'visa', 'mastercard', 'amex', 'discover' ),
				'contingency'       => (string) $s['contingency'],
			),
			'labels'                                   => array(
				'error'          => array(
					'generic'  => ErrorMessages::generic(),
					'required' => array(
						'generic'  => __( 'Required form fields are not filled.', 'vitrine' ),
						/* translators: %s: field name */
						'field'    => __( '%s is a required field.', 'vitrine' ),
						'elements' => array(),
					),
				),
				/* translators: %s: field name */
				'billing_field'  => __( 'Billing %s', 'vitrine' ),
				/* translators: %s: field name */
				'shipping_field' => __( 'Shipping %s', 'vitrine' ),
			),
			'messages'                                 => array(
				'wrapper'   => '#ppcp-messages',
				'placement' => (string) $s['messages_placement'],
				'style'     => array(
					'layout' => $s['messages_layout'],
					'logo'   => array(
						'type'     => $s['messages_logo'],
						'position' => 'left',
					),
					'text'   => array(
						'color' => $s['messages_color'],
						'size'  => 12,
					),
				),
				'amount'    => (float) $c['amount'],
				'is_hidden' => ! $s['messages_enabled'] || (bool) $c['messages_hidden'],
				'block'     => array( 'enabled' => (bool) $c['messages_block'] ),
			),
			'simulate_cart'                            => array(
				'enabled'    => 'product' === $context && (bool) $s['buttons_product'],
				'throttling' => (int) $c['simulate_cart_throttle'],
			),
			'url_params'                               => self::url_params( $s, $c ),
			'script_attributes'                        => self::script_attributes( $s, $c ),
			'data_namespace'                           => 'paypal',
			'needShipping'                             => (bool) $c['need_shipping'],
			'should_handle_shipping_in_paypal'         => (bool) $c['handle_shipping_in_provider'],
			'server_side_shipping_callback'            => array( 'enabled' => (bool) $c['server_side_shipping_callback'] ),
			'appswitch'                                => array( 'enabled' => (bool) $c['appswitch'] ),
			'final_review_enabled'                     => (bool) $c['final_review'],
			'vaultingEnabled'                          => $vault,
			'vault_v3_enabled'                         => '1',
			'enforce_vault'                            => (bool) $c['enforce_vault'],
			'can_save_vault_token'                     => $vault && (bool) $c['can_save_vault_token'],
			'payer'                                    => null === $payer ? null : array(
				'name' => array(
					'given_name' => (string) ( $payer['name']['given_name'] ?? '' ),
					'surname'    => (string) ( $payer['name']['surname'] ?? '' ),
				),
			),
			'user'                                     => array(
				'is_logged'                  => $logged,
				'has_wc_card_payment_tokens' => (bool) $c['has_card_tokens'],
			),
			'single_product_buttons_enabled'           => $s['buttons_product'] ? '1' : '',
			'mini_cart_buttons_enabled'                => $s['buttons_mini_cart'] ? '1' : '', // §2.4: "1" when on.
			'productType'                              => (string) $c['product_type'],
			'manualRenewalEnabled'                     => $c['manual_renewal'] ? '1' : '',
			'subscription_plan_id'                     => (string) $c['subscription_plan_id'],
			'variable_paypal_subscription_variations'  => array_values( (array) $c['subscription_variations'] ),
			'variable_paypal_subscription_variation_from_cart' => (string) $c['subscription_variation_from_cart'],
			'subscription_product_allowed'             => (bool) $c['subscription_product_allowed'],
			'cart_contains_subscription'               => (bool) $c['cart_contains_subscription'],
			'is_free_trial_cart'                       => (bool) $c['is_free_trial_cart'],
			'vaulted_paypal_email'                     => (string) $c['vaulted_email'],
			'is_subscription_change_payment_page'      => (bool) $c['is_subscription_change_payment_page'],
			'subscription_id_to_change_payment'        => (int) $c['subscription_id_to_change_payment'],
			'view_subscriptions_page'                  => (string) $c['view_subscriptions_page'],
			'payment_methods_page'                     => (string) $c['payment_methods_page'],
			'verification_method'                      => 'NO_3D_SECURE' === $s['contingency'] ? '' : (string) $s['contingency'],
			'error_message'                            => __( 'Could not save the payment method. Please try again or use another payment method.', 'vitrine' ),
			'save_payment_methods'                     => array( 'id_token' => (string) $c['id_token'] ),
			'early_checkout_validation_enabled'        => (bool) $c['early_checkout_validation'],
			'basic_checkout_validation_enabled'        => (bool) $c['basic_checkout_validation'],
			'card_fields_enabled'                      => (bool) $s['card_fields'],
			'sdk_base_url'                             => self::sdk_base_url( $s ),
			'ajax'                                     => self::endpoints( (array) $c['endpoints'] ),
		);
	}

	/**
	 * Partner attribution codes per context.
	 *
	 * @return array<string, string>
	 */
	private static function bn_codes(): array {
		return array(
			'checkout'  => 'Vitrine_Checkout',
			'cart'      => 'Vitrine_Cart',
			'mini-cart' => 'Vitrine_MiniCart',
			'product'   => 'Vitrine_Product',
			'pay-now'   => 'Vitrine_PayNow',
		);
	}

	/**
	 * §3.11: separate buttons get only shape and height, except pay-later,
	 * which adds the colour.
	 *
	 * @param array<string, mixed> $style Wallet button style.
	 * @return array<string, array{id: string, wrapper: string, style: array<string, mixed>}>
	 */
	private static function separate_buttons( array $style ): array {
		$buttons = array();
		foreach ( self::SEPARATE as $source ) {
			$own = array(
				'shape'  => $style['shape'],
				'height' => $style['height'],
			);
			if ( 'paylater' === $source ) {
				$own['color'] = $style['color'];
			}
			$buttons[ $source ] = array(
				'id'      => 'ppcp-' . $source . '-button',
				'wrapper' => '#ppc-button-ppcp-' . $source,
				'style'   => $own,
			);
		}
		return $buttons;
	}

	/**
	 * Query parameters of the SDK script (§7.2).
	 *
	 * @param array<string, mixed> $s Settings.
	 * @param array<string, mixed> $c Context.
	 * @return array<string, string>
	 */
	private static function url_params( array $s, array $c ): array {
		$components = array( 'buttons', 'funding-eligibility' );
		if ( $s['messages_enabled'] ) {
			$components[] = 'messages';
		}
		if ( $s['card_fields'] ) {
			$components[] = 'card-fields';
		}
		$enable  = array();
		$disable = array( 'card' );
		if ( $s['messages_enabled'] ) {
			$enable[] = 'paylater';
		} else {
			$disable[] = 'paylater';
		}
		$params = array(
			'client-id'       => (string) $s['client_id'],
			'currency'        => (string) $c['currency'],
			'intent'          => (string) $s['intent'],
			'vault'           => $s['vaulting'] && $c['cart_contains_subscription'] ? 'true' : 'false',
			'components'      => implode( ',', $components ),
			'enable-funding'  => implode( ',', $enable ),
			'disable-funding' => implode( ',', $disable ),
		);
		$merchants = array_filter( explode( ',', (string) $s['merchant_id'] ) );
		if ( count( $merchants ) === 1 ) {
			$params['merchant-id'] = $merchants[0];
		} elseif ( count( $merchants ) > 1 ) {
			$params['merchant-id'] = '*';
		}
		return $params;
	}

	/**
	 * Attributes of the SDK script tag.
	 *
	 * @param array<string, mixed> $s Settings.
	 * @param array<string, mixed> $c Context.
	 * @return array<string, string>
	 */
	private static function script_attributes( array $s, array $c ): array {
		$attributes = array(
			'data-partner-attribution-id' => self::bn_codes()[ (string) $c['context'] ] ?? 'Vitrine_Checkout',
		);
		$merchants  = array_filter( explode( ',', (string) $s['merchant_id'] ) );
		if ( count( $merchants ) > 1 ) {
			$attributes['data-merchant-id'] = implode( ',', $merchants );
		}
		if ( '' !== (string) $c['id_token'] ) {
			$attributes['data-user-id-token'] = (string) $c['id_token'];
		}
		return $attributes;
	}

	/**
	 * Where the SDK script comes from: the provider, or the local emulator.
	 *
	 * @param array<string, mixed> $s Settings.
	 * @return string
	 */
	private static function sdk_base_url( array $s ): string {
		return Credentials::EMULATOR === $s['environment']
			? rtrim( (string) $s['emulator_url'], '/' ) . '/sdk/js'
			: 'https://www.paypal.com/sdk/js';
	}

	/**
	 * The payment endpoints with their nonces, in §7.2's order.
	 *
	 * @param array<string, array{endpoint?: string, nonce?: string}> $given Endpoint and nonce per name.
	 * @return array<string, array{endpoint: string, nonce: string}>
	 */
	private static function endpoints( array $given ): array {
		$all = array();
		foreach ( self::ENDPOINTS as $name ) {
			$all[ $name ] = array(
				'endpoint' => (string) ( $given[ $name ]['endpoint'] ?? '' ),
				'nonce'    => (string) ( $given[ $name ]['nonce'] ?? '' ),
			);
		}
		return $all;
	}
}
