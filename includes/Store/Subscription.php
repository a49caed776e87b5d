<?php
/**
 * A shopper's subscription.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable snapshot of a subscription row. Dates are Y-m-d in the shop's
 * time zone; amounts minor units.
 */
final class Subscription {

	public const PENDING   = 'pending';
	public const ACTIVE    = 'active';
	public const ON_HOLD   = 'on-hold';
	public const CANCELLED = 'cancelled';
	public const EXPIRED   = 'expired';

	private const NEXT = array(
		self::PENDING   => array( self::ACTIVE, self::CANCELLED ),
		self::ACTIVE    => array( self::ON_HOLD, self::CANCELLED, self::EXPIRED ),
		self::ON_HOLD   => array( self::ACTIVE, self::CANCELLED ),
		self::CANCELLED => array(),
		self::EXPIRED   => array(),
	);

	/**
	 * @param int              $id               Subscription ID.
	 * @param int              $order_id         Order that started it.
	 * @param int              $customer_id      User ID, 0 for a guest.
	 * @param int              $product_id       Product.
	 * @param int              $variation_id     Variation, 0 for none.
	 * @param string           $status           One of the constants.
	 * @param int              $recurring_amount Charged every period.
	 * @param string           $currency         ISO code.
	 * @param SubscriptionPlan $plan             Terms at sign-up.
	 * @param string           $start_date       Sign-up date.
	 * @param string|null      $trial_end        End of the free trial, null without one.
	 * @param string|null      $next_payment     Next payment date, null when none is due.
	 * @param int              $payment_token_id Saved payment method used for renewals, 0 for none.
	 * @param bool             $manual_renewal   Whether the shopper renews by hand.
	 * @param string           $provider_subscription_id The provider's subscription (I-…) when the wallet bills it, else ''.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $order_id,
		public readonly int $customer_id,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly string $status,
		public readonly int $recurring_amount,
		public readonly string $currency,
		public readonly SubscriptionPlan $plan,
		public readonly string $start_date,
		public readonly ?string $trial_end,
		public readonly ?string $next_payment,
		public readonly int $payment_token_id,
		public readonly bool $manual_renewal,
		public readonly string $provider_subscription_id = '',
	) {}

	/**
	 * Whether a subscription may go from one status to another.
	 *
	 * @param string $from Current status.
	 * @param string $to   Wanted status.
	 */
	public static function can( string $from, string $to ): bool {
		return in_array( $to, self::NEXT[ $from ] ?? array(), true );
	}

	/**
	 * Its "view subscription" page: {view_subscriptions_page}/{id} (§2.6).
	 *
	 * @param string $view_subscriptions_page URL of the subscriptions page.
	 */
	public function view_url( string $view_subscriptions_page ): string {
		return trailingslashit( $view_subscriptions_page ) . $this->id;
	}
}
