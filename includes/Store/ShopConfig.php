<?php
/**
 * The shop's part of the configuration embedded in the page (§3.11).
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Vitrine\Account\AccountUrls;
use Vitrine\Ajax\Router;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the keys of §3.11 that the shop knows (context, cart, user,
 * subscription pages, shop endpoints with nonces). The provider's keys
 * (client id, button styles, funding…) are added by the payment issue.
 */
final class ShopConfig {

	public const CONTEXTS = array( 'mini-cart', 'product', 'cart', 'checkout', 'pay-now', 'preview' );

	/** §9.4: cart simulation throttle by default. */
	private const SIMULATE_THROTTLING = 5000;

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The configuration for one page.
	 *
	 * @param string               $context One of CONTEXTS.
	 * @param string               $session Cart session key ('' for a guest without cart).
	 * @param int                  $user_id Current user.
	 * @param array<string, mixed> $page    product_id (product page), order_id (pay-now: an
	 *                                      order whose key the page has checked; its currency,
	 *                                      subscriptions and shipping are described),
	 *                                      change_payment_method (subscription ID, §2.5).
	 * @return array<string, mixed>
	 * @throws \InvalidArgumentException For an unknown context.
	 */
	public function build( string $context, string $session, int $user_id, array $page = array() ): array {
		if ( ! in_array( $context, self::CONTEXTS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment context.' );
		}
		$totals  = '' === $session ? $this->store->simulate_cart( array() ) : $this->store->cart_totals( $session );
		$product = isset( $page['product_id'] ) ? $this->store->product( (int) $page['product_id'] ) : null;
		$tokens  = $user_id > 0 ? $this->store->payment_tokens( $user_id ) : array();
		$change  = (int) ( $page['change_payment_method'] ?? 0 );
		$owned   = $change > 0 ? $this->store->subscription( $change ) : null;
		$change  = $owned && $user_id > 0 && $owned->customer_id === $user_id ? $owned->id : 0;

		// What is being paid: the order on the pay-for-order page (in its own currency; placing it emptied
		// the cart), else the cart.
		$order_id = 'pay-now' === $context ? (int) ( $page['order_id'] ?? 0 ) : 0;
		$order    = $order_id > 0 ? $this->store->order( $order_id ) : null;
		$has_subscription = $order
			? array() !== $this->store->subscriptions( 0, $order->id ) || null !== $this->store->renewed_subscription( $order->id )
			: $totals['contains_subscription'];
		$needs_shipping   = $order ? '' !== $order->shipping_rate : $totals['needs_shipping'];

		$ajax = Router::links();
		return array(
			'context'                             => $context,
			'order_id'                            => $order_id,
			'currency'                            => $order ? $order->currency : $totals['currency'],
			'data_client_id'                      => array(
				'user'              => $user_id,
				'has_subscriptions' => $has_subscription || ( $product && $product->is_subscription() ),
			),
			'needShipping'                        => $product ? $product->needs_shipping : $needs_shipping,
			'productType'                         => $product ? $product->type : null,
			'user'                                => array(
				'is_logged'                  => $user_id > 0,
				'has_wc_card_payment_tokens' => array() !== array_filter( $tokens, static fn( PaymentToken $token ): bool => 'ppcp-credit-card-gateway' === $token->gateway ),
			),
			'manualRenewalEnabled'                => '1' === get_option( 'vitrine_manual_renewal', '0' ) ? '1' : '',
			'cart_contains_subscription'          => $has_subscription,
			'is_free_trial_cart'                  => $order ? $has_subscription && 0 === $order->total : $totals['is_free_trial_cart'],
			'is_subscription_change_payment_page' => $change > 0,
			'subscription_id_to_change_payment'   => $change,
			'view_subscriptions_page'             => AccountUrls::view_subscriptions_page(),
			'payment_methods_page'                => AccountUrls::payment_methods_page(),
			'simulate_cart'                       => array(
				'enabled'    => 'product' === $context,
				'throttling' => self::SIMULATE_THROTTLING,
			),
			'ajax'                                => $ajax,
		);
	}
}
