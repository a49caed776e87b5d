<?php
/**
 * Product pictures, the shop grid's cards and the earlier price.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Admin\ProductDataBox;
use Vitrine\Admin\ProductImagesForm;
use Vitrine\Shared\Assets;
use Vitrine\Shop\Images;
use Vitrine\Shop\ImagesFontPreload;
use Vitrine\Shop\ProductGrid;
use Vitrine\Shop\ProductGridPattern;
use Vitrine\Store\Product;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * The gallery meta is read and cast in one place and written only with a
 * good form; cards and pages render WordPress' own sized `<img>` tags.
 */
final class ProductImagesTest extends TestCase {
	use StoreFixtures;

	/**
	 * Files this test put into the uploads folder.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		parent::tearDown();
		foreach ( $this->files as $pattern ) {
			foreach ( (array) glob( $pattern ) as $file ) {
				@unlink( (string) $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
			}
		}
	}

	/**
	 * An image in the media library (one of the demo pictures, with
	 * WordPress' sub-sizes).
	 *
	 * @param string $alt Alternative text.
	 */
	private function image( string $alt = '' ): int {
		$name   = 'vitrine-test-' . wp_generate_password( 6, false, false ) . '.png';
		$upload = wp_upload_bits( $name, null, (string) file_get_contents( self::plugin_dir() . '/tools/site/demo-images/kaffeetasse.png' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertSame( false, $upload['error'] );
		$this->files[] = dirname( $upload['file'] ) . '/' . substr( $name, 0, -4 ) . '*';
		$id            = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Tasse',
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		if ( '' !== $alt ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		}
		return (int) $id;
	}

	/**
	 * A block rendered for a product, as in a query loop.
	 *
	 * @param string               $name       Block name.
	 * @param int                  $product_id Product.
	 * @param array<string, mixed> $attrs      Attributes.
	 */
	private function render( string $name, int $product_id, array $attrs = array() ): string {
		return ( new \WP_Block(
			array(
				'blockName'    => $name,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $product_id,
				'postType' => 'vitrine_product',
			)
		) )->render();
	}

	/**
	 * Saves the product data box as an editor, with a valid nonce.
	 *
	 * @param int                  $post_id Product.
	 * @param array<string, mixed> $input   Fields.
	 * @return array{saved: bool, message: string, errors: array<string, string>}
	 */
	private function submit( int $post_id, array $input ): array {
		$this->log_in_as( 'administrator' );
		$box = new ProductDataBox( new Assets( self::plugin_dir(), self::plugin_dir() . '/plugin.php' ) );
		return $box->handle( $post_id, wp_create_nonce( 'vitrine_product_data' ), $input );
	}

	public function test_gallery_field_is_read_as_image_ids_in_order_once_each(): void {
		$a = $this->image();
		$b = $this->image();
		$this->assertSame( array( $b, $a ), Images::parse_gallery( " {$b}, {$a},{$b}, " )['ids'], 'Order kept, repeats and blanks dropped.' );
		$this->assertSame( array( $a, $b ), Images::parse_gallery( array( (string) $a, $b ) )['ids'], 'A list works too.' );
		$this->assertSame( array( 'ids' => array(), 'error' => '' ), Images::parse_gallery( '' ), 'Empty: no gallery.' );
		$this->assertSame( array( 'ids' => array(), 'error' => '' ), Images::parse_gallery( null ) );
	}

	public function test_gallery_refuses_what_is_not_an_image_of_the_library_with_a_german_message(): void {
		$image    = $this->image();
		$post     = $this->create_post();
		$document = wp_insert_attachment(
			array(
				'post_mime_type' => 'application/pdf',
				'post_title'     => 'AGB',
				'post_status'    => 'inherit',
			),
			'agb.pdf'
		);
		$bad      = array( "{$image},{$post->ID}", "{$image},{$document}", '1.5', '-3', "{$image},abc", '<b>', '9999999999999999999', array( array( $image ) ), array( 1.5 ), 12, str_repeat( '1', 5000 ) );
		foreach ( $bad as $raw ) {
			$parsed = Images::parse_gallery( $raw );
			$this->assertSame( array(), $parsed['ids'], 'Input ' . wp_json_encode( $raw ) );
			$this->assertSame( 'Die Galerie enthält etwas, das kein Bild aus der Mediathek ist. Bitte wähle die Bilder erneut.', $parsed['error'], 'Input ' . wp_json_encode( $raw ) );
		}
		$many = Images::parse_gallery( implode( ',', array_fill( 0, Images::MAX_GALLERY * 4 + 1, (string) $image ) ) );
		$this->assertNotSame( '', $many['error'], 'A field of thousands of IDs is refused before anything is looked up.' );
	}

	public function test_box_saves_gallery_and_earlier_price_with_the_product(): void {
		$cup = $this->simple( 1290 );
		$a   = $this->image();
		$b   = $this->image();

		$result = $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,90', 'gallery' => "{$b},{$a}", 'was_price' => '15,90' ) );
		$this->assertTrue( $result['saved'], $result['message'] );
		$this->assertSame( array( $b, $a ), get_post_meta( $cup->id, Images::GALLERY_META, true ) );
		$this->assertSame( array( $b, $a ), Images::gallery( $cup->id ) );
		$this->assertSame( 1590, (int) get_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, true ) );
		$this->assertSame( array( 'gallery' => "{$b},{$a}", 'was_price' => '15,90' ), ProductImagesForm::values( $cup->id ), 'The box shows what was saved.' );

		// Emptied fields remove the meta.
		$this->assertTrue( $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,90', 'gallery' => '', 'was_price' => '' ) )['saved'] );
		$this->assertSame( '', get_post_meta( $cup->id, Images::GALLERY_META, true ) );
		$this->assertSame( '', get_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, true ) );
	}

	public function test_a_bad_gallery_or_earlier_price_writes_nothing_and_marks_the_field(): void {
		$cup   = $this->simple( 1290 );
		$image = $this->image();
		Images::save_gallery( $cup->id, array( $image ) );

		$result = $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '9,90', 'gallery' => "{$image},abc" ) );
		$this->assertFalse( $result['saved'] );
		$this->assertArrayHasKey( 'gallery', $result['errors'] );
		$this->assertSame( 1290, Stores::get()->product( $cup->id )->price, 'The price was not saved either: all or nothing.' );
		$this->assertSame( array( $image ), Images::gallery( $cup->id ) );

