<?php
/**
 * The block vitrine/my-account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Payment\Voucher\VoucherView;
use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Tax;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;
use Vitrine\Store\Stores;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the account: for guests the login forms (LoginView), for customers a
 * navigation and the section of the URL (AccountRoutes). Everything is
 * rendered on the server with plain links and forms, so it works without
 * JavaScript and with the keyboard; confirmations are a page of their own
 * rather than a browser dialog.
 */
final class AccountPage {

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The block's HTML.
	 *
	 * @param string $wrapper_attributes Attributes from get_block_wrapper_attributes().
	 */
	public static function html( string $wrapper_attributes ): string {
		$page = new self( Stores::get() );
		return sprintf( '<div %s>%s</div>', $wrapper_attributes, $page->render( get_current_user_id(), AccountRoutes::current() ) );
	}

	/**
	 * The inner HTML for a user and a section.
	 *
	 * @param int                             $user_id Current user, 0 for a guest.
	 * @param array{section: string, id: int} $current Section and entry.
	 */
	public function render( int $user_id, array $current ): string {
		if ( $user_id <= 0 ) {
			return $this->login();
		}
		$notice = Notices::take();
		$html   = $this->navigation( $current['section'] );
		$html  .= '<div class="vitrine-account__content">';
		if ( $notice ) {
			$html .= sprintf(
				'<div class="vitrine-account__notice vitrine-account__notice--%1$s" role="%2$s"><p>%3$s</p></div>',
				esc_attr( $notice['type'] ),
				'error' === $notice['type'] ? 'alert' : 'status',
				esc_html( $notice['message'] )
			);
		}
		$html .= $this->section( $user_id, $current );
		return $html . '</div>';
	}

	/**
	 * The section's content.
	 *
	 * @param int                             $user_id Current user.
	 * @param array{section: string, id: int} $current Section and entry.
	 */
	private function section( int $user_id, array $current ): string {
		$id = $current['id'];
		if ( $id > 0 && ! AccountAccess::allowed( $current['section'], $id, $user_id ) ) {
			return sprintf( '<div class="vitrine-account__notice vitrine-account__notice--error" role="alert"><p>%s</p></div>', esc_html( AccountAccess::denied_message( $current['section'] ) ) );
		}
		switch ( $current['section'] ) {
			case 'orders':
				return $id > 0 ? $this->order( $this->store->order( $id ) ) : $this->orders( $user_id );
			case 'subscriptions':
				return $id > 0 ? $this->subscription( $this->store->subscription( $id ), $user_id ) : $this->subscriptions( $user_id );
			case 'payment-methods':
				return $this->payment_methods( $user_id );
			case 'addresses':
				return AccountDetails::addresses_html( $user_id );
			case 'password':
				return AccountDetails::password_html();
		}
		return $this->dashboard( $user_id );
	}

	/**
	 * The guest's forms: log in, lost password, new password (LoginView).
	 */
	private function login(): string {
		return LoginView::html( AccountRoutes::current() );
	}

	/**
	 * The account navigation.
	 *
	 * @param string $section Current section key.
	 */
	private function navigation( string $section ): string {
		$items = array(
			'dashboard'       => array( AccountUrls::account(), __( 'Overview', 'vitrine' ) ),
			'orders'          => array( AccountUrls::section( 'orders' ), __( 'Orders', 'vitrine' ) ),
			'subscriptions'   => array( AccountUrls::section( 'subscriptions' ), __( 'Subscriptions', 'vitrine' ) ),
			'payment-methods' => array( AccountUrls::section( 'payment-methods' ), __( 'Payment methods', 'vitrine' ) ),
			'addresses'       => array( AccountUrls::section( 'addresses' ), __( 'Addresses', 'vitrine' ) ),
			'password'        => array( AccountUrls::section( 'password' ), __( 'Change password', 'vitrine' ) ),
			'logout'          => array( wp_logout_url( AccountUrls::account() ), __( 'Log out', 'vitrine' ) ),
		);
		$html = sprintf( '<nav class="vitrine-account__nav" aria-label="%s"><ul>', esc_attr__( 'My account', 'vitrine' ) );
		foreach ( $items as $key => [ $url, $label ] ) {
			$html .= sprintf(
				'<li><a href="%1$s"%2$s>%3$s</a></li>',
				esc_url( $url ),
				$key === $section ? ' aria-current="page"' : '',
				esc_html( $label )
			);
		}
		return $html . '</ul></nav>';
	}

