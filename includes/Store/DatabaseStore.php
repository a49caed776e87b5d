<?php
/**
 * The built-in store on plain WordPress.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Closure;
use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Implements Store with products in posts and carts, orders, subscriptions
 * and tokens in own tables (see Database for why).
 */
final class DatabaseStore implements Store {

	private ProductRepository $products;
	private CartRepository $carts;
	private CartLines $lines;
	private CartCalculator $calculator;
	private OrderRepository $orders;
	private SubscriptionRepository $subscriptions;
	private PaymentTokenRepository $tokens;
	private RenewalRepository $renewals;
	private OrderWriter $writer;
	private CartEditor $editor;

	/**
	 * Today in the shop's time zone; replaceable for tests.
	 *
	 * @var Closure(): DateTimeImmutable
	 */
	private Closure $clock;

	/**
	 * @param Closure|null $clock Returns "now" in the shop's time zone; defaults to the real time.
	 */
	public function __construct( ?Closure $clock = null ) {
		$this->products      = new ProductRepository();
		$this->carts         = new CartRepository();
		$this->lines         = new CartLines( $this->products );
		$this->calculator    = new CartCalculator( $this->products );
		$this->orders        = new OrderRepository();
		$this->subscriptions = new SubscriptionRepository();
		$this->tokens        = new PaymentTokenRepository();
		$this->renewals      = new RenewalRepository();
		$this->writer        = new OrderWriter( $this->products, $this->orders, $this->subscriptions );
		$this->clock         = $clock ?? static fn(): DateTimeImmutable => new DateTimeImmutable( 'now', wp_timezone() );
		$this->editor        = new CartEditor( $this->carts, $this->lines, $this->clock, $this->calculator );
	}

	/**
	 * Today.
	 */
	private function today(): DateTimeImmutable {
		return ( $this->clock )();
	}

	/** {@inheritDoc} */
	public function currency(): string {
		return Money::currency();
	}

	/** {@inheritDoc} */
	public function product( int $id ): ?Product {
		return $this->products->get( $id );
	}

	/** {@inheritDoc} */
	public function create_product( array $data ): Product {
		return $this->products->create( $data );
	}

	/** {@inheritDoc} */
	public function update_product( int $id, array $data ): Product {
		return $this->products->update( $id, $data );
	}

	/** {@inheritDoc} */
	public function variations( int $product_id ): array {
		$product = $this->products->get( $product_id );
		if ( ! $product ) {
			return array();
		}
		$rows = array();
		foreach ( $product->variations as $variation ) {
			$plan       = $variation->plan ?? $product->plan;
			$attributes = array();
			foreach ( $variation->attributes as $slug => $value ) {
				$attributes[ 'attribute_' . $slug ] = $value;
			}
			$rows[] = array(
				'variation_id'       => $variation->id,
				'attributes'         => $attributes,
				'price'              => $variation->price,
				'is_in_stock'        => null === $variation->stock || $variation->stock > 0,
				'first_payment_html' => $product->is_subscription() && $plan ? SubscriptionSchedule::first_payment_html( $this->today(), $plan ) : '',
			);
		}
		return $rows;
	}

	/** {@inheritDoc} */
	public function cart( string $session ): Cart {
		return $this->carts->load( $session );
	}

	/** {@inheritDoc} */
	public function cart_totals( string $session ): array {
		return $this->calculator->totals( $this->carts->load( $session ), $this->today() );
	}

	/** {@inheritDoc} */
	public function add_to_cart( string $session, array $line, int $user_id = 0 ): Cart {
		return $this->editor->add_to_cart( $session, $line, $user_id );
	}

	/** {@inheritDoc} */
	public function change_cart( string $session, array $lines, int $user_id = 0 ): Cart {
		return $this->editor->change_cart( $session, $lines, $user_id );
	}

	/** {@inheritDoc} */
	public function add_lines_to_cart( string $session, array $lines, int $user_id = 0 ): Cart {
		return $this->editor->add_lines_to_cart( $session, $lines, $user_id );
	}

	/** {@inheritDoc} */
	public function set_cart_quantity( string $session, string $cart_item_key, int $quantity ): Cart {
		return $this->editor->set_cart_quantity( $session, $cart_item_key, $quantity );
	}

	/** {@inheritDoc} */
	public function remove_from_cart( string $session, string $cart_item_key ): Cart {
		return $this->editor->remove_from_cart( $session, $cart_item_key );
	}

