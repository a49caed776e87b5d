<?php
/**
 * The checkout page (block vitrine/checkout) and its form handler.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Payment\Voucher\VoucherCheckout;
use Vitrine\Shared\FormInput;
use Vitrine\Shared\Templates;
use Vitrine\Store\CartSession;
use Vitrine\Store\CheckoutValidator;
use Vitrine\Store\Claims;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\TermsConsent;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * The checkout form with the §3.5 field names, validated on the server only
 * (the form has novalidate: the German messages of CheckoutValidator are the
 * ones shoppers see, at the top in a list and at each field). Entered values
 * are rendered again after an error and kept for the session
 * (save_checkout_form), so nothing typed is lost.
 *
 * A double submit (two clicks, a reload of the POST, the back button) must
 * not place two orders: every rendering of the form carries a random token,
 * and placing an order first claims `{session, token}` (Store\Claims), which
 * only one request can win. A request that finds the token claimed waits
 * briefly for the winner's order and sends the shopper to it.
 */
final class CheckoutPage {

	public const FORM = 'checkout';

	private const TOKEN_FIELD  = 'vitrine_checkout_token';
	private const CLAIM_PREFIX = 'checkout:';

	/** A claim whose request died is free again after a minute. */
	private const CLAIM_TTL = MINUTE_IN_SECONDS;

	/**
	 * Field errors of this request's failed submit, by field name ('' for
	 * errors that belong to no field).
	 *
	 * @var array<string, string>
	 */
	private static array $errors = array();

	/**
	 * The values posted in this request (kept after an error).
	 *
	 * @var array<string, string>
	 */
	private static array $posted = array();