	/**
	 * The overview.
	 *
	 * @param int $user_id Current user.
	 */
	private function dashboard( int $user_id ): string {
		$user   = get_userdata( $user_id );
		$name   = $user ? $user->display_name : '';
		$orders = $this->store->orders_of_customer( $user_id );
		$open   = array_filter( $orders, static fn( Order $order ): bool => OrderStatus::needs_payment( $order->status ) );
		$html   = sprintf(
			'<h2>%s</h2>',
			/* translators: %s: the customer's name */
			esc_html( sprintf( __( 'Hello %s', 'vitrine' ), $name ) )
		);
		$html  .= sprintf(
			'<p>%s</p>',
			esc_html__( 'Here you see your orders, manage your subscriptions and your saved payment methods.', 'vitrine' )
		);
		if ( $open ) {
			$html .= sprintf(
				'<p><a href="%1$s">%2$s</a></p>',
				esc_url( AccountUrls::section( 'orders' ) ),
				/* translators: %d: number of unpaid orders */
				esc_html( sprintf( _n( '%d order is waiting for your payment.', '%d orders are waiting for your payment.', count( $open ), 'vitrine' ), count( $open ) ) )
			);
		}
		return $html;
	}

	/**
	 * The orders list.
	 *
	 * @param int $user_id Current user.
	 */
	private function orders( int $user_id ): string {
		$orders = $this->store->orders_of_customer( $user_id );
		$html   = sprintf( '<h2>%s</h2>', esc_html__( 'Orders', 'vitrine' ) );
		if ( ! $orders ) {
			return $html . sprintf( '<p>%s</p>', esc_html__( 'You have not ordered anything yet.', 'vitrine' ) );
		}
		return $html . $this->orders_table( $orders, __( 'Your orders', 'vitrine' ) );
	}

