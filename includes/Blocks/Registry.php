<?php
/**
 * Block registration from block.json metadata.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Shared\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every block folder below blocks/ and the "Vitrine" category.
 */
final class Registry {

	public const CATEGORY = 'vitrine';

	/**
	 * The blocks of the design card, by folder name.
	 */
	public const BLOCKS = array(
		'events-slider',
		'members-directory',
		'subscription-first-payment',
		'payment-buttons',
		'paylater-messages',
		'product-price',
		'add-to-cart-form',
		'my-account',
		'cart',
		'mini-cart',
		'checkout',
		'event-details',
		'events-list',
		'product-image',
		'product-button',
		'product-gallery',
	);

	/**
	 * Blocks whose view script their render template enqueues itself, only
	 * where the rendered markup needs it (the gallery with thumbnails, the
	 * first-payment area of a variable subscription): elsewhere the page
	 * loads no script for them.
	 */
	public const VIEW_SCRIPT_ON_DEMAND = array(
		'subscription-first-payment',
		'product-gallery',
	);

	/**
	 * @param string $blocks_dir Folder with one sub-folder per block.
	 * @param Assets $assets     Shared assets.
	 */
	public function __construct( private string $blocks_dir, private Assets $assets ) {
	}

	/**
	 * Registers the blocks; their scripts get their translations from languages/.
	 */
	public function register(): void {
		load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( VITRINE_FILE ) ) . '/languages' );
		foreach ( self::BLOCKS as $folder ) {
			$type = register_block_type( $this->blocks_dir . '/' . $folder );
			if ( ! $type ) {
				continue;
			}
			foreach ( array_merge( $type->editor_script_handles, $type->view_script_handles, $type->script_handles ) as $handle ) {
				$this->assets->translate( $handle );
			}
			foreach ( $type->view_script_handles as $handle ) {
				// WordPress prints a block's view script in the head (deferred),
				// which pulls the store, React and wp-data up there with it:
				// blocking scripts before the first paint. In the footer the
				// whole chain follows it, and nothing blocks rendering.
				wp_script_add_data( $handle, 'group', 1 );
			}
			if ( in_array( $folder, self::VIEW_SCRIPT_ON_DEMAND, true ) ) {
				// Still registered (with its dependencies and translations);
				// render.php enqueues it through view_script().
				$type->view_script_handles = array();
			}
		}
	}

	/**
	 * Enqueues a block's on-demand view script (see VIEW_SCRIPT_ON_DEMAND).
	 *
	 * @param string $folder Block folder name, e.g. product-gallery.
	 */
	public static function view_script( string $folder ): void {
		wp_enqueue_script( generate_block_asset_handle( 'vitrine/' . $folder, 'viewScript' ) );
	}

	/**
	 * Puts the "Vitrine" category first in the inserter.
	 *
	 * @param array<int, array<string, mixed>> $categories Existing categories.
	 * @return array<int, array<string, mixed>>
	 */
	public function add_category( array $categories ): array {
		foreach ( $categories as $category ) {
			if ( self::CATEGORY === ( $category['slug'] ?? '' ) ) {
				return $categories;
			}
		}
		array_unshift(
			$categories,
			array(
				'slug'  => self::CATEGORY,
				'title' => __( 'Vitrine', 'vitrine' ),
				'icon'  => null,
			)
		);
		return $categories;
	}
}
