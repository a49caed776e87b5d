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
 * The shop's page URLs, the one place they are built: the shop, cart,
 * checkout and account pages and the legal pages are found by the page ID
 * remembered in the option `vitrine_shop_pages` (Shop\PageSetup fills it on
 * activation), so the shop owner may rename a page and change its slug. Only
 * where no ID is known (a site set up before the pages were remembered, or a
 * page deleted since) the published page with the default German slug
 * stands in: /shop/, /warenkorb/, /kasse/, /mein-konto/, /impressum/, … .
 * Below the checkout page live /kasse/bestellung-bezahlen/{id}/ and
 * /kasse/bestellung-erhalten/{id}/ (their rewrite rules are here), below the
 * account page its sections. Also: the payment methods the checkout offers.
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

	/** Page IDs by page key (see SLUGS), written by PageSetup and the legal settings. */
	public const OPTION = 'vitrine_shop_pages';

	/**
	 * Every page the shop needs, key => the slug it is created with (and
	 * looked for when no ID is remembered).
	 */
	public const SLUGS = array(
		'shop'       => 'shop',
		'cart'       => self::CART_SLUG,
		'checkout'   => self::CHECKOUT_SLUG,
		'account'    => self::ACCOUNT_SLUG,
		'imprint'    => 'impressum',
		'privacy'    => 'datenschutz',
		'terms'      => 'agb',
		'withdrawal' => 'widerruf',
		'shipping'   => 'versand',
	);

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
		add_action( 'post_updated', array( self::class, 'page_moved' ), 10, 3 );
		register_activation_hook( VITRINE_FILE, array( self::class, 'activate' ) );
	}

	/**
	 * `init`: /kasse/bestellung-bezahlen/{id}/ and /kasse/bestellung-erhalten/{id}/.
	 */
	public static function add_rules(): void {
		// The checkout page's path as it is now (the owner may have renamed it); slugs hold no regex characters.
		$checkout = self::page_uri( 'checkout' );
		$pattern  = '^' . $checkout . '/';
		add_rewrite_rule( $pattern . self::PAY_SLUG . '/([0-9]+)/?$', 'index.php?pagename=' . $checkout . '&' . self::PAY_VAR . '=$matches[1]', 'top' );
		add_rewrite_rule( $pattern . self::RECEIVED_SLUG . '/([0-9]+)/?$', 'index.php?pagename=' . $checkout . '&' . self::RECEIVED_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * `post_updated`: when a shop page got another slug or parent, the rules
	 * below it (order pages, account sections) must follow, so WordPress
	 * builds them anew on the next request.
	 *
	 * @param int      $post_id Post ID.
	 * @param \WP_Post $after   The post now.
	 * @param \WP_Post $before  The post before.
	 */
	public static function page_moved( $post_id, $after, $before ): void {
		if ( ! $after instanceof \WP_Post || ! $before instanceof \WP_Post || 'page' !== $after->post_type ) {
			return;
		}
		if ( $after->post_name === $before->post_name && $after->post_parent === $before->post_parent ) {
			return;
		}
		if ( in_array( (int) $post_id, self::page_ids(), true ) ) {
			delete_option( 'rewrite_rules' );
		}
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
	 * The remembered page IDs, key => ID (only positive IDs of known keys).
	 *
	 * @return array<string, int>
	 */
	public static function page_ids(): array {
		$stored = get_option( self::OPTION, array() );
		$ids    = array();
		foreach ( is_array( $stored ) ? $stored : array() as $key => $id ) {
			if ( isset( self::SLUGS[ $key ] ) && is_numeric( $id ) && (int) $id > 0 ) {
				$ids[ $key ] = (int) $id;
			}
		}
		return $ids;
	}

	/**
	 * The page of a key: the remembered one while it exists and is not in
	 * the trash; else (back-compat) the published page with the default
	 * slug; else 0.
	 *
	 * @param string $key A key of SLUGS.
	 */
	public static function page_id( string $key ): int {
		$id = self::page_ids()[ $key ] ?? 0;
		if ( $id > 0 && self::is_usable( $id ) ) {
			return $id;
		}
		$page = isset( self::SLUGS[ $key ] ) ? get_page_by_path( self::SLUGS[ $key ] ) : null;
		return $page instanceof \WP_Post && 'publish' === $page->post_status ? (int) $page->ID : 0;
	}

	/**
	 * Whether a post is a page outside the trash.
	 *
	 * @param int $id Post ID.
	 */
	public static function is_usable( int $id ): bool {
		$status = get_post_status( $id );
		return 'page' === get_post_type( $id ) && false !== $status && 'trash' !== $status;
	}

	/**
	 * Whether the current request shows the page of a key.
	 *
	 * @param string $key A key of SLUGS.
	 */
	public static function is_current( string $key ): bool {
		$page = get_queried_object();
		$id   = self::page_id( $key );
		return $id > 0 && $page instanceof \WP_Post && (int) $page->ID === $id;
	}

	/**
	 * The path of a page below the home URL, without slashes at the ends
	 * (its parents' slugs included): `kasse`, or what the owner renamed it to.
	 *
	 * @param string $key A key of SLUGS.
	 */
	public static function page_uri( string $key ): string {
		$id = self::page_id( $key );
		return $id > 0 ? (string) get_page_uri( $id ) : ( self::SLUGS[ $key ] ?? $key );
	}

	/**
	 * A shop page's URL, or the URL of a path below it.
	 *
	 * @param string $key  A key of SLUGS.
	 * @param string $path Path below the page, without slashes at the ends ('' for the page).
	 */
	public static function url( string $key, string $path = '' ): string {
		$id = self::page_id( $key );
		if ( $id > 0 && '' === $path ) {
			return (string) get_permalink( $id );
		}
		return home_url( user_trailingslashit( '/' . self::page_uri( $key ) . ( '' === $path ? '' : '/' . $path ) ) );
	}

	/**
	 * The cart page.
	 */
	public static function cart_url(): string {
		return self::url( 'cart' );
	}

	/**
	 * The checkout page.
	 */
	public static function checkout_url(): string {
		return self::url( 'checkout' );
	}

	/**
	 * The product archive page.
	 */
	public static function shop_url(): string {
		return self::url( 'shop' );
	}

	/**
	 * The account page (Account\AccountUrls builds its sections).
	 *
	 * @param string $path Path below it, without slashes at the ends ('' for the page).
	 */
	public static function account_url( string $path = '' ): string {
		return self::url( 'account', $path );
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
	 * @param string $slug      Page below the checkout page.
	 * @param string $query_var Its query variable.
	 * @param int    $order_id  Order ID.
	 * @param string $order_key Order key, '' for none.
	 */
	private static function order_page_url( string $slug, string $query_var, int $order_id, string $order_key ): string {
		global $wp_rewrite;
		$args = '' === $order_key ? array() : array( 'key' => $order_key );
		if ( $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks() ) {
			return add_query_arg( $args, self::url( 'checkout', $slug . '/' . $order_id ) );
		}
		return add_query_arg(
			array(
				'pagename' => self::page_uri( 'checkout' ),
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