	/**
	 * A table of orders with links to view and to pay.
	 *
	 * @param Order[]                $orders   Orders.
	 * @param string                 $caption  Table caption.
	 * @param array<int, string>     $relation Order ID => relation label (subscription view), empty for none.
	 */
	private function orders_table( array $orders, string $caption, array $relation = array() ): string {
		$html  = '<table class="vitrine-account__table vitrine-account__table--stack"><caption>' . esc_html( $caption ) . '</caption><thead><tr>';
		$heads = array( __( 'Order', 'vitrine' ), __( 'Date', 'vitrine' ), __( 'Status', 'vitrine' ), __( 'Total', 'vitrine' ) );
		if ( $relation ) {
			$heads[] = __( 'Type', 'vitrine' );
		}
		$heads[] = __( 'Actions', 'vitrine' );
		foreach ( $heads as $head ) {
			$html .= '<th scope="col">' . esc_html( $head ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $orders as $order ) {
			$number  = sprintf(
				/* translators: %d: order number */
				__( 'Order #%d', 'vitrine' ),
				$order->id
			);
			$actions = sprintf(
				'<a href="%1$s" aria-label="%2$s">%3$s</a>',
				esc_url( AccountUrls::view_order( $order ) ),
				/* translators: %s: order number, e.g. Bestellung #12 */
				esc_attr( sprintf( __( 'View %s', 'vitrine' ), $number ) ),
				esc_html__( 'View', 'vitrine' )
			);
			if ( OrderStatus::needs_payment( $order->status ) ) {
				$actions .= sprintf(
					' <a class="vitrine-account__pay" href="%1$s" aria-label="%2$s">%3$s</a>',
					esc_url( ShopPages::pay_url( $order ) ),
					/* translators: %s: order number, e.g. Bestellung #12 */
					esc_attr( sprintf( __( 'Pay %s', 'vitrine' ), $number ) ),
					esc_html__( 'Pay', 'vitrine' )
				);
			}
			$html .= sprintf(
				'<tr><th scope="row">%1$s</th>%2$s%3$s%4$s%5$s%6$s</tr>',
				esc_html( '#' . $order->id ),
				self::cell( $heads[1], esc_html( Labels::utc_date( $order->created_at ) ) ),
				self::cell( $heads[2], esc_html( OrderStatus::label( $order->status ) ) ),
				self::cell( $heads[3], esc_html( Money::format( $order->total, $order->currency ) ) ),
				$relation ? self::cell( $heads[4], esc_html( $relation[ $order->id ] ?? '' ) ) : '',
				self::cell( end( $heads ), $actions )
			);
		}
		return $html . '</tbody></table>';
	}

	/**
	 * A table cell that carries its column name, shown beside the value
	 * where narrow screens stack the table's rows.
	 *
	 * @param string $label Column name.
	 * @param string $html  Escaped content.
	 */
	private static function cell( string $label, string $html ): string {
		return sprintf( '<td data-label="%1$s">%2$s</td>', esc_attr( $label ), $html );
	}

	/**
	 * One order.
	 *
	 * @param Order|null $order Order (owned, checked by the caller).
	 */
	private function order( ?Order $order ): string {
		if ( ! $order ) {
			return '';
		}
		$html  = sprintf(
			'<h2>%s</h2>',
			/* translators: %d: order number */
			esc_html( sprintf( __( 'Order #%d', 'vitrine' ), $order->id ) )
		);
		$html .= sprintf(
			'<p>%s</p>',
			esc_html(
				sprintf(
					/* translators: 1: date, 2: status */
					__( 'Placed on %1$s, status: %2$s.', 'vitrine' ),
					Labels::utc_date( $order->created_at ),
					OrderStatus::label( $order->status )
				)
			)
		);
		$renews = $this->store->renewed_subscription( $order->id );
		if ( $renews ) {
			$html .= sprintf(
				'<p><a href="%1$s">%2$s</a></p>',
				esc_url( AccountUrls::view_subscription( $renews ) ),
				/* translators: %d: subscription number */
				esc_html( sprintf( __( 'Renewal of subscription #%d', 'vitrine' ), $renews->id ) )
			);
		}
		if ( OrderStatus::needs_payment( $order->status ) ) {
			$html .= sprintf( '<p><a class="vitrine-account__button" href="%1$s">%2$s</a></p>', esc_url( ShopPages::pay_url( $order ) ), esc_html__( 'Pay now', 'vitrine' ) );
		}
		$html .= VoucherView::html( $order );
		$html .= sprintf(
			'<table class="vitrine-account__table"><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>',
			esc_html__( 'Items', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' )
		);
		foreach ( $order->items as $item ) {
			$html .= sprintf(
				'<tr><th scope="row">%1$s</th><td>%2$d</td><td>%3$s</td></tr>',
				esc_html( (string) $item['name'] ),
				(int) $item['quantity'],
				esc_html( Money::format( (int) $item['total'], $order->currency ) )
			);
		}
		$html .= '</tbody><tfoot>';
		foreach ( array(
			array( __( 'Subtotal', 'vitrine' ), $order->subtotal ),
			array( __( 'Shipping', 'vitrine' ), $order->shipping_total ),
			array( __( 'Total', 'vitrine' ), $order->total ),
		) as [ $label, $amount ] ) {
			$html .= sprintf( '<tr><th scope="row" colspan="2">%1$s</th><td>%2$s</td></tr>', esc_html( $label ), esc_html( Money::format( $amount, $order->currency ) ) );
		}
		// Issue 16.7: the VAT the total includes, per rate.
		foreach ( Tax::rows( $order->taxes, $order->currency ) as $tax ) {
			$html .= sprintf( '<tr class="vitrine-tax-row"><th scope="row" colspan="2">%1$s</th><td>%2$s</td></tr>', esc_html( $tax['label'] ), esc_html( $tax['amount'] ) );
		}
		$html .= '</tfoot></table>';
		$html .= $this->address( __( 'Billing address', 'vitrine' ), $order->billing );
		if ( $order->shipping ) {
			$html .= $this->address( __( 'Shipping address', 'vitrine' ), $order->shipping );
		}
		return $html . sprintf( '<p><a href="%1$s">%2$s</a></p>', esc_url( AccountUrls::section( 'orders' ) ), esc_html__( 'Back to your orders', 'vitrine' ) );
	}

	/**
	 * An address block.
	 *
	 * @param string                $title  Heading.
	 * @param array<string, string> $fields Fields without prefix.
	 */
	private function address( string $title, array $fields ): string {
		$lines = Labels::address_lines( $fields );
		return sprintf( '<h3>%1$s</h3><address>%2$s</address>', esc_html( $title ), implode( '<br>', array_map( 'esc_html', $lines ) ) );
	}

	/**
	 * The subscriptions list.
	 *
	 * @param int $user_id Current user.
	 */
	private function subscriptions( int $user_id ): string {
		$subscriptions = array_reverse( $this->store->subscriptions( $user_id ) );
		$html          = sprintf( '<h2>%s</h2>', esc_html__( 'Subscriptions', 'vitrine' ) );
		$html         .= (string) apply_filters( 'vitrine_account_subscriptions_notice', '', $subscriptions );
		if ( ! $subscriptions ) {
			return $html . sprintf( '<p>%s</p>', esc_html__( 'You have no subscriptions.', 'vitrine' ) );
		}
		$html .= sprintf(
			'<table class="vitrine-account__table vitrine-account__table--stack"><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th></tr></thead><tbody>',
			esc_html__( 'Your subscriptions', 'vitrine' ),
			esc_html__( 'Subscription', 'vitrine' ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html__( 'Next payment', 'vitrine' ),
			esc_html__( 'Amount', 'vitrine' ),
			esc_html__( 'Actions', 'vitrine' )
		);
		foreach ( $subscriptions as $subscription ) {
			$name  = $this->product_name( $subscription );
			$html .= sprintf(
				'<tr><th scope="row">%1$s</th>%2$s%3$s%4$s%5$s</tr>',
				esc_html( '#' . $subscription->id . ' ' . $name ),
				self::cell( __( 'Status', 'vitrine' ), esc_html( Labels::subscription_status( $subscription->status ) ) ),
				self::cell( __( 'Next payment', 'vitrine' ), esc_html( Labels::date( $subscription->next_payment ) ) ),
				self::cell( __( 'Amount', 'vitrine' ), esc_html( Money::format( $subscription->recurring_amount, $subscription->currency ) . ' ' . Labels::billing_period( $subscription->plan ) ) ),
				self::cell(
					__( 'Actions', 'vitrine' ),
					sprintf(
						'<a href="%1$s" aria-label="%2$s">%3$s</a>',
						esc_url( AccountUrls::view_subscription( $subscription ) ),
						/* translators: %d: subscription number */
						esc_attr( sprintf( __( 'View subscription #%d', 'vitrine' ), $subscription->id ) ),
						esc_html__( 'View', 'vitrine' )
					)
				)
			);
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The product name of a subscription.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	private function product_name( Subscription $subscription ): string {
		$product = $this->store->product( $subscription->product_id );
		return $product ? $product->name : __( 'Subscription', 'vitrine' );
	}

	/**
	 * One subscription with its actions.
	 *
	 * @param Subscription|null $subscription Subscription (owned, checked by the caller).
	 * @param int               $user_id      Current user.
	 */
	private function subscription( ?Subscription $subscription, int $user_id ): string {
		if ( ! $subscription ) {
			return '';
		}
		$orders  = $this->store->subscription_orders( $subscription->id );
		$parent  = $orders[0] ?? null;
		$token   = null;
		foreach ( $this->store->payment_tokens( $user_id ) as $candidate ) {
			if ( $candidate->id === $subscription->payment_token_id ) {
				$token = $candidate;
			}
		}
		$method = $token ? Labels::token( $token ) : ( $subscription->manual_renewal ? __( 'Manual renewal', 'vitrine' ) : __( 'No saved payment method', 'vitrine' ) );
		$html   = sprintf(
			'<h2>%s</h2>',
			/* translators: %d: subscription number */
			esc_html( sprintf( __( 'Subscription #%d', 'vitrine' ), $subscription->id ) )
		);
		$html  .= (string) apply_filters( 'vitrine_account_subscription_notice', '', $subscription );
		$rows   = array(
			__( 'Status', 'vitrine' )         => Labels::subscription_status( $subscription->status ),
			__( 'Plan', 'vitrine' )           => $this->product_name( $subscription ) . ': ' . Money::format( $subscription->recurring_amount, $subscription->currency ) . ' ' . Labels::billing_period( $subscription->plan ),
			__( 'Start date', 'vitrine' )     => Labels::date( $subscription->start_date ),
			__( 'Trial end', 'vitrine' )      => Labels::date( $subscription->trial_end ),
			__( 'Next payment', 'vitrine' )   => Labels::date( $subscription->next_payment ),
			__( 'Payment method', 'vitrine' ) => $method,
		);
		$html  .= '<dl class="vitrine-account__details">';
		foreach ( $rows as $label => $value ) {
			$html .= sprintf( '<dt>%1$s</dt><dd>%2$s</dd>', esc_html( $label ), esc_html( $value ) );
		}
		$html .= '</dl>';
		$html .= $this->subscription_actions( $subscription, $parent );
		if ( $orders ) {
			$relation = array();
			foreach ( $orders as $index => $order ) {
				$relation[ $order->id ] = 0 === $index ? __( 'Initial order', 'vitrine' ) : __( 'Renewal', 'vitrine' );
			}
			$html .= sprintf( '<h3>%s</h3>', esc_html__( 'Related orders', 'vitrine' ) );
			$html .= $this->orders_table( array_reverse( $orders ), __( 'Orders of this subscription', 'vitrine' ), $relation );
		}
		return $html . sprintf( '<p><a href="%1$s">%2$s</a></p>', esc_url( AccountUrls::section( 'subscriptions' ) ), esc_html__( 'Back to your subscriptions', 'vitrine' ) );
	}

	/**
	 * The actions of a subscription: the cancel confirmation when asked for,
	 * otherwise the buttons that apply to its status.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param Order|null   $parent       Order that started it.
	 */
	private function subscription_actions( Subscription $subscription, ?Order $parent ): string {
		$live = in_array( $subscription->status, array( Subscription::ACTIVE, Subscription::ON_HOLD, Subscription::PENDING ), true );
		if ( ! $live ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses what to show; the form posts with a nonce.
		$confirm = isset( $_GET['kuendigen'] );
		if ( $confirm ) {
			return sprintf(
				'<div class="vitrine-account__confirm" role="group" aria-labelledby="vitrine-confirm-title"><h3 id="vitrine-confirm-title">%1$s</h3><p>%2$s</p>%3$s <a href="%4$s">%5$s</a></div>',
				esc_html__( 'Cancel this subscription?', 'vitrine' ),
				esc_html__( 'Do you really want to cancel this subscription? It will not be renewed any more, and this cannot be undone.', 'vitrine' ),
				$this->form( 'cancel-subscription', $subscription->id, __( 'Yes, cancel subscription', 'vitrine' ), 'vitrine-account__button--danger' ),
				esc_url( AccountUrls::view_subscription( $subscription ) ),
				esc_html__( 'No, keep it', 'vitrine' )
			);
		}
		$actions = array();
		if ( $parent && Subscription::PENDING !== $subscription->status ) {
			$actions[] = sprintf( '<a class="vitrine-account__button" href="%1$s">%2$s</a>', esc_url( AccountUrls::change_payment_method( $subscription, $parent ) ), esc_html__( 'Change payment method', 'vitrine' ) );
		}
		if ( '1' === get_option( 'vitrine_manual_renewal', '0' ) && Subscription::PENDING !== $subscription->status ) {
			$actions[] = $this->form( 'renew-subscription', $subscription->id, __( 'Renew now', 'vitrine' ), '' );
		}
		$actions[] = sprintf( '<a class="vitrine-account__button vitrine-account__button--danger" href="%1$s">%2$s</a>', esc_url( add_query_arg( 'kuendigen', '1', AccountUrls::view_subscription( $subscription ) ) ), esc_html__( 'Cancel subscription', 'vitrine' ) );
		return '<div class="vitrine-account__actions">' . implode( ' ', $actions ) . '</div>';
	}

	/**
	 * A one-button form for an account action.
	 *
	 * @param string $action One of AccountRoutes::ACTIONS.
	 * @param int    $id     Entry.
	 * @param string $label  Button text.
	 * @param string $class  Extra button class.
	 */
	private function form( string $action, int $id, string $label, string $class ): string {
		return sprintf(
			'<form method="post" class="vitrine-account__form"><input type="hidden" name="vitrine_account_action" value="%1$s"><input type="hidden" name="id" value="%2$d">%3$s<button type="submit" class="vitrine-account__button %4$s">%5$s</button></form>',
			esc_attr( $action ),
			$id,
			wp_nonce_field( AccountRoutes::nonce_action( $action, $id ), '_wpnonce', false, false ),
			esc_attr( $class ),
			esc_html( $label )
		);
	}

	/**
	 * Saved payment methods.
	 *
	 * @param int $user_id Current user.
	 */
	private function payment_methods( int $user_id ): string {
		$tokens = $this->store->payment_tokens( $user_id );
		$html   = sprintf( '<h2>%s</h2>', esc_html__( 'Payment methods', 'vitrine' ) );
		if ( ! $tokens ) {
			return $html . sprintf( '<p>%s</p>', esc_html__( 'You have no saved payment methods.', 'vitrine' ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses what to show; the form posts with a nonce.
		$confirm = FormInput::id( $_GET['loeschen'] ?? null );
		foreach ( $tokens as $token ) {
			if ( $token->id === $confirm ) {
				$html .= $this->delete_confirmation( $token );
			}
		}
		$html .= sprintf(
			'<table class="vitrine-account__table"><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>',
			esc_html__( 'Your saved payment methods', 'vitrine' ),
			esc_html__( 'Method', 'vitrine' ),
			esc_html__( 'Expires', 'vitrine' ),
			esc_html__( 'Actions', 'vitrine' )
		);
		foreach ( $tokens as $token ) {
			$label = Labels::token( $token );
			$html .= sprintf(
				'<tr><th scope="row">%1$s%2$s</th><td>%3$s</td><td><a href="%4$s" aria-label="%5$s">%6$s</a></td></tr>',
				esc_html( $label ),
				$token->is_default ? ' <span class="vitrine-account__badge">' . esc_html__( 'Default', 'vitrine' ) . '</span>' : '',
				esc_html( Labels::expiry( $token ) ),
				esc_url( add_query_arg( 'loeschen', $token->id, AccountUrls::section( 'payment-methods' ) ) ),
				/* translators: %s: payment method, e.g. Visa •••• 4242 */
				esc_attr( sprintf( __( 'Delete %s', 'vitrine' ), $label ) ),
				esc_html__( 'Delete', 'vitrine' )
			);
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The confirmation before a payment method is deleted.
	 *
	 * @param PaymentToken $token Token.
	 */
	private function delete_confirmation( PaymentToken $token ): string {
		return sprintf(
			'<div class="vitrine-account__confirm" role="group" aria-labelledby="vitrine-confirm-title"><h3 id="vitrine-confirm-title">%1$s</h3><p>%2$s</p>%3$s <a href="%4$s">%5$s</a></div>',
			esc_html__( 'Delete this payment method?', 'vitrine' ),
			/* translators: %s: payment method, e.g. Visa •••• 4242 */
			esc_html( sprintf( __( 'Do you really want to delete %s? Subscriptions that use it will then have to be paid by hand.', 'vitrine' ), Labels::token( $token ) ) ),
			$this->form( 'delete-payment-method', $token->id, __( 'Yes, delete', 'vitrine' ), 'vitrine-account__button--danger' ),
			esc_url( AccountUrls::section( 'payment-methods' ) ),
			esc_html__( 'No, keep it', 'vitrine' )
		);
	}
}