	/**
	 * `wp_loaded`: handles a posted checkout form.
	 */
	public static function handle_post(): void {
		if ( self::FORM !== FormRequest::posted_form() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in place().
		$post = wp_unslash( $_POST );
		$url  = self::place( Stores::get(), is_array( $post ) ? $post : array(), CartSession::current(), get_current_user_id(), FormRequest::valid_nonce( self::FORM ) );
		if ( null !== $url ) {
			FormRequest::redirect( $url );
		}
	}

	/**
	 * Places the order of a posted form.
	 *
	 * @param Store                $store       The shop.
	 * @param array<string, mixed> $post        Unslashed form.
	 * @param string|null          $session     Cart session, null when the guest has none.
	 * @param int                  $user_id     Current user.
	 * @param bool                 $valid_nonce Whether the form's nonce checked out.
	 * @return string|null Where to send the shopper; null after an error (see errors()).
	 */
	public static function place( Store $store, array $post, ?string $session, int $user_id, bool $valid_nonce ): ?string {
		self::$errors = array();
		self::$posted = self::clean( $post );
		if ( ! $valid_nonce ) {
			self::$errors[''] = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return null;
		}
		if ( null === $session ) {
			self::$errors[''] = __( 'Your cart is empty.', 'vitrine' );
			return null;
		}
		$store->save_checkout_form( $session, self::$posted );

		$token = self::$posted[ self::TOKEN_FIELD ] ?? '';
		if ( ! preg_match( '/^[A-Za-z0-9]{32}$/', $token ) ) {
			self::$errors[''] = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return null;
		}
		$claims = new Claims();
		$claim  = self::CLAIM_PREFIX . md5( $session . '|' . $token );
		if ( ! $claims->claim( $claim, self::CLAIM_TTL ) ) {
			// Placed already (a reload, the back button) or being placed by a second click: its order, once there.
			$done = self::claimed_order( $store, $claims->wait( $claim, 10.0 ) );
			if ( $done ) {
				return self::next_url( $done );
			}
			self::$errors[''] = __( 'Your order is already being placed. Please wait a moment and reload the page.', 'vitrine' );
			return null;
		}

		$methods = ShopPages::payment_methods();
		$method  = self::$posted['payment_method'] ?? '';
		if ( ! isset( $methods[ $method ] ) ) {
			self::$errors['payment_method'] = __( 'Please choose a payment method.', 'vitrine' );
		}
		$rate = self::$posted['shipping_method'] ?? '';
		if ( '' !== $rate ) {
			try {
				$store->choose_shipping_rate( $session, $rate );
			} catch ( StoreException $error ) {
				self::$errors['shipping_method'] = $error->getMessage();
			}
		}
		if ( ! self::$errors && OxxoAvailability::GATEWAY === $method ) {
			// Refused before the order exists (currency, amount, a Mexican billing address): nothing is created.
			$refusal = VoucherCheckout::refusal_for_cart( $store, $session, self::$posted['billing_country'] ?? '' );
			if ( null !== $refusal ) {
				self::$errors['payment_method'] = $refusal;
			}
		}
		if ( self::$errors ) {
			// The validator's messages for the other fields, all at once.
			self::$errors += $store->validate_checkout( $session, self::$posted + array( 'payment_method' => ShopPages::BANK_TRANSFER ), $user_id );
			$claims->release( $claim );
			return null;
		}
		self::keep_shipping_address( $store, $session );

		try {
			$order = $store->place_order( $session, self::$posted, $user_id );
		} catch ( StoreException $error ) {
			$claims->release( $claim );
			self::$errors = $error->errors ? $error->errors : array( '' => $error->getMessage() );
			return null;
		}
		// Kept a day: long enough for a reload or the back button.
		$claims->complete( $claim, (string) $order->id, DAY_IN_SECONDS );
		$claims->purge();
		$store->save_checkout_form( $session, array() );
		if ( 0 === $user_id && $order->customer_id > 0 && '1' === ( self::$posted['createaccount'] ?? '' ) ) {
			// The new customer is logged in, as shops do after creating an account at checkout.
			wp_set_current_user( $order->customer_id );
			if ( ! headers_sent() ) {
				wp_set_auth_cookie( $order->customer_id );
			}
		}
		return self::next_url( $order );
	}

	/**
	 * Bank transfer: the order-received page with the bank details; the
	 * cash voucher: the order-received page with the voucher; the provider's
	 * other methods: the pay-for-order page, where their buttons render.
	 *
	 * @param Order $order Placed order.
	 */
	private static function next_url( Order $order ): string {
		/**
		 * Where a placed order goes instead of the default ('' keeps it):
		 * a saved card chosen in the form is charged here (Payment\Vault\SavedCardCheckout).
		 *
		 * @param string               $url    ''.
		 * @param Order                $order  The placed order.
		 * @param array<string, mixed> $posted The posted form.
		 */
		$url = (string) apply_filters( 'vitrine_checkout_next_url', '', $order, self::$posted );
		if ( '' !== $url ) {
			return $url;
		}
		if ( OxxoAvailability::GATEWAY === $order->payment_method ) {
			// The cash voucher is made now; the order-received page shows it. Should the
			// provider fail, the order is kept and its pay-for-order page offers a retry.
			try {
				VoucherCheckout::start( $order );
				return ShopPages::received_url( $order );
			} catch ( PaymentFailed ) {
				return add_query_arg( VoucherCheckout::FAILED_ARG, 'failed', ShopPages::pay_url( $order ) );
			}
		}
		return ShopPages::next_url( $order );
	}

	/**
	 * The order a done claim names.
	 *
	 * @param Store       $store  The shop.
	 * @param string|null $result The claim's result (an order ID), null when none.
	 */
	private static function claimed_order( Store $store, ?string $result ): ?Order {
		return null !== $result && ctype_digit( $result ) ? $store->order( (int) $result ) : null;
	}

	/**
	 * The shipping address of the order also goes to the cart (the
	 * provider's purchase units carry it, §3.7).
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key.
	 */
	private static function keep_shipping_address( Store $store, string $session ): void {
		$prefix  = '1' === ( self::$posted['ship_to_different_address'] ?? '' ) ? 'shipping_' : 'billing_';
		$address = array();
		foreach ( array( 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) as $field ) {
			$address[ $field ] = self::$posted[ $prefix . $field ] ?? '';
		}
		try {
			$store->set_shipping_address( $session, $address );
		} catch ( StoreException ) {
			// The validator reports a country the shop does not serve.
			return;
		}
	}

	/**
	 * The posted fields the checkout knows, as trimmed strings.
	 *
	 * @param array<string, mixed> $post Unslashed form.
	 * @return array<string, string>
	 */
	private static function clean( array $post ): array {
		$names = array( 'billing_email', 'billing_phone', 'payment_method', 'shipping_method', 'createaccount', 'ship_to_different_address', TermsConsent::FIELD, self::TOKEN_FIELD, Ids::FIELD_SAVED_CARD );
		foreach ( array_keys( CheckoutValidator::ADDRESS_FIELDS ) as $suffix ) {
			$names[] = 'billing_' . $suffix;
			$names[] = 'shipping_' . $suffix;
		}
		$clean = array();
		foreach ( $names as $name ) {
			if ( isset( $post[ $name ] ) && is_scalar( $post[ $name ] ) ) {
				$clean[ $name ] = mb_substr( trim( sanitize_text_field( (string) $post[ $name ] ) ), 0, 200 );
			}
		}
		foreach ( array( 'createaccount', 'ship_to_different_address', TermsConsent::FIELD ) as $box ) {
			$clean[ $box ] = in_array( $clean[ $box ] ?? '', array( '1', 'on', 'true' ), true ) ? '1' : '';
		}
		if ( isset( $post['order_comments'] ) && is_scalar( $post['order_comments'] ) ) {
			$clean['order_comments'] = mb_substr( trim( sanitize_textarea_field( (string) $post['order_comments'] ) ), 0, 1000 );
		}
		return $clean;
	}

	/**
	 * This request's errors (tests).
	 *
	 * @return array<string, string>
	 */
	public static function errors(): array {
		return self::$errors;
	}

	/**
	 * The block's HTML: the order pages when their query variable is set,
	 * the checkout form otherwise.
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key, '' for a guest without cart.
	 * @param int    $user_id Current user.
	 */
	public static function render( Store $store, string $session, int $user_id ): string {
		$pay      = (int) get_query_var( ShopPages::PAY_VAR );
		$received = (int) get_query_var( ShopPages::RECEIVED_VAR );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only pages; the key or ownership is checked.
		$key    = isset( $_GET['key'] ) && is_string( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		$change = FormInput::id( $_GET['change_payment_method'] ?? null );
		// phpcs:enable
		$wrap = ShopPages::wrapper_attributes( 'checkout', 'vitrine-checkout' );
		if ( $change > 0 ) {
			return '<div ' . $wrap . '>' . OrderPages::change_payment_method( $store, $change, $user_id ) . '</div>';
		}
		if ( $pay > 0 ) {
			return '<div ' . $wrap . '>' . OrderPages::pay( $store, $pay, $key, $user_id ) . '</div>';
		}
		if ( $received > 0 ) {
			return '<div ' . $wrap . '>' . OrderPages::received( $store, $received, $key ) . '</div>';
		}
		return '<div ' . $wrap . '>' . self::form( $store, $session, $user_id ) . '</div>';
	}

	/**
	 * The checkout form.
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key.
	 * @param int    $user_id Current user.
	 */
	private static function form( Store $store, string $session, int $user_id ): string {
		$totals = '' === $session ? $store->simulate_cart( array() ) : $store->cart_totals( $session );
		$html   = ShopPages::heading( 'vitrine-checkout__title', __( 'Checkout', 'vitrine' ) );
		if ( array() === $totals['items'] ) {
			return $html . self::error_list() . '<div class="vitrine-cart__empty"><p>' . esc_html__( 'Your cart is empty.', 'vitrine' ) . '</p><p><a href="' . esc_url( ShopPages::shop_url() ) . '">' . esc_html__( 'Go to the shop', 'vitrine' ) . '</a></p></div>';
		}
		$values = self::values( $store, $session, $user_id );

		ob_start();
		do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_CHECKOUT, array() );
		$html .= (string) ob_get_clean();

		$html .= self::error_list();
		$html .= '<form class="vitrine-checkout__form" method="post" action="' . esc_url( ShopPages::checkout_url() ) . '" novalidate>';
		$html .= FormRequest::fields( self::FORM );
		$html .= '<input type="hidden" name="' . self::TOKEN_FIELD . '" value="' . esc_attr( wp_generate_password( 32, false ) ) . '">';
		$html .= '<p class="vitrine-checkout__required-note">' . esc_html__( 'Fields marked with * are required.', 'vitrine' ) . '</p>';

		$html .= '<fieldset class="vitrine-checkout__billing"><legend>' . esc_html__( 'Billing details', 'vitrine' ) . '</legend>';
		$html .= self::field( 'billing_email', CheckoutValidator::label( 'email' ), $values, true, 'email', 'email' );
		$html .= self::address( 'billing', $values );
		$html .= self::field( 'billing_phone', CheckoutValidator::label( 'phone' ), $values, false, 'tel', 'tel' );
		if ( 0 === $user_id ) {
			// A subscription needs an account (DatabaseStore::place_order): ticked from the start, and said why.
			$needed  = $totals['contains_subscription'];
			$ticked  = $values['createaccount'] ?? ( $needed ? '1' : '' );
			$html   .= '<p class="vitrine-checkout__checkbox"><input type="checkbox" id="createaccount" name="createaccount" value="1"' . checked( $ticked, '1', false ) . self::described( 'createaccount' ) . '> <label for="createaccount">' . esc_html__( 'Create an account', 'vitrine' ) . '</label></p>';
			$html   .= $needed ? '<p class="vitrine-checkout__hint">' . esc_html__( 'Your cart holds a subscription, which you manage in your customer account.', 'vitrine' ) . '</p>' : '';
			$html   .= self::field_error( 'createaccount' );
		}
		$html .= '</fieldset>';

		if ( $totals['needs_shipping'] ) {
			$html .= '<div class="vitrine-checkout__shipping">';
			$html .= '<p class="vitrine-checkout__checkbox"><input type="checkbox" id="ship_to_different_address" name="ship_to_different_address" value="1"' . checked( $values['ship_to_different_address'] ?? '', '1', false ) . '> <label for="ship_to_different_address">' . esc_html__( 'Ship to a different address?', 'vitrine' ) . '</label></p>';
			$html .= '<fieldset class="vitrine-checkout__shipping-fields"><legend>' . esc_html__( 'Shipping address', 'vitrine' ) . '</legend>' . self::address( 'shipping', $values ) . '</fieldset>';
			$html .= CartPage::rates_html( $totals, 'vitrine-checkout-rate' ) . self::field_error( 'shipping_method' );
			$html .= '</div>';
		}

		$html .= '<p class="vitrine-field"><label for="order_comments">' . esc_html__( 'Order notes (optional)', 'vitrine' ) . '</label><textarea id="order_comments" name="order_comments" rows="3">' . esc_textarea( $values['order_comments'] ?? '' ) . '</textarea></p>';

		$html .= self::review( $totals );
		$html .= self::payment_section( $values['payment_method'] ?? '', __( 'Place order', 'vitrine' ) );
		return $html . '</form>';
	}

	/**
	 * The values to show: posted (after an error), kept for the session,
	 * the customer's saved address, in that order.
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key.
	 * @param int    $user_id Current user.
	 * @return array<string, string>
	 */
	private static function values( Store $store, string $session, int $user_id ): array {
		if ( self::$posted ) {
			return self::$posted;
		}
		$values = '' === $session ? array() : $store->saved_checkout_form( $session );
		if ( $user_id > 0 ) {
			$user  = get_userdata( $user_id );
			$saved = array();
			foreach ( array_merge( array( 'email', 'phone' ), array_keys( CheckoutValidator::ADDRESS_FIELDS ) ) as $suffix ) {
				foreach ( array( 'billing', 'shipping' ) as $section ) {
					$meta = get_user_meta( $user_id, $section . '_' . $suffix, true );
					if ( is_string( $meta ) && '' !== $meta ) {
						$saved[ $section . '_' . $suffix ] = $meta;
					}
				}
			}
			if ( $user ) {
				$saved += array(
					'billing_email'      => $user->user_email,
					'billing_first_name' => $user->first_name,
					'billing_last_name'  => $user->last_name,
				);
			}
			$values += $saved;
		}
		return $values + array( 'billing_country' => 'DE' );
	}

	/**
	 * The fields of an address section.
	 *
	 * @param string                $section billing or shipping.
	 * @param array<string, string> $values  Values.
	 */
	private static function address( string $section, array $values ): string {
		$autocomplete = array(
			'first_name' => 'given-name',
			'last_name'  => 'family-name',
			'country'    => 'country',
			'address_1'  => 'address-line1',
			'address_2'  => 'address-line2',
			'postcode'   => 'postal-code',
			'city'       => 'address-level2',
			'state'      => 'address-level1',
		);
		// The shipping section is required only when it is used.
		$html = '';
		foreach ( CheckoutValidator::ADDRESS_FIELDS as $suffix => $required ) {
			$name = $section . '_' . $suffix;
			if ( 'country' === $suffix ) {
				$html .= '<p class="vitrine-field vitrine-field--' . esc_attr( $suffix ) . '"><label for="' . esc_attr( $name ) . '">' . esc_html( CheckoutValidator::label( $suffix ) ) . ' <span aria-hidden="true">*</span></label>'
					. Countries::select(
						$name,
						$name,
						'' === ( $values[ $name ] ?? '' ) ? 'DE' : $values[ $name ],
						array(
							'autocomplete'  => $section . ' ' . $autocomplete[ $suffix ],
							'aria-required' => 'true',
						) + self::invalid_attrs( $name )
					)
					. '</p>' . self::field_error( $name );
				continue;
			}
			$html .= self::field( $name, CheckoutValidator::label( $suffix ), $values, $required, 'text', $section . ' ' . $autocomplete[ $suffix ] );
		}
		return $html;
	}

	/**
	 * One labelled input with its error.
	 *
	 * @param string                $name         Field name (also its ID).
	 * @param string                $label        Label.
	 * @param array<string, string> $values       Values.
	 * @param bool                  $required     Whether required.
	 * @param string                $type         Input type.
	 * @param string                $autocomplete Autocomplete token.
	 */
	private static function field( string $name, string $label, array $values, bool $required, string $type, string $autocomplete ): string {
		$attrs = '';
		foreach ( self::invalid_attrs( $name ) as $attr => $value ) {
			$attrs .= ' ' . $attr . '="' . esc_attr( $value ) . '"';
		}
		return '<p class="vitrine-field vitrine-field--' . esc_attr( $name ) . '"><label for="' . esc_attr( $name ) . '">' . esc_html( $label ) . ( $required ? ' <span aria-hidden="true">*</span>' : '' ) . '</label>'
			. '<input type="' . esc_attr( $type ) . '" id="' . esc_attr( $name ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $values[ $name ] ?? '' ) . '" autocomplete="' . esc_attr( $autocomplete ) . '"' . ( $required ? ' aria-required="true"' : '' ) . $attrs . '></p>'
			. self::field_error( $name );
	}

	/**
	 * aria-invalid and aria-describedby of a field with an error.
	 *
	 * @param string $name Field name.
	 * @return array<string, string>
	 */
	private static function invalid_attrs( string $name ): array {
		return isset( self::$errors[ $name ] ) ? array(
			'aria-invalid'     => 'true',
			'aria-describedby' => $name . '-error',
		) : array();
	}

	/**
	 * The attributes of invalid_attrs() as HTML.
	 *
	 * @param string $name Field name.
	 */
	private static function described( string $name ): string {
		$html = '';
		foreach ( self::invalid_attrs( $name ) as $attr => $value ) {
			$html .= ' ' . $attr . '="' . esc_attr( $value ) . '"';
		}
		return $html;
	}

	/**
	 * A field's error message.
	 *
	 * @param string $name Field name.
	 */
	private static function field_error( string $name ): string {
		return isset( self::$errors[ $name ] ) ? '<p class="vitrine-field-error" id="' . esc_attr( $name ) . '-error">' . esc_html( self::$errors[ $name ] ) . '</p>' : '';
	}

	/**
	 * All errors at the top, each linking to its field.
	 */
	private static function error_list(): string {
		if ( ! self::$errors ) {
			return '';
		}
		$items = '';
		foreach ( self::$errors as $field => $message ) {
			$target = in_array( $field, array( '', 'cart' ), true ) ? '' : ( 'payment_method' === $field ? 'payment_method_' . array_key_first( ShopPages::payment_methods() ) : ( 'shipping_method' === $field ? '' : $field ) );
			$items .= '<li>' . ( '' === $target ? esc_html( $message ) : '<a href="#' . esc_attr( $target ) . '">' . esc_html( $message ) . '</a>' ) . '</li>';
		}
		return '<div class="vitrine-notice vitrine-notice--error vitrine-checkout__errors" role="alert" tabindex="-1" id="vitrine-checkout-errors"><p>' . esc_html__( 'Please check your details:', 'vitrine' ) . '</p><ul>' . $items . '</ul></div>';
	}

	/**
	 * Issue 16.7: the terms-and-withdrawal checkbox under the order review,
	 * when the shop owner switched it on (templates/checkout/terms.php): before
	 * the payment section, since every way to pay sits in there (the order
	 * button and the wallet's buttons alike). It starts unticked on every
	 * visit; after a refused submit it keeps what was sent.
	 */
	private static function terms(): string {
		if ( ! TermsConsent::required() ) {
			return '';
		}
		return Templates::render(
			'checkout/terms',
			array(
				'checked'        => '1' === ( self::$posted[ TermsConsent::FIELD ] ?? '' ),
				'error'          => self::$errors[ TermsConsent::FIELD ] ?? '',
				'terms_url'      => LegalPages::url( 'terms' ),
				'withdrawal_url' => LegalPages::url( 'withdrawal' ),
			)
		);
	}

	/**
	 * The order review: lines and totals, all from the server, and under it
	 * the terms checkbox when it is on.
	 *
	 * @param array<string, mixed> $totals Cart totals.
	 */
	private static function review( array $totals ): string {
		$currency = $totals['currency'];
		$html     = '<h3 class="vitrine-checkout__review-title" id="vitrine-review-title">' . esc_html__( 'Your order', 'vitrine' ) . '</h3>';
		$html    .= '<table class="vitrine-order-table" aria-labelledby="vitrine-review-title"><thead><tr><th scope="col">' . esc_html__( 'Product', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Total', 'vitrine' ) . '</th></tr></thead><tbody>';
		foreach ( $totals['items'] as $item ) {
			$html .= '<tr><th scope="row">' . esc_html( $item['name'] ) . ' <span class="vitrine-order-table__qty">× ' . esc_html( (string) $item['quantity'] ) . '</span>' . LineDetails::html( $item, $currency ) . '</th><td>' . esc_html( Money::format( $item['line_total'], $currency ) ) . '</td></tr>';
		}
		$html .= '</tbody><tfoot>';
		$html .= '<tr><th scope="row">' . esc_html__( 'Subtotal', 'vitrine' ) . '</th><td>' . esc_html( Money::format( $totals['subtotal'], $currency ) ) . '</td></tr>';
		if ( $totals['needs_shipping'] ) {
			$html .= '<tr><th scope="row">' . esc_html__( 'Shipping', 'vitrine' ) . ( $totals['shipping_rate'] ? ' (' . esc_html( $totals['shipping_rate']['label'] ) . ')' : '' ) . '</th><td>' . esc_html( Money::format( $totals['shipping_total'], $currency ) ) . '</td></tr>';
		}
		$html .= '<tr class="vitrine-order-table__total"><th scope="row">' . esc_html__( 'Total', 'vitrine' ) . '</th><td><strong data-checkout-total>' . esc_html( Money::format( $totals['total'], $currency ) ) . '</strong></td></tr>';
		// Issue 16.7: the VAT the total includes, per rate.
		$html .= TaxDisplay::table_rows( $totals['taxes'], $currency );
		return $html . '</tfoot></table>' . self::terms();
	}

	/**
	 * The payment section (method radios with their wrappers, the §2.7
	 * hidden inputs, the place-order button) of the checkout and the
	 * pay-for-order form.
	 *
	 * @param string $chosen      Chosen method.
	 * @param string $place_label Label of the place-order button.
	 * @param string $currency    Currency of what is paid ('' for the shop's).
	 */
	public static function payment_section( string $chosen, string $place_label, string $currency = '' ): string {
		return PaymentSection::render( ShopPages::payment_methods( $currency ), $chosen, self::$errors['payment_method'] ?? '', $place_label );
	}

	/**
	 * Forgets this request's submit (a request handles one; tests run many).
	 */
	public static function reset(): void {
		self::$errors = array();
		self::$posted = array();
	}
}
