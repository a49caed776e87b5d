<?php
/**
 * Embeds the §3.11 configuration object in pages that show payment elements.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Payment\Ids;
use Vitrine\Store\CartSession;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to Ids::CONTEXT_ACTION (fired by shop pages while they render,
 * §2.4), and prints ONE configuration object per page in the footer as
 * `<script type="application/json" id="vitrine-payment-config">`.
 *
 * JSON data rather than a global set by an inline script: it needs no
 * script handle (so it loads nothing, in particular not the provider's SDK,
 * which the payment elements load only where they render), it is never
 * executed, and a view script reads it with one `JSON.parse()`.
 *
 * When several contexts fire on one page, the page's main context wins
 * (Ids::CONTEXTS order: pay-now, checkout, cart, product, mini-cart); the
 * mini-cart is served by the object's mini_cart_wrapper and mini_cart_style.
 */
final class Printer {

	/**
	 * The listener boot() wired in.
	 *
	 * @var Printer|null
	 */
	private static ?Printer $booted = null;

	/**
	 * Page data per context fired so far.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $fired = array();

	/**
	 * Whether a pay-later messages block rendered on this page.
	 *
	 * @var bool
	 */
	private bool $messages_block = false;

	/**
	 * Whether the object has been printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * @param \Closure(): Store                $store    The shop (resolved late: a bridge may replace it).
	 * @param \Closure(): array<string, mixed> $settings Gateway settings.
	 * @param \Closure(): array<string, mixed> $shop     The shop's URLs (redirect, view_subscriptions_page,
	 *                                                   payment_methods_page) and `ajax` (endpoint => {endpoint, nonce}).
	 * @param \Closure(int): string|null       $id_token A user's identity token (§6), or null for none.
	 */
	public function __construct(
		private readonly \Closure $store,
		private readonly \Closure $settings,
		private readonly \Closure $shop,
		private readonly ?\Closure $id_token = null
	) {
	}

	/**
	 * Wires a listener into WordPress.
	 *
	 * @param Printer $listener The listener (Plugin builds it with the shop's URLs).
	 */
	public static function boot( Printer $listener ): void {
		add_action( Ids::CONTEXT_ACTION, array( $listener, 'collect' ), 10, 2 );
		add_filter( 'render_block_vitrine/paylater-messages', array( $listener, 'saw_messages_block' ) );
		add_action( 'wp_footer', array( $listener, 'print' ), 5 );
		self::$booted = $listener;
	}

	/**
	 * The listener wired into WordPress (null before boot()).
	 */
	public static function booted(): ?Printer {
		return self::$booted;
	}

	/**
	 * Forgets the contexts: a new page starts (one PHP process rendering
	 * several pages, as the tests do).
	 */
	public function reset(): void {
		$this->fired          = array();
		$this->messages_block = false;
		$this->printed        = false;
	}

	/**
	 * Remembers a context the page renders.
	 *
	 * @param mixed $context One of Ids::CONTEXTS.
	 * @param mixed $page    product_id, order_id, change_payment_method.
	 */
	public function collect( $context, $page = array() ): void {
		if ( ! is_string( $context ) || ! in_array( $context, Ids::CONTEXTS, true ) ) {
			_doing_it_wrong( Ids::CONTEXT_ACTION, esc_html( 'Unknown payment context.' ), '0.1.0' );
			return;
		}
		$this->fired[ $context ] = array_merge( $this->fired[ $context ] ?? array(), is_array( $page ) ? $page : array() );
	}

	/**
	 * `render_block_vitrine/paylater-messages`: the page carries a messages
	 * block (§3.11 messages.block.enabled); the block's HTML passes unchanged.
	 *
	 * @param mixed $html Block HTML.
	 * @return mixed
	 */
	public function saw_messages_block( $html ) {
		$this->messages_block = true;
		return $html;
	}

	/**
	 * The page's context, or null when no payment context fired.
	 */
	public function main_context(): ?string {
		foreach ( Ids::CONTEXTS as $context ) {
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
		foreach ( array_reverse( Ids::CONTEXTS ) as $fired ) {
			$page = array_merge( $page, $this->fired[ $fired ] ?? array() );
		}
		$page['mini_cart']      = isset( $this->fired[ Ids::CONTEXT_MINI_CART ] );
		$page['messages_block'] = $this->messages_block;
		$shop                   = ( $this->shop )();
		$builder                = new Builder(
			( $this->store )(),
			( $this->settings )(),
			array(
				'redirect'                => (string) ( $shop['redirect'] ?? '' ),
				'view_subscriptions_page' => (string) ( $shop['view_subscriptions_page'] ?? '' ),
				'payment_methods_page'    => (string) ( $shop['payment_methods_page'] ?? '' ),
			),
			(array) ( $shop['ajax'] ?? array() ),
			$this->id_token
		);
		return $builder->build( $context, (string) CartSession::current(), get_current_user_id(), $page );
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
				'id'   => Ids::CONFIG_ELEMENT,
			)
		);
	}
}
