<?php
/**
 * The shop as the blocks and payment endpoints see it.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * The one interface between Vitrine and a shop. DatabaseStore implements it
 * on plain WordPress; a WooCommerce bridge can implement it later without
 * the blocks noticing.
 *
 * Conventions: amounts are integers in minor units (cents) of currency();
 * a session key is `user:{id}` or `guest:{token}` (CartSession); every
 * method that changes something either does all of it or nothing and then
 * throws a StoreException whose message is translated for the shopper.
 */
interface Store {

	/**
	 * The shop's ISO 4217 currency (setting, EUR by default).
	 */
	public function currency(): string;

	/**
	 * A product by ID, or null when there is none.
	 *
	 * @param int $id Product ID.
	 */
	public function product( int $id ): ?Product;

	/**
	 * Creates a product (admin and demo content).
	 *
	 * @param array<string, mixed> $data See ProductRepository::create().
	 * @throws StoreException When the data is invalid.
	 */
	public function create_product( array $data ): Product;

	/**
	 * Replaces a product's data (admin): type, prices, stock, terms,
	 * attributes and variations (those with an `id` are updated, new ones
	 * added, missing ones deleted), all or nothing.
	 *
	 * @param int                  $id   Product ID (also a product post without product data yet).
	 * @param array<string, mixed> $data See ProductRepository::update().
	 * @throws StoreException When the product is unknown or the data invalid; `errors` names the fields.
	 */
	public function update_product( int $id, array $data ): Product;

	/**
	 * The variations of a variable (subscription) product as the product
	 * form needs them: variation_id, attributes (attribute_* => option),
	 * price (minor units), is_in_stock and first_payment_html (§3.3, empty
	 * when the first payment is made at checkout).
	 *
	 * @param int $product_id Product ID.
	 * @return array<int, array{variation_id: int, attributes: array<string, string>, price: int, is_in_stock: bool, first_payment_html: string}>
	 */
	public function variations( int $product_id ): array;

	/**
	 * A session's cart (empty if it has none).
	 *
	 * @param string $session Session key.
	 */
	public function cart( string $session ): Cart;

	/**
	 * The cart's priced lines and totals, computed on the server from the
	 * products (see CartCalculator::totals() for the shape).
	 *
	 * @param string $session Session key.
	 * @return array<string, mixed>
	 */
	public function cart_totals( string $session ): array;

	/**
	 * Adds a product line (§3.6: id, quantity, variations, extra, booking);
	 * a price in it is ignored.
	 *
	 * @param string               $session Session key.
	 * @param array<string, mixed> $line    Product line.
	 * @param int                  $user_id Owner, 0 for a guest.
	 * @throws StoreException When the product, option, quantity, stock or booking is not available.
	 */
	public function add_to_cart( string $session, array $line, int $user_id = 0 ): Cart;

	/**
	 * Replaces the cart's lines with these (§7.2 change_cart), all or none.
	 *
	 * @param string                           $session Session key.
	 * @param array<int, array<string, mixed>> $lines   Product lines.
	 * @param int                              $user_id Owner, 0 for a guest.
	 * @throws StoreException When any line cannot be bought (the cart stays as it was).
	 */
	public function change_cart( string $session, array $lines, int $user_id = 0 ): Cart;

	/**
	 * Sets a line's quantity.
	 *
	 * @param string $session       Session key.
	 * @param string $cart_item_key Line.
	 * @param int    $quantity      New quantity, 1 or more.
	 * @throws StoreException When the line is unknown, or the quantity invalid or not in stock.
	 */
	public function set_cart_quantity( string $session, string $cart_item_key, int $quantity ): Cart;

	/**
	 * Removes a line (the `remove_from_cart` pattern of §7.2).
	 *
	 * @param string $session       Session key.
	 * @param string $cart_item_key Line.
	 * @throws StoreException When the line is unknown.
	 */
	public function remove_from_cart( string $session, string $cart_item_key ): Cart;

	/**
	 * Moves a guest's cart lines into a user's cart after login; lines that
	 * can no longer be bought are dropped, the guest cart is deleted.
	 *
	 * @param string $guest_session Guest session key.
	 * @param int    $user_id       The user who logged in.
	 */
	public function merge_guest_cart( string $guest_session, int $user_id ): Cart;

	/**
	 * Sets the shipping address (§3.7: address_1, address_2, city, state,
	 * postcode, country).
	 *
	 * @param string                $session Session key.
	 * @param array<string, string> $address Address.
	 * @throws StoreException When the country is not served (not sold to, or no shipping zone takes it).
	 */
	public function set_shipping_address( string $session, array $address ): Cart;