	/** {@inheritDoc} */
	public function merge_guest_cart( string $guest_session, int $user_id ): Cart {
		return $this->editor->merge_guest_cart( $guest_session, $user_id );
	}

	/** {@inheritDoc} */
	public function set_shipping_address( string $session, array $address ): Cart {
		return $this->editor->set_shipping_address( $session, $address );
	}

	/** {@inheritDoc} */
	public function choose_shipping_rate( string $session, string $rate_id ): Cart {
		return $this->editor->choose_shipping_rate( $session, $rate_id );
	}

	/** {@inheritDoc} */
	public function purchase_units( string $session ): array {
		return $this->calculator->purchase_units( $this->carts->load( $session ), $this->today() );
	}

	/** {@inheritDoc} */
	public function validate_checkout( string $session, array $form, int $user_id = 0 ): array {
		$totals = $this->cart_totals( $session );
		$result = CheckoutValidator::validate( $form, $totals['needs_shipping'], $user_id > 0 );
		if ( array() === $totals['items'] ) {
			$result['errors'] = array( 'cart' => __( 'Your cart is empty.', 'vitrine' ) ) + $result['errors'];
		}
		return $result['errors'];
	}

	/** {@inheritDoc} */
	public function simulate_cart( array $lines ): array {
		$today = $this->today();
		return $this->calculator->totals( $this->editor->put_lines( new Cart( 'simulation' ), $lines, $today ), $today );
	}

