<?php
/**
 * The gateway configuration object embedded in pages (§3.11), built once.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Payment\Ids;
use Vitrine\Payment\Shipping\Config as ShippingConfig;
use Vitrine\Payment\Subscriptions\VaultedWallet;
use Vitrine\Payment\Wallets\Wallets;
use Vitrine\Provider\Settings;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Builds §3.11 with the spec's own key names, each key from its source:
 * the gateway settings, the cart (or the order on the pay-for-order page),
 * the product, the shopper and her saved methods. The TypeScript type
 * `GatewayConfig` (src/store/payment/config.ts) is the same shape; a
 * contract test holds real pages' objects against it.
 *
 * The shop's URLs and the endpoint list come in from the caller (Printer,
 * wired in Plugin), so the payment layer does not depend on the shop pages.
 *
 * Empty on purpose, until the store has a source: subscription_plan_id,
 * the variations' subscription_plan and variation_from_cart (the store
 * keeps no provider plan ids: its subscriptions renew through saved
 * methods, so data_client_id.paypal_subscriptions_enabled is false).
 * vaulted_paypal_email is the saved wallet's e-mail on a free-trial
 * checkout only (Subscriptions\VaultedWallet).
 */
final class Builder {

	/** §9.4: cart simulation throttle by default. */
	public const SIMULATE_THROTTLING = 5000;

	/** §4.10: the card brands the card fields take. */
	public const VALID_CARDS = array( 'visa', 'mastercard', 'amex', 'discover' );