	/**
	 * Chooses one of the shipping methods the cart is offered (those of its
	 * country's zone that it qualifies for).
	 *
	 * @param string $session Session key.
	 * @param string $rate_id Method ID.
	 * @throws StoreException When the cart is not offered that method.
	 */
	public function choose_shipping_rate( string $session, string $rate_id ): Cart;

	/**
	 * The shipping methods an order's parcel may take now: those of the
	 * zone of its shipping country, priced for its lines (ShippingRules);
	 * none when it is not shipped. The provider's pop-up offers them (§4.8).
	 *
	 * @param Order $order Order.
	 * @return array<int, array{id: string, label: string, cost: int, type: string}>
	 */
	public function order_shipping_rates( Order $order ): array;

	/**
	 * The cart as the provider's purchase units (§3.6), items carrying
	 * cart_item_key.
	 *
	 * @param string $session Session key.
	 * @return array<int, array<string, mixed>>
	 */
	public function purchase_units( string $session ): array;

	/**
	 * Checks the checkout form (§3.5 field names) without writing anything.
	 *
	 * @param string               $session Session key.
	 * @param array<string, mixed> $form    Posted fields.
	 * @param int                  $user_id Logged-in user, 0 for a guest.
	 * @return array<string, string> Field name => German message; empty when valid.
	 */
	public function validate_checkout( string $session, array $form, int $user_id = 0 ): array;

	/**
	 * Prices product lines as a cart would, without storing anything (§7.2
	 * simulate_cart: the product page's total before adding).
	 *
	 * @param array<int, array<string, mixed>> $lines Product lines (§3.6).
	 * @return array<string, mixed> Totals, as cart_totals().
	 * @throws StoreException When a line cannot be bought.
	 */
	public function simulate_cart( array $lines ): array;

	/**
	 * Keeps the checkout form's values for the session (§7.2
	 * save_checkout_form), so the form is filled again after a return from
	 * the provider. Only checkout field names are kept.
	 *
	 * @param string               $session Session key.
	 * @param array<string, mixed> $form    Posted fields.
	 */
	public function save_checkout_form( string $session, array $form ): void;

	/**
	 * The checkout values kept for a session (empty when none).
	 *
	 * @param string $session Session key.
	 * @return array<string, string>
	 */
	public function saved_checkout_form( string $session ): array;

	/**
	 * Creates a pending order from the cart: validates the form, takes the
	 * stock, optionally creates the guest's account (`createaccount`: with
	 * her billing and shipping fields as user meta, and WordPress' mail with
	 * the link to set a password once the order is committed),
	 * creates the subscriptions of subscription lines and empties the cart,
	 * all or nothing.
	 *
	 * @param string               $session Session key.
	 * @param array<string, mixed> $form    Posted checkout fields, with payment_method.
	 * @param int                  $user_id Logged-in user, 0 for a guest.
	 * @throws StoreException With field errors, or when the cart is empty or stock ran out.
	 */
	public function place_order( string $session, array $form, int $user_id = 0 ): Order;

	/**
	 * An order by ID.
	 *
	 * @param int $order_id Order ID.
	 */
	public function order( int $order_id ): ?Order;

	/**
	 * An order found by the provider's order ID.
	 *
	 * @param string $provider_order_id Provider order ID.
	 */
	public function order_by_provider_order_id( string $provider_order_id ): ?Order;

	/**
	 * The order behind an order-received link (any status); the key from
	 * the URL must match, so guests see only their own order.
	 *
	 * @param int    $order_id  Order ID.
	 * @param string $order_key Key from the URL.
	 * @throws StoreException When there is no such order or the key is wrong.
	 */
	public function order_with_key( int $order_id, string $order_key ): Order;

	/**
	 * The order behind a pay-for-order link; it must still wait for payment.
	 *
	 * @param int    $order_id  Order ID.
	 * @param string $order_key Key from the URL.
	 * @throws StoreException When the key is wrong or the order needs no payment.
	 */
	public function order_for_payment( int $order_id, string $order_key ): Order;

	/**
	 * A customer's orders, newest first.
	 *
	 * @param int $user_id Customer.
	 * @return Order[]
	 */
	public function orders_of_customer( int $user_id ): array;

	/**
	 * Records the provider's order (and payer, §3.5) for an unpaid order. A
	 * provider order belongs to one order only, for good (a database key).
	 *
	 * @param int                  $order_id          Order ID.
	 * @param string               $provider_order_id Provider order ID.
	 * @param array<string, mixed> $payer             Provider payer, may be empty.
	 * @throws StoreException When the order is unknown or paid already, or the provider order is another order's.
	 */
	public function set_provider_order( int $order_id, string $provider_order_id, array $payer = array() ): Order;

