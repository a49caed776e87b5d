<?php
/**
 * Addresses of the cart, checkout and order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Payment\OrderUrls;
use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Provider\Settings;
use Vitrine\Shared\Versioned;
use Vitrine\Store\Money;
use Vitrine\Store\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's page URLs (decided for the whole project: /warenkorb/, /kasse/,
 * /kasse/bestellung-bezahlen/{id}/, /kasse/bestellung-erhalten/{id}/), the
 * rewrite rules behind the two order pages, and the payment methods the
 * checkout offers.
 *
 * The order pages are the checkout page with a query variable, so the
 * `vitrine/checkout` block renders them; the rules are flushed once per
 * REWRITE_VERSION (on activation, and after an update of the plugin files
 * without re-activation), never on every request.
 */
final class ShopPages {

	public const CART_SLUG     = 'warenkorb';
	public const CHECKOUT_SLUG = 'kasse';
	public const PAY_SLUG      = 'bestellung-bezahlen';
	public const RECEIVED_SLUG = 'bestellung-erhalten';
	public const ACCOUNT_SLUG  = 'mein-konto';

	/** Sections of the account page (German, as in the URL) => section key. */
	public const ACCOUNT_SECTIONS = array(
		'bestellungen'       => 'orders',
		'abos'               => 'subscriptions',
		'zahlungsarten'      => 'payment-methods',
		// The customer's saved addresses and her password.
		'adressen'           => 'addresses',
		'passwort'           => 'password',
		// For guests: the lost-password form and, with the key of the mail, the new-password form.
		'passwort-vergessen' => 'lost-password',
	);

	/** Query variables of the order pages. */
	public const PAY_VAR      = 'vitrine_pay';
	public const RECEIVED_VAR = 'vitrine_received';

	/** Bank transfer in advance (the WooCommerce id, so a bridge keeps it). */
	public const BANK_TRANSFER = Ids::GATEWAY_BANK_TRANSFER;

	/** Bump when the rules change: they are flushed once per version. */
	private const REWRITE_VERSION = '1';
	private const REWRITE_OPTION  = 'vitrine_shop_rewrite_version';

