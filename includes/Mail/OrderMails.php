<?php
/**
 * The order mails: customer's order and payment confirmation, the shop
 * owner's new-order mail.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Shop\BankAccount;
use Vitrine\Shop\Countries;
use Vitrine\Shop\ShopDetails;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Tax;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to `vitrine_order_placed` and `vitrine_order_status_changed`,
 * asks MailRules what to send, claims each mail (SentMails: once per order,
 * whichever worker gets there first) and sends it through wp_mail(), in the
 * site's language (German) even when an admin with another language changed
 * the status.
 */
final class OrderMails {

	/**
	 * Hooks the listeners in.
	 */
	public static function hook(): void {
		add_action( 'init', array( SentMails::class, 'maybe_install' ), 1 );
		add_action( 'vitrine_order_placed', array( self::class, 'placed' ) );
		add_action( 'vitrine_order_status_changed', array( self::class, 'status_changed' ), 20, 3 );
	}

	/**
	 * `vitrine_order_placed`.
	 *
	 * @param Order $order The new order.
	 */
	public static function placed( Order $order ): void {
		self::send_all( $order, MailRules::on_placed() );
	}

	/**
	 * `vitrine_order_status_changed`.
	 *
	 * @param Order  $order The order after the change.
	 * @param string $from  Old status.
	 * @param string $to    New status.
	 */
	public static function status_changed( Order $order, string $from, string $to ): void {
		self::send_all( $order, MailRules::on_status_changed( $from, $to ) );
	}

	/**
	 * Sends each mail that was not sent yet.
	 *
	 * @param Order    $order Order.
	 * @param string[] $mails Mail names.
	 */
	private static function send_all( Order $order, array $mails ): void {
		foreach ( $mails as $mail ) {
			self::send( $order, $mail );
		}
	}

	/**
	 * Sends one mail of an order once.
	 *
	 * @param Order  $order Order.
	 * @param string $mail  Mail name (MailRules).
	 * @return bool Whether this call sent it.
	 */
	public static function send( Order $order, string $mail ): bool {
		$to = MailRules::to_owner( $mail ) ? (string) get_option( 'admin_email' ) : self::customer_email( $order );
		if ( ! is_email( $to ) || ! SentMails::claim( $order->id, $mail, $to ) ) {
			return false;
		}
		$switched = switch_to_locale( get_locale() );
		$subject  = self::subject( $order, $mail );
		$body     = Template::render( $mail, self::data( $order, $mail ) );
		if ( $switched ) {
			restore_previous_locale();
		}
		$headers = MailRules::to_owner( $mail ) ? array() : array( 'Reply-To: ' . self::shop_name() . ' <' . get_option( 'admin_email' ) . '>' );
		$error   = '' === $body ? __( 'The e-mail had no content.', 'vitrine' ) : Delivery::send( $to, $subject, $body, $headers );
		if ( '' !== $error ) {
			SentMails::failed( $order->id, $mail, $error );
			return false;
		}
		SentMails::sent( $order->id, $mail );
		return true;
	}

	/**
	 * Where the customer's mails go: the billing address, else the
	 * account's, else the provider's payer (a guest's wallet order).
	 *
	 * @param Order $order Order.
	 */
	private static function customer_email( Order $order ): string {
		$email = (string) ( $order->billing['email'] ?? '' );
		if ( '' === $email && $order->customer_id > 0 ) {
			$user  = get_userdata( $order->customer_id );
			$email = $user ? (string) $user->user_email : '';
		}
		return '' === $email ? (string) ( $order->payer['email_address'] ?? '' ) : $email;
	}

	/**
	 * The shop's name as text (WordPress stores it HTML-escaped).
	 */
	private static function shop_name(): string {
		return Template::text( get_option( 'blogname' ) );
	}

