<?php
/**
 * The cart page (block vitrine/cart) and its form handler.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Ajax\Router;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;
use Vitrine\Shared\FormInput;
use Vitrine\Store\CartSession;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the cart with every amount computed on the server, and handles
 * its forms without JavaScript: one form updates quantities, shipping
 * address and rate; every line has its own small remove form (its button
 * points to it with the form attribute, since forms cannot nest, which also
 * keeps Enter in a quantity field from pressing a remove button). Success redirects
 * back (post/redirect/get); an error renders the page again with a German
 * message and the values as sent.
 */
final class CartPage {

	public const FORM        = 'cart';
	public const REMOVE_FORM = 'cart_remove';

	/**
	 * German error messages of this request's failed submit.
	 *
	 * @var string[]
	 */
	private static array $errors = array();

	/**
	 * `wp_loaded`: handles a posted cart form.
	 */
	public static function handle_post(): void {
		$form = FormRequest::posted_form();
		if ( self::FORM !== $form && self::REMOVE_FORM !== $form ) {
			return;
		}
		if ( ! FormRequest::valid_nonce( $form ) ) {
			self::$errors[] = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return;
		}
		$session = CartSession::current();
		if ( null === $session ) {
			self::$errors[] = __( 'Your cart is empty.', 'vitrine' );
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified above.
		$post   = wp_unslash( $_POST );
		$notice = self::REMOVE_FORM === $form ? 'removed' : 'updated';
		self::$errors = self::REMOVE_FORM === $form
			? self::remove( Stores::get(), $session, FormInput::key( $post['cart_item_key'] ?? null, 32 ) )
			: self::update( Stores::get(), $session, is_array( $post ) ? $post : array() );
		// phpcs:enable
		if ( self::$errors ) {
			return;
		}
		FormRequest::redirect( add_query_arg( 'vitrine_notice', $notice, ShopPages::cart_url() ) );
	}

	/**
	 * Removes a line.
	 *
	 * @param Store  $store         The shop.
	 * @param string $session       Session key.
	 * @param string $cart_item_key Line.
	 * @return string[] Errors.
	 */
	public static function remove( Store $store, string $session, string $cart_item_key ): array {
		try {
			$store->remove_from_cart( $session, $cart_item_key );
		} catch ( StoreException $error ) {
			return array( $error->getMessage() );
		}
		return array();
	}

	/**
	 * Applies the update form: shipping address, rate, quantities (0 removes
	 * the line). Each part is applied on its own, so one bad value does not
	 * throw away the others.
	 *
	 * @param Store                $store   The shop.
	 * @param string               $session Session key.
	 * @param array<string, mixed> $post    Unslashed form.
	 * @return string[] Errors.
	 */
	public static function update( Store $store, string $session, array $post ): array {
		$errors = array();
		$cart   = $store->cart( $session );
		$moved  = false;
		if ( isset( $post['shipping_country'] ) ) {
			$address = $cart->shipping_address;
			foreach ( array( 'country', 'postcode', 'city' ) as $field ) {
				$address[ $field ] = FormInput::text( $post[ 'shipping_' . $field ] ?? null );
			}
			try {
				$store->set_shipping_address( $session, $address );
				$moved = strtoupper( $address['country'] ) !== strtoupper( (string) ( $cart->shipping_address['country'] ?? '' ) );
			} catch ( StoreException $error ) {
				$errors[] = $error->getMessage();
			}
		}
		$rate = FormInput::text( $post['shipping_method'] ?? null, 40 );
		if ( '' !== $rate ) {
			try {
				$store->choose_shipping_rate( $session, $rate );
			} catch ( StoreException $error ) {
				// The radios were another country's: its zone's first method applies now.
				if ( ! $moved ) {
					$errors[] = $error->getMessage();
				}
			}
		}
		$quantities = is_array( $post['quantity'] ?? null ) ? $post['quantity'] : array();
		foreach ( $quantities as $key => $quantity ) {
			$key = (string) $key;
			if ( ! isset( $cart->items[ $key ] ) || ! is_scalar( $quantity ) ) {
				continue;
			}
			$quantity = trim( (string) $quantity );
			if ( ! preg_match( '/^\d{1,4}$/', $quantity ) ) {
				$errors[] = __( 'Please enter a whole number as the quantity.', 'vitrine' );
				continue;
			}
			if ( (int) $quantity === (int) $cart->items[ $key ]['quantity'] ) {
				continue;
			}
			try {
				if ( 0 === (int) $quantity ) {
					$store->remove_from_cart( $session, $key );
				} else {
					$store->set_cart_quantity( $session, $key, (int) $quantity );
				}
			} catch ( StoreException $error ) {
				$errors[] = $error->getMessage();
			}
		}
		return $errors;
	}

	/**
	 * The block's HTML.
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key, '' for a guest without cart.
	 * @param string $notice  Notice from the redirect (updated, removed) or ''.
	 */
	public static function render( Store $store, string $session, string $notice = '' ): string {
		$totals = '' === $session ? $store->simulate_cart( array() ) : $store->cart_totals( $session );
		$cart   = '' === $session ? null : $store->cart( $session );
		$wrap   = ShopPages::wrapper_attributes( 'cart', 'vitrine-cart' );
		$config = array(
			'endpoints' => array(),
			'messages'  => array(
				'updated' => __( 'Your cart was updated.', 'vitrine' ),
				'removed' => __( 'The item was removed from your cart.', 'vitrine' ),
			),
		);
		// change_cart too, so scripts on the cart page (and tests) can fill the cart (§7.2).
		foreach ( array( 'set_cart_quantity', 'remove_from_cart', 'choose_shipping_rate', 'change_cart' ) as $endpoint ) {
			$config['endpoints'][ $endpoint ] = array(
				'url'   => Router::url( $endpoint ),
				'nonce' => Router::nonce( $endpoint ),
			);
		}

		$offer = Connection::is_connected();
		ob_start();
		if ( $offer ) {
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_CART, array() );
		}
		$context = (string) ob_get_clean();

		$html  = '<div ' . $wrap . ' data-vitrine-cart="' . esc_attr( (string) wp_json_encode( $config ) ) . '">';
		$html .= $context;
		$html .= ShopPages::heading( 'vitrine-cart__title', __( 'Cart', 'vitrine' ) );
		$html .= self::notices( $notice );
		$html .= '<div class="vitrine-cart__status screen-reader-text" role="status" aria-live="polite"></div>';

		if ( array() === $totals['items'] ) {
			$html .= self::empty_html();
			return $html . '</div>';
		}
		$currency = $totals['currency'];
		$html    .= '<form class="vitrine-cart__form" method="post" action="' . esc_url( ShopPages::cart_url() ) . '">';
		$html    .= FormRequest::fields( self::FORM );
		$html .= '<table class="vitrine-cart__table"><caption class="screen-reader-text">' . esc_html__( 'Items in your cart', 'vitrine' ) . '</caption><thead><tr>';
		$html .= '<th scope="col">' . esc_html__( 'Product', 'vitrine' ) . '</th>';
		$html .= '<th scope="col">' . esc_html__( 'Price', 'vitrine' ) . '</th>';
		$html .= '<th scope="col">' . esc_html__( 'Quantity', 'vitrine' ) . '</th>';
		$html .= '<th scope="col" class="vitrine-cart__line-total">' . esc_html__( 'Total', 'vitrine' ) . '</th>';
		$html .= '<th scope="col"><span class="screen-reader-text">' . esc_html__( 'Remove', 'vitrine' ) . '</span></th>';
		$html .= '</tr></thead><tbody>';
		foreach ( $totals['items'] as $item ) {
			$key      = $item['cart_item_key'];
			$input_id = 'vitrine-qty-' . $key;
			$fixed    = null !== $item['booking'] || null !== $item['recurring'];
			$html    .= '<tr class="vitrine-cart__item" data-cart-item-key="' . esc_attr( $key ) . '">';
			$html    .= '<th scope="row" class="vitrine-cart__product"><a href="' . esc_url( (string) get_permalink( $item['product_id'] ) ) . '">' . esc_html( $item['name'] ) . '</a>' . LineDetails::html( $item ) . '</th>';
			// A subscription's price is its recurring one; what is due today is its line total.
			$recurring = RecurringText::per_period( $store, $item, $currency );
			$html     .= '<td class="vitrine-cart__price" data-label="' . esc_attr__( 'Price', 'vitrine' ) . '">' . esc_html( '' !== $recurring ? $recurring : Money::format( $item['unit_price'], $currency ) ) . '</td>';
			$html    .= '<td class="vitrine-cart__quantity"><label class="screen-reader-text" for="' . esc_attr( $input_id ) . '">'
				/* translators: %s: product name */
				. esc_html( sprintf( __( 'Quantity of %s', 'vitrine' ), $item['name'] ) ) . '</label>';
			if ( $fixed ) {
				// Bookings and subscriptions are bought once (§3.6).
				$html .= '<input type="number" id="' . esc_attr( $input_id ) . '" value="1" readonly class="vitrine-cart__qty" min="1" max="1">';
			} else {
				$html .= '<input type="number" id="' . esc_attr( $input_id ) . '" name="quantity[' . esc_attr( $key ) . ']" value="' . esc_attr( (string) $item['quantity'] ) . '" min="0" max="9999" step="1" inputmode="numeric" class="vitrine-cart__qty">';
			}
			$html .= '</td>';
			$html .= '<td class="vitrine-cart__line-total">' . RecurringText::total_html( Money::format( $item['line_total'], $currency ), $recurring ) . '</td>';
			$html .= '<td class="vitrine-cart__remove"><button type="submit" form="vitrine-remove-' . esc_attr( $key ) . '" class="vitrine-cart__remove-button" data-remove="' . esc_attr( $key ) . '">'
				. '<span aria-hidden="true">×</span><span class="screen-reader-text">'
				/* translators: %s: product name */
				. esc_html( sprintf( __( 'Remove %s from the cart', 'vitrine' ), $item['name'] ) ) . '</span></button></td>';
			$html .= '</tr>';
		}
		$html .= '</tbody></table>';

		if ( $totals['needs_shipping'] ) {
			$html .= self::shipping_html( $totals, $cart ? $cart->shipping_address : array() );
		}
		$html .= '<p class="vitrine-cart__actions"><button type="submit" name="update_cart" value="1" class="wp-element-button vitrine-cart__update">' . esc_html__( 'Update cart', 'vitrine' ) . '</button></p>';
		$html .= '</form>';
		foreach ( $totals['items'] as $item ) {
			$html .= '<form id="vitrine-remove-' . esc_attr( $item['cart_item_key'] ) . '" method="post" action="' . esc_url( ShopPages::cart_url() ) . '" hidden>'
				. FormRequest::fields( self::REMOVE_FORM )
				. '<input type="hidden" name="cart_item_key" value="' . esc_attr( $item['cart_item_key'] ) . '"></form>';
		}
		$html .= self::totals_html( $totals );
		$html .= str_replace( '<div class="vitrine-cart__empty">', '<div class="vitrine-cart__empty" hidden>', self::empty_html() );
		$html .= '<p class="vitrine-cart__checkout"><a class="wp-element-button vitrine-cart__checkout-link" href="' . esc_url( ShopPages::checkout_url() ) . '">' . esc_html__( 'Proceed to checkout', 'vitrine' ) . '</a></p>';
		if ( $offer ) {
			$html .= '<div id="' . esc_attr( Ids::WRAPPER_BUTTONS ) . '" class="vitrine-cart__payment-buttons"></div>';
			// The pay-later message for the cart's total (§4.11).
			$html .= '<div id="' . esc_attr( Ids::WRAPPER_MESSAGES ) . '" class="vitrine-paylater-messages"></div>';
		}
		return $html . '</div>';
	}

