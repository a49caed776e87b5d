<?php
/**
 * The block vitrine/my-account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Shared\Templates;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
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
 *
 * Markup lives in templates/account/ (theme-overridable). Each section is one
 * method that section() calls, so a section moves to a class and template of
 * its own by changing one line there (the orders went to AccountOrders).
 */
final class AccountPage {

	/** The orders section and the order view. */
	private readonly AccountOrders $orders;

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {
		$this->orders = new AccountOrders( $store );
	}

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
			$html .= Templates::render(
				'account/notice',
				array(
					'type'    => (string) $notice['type'],
					'message' => (string) $notice['message'],
				)
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
			return Templates::render(
				'account/notice',
				array(
					'type'    => 'error',
					'message' => AccountAccess::denied_message( $current['section'] ),
				)
			);
		}
		switch ( $current['section'] ) {
			case 'orders':
				return $id > 0 ? $this->order( $this->store->order( $id ) ) : $this->orders( $user_id );
			case 'subscriptions':
				return $id > 0 ? $this->subscription( $this->store->subscription( $id ), $user_id ) : $this->subscriptions( $user_id );
			case 'payment-methods':
				// The payment layer adds "add a payment method" (Payment\Vault\AccountMethods).
				return (string) apply_filters( 'vitrine_account_payment_methods', $this->payment_methods( $user_id ), $user_id );
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
		return Templates::render(
			'account/navigation',
			array(
				'items'   => $items,
				'current' => $section,
			)
		);
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
		return Templates::render(
			'account/dashboard',
			array(
				'name'       => (string) $name,
				'open'       => count( $open ),
				'orders_url' => AccountUrls::section( 'orders' ),
			)
		);
	}

	/**
	 * The orders list (AccountOrders, template account/orders).
	 *
	 * @param int $user_id Current user.
	 */
	private function orders( int $user_id ): string {
		return $this->orders->list_html( $user_id );
	}

	/**
	 * A table of orders with links to view and to pay (template account/orders-table).
	 *
	 * @param Order[]            $orders   Orders.
	 * @param string             $caption  Table caption.
	 * @param array<int, string> $relation Order ID => relation label (subscription view), empty for none.
	 */
	private function orders_table( array $orders, string $caption, array $relation = array() ): string {
		return $this->orders->table_html( $orders, $caption, $relation );
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
	 * One order (AccountOrders, template account/order).
	 *
	 * @param Order|null $order Order (owned, checked by the caller).
	 */
	private function order( ?Order $order ): string {
		return $this->orders->order_html( $order );
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
			return $this->confirm(
				__( 'Cancel this subscription?', 'vitrine' ),
				__( 'Do you really want to cancel this subscription? It will not be renewed any more, and this cannot be undone.', 'vitrine' ),
				$this->form( 'cancel-subscription', $subscription->id, __( 'Yes, cancel subscription', 'vitrine' ), 'vitrine-account__button--danger' ),
				AccountUrls::view_subscription( $subscription )
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
		return Templates::render(
			'account/action-form',
			array(
				'action'       => $action,
				'id'           => $id,
				'nonce_action' => AccountRoutes::nonce_action( $action, $id ),
				'label'        => $label,
				'class'        => $class,
			)
		);
	}

	/**
	 * A confirmation before an action (template account/confirm): a page of
	 * its own rather than a browser dialog, with "No, keep it" as the way back.
	 *
	 * @param string $title    Question.
	 * @param string $message  Explanation.
	 * @param string $form     The confirming form (form()).
	 * @param string $back_url Where "No, keep it" leads.
	 */
	private function confirm( string $title, string $message, string $form, string $back_url ): string {
		return Templates::render(
			'account/confirm',
			array(
				'title'      => $title,
				'message'    => $message,
				'form'       => $form,
				'back_url'   => $back_url,
				'back_label' => __( 'No, keep it', 'vitrine' ),
			)
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
		return $this->confirm(
			__( 'Delete this payment method?', 'vitrine' ),
			/* translators: %s: payment method, e.g. Visa •••• 4242 */
			sprintf( __( 'Do you really want to delete %s? Subscriptions that use it will then have to be paid by hand.', 'vitrine' ), Labels::token( $token ) ),
			$this->form( 'delete-payment-method', $token->id, __( 'Yes, delete', 'vitrine' ), 'vitrine-account__button--danger' ),
			AccountUrls::section( 'payment-methods' )
		);
	}
}
