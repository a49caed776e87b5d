<?php
/**
 * One order on the admin's order screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Account\Labels;
use Vitrine\Mail\MailRules;
use Vitrine\Mail\SentMails;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Tax;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Gathers what the order view shows as plain values and renders
 * `templates/admin/order.php`, which escapes at output: details, the
 * status form (the statuses OrderStatus allows, usual steps first, nothing
 * preselected), refunds (RefundBox), items and totals, addresses with German
 * country names, the payer, and the mails sent for the order.
 */
final class OrderView {

	/**
	 * The usual next steps first (paid, refunded), the unusual ones (failed,
	 * back to pending) last: a pending order's first choice used to be
	 * "Fehlgeschlagen".
	 */
	private const STATUS_ORDER = array( OrderStatus::PROCESSING, OrderStatus::COMPLETED, OrderStatus::REFUNDED, OrderStatus::CANCELLED, OrderStatus::FAILED, OrderStatus::PENDING );

	/**
	 * Renders an order, or a German error when there is none.
	 *
	 * @param int $order_id Order.
	 */
	public static function render( int $order_id ): void {
		$order = Stores::get()->order( $order_id );
		$view  = $order ? self::data( $order ) : array( 'order' => null );
		$view += array(
			'back_url' => OrdersPage::url(),
			'notice'   => self::take_notice(),
		);
		( static function ( array $view ): void {
			include VITRINE_DIR . '/templates/admin/order.php';
		} )( $view );
	}

	/**
	 * The one-time result of the last form on this screen.
	 *
	 * @return array{ok: bool, message: string}|null
	 */
	private static function take_notice(): ?array {
		$key    = 'vitrine_order_notice_' . get_current_user_id();
		$notice = get_transient( $key );
		if ( ! is_array( $notice ) ) {
			return null;
		}
		delete_transient( $key );
		return array(
			'ok'      => ! empty( $notice['ok'] ),
			'message' => (string) ( $notice['message'] ?? '' ),
		);
	}

	/**
	 * What the template shows.
	 *
	 * @param Order $order Order.
	 * @return array<string, mixed>
	 */
	public static function data( Order $order ): array {
		$rows   = array(
			__( 'Status', 'vitrine' )            => OrderStatus::label( $order->status ),
			__( 'Date', 'vitrine' )              => Labels::utc_date( $order->created_at ),
			__( 'Customer', 'vitrine' )          => OrdersPage::customer_name( $order ) . ( $order->customer_id > 0 ? ' (ID ' . $order->customer_id . ')' : '' ),
			__( 'Payment method', 'vitrine' )    => ShopPages::method_titles()[ $order->payment_method ] ?? ( '' === $order->payment_method ? '—' : $order->payment_method ),
			__( 'Provider order ID', 'vitrine' ) => '' === $order->provider_order_id ? '—' : $order->provider_order_id,
			__( 'Transaction ID', 'vitrine' )    => '' === $order->transaction_id ? '—' : $order->transaction_id,
		);
		$renews = Stores::get()->renewed_subscription( $order->id );
		if ( $renews ) {
			/* translators: %d: subscription number */
			$rows[ __( 'Renewal of', 'vitrine' ) ] = sprintf( __( 'Subscription #%d', 'vitrine' ), $renews->id );
		}
		$money = static fn( int $amount ): string => Money::format( $amount, $order->currency );
		return array(
			'order'     => $order,
			'rows'      => $rows,
			'next'      => OrderStatus::AUTHORIZED === $order->status ? AuthorizationBox::next_statuses() : array_values( array_filter( self::STATUS_ORDER, static fn( string $to ): bool => OrderStatus::can( $order->status, $to ) ) ),
			'items'     => array_map(
				static fn( array $item ): array => array(
					'name'     => (string) $item['name'],
					'quantity' => (int) $item['quantity'],
					'unit'     => $money( (int) $item['unit_price'] ),
					'total'    => $money( (int) $item['total'] ),
				),
				$order->items
			),
			'totals'    => array(
				__( 'Subtotal', 'vitrine' ) => $money( $order->subtotal ),
				__( 'Shipping', 'vitrine' ) => $money( $order->shipping_total ),
				__( 'Total', 'vitrine' )    => $money( $order->total ),
			) + array_column( Tax::rows( $order->taxes, $order->currency ), 'amount', 'label' ),
			'addresses' => array(
				__( 'Billing address', 'vitrine' )  => Labels::address_lines( $order->billing ),
				__( 'Shipping address', 'vitrine' ) => Labels::address_lines( $order->shipping ),
			),
			'payer'     => array_filter( self::flatten( $order->payer ), static fn( string $value ): bool => '' !== $value ),
			'mails'     => array_map(
				static fn( array $mail ): array => array(
					'name'      => MailRules::label( $mail['mail'] ),
					'recipient' => $mail['recipient'],
					'state'     => match ( $mail['state'] ) {
						SentMails::SENT   => __( 'Sent', 'vitrine' ),
						/* translators: %s: the mail system's reason */
						SentMails::FAILED => sprintf( __( 'The e-mail could not be sent: %s', 'vitrine' ), $mail['error'] ),
						default           => __( 'Being sent', 'vitrine' ),
					},
					'failed'    => SentMails::FAILED === $mail['state'],
					'time'      => wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $mail['updated_at'] ),
				),
				SentMails::of_order( $order->id )
			),
		);
	}

	/**
	 * A nested payer (§3.5) as dotted names.
	 *
	 * @param array<string, mixed> $data   Payer.
	 * @param string               $prefix Name prefix.
	 * @return array<string, string>
	 */
	private static function flatten( array $data, string $prefix = '' ): array {
		$out = array();
		foreach ( $data as $key => $value ) {
			if ( is_array( $value ) ) {
				$out += self::flatten( $value, $prefix . $key . '.' );
			} elseif ( is_scalar( $value ) ) {
				$out[ $prefix . $key ] = (string) $value;
			}
		}
		return $out;
	}
}
