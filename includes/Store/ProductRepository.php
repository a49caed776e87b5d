<?php
/**
 * Products and variations in posts and post meta.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes products (post type `vitrine_product`) and their
 * variations (`vitrine_variation`, children of the product). See Database
 * for why products are posts.
 */
final class ProductRepository {

	public const POST_TYPE      = 'vitrine_product';
	public const VARIATION_TYPE = 'vitrine_variation';

	/**
	 * Registers both post types (on `init`).
	 */
	public static function register_post_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Products', 'vitrine' ),
					'singular_name' => __( 'Product', 'vitrine' ),
				),
				'public'       => true,
				'show_in_rest' => true,
				'has_archive'  => false,
				'rewrite'      => array( 'slug' => 'produkt' ),
				'menu_icon'    => 'dashicons-cart',
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions' ),
			)
		);
		register_post_type(
			self::VARIATION_TYPE,
			array(
				'labels'       => array( 'name' => __( 'Variations', 'vitrine' ) ),
				'public'       => false,
				'show_in_rest' => false,
				'supports'     => array( 'title' ),
			)
		);
	}

	/**
	 * A published or draft product; null for anything else.
	 *
	 * @param int $id Product post ID.
	 */
	public function get( int $id ): ?Product {
		$post = get_post( $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return null;
		}
		$type = (string) get_post_meta( $id, '_vitrine_type', true );
		if ( ! in_array( $type, Product::TYPES, true ) ) {
			return null;
		}
		$variations = array();
		if ( in_array( $type, array( Product::VARIABLE, Product::VARIABLE_SUBSCRIPTION ), true ) ) {
			$children = get_posts(
				array(
					'post_type'      => self::VARIATION_TYPE,
					'post_parent'    => $id,
					'post_status'    => 'publish',
					'orderby'        => 'menu_order ID',
					'order'          => 'ASC',
					'posts_per_page' => -1,
				)
			);
			foreach ( $children as $child ) {
				$variations[] = new Variation(
					$child->ID,
					$id,
					(array) get_post_meta( $child->ID, '_vitrine_attributes', true ),
					(int) get_post_meta( $child->ID, '_vitrine_price', true ),
					self::read_stock( $child->ID ),
					self::read_plan( $child->ID ),
					(int) get_post_meta( $child->ID, '_vitrine_sign_up_fee', true )
				);
			}
		}
		$attributes = get_post_meta( $id, '_vitrine_attributes', true );
		$children   = get_post_meta( $id, '_vitrine_children', true );
		return new Product(
			$id,
			$type,
			get_the_title( $post ),
			(int) get_post_meta( $id, '_vitrine_price', true ),
			self::read_stock( $id ),
			'1' === get_post_meta( $id, '_vitrine_needs_shipping', true ),
			is_array( $attributes ) ? $attributes : array(),
			$variations,
			is_array( $children ) ? array_map( 'intval', $children ) : array(),
			self::read_plan( $id ),
			(int) get_post_meta( $id, '_vitrine_sign_up_fee', true ),
			max( 1, (int) get_post_meta( $id, '_vitrine_max_persons', true ) ),
			$post->post_status
		);
	}

	/**
	 * Creates a product with its variations, all or nothing.
	 *
	 * @param array<string, mixed> $data type, name, price (minor units), and as the type needs:
	 *                                   slug, stock, needs_shipping, description, status, attributes,
	 *                                   variations (list of attributes, price, stock, plan, sign_up_fee),
	 *                                   children, plan (period, interval, trial_length, trial_period,
	 *                                   sync_day), sign_up_fee, max_persons.
	 * @throws StoreException When the data is invalid (nothing is written then).
	 */
	public function create( array $data ): Product {
		$type = (string) ( $data['type'] ?? '' );
		$name = trim( (string) ( $data['name'] ?? '' ) );
		if ( ! in_array( $type, Product::TYPES, true ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Unknown product type.', 'vitrine' ) );
		}
		if ( '' === $name ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The product needs a name.', 'vitrine' ) );
		}
		$price = self::amount( $data['price'] ?? 0 );
		$fee   = self::amount( $data['sign_up_fee'] ?? 0 );
		$stock = self::stock_value( $data['stock'] ?? null );
		$plan  = null;
		if ( in_array( $type, array( Product::SUBSCRIPTION, Product::VARIABLE_SUBSCRIPTION ), true ) ) {
			$plan = self::plan_from( $data['plan'] ?? null, Product::SUBSCRIPTION === $type );
		}
		$variations = array();
		if ( in_array( $type, array( Product::VARIABLE, Product::VARIABLE_SUBSCRIPTION ), true ) ) {
			if ( empty( $data['attributes'] ) || empty( $data['variations'] ) || ! is_array( $data['variations'] ) ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A variable product needs attributes and variations.', 'vitrine' ) );
			}
			foreach ( $data['variations'] as $variation ) {
				$variations[] = array(
					'attributes'  => array_map( 'strval', (array) ( $variation['attributes'] ?? array() ) ),
					'price'       => self::amount( $variation['price'] ?? $price ),
					'stock'       => self::stock_value( $variation['stock'] ?? null ),
					'plan'        => Product::VARIABLE_SUBSCRIPTION === $type ? self::plan_from( $variation['plan'] ?? $data['plan'] ?? null, true ) : null,
					'sign_up_fee' => self::amount( $variation['sign_up_fee'] ?? $fee ),
				);
			}
		}
		$children = array_map( 'intval', (array) ( $data['children'] ?? array() ) );
		if ( Product::GROUPED === $type && array() === $children ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'A grouped product needs products in its group.', 'vitrine' ) );
		}

		return Database::atomic(
			function () use ( $data, $type, $name, $price, $fee, $stock, $plan, $variations, $children ) {
				$id = wp_insert_post(
					array(
						'post_type'    => self::POST_TYPE,
						'post_title'   => $name,
						'post_name'    => sanitize_title( (string) ( $data['slug'] ?? '' ) ),
						'post_content' => (string) ( $data['description'] ?? '' ),
						'post_status'  => (string) ( $data['status'] ?? 'publish' ),
					),
					true
				);
				if ( is_wp_error( $id ) ) {
					throw new StoreException( 'vitrine_invalid_product', $id->get_error_message() );
				}
				update_post_meta( $id, '_vitrine_type', $type );
				update_post_meta( $id, '_vitrine_price', $price );
				update_post_meta( $id, '_vitrine_needs_shipping', ( $data['needs_shipping'] ?? true ) ? '1' : '0' );
				if ( null !== $stock ) {
					update_post_meta( $id, '_vitrine_stock', $stock );
				}
				if ( $fee > 0 ) {
					update_post_meta( $id, '_vitrine_sign_up_fee', $fee );
				}
				if ( $plan ) {
					update_post_meta( $id, '_vitrine_plan', self::plan_array( $plan ) );
				}
				if ( Product::GROUPED === $type ) {
					update_post_meta( $id, '_vitrine_children', $children );
				}
				if ( Product::BOOKING === $type ) {
					update_post_meta( $id, '_vitrine_max_persons', max( 1, (int) ( $data['max_persons'] ?? 1 ) ) );
				}
				if ( $variations ) {
					update_post_meta( $id, '_vitrine_attributes', (array) $data['attributes'] );
				}
				foreach ( $variations as $order => $variation ) {
					$variation_id = wp_insert_post(
						array(
							'post_type'   => self::VARIATION_TYPE,
							'post_parent' => $id,
							'post_title'  => $name . ' – ' . implode( ', ', array_filter( $variation['attributes'] ) ),
							'post_status' => 'publish',
							'menu_order'  => $order,
						),
						true
					);
					if ( is_wp_error( $variation_id ) ) {
						throw new StoreException( 'vitrine_invalid_product', $variation_id->get_error_message() );
					}
					update_post_meta( $variation_id, '_vitrine_attributes', $variation['attributes'] );
					update_post_meta( $variation_id, '_vitrine_price', $variation['price'] );
					update_post_meta( $variation_id, '_vitrine_sign_up_fee', $variation['sign_up_fee'] );
					if ( null !== $variation['stock'] ) {
						update_post_meta( $variation_id, '_vitrine_stock', $variation['stock'] );
					}
					if ( $variation['plan'] ) {
						update_post_meta( $variation_id, '_vitrine_plan', self::plan_array( $variation['plan'] ) );
					}
				}
				return $this->get( $id );
			}
		);
	}

	/**
	 * Takes units out of stock only if that many are there, in one
	 * conditional UPDATE, so two concurrent orders cannot sell the last unit
	 * twice. Untracked stock always succeeds.
	 *
	 * @param int $post_id  Product or variation post ID.
	 * @param int $quantity Units.
	 * @return bool Whether the units were taken.
	 */
	public function reduce_stock( int $post_id, int $quantity ): bool {
		global $wpdb;
		if ( null === self::read_stock( $post_id ) ) {
			return true;
		}
		$changed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS SIGNED) - %d WHERE post_id = %d AND meta_key = '_vitrine_stock' AND CAST(meta_value AS SIGNED) >= %d",
				$quantity,
				$post_id,
				$quantity
			)
		);
		wp_cache_delete( $post_id, 'post_meta' );
		return 1 === $changed;
	}

	/**
	 * Puts units back into tracked stock (a cancelled or failed order).
	 *
	 * @param int $post_id  Product or variation post ID.
	 * @param int $quantity Units.
	 */
	public function restore_stock( int $post_id, int $quantity ): void {
		global $wpdb;
		if ( null === self::read_stock( $post_id ) ) {
			return;
		}
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS SIGNED) + %d WHERE post_id = %d AND meta_key = '_vitrine_stock'",
				$quantity,
				$post_id
			)
		);
		wp_cache_delete( $post_id, 'post_meta' );
	}

	/**
	 * Tracked stock of a product or variation, or null.
	 *
	 * @param int $post_id Post ID.
	 */
	public static function read_stock( int $post_id ): ?int {
		$stock = get_post_meta( $post_id, '_vitrine_stock', true );
		return '' === $stock ? null : (int) $stock;
	}

	/**
	 * The stored plan of a product or variation.
	 *
	 * @param int $post_id Post ID.
	 */
	private static function read_plan( int $post_id ): ?SubscriptionPlan {
		$plan = get_post_meta( $post_id, '_vitrine_plan', true );
		if ( ! is_array( $plan ) ) {
			return null;
		}
		try {
			return new SubscriptionPlan( (string) $plan['period'], (int) $plan['interval'], (int) $plan['trial_length'], (string) $plan['trial_period'], null === $plan['sync_day'] ? null : (int) $plan['sync_day'] );
		} catch ( \InvalidArgumentException ) {
			return null;
		}
	}

	/**
	 * A plan as stored in meta.
	 *
	 * @param SubscriptionPlan $plan Terms.
	 * @return array<string, mixed>
	 */
	private static function plan_array( SubscriptionPlan $plan ): array {
		return array(
			'period'       => $plan->period,
			'interval'     => $plan->interval,
			'trial_length' => $plan->trial_length,
			'trial_period' => $plan->trial_period,
			'sync_day'     => $plan->sync_day,
		);
	}

	/**
	 * Validated plan from input.
	 *
	 * @param mixed $plan     period, interval, trial_length, trial_period, sync_day.
	 * @param bool  $required Whether a plan must be given.
	 * @throws StoreException When the terms are invalid.
	 */
	private static function plan_from( $plan, bool $required ): ?SubscriptionPlan {
		if ( ! is_array( $plan ) ) {
			if ( $required ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A subscription needs a billing period.', 'vitrine' ) );
			}
			return null;
		}
		try {
			return new SubscriptionPlan(
				(string) ( $plan['period'] ?? '' ),
				(int) ( $plan['interval'] ?? 1 ),
				(int) ( $plan['trial_length'] ?? 0 ),
				(string) ( $plan['trial_period'] ?? 'day' ),
				isset( $plan['sync_day'] ) ? (int) $plan['sync_day'] : null
			);
		} catch ( \InvalidArgumentException ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The subscription terms are invalid.', 'vitrine' ) );
		}
	}

	/**
	 * A non-negative amount in minor units.
	 *
	 * @param mixed $value Integer minor units.
	 * @throws StoreException When it is not one.
	 */
	private static function amount( $value ): int {
		if ( ! is_int( $value ) || $value < 0 ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Prices must be whole, non-negative amounts in cents.', 'vitrine' ) );
		}
		return $value;
	}

	/**
	 * Stock from input: null for untracked, else a non-negative integer.
	 *
	 * @param mixed $value Stock.
	 * @throws StoreException When it is negative or not a number.
	 */
	private static function stock_value( $value ): ?int {
		if ( null === $value ) {
			return null;
		}
		if ( ! is_int( $value ) || $value < 0 ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The stock must be a whole number of at least 0.', 'vitrine' ) );
		}
		return $value;
	}
}