	/**
	 * Hooks the rules and query variables in.
	 */
	public static function hook(): void {
		add_action( 'init', array( self::class, 'add_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		// The payment layer answers with these URLs without depending on the shop's pages.
		add_filter( OrderUrls::RECEIVED, static fn( $url, Order $order ): string => self::received_url( $order ), 10, 2 );
		add_filter( OrderUrls::CHECKOUT, static fn(): string => self::checkout_url() );
		register_activation_hook( VITRINE_FILE, array( self::class, 'activate' ) );
	}

	/**
	 * `init`: /kasse/bestellung-bezahlen/{id}/ and /kasse/bestellung-erhalten/{id}/.
	 */
	public static function add_rules(): void {
		add_rewrite_rule( '^' . self::CHECKOUT_SLUG . '/' . self::PAY_SLUG . '/([0-9]+)/?$', 'index.php?pagename=' . self::CHECKOUT_SLUG . '&' . self::PAY_VAR . '=$matches[1]', 'top' );
		add_rewrite_rule( '^' . self::CHECKOUT_SLUG . '/' . self::RECEIVED_SLUG . '/([0-9]+)/?$', 'index.php?pagename=' . self::CHECKOUT_SLUG . '&' . self::RECEIVED_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * `init` (late): flushes the rules once after they changed.
	 */
	public static function maybe_flush(): void {
		Versioned::once( self::REWRITE_OPTION, self::REWRITE_VERSION, static fn() => flush_rewrite_rules( false ) );
	}

	/**
	 * Activation: the rules are added on the next `init`, so flush then.
	 */
	public static function activate(): void {
		delete_option( self::REWRITE_OPTION );
	}

	/**
	 * `query_vars`.
	 *
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::PAY_VAR;
		$vars[] = self::RECEIVED_VAR;
		return $vars;
	}

	/**
	 * A shop page's URL below the home URL.
	 *
	 * @param string $path Path without slashes at the ends.
	 */
	private static function page_url( string $path ): string {
		return home_url( user_trailingslashit( '/' . $path ) );
	}

	/**
	 * The cart page.
	 */
	public static function cart_url(): string {
		return self::page_url( self::CART_SLUG );
	}

	/**
	 * The checkout page.
	 */
	public static function checkout_url(): string {
		return self::page_url( self::CHECKOUT_SLUG );
	}

	/**
	 * The product archive page.
	 */
	public static function shop_url(): string {
		return self::page_url( 'shop' );
	}

	/**
	 * The account page (`/mein-konto/`, Account\AccountUrls builds its sections).
	 *
	 * @param string $path Path below it, without slashes at the ends ('' for the page).
	 */
	public static function account_url( string $path = '' ): string {
		return self::page_url( self::ACCOUNT_SLUG . ( '' === $path ? '' : '/' . $path ) );
	}

	/**
	 * A section of the account page, or one entry of it.
	 *
	 * @param string $section Section key (orders, subscriptions, payment-methods).
	 * @param int    $id      Entry, 0 for the list.
	 */
	public static function account_section_url( string $section, int $id = 0 ): string {
		$slug = (string) array_search( $section, self::ACCOUNT_SECTIONS, true );
		return self::account_url( $slug . ( $id > 0 ? '/' . $id : '' ) );
	}

	/**
	 * `view_subscriptions_page` (§3.11), without a trailing slash: a
	 * subscription is at `{view_subscriptions_page}/{id}` (§2.6). The option
	 * `vitrine_view_subscriptions_page` overrides it (an account elsewhere).
	 */
	public static function view_subscriptions_page(): string {
		return untrailingslashit( (string) get_option( 'vitrine_view_subscriptions_page', self::account_section_url( 'subscriptions' ) ) );
	}

	/**
	 * §2.6: {view_subscriptions_page}/{subscription_id}.
	 *
	 * @param int $subscription_id Subscription ID.
	 */
	public static function subscription_url( int $subscription_id ): string {
		return self::view_subscriptions_page() . '/' . $subscription_id;
	}

	/**
	 * `payment_methods_page` (§3.11), the target after saving a card (§2.6);
	 * the option `vitrine_payment_methods_page` overrides it.
	 */
	public static function payment_methods_page(): string {
		return (string) get_option( 'vitrine_payment_methods_page', self::account_section_url( 'payment-methods' ) );
	}

	/**
	 * The pay-for-order page of an order: /kasse/bestellung-bezahlen/{id}/?key=….
	 *
	 * @param Order $order Order.
	 */
	public static function pay_url( Order $order ): string {
		return self::order_page_url( self::PAY_SLUG, self::PAY_VAR, $order->id, $order->order_key );
	}

	/**
	 * The order-received page of an order (§2.6 order_received_url):
	 * /kasse/bestellung-erhalten/{id}/?key=….
	 *
	 * @param Order $order Order.
	 */
	public static function received_url( Order $order ): string {
		return self::order_page_url( self::RECEIVED_SLUG, self::RECEIVED_VAR, $order->id, $order->order_key );
	}

	/**
	 * Where an order goes after it was placed or its method chosen: a bank
	 * transfer is explained on the order-received page, every other method
	 * pays on the pay-for-order page.
	 *
	 * @param Order $order Order.
	 */
	public static function next_url( Order $order ): string {
		return self::BANK_TRANSFER === $order->payment_method ? self::received_url( $order ) : self::pay_url( $order );
	}

	/**
	 * The change-payment-method page of a subscription (§2.5): the
	 * pay-for-order page of its order, marked by change_payment_method. Only
	 * its logged-in owner may use it, so it carries no key.
	 *
	 * @param int $subscription_id Subscription ID.
	 * @param int $order_id        The order that started it.
	 */
	public static function change_payment_method_url( int $subscription_id, int $order_id ): string {
		return add_query_arg( 'change_payment_method', $subscription_id, self::order_page_url( self::PAY_SLUG, self::PAY_VAR, $order_id, '' ) );
	}

	/**
	 * Pretty URL with pretty permalinks, query variables without.
	 *
	 * @param string $slug      Page below /kasse/.
	 * @param string $query_var Its query variable.
	 * @param int    $order_id  Order ID.
	 * @param string $order_key Order key, '' for none.
	 */
	private static function order_page_url( string $slug, string $query_var, int $order_id, string $order_key ): string {
		global $wp_rewrite;
		$args = '' === $order_key ? array() : array( 'key' => $order_key );
		if ( $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks() ) {
			return add_query_arg( $args, self::page_url( self::CHECKOUT_SLUG . '/' . $slug . '/' . $order_id ) );
		}
		return add_query_arg(
			array(
				'pagename' => self::CHECKOUT_SLUG,
				$query_var => $order_id,
			) + $args,
			home_url( '/' )
		);
	}

	/**
	 * The German title of every payment method an order may carry (§9.3).
	 *
	 * @return array<string, string>
	 */
	public static function method_titles(): array {
		return PaymentMethods::titles();
	}

	/**
	 * Payment methods the checkout and the pay-for-order page offer, id =>
	 * German title (PaymentMethods::offered(): the bank transfer once an IBAN
	 * is set, and each provider method switched on while the provider is
	 * connected). The cash
	 * voucher only where its currency is paid (MXN): the shop's
	 * currency on the checkout, the order's on its pay-for-order page.
	 *
	 * @param string $currency Currency of what is paid ('' for the shop's).
	 * @return array<string, string>
	 */
	public static function payment_methods( string $currency = '' ): array {
		$methods = PaymentMethods::offered( Settings::get(), self::bank_account()['iban'] );
		if ( ! OxxoAvailability::offered_in( '' === $currency ? Money::currency() : $currency ) ) {
			unset( $methods[ OxxoAvailability::GATEWAY ] );
		}
		return $methods;
	}

	/**
	 * The shop's bank account for transfers (setting `vitrine_bank_account`).
	 *
	 * @return array{holder: string, iban: string, bic: string, bank: string}
	 */
	public static function bank_account(): array {
		$stored   = get_option( 'vitrine_bank_account' );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = array(
			'holder' => get_bloginfo( 'name' ),
			'iban'   => '',
			'bic'    => '',
			'bank'   => '',
		);
		$account  = array();
		foreach ( $defaults as $key => $default ) {
			$account[ $key ] = isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ? $stored[ $key ] : $default;
		}
		return $account;
	}

	/**
	 * The wrapper attributes of a shop block: WordPress' own while the block
	 * renders, the block's class when its HTML is built outside a block
	 * render (tests, previews).
	 *
	 * @param string $block Block name without the namespace.
	 * @param string $class Further class.
	 */
	public static function wrapper_attributes( string $block, string $class ): string {
		if ( null === \WP_Block_Supports::$block_to_render ) {
			return 'class="' . esc_attr( 'wp-block-vitrine-' . $block . ' ' . $class ) . '"';
		}
		return get_block_wrapper_attributes( array( 'class' => $class ) );
	}

	/**
	 * A block's heading; kept for screen readers only when the page's own
	 * title says the same already (the demo pages "Warenkorb" and "Kasse"),
	 * so sighted visitors do not read it twice.
	 *
	 * @param string $class_name CSS class of the heading.
	 * @param string $text       Heading text.
	 */
	public static function heading( string $class_name, string $text ): string {
		$page  = get_queried_object();
		$same  = $page instanceof \WP_Post && wp_strip_all_tags( get_the_title( $page ) ) === $text;
		$class = $class_name . ( $same ? ' screen-reader-text' : '' );
		return '<h2 class="' . esc_attr( $class ) . '">' . esc_html( $text ) . '</h2>';
	}
}
