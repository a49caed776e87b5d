<?php
/**
 * A product as the store sells it.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable product. Prices are minor units (cents); a null stock means the
 * stock is not tracked.
 */
final class Product {

	public const SIMPLE                = 'simple';
	public const VARIABLE              = 'variable';
	public const GROUPED               = 'grouped';
	public const BOOKING               = 'booking';
	public const SUBSCRIPTION          = 'subscription';
	public const VARIABLE_SUBSCRIPTION = 'variable-subscription';

	/**
	 * Post meta with the membership plan (post ID of `vitrine_plan`) that
	 * buying the product grants; read by whoever grants it on payment.
	 */
	public const GRANTS_PLAN_META = 'grants_plan';

	public const TYPES = array( self::SIMPLE, self::VARIABLE, self::GROUPED, self::BOOKING, self::SUBSCRIPTION, self::VARIABLE_SUBSCRIPTION );

	/**
	 * @param int                                                    $id             Post ID.
	 * @param string                                                 $type           One of TYPES.
	 * @param string                                                 $name           Title.
	 * @param int                                                    $price          Price in minor units (per person for bookings, per period for subscriptions).
	 * @param int|null                                               $stock          Units in stock, null when not tracked.
	 * @param bool                                                   $needs_shipping Whether it is shipped.
	 * @param array<string, array{label: string, options: string[]}> $attributes     Variable products: attribute slug => label and options.
	 * @param Variation[]                                            $variations     Variable products: their variations.
	 * @param int[]                                                  $children       Grouped products: the products in the group.
	 * @param SubscriptionPlan|null                                  $plan           Subscriptions: billing terms.
	 * @param int                                                    $sign_up_fee    Subscriptions: one-off fee at sign-up, minor units.
	 * @param int                                                    $max_persons    Bookings: most persons per booking.
	 * @param string                                                 $status         Post status.
	 * @param string                                                 $sku            Stock keeping unit, '' for none.
	 * @param int                                                    $grants_plan    Membership plan post ID granted on payment, 0 for none.
	 * @param int                                                    $duration       Bookings: length in minutes, 0 when not set.
	 * @param string                                                 $tax_class      German VAT class (Tax::RATES' keys); the price includes it.
	 * @param string                                                 $shipping_class Shipping class id (bulky goods, ShippingSettings), '' for none.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $type,
		public readonly string $name,
		public readonly int $price,
		public readonly ?int $stock = null,
		public readonly bool $needs_shipping = true,
		public readonly array $attributes = array(),
		public readonly array $variations = array(),
		public readonly array $children = array(),
		public readonly ?SubscriptionPlan $plan = null,
		public readonly int $sign_up_fee = 0,
		public readonly int $max_persons = 1,
		public readonly string $status = 'publish',
		public readonly string $sku = '',
		public readonly int $grants_plan = 0,
		public readonly int $duration = 0,
		public readonly string $tax_class = Tax::STANDARD,
		public readonly string $shipping_class = '',
	) {}

	/**
	 * The VAT rate in percent its prices include.
	 */
	public function tax_rate(): int {
		return Tax::rate( $this->tax_class );
	}

	/**
	 * Whether it is a subscription or variable subscription.
	 */
	public function is_subscription(): bool {
		return self::SUBSCRIPTION === $this->type || self::VARIABLE_SUBSCRIPTION === $this->type;
	}

	/**
	 * Whether the shopper picks a variation.
	 */
	public function is_variable(): bool {
		return self::VARIABLE === $this->type || self::VARIABLE_SUBSCRIPTION === $this->type;
	}

	/**
	 * The variation with an ID.
	 *
	 * @param int $variation_id Variation post ID.
	 */
	public function variation( int $variation_id ): ?Variation {
		foreach ( $this->variations as $variation ) {
			if ( $variation->id === $variation_id ) {
				return $variation;
			}
		}
		return null;
	}

	/**
	 * The first variation matching a choice of attributes (an empty value in a
	 * variation means "any").
	 *
	 * @param array<string, string> $chosen Attribute slug => chosen option.
	 */
	public function find_variation( array $chosen ): ?Variation {
		foreach ( $this->variations as $variation ) {
			if ( $variation->matches( $chosen ) ) {
				return $variation;
			}
		}
		return null;
	}
}
