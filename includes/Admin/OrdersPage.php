<?php
/**
 * The admin screens of orders and subscriptions (Produkte → Bestellungen, → Abos).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Access\Capabilities;
use Vitrine\Account\Labels;
use Vitrine\Payment\Module;
use Vitrine\Shared\FormInput;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Lists orders (status filter, pagination) and shows one order with a form
 * to change its status, e.g. to mark a bank transfer as paid; the change
 * goes through Store::update_order_status(), so OrderStatus decides what is
 * allowed and the `vitrine_order_status_changed` listeners (memberships,
 * subscriptions) run. Subscriptions are listed read-only. Who may:
 * CAPABILITY (administrators and shop managers, Access\Roles).
 */
final class OrdersPage {

	public const SLUG               = 'vitrine-orders';
	public const SUBSCRIPTIONS_SLUG = 'vitrine-subscriptions';
	public const CAPABILITY         = Capabilities::MANAGE_ORDERS;
	private const PER_PAGE          = 20;
	public const ACTION             = 'vitrine_order_status';

	/**
	 * Hooks the screens in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle_status_change' ) );
	}

	/**
	 * The parent menu: the products' menu.
	 */
	private static function parent(): string {
		return 'edit.php?post_type=' . ProductRepository::POST_TYPE;
	}

	/**
	 * Adds the two pages.
	 */
	public function add_pages(): void {
		add_submenu_page( self::parent(), __( 'Orders', 'vitrine' ), __( 'Orders', 'vitrine' ), self::CAPABILITY, self::SLUG, array( $this, 'render_orders' ) );
		add_submenu_page( self::parent(), __( 'Subscriptions', 'vitrine' ), __( 'Subscriptions', 'vitrine' ), self::CAPABILITY, self::SUBSCRIPTIONS_SLUG, array( $this, 'render_subscriptions' ) );
	}

	/**
	 * URL of the orders screen.
	 *
	 * @param array<string, string|int> $args Query arguments (status, paged, order).
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( self::parent() ) );
	}

	/**
	 * Changes an order's status as an admin asked (validated by OrderStatus).
	 *
	 * @param int    $order_id Order.
	 * @param string $status   Wanted status.
	 * @return array{ok: bool, message: string}
	 */
	public static function change_status( int $order_id, string $status ): array {
		if ( ! in_array( $status, OrderStatus::all(), true ) ) {
			return array(
				'ok'      => false,
				'message' => __( 'Please choose one of the order statuses.', 'vitrine' ),
			);
		}
		$order      = Stores::get()->order( $order_id );
		$authorized = $order && OrderStatus::AUTHORIZED === $order->status ? AuthorizationBox::change_status( Module::services()->authorizations, $order, $status ) : null;
		if ( null !== $authorized ) {
			return $authorized;
		}
		try {
			$order = Stores::get()->update_order_status( $order_id, $status );
		} catch ( StoreException $error ) {
			return array(
				'ok'      => false,
				'message' => $error->getMessage(),
			);
		}
		return array(
			'ok'      => true,
			/* translators: 1: order number, 2: status */
			'message' => sprintf( __( 'Order #%1$d is now "%2$s".', 'vitrine' ), $order->id, OrderStatus::label( $order->status ) ),
		);
	}

	/**
	 * `admin_post_vitrine_order_status`: capability, nonce, then the change;
	 * back to the order with the result.
	 */
	public function handle_status_change(): void {
		$order_id = self::checked_order( self::ACTION );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		self::set_notice( self::change_status( $order_id, $status ) );
		wp_safe_redirect( self::url( array( 'order' => $order_id ) ) );
		exit;
	}

