<?php
/**
 * The shop order behind create_order on the checkout and pay-for-order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Body;
use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Store\Cart;
use Vitrine\Store\Claims;
use Vitrine\Store\Gateways;
use Vitrine\Store\Order;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Checkout (§7.2: order_id, form_encoded, createaccount, save_payment_method):
 * the posted form goes through the same Store::place_order() as the classic
 * submit (CheckoutValidator, the cart, stock, the guest's account), so a
 * form the server refuses creates nothing and answers the validator's German
 * messages as `data.errors`. The order is placed under the same claim as the
 * classic submit (`checkout:` + session and the form's token): a second
 * click, a retry after a cancelled pop-up or a classic submit of the same
 * form gets this order back instead of a second one. The cart stays until
 * the payment is approved (keep_cart()).
 *
 * Pay-now: the order of the pay-for-order link (id and key checked), with
 * its own amount, currency and billing details as payer.
 */
final class CheckoutOrder {

	/** The classic submit's claim prefix (Shop\CheckoutPage), shared on purpose. */
	private const CLAIM_PREFIX = 'checkout:';

	/** Same as the classic submit: a dead request's claim is free after a minute. */
	private const CLAIM_TTL = MINUTE_IN_SECONDS;

	/** The form's double-submit token (Shop\CheckoutPage). */
	private const TOKEN_FIELD = 'vitrine_checkout_token';

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The gateway a create_order names: a provider method, the wallet when
	 * none is given (bank transfer never pays through the provider).
	 *
	 * @param string $payment_method Posted payment_method.
	 * @throws EndpointError 400 for bank transfer or an unknown id.
	 */
	public static function gateway( string $payment_method ): string {
		$method = '' === $payment_method ? Gateways::WALLET : $payment_method;
		if ( Gateways::BANK_TRANSFER === $method || ! Gateways::known( $method ) ) {
			throw new EndpointError( __( 'Please choose a payment method.', 'vitrine' ), 'vitrine_invalid_payment_method', 400 );
		}
		return $method;
	}

	/**
	 * Checkout: places (or finds again) the order of the posted form.
	 *
	 * @param array<string, mixed> $input  The request, cast by the Router.
	 * @param Caller               $caller Who asks.
	 * @throws StoreException With the validator's errors, an empty cart or stock that ran out.
	 * @throws EndpointError  When the form lacks its token or is being placed right now.
	 */
	public function checkout( array $input, Caller $caller ): Order {
		if ( '' === $caller->session ) {
			throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
		}
		$form                   = Body::form( (string) ( $input['form_encoded'] ?? '' ) );
		$form['payment_method'] = self::gateway( (string) ( $input['payment_method'] ?? '' ) );
		if ( array_key_exists( 'createaccount', $input ) ) {
			// §6: the checkbox's value travels as its own field; it decides.
			$form['createaccount'] = $input['createaccount'] ? '1' : '';
		}
		$this->store->save_checkout_form( $caller->session, $form );

		$token = is_string( $form[ self::TOKEN_FIELD ] ?? null ) ? $form[ self::TOKEN_FIELD ] : '';
		if ( ! preg_match( '/^[A-Za-z0-9]{32}$/', $token ) ) {
			throw new EndpointError( __( 'Your session has expired. Please reload the page.', 'vitrine' ), 'vitrine_invalid_checkout_token', 400 );
		}
		$claims = new Claims();
		$claim  = self::CLAIM_PREFIX . md5( $caller->session . '|' . $token );
		if ( ! $claims->claim( $claim, self::CLAIM_TTL ) ) {
			return $this->placed( $claims->wait( $claim, 10.0 ), $form['payment_method'] );
		}
		try {
			$rate = is_string( $form['shipping_method'] ?? null ) ? $form['shipping_method'] : '';
			if ( '' !== $rate ) {
				$this->store->choose_shipping_rate( $caller->session, $rate );
			}
			$cart  = $this->store->cart( $caller->session );
			$order = $this->store->place_order( $caller->session, $form, $caller->user_id );
		} catch ( StoreException $error ) {
			$claims->release( $claim );
			throw $error;
		}
		$this->keep_cart( $cart, $caller );
		// Kept a day, as the classic submit keeps it: a reload or the back button finds the order.
		$claims->complete( $claim, (string) $order->id, DAY_IN_SECONDS );
		return $order;
	}

	/**
	 * Puts the placed cart back (place_order empties it): until the payment
	 * is approved the shopper is still checking out, and a reload, a return
	 * from the provider's app (§2.5 resume flow) or a cancelled pop-up must
	 * find her cart; approve_order removes the paid lines (CartLines), as it
	 * does for the cart's own payments. Stock the order holds now may leave
	 * nothing to put back: then the cart stays empty and the order waits on
	 * its pay-for-order page.
	 *
	 * @param Cart   $cart   The cart as it was placed.
	 * @param Caller $caller Who asks.
	 */
	private function keep_cart( Cart $cart, Caller $caller ): void {
		$lines = array_map( array( Cart::class, 'line_request' ), array_values( $cart->items ) );
		try {
			$this->store->add_lines_to_cart( $caller->session, $lines, $caller->user_id );
			if ( array() !== $cart->shipping_address ) {
				$this->store->set_shipping_address( $caller->session, $cart->shipping_address );
			}
			if ( '' !== $cart->shipping_rate ) {
				$this->store->choose_shipping_rate( $caller->session, $cart->shipping_rate );
			}
		} catch ( StoreException ) {
			return; // Nothing (more) to put back; the order is placed either way.
		}
	}

	/**
	 * Pay-now: the pay-for-order link's order, switched to the method paying it.
	 *
	 * @param array<string, mixed> $input The request, cast by the Router.
	 * @throws StoreException When the key does not match or the order is paid already.
	 * @throws EndpointError  For bank transfer or an unknown method.
	 */
	public function pay_now( array $input ): Order {
		$order  = $this->store->order_for_payment( (int) ( $input['order_id'] ?? 0 ), (string) ( $input['order_key'] ?? '' ) );
		$method = self::gateway( (string) ( $input['payment_method'] ?? '' ) );
		return $this->store->set_order_payment_method( $order->id, $order->order_key, $method );
	}

	/**
	 * The order's billing details as §3.5 billing_* fields (the payer of a
	 * checkout or pay-now order is its own billing, not the browser's guess).
	 *
	 * @param Order $order Order.
	 * @return array<string, string>
	 */
	public static function billing_form( Order $order ): array {
		$form = array();
		foreach ( $order->billing as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) ) {
				$form[ 'billing_' . $name ] = (string) $value;
			}
		}
		return $form;
	}

	/**
	 * The order an earlier request placed from this form, if it may still be paid.
	 *
	 * @param string|null $result The claim's result (an order id), null while it is held.
	 * @param string      $method Gateway of this attempt.
	 * @throws EndpointError  While the other request is still placing it.
	 * @throws StoreException When that order is paid or cancelled meanwhile.
	 */
	private function placed( ?string $result, string $method ): Order {
		$order = null !== $result && ctype_digit( $result ) ? $this->store->order( (int) $result ) : null;
		if ( null === $order ) {
			throw new EndpointError( __( 'Your order is already being placed. Please wait a moment and reload the page.', 'vitrine' ), 'vitrine_checkout_busy', 409 );
		}
		return $this->store->set_order_payment_method( $order->id, $order->order_key, $method );
	}
}
