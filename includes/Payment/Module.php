<?php
/**
 * The payment layer's hooks.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Ajax\Endpoint;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the payment endpoints with the router (filter
 * `vitrine_ajax_endpoints`), the provider's webhook route and the REST
 * routes of the pop-up's shipping changes (Shipping\Routes). The services
 * are built only when a payment call arrives.
 */
final class Module {

	/**
	 * @var Services|null
	 */
	private static ?Services $services = null;

	/**
	 * Hooks in.
	 */
	public static function boot(): void {
		add_filter( 'vitrine_ajax_endpoints', array( self::class, 'endpoints' ) );
		$webhook = new Webhook( static fn(): Services => self::services() );
		add_action( 'rest_api_init', array( $webhook, 'register' ) );
		Shipping\Routes::boot();
		Voucher\Module::boot();
		// §3.11 intent authorize: an order's authorization, kept apart from its captures.
		add_action( 'init', array( Authorizations\AuthorizationRepository::class, 'maybe_install' ), 1 );
		( new Wallets\Printer( static fn(): array => \Vitrine\Provider\Settings::get() ) )->hook();
		add_action( 'vitrine_order_placed', array( self::class, 'attach_guest_methods' ) );
		( new Subscriptions\FreeTrialHooks( static fn(): Subscriptions\FreeTrial => new Subscriptions\FreeTrial( self::services()->store, self::services()->saved_methods ) ) )->hook();
		add_action( 'vitrine_order_status_changed', array( self::class, 'save_paid_method' ), 10, 3 );
		add_filter( 'vitrine_checkout_next_url', array( self::class, 'pay_with_saved_card' ), 10, 3 );
		// Payment attempts never completed give their stock back after the hold time.
		AbandonedOrders::hook();
	}

	/**
	 * `vitrine_order_placed`: a guest's checkout that created her account
	 * gets the methods she saved in this session (§6 create_payment_token_for_guest).
	 * Guests cannot order into an existing account, so an order with a
	 * customer placed from a guest session is the new account's.
	 *
	 * @param mixed $order The placed order.
	 */
	public static function attach_guest_methods( $order ): void {
		if ( ! $order instanceof \Vitrine\Store\Order || $order->customer_id <= 0 ) {
			return;
		}
		$session = (string) \Vitrine\Store\CartSession::current();
		if ( str_starts_with( $session, 'guest:' ) ) {
			self::services()->saved_methods->attach_guest_tokens( $session, $order->customer_id );
		}
	}

	/**
	 * `vitrine_order_status_changed`: save at checkout (Vault\CheckoutVault).
	 *
	 * @param mixed $order The order after the change.
	 * @param mixed $from  Old status.
	 * @param mixed $to    New status.
	 */
	public static function save_paid_method( $order, $from = '', $to = '' ): void {
		self::services()->checkout_vault->on_status_changed( $order, (string) $from, (string) $to );
	}

	/**
	 * `vitrine_checkout_next_url`: the checkout form sent with a saved card
	 * is charged now (Vault\SavedCardCheckout).
	 *
	 * @param mixed $url    URL so far.
	 * @param mixed $order  Placed order.
	 * @param mixed $posted Posted form.
	 */
	public static function pay_with_saved_card( $url, $order = null, $posted = null ): string {
		return self::services()->saved_card_checkout->next_url( $url, $order, $posted );
	}

	/**
	 * The services of the configured environment, built once per request.
	 */
	public static function services(): Services {
		return self::$services ??= Services::from_settings();
	}

	/**
	 * `vitrine_ajax_endpoints`: adds the payment endpoints (building the
	 * services costs no request: the client connects on its first call).
	 *
	 * @param mixed $endpoints Endpoints so far.
	 * @return Endpoint[]
	 */
	public static function endpoints( $endpoints ): array {
		$endpoints = is_array( $endpoints ) ? $endpoints : array();
		return array_merge( $endpoints, self::payment_endpoints( self::services() ) );
	}

	/**
	 * The payment endpoints over a set of services.
	 *
	 * @param Services $services Services.
	 * @return Endpoint[]
	 */
	public static function payment_endpoints( Services $services ): array {
		return array(
			new RateLimited( new OwnedCalls( new Endpoints\CreateOrder( $services->store, $services->provider_orders, $services->checkout_vault ), OwnedCalls::CREATES ), RateLimit::create_order() ),
			new OwnedCalls( new Endpoints\ApproveOrder( $services->store, $services->capture, $services->three_d_secure ), OwnedCalls::USES ),
			new Endpoints\ApproveSubscription( $services->store, $services->subscriptions ),
			new OwnedCalls( new Endpoints\UpdateShipping( $services->store, $services->provider_orders ), OwnedCalls::USES ),
			new Endpoints\ChangePaymentMethod( $services->store ),
			new Endpoints\VaultWallet( $services->store, $services->saved_methods ),
			new Endpoints\ClientToken( $services->identity ),
			new Endpoints\SetupToken( $services->saved_methods ),
			new Endpoints\PaymentToken( $services->saved_methods ),
			new Endpoints\PaymentTokenForGuest( $services->saved_methods ),
			new Nonces(),
		);
	}
}
