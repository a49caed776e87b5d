<?php
/**
 * Tests of the plugin's own PSR-4 autoloader.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use Vitrine\Autoloader;

/**
 * @covers \Vitrine\Autoloader
 */
final class AutoloaderTest extends TestCase {

	/**
	 * Loader for the plugin's namespace, as plugin.php builds it.
	 *
	 * @return Autoloader
	 */
	private function plugin_loader(): Autoloader {
		return new Autoloader( 'Vitrine\\', self::plugin_dir() . '/includes' );
	}

	/**
	 * Classes of the prefix map to files below the folder, PSR-4 style.
	 */
	public function test_maps_namespace_to_file(): void {
		$dir    = self::plugin_dir() . '/includes';
		$loader = $this->plugin_loader();

		$this->assertSame( $dir . '/Foo/Bar.php', $loader->file_for( 'Vitrine\\Foo\\Bar' ) );
		$this->assertSame( $dir . '/Assets.php', $loader->file_for( 'Vitrine\\Assets' ) );
		$this->assertSame( $dir . '/Blocks/Registry.php', $loader->file_for( 'Vitrine\\Blocks\\Registry' ) );
		$this->assertSame( $dir . '/A/B/C_d9.php', $loader->file_for( 'Vitrine\\A\\B\\C_d9' ) );
	}

	/**
	 * The prefix and folder may be given with or without trailing separators.
	 */
	public function test_normalises_prefix_and_folder(): void {
		$dir    = self::plugin_dir() . '/includes';
		$loader = new Autoloader( 'Vitrine', $dir . '/' );

		$this->assertSame( $dir . '/Foo/Bar.php', $loader->file_for( 'Vitrine\\Foo\\Bar' ) );
	}

	/**
	 * Names outside the prefix are somebody else's.
	 *
	 * @dataProvider foreign_names
	 *
	 * @param string $class_name Class name.
	 */
	public function test_ignores_other_namespaces( string $class_name ): void {
		$this->assertNull( $this->plugin_loader()->file_for( $class_name ) );
	}

	/**
	 * Class names outside the plugin's namespace.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function foreign_names(): array {
		return array(
			'other vendor'         => array( 'Acme\\Foo\\Bar' ),
			'global class'         => array( 'WP_Post' ),
			'prefix without slash' => array( 'VitrineExtra\\Foo' ),
			'prefix in the middle' => array( 'Acme\\Vitrine\\Foo' ),
			'leading backslash'    => array( '\\Vitrine\\Foo' ),
		);
	}

	/**
	 * Anything that is not a class name must never become a path.
	 *
	 * @dataProvider invalid_names
	 *
	 * @param string $class_name Class name.
	 */
	public function test_rejects_names_that_are_not_identifiers( string $class_name ): void {
		$this->assertNull( $this->plugin_loader()->file_for( $class_name ) );
	}

	/**
	 * Strings that start with the prefix but are no class names.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function invalid_names(): array {
		return array(
			'prefix only'         => array( 'Vitrine\\' ),
			'parent folder'       => array( 'Vitrine\\..\\..\\wp-config' ),
			'dots in a segment'   => array( 'Vitrine\\Foo..Bar' ),
			'slash'               => array( 'Vitrine\\Foo/Bar' ),
			'slash traversal'     => array( 'Vitrine\\../../../wp-config' ),
			'empty segment'       => array( 'Vitrine\\Foo\\\\Bar' ),
			'trailing backslash'  => array( 'Vitrine\\Foo\\' ),
			'starts with a digit' => array( 'Vitrine\\1Foo' ),
			'file extension'      => array( 'Vitrine\\Foo.php' ),
			'space'               => array( 'Vitrine\\Foo Bar' ),
			'nul byte'            => array( "Vitrine\\Foo\0.txt" ),
			'trailing newline'    => array( "Vitrine\\Foo\n" ),
			'colon'               => array( 'Vitrine\\C:\\Foo' ),
		);
	}

	/**
	 * A registered loader requires the class file on first use, and stays
	 * quiet about classes whose file does not exist.
	 */
	public function test_loads_an_existing_class(): void {
		$class  = 'Vitrine\\Tests\\Fixtures\\Widget\\Thing';
		$loader = new Autoloader( 'Vitrine\\Tests\\Fixtures', __DIR__ . '/fixtures/autoload' );

		$this->assertFalse( class_exists( $class, false ), 'The fixture must not be loaded before the test.' );
		$loader->register();
		try {
			$this->assertTrue( class_exists( $class ) );
			$this->assertSame( 'thing', ( new $class() )->name() );
			$this->assertSame(
				realpath( __DIR__ . '/fixtures/autoload/Widget/Thing.php' ),
				( new \ReflectionClass( $class ) )->getFileName()
			);
			$this->assertFalse( class_exists( 'Vitrine\\Tests\\Fixtures\\Widget\\Missing' ) );
		} finally {
			spl_autoload_unregister( array( $loader, 'load' ) );
		}
	}

	/**
	 * plugin.php registered a loader for "Vitrine\" pointing at includes/,
	 * and the plugin's classes came from there.
	 */
	public function test_plugin_registered_its_loader(): void {
		$found = null;
		foreach ( spl_autoload_functions() as $function ) {
			if ( is_array( $function ) && $function[0] instanceof Autoloader && null !== $function[0]->file_for( 'Vitrine\\Plugin' ) ) {
				$found = $function[0];
			}
		}
		$this->assertInstanceOf( Autoloader::class, $found, 'No Vitrine autoloader on the SPL stack.' );
		$this->assertSame(
			realpath( self::plugin_dir() . '/includes/Blocks/Registry.php' ),
			realpath( $found->file_for( 'Vitrine\\Blocks\\Registry' ) )
		);
		$this->assertSame(
			realpath( self::plugin_dir() . '/includes/Blocks/Registry.php' ),
			realpath( ( new \ReflectionClass( \Vitrine\Blocks\Registry::class ) )->getFileName() )
		);
	}
}
