<?php
/**
 * Tests of the block registration from block.json.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\Registry;
use Vitrine\Shared\Assets;
use Vitrine\Tests\TestCase;
use WP_Block_Editor_Context;

/**
 * @covers \Vitrine\Blocks\Registry
 */
final class RegistryTest extends TestCase {

	/**
	 * Each block is registered from its block.json with the plugin's settings.
	 *
	 * @dataProvider blocks
	 *
	 * @param string $name   Block name.
	 * @param string $folder Folder below blocks/.
	 */
	public function test_block_is_registered_from_block_json( string $name, string $folder ): void {
		$type = $this->block_type( $name );

		$this->assertSame( 3, $type->api_version );
		$this->assertSame( 'vitrine', $type->category );
		$this->assertNotSame( '', (string) $type->title );
		$this->assertTrue( is_callable( $type->render_callback ), "{$name} has no render callback." );
		$this->assertTrue( $type->is_dynamic() );

		/*
		 * WordPress 6.8 does not copy "textdomain" into WP_Block_Type (its
		 * property stays null); it uses it to translate the metadata and to
		 * set the editor script's text domain, so check both ends.
		 */
		$metadata = wp_json_file_decode( self::plugin_dir() . "/blocks/{$folder}/block.json", array( 'associative' => true ) );
		$this->assertSame( $name, $metadata['name'] );
		$this->assertSame( 3, $metadata['apiVersion'] );
		$this->assertSame( 'vitrine', $metadata['textdomain'] );
		$this->assertSame( 'vitrine', wp_scripts()->query( $type->editor_script_handles[0] ?? '', 'registered' )->textdomain ?? null );
	}

	/**
	 * The editor script is the block's build output, served from the plugin URL.
	 *
	 * @dataProvider blocks
	 *
	 * @param string $name   Block name.
	 * @param string $folder Folder below build/.
	 */
	public function test_editor_script_points_at_build( string $name, string $folder ): void {
		$type = $this->block_type( $name );
		$this->assertCount( 1, $type->editor_script_handles, "{$name} should have one editor script." );

		$handle = $type->editor_script_handles[0];
		$script = wp_scripts()->query( $handle, 'registered' );
		$this->assertNotFalse( $script, "Editor script {$handle} of {$name} is not registered." );
		$this->assertSame( plugins_url( "build/{$folder}/index.js", VITRINE_FILE ), $script->src );
		$this->assertSame( WP_PLUGIN_URL . "/vitrine/build/{$folder}/index.js", $script->src );
		$this->assertFileExists( self::plugin_dir() . "/build/{$folder}/index.js" );

		$asset = require self::plugin_dir() . "/build/{$folder}/index.asset.php";
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
	}

	/**
	 * The plugin registers exactly the five blocks of the design card.
	 */
	public function test_no_script_of_a_page_with_the_mini_cart_and_the_product_form_blocks_rendering_in_the_head(): void {
		$scripts = wp_scripts();
		$saved   = array( $scripts->queue, $scripts->done, $scripts->in_footer, $scripts->to_do );
		$scripts->queue = array();
		$scripts->done  = array();
		foreach ( array( 'vitrine/mini-cart', 'vitrine/add-to-cart-form' ) as $name ) {
			foreach ( \WP_Block_Type_Registry::get_instance()->get_registered( $name )->view_script_handles as $handle ) {
				wp_enqueue_script( $handle );
			}
		}
		$this->assertNotSame( array(), $scripts->queue );

		ob_start();
		wp_print_head_scripts();
		$head = (string) ob_get_clean();
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();
		[ $scripts->queue, $scripts->done, $scripts->in_footer, $scripts->to_do ] = $saved;

		$this->assertDoesNotMatchRegularExpression( '/<script[^>]+src=/', $head, 'nothing blocks the first paint' );
		foreach ( array( 'build/store/index.js', 'build/mini-cart/view.js', 'react-dom', 'data.min.js' ) as $file ) {
			$this->assertStringContainsString( $file, $footer );
		}
	}

	public function test_only_the_known_blocks_are_registered(): void {
		$ours = array_filter(
			array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ),
			static fn( string $name ): bool => str_starts_with( $name, 'vitrine/' )
		);
		sort( $ours );
		// The blocks that are not set up yet, plus the ones built since.
		$expected = array_merge( array_keys( self::block_names() ), array( 'vitrine/my-account' ) );
		sort( $expected );
		$this->assertSame( $expected, $ours );
	}

	/**
	 * "Vitrine" is the first category in the inserter, exactly once.
	 */
	public function test_category_is_first(): void {
		$post       = $this->create_post();
		$categories = get_block_categories( $post );

		$this->assertSame( 'vitrine', $categories[0]['slug'] );
		$this->assertSame( 'Vitrine', $categories[0]['title'] );
		$this->assertSame( 1, $this->count_vitrine( $categories ) );
		// Core's own categories are still there behind it.
		$this->assertContains( 'text', array_column( $categories, 'slug' ) );
	}

	/**
	 * Running the filter again on its own result does not add a second entry.
	 */
	public function test_category_is_not_duplicated(): void {
		$post    = $this->create_post();
		$context = new WP_Block_Editor_Context( array( 'post' => $post ) );
		$once    = get_block_categories( $context );
		$twice   = apply_filters( 'block_categories_all', $once, $context );

		$this->assertSame( 1, $this->count_vitrine( $twice ) );
		$this->assertSame( 'vitrine', $twice[0]['slug'] );

		// The same with the callback hooked in twice.
		$registry = new Registry( self::plugin_dir() . '/blocks', new Assets( VITRINE_DIR, VITRINE_FILE ) );
		add_filter( 'block_categories_all', array( $registry, 'add_category' ), 20 );
		$categories = get_block_categories( $context );
		$this->assertSame( 1, $this->count_vitrine( $categories ) );
		$this->assertSame( 'vitrine', $categories[0]['slug'] );

		$direct = $registry->add_category( $registry->add_category( array( array( 'slug' => 'text', 'title' => 'Text', 'icon' => null ) ) ) );
		$this->assertSame( array( 'vitrine', 'text' ), array_column( $direct, 'slug' ) );
	}

	/**
	 * How often the "vitrine" slug occurs in a category list.
	 *
	 * @param array<int, array<string, mixed>> $categories Block categories.
	 * @return int
	 */
	private function count_vitrine( array $categories ): int {
		return count( array_keys( array_column( $categories, 'slug' ), 'vitrine', true ) );
	}
}
