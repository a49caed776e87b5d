<?php
/**
 * Columns of the products list in the admin.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Store\Money;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Type, price ("12,90 €", a range for variable products) and stock in the
 * list of products; sortable by price.
 */
final class ProductColumns {

	/**
	 * Hooks the columns in.
	 */
	public function hook(): void {
		$type = ProductRepository::POST_TYPE;
		add_filter( "manage_{$type}_posts_columns", array( $this, 'columns' ) );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'sortable' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $this, 'column' ), 10, 2 );
		add_action( 'pre_get_posts', array( $this, 'sort' ) );
	}

	/**
	 * German names of the product types.
	 *
	 * @return array<string, string>
	 */
	public static function type_labels(): array {
		return array(
			Product::SIMPLE                => __( 'Simple product', 'vitrine' ),
			Product::VARIABLE              => __( 'Variable product', 'vitrine' ),
			Product::GROUPED               => __( 'Grouped product', 'vitrine' ),
			Product::BOOKING               => __( 'Booking', 'vitrine' ),
			Product::SUBSCRIPTION          => __( 'Subscription', 'vitrine' ),
			Product::VARIABLE_SUBSCRIPTION => __( 'Variable subscription', 'vitrine' ),
		);
	}

	/**
	 * Adds the columns after the title.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$added = array(
			'vitrine_type'  => __( 'Type', 'vitrine' ),
			'vitrine_price' => __( 'Price', 'vitrine' ),
			'vitrine_stock' => __( 'Stock', 'vitrine' ),
		);
		$at    = array_search( 'title', array_keys( $columns ), true );
		if ( false === $at ) {
			return $columns + $added;
		}
		return array_slice( $columns, 0, $at + 1, true ) + $added + array_slice( $columns, $at + 1, null, true );
	}

	/**
	 * @param array<string, string> $columns Sortable columns.
	 * @return array<string, string>
	 */
	public function sortable( array $columns ): array {
		$columns['vitrine_price'] = 'vitrine_price';
		return $columns;
	}

	/**
	 * Prints a cell.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Product ID.
	 */
	public function column( string $column, int $post_id ): void {
		if ( ! in_array( $column, array( 'vitrine_type', 'vitrine_price', 'vitrine_stock' ), true ) ) {
			return;
		}
		$product = Stores::get()->product( $post_id );
		if ( ! $product ) {
			echo '—';
			return;
		}
		if ( 'vitrine_type' === $column ) {
			echo esc_html( self::type_labels()[ $product->type ] ?? $product->type );
		} elseif ( 'vitrine_price' === $column ) {
			echo esc_html( self::price( $product, Stores::get()->currency() ) );
		} else {
			echo esc_html( self::stock( $product ) );
		}
	}

	/**
	 * The price as listed: "12,90 €", "24,90 € – 26,90 €" for variations,
	 * "—" for a group (its products have their own prices).
	 *
	 * @param Product $product  Product.
	 * @param string  $currency ISO 4217 code.
	 */
	public static function price( Product $product, string $currency ): string {
		if ( Product::GROUPED === $product->type ) {
			return '—';
		}
		$prices = $product->is_variable() ? array_map( static fn( $variation ) => $variation->price, $product->variations ) : array( $product->price );
		if ( ! $prices ) {
			return '—';
		}
		$low  = Money::format( min( $prices ), $currency );
		$high = Money::format( max( $prices ), $currency );
		return $low === $high ? $low : $low . ' – ' . $high;
	}

	/**
	 * Stock as listed: a number, the sum over variations, or "not tracked".
	 *
	 * @param Product $product Product.
	 */
	public static function stock( Product $product ): string {
		if ( $product->is_variable() ) {
			$stocks = array_map( static fn( $variation ) => $variation->stock, $product->variations );
			if ( ! $stocks || in_array( null, $stocks, true ) ) {
				return __( 'not tracked', 'vitrine' );
			}
			return number_format_i18n( array_sum( $stocks ) );
		}
		if ( Product::GROUPED === $product->type ) {
			return '—';
		}
		return null === $product->stock ? __( 'not tracked', 'vitrine' ) : number_format_i18n( $product->stock );
	}

	/**
	 * Sorts the admin list by price when asked.
	 *
	 * @param \WP_Query $query The list query.
	 */
	public function sort( \WP_Query $query ): void {
		if ( is_admin() && $query->is_main_query() && 'vitrine_price' === $query->get( 'orderby' ) && ProductRepository::POST_TYPE === $query->get( 'post_type' ) ) {
			$query->set( 'meta_key', '_vitrine_price' );
			$query->set( 'orderby', 'meta_value_num' );
		}
	}
}
