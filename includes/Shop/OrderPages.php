<?php
/**
 * Pay-for-order, order-received and change-payment-method pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Payment\Voucher\VoucherCheckout;
use Vitrine\Payment\Voucher\VoucherView;
use Vitrine\Provider\Connection;
use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * The pages behind ShopPages::pay_url() and ShopPages::received_url(),
 * rendered by the vitrine/checkout block. An order is shown only with its
 * key from the URL (guests have no other proof); a wrong key shows a German
 * error and nothing of the order. The change-payment-method page (§2.5) is
 * for the subscription's logged-in owner only.
 */
final class OrderPages {

	public const PAY_FORM    = 'pay_for_order';
	public const CHANGE_FORM = 'change_payment_method';

	/**
	 * German error of this request's failed submit.
	 *
	 * @var string
	 */
	private static string $error = '';

	/**
	 * `wp_loaded`: handles the pay-for-order and change-payment-method forms.
	 */
	public static function handle_post(): void {
		$form = FormRequest::posted_form();
		if ( self::PAY_FORM !== $form && self::CHANGE_FORM !== $form ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in the handlers.
		$post = wp_unslash( $_POST );
		$post = is_array( $post ) ? $post : array();
		$url  = self::PAY_FORM === $form
			? self::pay_submit( Stores::get(), $post, FormRequest::valid_nonce( $form ) )
			: self::change_submit( Stores::get(), $post, get_current_user_id(), FormRequest::valid_nonce( $form ) );
		if ( null !== $url ) {
			FormRequest::redirect( $url );
		}
	}

	/**
	 * Chooses the payment method of an unpaid order.
	 *
	 * @param Store                $store       The shop.
	 * @param array<string, mixed> $post        Unslashed form: order_id, key, payment_method.
	 * @param bool                 $valid_nonce Whether the nonce checked out.
	 * @return string|null Where to go; null after an error (error()).
	 */
	public static function pay_submit( Store $store, array $post, bool $valid_nonce ): ?string {
		if ( ! $valid_nonce ) {
			self::$error = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return null;
		}
		$method = FormInput::text( $post['payment_method'] ?? null, 40 );
		if ( ! isset( ShopPages::payment_methods()[ $method ] ) ) {
			self::$error = __( 'Please choose a payment method.', 'vitrine' );
			return null;
		}
		try {
			$order = $store->set_order_payment_method( FormInput::id( $post['order_id'] ?? null ), FormInput::text( $post['key'] ?? null, 100 ), $method );
		} catch ( StoreException $error ) {
			self::$error = $error->getMessage();
			return null;
		}
		if ( OxxoAvailability::GATEWAY === $order->payment_method ) {
			// The cash voucher is made now and shown on the order-received page.
			try {
				VoucherCheckout::start( $order );
			} catch ( PaymentFailed $failed ) {
				self::$error = $failed->getMessage();
				return null;
			}
			return ShopPages::received_url( $order );
		}
		// The provider's buttons pay on this page (§2.4 pay-now); a transfer is explained on the next.
		return ShopPages::next_url( $order );
	}

	/**
	 * Changes a subscription's saved payment method (§2.5), then goes to
	 * the subscription's page (§2.6).
	 *
	 * @param Store                $store       The shop.
	 * @param array<string, mixed> $post        Unslashed form: subscription_id, payment_token.
	 * @param int                  $user_id     Current user.
	 * @param bool                 $valid_nonce Whether the nonce checked out.
	 * @return string|null Where to go; null after an error.
	 */
	public static function change_submit( Store $store, array $post, int $user_id, bool $valid_nonce ): ?string {
		if ( ! $valid_nonce ) {
			self::$error = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return null;
		}
		// Cast and bounded in one place (FormInput): arrays, floats and huge numbers are 0.
		$subscription_id = FormInput::id( $post['subscription_id'] ?? null );
		$token_id        = FormInput::id( $post['payment_token'] ?? null );
		if ( 0 === $token_id ) {
			self::$error = __( 'Please choose a payment method.', 'vitrine' );
			return null;
		}
		try {
			$store->change_subscription_payment_method( $subscription_id, $user_id, $token_id );
		} catch ( StoreException $error ) {
			self::$error = $error->getMessage();
			return null;
		}
		Notices::add( $user_id, 'success', __( 'The payment method of your subscription was changed.', 'vitrine' ) );
		return self::subscription_url( $subscription_id );
	}

	/**
	 * §2.6: {view_subscriptions_page}/{subscription_id}.
	 *
	 * @param int $subscription_id Subscription ID.
	 */
	public static function subscription_url( int $subscription_id ): string {
		return ShopPages::subscription_url( $subscription_id );
	}

	/**
	 * This request's error (tests).
	 */
	public static function error(): string {
		return self::$error;
	}

	/**
	 * A German error in place of the page.
	 *
	 * @param string $message Message.
	 */
	private static function refusal( string $message ): string {
		return '<div class="vitrine-notice vitrine-notice--error" role="alert"><p>' . esc_html( $message ) . '</p></div>';
	}

	/**
	 * The order-received page.
	 *
	 * @param Store  $store    The shop.
	 * @param int    $order_id Order ID from the URL.
	 * @param string $key      Key from the URL.
	 */
	public static function received( Store $store, int $order_id, string $key ): string {
		try {
			$order = $store->order_with_key( $order_id, $key );
		} catch ( StoreException $error ) {
			return self::refusal( $error->getMessage() );
		}
		// The page heading says "Bestellung erhalten" (OrderPageTitles).
		$html  = '<p class="vitrine-notice vitrine-notice--success" role="status">' . esc_html__( 'Thank you. Your order has been received.', 'vitrine' ) . '</p>';
		$html .= self::overview( $order ) . VoucherView::html( $order );
		if ( ShopPages::BANK_TRANSFER === $order->payment_method && OrderStatus::needs_payment( $order->status ) ) {
			$html .= self::bank_details( $order );
		}
		$html .= self::items( $order );
		return $html . self::address( $order );
	}

	/**
	 * Order number, date, total, payment method.
	 *
	 * @param Order $order Order.
	 */
	private static function overview( Order $order ): string {
		$methods = ShopPages::method_titles();
		$created = strtotime( $order->created_at . ' UTC' );
		$rows    = array(
			__( 'Order number', 'vitrine' )   => (string) $order->id,
			__( 'Date', 'vitrine' )           => wp_date( (string) get_option( 'date_format' ), false === $created ? time() : $created ),
			__( 'Status', 'vitrine' )         => OrderStatus::label( $order->status ),
			__( 'Total', 'vitrine' )          => Money::format( $order->total, $order->currency ),
			__( 'Payment method', 'vitrine' ) => $methods[ $order->payment_method ] ?? $order->payment_method,
		);
		$html    = '<dl class="vitrine-order-overview">';
		foreach ( $rows as $label => $value ) {
			$html .= '<div><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		return $html . '</dl>';
	}

	/**
	 * The shop's bank account and the reference to use.
	 *
	 * @param Order $order Order.
	 */
	private static function bank_details( Order $order ): string {
		$rows = BankAccount::transfer_rows( ShopPages::bank_account(), Money::format( $order->total, $order->currency ), $order->id );
		$html  = '<section class="vitrine-bank-details" aria-labelledby="vitrine-bank-title"><h3 id="vitrine-bank-title">' . esc_html__( 'Our bank details', 'vitrine' ) . '</h3>';
		if ( ! $rows ) {
			// The IBAN was removed after the order was placed: no half account, but what to do.
			/* translators: %d: order number */
			return $html . '<p>' . esc_html( sprintf( __( 'Our bank details are not available here at the moment. Please contact us for them and quote order %d as the reference.', 'vitrine' ), $order->id ) ) . '</p></section>';
		}
		$html .= '<p>' . esc_html__( 'Please transfer the total to this account, with the order number as the reference. We send your order once the money has arrived.', 'vitrine' ) . '</p><dl>';
		foreach ( $rows as $label => $value ) {
			$html .= '<div><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		return $html . '</dl></section>';
	}

	/**
	 * The order's lines and totals.
	 *
	 * @param Order $order Order.
	 */
	private static function items( Order $order ): string {
		$html = '<h3 id="vitrine-order-items-' . esc_attr( (string) $order->id ) . '">' . esc_html__( 'Order details', 'vitrine' ) . '</h3>';
		$html .= '<table class="vitrine-order-table" aria-labelledby="vitrine-order-items-' . esc_attr( (string) $order->id ) . '"><thead><tr><th scope="col">' . esc_html__( 'Product', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Total', 'vitrine' ) . '</th></tr></thead><tbody>';
		foreach ( $order->items as $item ) {
			$meta  = is_array( $item['meta'] ?? null ) ? $item['meta'] : array();
			$html .= '<tr><th scope="row">' . esc_html( (string) $item['name'] ) . ' <span class="vitrine-order-table__qty">× ' . esc_html( (string) $item['quantity'] ) . '</span>' . LineDetails::html( $meta, $order->currency ) . '</th><td>' . esc_html( Money::format( (int) $item['total'], $order->currency ) ) . '</td></tr>';
		}
		$html .= '</tbody><tfoot><tr><th scope="row">' . esc_html__( 'Subtotal', 'vitrine' ) . '</th><td>' . esc_html( Money::format( $order->subtotal, $order->currency ) ) . '</td></tr>';
		if ( '' !== $order->shipping_rate ) {
			$html .= '<tr><th scope="row">' . esc_html__( 'Shipping', 'vitrine' ) . '</th><td>' . esc_html( Money::format( $order->shipping_total, $order->currency ) ) . '</td></tr>';
		}
		$html .= '<tr class="vitrine-order-table__total"><th scope="row">' . esc_html__( 'Total', 'vitrine' ) . '</th><td><strong>' . esc_html( Money::format( $order->total, $order->currency ) ) . '</strong></td></tr>';
		// The VAT the order's total includes, per rate, as stored with the order.
		$html .= TaxDisplay::table_rows( $order->taxes, $order->currency );
		return $html . '</tfoot></table>';
	}

	/**
	 * The billing address.
	 *
	 * @param Order $order Order.
	 */
	private static function address( Order $order ): string {
		$b     = $order->billing;
		$lines = array_filter(
			array(
				trim( ( $b['first_name'] ?? '' ) . ' ' . ( $b['last_name'] ?? '' ) ),
				$b['address_1'] ?? '',
				$b['address_2'] ?? '',
				trim( ( $b['postcode'] ?? '' ) . ' ' . ( $b['city'] ?? '' ) ),
				Countries::name( (string) ( $b['country'] ?? '' ) ),
				$b['email'] ?? '',
			)
		);
		$note = (string) ( $b['order_comments'] ?? '' );
		$html = '<h3>' . esc_html__( 'Billing address', 'vitrine' ) . '</h3><address class="vitrine-order-address">' . implode( '<br>', array_map( 'esc_html', $lines ) ) . '</address>';
		return '' === $note ? $html : $html . '<h3>' . esc_html__( 'Order notes', 'vitrine' ) . '</h3><p class="vitrine-order-note">' . nl2br( esc_html( $note ) ) . '</p>';
	}

	/**
	 * The pay-for-order page: the order's review, the payment method choice
	 * and the pay-now wrappers.
	 *
	 * @param Store  $store    The shop.
	 * @param int    $order_id Order ID from the URL.
	 * @param string $key      Key from the URL.
	 * @param int    $user_id  Current user.
	 */
	public static function pay( Store $store, int $order_id, string $key, int $user_id ): string {
		$title = ''; // The page heading says "Bestellung bezahlen" (OrderPageTitles).
		try {
			$order = $store->order_for_payment( $order_id, $key );
		} catch ( StoreException $error ) {
			return $title . self::refusal( $error->getMessage() );
		}
		if ( $order->customer_id > 0 && $order->customer_id !== $user_id ) {
			return $title . self::refusal( __( 'Please log in with the account this order belongs to, to pay for it.', 'vitrine' ) );
		}
		ob_start();
		if ( Connection::is_connected() ) {
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_PAY_NOW, array( 'order_id' => $order->id ) );
		}
		$html  = $title . (string) ob_get_clean();
		$error = '' !== self::$error ? self::$error : VoucherCheckout::failed_notice( $_GET[ VoucherCheckout::FAILED_ARG ] ?? null ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a flag that only chooses a message.
		$html .= '' !== $error ? self::refusal( $error ) : '';
		$html .= self::overview( $order ) . self::items( $order );
		$html .= '<form class="vitrine-pay-form" id="order_review" method="post" action="' . esc_url( ShopPages::pay_url( $order ) ) . '">';
		$html .= FormRequest::fields( self::PAY_FORM );
		$html .= '<input type="hidden" name="order_id" value="' . esc_attr( (string) $order->id ) . '"><input type="hidden" name="key" value="' . esc_attr( $order->order_key ) . '">';
		$html .= CheckoutPage::payment_section( $order->payment_method, __( 'Pay for order', 'vitrine' ), $order->currency );
		return $html . '</form>';
	}

	/**
	 * The change-payment-method page (§2.5) of a subscription.
	 *
	 * @param Store $store           The shop.
	 * @param int   $subscription_id Subscription from change_payment_method.
	 * @param int   $user_id         Current user.
	 */
	public static function change_payment_method( Store $store, int $subscription_id, int $user_id ): string {
		$title        = ''; // The page heading says "Zahlungsart ändern" (OrderPageTitles).
		$subscription = $store->subscription( $subscription_id );
		if ( $user_id <= 0 ) {
			return $title . self::refusal( __( 'Please log in to change the payment method of your subscription.', 'vitrine' ) );
		}
		if ( ! $subscription || $subscription->customer_id !== $user_id ) {
			return $title . self::refusal( __( 'This subscription does not exist.', 'vitrine' ) );
		}
		ob_start();
		if ( Connection::is_connected() ) {
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_PAY_NOW, array( 'change_payment_method' => $subscription->id ) );
		}
		$html   = $title . (string) ob_get_clean();
		$html  .= '' !== self::$error ? self::refusal( self::$error ) : '';
		$tokens = $store->payment_tokens( $user_id );
		$html  .= '<form class="vitrine-pay-form" id="order_review" method="post" action="' . esc_url( ShopPages::change_payment_method_url( $subscription->id, $subscription->order_id ) ) . '">';
		$html  .= FormRequest::fields( self::CHANGE_FORM );
		$html  .= '<input type="hidden" name="subscription_id" value="' . esc_attr( (string) $subscription->id ) . '">';
		if ( ! $tokens ) {
			$html .= '<p>' . esc_html__( 'You have no saved payment methods yet.', 'vitrine' ) . '</p>';
		} else {
			$html .= '<fieldset class="vitrine-payment-tokens"><legend>' . esc_html__( 'Saved payment methods', 'vitrine' ) . '</legend>';
			foreach ( $tokens as $index => $token ) {
				$id    = 'vitrine-token-' . $token->id;
				$label = sprintf(
					/* translators: 1: card brand or wallet, 2: last digits, 3: expiry month, 4: expiry year */
					__( '%1$s ending in %2$s (expires %3$02d/%4$d)', 'vitrine' ),
					ucfirst( $token->brand ),
					$token->last_digits,
					$token->expiry_month,
					$token->expiry_year
				);
				$html .= '<p><input type="radio" name="payment_token" id="' . esc_attr( $id ) . '" value="' . esc_attr( (string) $token->id ) . '"' . checked( $subscription->payment_token_id > 0 ? $subscription->payment_token_id === $token->id : 0 === $index, true, false ) . '> <label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></p>';
			}
			$html .= '</fieldset>';
		}
		$html .= '<div id="' . esc_attr( Ids::WRAPPER_BUTTONS ) . '"></div><div id="' . esc_attr( Ids::WRAPPER_HOSTED_FIELDS ) . '"></div>';
		$html .= $tokens ? '<p><button type="submit" id="place_order" class="wp-element-button">' . esc_html__( 'Change payment method', 'vitrine' ) . '</button></p>' : '';
		return $html . '</form>';
	}

	/**
	 * Forgets this request's submit (a request handles one; tests run many).
	 */
	public static function reset(): void {
		self::$error = '';
	}
}
