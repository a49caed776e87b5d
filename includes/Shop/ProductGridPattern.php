<?php
/**
 * The shop grid as a block pattern.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The `/shop/` grid is built from blocks, not printed by one block: a core
 * query loop over products whose card holds `vitrine/product-image`
 * (picture, sale and sold-out badges), the title, `vitrine/product-price`
 * and `vitrine/product-button`. That is the way WordPress' own shop plugin
 * went with its "Product Collection" (a query loop with product blocks
 * inside): the shop owner changes columns, order, number of products and
 * the card's parts in the editor, pagination and "no results" come with the
 * query loop, and each part stays a small block with one job. This class
 * offers the grid as the pattern "Produktraster" (any page can have it) and
 * gives the demo's /shop/ page its content.
 */
final class ProductGridPattern {

	public const NAME = 'vitrine/product-grid';

	/**
	 * Hooks in.
	 */
	public static function hook(): void {
		add_action( 'init', array( self::class, 'register' ), 20 );
	}

	/**
	 * `init`: registers the pattern in the "Vitrine" category.
	 */
	public static function register(): void {
		if ( ! function_exists( 'register_block_pattern' ) ) {
			return;
		}
		if ( function_exists( 'register_block_pattern_category' ) ) {
			register_block_pattern_category( 'vitrine', array( 'label' => __( 'Vitrine', 'vitrine' ) ) );
		}
		register_block_pattern(
			self::NAME,
			array(
				'title'       => __( 'Product grid', 'vitrine' ),
				'description' => __( 'The shop\'s products in a grid: image, name, price and a button, with sale and sold-out badges.', 'vitrine' ),
				'categories'  => array( 'vitrine' ),
				'keywords'    => array( 'shop', 'products', 'grid' ),
				'content'     => self::content(),
			)
		);
	}

	/**
	 * The grid's blocks.
	 *
	 * @param int $per_page Products per page.
	 */
	public static function content( int $per_page = 24 ): string {
		$query = array(
			'queryId' => 1,
			'query'   => array(
				'perPage'  => $per_page,
				'pages'    => 0,
				'offset'   => 0,
				'postType' => ProductRepository::POST_TYPE,
				'order'    => 'asc',
				'orderBy'  => 'title',
				'inherit'  => false,
			),
			'className' => 'vitrine-product-grid',
			'align'     => 'wide',
		);
		return '<!-- wp:query ' . wp_json_encode( $query ) . ' -->
<div class="wp-block-query alignwide vitrine-product-grid"><!-- wp:post-template {"className":"vitrine-product-grid__cards","layout":{"type":"grid","columnCount":4,"minimumColumnWidth":"12rem"}} -->
<!-- wp:vitrine/product-image /-->

<!-- wp:post-title {"level":2,"isLink":true,"style":{"typography":{"fontSize":"1.125rem"}}} /-->

<!-- wp:vitrine/product-price /-->

<!-- wp:vitrine/product-button /-->
<!-- /wp:post-template -->

<!-- wp:query-pagination -->
<!-- wp:query-pagination-previous /-->

<!-- wp:query-pagination-numbers /-->

<!-- wp:query-pagination-next /-->
<!-- /wp:query-pagination -->

<!-- wp:query-no-results -->
<!-- wp:paragraph -->
<p>' . esc_html__( 'There are no products yet.', 'vitrine' ) . '</p>
<!-- /wp:paragraph -->
<!-- /wp:query-no-results --></div>
<!-- /wp:query -->';
	}
}
