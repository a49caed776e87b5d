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
	 * Checks product data before create() and update() store it.
	 */
	private ProductValidator $validator;

	/**
	 * Sets up the validator.
	 */
	public function __construct() {
		$this->validator = new ProductValidator( $this );
	}

	/**
	 * Registers both post types (on `init`).
	 */
	public static function register_post_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'                  => __( 'Products', 'vitrine' ),
					'singular_name'         => __( 'Product', 'vitrine' ),
					'add_new_item'          => __( 'Add product', 'vitrine' ),
					'edit_item'             => __( 'Edit product', 'vitrine' ),
					'all_items'             => __( 'All products', 'vitrine' ),
					'search_items'          => __( 'Search products', 'vitrine' ),
					'not_found'             => __( 'No products found.', 'vitrine' ),
					'item_published'        => __( 'Product published.', 'vitrine' ),
					'item_updated'          => __( 'Product updated.', 'vitrine' ),
					// The editor's featured image panel is the product image.
					'featured_image'        => __( 'Product image', 'vitrine' ),
					'set_featured_image'    => __( 'Choose product image', 'vitrine' ),
					'remove_featured_image' => __( 'Remove product image', 'vitrine' ),
					'use_featured_image'    => __( 'Use as product image', 'vitrine' ),
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
			$post->post_status,
			(string) get_post_meta( $id, '_vitrine_sku', true ),
			(int) get_post_meta( $id, Product::GRANTS_PLAN_META, true ),
			(int) get_post_meta( $id, '_vitrine_duration', true ),
			self::read_tax_class( $id ),
			(string) get_post_meta( $id, '_vitrine_shipping_class', true )
		);
	}

	/**
	 * Creates a product with its variations, all or nothing.
	 *
	 * @param array<string, mixed> $data type, name, price (minor units), and as the type needs:
	 *                                   slug, stock, needs_shipping, description, status, sku, tax_class (Tax),
	 *                                   shipping_class (ShippingSettings class id),
	 *                                   grants_plan (membership plan post ID), attributes,
	 *                                   variations (list of attributes, price, stock, plan, sign_up_fee),
	 *                                   children, plan (period, interval, trial_length, trial_period,
	 *                                   sync_day), sign_up_fee, max_persons, duration (minutes).
	 * @throws StoreException When the data is invalid (nothing is written then).
	 */
	public function create( array $data ): Product {
		$name = trim( (string) ( $data['name'] ?? '' ) );
		if ( '' === $name && in_array( (string) ( $data['type'] ?? '' ), Product::TYPES, true ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The product needs a name.', 'vitrine' ) );
		}
		$clean = $this->validator->validate( $data, 0 );

		return Database::atomic(
			function () use ( $data, $name, $clean ) {
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
				$this->write( $id, $name, $clean );
				return $this->get( $id );
			}
		);
	}

	/**
	 * Replaces a product's data (type, prices, stock, terms, variations …)
	 * with the given data, all or nothing. Variations with an `id` are
	 * updated, those without are added, and the product's variations missing
	 * from the list are deleted. Title, slug, description and status change
	 * only when given. Also takes a product post that has no product data yet
	 * (a new post from the editor).
	 *
	 * @param int                  $id   Product post ID.
	 * @param array<string, mixed> $data As for create(); each variation may carry its `id`.
	 * @throws StoreException When the post is no product or the data is invalid (nothing is written then).
	 */
	public function update( int $id, array $data ): Product {
		$post = get_post( $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			throw new StoreException( 'vitrine_unknown_product', __( 'This product does not exist.', 'vitrine' ) );
		}
		$name = array_key_exists( 'name', $data ) ? trim( (string) $data['name'] ) : $post->post_title;
		if ( array_key_exists( 'name', $data ) && '' === $name ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The product needs a name.', 'vitrine' ), array( 'name' => __( 'The product needs a name.', 'vitrine' ) ) );
		}
		$clean = $this->validator->validate( $data, $id );

		return Database::atomic(
			function () use ( $id, $post, $data, $name, $clean ) {
				$changes = array();
				foreach ( array(
					'name'           => 'post_title',
					'slug'        => 'post_name',
					'description' => 'post_content',
					'status'      => 'post_status',
				) as $key => $field ) {
					if ( array_key_exists( $key, $data ) ) {
						$value = 'slug' === $key ? sanitize_title( (string) $data[ $key ] ) : ( 'name' === $key ? $name : (string) $data[ $key ] );
						if ( $value !== $post->$field ) {
							$changes[ $field ] = $value;
						}
					}
				}
				if ( $changes ) {
					$result = wp_update_post( array( 'ID' => $id ) + $changes, true );
					if ( is_wp_error( $result ) ) {
						throw new StoreException( 'vitrine_invalid_product', $result->get_error_message() );
					}
				}
				$this->write( $id, $name, $clean );
				clean_post_cache( $id );
				return $this->get( $id );
			}
		);
	}

	/**
	 * Writes validated data to a product post: meta that does not apply to
	 * the type is removed, variations are synchronised (see update()).
	 *
	 * @param int                  $id    Product post ID.
	 * @param string               $name  Product name (for the variation titles).
	 * @param array<string, mixed> $clean Result of validate().
	 * @throws StoreException When WordPress refuses a variation post.
	 */
	private function write( int $id, string $name, array $clean ): void {
		$type = $clean['type'];
		update_post_meta( $id, '_vitrine_type', $type );
		update_post_meta( $id, '_vitrine_price', $clean['price'] );
		update_post_meta( $id, '_vitrine_needs_shipping', $clean['needs_shipping'] ? '1' : '0' );
		self::set_meta( $id, '_vitrine_stock', $clean['stock'] );
		self::set_meta( $id, '_vitrine_sign_up_fee', $clean['sign_up_fee'] > 0 ? $clean['sign_up_fee'] : null );
		self::set_meta( $id, '_vitrine_plan', $clean['plan'] ? self::plan_array( $clean['plan'] ) : null );
		self::set_meta( $id, '_vitrine_children', Product::GROUPED === $type ? $clean['children'] : null );
		self::set_meta( $id, '_vitrine_max_persons', Product::BOOKING === $type ? $clean['max_persons'] : null );
		self::set_meta( $id, '_vitrine_duration', Product::BOOKING === $type && $clean['duration'] > 0 ? $clean['duration'] : null );
		self::set_meta( $id, '_vitrine_attributes', $clean['variations'] ? $clean['attributes'] : null );
		self::set_meta( $id, '_vitrine_sku', '' !== $clean['sku'] ? $clean['sku'] : null );
		update_post_meta( $id, '_vitrine_tax_class', $clean['tax_class'] );
		self::set_meta( $id, '_vitrine_shipping_class', $clean['needs_shipping'] && '' !== $clean['shipping_class'] ? $clean['shipping_class'] : null );
		self::set_meta( $id, Product::GRANTS_PLAN_META, $clean['grants_plan'] ? $clean['grants_plan'] : null );

		$keep = array();
		foreach ( $clean['variations'] as $order => $variation ) {
			$post = array(
				'post_type'   => self::VARIATION_TYPE,
				'post_parent' => $id,
				'post_title'  => $name . ' – ' . implode( ', ', array_filter( $variation['attributes'] ) ),
				'post_status' => 'publish',
				'menu_order'  => $order,
			);
			if ( $variation['id'] ) {
				$post['ID'] = $variation['id'];
			}
			$variation_id = $variation['id'] ? wp_update_post( $post, true ) : wp_insert_post( $post, true );
			if ( is_wp_error( $variation_id ) ) {
				throw new StoreException( 'vitrine_invalid_product', $variation_id->get_error_message() );
			}
			$keep[] = (int) $variation_id;
			update_post_meta( $variation_id, '_vitrine_attributes', $variation['attributes'] );
			update_post_meta( $variation_id, '_vitrine_price', $variation['price'] );
			update_post_meta( $variation_id, '_vitrine_sign_up_fee', $variation['sign_up_fee'] );
			self::set_meta( $variation_id, '_vitrine_stock', $variation['stock'] );
			self::set_meta( $variation_id, '_vitrine_plan', $variation['plan'] ? self::plan_array( $variation['plan'] ) : null );
		}
		foreach ( $this->variation_ids( $id ) as $old ) {
			if ( ! in_array( $old, $keep, true ) ) {
				wp_delete_post( $old, true );
			}
		}
	}

	/**
	 * IDs of all variation posts of a product, whatever their status.
	 *
	 * @param int $product_id Product post ID.
	 * @return int[]
	 */
	public function variation_ids( int $product_id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'        => self::VARIATION_TYPE,
					'post_parent'      => $product_id,
					'post_status'      => 'any',
					'fields'           => 'ids',
					'posts_per_page'   => -1,
					'suppress_filters' => true,
				)
			)
		);
	}

	/**
	 * Sets a meta value, or deletes it for null.
	 *
	 * @param int   $post_id Post ID.
	 * @param string $key    Meta key.
	 * @param mixed $value   Value, null to delete.
	 */
	private static function set_meta( int $post_id, string $key, $value ): void {
		if ( null === $value ) {
			delete_post_meta( $post_id, $key );
			return;
		}
		update_post_meta( $post_id, $key, $value );
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
	 * The stored tax class of a product (standard when none or unknown).
	 *
	 * @param int $post_id Post ID.
	 */
	private static function read_tax_class( int $post_id ): string {
		$tax_class = (string) get_post_meta( $post_id, '_vitrine_tax_class', true );
		return isset( Tax::RATES[ $tax_class ] ) ? $tax_class : Tax::STANDARD;
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
}
