<?php
/**
 * Embeds the §3.11 configuration object in pages that show payment elements.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

use Vitrine\Store\CartSession;
use Vitrine\Store\Money;
use Vitrine\Store\ShopConfig;
use Vitrine\Store\Store;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to `vitrine_payment_context` (fired by shop pages while they
 * render, §2.4), and prints ONE configuration object per page in the footer
 * as `<script type="application/json" id="vitrine-payment-config">`.
 *
 * JSON data rather than a global set by an inline script: it needs no
 * script handle (so it loads nothing, in particular not the provider's SDK,
 * which the payment elements load only where they render), it is never
 * executed, and a view script reads it with one `JSON.parse()`.
 *
 * When several contexts fire on one page, the page's main context wins
 * (pay-now, then checkout, cart, product, mini-cart); the mini-cart is
 * served by the object's mini_cart_wrapper and mini_cart_style.
 */
final class PageConfig {

	/**
	 * Id of the script element holding the object.
	 */
	public const ELEMENT_ID = 'vitrine-payment-config';

	/**
	 * The action shop pages fire: ( string $context, array $page ).
	 */
	public const ACTION = 'vitrine_payment_context';

	/**
	 * Contexts from most to least important: the first one on the page is
	 * the page's context.
	 */
	public const PRIORITY = array( 'pay-now', 'checkout', 'cart', 'product', 'mini-cart', 'preview' );

	/**
	 * The listener boot() wired in.
	 *
	 * @var PageConfig|null
	 */
	private static ?PageConfig $booted = null;

	/**
	 * Page data per context fired so far.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $fired = array();

	/**
	 * Whether the object has been printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * @param \Closure(): Store                  $store    The shop (resolved late: a bridge may replace it).
	 * @param \Closure(): array<string, mixed>   $settings Gateway settings.
	 */
	public function __construct( private readonly \Closure $store, private readonly \Closure $settings ) {
	}

	/**
	 * The listener wired into WordPress.
	 */
	public static function boot(): void {
		$listener = new self(
			static fn(): Store => Stores::get(),
			static fn(): array => Settings::get()
		);
		add_action( self::ACTION, array( $listener, 'collect' ), 10, 2 );
		add_action( 'wp_footer', array( $listener, 'print' ), 5 );
		self::$booted = $listener;
	}

	/**
	 * The listener wired into WordPress (null before boot()).
	 */
	public static function booted(): ?PageConfig {
		return self::$booted;
	}

	/**
	 * Forgets the contexts: a new page starts (one PHP process rendering
	 * several pages, as the tests do).
	 */
	public function reset(): void {
		$this->fired   = array();
		$this->printed = false;
	}

	/**
	 * Remembers a context the page renders.
	 *
	 * @param mixed $context One of ShopConfig::CONTEXTS.
	 * @param mixed $page    product_id, order_id, change_payment_method.
	 */
	public function collect( $context, $page = array() ): void {
		if ( ! is_string( $context ) || ! in_array( $context, ShopConfig::CONTEXTS, true ) ) {
			_doing_it_wrong( self::ACTION, esc_html( 'Unknown payment context.' ), '0.1.0' );
			return;
		}
		$this->fired[ $context ] = array_merge( $this->fired[ $context ] ?? array(), is_array( $page ) ? $page : array() );
	}

	/**
	 * The page's context, or null when no payment context fired.
	 */
	public function main_context(): ?string {
		foreach ( self::PRIORITY as $context ) {
			if ( isset( $this->fired[ $context ] ) ) {
				return $context;
			}
		}
		return null;
	}

	/**
	 * The §3.11 object for this page, or null when no context fired.
	 *
	 * @return array<string, mixed>|null
	 */
	public function config(): ?array {
		$context = $this->main_context();
		if ( null === $context ) {
			return null;
		}
		// The main context's page data wins over what other contexts passed.
		$page = array();
		foreach ( array_reverse( self::PRIORITY ) as $fired ) {
			$page = array_merge( $page, $this->fired[ $fired ] ?? array() );
		}
		$store   = ( $this->store )();
		$user_id = get_current_user_id();
		$session = (string) CartSession::current();
		$shop    = ( new ShopConfig( $store ) )->build( $context, $session, $user_id, $page );

		$facts   = self::page_facts( $store, $context, $session, $user_id, $page );
		// No mini-cart on the page, or nothing in it: its buttons stay off (§2.4).
		$facts['is_mini_cart_disabled'] = ! isset( $this->fired['mini-cart'] ) || $facts['cart_empty'];
		return self::merge( $shop, ( $this->settings )(), $facts );
	}

