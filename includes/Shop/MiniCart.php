<?php
/**
 * The header cart (block vitrine/mini-cart).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Ajax\Router;
use Vitrine\Payment\Ids;
use Vitrine\Store\CartSummary;
use Vitrine\Store\Money;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * A disclosure (details/summary: keyboard-usable and working without
 * JavaScript) with the item count and total, opening a panel with the lines,
 * their remove buttons, links to cart and checkout and the mini-cart button
 * wrapper. The first paint holds the current cart; the view script keeps it
 * in step with the `vitrine/cart` store.
 */
final class MiniCart {

	/**
	 * The block's HTML.
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key, '' for a guest without cart.
	 */
	public static function render( Store $store, string $session ): string {
		$totals  = '' === $session ? $store->simulate_cart( array() ) : $store->cart_totals( $session );
		$summary = CartSummary::of( $totals );
		$config  = array(
			'cart'      => $summary,
			'endpoints' => array(
				'remove_from_cart' => array(
					'url'   => Router::url( 'remove_from_cart' ),
					'nonce' => Router::nonce( 'remove_from_cart' ),
				),
			),
		);
		$count   = (int) $summary['count'];

		// §2.4: the mini-cart is a payment context only while its buttons are on and the provider is connected.
		$context   = '';
		$connected = \Vitrine\Provider\Connection::is_connected();
		if ( $connected && \Vitrine\Provider\Settings::get()['buttons_mini_cart'] ) {
			ob_start();
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_MINI_CART, array() );
			$context = (string) ob_get_clean();
		}

		$wrap  = ShopPages::wrapper_attributes( 'mini-cart', 'vitrine-mini-cart' );
		$html  = '<div ' . $wrap . ' data-vitrine-mini-cart="' . esc_attr( (string) wp_json_encode( $config ) ) . '">' . $context;
		$html .= '<details class="vitrine-mini-cart__details"><summary class="vitrine-mini-cart__toggle">';
		$html .= '<span class="vitrine-mini-cart__icon" aria-hidden="true"><svg width="22" height="22" viewBox="0 0 24 24" focusable="false"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 3h2l2.4 10.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 1.9-1.4L21 7H6.2L5.6 4.4A2 2 0 0 0 3.7 3H3Z"/></svg></span>';
		$html .= '<span class="screen-reader-text">' . esc_html__( 'Cart', 'vitrine' ) . ', </span>';
		/* translators: %d: number of items */
		$html .= '<span class="vitrine-mini-cart__count" data-mini-cart-count>' . esc_html( sprintf( _n( '%d item', '%d items', $count, 'vitrine' ), $count ) ) . '</span>';
		$html .= '<span class="vitrine-mini-cart__total" data-mini-cart-total>' . esc_html( $summary['formatted']['total'] ) . '</span>';
		$html .= '</summary><div class="vitrine-mini-cart__panel">';
		$html .= '<p class="vitrine-mini-cart__empty"' . ( $count > 0 ? ' hidden' : '' ) . '>' . esc_html__( 'Your cart is empty.', 'vitrine' ) . '</p>';
		$html .= '<ul class="vitrine-mini-cart__items" aria-label="' . esc_attr__( 'Items in your cart', 'vitrine' ) . '"' . ( 0 === $count ? ' hidden' : '' ) . '>';
		foreach ( $summary['items'] as $item ) {
			$html .= self::item_html( $item );
		}
		$html .= '</ul>';
		// Subtotal, shipping and total as the cart page shows them, so the panel adds up.
		$html .= '<dl class="vitrine-mini-cart__subtotal"' . ( 0 === $count ? ' hidden' : '' ) . '>';
		$html .= '<div class="vitrine-mini-cart__row"><dt>' . esc_html__( 'Subtotal', 'vitrine' ) . '</dt><dd data-mini-cart-subtotal>' . esc_html( $summary['formatted']['subtotal'] ) . '</dd></div>';
		$html .= '<div class="vitrine-mini-cart__row" data-mini-cart-shipping-row' . ( $summary['needsShipping'] ? '' : ' hidden' ) . '><dt>' . esc_html__( 'Shipping', 'vitrine' ) . '</dt><dd data-mini-cart-shipping>' . esc_html( $summary['formatted']['shipping'] ) . '</dd></div>';
		$html .= '<div class="vitrine-mini-cart__row vitrine-mini-cart__row--total"><dt>' . esc_html__( 'Total', 'vitrine' ) . '</dt><dd><strong data-mini-cart-panel-total>' . esc_html( $summary['formatted']['total'] ) . '</strong></dd></div>';
		// The VAT the total includes, per rate (the view script repaints it).
		foreach ( $summary['formatted']['taxes'] as $tax ) {
			$html .= '<div class="vitrine-mini-cart__row vitrine-mini-cart__row--tax" data-mini-cart-tax><dt>' . esc_html( $tax['label'] ) . '</dt><dd>' . esc_html( $tax['amount'] ) . '</dd></div>';
		}
		$html .= '</dl>';
		$html .= '<p class="vitrine-mini-cart__links"><a href="' . esc_url( ShopPages::cart_url() ) . '">' . esc_html__( 'View cart', 'vitrine' ) . '</a> <a class="vitrine-mini-cart__checkout" href="' . esc_url( ShopPages::checkout_url() ) . '"' . ( 0 === $count ? ' hidden' : '' ) . '>' . esc_html__( 'Checkout', 'vitrine' ) . '</a></p>';
		$html .= $connected ? '<div id="' . esc_attr( Ids::WRAPPER_MINI_CART ) . '" class="vitrine-mini-cart__buttons"></div>' : '';
		$html .= '<p class="vitrine-mini-cart__status screen-reader-text" role="status" aria-live="polite"></p>';
		return $html . '</div></details></div>';
	}

	/**
	 * One line of the panel (the view script renders the same markup).
	 *
	 * @param array<string, mixed> $item Line of CartSummary::of().
	 */
	private static function item_html( array $item ): string {
		return '<li class="vitrine-mini-cart__item" data-cart-item-key="' . esc_attr( (string) $item['cartItemKey'] ) . '"><span class="vitrine-mini-cart__name">' . esc_html( (string) $item['name'] ) . '</span> <span class="vitrine-mini-cart__qty">× ' . esc_html( (string) $item['quantity'] ) . '</span> <span class="vitrine-mini-cart__line-total">' . esc_html( (string) $item['formattedTotal'] ) . '</span>'
			. ' <button type="button" class="vitrine-mini-cart__remove" data-remove="' . esc_attr( (string) $item['cartItemKey'] ) . '">'
			/* translators: %s: product name */
			. '<span aria-hidden="true">×</span><span class="screen-reader-text">' . esc_html( sprintf( __( 'Remove %s from the cart', 'vitrine' ), (string) $item['name'] ) ) . '</span></button></li>';
	}
}