	/** {@inheritDoc} */
	public function save_checkout_form( string $session, array $form ): void {
		$kept = array();
		foreach ( $form as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) && preg_match( '/^(billing|shipping)_[a-z0-9_]{1,30}$|^(ship_to_different_address|payment_method|createaccount|order_comments)$/', $name ) ) {
				$kept[ $name ] = mb_substr( sanitize_text_field( (string) $value ), 0, 200 );
			}
		}
		set_transient( 'vitrine_checkout_' . md5( $session ), $kept, DAY_IN_SECONDS );
	}

	/** {@inheritDoc} */
	public function saved_checkout_form( string $session ): array {
		$kept = get_transient( 'vitrine_checkout_' . md5( $session ) );
		return is_array( $kept ) ? $kept : array();
	}

	/** {@inheritDoc} */
	public function place_order( string $session, array $form, int $user_id = 0 ): Order {
		$today  = $this->today();
		$cart   = $this->carts->load( $session );
		$totals = $this->calculator->totals( $cart, $today );
		if ( array() === $totals['items'] ) {
			throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
		}
		$checked = CheckoutValidator::validate( $form, $totals['needs_shipping'], $user_id > 0 );
		if ( $checked['errors'] ) {
			throw new StoreException( 'vitrine_invalid_checkout', (string) reset( $checked['errors'] ), $checked['errors'] );
		}
		$fields = $checked['fields'];
		if ( $totals['needs_shipping'] ) {
			// Priced for where the parcel goes: the form's address, which may not be the cart's yet.
			$destination = array();
			foreach ( array( 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) as $field ) {
				$destination[ $field ] = $fields[ 'shipping_' . $field ] ?? '';
			}
			$totals = $this->calculator->totals( $cart->with_shipping_address( $destination ), $today );
		}
		if ( 0 === $user_id && $totals['contains_subscription'] && '1' !== $fields['createaccount'] ) {
			// A subscription is managed (cancelled, paid again, its card changed) in the customer's account.
			$message = __( 'A subscription needs a customer account: please tick "Create an account" or log in.', 'vitrine' );
			throw new StoreException( 'vitrine_subscription_needs_account', $message, array( 'createaccount' => $message ) );
		}

		$order_id = Database::atomic(
			function () use ( $session, $cart, $totals, $fields, $user_id, $today ): int {
				$this->writer->take_stock( $totals );
				if ( '1' === $fields['createaccount'] ) {
					$user_id = $this->create_customer( $fields );
				}
				$section  = static function ( string $prefix ) use ( $fields ): array {
					$out = array();
					foreach ( $fields as $name => $value ) {
						if ( str_starts_with( $name, $prefix ) ) {
							$out[ substr( $name, strlen( $prefix ) ) ] = $value;
						}
					}
					return $out;
				};
				$order_id = $this->writer->insert( $totals, $user_id, $fields['payment_method'], $section( 'billing_' ), $totals['needs_shipping'] ? $section( 'shipping_' ) : array(), $today );
				$this->delete_cart_if_unchanged( $session, $cart->version );
				return $order_id;
			}
		);
		$order = $this->orders->get( $order_id );
		if ( '1' === $fields['createaccount'] && $order && $order->customer_id > 0 ) {
			// Only once the order is committed: WordPress' mail with the link to set a password.
			wp_new_user_notification( $order->customer_id, null, 'user' );
		}
		/**
		 * Fires once an order placed through the checkout is committed (order
		 * mails). Wallet orders made by order_from_cart() do not fire it: they
		 * are drafts until the payer approves, and are announced when paid.
		 *
		 * @param Order $order The new order.
		 */
		do_action( 'vitrine_order_placed', $order );
		return $order;
	}

	/** {@inheritDoc} */
	public function order_from_cart( string $session, int $user_id, string $payment_method ): Order {
		$today  = $this->today();
		$cart   = $this->carts->load( $session );
		$totals = $this->calculator->totals( $cart, $today );
		if ( array() === $totals['items'] ) {
			throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
		}
		if ( 0 === $user_id && $totals['contains_subscription'] ) {
			throw new StoreException( 'vitrine_subscription_needs_account', __( 'A subscription needs a customer account: please log in or buy it through the checkout.', 'vitrine' ) );
		}
		// One open order per session and cart: the same cart (same lines, prices, shipping) gets the same order back.
		$claims = new Claims();
		$claim  = 'cart-order:' . md5( $session . '|' . $payment_method . '|' . wp_json_encode( $totals ) . '|' . wp_json_encode( $cart->shipping_address ) );
		for ( $try = 0; $try < 2; $try++ ) {
			if ( $claims->claim( $claim, MINUTE_IN_SECONDS ) ) {
				try {
					$order_id = Database::atomic(
						function () use ( $totals, $user_id, $payment_method, $cart, $today ): int {
							$this->writer->take_stock( $totals );
							return $this->writer->insert( $totals, $user_id, $payment_method, array(), $totals['needs_shipping'] ? $cart->shipping_address : array(), $today );
						}
					);
				} catch ( \Throwable $error ) {
					$claims->release( $claim );
					throw $error;
				}
				$claims->complete( $claim, (string) $order_id, DAY_IN_SECONDS );
				return $this->orders->get( $order_id );
			}
			$done  = $claims->wait( $claim, 10.0 );
			$order = null !== $done ? $this->orders->get( (int) $done ) : null;
			if ( $order && OrderStatus::needs_payment( $order->status ) ) {
				return $order;
			}
			if ( $order ) {
				// That cart's order was paid meanwhile: the same cart again is a new order.
				$claims->release( $claim );
			}
		}
		throw new StoreException( 'vitrine_order_in_progress', __( 'Your order is already being prepared. Please wait a moment and try again.', 'vitrine' ) );
	}

	/**
	 * Deletes the cart the order was made from, unless it changed meanwhile
	 * (then the order would not match what the shopper now sees).
	 *
	 * @param string $session Session key.
	 * @param int    $version Version the order was priced from.
	 * @throws StoreException When the cart changed.
	 */
	private function delete_cart_if_unchanged( string $session, int $version ): void {
		global $wpdb;
		$table   = Database::table( 'carts' );
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE session_key = %s AND version = %d", $session, $version ) );
		if ( 1 !== $deleted ) {
			throw new StoreException( 'vitrine_cart_changed', __( 'Your cart changed while you were checking out. Please check it and place the order again.', 'vitrine' ) );
		}
	}

	/**
	 * Creates the guest's customer account (createaccount, §6) with her
	 * addresses; place_order() has WordPress mail the link to set a
	 * password after the commit.
	 *
	 * @param array<string, string> $fields Validated checkout fields.
	 * @return int User ID.
	 * @throws StoreException When WordPress refuses the account.
	 */
	private function create_customer( array $fields ): int {
		$email = $fields['billing_email'];
		$login = sanitize_user( strstr( $email, '@', true ), true );
		$base  = '' === $login ? 'kunde' : $login;
		for ( $n = 2; username_exists( $login ) || '' === $login; $n++ ) {
			$login = $base . $n;
		}
		$user_id = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $email,
				'user_pass'  => wp_generate_password( 24 ),
				'first_name' => $fields['billing_first_name'],
				'last_name'  => $fields['billing_last_name'],
				'role'       => get_role( 'customer' ) ? 'customer' : 'subscriber',
			)
		);
		if ( is_wp_error( $user_id ) ) {
			throw new StoreException( 'vitrine_account_failed', $user_id->get_error_message(), array( 'billing_email' => $user_id->get_error_message() ) );
		}
		// Her addresses, so that her next checkout is filled in (the checkout reads billing_*/shipping_* user meta).
		foreach ( $fields as $name => $value ) {
			if ( '' !== $value && 'billing_order_comments' !== $name && preg_match( '/^(billing|shipping)_[a-z0-9_]+$/', $name ) ) {
				update_user_meta( (int) $user_id, $name, $value );
			}
		}
		return (int) $user_id;
	}

	/** {@inheritDoc} */
	public function order( int $order_id ): ?Order {
		return $this->orders->get( $order_id );
	}

	/** {@inheritDoc} */
	public function order_by_provider_order_id( string $provider_order_id ): ?Order {
		return $this->orders->find_by_provider_order_id( $provider_order_id );
	}

	/** {@inheritDoc} */
	public function order_with_key( int $order_id, string $order_key ): Order {
		$order = $this->orders->get( $order_id );
		if ( ! $order || ! hash_equals( $order->order_key, $order_key ) ) {
			throw new StoreException( 'vitrine_no_order', __( 'This order does not exist or the link is incomplete.', 'vitrine' ) );
		}
		return $order;
	}

	/** {@inheritDoc} */
	public function order_for_payment( int $order_id, string $order_key ): Order {
		$order = $this->order_with_key( $order_id, $order_key );
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			throw new StoreException( 'vitrine_order_paid', __( 'This order does not need a payment any more.', 'vitrine' ) );
		}
		return $order;
	}

	/** {@inheritDoc} */
	public function orders_of_customer( int $user_id ): array {
		return $user_id > 0 ? $this->orders->of_customer( $user_id ) : array();
	}

	/** {@inheritDoc} */
	public function set_provider_order( int $order_id, string $provider_order_id, array $payer = array() ): Order {
		$order = $this->orders->get( $order_id );
		if ( ! $order || ! OrderStatus::needs_payment( $order->status ) ) {
			throw new StoreException( 'vitrine_order_paid', __( 'This order does not need a payment any more.', 'vitrine' ) );
		}
		if ( ! preg_match( '/^[A-Za-z0-9\-]{1,64}$/', $provider_order_id ) ) {
			throw new StoreException( 'vitrine_invalid_provider_order', __( 'The payment could not be started. Please try again.', 'vitrine' ) );
		}
		if ( ! $this->orders->link_provider_order( $provider_order_id, $order_id ) ) {
			throw new StoreException( 'vitrine_provider_order_taken', __( 'The payment could not be started. Please try again.', 'vitrine' ) );
		}
		$this->orders->update(
			$order_id,
			array(
				'provider_order_id' => $provider_order_id,
				'payer'             => $payer,
			)
		);
		return $this->orders->get( $order_id );
	}

	/** {@inheritDoc} */
	public function move_provider_order( string $provider_order_id, int $from, int $to ): Order {
		$old = $this->orders->get( $from );
		$new = $this->orders->get( $to );
		if ( ! $old || ! $new || ! OrderStatus::needs_payment( $old->status ) || ! OrderStatus::needs_payment( $new->status ) ) {
			throw new StoreException( 'vitrine_order_paid', __( 'This order does not need a payment any more.', 'vitrine' ) );
		}
		Database::atomic(
			function () use ( $provider_order_id, $old, $new ): void {
				if ( ! $this->orders->move_provider_order( $provider_order_id, $old->id, $new->id ) ) {
					throw new StoreException( 'vitrine_order_changed', __( 'The order was changed at the same time. Please reload and try again.', 'vitrine' ) );
				}
				$this->orders->update( $new->id, array( 'provider_order_id' => $provider_order_id ) );
				$this->update_order_status( $old->id, OrderStatus::CANCELLED );
			}
		);
		return $this->orders->get( $to );
	}

	/** {@inheritDoc} */
	public function set_provider_subscription( int $subscription_id, string $provider_subscription_id ): Subscription {
		$subscription = $this->subscriptions->get( $subscription_id );
		if ( ! $subscription || ! preg_match( '/^[A-Za-z0-9\-]{1,64}$/', $provider_subscription_id ) ) {
			throw new StoreException( 'vitrine_no_subscription', __( 'This subscription does not exist.', 'vitrine' ) );
		}
		$this->subscriptions->set_provider_subscription( $subscription_id, $provider_subscription_id );
		return $this->subscriptions->get( $subscription_id );
	}

	/** {@inheritDoc} */
	public function next_payment_attempt( int $order_id, int $failed_attempt ): Order {
		$this->orders->next_payment_attempt( $order_id, $failed_attempt );
		$order = $this->orders->get( $order_id );
		if ( ! $order ) {
			throw new StoreException( 'vitrine_no_order', __( 'This order does not exist or the link is incomplete.', 'vitrine' ) );
		}
		return $order;
	}

	/** {@inheritDoc} */
	public function complete_payment( int $order_id, string $transaction_id ): Order {
		$order = $this->orders->get( $order_id );
		if ( ! $order || ! OrderStatus::capturable( $order->status ) ) {
			throw new StoreException( 'vitrine_order_paid', __( 'This order does not need a payment any more.', 'vitrine' ) );
		}
		$to = '' !== $order->shipping_rate ? OrderStatus::PROCESSING : OrderStatus::COMPLETED;
		Database::atomic(
			function () use ( $order, $to, $transaction_id ): void {
				if ( ! $this->orders->compare_and_set_status( $order->id, $order->status, $to, array( 'transaction_id' => $transaction_id ) ) ) {
					throw new StoreException( 'vitrine_order_paid', __( 'This order does not need a payment any more.', 'vitrine' ) );
				}
				$this->after_payment( $order );
			}
		);
		return $this->status_changed( $order_id, $order->status, $to );
	}

	/**
	 * What a payment sets going, in the payment's transaction: the order's
	 * new subscriptions become active (their trial and next payment date stay
	 * as set at checkout), a paid renewal moves its subscription's next
	 * payment date on by one period.
	 *
	 * @param Order $order The order as read before it was paid.
	 */
	private function after_payment( Order $order ): void {
		foreach ( $this->subscriptions->where( 'order_id', $order->id ) as $subscription ) {
			$this->subscriptions->compare_and_set_status( $subscription->id, Subscription::PENDING, Subscription::ACTIVE );
		}
		$renewed = $this->renewed_subscription( $order->id );
		if ( $renewed ) {
			$first   = SubscriptionSchedule::first_payment( new DateTimeImmutable( $renewed->start_date, wp_timezone() ), $renewed->plan );
			$current = null !== $renewed->next_payment ? new DateTimeImmutable( $renewed->next_payment, wp_timezone() ) : $this->today();
			$this->subscriptions->set_next_payment( $renewed->id, SubscriptionSchedule::next_payment_after( $current, $renewed->plan, $first )->format( 'Y-m-d' ) );
		}
	}

	/**
	 * Announces a status change that has been written (§ order paid hook):
	 * `vitrine_order_status_changed` with the order as it is now, the old and
	 * the new status. Fired after the transaction, so listeners see the
	 * committed order; they must be idempotent.
	 *
	 * @param int    $order_id Order ID.
	 * @param string $from     Old status.
	 * @param string $to       New status.
	 */
	private function status_changed( int $order_id, string $from, string $to ): Order {
		$order = $this->orders->get( $order_id );
		/**
		 * Fires whenever an order's status changed.
		 *
		 * @param Order  $order The order after the change.
		 * @param string $from  Old status.
		 * @param string $to    New status.
		 */
		do_action( 'vitrine_order_status_changed', $order, $from, $to );
		return $order;
	}

	/** {@inheritDoc} */
	public function update_order_status( int $order_id, string $status ): Order {
		$order = $this->orders->get( $order_id );
		if ( ! $order ) {
			throw new StoreException( 'vitrine_no_order', __( 'This order does not exist or the link is incomplete.', 'vitrine' ) );
		}
		if ( ! OrderStatus::can( $order->status, $status ) ) {
			throw new StoreException(
				'vitrine_illegal_transition',
				/* translators: 1: current status, 2: wanted status */
				sprintf( __( 'An order cannot go from "%1$s" to "%2$s".', 'vitrine' ), OrderStatus::label( $order->status ), OrderStatus::label( $status ) )
			);
		}
		Database::atomic(
			function () use ( $order, $status ): void {
				if ( ! $this->orders->compare_and_set_status( $order->id, $order->status, $status ) ) {
					throw new StoreException( 'vitrine_order_changed', __( 'The order was changed at the same time. Please reload and try again.', 'vitrine' ) );
				}
				if ( OrderStatus::CANCELLED === $status ) {
					$this->restore_stock( $order );
				}
				if ( in_array( $status, array( OrderStatus::CANCELLED, OrderStatus::REFUNDED ), true ) ) {
					$this->cancel_subscriptions( $order );
				}
				if ( OrderStatus::is_paid( $status ) && ! OrderStatus::is_paid( $order->status ) ) {
					$this->after_payment( $order );
				}
			}
		);
		return $this->status_changed( $order_id, $order->status, $status );
	}

	/**
	 * Gives a cancelled order's stock back. Inside the cancelling transaction.
	 *
	 * @param Order $order The order as read before.
	 */
	private function restore_stock( Order $order ): void {
		foreach ( $order->items as $item ) {
			$this->products->restore_stock( $item['variation_id'] ? $item['variation_id'] : $item['product_id'], $item['quantity'] );
		}
	}

	/**
	 * Ends the subscriptions an order started. Inside the cancelling transaction.
	 *
	 * @param Order $order The order as read before.
	 */
	private function cancel_subscriptions( Order $order ): void {
		foreach ( $this->subscriptions->where( 'order_id', $order->id ) as $subscription ) {
			if ( Subscription::can( $subscription->status, Subscription::CANCELLED ) ) {
				$this->subscriptions->compare_and_set_status( $subscription->id, $subscription->status, Subscription::CANCELLED );
			}
		}
	}

	/** {@inheritDoc} */
	public function abandoned_orders( string $before, array $skip_methods, int $limit = 100 ): array {
		$ids = $this->orders->pending_since( $before, $skip_methods, $limit );
		return array_values( array_filter( $ids, fn( int $id ): bool => 0 === $this->renewals->subscription_of( $id ) ) );
	}

	/** {@inheritDoc} */
	public function cancel_unpaid_order( int $order_id ): bool {
		$order = $this->orders->get( $order_id );
		if ( ! $order || OrderStatus::PENDING !== $order->status ) {
			return false;
		}
		$cancelled = Database::atomic(
			function () use ( $order ): bool {
				if ( ! $this->orders->compare_and_set_status( $order->id, OrderStatus::PENDING, OrderStatus::CANCELLED ) ) {
					return false;
				}
				$this->restore_stock( $order );
				$this->cancel_subscriptions( $order );
				return true;
			}
		);
		if ( $cancelled ) {
			$this->status_changed( $order->id, OrderStatus::PENDING, OrderStatus::CANCELLED );
		}
		return (bool) $cancelled;
	}

	/** {@inheritDoc} */
	public function subscription( int $subscription_id ): ?Subscription {
		return $this->subscriptions->get( $subscription_id );
	}

	/** {@inheritDoc} */
	public function subscriptions( int $user_id, int $order_id = 0 ): array {
		if ( $order_id > 0 ) {
			return $this->subscriptions->where( 'order_id', $order_id );
		}
		return $user_id > 0 ? $this->subscriptions->where( 'customer_id', $user_id ) : array();
	}

	/** {@inheritDoc} */
	public function update_subscription_status( int $subscription_id, string $status ): Subscription {
		$subscription = $this->subscriptions->get( $subscription_id );
		if ( ! $subscription || ! Subscription::can( $subscription->status, $status ) || ! $this->subscriptions->compare_and_set_status( $subscription->id, $subscription->status, $status ) ) {
			throw new StoreException( 'vitrine_illegal_transition', __( 'The subscription cannot be changed this way.', 'vitrine' ) );
		}
		return $this->subscriptions->get( $subscription_id );
	}

	/** {@inheritDoc} */
	public function change_subscription_payment_method( int $subscription_id, int $user_id, int $token_id ): Subscription {
		$subscription = $this->subscriptions->get( $subscription_id );
		if ( ! $subscription || $user_id <= 0 || $subscription->customer_id !== $user_id ) {
			throw new StoreException( 'vitrine_no_subscription', __( 'This subscription does not exist.', 'vitrine' ) );
		}
		$token = $this->tokens->get( $user_id, $token_id );
		$this->subscriptions->set_payment_token( $subscription->id, $token->id );
		return $this->subscriptions->get( $subscription_id );
	}

	/** {@inheritDoc} */
	public function save_payment_token( int $user_id, array $data ): PaymentToken {
		return $this->tokens->add( $user_id, $data, $this->today() );
	}

	/** {@inheritDoc} */
	public function payment_tokens( int $user_id ): array {
		return $this->tokens->of_user( $user_id );
	}

	/** {@inheritDoc} */
	public function delete_payment_token( int $user_id, int $token_id ): void {
		$this->tokens->delete( $user_id, $token_id );
	}

	/** {@inheritDoc} */
	public function query_orders( string $status, int $page, int $per_page ): array {
		$status = in_array( $status, OrderStatus::all(), true ) ? $status : '';
		return $this->orders->page( $status, max( 1, $page ), max( 1, min( 100, $per_page ) ) );
	}

	/** {@inheritDoc} */
	public function query_subscriptions( string $status, int $page, int $per_page ): array {
		$known  = array( Subscription::PENDING, Subscription::ACTIVE, Subscription::ON_HOLD, Subscription::CANCELLED, Subscription::EXPIRED );
		$status = in_array( $status, $known, true ) ? $status : '';
		return $this->subscriptions->page( $status, max( 1, $page ), max( 1, min( 100, $per_page ) ) );
	}

	/** {@inheritDoc} */
	public function subscription_orders( int $subscription_id ): array {
		$subscription = $this->subscriptions->get( $subscription_id );
		if ( ! $subscription ) {
			return array();
		}
		$ids = array_merge( array( $subscription->order_id ), $this->renewals->orders_of( $subscription_id ) );
		return array_values( array_filter( array_map( fn( int $id ) => $this->orders->get( $id ), $ids ) ) );
	}

	/** {@inheritDoc} */
	public function renewed_subscription( int $order_id ): ?Subscription {
		$subscription_id = $this->renewals->subscription_of( $order_id );
		return $subscription_id > 0 ? $this->subscriptions->get( $subscription_id ) : null;
	}

	/** {@inheritDoc} */
	public function create_renewal_order( int $subscription_id ): Order {
		if ( '1' !== get_option( 'vitrine_manual_renewal', '0' ) ) {
			throw new StoreException( 'vitrine_no_manual_renewal', __( 'Subscriptions cannot be renewed by hand in this shop.', 'vitrine' ) );
		}
		return $this->open_renewal_order( $subscription_id );
	}

	/**
	 * A renewal's shipping: the parent order's method, priced for its
	 * country and this one line by today's settings; the method offered
	 * first when that one is gone; what the parent paid when no zone takes
	 * the country any more (a renewal cannot be refused at the door).
	 *
	 * @param Order   $parent    The subscription's first order.
	 * @param Product $product   The subscription product.
	 * @param int     $recurring The renewal's amount.
	 * @return array{id: string, label: string, cost: int}
	 */
	private function renewal_shipping( Order $parent, Product $product, int $recurring ): array {
		$parcel = array(
			array(
				'quantity' => 1,
				'shipped'  => true,
				'class'    => $product->shipping_class,
			),
		);
		$found  = CartCalculator::shipping_for( (string) ( $parent->shipping['country'] ?? '' ), $parent->shipping_rate, $parcel, $recurring )['rate'];
		return $found ?? array(
			'id'    => $parent->shipping_rate,
			'label' => '',
			'cost'  => $parent->shipping_total,
		);
	}

	/** {@inheritDoc} */
	public function order_shipping_rates( Order $order ): array {
		return $this->calculator->order_rates( $order );
	}

	/** {@inheritDoc} */
	public function due_subscriptions(): array {
		return $this->subscriptions->due( $this->today()->format( 'Y-m-d' ) );
	}

	/** {@inheritDoc} */
	public function open_renewal_order( int $subscription_id ): Order {
		$subscription = $this->subscriptions->get( $subscription_id );
		if ( ! $subscription || ! in_array( $subscription->status, array( Subscription::ACTIVE, Subscription::ON_HOLD ), true ) ) {
			throw new StoreException( 'vitrine_cannot_renew', __( 'This subscription cannot be renewed.', 'vitrine' ) );
		}
		foreach ( array_reverse( $this->renewals->orders_of( $subscription_id ) ) as $open_id ) {
			$open = $this->orders->get( $open_id );
			if ( $open && OrderStatus::needs_payment( $open->status ) ) {
				return $open;
			}
		}
		$parent   = $this->orders->get( $subscription->order_id );
		$product  = $this->products->get( $subscription->product_id );
		$shipped  = $product && $product->needs_shipping && $parent && '' !== $parent->shipping_rate;
		$rate     = $shipped ? $this->renewal_shipping( $parent, $product, $subscription->recurring_amount ) : null;
		$shipping = $rate ? $rate['cost'] : 0;
		$name     = $product ? $product->name : sprintf(
			/* translators: %d: subscription number */
			__( 'Subscription #%d', 'vitrine' ),
			$subscription->id
		);
		if ( $subscription->variation_id && $product ) {
			$variation = $product->variation( $subscription->variation_id );
			if ( $variation ) {
				$name .= ' – ' . implode( ', ', $variation->attributes );
			}
		}
		$tax_rate = $product ? $product->tax_rate() : Tax::rate( Tax::STANDARD );
		$order_id = Database::atomic(
			function () use ( $subscription, $parent, $rate, $shipping, $name, $tax_rate ): int {
				$order_id = $this->orders->insert(
					array(
						'customer_id'    => $subscription->customer_id,
						'currency'       => $subscription->currency,
						'subtotal'       => $subscription->recurring_amount,
						'shipping_total' => $shipping,
						'total'          => $subscription->recurring_amount + $shipping,
						'taxes'          => CartCalculator::taxes(
							array(
								array(
									'tax_rate'   => $tax_rate,
									'line_total' => $subscription->recurring_amount,
								),
							),
							$shipping
						),
						'shipping_rate'  => $rate ? $rate['id'] : '',
						'payment_method' => $parent ? $parent->payment_method : '',
						'billing'        => $parent ? $parent->billing : array(),
						'shipping'       => $rate && $parent ? $parent->shipping : array(),
					),
					array(
						array(
							'cart_item_key' => '',
							'product_id'    => $subscription->product_id,
							'variation_id'  => $subscription->variation_id,
							'name'          => $name,
							'quantity'      => 1,
							'unit_price'    => $subscription->recurring_amount,
							'total'         => $subscription->recurring_amount,
							'tax_rate'      => $tax_rate,
							'tax'           => Tax::included( $subscription->recurring_amount, $tax_rate ),
							'meta'          => array( 'renewal_of' => $subscription->id ),
						),
					)
				);
				$this->renewals->link( $subscription->id, $order_id );
				return $order_id;
			}
		);
		return $this->orders->get( $order_id );
	}

	/** {@inheritDoc} */
	public function renew_due_subscriptions(): array {
		if ( '1' !== get_option( 'vitrine_manual_renewal', '0' ) ) {
			return array();
		}
		$orders = array();
		foreach ( $this->subscriptions->due( $this->today()->format( 'Y-m-d' ) ) as $subscription ) {
			$saved = array_map( static fn( PaymentToken $token ): int => $token->id, $this->tokens->of_user( $subscription->customer_id ) );
			if ( ! $subscription->manual_renewal && in_array( $subscription->payment_token_id, $saved, true ) ) {
				continue; // Renewed automatically with the saved payment method.
			}
			try {
				$orders[] = $this->create_renewal_order( $subscription->id );
				$this->subscriptions->compare_and_set_status( $subscription->id, Subscription::ACTIVE, Subscription::ON_HOLD );
			} catch ( StoreException ) {
				continue; // Changed meanwhile; the next run looks again.
			}
		}
		return $orders;
	}

	/** {@inheritDoc} */
	public function set_order_payment_method( int $order_id, string $order_key, string $payment_method ): Order {
		$order = $this->order_for_payment( $order_id, $order_key );
		if ( ! Gateways::known( $payment_method ) ) {
			throw new StoreException( 'vitrine_invalid_payment_method', __( 'Please choose a payment method.', 'vitrine' ) );
		}
		if ( $payment_method !== $order->payment_method ) {
			$this->orders->update( $order->id, array( 'payment_method' => $payment_method ) );
		}
		return $this->orders->get( $order->id );
	}
}
