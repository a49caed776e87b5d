<?php
/**
 * One variation of a variable (subscription) product.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable variation with its own price, stock and, for variable
 * subscriptions, its own terms.
 */
final class Variation {

	/**
	 * @param int                   $id          Post ID.
	 * @param int                   $parent_id   Product post ID.
	 * @param array<string, string> $attributes  Attribute slug => option; '' means any option.
	 * @param int                   $price       Price in minor units.
	 * @param int|null              $stock       Units in stock, null when not tracked.
	 * @param SubscriptionPlan|null $plan        Terms of a variable subscription's variation.
	 * @param int                   $sign_up_fee Sign-up fee, minor units.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $parent_id,
		public readonly array $attributes,
		public readonly int $price,
		public readonly ?int $stock = null,
		public readonly ?SubscriptionPlan $plan = null,
		public readonly int $sign_up_fee = 0,
	) {}

	/**
	 * Whether a choice of attributes selects this variation: every attribute
	 * it fixes must be chosen with that value.
	 *
	 * @param array<string, string> $chosen Attribute slug => chosen option.
	 */
	public function matches( array $chosen ): bool {
		foreach ( $this->attributes as $slug => $value ) {
			$picked = $chosen[ $slug ] ?? '';
			if ( '' === $picked || ( '' !== $value && $picked !== $value ) ) {
				return false;
			}
		}
		return true;
	}
}