	/**
	 * The empty cart.
	 */
	private static function empty_html(): string {
		return '<div class="vitrine-cart__empty"><p>' . esc_html__( 'Your cart is empty.', 'vitrine' ) . '</p><p><a href="' . esc_url( ShopPages::shop_url() ) . '">' . esc_html__( 'Go to the shop', 'vitrine' ) . '</a></p></div>';
	}

	/**
	 * Success notice after a redirect, or this request's errors.
	 *
	 * @param string $notice updated, removed or ''.
	 */
	private static function notices( string $notice ): string {
		if ( self::$errors ) {
			$list = '';
			foreach ( self::$errors as $error ) {
				$list .= '<li>' . esc_html( $error ) . '</li>';
			}
			return '<ul class="vitrine-notice vitrine-notice--error" role="alert">' . $list . '</ul>';
		}
		$messages = array(
			'updated' => __( 'Your cart was updated.', 'vitrine' ),
			'removed' => __( 'The item was removed from your cart.', 'vitrine' ),
		);
		return isset( $messages[ $notice ] ) ? '<p class="vitrine-notice vitrine-notice--success" role="status">' . esc_html( $messages[ $notice ] ) . '</p>' : '';
	}

	/**
	 * Shipping address (country, postcode, city) and rate choice.
	 *
	 * @param array<string, mixed>  $totals  Cart totals.
	 * @param array<string, string> $address Stored shipping address.
	 */
	private static function shipping_html( array $totals, array $address ): string {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- only echoes values back after a failed submit.
		$posted = static fn( string $name, string $stored ): string => self::$errors && isset( $_POST[ $name ] ) && is_string( $_POST[ $name ] ) ? sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) : $stored;
		// phpcs:enable
		$country = $posted( 'shipping_country', (string) ( $address['country'] ?? '' ) );
		$html    = '<fieldset class="vitrine-cart__shipping"><legend>' . esc_html__( 'Shipping', 'vitrine' ) . '</legend>';
		$html   .= '<div class="vitrine-cart__address">';
		$html   .= '<p><label for="vitrine-cart-country">' . esc_html__( 'Country', 'vitrine' ) . '</label>' . Countries::select( 'shipping_country', 'vitrine-cart-country', '' === $country ? ShippingSettings::home_country() : $country, array( 'autocomplete' => 'shipping country' ) ) . '</p>';
		$html   .= '<p><label for="vitrine-cart-postcode">' . esc_html__( 'Postcode', 'vitrine' ) . '</label><input type="text" id="vitrine-cart-postcode" name="shipping_postcode" autocomplete="shipping postal-code" value="' . esc_attr( $posted( 'shipping_postcode', (string) ( $address['postcode'] ?? '' ) ) ) . '"></p>';
		$html   .= '<p><label for="vitrine-cart-city">' . esc_html__( 'City', 'vitrine' ) . '</label><input type="text" id="vitrine-cart-city" name="shipping_city" autocomplete="shipping address-level2" value="' . esc_attr( $posted( 'shipping_city', (string) ( $address['city'] ?? '' ) ) ) . '"></p>';
		$html   .= '</div>';
		$html   .= self::rates_html( $totals, 'vitrine-cart-rate' );
		return $html . '</fieldset>';
	}

	/**
	 * Shipping rate radios (`shipping_method`).
	 *
	 * @param array<string, mixed> $totals    Cart totals.
	 * @param string               $id_prefix Prefix of the radio IDs.
	 */
	public static function rates_html( array $totals, string $id_prefix ): string {
		$chosen = (string) ( $totals['shipping_rate']['id'] ?? '' );
		$html   = '<fieldset class="vitrine-shipping-rates"><legend>' . esc_html__( 'Shipping option', 'vitrine' ) . '</legend>';
		if ( array() === $totals['shipping_rates'] ) {
			// No shipping zone takes the cart's country.
			$html .= '<p class="vitrine-shipping-rates__none">' . esc_html__( 'We do not deliver to this country.', 'vitrine' ) . '</p>';
		}
		foreach ( $totals['shipping_rates'] as $rate ) {
			$id    = $id_prefix . '-' . $rate['id'];
			$html .= '<p class="vitrine-shipping-rates__rate"><input type="radio" name="shipping_method" id="' . esc_attr( $id ) . '" value="' . esc_attr( $rate['id'] ) . '"' . checked( $chosen, $rate['id'], false ) . '>'
				. ' <label for="' . esc_attr( $id ) . '">' . esc_html( $rate['label'] ) . ': ' . esc_html( Money::format( $rate['cost'], $totals['currency'] ) ) . '</label></p>';
		}
		return $html . '</fieldset>';
	}

	/**
	 * Subtotal, shipping, total and the VAT it includes.
	 *
	 * @param array<string, mixed> $totals Cart totals.
	 */
	public static function totals_html( array $totals ): string {
		$currency = $totals['currency'];
		$html     = '<table class="vitrine-cart__totals"><caption>' . esc_html__( 'Cart totals', 'vitrine' ) . '</caption><tbody>';
		$html    .= '<tr><th scope="row">' . esc_html__( 'Subtotal', 'vitrine' ) . '</th><td data-cart-subtotal>' . esc_html( Money::format( $totals['subtotal'], $currency ) ) . '</td></tr>';
		if ( $totals['needs_shipping'] ) {
			$html .= '<tr><th scope="row">' . esc_html__( 'Shipping', 'vitrine' ) . '</th><td data-cart-shipping>' . esc_html( Money::format( $totals['shipping_total'], $currency ) ) . '</td></tr>';
		}
		$html .= '<tr class="vitrine-cart__grand-total"><th scope="row">' . esc_html__( 'Total', 'vitrine' ) . ' <span class="vitrine-tax-note">' . esc_html__( 'incl. VAT', 'vitrine' ) . '</span></th><td data-cart-total><strong>' . esc_html( Money::format( $totals['total'], $currency ) ) . '</strong></td></tr>';
		// The VAT the total includes, per rate (the cart script repaints this part).
		$html .= '</tbody><tbody class="vitrine-cart__taxes" data-cart-taxes>' . TaxDisplay::table_rows( $totals['taxes'], $currency );
		return $html . '</tbody></table>';
	}

	/**
	 * Forgets this request's submit (a request handles one; tests run many).
	 */
	public static function reset(): void {
		self::$errors = array();
	}
}
