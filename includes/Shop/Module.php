<?php
/**
 * Wiring of the cart, checkout and order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\Router;
use Vitrine\Shared\Notices;
use Vitrine\Store\CartSession;
use Vitrine\Store\Store;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the page URLs and the form handlers in.
 */
final class Module {

	/**
	 * Boots the module.
	 */
	public static function boot(): void {
		ShopPages::hook();
		OrderPageTitles::hook();
		// Guest nonces belong to the guest's cart session (§6).
		CartSession::hook();
		add_filter( Router::FILTER, array( self::class, 'endpoints' ) );
		// After the Router (wp_loaded, priority 10), before the query: the forms redirect or keep their errors.
		add_action( 'wp_loaded', array( CartPage::class, 'handle_post' ), 20 );
		add_action( 'wp_loaded', array( CheckoutSubmit::class, 'handle_post' ), 20 );
		add_action( 'wp_loaded', array( OrderPages::class, 'handle_post' ), 20 );
		add_action( 'wp_body_open', array( Notices::class, 'print' ) );
		add_filter( 'hooked_block_vitrine/mini-cart', array( self::class, 'header_only' ), 10, 5 );
	}

	/**
	 * `vitrine_ajax_endpoints`: the shop's calls (§7.2 and the cart page's own).
	 *
	 * @param mixed $endpoints Endpoints so far.
	 * @return array<int, Endpoint>
	 */
	public static function endpoints( $endpoints ): array {
		return array_merge( is_array( $endpoints ) ? $endpoints : array(), self::shop_endpoints( Stores::get() ) );
	}

	/**
	 * The shop's endpoints over a store.
	 *
	 * @param Store $store The shop.
	 * @return array<int, Endpoint>
	 */
	public static function shop_endpoints( Store $store ): array {
		return array(
			new Endpoints\ChangeCart( $store ),
			new Endpoints\SimulateCart( $store ),
			new Endpoints\CartScriptParams( $store ),
			new Endpoints\ValidateCheckout( $store ),
			new Endpoints\SaveCheckoutForm( $store ),
			new Endpoints\RemoveFromCart( $store ),
			new Endpoints\SetCartQuantity( $store ),
			new Endpoints\ChooseShippingRate( $store ),
		);
	}

	/**
	 * The mini cart's block hook (after core/navigation, block.json) applies
	 * to the header only: footers have navigation blocks too, and one header
	 * cart per page is what shoppers expect (its element IDs are unique).
	 *
	 * @param array<string, mixed>|null $block    The hooked block, null to skip it.
	 * @param string                    $type     vitrine/mini-cart.
	 * @param string                    $position Relative position.
	 * @param array<string, mixed>      $anchor   The navigation block.
	 * @param mixed                     $context  Template, template part or post.
	 * @return array<string, mixed>|null
	 */
	public static function header_only( $block, $type, $position, $anchor, $context ) {
		unset( $type, $position, $anchor );
		if ( $context instanceof \WP_Block_Template ) {
			$is_header = 'wp_template_part' === $context->type && ( 'header' === $context->area || str_contains( $context->slug, 'header' ) );
		} else {
			// A pattern (Twenty Twenty-Five's header part is one): by its template part type or slug.
			$pattern   = is_array( $context ) ? $context : array();
			$is_header = in_array( 'core/template-part/header', (array) ( $pattern['blockTypes'] ?? array() ), true ) || str_ends_with( (string) ( $pattern['slug'] ?? '' ), '/header' );
		}
		return $is_header ? $block : null;
	}
}