	/**
	 * Prints the object once, in the footer.
	 */
	public function print(): void {
		if ( $this->printed ) {
			return;
		}
		$config = $this->config();
		if ( null === $config ) {
			return;
		}
		$this->printed = true;
		// JSON_HEX_TAG and JSON_HEX_AMP: no "</script>" or "<!--" can end the element early.
		wp_print_inline_script_tag(
			(string) wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			array(
				'type' => 'application/json',
				'id'   => self::ELEMENT_ID,
			)
		);
	}

	/**
	 * One §3.11 object from the shop's keys (ShopConfig::build()) and the
	 * gateway settings. Pure, so a unit test can check it key by key.
	 *
	 * @param array<string, mixed> $shop     ShopConfig::build() for the page.
	 * @param array<string, mixed> $settings Gateway settings.
	 * @param array<string, mixed> $facts    What else the page knows (GatewayConfig::context_defaults() keys: redirect, amount, payer, is_disabled…).
	 * @return array<string, mixed>
	 */
	public static function merge( array $shop, array $settings, array $facts = array() ): array {
		$context = array_merge(
			$facts,
			array(
				'context'                             => $shop['context'],
				'order_id'                            => (int) $shop['order_id'],
				'currency'                            => (string) $shop['currency'],
				'user_id'                             => (int) $shop['data_client_id']['user'],
				'has_subscriptions'                   => (bool) $shop['data_client_id']['has_subscriptions'],
				'need_shipping'                       => (bool) $shop['needShipping'],
				'product_type'                        => (string) $shop['productType'],
				'has_card_tokens'                     => (bool) $shop['user']['has_wc_card_payment_tokens'],
				'manual_renewal'                      => '1' === $shop['manualRenewalEnabled'],
				'cart_contains_subscription'          => (bool) $shop['cart_contains_subscription'],
				'is_free_trial_cart'                  => (bool) $shop['is_free_trial_cart'],
				'is_subscription_change_payment_page' => (bool) $shop['is_subscription_change_payment_page'],
				'subscription_id_to_change_payment'   => (int) $shop['subscription_id_to_change_payment'],
				'view_subscriptions_page'             => (string) $shop['view_subscriptions_page'],
				'payment_methods_page'                => (string) $shop['payment_methods_page'],
				'simulate_cart_throttle'              => (int) $shop['simulate_cart']['throttling'],
				'endpoints'                           => (array) $shop['ajax'],
			)
		);
		$config = GatewayConfig::build( $settings, array_intersect_key( $context, GatewayConfig::context_defaults() ) );
		// The shop's own endpoints that §7.2 lists outside the payment calls (remove_from_cart) stay too.
		$config['ajax'] = array_merge( $config['ajax'], array_diff_key( (array) $shop['ajax'], $config['ajax'] ) );
		return $config;
	}

	/**
	 * What the page knows beyond ShopConfig: where to go after approval, the
	 * amount for pay-later messages, the shopper's name, whether the
	 * buttons start disabled.
	 *
	 * @param Store                $store   The shop.
	 * @param string               $context Main context.
	 * @param string               $session Cart session ('' none).
	 * @param int                  $user_id Current user.
	 * @param array<string, mixed> $page    Page data.
	 * @return array<string, mixed>
	 */
	private static function page_facts( Store $store, string $context, string $session, int $user_id, array $page ): array {
		$product = 'product' === $context && isset( $page['product_id'] ) ? $store->product( (int) $page['product_id'] ) : null;
		$totals  = '' === $session ? null : $store->cart_totals( $session );
		$order   = 'pay-now' === $context && isset( $page['order_id'] ) ? $store->order( (int) $page['order_id'] ) : null;
		$minor   = $product ? $product->price : ( $order ? $order->total : (int) ( $totals['total'] ?? 0 ) );
		$empty   = null === $totals || array() === $totals['items'];
		$user    = $user_id > 0 ? get_userdata( $user_id ) : false;

		return array(
			'redirect'    => home_url( '/kasse/' ),
			'amount'      => (float) Money::to_decimal( $minor, $order ? $order->currency : $store->currency() ),
			'payer'       => $user ? array(
				'name' => array(
					'given_name' => (string) $user->first_name,
					'surname'    => (string) $user->last_name,
				),
			) : null,
			// Nothing to pay yet: a product sold out, or an empty cart.
			'is_disabled' => $product ? 0 === $product->stock : ( 'product' !== $context && 'pay-now' !== $context && $empty ),
			'cart_empty'  => $empty,
		);
	}
}
