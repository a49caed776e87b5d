<?php
/**
 * Sample posts for the editor previews of blocks that need a product or an
 * event from their block context.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Events\PostType;
use Vitrine\Events\Repository;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Price, add-to-cart form, first payment and event details render the
 * product or event of their block context (a product page, a query loop, an
 * event page). Placed anywhere else (a page, the inserter's preview, the
 * template in the site editor) their editor preview renders a real one of
 * the shop's own posts instead: these ids, given to the editor scripts as
 * `window.vitrinePreviewSamples`. Editor only; ids of published posts, which
 * anyone may see on the site anyway.
 */
final class PreviewSamples {

	/**
	 * Global the editor scripts read.
	 */
	public const GLOBAL_NAME = 'vitrinePreviewSamples';

	/**
	 * Script that carries the data (the shared store, loaded once in every editor).
	 */
	public const HANDLE = 'vitrine-store';

	/**
	 * Adds the data before the store script (on `enqueue_block_editor_assets`).
	 */
	public static function enqueue(): void {
		wp_add_inline_script( self::HANDLE, 'window.' . self::GLOBAL_NAME . ' = ' . wp_json_encode( self::data() ) . ';', 'before' );
	}

	/**
	 * The sample ids; 0 where the shop has none.
	 *
	 * @return array{product: int, subscription: int, event: int}
	 */
	public static function data(): array {
		return array(
			// A variable product shows the most of the form (options) and a price range.
			'product'      => self::product( array( Product::VARIABLE, Product::SIMPLE ) ),
			// A plain subscription: its page shows the first-payment date on the server.
			'subscription' => self::product( array( Product::SUBSCRIPTION ) ),
			'event'        => self::event(),
		);
	}

	/**
	 * The oldest published product of the first of these types that has one.
	 *
	 * @param string[] $types Product types, by preference.
	 */
	private static function product( array $types ): int {
		foreach ( $types as $type ) {
			$ids = get_posts(
				array(
					'post_type'        => ProductRepository::POST_TYPE,
					'post_status'      => 'publish',
					'posts_per_page'   => 1,
					'orderby'          => 'ID',
					'order'            => 'ASC',
					'fields'           => 'ids',
					'no_found_rows'    => true,
					'suppress_filters' => true,
					// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one small query per editor load.
					'meta_query'       => array(
						array(
							'key'   => '_vitrine_type',
							'value' => $type,
						),
					),
				)
			);
			if ( array() !== $ids ) {
				return (int) $ids[0];
			}
		}
		return 0;
	}

	/**
	 * The next upcoming event, else the latest published one.
	 */
	private static function event(): int {
		$upcoming = Repository::find( 'upcoming', 0, 1 );
		if ( array() !== $upcoming ) {
			return (int) $upcoming[0]['id'];
		}
		$ids = get_posts(
			array(
				'post_type'      => PostType::NAME,
				'post_status'    => 'publish',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		return array() !== $ids ? (int) $ids[0] : 0;
	}
}
