<?php
/**
 * The shopper's payment script, enqueued only where a payment element renders.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Payment\Ids;
use Vitrine\Shared\Assets as SharedAssets;
use Vitrine\Store\CartSession;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `vitrine-payment` (build/payment/main.js) and enqueues it when a
 * page fires `vitrine_payment_context` while rendering (§2.4). On the
 * checkout and pay-for-order pages (context checkout or pay-now, the page's
 * main context whenever it fired) the handle's file becomes
 * build/payment/checkout.js: the same code plus the checkout page's, so
 * product pages never carry it and neither file needs a chunk loader. Pages without
 * a payment element load neither it nor the provider's SDK (which the
 * script loads only where buttons render). The header's mini-cart alone
 * counts only while the cart has items: with an empty cart it shows no
 * buttons (§3.11 is_mini_cart_disabled), so nothing would run.
 *
 * The script is printed in the footer, so enqueueing while the page's
 * blocks render (after wp_head) is in time.
 */
final class Assets {

	/**
	 * Script handle (tools/i18n/build.mjs uses it for the translations).
	 */
	public const HANDLE = 'vitrine-payment';

	/**
	 * Build entry below build/.
	 */
	private const ENTRY = 'payment/main';

	/**
	 * Build entry of the checkout and pay-for-order pages.
	 */
	private const CHECKOUT_ENTRY = 'payment/checkout';

	/**
	 * Contexts whose pages get CHECKOUT_ENTRY.
	 */
	private const CHECKOUT_CONTEXTS = array( Ids::CONTEXT_CHECKOUT, Ids::CONTEXT_PAY_NOW );

	/**
	 * @param SharedAssets         $assets The plugin's asset helper.
	 * @param string               $file   Plugin main file.
	 * @param \Closure(): Store    $store  The shop (resolved late: a bridge may replace it).
	 */
	public function __construct(
		private readonly SharedAssets $assets,
		private readonly string $file,
		private readonly \Closure $store
	) {
	}

	/**
	 * Wires the script into WordPress.
	 */
	public function hook(): void {
		add_action( 'init', array( $this, 'register' ), 6 );
		add_action( Ids::CONTEXT_ACTION, array( $this, 'enqueue' ), 10, 1 );
	}

	/**
	 * Registers the script from its build output (nothing before a build).
	 */
	public function register(): void {
		$asset = $this->assets->asset( self::ENTRY );
		if ( null === $asset ) {
			return;
		}
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/' . self::ENTRY . '.js', $this->file ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		$this->assets->translate( self::HANDLE );
	}

	/**
	 * Listener of `vitrine_payment_context`: the page renders a payment element.
	 *
	 * @param mixed $context The context that fired.
	 */
	public function enqueue( $context ): void {
		if ( ! is_string( $context ) ) {
			return;
		}
		if ( in_array( $context, self::CHECKOUT_CONTEXTS, true ) ) {
			// Even when the header's mini-cart enqueued the script first.
			$this->use_entry( self::CHECKOUT_ENTRY );
		}
		if ( wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		if ( 'mini-cart' === $context && $this->cart_is_empty() ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
	}

	/**
	 * Points the registered handle at another build entry (its file,
	 * dependencies and version); the script is printed in the footer, so
	 * this is in time while the page's blocks render. Nothing changes
	 * before a build or when the handle is not registered.
	 *
	 * @param string $entry Build entry below build/.
	 */
	private function use_entry( string $entry ): void {
		$script = wp_scripts()->query( self::HANDLE, 'registered' );
		$asset  = $this->assets->asset( $entry );
		if ( false === $script || null === $asset ) {
			return;
		}
		$script->src  = plugins_url( 'build/' . $entry . '.js', $this->file );
		$script->deps = $asset['dependencies'];
		$script->ver  = $asset['version'];
	}

	/**
	 * Whether the shopper's cart holds nothing.
	 */
	private function cart_is_empty(): bool {
		$session = (string) CartSession::current();
		if ( '' === $session ) {
			return true;
		}
		$totals = ( $this->store )()->cart_totals( $session );
		return array() === ( $totals['items'] ?? array() );
	}
}
