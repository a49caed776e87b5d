<?php
/**
 * Memberships bought in the shop.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Memberships\Plans;
use Vitrine\Memberships\Repository;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;

defined( 'ABSPATH' ) || exit;

/**
 * A product can grant a membership plan (product meta META: the plan's post
 * ID or slug). When an order with such a product is paid (processing or
 * completed), its customer becomes an active member of the plan; when it is
 * refunded or cancelled, that membership is cancelled again.
 *
 * Idempotent: the memberships table holds one row per user and plan, so
 * paying twice or a status going back and forth never creates a second
 * membership. Which order granted a plan is kept in user meta, so a refund
 * of one order does not end a membership that an admin or another order
 * gave.
 */
final class MembershipGrants {

	/** Product meta: plan post ID (or slug) granted on payment. */
	public const META = \Vitrine\Store\Product::GRANTS_PLAN_META;

	/** User meta prefix: order that granted a plan (suffix: plan ID). */
	private const GRANTED_BY = '_vitrine_plan_order_';

	/**
	 * Hooks the listener in.
	 */
	public static function hook(): void {
		add_action( 'vitrine_order_status_changed', array( self::class, 'on_status_changed' ), 10, 3 );
	}

	/**
	 * The plan a product grants, 0 for none.
	 *
	 * @param int $product_id Product.
	 */
	public static function plan_of_product( int $product_id ): int {
		$value = get_post_meta( $product_id, self::META, true );
		if ( is_numeric( $value ) ) {
			$plan = get_post( (int) $value );
		} elseif ( is_string( $value ) && '' !== $value ) {
			$plan = get_page_by_path( sanitize_title( $value ), OBJECT, Plans::POST_TYPE );
		} else {
			return 0;
		}
		return $plan && Plans::POST_TYPE === $plan->post_type ? (int) $plan->ID : 0;
	}

	/**
	 * `vitrine_order_status_changed`: grants or cancels the memberships of
	 * the order's products.
	 *
	 * @param Order  $order The order after the change.
	 * @param string $from  Old status.
	 * @param string $to    New status.
	 */
	public static function on_status_changed( Order $order, string $from, string $to ): void {
		if ( $order->customer_id <= 0 ) {
			return; // A guest order: there is no account to attach a membership to.
		}
		$grant  = OrderStatus::is_paid( $to ) && ! OrderStatus::is_paid( $from );
		$revoke = in_array( $to, array( OrderStatus::REFUNDED, OrderStatus::CANCELLED ), true );
		if ( ! $grant && ! $revoke ) {
			return;
		}
		$now = gmdate( 'Y-m-d H:i:s' );
		foreach ( $order->items as $item ) {
			$plan_id = self::plan_of_product( (int) $item['product_id'] );
			if ( ! $plan_id ) {
				continue;
			}
			$key = self::GRANTED_BY . $plan_id;
			if ( $grant ) {
				$current = Repository::for_user( $order->customer_id )[ $plan_id ] ?? '';
				$start   = 'active' === $current ? null : $now;
				Repository::save( $order->customer_id, $plan_id, 'active', $start );
				update_user_meta( $order->customer_id, $key, $order->id );
			} elseif ( (int) get_user_meta( $order->customer_id, $key, true ) === $order->id ) {
				Repository::save( $order->customer_id, $plan_id, 'cancelled', null, $now );
				delete_user_meta( $order->customer_id, $key );
			}
		}
	}
}
