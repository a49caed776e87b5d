<?php
/**
 * Script registration shared by all blocks.
 *
 * @package Vitrine
 */

namespace Vitrine\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the shared store script and points script translations at the
 * plugin's languages folder.
 */
final class Assets {

	/**
	 * Handle of the shared `@wordpress/data` store script. Block bundles list it
	 * as a dependency (see webpack.config.js), so it loads once per page.
	 */
	public const STORE_HANDLE = 'vitrine-store';

	/**
	 * @param string $dir  Plugin folder.
	 * @param string $file Plugin main file.
	 */
	public function __construct( private string $dir, private string $file ) {
	}

	/**
	 * Registers the store script from its build output.
	 */
	public function register(): void {
		$asset = $this->asset( 'store/index' );
		if ( null === $asset ) {
			return;
		}
		wp_register_script(
			self::STORE_HANDLE,
			plugins_url( 'build/store/index.js', $this->file ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		$this->translate( self::STORE_HANDLE );
	}

	/**
	 * Block previews in the editor share the cart and payment state, so the
	 * editor always has the store.
	 */
	public function enqueue_editor(): void {
		wp_enqueue_script( self::STORE_HANDLE );
	}

	/**
	 * Loads German (or any) strings for a script from languages/.
	 *
	 * @param string $handle Script handle.
	 */
	public function translate( string $handle ): void {
		wp_set_script_translations( $handle, 'vitrine', $this->dir . '/languages' );
	}

	/**
	 * The dependency data webpack wrote beside a bundle, or null before a build.
	 *
	 * @param string $entry Entry name below build/, without extension.
	 * @return array{dependencies: string[], version: string}|null
	 */
	public function asset( string $entry ): ?array {
		$path = $this->dir . '/build/' . $entry . '.asset.php';
		if ( ! is_file( $path ) ) {
			return null;
		}
		$asset = require $path;
		return array(
			'dependencies' => (array) ( $asset['dependencies'] ?? array() ),
			'version'      => (string) ( $asset['version'] ?? VITRINE_VERSION ),
		);
	}
}
