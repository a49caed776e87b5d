<?php
/**
 * The first payment's method renews the subscription.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Subscriptions;

use Vitrine\Store\Order;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A subscription bought with a saved method — a saved card or wallet chosen
 * at checkout, or a method saved by that very checkout (§6 vault with
 * purchase) — renews on that method by itself (Renewals), instead of
 * falling back to manual renewal with no method at all. Called once the
 * first order's payment is secured, by SavedCardCheckout and CheckoutVault;
 * a subscription that has a method already (the free trial's, one the
 * customer chose) or is billed by the provider keeps what it has.
 */
final class RenewalMethod {

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * Gives the order's subscriptions without a method the one that paid.
	 *
	 * @param Order        $order The order whose payment started them.
	 * @param PaymentToken $token The saved method it was paid with.
	 * @return int How many subscriptions took it.
	 */
	public function adopt( Order $order, PaymentToken $token ): int {
		if ( $order->customer_id <= 0 || $token->user_id !== $order->customer_id ) {
			return 0;
		}
		$adopted = 0;
		foreach ( $this->store->subscriptions( $order->customer_id, $order->id ) as $subscription ) {
			if ( $subscription->payment_token_id > 0 || '' !== $subscription->provider_subscription_id ) {
				continue;
			}
			try {
				$this->store->change_subscription_payment_method( $subscription->id, $order->customer_id, $token->id );
				++$adopted;
			} catch ( StoreException $error ) {
				unset( $error ); // The token was deleted meanwhile: the subscription stays as it was.
			}
		}
		return $adopted;
	}
}
