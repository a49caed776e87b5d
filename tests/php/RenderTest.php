<?php
/**
 * Tests of the front-end rendering of the blocks that are not built yet.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

/**
 * @coversNothing
 */
final class RenderTest extends TestCase {

	/**
	 * Blocks that are built render for visitors; see their own tests.
	 */
	private const SET_UP = array( 'vitrine/events-slider', 'vitrine/members-directory', 'vitrine/subscription-first-payment', 'vitrine/payment-buttons', 'vitrine/product-price', 'vitrine/add-to-cart-form', 'vitrine/cart', 'vitrine/mini-cart', 'vitrine/checkout', 'vitrine/event-details', 'vitrine/events-list' );

	/**
	 * The blocks that are not built yet.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function not_set_up(): array {
		return array_diff_key( self::blocks(), array_flip( self::SET_UP ) );
	}

	/**
	 * A block that is not built yet renders nothing on the front end for a
	 * visitor, not even markup saved by an older editor script.
	 *
	 * @dataProvider not_set_up
	 *
	 * @param string $name Block name.
	 */
	public function test_block_renders_nothing( string $name ): void {
		$this->assertFalse( is_admin() );
		$this->assertSame( 0, get_current_user_id() );
		$this->assert_renders_nothing( $name );
	}

	/**
	 * Shoppers with an account see nothing either.
	 *
	 * @dataProvider not_set_up
	 *
	 * @param string $name Block name.
	 */
	public function test_block_renders_nothing_for_a_customer( string $name ): void {
		$this->log_in_as( 'subscriber' );
		$this->assert_renders_nothing( $name );
	}

	/**
	 * Renders the block with and without saved markup and expects nothing.
	 *
	 * @param string $name Block name.
	 */
	private function assert_renders_nothing( string $name ): void {
		$this->assertTrue( $this->block_type( $name )->is_dynamic(), "{$name} must be rendered on the server." );

		$saved = '<p class="vitrine-saved">Saved markup</p>';
		$this->assertSame(
			'',
			render_block(
				array(
					'blockName'    => $name,
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => $saved,
					'innerContent' => array( $saved ),
				)
			)
		);
		$this->assertSame( '', do_blocks( "<!-- wp:{$name} /-->" ) );
	}

	/**
	 * The same holds for a visitor's view of a page that holds all of them,
	 * through the_content.
	 */
	public function test_page_with_all_blocks_shows_nothing_of_them(): void {
		$content = '';
		foreach ( array_keys( self::not_set_up() ) as $name ) {
			$content .= "<!-- wp:{$name} /-->\n";
		}
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => "<!-- wp:paragraph -->\n<p>Vorher</p>\n<!-- /wp:paragraph -->\n" . $content,
			)
		);

		$GLOBALS['post'] = $page;
		setup_postdata( $page );
		$html = apply_filters( 'the_content', get_the_content( null, false, $page ) );
		wp_reset_postdata();

		$this->assertSame( '<p>Vorher</p>', trim( $html ) );
	}
}
