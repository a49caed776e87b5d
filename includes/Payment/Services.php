<?php
/**
 * The payment layer's objects, built once from the provider settings.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Provider\Client;
use Vitrine\Provider\Orders;
use Vitrine\Provider\Settings;
use Vitrine\Provider\Subscriptions;
use Vitrine\Provider\Vault;
use Vitrine\Provider\Webhooks;
use Vitrine\Store\Claims;
use Vitrine\Store\Store;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Wires store, provider client, Capture and ProviderOrders together; tests
 * build it around a client of their own emulator.
 */
final class Services {

	public readonly Orders $orders;
	public readonly Capture $capture;
	public readonly ProviderOrders $provider_orders;
	public readonly Webhooks $webhooks;
	public readonly Subscriptions $subscriptions;
	public readonly Vault $vault;
	public readonly SavedMethods $saved_methods;

	/**
	 * @param Store  $store      The shop.
	 * @param Client $client     Provider transport.
	 * @param string $intent     capture or authorize.
	 * @param string $webhook_id Our webhook's id at the provider.
	 */
	public function __construct( public readonly Store $store, Client $client, string $intent = 'capture', public readonly string $webhook_id = '' ) {
		$this->orders          = new Orders( $client );
		$this->capture         = new Capture( $store, $this->orders, new Claims(), $intent );
		$this->provider_orders = new ProviderOrders( $store, $this->orders, $intent );
		$this->webhooks        = new Webhooks( $client );
		$this->subscriptions   = new Subscriptions( $client );
		$this->vault           = new Vault( $client );
		$this->saved_methods   = new SavedMethods( $store, $this->vault );
	}

	/**
	 * The services of the configured provider environment.
	 */
	public static function from_settings(): self {
		$settings = Settings::get();
		return new self( Stores::get(), new Client( Settings::credentials( $settings ) ), (string) $settings['intent'], (string) $settings['webhook_id'] );
	}
}
