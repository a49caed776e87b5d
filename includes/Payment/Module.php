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
		( new Wallets\Printer( static fn(): array => \Vitrine\Provider\Settings::get() ) )->hook();
		add_action( 'vitrine_order_placed', array( self::class, 'attach_guest_methods' ) );
		( new Subscriptions\FreeTrialHooks( static fn(): Subscriptions\FreeTrial => new Subscriptions\FreeTrial( self::services()->store, self::services()->saved_methods ) ) )->hook();
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
			new Endpoints\CreateOrder( $services->store, $services->provider_orders ),
			new Endpoints\ApproveOrder( $services->store, $services->capture ),
			new Endpoints\ApproveSubscription( $services->store, $services->subscriptions ),
			new Endpoints\UpdateShipping( $services->store, $services->provider_orders ),
			new Endpoints\ChangePaymentMethod( $services->store ),
			new Endpoints\VaultWallet( $services->store, $services->saved_methods ),
			new Endpoints\SetupToken( $services->saved_methods ),
			new Endpoints\PaymentToken( $services->saved_methods ),
			new Endpoints\PaymentTokenForGuest( $services->saved_methods ),
		);
	}
}
