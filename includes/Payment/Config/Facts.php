<?php
/**
 * What a page's §3.11 object describes: the cart or order, the product, the shopper.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Payment\Ids;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\Product;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the store once per page for the builder.
 */
final class Facts {

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The facts of one page.
	 *
	 * @param string               $context Main context.
	 * @param string               $session Cart session ('' none).
	 * @param int                  $user_id Current user.
	 * @param array<string, mixed> $page    See Builder::build().
	 * @return array{order_id: int, currency: string, amount: float, has_subscriptions: bool, needs_shipping: bool,
	 *               is_free_trial: bool, cart_empty: bool, is_disabled: bool, mini_cart: bool, product: ?Product,
	 *               logged: bool, tokens: array<int, \Vitrine\Store\PaymentToken>, payer: array<string, mixed>|null,
	 *               change: int, manual_renewal: bool, plan_variations: array<int, array<string, mixed>>}
	 */
	public function gather( string $context, string $session, int $user_id, array $page ): array {
		$totals  = '' === $session ? $this->store->simulate_cart( array() ) : $this->store->cart_totals( $session );
		$product = isset( $page['product_id'] ) ? $this->store->product( (int) $page['product_id'] ) : null;
		$change  = (int) ( $page['change_payment_method'] ?? 0 );
		$owned   = $change > 0 ? $this->store->subscription( $change ) : null;
		$change  = $owned && $user_id > 0 && $owned->customer_id === $user_id ? $owned->id : 0;
		$empty   = array() === $totals['items'];

		// What is being paid: the order on the pay-for-order page (in its own currency; placing it emptied
		// the cart), else the cart.
		$order_id = Ids::CONTEXT_PAY_NOW === $context ? (int) ( $page['order_id'] ?? 0 ) : 0;
		$order    = $order_id > 0 ? $this->store->order( $order_id ) : null;
		$has_sub  = $order
			? array() !== $this->store->subscriptions( 0, $order->id ) || null !== $this->store->renewed_subscription( $order->id )
			: $totals['contains_subscription'];
		$currency   = $order ? $order->currency : (string) $totals['currency'];
		$on_product = Ids::CONTEXT_PRODUCT === $context && $product;
		$minor      = $on_product ? $product->price : ( $order ? $order->total : (int) $totals['total'] );

		return array(
			'order_id'          => $order_id,
			'currency'          => $currency,
			'amount'            => (float) Money::to_decimal( $minor, $currency ),
			'has_subscriptions' => $has_sub || ( $product && $product->is_subscription() ),
			'needs_shipping'    => $product ? $product->needs_shipping : ( $order ? '' !== $order->shipping_rate : (bool) $totals['needs_shipping'] ),
			'is_free_trial'     => $order ? $has_sub && 0 === $order->total : (bool) $totals['is_free_trial_cart'],
			'cart_empty'        => $empty,
			// Nothing to pay yet: a product sold out, or an empty cart.
			'is_disabled'       => $on_product ? 0 === $product->stock : ( Ids::CONTEXT_PAY_NOW !== $context && Ids::CONTEXT_PRODUCT !== $context && $empty ),
			'mini_cart'         => ! empty( $page['mini_cart'] ),
			'product'           => $product,
			'logged'            => $user_id > 0,
			'tokens'            => $user_id > 0 ? $this->store->payment_tokens( $user_id ) : array(),
			'payer'             => self::payer( $user_id, $order ),
			'change'            => $change,
			'manual_renewal'    => '1' === get_option( 'vitrine_manual_renewal', '0' ),
			'plan_variations'   => $product && Product::VARIABLE_SUBSCRIPTION === $product->type ? $this->plan_variations( $product ) : array(),
		);
	}

	/**
	 * §3.11 payer: the name on the order being paid, else the shopper's.
	 *
	 * @param int        $user_id Current user.
	 * @param Order|null $order   The order of the pay-for-order page.
	 * @return array{name: array{given_name: string, surname: string}}|null
	 */
	private static function payer( int $user_id, ?Order $order ): ?array {
		$given   = $order ? (string) ( $order->billing['first_name'] ?? '' ) : '';
		$surname = $order ? (string) ( $order->billing['last_name'] ?? '' ) : '';
		$user    = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( '' === $given && '' === $surname && $user ) {
			$given   = (string) $user->first_name;
			$surname = (string) $user->last_name;
		}
		if ( '' === $given && '' === $surname && ! $user ) {
			return null;
		}
		return array(
			'name' => array(
				'given_name' => $given,
				'surname'    => $surname,
			),
		);
	}

	/**
	 * §4.5 variable_{provider}_subscription_variations: each variation's
	 * `attribute_*` choice and its provider plan id ('' while the store
	 * keeps no provider plans).
	 *
	 * @param Product $product Variable subscription.
	 * @return array<int, array{attributes: object, subscription_plan: string}>
	 */
	private function plan_variations( Product $product ): array {
		$rows = array();
		foreach ( $this->store->variations( $product->id ) as $row ) {
			$rows[] = array(
				'attributes'        => (object) $row['attributes'],
				'subscription_plan' => '',
			);
		}
		return $rows;
	}
}
