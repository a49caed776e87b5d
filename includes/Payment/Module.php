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
			new RateLimited( new OwnedCalls( new Endpoints\CreateOrder( $services->store, $services->provider_orders ), OwnedCalls::CREATES ), RateLimit::create_order() ),
			new OwnedCalls( new Endpoints\ApproveOrder( $services->store, $services->capture ), OwnedCalls::USES ),
			new Endpoints\ApproveSubscription( $services->store, $services->subscriptions ),
			new OwnedCalls( new Endpoints\UpdateShipping( $services->store, $services->provider_orders ), OwnedCalls::USES ),
			new Nonces(),
		);
	}
}
