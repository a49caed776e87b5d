<?php
/**
 * My account's notice of a declined automatic renewal.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\Templates;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\RenewalRepository;
use Vitrine\Store\Stores;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * When the saved method was declined (Payment\Subscriptions\Renewals), the
 * subscription is on hold and its renewal order open: the subscription's
 * page and the subscriptions list say so in German, with the order's
 * pay-for-order link (template `account/subscription-renewal-declined`).
 * AccountPage only fires the filters; the markup lives here and in the
 * template.
 */
final class RenewalNotice {

	/** Filter on one subscription's page: ( string $html, Subscription $subscription ). */
	public const SUBSCRIPTION = 'vitrine_account_subscription_notice';

	/** Filter on the subscriptions list: ( string $html, Subscription[] $subscriptions ). */
	public const SUBSCRIPTIONS = 'vitrine_account_subscriptions_notice';

	/**
	 * Hooks the notices in.
	 */
	public static function hook(): void {
		add_filter( self::SUBSCRIPTION, array( self::class, 'for_subscription' ), 10, 2 );
		add_filter( self::SUBSCRIPTIONS, array( self::class, 'for_list' ), 10, 2 );
	}

	/**
	 * The notice on a subscription's page.
	 *
	 * @param string       $html         HTML so far.
	 * @param Subscription $subscription Subscription (its owner is the viewer).
	 */
	public static function for_subscription( $html, $subscription ): string {
		return (string) $html . ( $subscription instanceof Subscription ? self::notice( $subscription ) : '' );
	}

	/**
	 * The notices above the subscriptions list.
	 *
	 * @param string              $html          HTML so far.
	 * @param array<Subscription> $subscriptions The viewer's subscriptions.
	 */
	public static function for_list( $html, $subscriptions ): string {
		$html = (string) $html;
		foreach ( is_array( $subscriptions ) ? $subscriptions : array() as $subscription ) {
			if ( $subscription instanceof Subscription ) {
				$html .= self::notice( $subscription );
			}
		}
		return $html;
	}

	/**
	 * The open renewal order of a declined renewal, null when there is none.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	public static function declined_order( Subscription $subscription ): ?Order {
		if ( Subscription::ON_HOLD !== $subscription->status ) {
			return null;
		}
		foreach ( ( new RenewalRepository() )->declined_orders( $subscription->id ) as $order_id ) {
			$order = Stores::get()->order( $order_id );
			if ( $order && OrderStatus::needs_payment( $order->status ) ) {
				return $order;
			}
		}
		return null;
	}

	/**
	 * One subscription's notice, '' when its renewal was not declined.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	private static function notice( Subscription $subscription ): string {
		$order = self::declined_order( $subscription );
		if ( ! $order ) {
			return '';
		}
		return Templates::render(
			'account/subscription-renewal-declined',
			array(
				'subscription' => $subscription,
				'order'        => $order,
				'pay_url'      => ShopPages::pay_url( $order ),
			)
		);
	}
}