		$result = $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,90', 'was_price' => '12,90' ) );
		$this->assertSame( 'Der frühere Preis muss höher sein als der Preis. Lass ihn leer, wenn das Produkt nicht reduziert ist.', $result['errors']['was_price'] ?? '' );
		$result = $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,90', 'was_price' => 'viel' ) );
		$this->assertSame( 'Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90.', $result['errors']['was_price'] ?? '' );
		$this->assertSame( '', get_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, true ) );

		// The refused form comes back with the gallery field marked.
		$this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,90', 'gallery' => '-1' ) );
		ob_start();
		( new ProductDataBox( new Assets( self::plugin_dir(), self::plugin_dir() . '/plugin.php' ) ) )->render( get_post( $cup->id ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="vitrine_product[gallery]" value="" data-gallery-field aria-invalid="true"', $html );
		$this->assertStringContainsString( 'id="vitrine-product-gallery-error" role="alert">Die Galerie enthält etwas', $html );
	}

	public function test_a_form_without_the_fields_leaves_gallery_and_earlier_price_alone(): void {
		$cup   = $this->simple( 1290 );
		$image = $this->image();
		Images::save_gallery( $cup->id, array( $image ) );
		update_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, 1590 );
		$this->assertTrue( $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '12,50' ) )['saved'] );
		$this->assertSame( array( $image ), Images::gallery( $cup->id ) );
		$this->assertSame( 1590, (int) get_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, true ) );
	}

	public function test_a_variable_product_has_no_earlier_price_of_its_own(): void {
		$shirt = $this->variable();
		update_post_meta( $shirt->id, ProductGrid::WAS_PRICE_META, 99900 );
		$this->assertNull( ProductGrid::was_price( Stores::get()->product( $shirt->id ) ) );
		$this->assertSame( array(), ProductImagesForm::parse( array( 'was_price' => '99,00' ), null )['errors'], 'Ignored for types without one price.' );
	}

	public function test_gallery_drops_pictures_deleted_from_the_library(): void {
		$cup = $this->simple();
		$a   = $this->image();
		$b   = $this->image();
		Images::save_gallery( $cup->id, array( $a, $b ) );
		wp_delete_attachment( $a, true );
		$this->assertSame( array( $b ), Images::gallery( $cup->id ) );
		set_post_thumbnail( $cup->id, $b );
		$this->assertSame( array( $b ), Images::all( $cup->id ), 'The product image first, each picture once.' );
	}

	public function test_sold_out_and_sale_rules_per_product_type(): void {
		$store = $this->store();
		$this->assertTrue( ProductGrid::sold_out( $store, $this->simple( 1290, 0 ) ) );
		$this->assertFalse( ProductGrid::sold_out( $store, $this->simple( 1290, 1 ) ) );
		$this->assertFalse( ProductGrid::sold_out( $store, $this->simple( 1290, null ) ), 'Untracked stock never sells out.' );
		$shirt = $this->variable();
		$this->assertFalse( ProductGrid::sold_out( $store, $shirt ), 'One variation left: not sold out.' );
		$this->assertSame( 'options', ProductGrid::button_kind( $store, $shirt ) );

		$empty = $store->create_product(
			array(
				'type'       => 'variable',
				'name'       => 'Leer',
				'price'      => 1000,
				'attributes' => array(
					'groesse' => array(
						'label'   => 'Größe',
						'options' => array( 'M' ),
					),
				),
				'variations' => array(
					array(
						'attributes' => array( 'groesse' => 'M' ),
						'price'      => 1000,
						'stock'      => 0,
					),
				),
			)
		);
		$this->assertTrue( ProductGrid::sold_out( $store, $empty ), 'Every variation sold out.' );
		$this->assertSame( array( 'sold-out' => 'Ausverkauft' ), ProductGrid::badges( $store, $empty ) );
		$this->assertSame( 'view', ProductGrid::button_kind( $store, $empty ) );

		$gone  = $this->simple( 500, 0 );
		$group = $store->create_product(
			array(
				'type'     => 'grouped',
				'name'     => 'Paket',
				'price'    => 0,
				'children' => array( $gone->id ),
			)
		);
		$this->assertTrue( ProductGrid::sold_out( $store, $group ), 'A group of sold-out products.' );

		$cup = $this->simple( 1290, 5 );
		$this->assertSame( 'add', ProductGrid::button_kind( $store, $cup ) );
		$this->assertSame( array(), ProductGrid::badges( $store, $cup ) );
		update_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, 1590 );
		$this->assertSame( array( 'sale' => 'Angebot' ), ProductGrid::badges( $store, $cup ) );
		$this->assertSame( "15,90\u{00A0}€", ProductGrid::was_price_text( $store, $cup ) );
		update_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, 1290 );
		$this->assertSame( array(), ProductGrid::badges( $store, $cup ), 'Not above the price: no sale.' );
		$this->assertSame( 'options', ProductGrid::button_kind( $store, $this->box_subscription() ), 'Subscriptions choose their terms on their page.' );
	}

	public function test_card_image_has_width_height_srcset_sizes_and_its_badge(): void {
		$cup   = $this->simple( 1290, 0 );
		$image = $this->image( 'Blaue Tasse' );
		set_post_thumbnail( $cup->id, $image );
		$html = $this->render( 'vitrine/product-image', $cup->id );
		$this->assertMatchesRegularExpression( '/<img[^>]+width="768" height="768"/', $html );
		$this->assertMatchesRegularExpression( '/srcset="[^"]+-300x300\.png 300w/', $html, 'WordPress\' own sizes.' );
		$this->assertMatchesRegularExpression( '/sizes="(auto, )?\(max-width: 600px\) 50vw/', $html, 'Half the screen on phones (two columns).' );
		$this->assertStringContainsString( 'alt="Blaue Tasse"', $html );
		$this->assertStringContainsString( 'tabindex="-1" aria-hidden="true"', $html, 'The title is the card\'s link for keyboards.' );
		$this->assertStringContainsString( '<span class="vitrine-badge vitrine-badge--sold-out">Ausverkauft</span>', $html );
		$this->assertStringNotContainsString( 'vitrine-badge', $this->render( 'vitrine/product-image', $cup->id, array( 'showBadges' => false ) ) );

		$plain = $this->simple();
		$this->assertStringContainsString( '<span class="vitrine-product-image__placeholder"></span>', $this->render( 'vitrine/product-image', $plain->id ), 'No picture: a placeholder of the same shape.' );
		$this->assertSame( '', do_blocks( '<!-- wp:vitrine/product-image /-->' ), 'Outside a product: nothing.' );
	}

	public function test_card_button_adds_simple_products_and_links_the_others(): void {
		$cup  = $this->simple( 1290, 5 );
		$html = $this->render( 'vitrine/product-button', $cup->id );
		$this->assertMatchesRegularExpression( '/<form method="post" class="vitrine-product-button__form" action="[^"]+vitrine-add-nonce=[0-9a-f]+" data-vitrine-grid-add="[^"]+">/', $html, 'The product page\'s no-JavaScript add-to-cart, nonce in the URL.' );
		// What the view script needs to add through the cart API, and where it says so.
		preg_match( '/data-vitrine-grid-add="([^"]+)"/', $html, $match );
		$data = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertSame( 'Kaffeetasse', $data['name'] );
		$this->assertSame( home_url( '/?wc-ajax=change_cart' ), $data['addUrl'] );
		$this->assertSame( \Vitrine\Ajax\Router::nonce( 'change_cart' ), $data['nonce'] );
		$this->assertSame( \Vitrine\Shop\ShopPages::cart_url(), $data['cartPage'] );
		$this->assertStringContainsString( '<div class="vitrine-product-button__notices" role="status" aria-live="polite"></div>', $html );
		$this->assertStringContainsString( '<input type="hidden" name="add-to-cart" value="' . $cup->id . '" />', $html );
		$this->assertStringContainsString( 'aria-label="In den Warenkorb: Kaffeetasse">In den Warenkorb</button>', $html );

		$shirt = $this->variable();
		$this->assertMatchesRegularExpression( '/<a class="wp-block-button__link wp-element-button" href="[^"]+" aria-label="Optionen wählen: T-Shirt">Optionen wählen<\/a>/', $this->render( 'vitrine/product-button', $shirt->id ) );
		$this->assertStringContainsString( 'Details ansehen', $this->render( 'vitrine/product-button', $this->simple( 100, 0 )->id ) );
	}

	public function test_product_gallery_shows_every_picture_with_thumbnail_buttons(): void {
		$cup  = $this->simple();
		$main = $this->image( 'Blaue Tasse' );
		$more = $this->image();
		set_post_thumbnail( $cup->id, $main );
		Images::save_gallery( $cup->id, array( $more, $main ) );
		$html = $this->render( 'vitrine/product-gallery', $cup->id );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-gallery__slide"' ), 'The product image once, then the gallery.' );
		$this->assertMatchesRegularExpression( '/<img width="1000" height="1000"[^>]+alt="Blaue Tasse"[^>]+fetchpriority="high"/', $html, 'The first picture loads at once.' );
		$this->assertMatchesRegularExpression( '/alt="Kaffeetasse"[^>]+loading="lazy"/', $html, 'The second loads when near; without its own alt text it is named after the product.' );
		$this->assertSame( 2, substr_count( $html, 'alt="" sizes="auto, 80px"' ), 'Thumbnails are named by their buttons.' );
		$this->assertStringContainsString( 'aria-pressed="true" data-index="0" aria-label="Bild 1 von 2 zeigen"', $html );
		$this->assertStringContainsString( 'aria-pressed="false" data-index="1" aria-label="Bild 2 von 2 zeigen"', $html );
		$this->assertStringContainsString( 'tabindex="0" role="region" aria-label="Bilder von Kaffeetasse"', $html, 'The scrolling strip takes focus (keys scroll it).' );
		$this->assertDoesNotMatchRegularExpression( '/<img(?![^>]*\bwidth=)[^>]*>/', $html, 'Every picture has its width and height.' );

		$single = $this->simple();
		set_post_thumbnail( $single->id, $main );
		$this->assertStringNotContainsString( 'vitrine-gallery__thumb', $this->render( 'vitrine/product-gallery', $single->id ), 'One picture: no thumbnails.' );
		$this->assertSame( '', $this->render( 'vitrine/product-gallery', $this->simple()->id ), 'No pictures: nothing.' );
	}

	public function test_price_block_shows_the_earlier_price_struck_through(): void {
		$cup = $this->simple( 1290 );
		update_post_meta( $cup->id, ProductGrid::WAS_PRICE_META, 1590 );
		$html = apply_filters( 'render_block_vitrine/product-price', $this->render( 'vitrine/product-price', $cup->id ), array(), new \WP_Block( array( 'blockName' => 'vitrine/product-price' ), array( 'postId' => $cup->id ) ) );
		$this->assertStringContainsString( "<del class=\"vitrine-was-price\"><span class=\"screen-reader-text\">Früherer Preis: </span>15,90\u{00A0}€</del> <span class=\"screen-reader-text\">Jetzt: </span><span class=\"vitrine-price price\">12,90\u{00A0}€</span>", $html );
		$plain = $this->simple( 900 );
		$this->assertStringNotContainsString( '<del', $this->render( 'vitrine/product-price', $plain->id ) );
	}

	public function test_shop_grid_pattern_is_a_query_loop_of_the_card_blocks(): void {
		$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( ProductGridPattern::NAME );
		$this->assertIsArray( $pattern );
		$this->assertSame( 'Produktraster', $pattern['title'] );
		$blocks = parse_blocks( ProductGridPattern::content() );
		$this->assertSame( 'core/query', $blocks[0]['blockName'] );
		$this->assertSame( 'vitrine_product', $blocks[0]['attrs']['query']['postType'] );
		$card = array_values( array_filter( array_column( $blocks[0]['innerBlocks'][0]['innerBlocks'], 'blockName' ) ) );
		$this->assertSame( array( 'vitrine/product-image', 'core/post-title', 'vitrine/product-price', 'vitrine/product-button' ), $card );
	}

	public function test_the_theme_body_font_is_preloaded(): void {
		$urls = ImagesFontPreload::urls();
		$this->assertCount( 1, $urls, 'Twenty Twenty-Five: Manrope, one variable woff2.' );
		$this->assertStringEndsWith( '/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2', $urls[0] );
	}

	public function test_product_type_labels_name_the_featured_image_product_image(): void {
		$this->assertSame( 'Produktbild', get_post_type_object( 'vitrine_product' )->labels->featured_image );
		$this->assertSame( Product::SIMPLE, $this->simple()->type );
	}
}
