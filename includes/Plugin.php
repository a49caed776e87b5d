<?php
/**
 * The plugin's composition root.
 *
 * @package Vitrine
 */

namespace Vitrine;

use Vitrine\Blocks\Registry;
use Vitrine\Events\MetaBox;
use Vitrine\Events\PostType;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's parts into WordPress, once.
 */
final class Plugin {

	/**
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The one instance.
	 */
	public static function instance(): Plugin {
		return self::$instance ??= new Plugin();
	}

	/**
	 * Hooks everything in; calling it again does nothing.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;
		$assets       = new Assets( VITRINE_DIR, VITRINE_FILE );
		$registry     = new Registry( VITRINE_DIR . '/blocks', $assets );
		add_action( 'init', array( $assets, 'register' ), 5 );
		add_action( 'init', array( $registry, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $assets, 'enqueue_editor' ) );
		add_filter( 'block_categories_all', array( $registry, 'add_category' ) );
		// The built-in store (issue 4): its post types and tables.
		add_action( 'init', array( Store\ProductRepository::class, 'register_post_types' ) );
		add_action( 'init', array( Store\Database::class, 'maybe_install' ), 1 );
		add_action( 'wp_login', array( Store\Stores::class, 'merge_cart_on_login' ), 10, 2 );
		add_action( 'wp_loaded', array( Store\ShopAjax::class, 'dispatch' ) );
		Memberships\Module::boot();
		Shop\Module::boot();
		( new Admin\ProviderSettingsPage() )->register();
		( new PostType() )->hook();
		( new MetaBox() )->hook();
	}
}
