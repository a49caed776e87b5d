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
		( new PostType() )->hook();
		( new MetaBox() )->hook();
	}
}
