<?php
/**
 * The checkout form's POST: validation, the double-submit claim, placing the order.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Payment\Voucher\VoucherCheckout;
use Vitrine\Store\CheckoutValidator;
use Vitrine\Store\CartSession;
use Vitrine\Store\Claims;
use Vitrine\Store\Order;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;
use Vitrine\Store\TermsConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Handles a posted checkout form (CheckoutPage renders it), validated on the
 * server only: the German messages of CheckoutValidator are the ones
 * shoppers see. Entered values are kept for the request (the form is
 * rendered again with them after an error) and for the session
 * (save_checkout_form), so nothing typed is lost.
 *
 * A double submit (two clicks, a reload of the POST, the back button) must
 * not place two orders: every rendering of the form carries a random token,
 * and placing an order first claims `{session, token}` (Store\Claims), which
 * only one request can win. A request that finds the token claimed waits
 * briefly for the winner's order and sends the shopper to it.
 */
final class CheckoutSubmit {

	/** The form's random token (one per rendering). */
	public const TOKEN_FIELD = 'vitrine_checkout_token';

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
		if ( CheckoutPage::FORM !== FormRequest::posted_form() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in place().
		$post = wp_unslash( $_POST );
		$url  = self::place( Stores::get(), is_array( $post ) ? $post : array(), CartSession::current(), get_current_user_id(), FormRequest::valid_nonce( CheckoutPage::FORM ) );
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
		self::choose_shipping( $store, $session );
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
	 * The form's shipping address goes to the cart first (its country
	 * picks the shipping zone, and the provider's purchase units carry it,
	 * §3.7), then the chosen method. When the address brings other methods
	 * or prices than the page showed, nothing is placed: the page shows
	 * the new ones and the new total, and the shopper places the order
	 * again (she confirms the total she pays).
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key.
	 */
	private static function choose_shipping( Store $store, string $session ): void {
		$shown = $store->cart_totals( $session );
		if ( $shown['needs_shipping'] ) {
			self::keep_shipping_address( $store, $session );
		}
		$now  = $shown['needs_shipping'] ? $store->cart_totals( $session ) : $shown;
		$rate = self::$posted['shipping_method'] ?? '';
		if ( '' !== $rate ) {
			try {
				$store->choose_shipping_rate( $session, $rate );
			} catch ( StoreException $error ) {
				self::$errors['shipping_method'] = $error->getMessage();
			}
		}
		$offer = static fn( array $totals ): array => array_map( static fn( array $r ): array => array( $r['id'], $r['cost'] ), $totals['shipping_rates'] );
		if ( $now['needs_shipping'] && array() !== $now['shipping_rates'] && $offer( $shown ) !== $offer( $now ) ) {
			self::$errors['shipping_method'] = __( 'The shipping options for this address differ from those shown. Please check the shipping option and the total, then place your order again.', 'vitrine' );
		}
	}

	/**
	 * The shipping address of the form goes to the cart.
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
	 * This request's errors, by field name ('' for errors of no field).
	 *
	 * @return array<string, string>
	 */
	public static function errors(): array {
		return self::$errors;
	}

	/**
	 * The values posted in this request, empty when none was.
	 *
	 * @return array<string, string>
	 */
	public static function posted(): array {
		return self::$posted;
	}

	/**
	 * Forgets this request's submit (a request handles one; tests run many).
	 */
	public static function reset(): void {
		self::$errors = array();
		self::$posted = array();
	}
}
