<?php
/**
 * Tests of the script registration and its translations.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shared;

use Vitrine\Admin\SetupPage;
use Vitrine\Shared\Assets;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Shared\Assets
 * @covers \Vitrine\Blocks\Registry::register
 */
final class ScriptTranslationsTest extends TestCase {

	/**
	 * The shared store script is registered from its build output.
	 */
	public function test_store_script_is_registered_from_build(): void {
		$script = wp_scripts()->query( Assets::STORE_HANDLE, 'registered' );
		$this->assertSame( 'vitrine-store', Assets::STORE_HANDLE );
		$this->assertNotFalse( $script, 'vitrine-store is not registered.' );

		$asset = require self::plugin_dir() . '/build/store/index.asset.php';
		$this->assertNotEmpty( $asset['dependencies'] );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( plugins_url( 'build/store/index.js', VITRINE_FILE ), $script->src );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'The store should load in the footer.' );
		foreach ( $script->deps as $dependency ) {
			$this->assertTrue( wp_script_is( $dependency, 'registered' ), "Dependency {$dependency} of vitrine-store is not a registered script." );
		}
	}

	/**
	 * The store's strings come from the plugin's languages/ folder.
	 */
	public function test_store_script_has_translations(): void {
		$this->assert_translations( Assets::STORE_HANDLE, 'build/store/index.js' );
	}

	/**
	 * Each block editor script gets its strings from languages/ too.
	 *
	 * @dataProvider blocks
	 *
	 * @param string $name   Block name.
	 * @param string $folder Folder below build/.
	 */
	public function test_editor_script_has_translations( string $name, string $folder ): void {
		$handle = $this->block_type( $name )->editor_script_handles[0] ?? '';
		$this->assertNotSame( '', $handle, "{$name} has no editor script." );
		$this->assert_translations( $handle, "build/{$folder}/index.js" );
	}

	/**
	 * The editor gets the store, so block previews share its state: the
	 * plugin's enqueue_block_editor_assets callback enqueues it.
	 */
	public function test_editor_enqueues_store(): void {
		$callback = null;
		foreach ( $GLOBALS['wp_filter']['enqueue_block_editor_assets']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $entry ) {
				if ( is_array( $entry['function'] ) && $entry['function'][0] instanceof Assets && 'enqueue_editor' === $entry['function'][1] ) {
					$callback = $entry['function'];
				}
			}
		}
		$this->assertNotNull( $callback, 'Assets::enqueue_editor() is not hooked to enqueue_block_editor_assets.' );

		$this->assertFalse( wp_script_is( Assets::STORE_HANDLE, 'enqueued' ) );
		try {
			call_user_func( $callback );
			$this->assertTrue( wp_script_is( Assets::STORE_HANDLE, 'enqueued' ) );
		} finally {
			wp_dequeue_script( Assets::STORE_HANDLE );
		}
	}

	/**
	 * The first-run setup's screen loads its script with German strings
	 * (the handle tools/i18n/build.mjs writes the JSON for).
	 */
	public function test_setup_screen_script_has_translations(): void {
		( new SetupPage( new Assets( VITRINE_DIR, VITRINE_FILE ) ) )->enqueue( 'settings_page_' . SetupPage::SLUG );
		try {
			$this->assertTrue( wp_script_is( SetupPage::SCRIPT, 'enqueued' ) );
			$json = (string) load_script_textdomain( SetupPage::SCRIPT, 'vitrine', VITRINE_DIR . '/languages' );
			$this->assertSame( array( 'Speichern und weiter' ), json_decode( $json, true )['locale_data']['messages']['Save and continue'] ?? null );
			$this->assert_translations( SetupPage::SCRIPT, 'build/admin/setup.js' );
		} finally {
			wp_dequeue_script( SetupPage::SCRIPT );
			wp_deregister_script( SetupPage::SCRIPT );
		}
	}

	/**
	 * Checks a script's text domain and translations folder, that WordPress
	 * loads German strings for it from there, and that it would also find a
	 * JSON file named after the script's path (as `wp i18n make-json` names
	 * them) instead of the handle.
	 *
	 * @param string $handle   Script handle.
	 * @param string $relative Script path inside the plugin.
	 */
	private function assert_translations( string $handle, string $relative ): void {
		$script = wp_scripts()->query( $handle, 'registered' );
		$this->assertNotFalse( $script, "{$handle} is not registered." );
		$this->assertSame( 'vitrine', $script->textdomain );
		$this->assertSame( VITRINE_DIR . '/languages', $script->translations_path );
		$this->assertSame( realpath( self::plugin_dir() . '/languages' ), realpath( $script->translations_path ) );
		$this->assertContains( 'wp-i18n', $script->deps, "{$handle} needs wp-i18n for its translations." );

		$json = load_script_textdomain( $handle, 'vitrine', $script->translations_path );
		$this->assertIsString( $json, "No German script translations for {$handle} in languages/; `npm run build` makes them." );
		$data = json_decode( $json, true );
		$this->assertSame( 'de_DE', $data['locale_data']['messages']['']['lang'] ?? null );
		$this->assertGreaterThan( 1, count( $data['locale_data']['messages'] ), "The JSON for {$handle} holds no strings." );

		// Without a file named after the handle, WordPress tries the md5 of the script's path.
		$by_handle  = $script->translations_path . "/vitrine-de_DE-{$handle}.json";
		$looked_for = array();
		add_filter(
			'load_script_translation_file',
			static function ( $file ) use ( &$looked_for, $by_handle ) {
				$looked_for[] = $file;
				return $by_handle === $file ? false : $file;
			}
		);
		load_script_textdomain( $handle, 'vitrine', $script->translations_path );

		$this->assertSame( $by_handle, $looked_for[0] ?? null );
		$this->assertContains(
			$script->translations_path . '/vitrine-de_DE-' . md5( $relative ) . '.json',
			$looked_for,
			"WordPress does not look for the md5 JSON of {$relative}."
		);
	}
}
