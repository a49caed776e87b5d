<?php
/**
 * The checkout page (block vitrine/checkout): its form and the order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;
use Vitrine\Shared\FormInput;
use Vitrine\Shared\Templates;
use Vitrine\Store\CheckoutValidator;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\TermsConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the checkout form (templates/checkout/*.php, theme-overridable,
 * escaped at output) and, by their query variables, the order pages
 * (OrderPages). Its POST is CheckoutSubmit's job; after a refused submit the
 * form shows CheckoutSubmit's errors (at the top in a list and at each
 * field) and what was entered.
 */
final class CheckoutPage {

	public const FORM = 'checkout';

	/**
	 * `wp_loaded`: handles a posted checkout form (CheckoutSubmit).
	 */
	public static function handle_post(): void {
		CheckoutSubmit::handle_post();
	}

	/**
	 * Places the order of a posted form (CheckoutSubmit::place(); kept here
	 * for callers of the page's former API).
	 *
	 * @param Store                $store       The shop.
	 * @param array<string, mixed> $post        Unslashed form.
	 * @param string|null          $session     Cart session, null when the guest has none.
	 * @param int                  $user_id     Current user.
	 * @param bool                 $valid_nonce Whether the form's nonce checked out.
	 * @return string|null Where to send the shopper; null after an error (see errors()).
	 */
	public static function place( Store $store, array $post, ?string $session, int $user_id, bool $valid_nonce ): ?string {
		return CheckoutSubmit::place( $store, $post, $session, $user_id, $valid_nonce );
	}

	/**
	 * This request's errors (CheckoutSubmit).
	 *
	 * @return array<string, string>
	 */
	public static function errors(): array {
		return CheckoutSubmit::errors();
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
	 * The checkout form (template checkout/form).
	 *
	 * @param Store  $store   The shop.
	 * @param string $session Session key.
	 * @param int    $user_id Current user.
	 */
	private static function form( Store $store, string $session, int $user_id ): string {
		$totals = '' === $session ? $store->simulate_cart( array() ) : $store->cart_totals( $session );
		$html   = ShopPages::heading( 'vitrine-checkout__title', __( 'Checkout', 'vitrine' ) );
		if ( array() === $totals['items'] ) {
			return $html . self::error_list() . Templates::render( 'checkout/empty', array( 'shop_url' => ShopPages::shop_url() ) );
		}
		$values = self::values( $store, $session, $user_id );
		$totals = self::priced_for_form( $store, $session, $values, $totals );

		ob_start();
		if ( Connection::is_connected() ) {
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_CHECKOUT, array() );
		}
		$html .= (string) ob_get_clean();

		$needed = (bool) $totals['contains_subscription'];
		return $html . self::error_list() . Templates::render(
			'checkout/form',
			array(
				'action'         => ShopPages::checkout_url(),
				'hidden'         => FormRequest::fields( self::FORM ) . '<input type="hidden" name="' . CheckoutSubmit::TOKEN_FIELD . '" value="' . esc_attr( wp_generate_password( 32, false ) ) . '">',
				'values'         => $values,
				'errors'         => CheckoutSubmit::errors(),
				'guest'          => 0 === $user_id,
				'needs_account'  => $needed,
				'account_ticked' => '1' === ( $values['createaccount'] ?? ( $needed ? '1' : '' ) ),
				'needs_shipping' => (bool) $totals['needs_shipping'],
				'rates'          => $totals['needs_shipping'] ? CartPage::rates_html( $totals, 'vitrine-checkout-rate' ) : '',
				'review'         => self::review( $totals ),
				'payment'        => self::payment_section( $values['payment_method'] ?? '', __( 'Place order', 'vitrine' ) ),
			)
		);
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
		$posted = CheckoutSubmit::posted();
		if ( $posted ) {
			return $posted;
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
		return $values + array( 'billing_country' => ShippingSettings::home_country() );
	}

	/**
	 * A cart without a shipping address is priced for the country the form
	 * starts with (a customer's saved address abroad): that country goes to
	 * the cart, so the shipping options and the total shown are those she
	 * will pay (CheckoutSubmit refuses an order whose options changed).
	 *
	 * @param Store                 $store   The shop.
	 * @param string                $session Session key.
	 * @param array<string, string> $values  The form's values.
	 * @param array<string, mixed>  $totals  The cart's totals now.
	 * @return array<string, mixed>
	 */
	private static function priced_for_form( Store $store, string $session, array $values, array $totals ): array {
		if ( '' === $session || ! $totals['needs_shipping'] || '' !== (string) ( $store->cart( $session )->shipping_address['country'] ?? '' ) ) {
			return $totals;
		}
		$prefix  = '1' === ( $values['ship_to_different_address'] ?? '' ) ? 'shipping_' : 'billing_';
		$country = strtoupper( (string) ( $values[ $prefix . 'country' ] ?? '' ) );
		if ( '' === $country || $country === $totals['shipping_country'] ) {
			return $totals;
		}
		try {
			$store->set_shipping_address( $session, array( 'country' => $country ) );
		} catch ( StoreException ) {
			return $totals; // Not delivered there: the submit says so at the country field.
		}
		return $store->cart_totals( $session );
	}

	/**
	 * All errors at the top, each linking to its field (template checkout/errors).
	 */
	private static function error_list(): string {
		$errors = array();
		foreach ( CheckoutSubmit::errors() as $field => $message ) {
			$errors[] = array(
				'message' => $message,
				'target'  => self::error_target( (string) $field ),
			);
		}
		return Templates::render( 'checkout/errors', array( 'errors' => $errors ) );
	}

	/**
	 * The ID an error of the top list links to, '' for none.
	 *
	 * @param string $field Field name ('' or 'cart' for errors of no field).
	 */
	private static function error_target( string $field ): string {
		if ( in_array( $field, array( '', 'cart', 'shipping_method' ), true ) ) {
			return '';
		}
		return 'payment_method' === $field ? 'payment_method_' . array_key_first( ShopPages::payment_methods() ) : $field;
	}

	/**
	 * The terms-and-withdrawal checkbox under the order review,
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
				'checked'        => '1' === ( CheckoutSubmit::posted()[ TermsConsent::FIELD ] ?? '' ),
				'error'          => CheckoutSubmit::errors()[ TermsConsent::FIELD ] ?? '',
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
		$items    = array();
		foreach ( $totals['items'] as $item ) {
			$items[] = array(
				'name'     => (string) $item['name'],
				'quantity' => (string) $item['quantity'],
				'details'  => LineDetails::html( $item, $currency ),
				'total'    => Money::format( $item['line_total'], $currency ),
			);
		}
		$review = Templates::render(
			'checkout/review',
			array(
				'items'    => $items,
				'subtotal' => Money::format( $totals['subtotal'], $currency ),
				'shipping' => $totals['needs_shipping'] ? array(
					'label' => $totals['shipping_rate'] ? (string) $totals['shipping_rate']['label'] : '',
					'total' => Money::format( $totals['shipping_total'], $currency ),
				) : null,
				'total'    => Money::format( $totals['total'], $currency ),
				'tax_rows' => TaxDisplay::table_rows( $totals['taxes'], $currency ),
			)
		);
		return $review . self::terms();
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
		return PaymentSection::render( ShopPages::payment_methods( $currency ), $chosen, CheckoutSubmit::errors()['payment_method'] ?? '', $place_label );
	}

	/**
	 * Forgets this request's submit (a request handles one; tests run many).
	 */
	public static function reset(): void {
		CheckoutSubmit::reset();
	}
}