	/**
	 * @param Store                                              $store    The shop.
	 * @param array<string, mixed>                               $settings Gateway settings (Settings::get()).
	 * @param array{redirect: string, view_subscriptions_page: string, payment_methods_page: string} $urls Shop URLs.
	 * @param array<string, array{endpoint: string, nonce: string}> $ajax  Every endpoint the shop serves, with its nonce.
	 * @param \Closure(int): string|null                         $id_token The identity token of a user (§6), '' for none.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly array $settings,
		private readonly array $urls,
		private readonly array $ajax,
		private readonly ?\Closure $id_token = null
	) {}

	/**
	 * The object for one page.
	 *
	 * @param string               $context One of Ids::CONTEXTS: the page's main context.
	 * @param string               $session Cart session key ('' for a guest without cart).
	 * @param int                  $user_id Current user.
	 * @param array<string, mixed> $page    product_id (product page); order_id (pay-now: an order whose
	 *                                      key the page has checked); change_payment_method (subscription
	 *                                      ID, §2.5); mini_cart (a mini-cart is on the page);
	 *                                      messages_block (a pay-later block is on the page).
	 * @return array<string, mixed>
	 * @throws \InvalidArgumentException For an unknown context.
	 */
	public function build( string $context, string $session, int $user_id, array $page = array() ): array {
		if ( ! in_array( $context, Ids::CONTEXTS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment context.' );
		}
		$s             = array_merge( Settings::defaults(), $this->settings );
		$f             = ( new Facts( $this->store ) )->gather( $context, $session, $user_id, $page );
		$vault         = (bool) $s['vaulting'];
		$style         = Style::button( $s );
		$can_save      = $vault && $f['logged'];
		$checkout_like = Ids::CONTEXT_CHECKOUT === $context || Ids::CONTEXT_PAY_NOW === $context;
		// The card button keeps its funding source eligible where it is offered.
		$card_button   = $checkout_like && ! empty( $s['method_card_button'] );
		// §4.10: the shop forces the legacy hosted fields where the card gateway is offered.
		$legacy_cards  = $checkout_like && ! empty( $s['method_card'] ) && ! empty( $s['card_fields_legacy'] );
		$id_token      = $can_save && null !== $this->id_token ? (string) ( $this->id_token )( $user_id ) : '';
		// The store keeps no provider plan ids (see the class comment): §4.5's plan stays empty.
		$plan_id        = '';
		$variations     = $f['plan_variations'];
		$provider_plans = '' !== $plan_id || array() !== array_filter( array_column( $variations, 'subscription_plan' ) );

		return array(
			'context'                                  => $context,
			'redirect'                                 => (string) $this->urls['redirect'],
			'order_id'                                 => $f['order_id'],
			'client_id'                                => (string) $s['client_id'],
			'currency'                                 => $f['currency'],
			'bn_codes'                                 => Script::bn_codes(),
			'data_client_id'                           => array(
				'user'                         => $user_id,
				'has_subscriptions'            => $f['has_subscriptions'],
				// The SDK needs a client token: card fields on checkout, or a method the shopper may save.
				'set_attribute'                => ( $checkout_like && ( (bool) $s['card_fields'] || $legacy_cards ) ) || $can_save,
				'paypal_subscriptions_enabled' => $provider_plans,
			),
			'button'                                   => array(
				'wrapper'               => Ids::selector( Ids::WRAPPER_BUTTONS ),
				'style'                 => $style,
				'mini_cart_wrapper'     => Ids::selector( Ids::WRAPPER_MINI_CART ),
				'mini_cart_style'       => $style,
				'is_disabled'           => $f['is_disabled'],
				// §2.4, §3.11: no mini-cart on the page, or its buttons switched off. Whether
				// the cart has items is the page's to follow (the cart store), not a fact
				// fixed at load: a product added on the page enables the mini-cart's buttons.
				'is_mini_cart_disabled' => ! $f['mini_cart'] || ! $s['buttons_mini_cart'],
				'cancel_wrapper'        => Ids::selector( Ids::WRAPPER_CANCEL ),
			),
			// A JSON object also when no source is separate.
			'separate_buttons'                         => (object) Style::separate_buttons( $style, $s ),
			'hosted_fields'                            => array(
				'wrapper'           => Ids::selector( Ids::WRAPPER_HOSTED_FIELDS ),
				'mini_cart_wrapper' => Ids::selector( Ids::WRAPPER_HOSTED_MINI ),
				'labels'            => Labels::card_fields(),
				'valid_cards'       => self::VALID_CARDS,
				'contingency'       => (string) $s['contingency'],
			),
			'labels'                                   => Labels::labels( array() ),
			'messages'                                 => array(
				'wrapper'   => Ids::selector( Ids::WRAPPER_MESSAGES ),
				'placement' => (string) $s['messages_placement'],
				'style'     => Style::messages( $s ),
				'amount'    => $f['amount'],
				// §2.7: no pay-later offer on a free-trial cart.
				'is_hidden' => ! $s['messages_enabled'] || $f['is_free_trial'],
				'block'     => array( 'enabled' => ! empty( $page['messages_block'] ) ),
			),
			'simulate_cart'                            => array(
				'enabled'    => Ids::CONTEXT_PRODUCT === $context && (bool) $s['buttons_product'],
				'throttling' => self::SIMULATE_THROTTLING,
			),
			'url_params'                               => Script::url_params( $s, $f['currency'], $vault && $f['has_subscriptions'], Wallets::components( $s, $context ), $card_button, $legacy_cards ),
			'script_attributes'                        => Script::attributes( $s, $context, $id_token ),
			'data_namespace'                           => (string) $s['data_namespace'],
			'needShipping'                             => $f['needs_shipping'],
			'should_handle_shipping_in_paypal'         => (bool) $s['shipping_in_provider'],
			'server_side_shipping_callback'            => array( 'enabled' => (bool) $s['server_side_shipping_callback'] ),
			'appswitch'                                => array( 'enabled' => (bool) $s['appswitch'] ),
			'final_review_enabled'                     => (bool) $s['final_review'],
			'vaultingEnabled'                          => $vault,
			// Vault v3 is the only vault Vitrine speaks: on whenever saving methods is (§4.5, §4.7).
			'vault_v3_enabled'                         => $vault ? '1' : '',
			// §4.5: a subscription renews through the saved method, so saving it is not optional.
			'enforce_vault'                            => $vault && $f['has_subscriptions'],
			'can_save_vault_token'                     => $can_save,
			'payer'                                    => $f['payer'],
			'user'                                     => array(
				'is_logged'                  => $f['logged'],
				'has_wc_card_payment_tokens' => array() !== array_filter( $f['tokens'], static fn( PaymentToken $token ): bool => Ids::GATEWAY_CARD === $token->gateway ),
			),
			'single_product_buttons_enabled'           => $s['buttons_product'] ? '1' : '',
			'mini_cart_buttons_enabled'                => $s['buttons_mini_cart'] ? '1' : '',
			'productType'                              => $f['product'] ? $f['product']->type : '',
			'manualRenewalEnabled'                     => $f['manual_renewal'] ? '1' : '',
			'subscription_plan_id'                     => $plan_id,
			'variable_paypal_subscription_variations'  => $variations,
			'variable_paypal_subscription_variation_from_cart' => '',
			// §4.5: a subscription can be paid when it renews through a saved method or by hand.
			'subscription_product_allowed'             => ! $f['has_subscriptions'] || $vault || $f['manual_renewal'],
			'cart_contains_subscription'               => $f['has_subscriptions'],
			'is_free_trial_cart'                       => $f['is_free_trial'],
			'vaulted_paypal_email'                     => VaultedWallet::email( $context, $f['is_free_trial'], $vault, $f['tokens'] ),
			'is_subscription_change_payment_page'      => $f['change'] > 0,
			'subscription_id_to_change_payment'        => $f['change'],
			'view_subscriptions_page'                  => (string) $this->urls['view_subscriptions_page'],
			'payment_methods_page'                     => (string) $this->urls['payment_methods_page'],
			'verification_method'                      => 'NO_3D_SECURE' === $s['contingency'] ? '' : (string) $s['contingency'],
			'error_message'                            => Labels::save_failed(),
			'save_payment_methods'                     => array( 'id_token' => $id_token ),
			'early_checkout_validation_enabled'        => (bool) $s['early_checkout_validation'],
			'basic_checkout_validation_enabled'        => (bool) $s['basic_checkout_validation'],
			'card_fields_enabled'                      => (bool) $s['card_fields'],
			'sdk_base_url'                             => Script::sdk_base_url( $s ),
			'ajax'                                     => $this->endpoints(),
		) + ShippingConfig::for_page();
	}

	/**
	 * The §7.2 calls in their order, then the shop's other endpoints; a call
	 * not served yet has an empty URL and nonce.
	 *
	 * @return array<string, array{endpoint: string, nonce: string}>
	 */
	private function endpoints(): array {
		$all = array();
		foreach ( array_unique( array_merge( Ids::AJAX_ENDPOINTS, array_keys( $this->ajax ) ) ) as $name ) {
			$all[ $name ] = array(
				'endpoint' => (string) ( $this->ajax[ $name ]['endpoint'] ?? '' ),
				'nonce'    => (string) ( $this->ajax[ $name ]['nonce'] ?? '' ),
			);
		}
		return $all;
	}
}