	/**
	 * Creates a pending order from the session's cart for a payment that
	 * starts before the checkout form (the wallet's buttons on the product
	 * page, cart and mini-cart): no form (the payer's details come with the
	 * approval), the stock is taken, the cart stays until the order is paid.
	 * The same cart (lines, prices, shipping) of the same session gets the
	 * same open order back, also from parallel requests, so clicking the
	 * buttons again does not pile up orders.
	 *
	 * @param string $session        Session key.
	 * @param int    $user_id        Customer, 0 for a guest.
	 * @param string $payment_method Gateway ID (§9.3).
	 * @throws StoreException When the cart is empty, out of stock, or holds a guest's subscription.
	 */
	public function order_from_cart( string $session, int $user_id, string $payment_method ): Order;

	/**
	 * Moves a provider order from an unpaid order to another unpaid order
	 * (its cart changed while the wallet's pop-up was open) and cancels the
	 * first one, putting its stock back; all or nothing.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @param int    $from              Order it belongs to.
	 * @param int    $to                Order it moves to.
	 * @return Order The order it belongs to now.
	 * @throws StoreException When either order cannot take part, or it was moved meanwhile.
	 */
	public function move_provider_order( string $provider_order_id, int $from, int $to ): Order;

	/**
	 * Records the provider's subscription that bills one of ours.
	 *
	 * @param int    $subscription_id          Subscription ID.
	 * @param string $provider_subscription_id Provider subscription ID (I-…).
	 * @throws StoreException When the subscription is unknown or the id invalid.
	 */
	public function set_provider_subscription( int $subscription_id, string $provider_subscription_id ): Subscription;

	/**
	 * Starts an order's next payment attempt after attempt `$failed_attempt`
	 * definitively failed (declined); of several requests reporting the same
	 * failure only the first moves it on (compare-and-set).
	 *
	 * @param int $order_id       Order ID.
	 * @param int $failed_attempt The attempt that failed.
	 * @return Order The order as it is now.
	 * @throws StoreException When the order is unknown.
	 */
	public function next_payment_attempt( int $order_id, int $failed_attempt ): Order;

	/**
	 * Records a captured payment: transaction ID, status processing (shipped
	 * goods) or completed, subscriptions activated, a renewal's subscription
	 * moved on by one period; then fires `vitrine_order_status_changed`. An
	 * authorized order is paid this way when its authorization is captured.
	 *
	 * @param int    $order_id       Order ID.
	 * @param string $transaction_id Provider capture ID.
	 * @throws StoreException When the order does not wait for payment (OrderStatus::capturable()).
	 */
	public function complete_payment( int $order_id, string $transaction_id ): Order;

	/**
	 * Moves an order to another status if the status machine allows it
	 * (OrderStatus); cancelling puts the stock back, paying does what
	 * complete_payment() does. Fires `vitrine_order_status_changed( Order
	 * $order, string $from, string $to )` after the change is written.
	 *
	 * @param int    $order_id Order ID.
	 * @param string $status   New status.
	 * @throws StoreException When the transition is not allowed.
	 */
	public function update_order_status( int $order_id, string $status ): Order;

	/**
	 * A subscription by ID.
	 *
	 * @param int $subscription_id Subscription ID.
	 */
	public function subscription( int $subscription_id ): ?Subscription;

	/**
	 * A customer's subscriptions, or an order's when $order_id is given.
	 *
	 * @param int $user_id  Customer (ignored when $order_id is given).
	 * @param int $order_id Order, 0 for all of the customer's.
	 * @return Subscription[]
	 */
	public function subscriptions( int $user_id, int $order_id = 0 ): array;

	/**
	 * Moves a subscription to another status if allowed.
	 *
	 * @param int    $subscription_id Subscription ID.
	 * @param string $status          New status.
	 * @throws StoreException When the transition is not allowed.
	 */
	public function update_subscription_status( int $subscription_id, string $status ): Subscription;

	/**
	 * Changes the saved payment method of a customer's subscription (§2.5).
	 *
	 * @param int $subscription_id Subscription ID.
	 * @param int $user_id         Owner.
	 * @param int $token_id        One of the owner's payment tokens.
	 * @throws StoreException When subscription or token is not the user's.
	 */
	public function change_subscription_payment_method( int $subscription_id, int $user_id, int $token_id ): Subscription;

	/**
	 * Saves a payment method for a user.
	 *
	 * @param int                  $user_id Owner.
	 * @param array<string, mixed> $data    gateway, provider_token_id, brand, last_digits, expiry_month, expiry_year.
	 * @throws StoreException When the data is invalid or the card expired.
	 */
	public function save_payment_token( int $user_id, array $data ): PaymentToken;

