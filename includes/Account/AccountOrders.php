<?php
/**
 * The orders of my account: the list and one order.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Payment\Voucher\VoucherView;
use Vitrine\Shared\Templates;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\Tax;

defined( 'ABSPATH' ) || exit;

/**
 * Gathers what the order templates show (`account/orders`,
 * `account/orders-table`, `account/order`; theme-overridable) as plain
 * texts and URLs; the templates escape at output.
 */
final class AccountOrders {

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The orders section.
	 *
	 * @param int $user_id Current user.
	 */
	public function list_html( int $user_id ): string {
		$orders = $this->store->orders_of_customer( $user_id );
		return Templates::render(
			'account/orders',
			array( 'table' => $orders ? $this->table_html( $orders, __( 'Your orders', 'vitrine' ) ) : '' )
		);
	}

	/**
	 * A table of orders with links to view and to pay.
	 *
	 * @param Order[]            $orders   Orders.
	 * @param string             $caption  Table caption.
	 * @param array<int, string> $relation Order ID => relation label (subscription view), empty for none.
	 */
	public function table_html( array $orders, string $caption, array $relation = array() ): string {
		$rows = array();
		foreach ( $orders as $order ) {
			$rows[] = array(
				'id'       => $order->id,
				'date'     => Labels::utc_date( $order->created_at ),
				'status'   => OrderStatus::label( $order->status ),
				'total'    => Money::format( $order->total, $order->currency ),
				'relation' => $relation[ $order->id ] ?? '',
				'view_url' => AccountUrls::view_order( $order ),
				'pay_url'  => OrderStatus::needs_payment( $order->status ) ? ShopPages::pay_url( $order ) : '',
			);
		}
		return Templates::render(
			'account/orders-table',
			array(
				'caption'  => $caption,
				'relation' => array() !== $relation,
				'rows'     => $rows,
			)
		);
	}

	/**
	 * One order (its owner was checked by the caller).
	 *
	 * @param Order|null $order Order.
	 */
	public function order_html( ?Order $order ): string {
		if ( ! $order ) {
			return '';
		}
		$renews    = $this->store->renewed_subscription( $order->id );
		$addresses = array( self::address( __( 'Billing address', 'vitrine' ), $order->billing ) );
		if ( $order->shipping ) {
			$addresses[] = self::address( __( 'Shipping address', 'vitrine' ), $order->shipping );
		}
		return Templates::render(
			'account/order',
			array(
				'id'        => $order->id,
				'date'      => Labels::utc_date( $order->created_at ),
				'status'    => OrderStatus::label( $order->status ),
				'renews'    => $renews ? array(
					'id'  => $renews->id,
					'url' => AccountUrls::view_subscription( $renews ),
				) : null,
				'pay_url'   => OrderStatus::needs_payment( $order->status ) ? ShopPages::pay_url( $order ) : '',
				'voucher'   => VoucherView::html( $order ),
				'items'     => array_map(
					static fn( array $item ): array => array(
						'name'     => (string) $item['name'],
						'quantity' => (int) $item['quantity'],
						'total'    => Money::format( (int) $item['total'], $order->currency ),
					),
					array_values( $order->items )
				),
				'totals'    => array(
					array( __( 'Subtotal', 'vitrine' ), Money::format( $order->subtotal, $order->currency ) ),
					array( __( 'Shipping', 'vitrine' ), Money::format( $order->shipping_total, $order->currency ) ),
					array( __( 'Total', 'vitrine' ), Money::format( $order->total, $order->currency ) ),
				),
				'taxes'     => Tax::rows( $order->taxes, $order->currency ),
				'addresses' => $addresses,
				'back_url'  => AccountUrls::section( 'orders' ),
			)
		);
	}

	/**
	 * An address block's data (template account/address).
	 *
	 * @param string                $title  Heading.
	 * @param array<string, string> $fields Fields without prefix.
	 * @return array{title: string, lines: string[]}
	 */
	public static function address( string $title, array $fields ): array {
		return array(
			'title' => $title,
			'lines' => array_map( 'strval', Labels::address_lines( $fields ) ),
		);
	}
}
