<?php
/**
 * The payment layer's objects, built once from the provider settings.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Payment\Cards\ThreeDSecure;
use Vitrine\Payment\Vault\CheckoutVault;
use Vitrine\Payment\Vault\SavedCardCheckout;
use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Provider\Client;
use Vitrine\Provider\Identity;
use Vitrine\Provider\Orders;
use Vitrine\Provider\Settings;
use Vitrine\Provider\Subscriptions;
use Vitrine\Provider\Vault;
use Vitrine\Payment\Subscriptions\RenewalMethod;
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

	/**
	 * The provider's Payments API (captures and refunds, read by the webhooks).
	 *
	 * @var \Vitrine\Provider\Payments
	 */
	public readonly \Vitrine\Provider\Payments $payments;

	public readonly Orders $orders;
	public readonly Capture $capture;
	public readonly ProviderOrders $provider_orders;
	public readonly Webhooks $webhooks;
	public readonly Subscriptions $subscriptions;
	public readonly Vault $vault;
	public readonly SavedMethods $saved_methods;
	public readonly CheckoutVault $checkout_vault;
	public readonly SavedCardCheckout $saved_card_checkout;
	public readonly Identity $identity;
	public readonly ThreeDSecure $three_d_secure;
	public readonly Authorizations\Authorizations $authorizations;

	/**
	 * @param Store  $store      The shop.
	 * @param Client $client     Provider transport.
	 * @param string $intent     capture or authorize.
	 * @param string $webhook_id Our webhook's id at the provider.
	 * @param string $contingency The 3-D Secure setting of card payments (§5.4).
	 */
	public function __construct( public readonly Store $store, Client $client, string $intent = 'capture', public readonly string $webhook_id = '', string $contingency = 'SCA_WHEN_REQUIRED' ) {
		$this->orders          = new Orders( $client );
		$this->payments        = new \Vitrine\Provider\Payments( $client );
		$this->capture         = new Capture( $store, $this->orders, new Claims(), $intent );
		$this->provider_orders = new ProviderOrders( $store, $this->orders, $intent );
		$this->webhooks        = new Webhooks( $client );
		$this->subscriptions   = new Subscriptions( $client );
		$this->vault           = new Vault( $client );
		$this->saved_methods   = new SavedMethods( $store, $this->vault );
		$renewal_method        = new RenewalMethod( $store );
		$this->saved_card_checkout = new SavedCardCheckout( $this->saved_methods, $this->provider_orders, $this->capture, $renewal_method );
		$this->checkout_vault  = new CheckoutVault( $this->saved_methods, $this->orders, static fn(): bool => ! empty( Settings::get()['vaulting'] ), $renewal_method );
		$this->identity        = new Identity( $client );
		$this->three_d_secure  = new ThreeDSecure( $store, $this->orders, $contingency );
		$this->authorizations  = new Authorizations\Authorizations( $store, $this->payments, $this->capture, new Claims() );
	}

	/**
	 * The services of the configured provider environment.
	 */
	public static function from_settings(): self {
		$settings = Settings::get();
		return new self( Stores::get(), new Client( Settings::credentials( $settings ) ), (string) $settings['intent'], (string) $settings['webhook_id'], (string) $settings['contingency'] );
	}
}