	/**
	 * A mail's German subject.
	 *
	 * @param Order  $order Order.
	 * @param string $mail  Mail name.
	 */
	public static function subject( Order $order, string $mail ): string {
		$shop = self::shop_name();
		switch ( $mail ) {
			case MailRules::CUSTOMER_AUTHORIZED:
				/* translators: 1: shop name, 2: order number */
				return sprintf( __( '[%1$s] Your payment for order #%2$d is reserved', 'vitrine' ), $shop, $order->id );
			case MailRules::CUSTOMER_VOIDED:
				/* translators: 1: shop name, 2: order number */
				return sprintf( __( '[%1$s] Order #%2$d cancelled, nothing charged', 'vitrine' ), $shop, $order->id );
			case MailRules::CUSTOMER_PAID:
				/* translators: 1: shop name, 2: order number */
				return sprintf( __( '[%1$s] Payment received for your order #%2$d', 'vitrine' ), $shop, $order->id );
			case MailRules::ADMIN_NEW:
				/* translators: 1: shop name, 2: order number, 3: total */
				return sprintf( __( '[%1$s] New order #%2$d (%3$s)', 'vitrine' ), $shop, $order->id, Money::format( $order->total, $order->currency ) );
			default:
				/* translators: 1: shop name, 2: order number */
				return sprintf( __( '[%1$s] We have received your order #%2$d', 'vitrine' ), $shop, $order->id );
		}
	}

	/**
	 * What the templates show, as plain values (they escape at output).
	 *
	 * @param Order  $order Order.
	 * @param string $mail  Mail name.
	 * @return array<string, mixed>
	 */
	public static function data( Order $order, string $mail ): array {
		$methods  = ShopPages::method_titles();
		$created  = strtotime( $order->created_at . ' UTC' );
		$billing  = $order->billing;
		$transfer = ShopPages::BANK_TRANSFER === $order->payment_method && OrderStatus::needs_payment( $order->status );
		$lines    = array();
		foreach ( $order->items as $item ) {
			$lines[] = array(
				'name'     => (string) $item['name'],
				'quantity' => (int) $item['quantity'],
				'total'    => Money::format( (int) $item['total'], $order->currency ),
			);
		}
		return array(
			'mail'        => $mail,
			'shop'        => self::shop_name(),
			'imprint'     => ShopDetails::imprint(),
			'first_name'  => (string) ( $billing['first_name'] ?? '' ),
			'order_id'    => $order->id,
			'date'        => wp_date( (string) get_option( 'date_format' ), false === $created ? time() : $created ),
			'status'      => OrderStatus::label( $order->status ),
			'method'      => $methods[ $order->payment_method ] ?? $order->payment_method,
			'lines'       => $lines,
			'subtotal'    => Money::format( $order->subtotal, $order->currency ),
			'shipping'    => '' === $order->shipping_rate ? '' : Money::format( $order->shipping_total, $order->currency ),
			'total'       => Money::format( $order->total, $order->currency ),
			// What the payment took: less than the total after a partial capture of an authorization.
			'charged'     => Money::format( AuthorizationRepository::paid_amount( $order ), $order->currency ),
			'taxes'       => array_column( Tax::rows( $order->taxes, $order->currency ), 'amount', 'label' ),
			'transfer'    => $transfer,
			'bank'        => $transfer ? BankAccount::transfer_rows( ShopPages::bank_account(), Money::format( $order->total, $order->currency ), $order->id ) : array(),
			'address'     => array_values(
				array_filter(
					array(
						trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
						(string) ( $billing['address_1'] ?? '' ),
						(string) ( $billing['address_2'] ?? '' ),
						trim( ( $billing['postcode'] ?? '' ) . ' ' . ( $billing['city'] ?? '' ) ),
						Countries::name( (string) ( $billing['country'] ?? '' ) ),
						(string) ( $billing['email'] ?? '' ),
						(string) ( $billing['phone'] ?? '' ),
					)
				)
			),
			'note'        => (string) ( $billing['order_comments'] ?? '' ),
			'order_url'   => ShopPages::received_url( $order ),
			'admin_url'   => admin_url( 'edit.php?post_type=vitrine_product&page=vitrine-orders&order=' . $order->id ),
		);
	}
}
