<?php
/**
 * What the shopper reads about a product: price and stock, in German.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\Money;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\Store;
use Vitrine\Store\SubscriptionPlan;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Price and stock texts of a product, shared by the price block, the
 * add-to-cart form and the shop archive. Amounts come from the store only.
 */
final class ProductView {

	/**
	 * From this many units down, the stock text says how few are left.
	 */
	public const LOW_STOCK = 5;

	/**
	 * The product a block renders for: its `postId` context (single product
	 * template, query loop), else the current post; null when that is not a
	 * published product.
	 *
	 * @param Store         $store The shop.
	 * @param WP_Block|null $block The block being rendered.
	 */
	public static function product_for_block( Store $store, ?WP_Block $block ): ?Product {
		$post_id = (int) ( $block->context['postId'] ?? 0 );
		if ( $post_id <= 0 ) {
			$post_id = (int) get_the_ID();
		}
		if ( $post_id <= 0 || ProductRepository::POST_TYPE !== get_post_type( $post_id ) ) {
			return null;
		}
		$product = $store->product( $post_id );
		return $product && 'publish' === $product->status ? $product : null;
	}

	/**
	 * The price as text: one amount, a range (variable and grouped), per
	 * person (booking) or per period with trial and sign-up fee
	 * (subscriptions).
	 *
	 * @param Store   $store   The shop.
	 * @param Product $product Product.
	 */
	public static function price_text( Store $store, Product $product ): string {
		$currency = $store->currency();
		$prices   = array( $product->price );
		if ( $product->is_variable() && $product->variations ) {
			$prices = array_map( static fn( $variation ): int => $variation->price, $product->variations );
		} elseif ( Product::GROUPED === $product->type ) {
			$prices = array();
			foreach ( $product->children as $child_id ) {
				$child = $store->product( $child_id );
				if ( $child && 'publish' === $child->status ) {
					$prices[] = $child->is_variable() && $child->variations ? min( array_map( static fn( $variation ): int => $variation->price, $child->variations ) ) : $child->price;
				}
			}
			$prices = $prices ? $prices : array( 0 );
		}
		$low    = min( $prices );
		$high   = max( $prices );
		$amount = $low === $high ? Money::format( $low, $currency ) : Money::format( $low, $currency ) . ' – ' . Money::format( $high, $currency );

		if ( Product::BOOKING === $product->type ) {
			/* translators: %s: price, e.g. 12,00 € */
			return sprintf( __( '%s per person', 'vitrine' ), $amount );
		}
		// A variable subscription's variations have plans of their own: the form shows each one's terms.
		if ( Product::SUBSCRIPTION === $product->type && $product->plan ) {
			$text = self::per_period( $amount, $product->plan );
			if ( $product->plan->has_trial() ) {
				/* translators: 1: price per period, 2: trial length, e.g. 14 Tage */
				$text = sprintf( __( '%1$s, %2$s free trial', 'vitrine' ), $text, self::period_count( $product->plan->trial_length, $product->plan->trial_period ) );
			}
			if ( $product->sign_up_fee > 0 ) {
				/* translators: 1: price per period, 2: sign-up fee */
				$text = sprintf( __( '%1$s, plus %2$s sign-up fee', 'vitrine' ), $text, Money::format( $product->sign_up_fee, $currency ) );
			}
			return $text;
		}
		return $amount;
	}

	/**
	 * The price of one variation, with its own plan for subscriptions.
	 *
	 * @param Store                         $store     The shop.
	 * @param Product                       $product   Variable product.
	 * @param \Vitrine\Store\Variation|null $variation Variation.
	 */
	public static function variation_price_text( Store $store, Product $product, $variation ): string {
		if ( ! $variation ) {
			return '';
		}
		$amount = Money::format( $variation->price, $store->currency() );
		$plan   = $variation->plan ?? $product->plan;
		if ( ! $product->is_subscription() || ! $plan ) {
			return $amount;
		}
		$text = self::per_period( $amount, $plan );
		if ( $plan->has_trial() ) {
			/* translators: 1: price per period, 2: trial length, e.g. 14 Tage */
			$text = sprintf( __( '%1$s, %2$s free trial', 'vitrine' ), $text, self::period_count( $plan->trial_length, $plan->trial_period ) );
		}
		$fee = $variation->sign_up_fee > 0 ? $variation->sign_up_fee : $product->sign_up_fee;
		if ( $fee > 0 ) {
			/* translators: 1: price per period, 2: sign-up fee */
			$text = sprintf( __( '%1$s, plus %2$s sign-up fee', 'vitrine' ), $text, Money::format( $fee, $store->currency() ) );
		}
		return $text;
	}

	/**
	 * "29,90 € per month", "39,90 € every 3 months".
	 *
	 * @param string           $amount Formatted amount.
	 * @param SubscriptionPlan $plan   Terms.
	 */
	public static function per_period( string $amount, SubscriptionPlan $plan ): string {
		if ( $plan->interval > 1 ) {
			/* translators: 1: price, 2: interval, e.g. 3 Monate */
			return sprintf( __( '%1$s every %2$s', 'vitrine' ), $amount, self::period_count( $plan->interval, $plan->period ) );
		}
		switch ( $plan->period ) {
			case 'day':
				/* translators: %s: price */
				return sprintf( __( '%s per day', 'vitrine' ), $amount );
			case 'week':
				/* translators: %s: price */
				return sprintf( __( '%s per week', 'vitrine' ), $amount );
			case 'year':
				/* translators: %s: price */
				return sprintf( __( '%s per year', 'vitrine' ), $amount );
		}
		/* translators: %s: price */
		return sprintf( __( '%s per month', 'vitrine' ), $amount );
	}

	/**
	 * "14 days", "3 months".
	 *
	 * @param int    $count  Number of periods.
	 * @param string $period day, week, month or year.
	 */
	private static function period_count( int $count, string $period ): string {
		switch ( $period ) {
			case 'day':
				/* translators: %d: number of days */
				return sprintf( _n( '%d day', '%d days', $count, 'vitrine' ), $count );
			case 'week':
				/* translators: %d: number of weeks */
				return sprintf( _n( '%d week', '%d weeks', $count, 'vitrine' ), $count );
			case 'year':
				/* translators: %d: number of years */
				return sprintf( _n( '%d year', '%d years', $count, 'vitrine' ), $count );
		}
		/* translators: %d: number of months */
		return sprintf( _n( '%d month', '%d months', $count, 'vitrine' ), $count );
	}

	/**
	 * The stock as the shopper reads it; empty when stock is not tracked.
	 *
	 * @param int|null $stock Units in stock.
	 */
	public static function stock_text( ?int $stock ): string {
		if ( null === $stock ) {
			return '';
		}
		if ( $stock <= 0 ) {
			return __( 'Out of stock', 'vitrine' );
		}
		if ( $stock <= self::LOW_STOCK ) {
			/* translators: %d: units left */
			return sprintf( _n( 'Only %d left in stock', 'Only %d left in stock', $stock, 'vitrine' ), $stock );
		}
		return __( 'In stock', 'vitrine' );
	}
}