	/**
	 * A user's saved payment methods, the default first.
	 *
	 * @param int $user_id Owner.
	 * @return PaymentToken[]
	 */
	public function payment_tokens( int $user_id ): array;

	/**
	 * Deletes one of a user's payment methods.
	 *
	 * @param int $user_id  Owner.
	 * @param int $token_id Token ID.
	 * @throws StoreException When the user has no such token.
	 */
	public function delete_payment_token( int $user_id, int $token_id ): void;

	/**
	 * Adds product lines to the cart, all or none (§7.2 change_cart with
	 * `add`: the product page's add-to-cart, e.g. every product of a group).
	 *
	 * @param string                           $session Session key.
	 * @param array<int, array<string, mixed>> $lines   Product lines (§3.6).
	 * @param int                              $user_id Owner, 0 for a guest.
	 * @throws StoreException When any line cannot be bought (the cart stays as it was).
	 */
	public function add_lines_to_cart( string $session, array $lines, int $user_id = 0 ): Cart;

	/**
	 * One page of all orders, newest first (admin orders screen).
	 *
	 * @param string $status   One of OrderStatus::all(), '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: Order[], total: int}
	 */
	public function query_orders( string $status, int $page, int $per_page ): array;

	/**
	 * One page of all subscriptions, newest first (admin list).
	 *
	 * @param string $status   A subscription status, '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: Subscription[], total: int}
	 */
	public function query_subscriptions( string $status, int $page, int $per_page ): array;

	/**
	 * A subscription's orders: the order that started it first, then its
	 * renewal orders, oldest first.
	 *
	 * @param int $subscription_id Subscription ID.
	 * @return Order[]
	 */
	public function subscription_orders( int $subscription_id ): array;

	/**
	 * The subscription an order renews, or null for any other order.
	 *
	 * @param int $order_id Order ID.
	 */
	public function renewed_subscription( int $order_id ): ?Subscription;

	/**
	 * Creates a pending renewal order for a subscription (manual renewal,
	 * §3.11 manualRenewalEnabled): one line at the subscription's recurring
	 * amount (plus shipping when the product is shipped), addresses and
	 * payment method of the order that started it. When an unpaid renewal
	 * order exists already, that one is returned instead. Paying it moves the
	 * next payment date on by one period.
	 *
	 * @param int $subscription_id Subscription ID.
	 * @throws StoreException When manual renewal is off or the subscription cannot be renewed.
	 */
	public function create_renewal_order( int $subscription_id ): Order;

	/**
	 * The renewal order of a subscription whatever the manual-renewal
	 * setting (the automatic renewal's): the open one when an unpaid renewal
	 * order exists, else a new one as create_renewal_order() makes it.
	 *
	 * @param int $subscription_id Subscription ID.
	 * @throws StoreException When the subscription is not active or on hold.
	 */
	public function open_renewal_order( int $subscription_id ): Order;

	/**
	 * Active subscriptions whose next payment date has come (today or
	 * earlier), oldest first.
	 *
	 * @return Subscription[]
	 */
	public function due_subscriptions(): array;

	/**
	 * The daily renewal check: every active subscription renewed by hand (or
	 * without a saved payment method) whose next payment date has come gets
	 * a renewal order and waits on hold until it is paid. Does nothing while
	 * manual renewal is off.
	 *
	 * @return Order[] The renewal orders created or still open.
	 */
	public function renew_due_subscriptions(): array;

	/**
	 * Chooses another payment method for an order that still waits for
	 * payment (the pay-for-order page).
	 *
	 * @param int    $order_id       Order ID.
	 * @param string $order_key      Key from the URL.
	 * @param string $payment_method Gateway ID (§9.3, or bacs).
	 * @throws StoreException When the key is wrong, the order needs no payment or the method is unknown.
	 */
	public function set_order_payment_method( int $order_id, string $order_key, string $payment_method ): Order;

	/**
	 * Pending orders nobody has touched since a time (an abandoned payment):
	 * oldest first, without renewal orders (they wait for their customer)
	 * and without the payment methods given.
	 *
	 * @param string   $before       UTC datetime (Y-m-d H:i:s).
	 * @param string[] $skip_methods Payment method IDs left out (the bank transfer waits for the money).
	 * @param int      $limit        At most this many.
	 * @return int[] Order IDs.
	 */
	public function abandoned_orders( string $before, array $skip_methods, int $limit = 100 ): array;

	/**
	 * Cancels an order only while it is still pending (compare-and-set, so
	 * a payment recorded meanwhile wins) and gives its stock back in the
	 * same transaction: of any number of calls, one does it.
	 *
	 * @param int $order_id Order ID.
	 * @return bool Whether this call cancelled it.
	 */
	public function cancel_unpaid_order( int $order_id ): bool;
}
