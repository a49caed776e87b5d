<?php
/**
 * Checks product data before it is stored.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * One job: check product data from the editor or the REST API and bring it
 * into the stored form that ProductRepository writes. Moved out of
 * ProductRepository unchanged.
 */
final class ProductValidator {

	/**
	 * @param ProductRepository $products For a product's own variations.
	 */
	public function __construct( private ProductRepository $products ) {
	}

	/**
	 * Checks product data and brings it into the stored form.
	 *
	 * @param array<string, mixed> $data    Product data (see create()).
	 * @param int                  $self_id The product being updated, 0 when creating.
	 * @return array<string, mixed>
	 * @throws StoreException When anything is invalid; `errors` names the fields
	 *                        (`price`, `plan`, `variations.{n}.price`, `children` …).
	 */
	public function validate( array $data, int $self_id ): array {
		$type = (string) ( $data['type'] ?? '' );
		if ( ! in_array( $type, Product::TYPES, true ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Unknown product type.', 'vitrine' ), array( 'type' => __( 'Unknown product type.', 'vitrine' ) ) );
		}
		$price = self::amount( $data['price'] ?? 0, 'price' );
		$fee   = self::amount( $data['sign_up_fee'] ?? 0, 'sign_up_fee' );
		$stock = self::stock_value( $data['stock'] ?? null, 'stock' );
		$plan  = null;
		if ( in_array( $type, array( Product::SUBSCRIPTION, Product::VARIABLE_SUBSCRIPTION ), true ) ) {
			$plan = self::plan_from( $data['plan'] ?? null, Product::SUBSCRIPTION === $type, 'plan' );
		}
		$attributes = array();
		$variations = array();
		if ( in_array( $type, array( Product::VARIABLE, Product::VARIABLE_SUBSCRIPTION ), true ) ) {
			if ( empty( $data['attributes'] ) || ! is_array( $data['attributes'] ) || empty( $data['variations'] ) || ! is_array( $data['variations'] ) ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A variable product needs attributes and variations.', 'vitrine' ), array( 'variations' => __( 'A variable product needs attributes and variations.', 'vitrine' ) ) );
			}
			$attributes = self::attributes_from( $data['attributes'] );
			$seen       = array();
			foreach ( array_values( $data['variations'] ) as $index => $variation ) {
				$variation = is_array( $variation ) ? $variation : array();
				$field     = 'variations.' . $index;
				$chosen    = array();
				foreach ( (array) ( $variation['attributes'] ?? array() ) as $slug => $value ) {
					$slug  = (string) $slug;
					$value = (string) $value;
					if ( ! isset( $attributes[ $slug ] ) || ( '' !== $value && ! in_array( $value, $attributes[ $slug ]['options'], true ) ) ) {
						throw new StoreException( 'vitrine_invalid_product', __( 'A variation uses an attribute or option that the product does not have.', 'vitrine' ), array( $field . '.attributes' => __( 'A variation uses an attribute or option that the product does not have.', 'vitrine' ) ) );
					}
					$chosen[ $slug ] = $value;
				}
				// Every attribute is part of the combination, '' meaning any option.
				$combination = array();
				foreach ( array_keys( $attributes ) as $slug ) {
					$combination[ $slug ] = $chosen[ $slug ] ?? '';
				}
				$signature = (string) wp_json_encode( $combination );
				if ( isset( $seen[ $signature ] ) ) {
					throw new StoreException( 'vitrine_invalid_product', __( 'Two variations have the same combination of attributes.', 'vitrine' ), array( $field . '.attributes' => __( 'Two variations have the same combination of attributes.', 'vitrine' ) ) );
				}
				$seen[ $signature ] = true;
				$variations[]       = array(
					'id'          => (int) ( $variation['id'] ?? 0 ),
					'attributes'  => $chosen,
					'price'       => self::amount( $variation['price'] ?? $price, $field . '.price' ),
					'stock'       => self::stock_value( $variation['stock'] ?? null, $field . '.stock' ),
					'plan'        => Product::VARIABLE_SUBSCRIPTION === $type ? self::plan_from( $variation['plan'] ?? $data['plan'] ?? null, true, $field . '.plan' ) : null,
					'sign_up_fee' => self::amount( $variation['sign_up_fee'] ?? $fee, $field . '.sign_up_fee' ),
				);
			}
			$own = $self_id ? $this->products->variation_ids( $self_id ) : array();
			foreach ( $variations as $index => $variation ) {
				if ( $variation['id'] && ! in_array( $variation['id'], $own, true ) ) {
					throw new StoreException( 'vitrine_invalid_product', __( 'This variation does not belong to the product.', 'vitrine' ), array( 'variations.' . $index => __( 'This variation does not belong to the product.', 'vitrine' ) ) );
				}
			}
		}
		$children = array();
		if ( Product::GROUPED === $type ) {
			$children = array_values( array_unique( array_map( 'intval', (array) ( $data['children'] ?? array() ) ) ) );
			if ( array() === $children ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A grouped product needs products in its group.', 'vitrine' ), array( 'children' => __( 'A grouped product needs products in its group.', 'vitrine' ) ) );
			}
			foreach ( $children as $child ) {
				if ( $child === $self_id || ProductRepository::POST_TYPE !== get_post_type( $child ) ) {
					throw new StoreException( 'vitrine_invalid_product', __( 'A group can only hold other products.', 'vitrine' ), array( 'children' => __( 'A group can only hold other products.', 'vitrine' ) ) );
				}
			}
		}
		$max_persons = $data['max_persons'] ?? 1;
		$duration    = $data['duration'] ?? 0;
		if ( Product::BOOKING === $type ) {
			if ( ! is_int( $max_persons ) || $max_persons < 1 ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A booking allows at least 1 person.', 'vitrine' ), array( 'max_persons' => __( 'A booking allows at least 1 person.', 'vitrine' ) ) );
			}
			if ( ! is_int( $duration ) || $duration < 0 ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'The duration must be a whole number of minutes.', 'vitrine' ), array( 'duration' => __( 'The duration must be a whole number of minutes.', 'vitrine' ) ) );
			}
		}
		$sku = trim( sanitize_text_field( (string) ( $data['sku'] ?? '' ) ) );
		if ( '' !== $sku && $this->sku_taken( $sku, $self_id ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Another product already has this SKU.', 'vitrine' ), array( 'sku' => __( 'Another product already has this SKU.', 'vitrine' ) ) );
		}
		$tax_class = (string) ( $data['tax_class'] ?? Tax::STANDARD );
		if ( ! isset( Tax::RATES[ $tax_class ] ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Please choose a tax class.', 'vitrine' ), array( 'tax_class' => __( 'Please choose a tax class.', 'vitrine' ) ) );
		}
		$shipping_class = (string) ( $data['shipping_class'] ?? '' );
		if ( '' !== $shipping_class && ! in_array( $shipping_class, array_column( ShippingSettings::get()['classes'], 'id' ), true ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'This shipping class does not exist.', 'vitrine' ), array( 'shipping_class' => __( 'This shipping class does not exist.', 'vitrine' ) ) );
		}
		$grants_plan = (int) ( $data['grants_plan'] ?? 0 );
		if ( $grants_plan && 'vitrine_plan' !== get_post_type( $grants_plan ) ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'This membership plan does not exist.', 'vitrine' ), array( 'grants_plan' => __( 'This membership plan does not exist.', 'vitrine' ) ) );
		}
		return array(
			'type'           => $type,
			'price'          => $price,
			'sign_up_fee'    => $fee,
			'stock'          => $stock,
			'needs_shipping' => (bool) ( $data['needs_shipping'] ?? true ),
			'plan'           => $plan,
			'attributes'     => $attributes,
			'variations'     => $variations,
			'children'       => $children,
			'max_persons'    => Product::BOOKING === $type ? $max_persons : 1,
			'duration'       => Product::BOOKING === $type ? $duration : 0,
			'sku'            => $sku,
			'grants_plan'    => $grants_plan,
			'tax_class'      => $tax_class,
			'shipping_class' => $shipping_class,
		);
	}

	/**
	 * Whether another product has this SKU.
	 *
	 * @param string $sku     SKU.
	 * @param int    $self_id The product itself, 0 for none.
	 */
	private function sku_taken( string $sku, int $self_id ): bool {
		global $wpdb;
		$found = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT m.post_id FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_vitrine_sku' AND m.meta_value = %s AND m.post_id <> %d AND p.post_type = %s AND p.post_status <> 'trash' LIMIT 1",
				$sku,
				$self_id,
				ProductRepository::POST_TYPE
			)
		);
		return null !== $found;
	}

	/**
	 * Attributes in the stored form: slug => label and options.
	 *
	 * @param array<mixed> $attributes Slug => {label, options}.
	 * @return array<string, array{label: string, options: string[]}>
	 * @throws StoreException When an attribute has no name or no options.
	 */
	private static function attributes_from( array $attributes ): array {
		$clean = array();
		foreach ( $attributes as $slug => $attribute ) {
			$attribute = is_array( $attribute ) ? $attribute : array();
			$slug      = trim( (string) $slug );
			$label     = trim( (string) ( $attribute['label'] ?? '' ) );
			$options   = array_values( array_unique( array_filter( array_map( 'trim', array_map( 'strval', (array) ( $attribute['options'] ?? array() ) ) ), 'strlen' ) ) );
			if ( '' === $slug || '' === $label || array() === $options ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'Every attribute needs a name and at least one option.', 'vitrine' ), array( 'attributes' => __( 'Every attribute needs a name and at least one option.', 'vitrine' ) ) );
			}
			$clean[ $slug ] = array(
				'label'   => $label,
				'options' => $options,
			);
		}
		return $clean;
	}

	/**
	 * Validated plan from input.
	 *
	 * @param mixed  $plan     period, interval, trial_length, trial_period, sync_day.
	 * @param bool   $required Whether a plan must be given.
	 * @param string $field    Field name for the error.
	 * @throws StoreException When the terms are invalid.
	 */
	private static function plan_from( $plan, bool $required, string $field = 'plan' ): ?SubscriptionPlan {
		if ( ! is_array( $plan ) ) {
			if ( $required ) {
				throw new StoreException( 'vitrine_invalid_product', __( 'A subscription needs a billing period.', 'vitrine' ), array( $field => __( 'A subscription needs a billing period.', 'vitrine' ) ) );
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
			throw new StoreException( 'vitrine_invalid_product', __( 'The subscription terms are invalid.', 'vitrine' ), array( $field => __( 'The subscription terms are invalid.', 'vitrine' ) ) );
		}
	}

	/**
	 * A non-negative amount in minor units.
	 *
	 * @param mixed  $value Integer minor units.
	 * @param string $field Field name for the error.
	 * @throws StoreException When it is not one.
	 */
	private static function amount( $value, string $field = 'price' ): int {
		if ( ! is_int( $value ) || $value < 0 ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'Prices must be whole, non-negative amounts in cents.', 'vitrine' ), array( $field => __( 'Prices must be whole, non-negative amounts in cents.', 'vitrine' ) ) );
		}
		return $value;
	}

	/**
	 * Stock from input: null for untracked, else a non-negative integer.
	 *
	 * @param mixed  $value Stock.
	 * @param string $field Field name for the error.
	 * @throws StoreException When it is negative or not a number.
	 */
	private static function stock_value( $value, string $field = 'stock' ): ?int {
		if ( null === $value ) {
			return null;
		}
		if ( ! is_int( $value ) || $value < 0 ) {
			throw new StoreException( 'vitrine_invalid_product', __( 'The stock must be a whole number of at least 0.', 'vitrine' ), array( $field => __( 'The stock must be a whole number of at least 0.', 'vitrine' ) ) );
		}
		return $value;
	}
}