	/**
	 * The gate of every order form posted to admin-post.php: the capability
	 * (403 in German), then the form's nonce for this very order.
	 *
	 * @param string $action The form's action; its nonce is `{action}_{order id}`.
	 * @return int The posted order id, cast and bounded.
	 */
	public static function checked_order( string $action ): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked right below, after the capability.
		$order_id = FormInput::id( $_POST['order_id'] ?? null );
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to change orders.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action . '_' . $order_id );
		return $order_id;
	}

	/**
	 * Keeps a form's result for the order screen the admin is sent back to.
	 *
	 * @param array{ok: bool, message: string} $result Result.
	 */
	public static function set_notice( array $result ): void {
		set_transient( 'vitrine_order_notice_' . get_current_user_id(), $result, 5 * MINUTE_IN_SECONDS );
	}

	/**
	 * A payment method's German title (§9.3), the id when unknown.
	 *
	 * @param string $method Gateway id.
	 */
	private static function method_title( string $method ): string {
		return ShopPages::method_titles()[ $method ] ?? ( '' === $method ? '—' : $method );
	}

	/**
	 * The orders screen: one order, or the list.
	 */
	public function render_orders(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only filters.
		$order_id = FormInput::id( $_GET['order'] ?? null );
		$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$paged    = self::page_number();
		// phpcs:enable
		echo '<div class="wrap vitrine-orders">';
		if ( $order_id > 0 ) {
			OrderView::render( $order_id );
		} else {
			$this->render_list( $status, $paged );
		}
		echo '</div>';
	}

	/**
	 * The list with status filter and pagination.
	 *
	 * @param string $status Filter, '' for all.
	 * @param int    $paged  Page.
	 */
	private function render_list( string $status, int $paged ): void {
		$status = in_array( $status, OrderStatus::all(), true ) ? $status : '';
		$result = Stores::get()->query_orders( $status, $paged, self::PER_PAGE );
		printf( '<h1 class="wp-heading-inline">%s</h1><hr class="wp-header-end">', esc_html__( 'Orders', 'vitrine' ) );
		$links = array(
			sprintf( '<a href="%1$s"%2$s>%3$s</a>', esc_url( self::url() ), '' === $status ? ' class="current" aria-current="page"' : '', esc_html__( 'All', 'vitrine' ) ),
		);
		foreach ( OrderStatus::all() as $option ) {
			$links[] = sprintf( '<a href="%1$s"%2$s>%3$s</a>', esc_url( self::url( array( 'status' => $option ) ) ), $option === $status ? ' class="current" aria-current="page"' : '', esc_html( OrderStatus::label( $option ) ) );
		}
		printf( '<nav aria-label="%1$s"><ul class="subsubsub"><li>%2$s</li></ul></nav>', esc_attr__( 'Filter orders by status', 'vitrine' ), implode( ' | </li><li>', $links ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		printf(
			'<table class="wp-list-table widefat fixed striped"><caption class="screen-reader-text">%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col">%7$s</th></tr></thead><tbody>',
			esc_html__( 'Orders', 'vitrine' ),
			esc_html__( 'Order', 'vitrine' ),
			esc_html__( 'Date', 'vitrine' ),
			esc_html__( 'Customer', 'vitrine' ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html__( 'Payment method', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' )
		);
		if ( ! $result['items'] ) {
			printf( '<tr><td colspan="6">%s</td></tr>', esc_html__( 'No orders found.', 'vitrine' ) );
		}
		$now = time();
		foreach ( $result['items'] as $order ) {
			$flag = AuthorizationBox::flag( $order, $now );
			printf(
				'<tr><th scope="row"><a href="%1$s"><strong>%2$s</strong></a></th><td>%3$s</td><td>%4$s</td><td><span class="vitrine-status vitrine-status--%5$s">%6$s</span>%9$s</td><td>%7$s</td><td>%8$s</td></tr>',
				esc_url( self::url( array( 'order' => $order->id ) ) ),
				/* translators: %d: order number */
				esc_html( sprintf( __( 'Order #%d', 'vitrine' ), $order->id ) ),
				esc_html( Labels::utc_date( $order->created_at ) ),
				esc_html( self::customer_name( $order ) ),
				esc_attr( $order->status ),
				esc_html( OrderStatus::label( $order->status ) ),
				esc_html( self::method_title( $order->payment_method ) ),
				esc_html( Money::format( $order->total, $order->currency ) ),
				'' === $flag ? '' : '<br><strong class="vitrine-authorization-flag">' . esc_html( $flag ) . '</strong>'
			);
		}
		echo '</tbody></table>';
		$pages = (int) ceil( $result['total'] / self::PER_PAGE );
		if ( $pages > 1 ) {
			$base = self::url( array_filter( array( 'status' => $status ) ) );
			printf(
				'<nav class="tablenav" aria-label="%1$s"><div class="tablenav-pages">%2$s</div></nav>',
				esc_attr__( 'Pages', 'vitrine' ),
				paginate_links( // phpcs:ignore WordPress.Security.EscapeOutput -- core builds escaped links.
					array(
						'base'    => add_query_arg( 'paged', '%#%', $base ),
						'format'  => '',
						'current' => $paged,
						'total'   => $pages,
					)
				)
			);
		}
	}

	/**
	 * Who placed an order.
	 *
	 * @param Order $order Order.
	 */
	public static function customer_name( Order $order ): string {
		$name = trim( ( $order->billing['first_name'] ?? '' ) . ' ' . ( $order->billing['last_name'] ?? '' ) );
		if ( '' === $name && $order->customer_id > 0 ) {
			$user = get_userdata( $order->customer_id );
			$name = $user ? $user->display_name : '';
		}
		return '' === $name ? __( 'Guest', 'vitrine' ) : $name;
	}

	/**
	 * The list page asked for: a whole number from 1 to 100,000 (an
	 * 18-digit page would overflow the offset), 1 for anything else.
	 */
	private static function page_number(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only paging.
		return max( 1, min( 100000, FormInput::id( $_GET['paged'] ?? null ) ) );
	}

	/**
	 * The read-only list of subscriptions.
	 */
	public function render_subscriptions(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only paging.
		$paged  = self::page_number();
		$store  = Stores::get();
		$result = $store->query_subscriptions( '', $paged, self::PER_PAGE );
		printf( '<div class="wrap"><h1>%s</h1>', esc_html__( 'Subscriptions', 'vitrine' ) );
		printf(
			'<table class="wp-list-table widefat fixed striped"><caption class="screen-reader-text">%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col">%7$s</th><th scope="col">%8$s</th></tr></thead><tbody>',
			esc_html__( 'Subscriptions', 'vitrine' ),
			esc_html__( 'Subscription', 'vitrine' ),
			esc_html__( 'Customer', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html__( 'Amount', 'vitrine' ),
			esc_html__( 'Next payment', 'vitrine' ),
			esc_html__( 'Order', 'vitrine' )
		);
		if ( ! $result['items'] ) {
			printf( '<tr><td colspan="7">%s</td></tr>', esc_html__( 'No subscriptions found.', 'vitrine' ) );
		}
		foreach ( $result['items'] as $subscription ) {
			$user    = $subscription->customer_id > 0 ? get_userdata( $subscription->customer_id ) : false;
			$product = $store->product( $subscription->product_id );
			printf(
				'<tr><th scope="row">%1$s</th><td>%2$s</td><td>%3$s</td><td>%4$s</td><td>%5$s</td><td>%6$s</td><td><a href="%7$s">%8$s</a></td></tr>',
				esc_html( '#' . $subscription->id ),
				esc_html( $user ? $user->display_name : __( 'Guest', 'vitrine' ) ),
				esc_html( $product ? $product->name : '—' ),
				esc_html( Labels::subscription_status( $subscription->status ) ),
				esc_html( Money::format( $subscription->recurring_amount, $subscription->currency ) . ' ' . Labels::billing_period( $subscription->plan ) ),
				esc_html( Labels::date( $subscription->next_payment ) ),
				esc_url( self::url( array( 'order' => $subscription->order_id ) ) ),
				esc_html( '#' . $subscription->order_id )
			);
		}
		echo '</tbody></table>';
		$pages = (int) ceil( $result['total'] / self::PER_PAGE );
		if ( $pages > 1 ) {
			echo '<div class="tablenav"><div class="tablenav-pages">';
			echo paginate_links( // phpcs:ignore WordPress.Security.EscapeOutput -- core builds escaped links.
				array(
					'base'    => add_query_arg( 'paged', '%#%', add_query_arg( 'page', self::SUBSCRIPTIONS_SLUG, admin_url( self::parent() ) ) ),
					'format'  => '',
					'current' => $paged,
					'total'   => $pages,
				)
			);
			echo '</div></div>';
		}
		echo '</div>';
	}
}
