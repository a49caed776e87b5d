<?php
/**
 * A product's shipping class in the product data box.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\ProductDataBox;
use Vitrine\Shared\Assets;
use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * The demo has the class "Sperrgut" (tools/site/demo.php).
 *
 * @covers \Vitrine\Admin\ProductBoxView
 * @covers \Vitrine\Admin\ProductForm
 */
final class ProductShippingClassTest extends TestCase {
	use StoreFixtures;

	/**
	 * The box, as the plugin hooks it.
	 */
	private function box(): ProductDataBox {
		return new ProductDataBox( new Assets( self::plugin_dir(), self::plugin_dir() . '/plugin.php' ) );
	}

	/**
	 * The box's markup for a product.
	 *
	 * @param int $post_id Product ID.
	 */
	private function rendered( int $post_id ): string {
		ob_start();
		$this->box()->render( get_post( $post_id ) );
		return (string) ob_get_clean();
	}

	public function test_the_box_offers_the_owners_classes_and_saves_the_choice(): void {
		$this->log_in_as( 'administrator' );
		$cup = $this->simple( 1990 );
		$this->assertMatchesRegularExpression( '#<select id="[^"]+" name="vitrine_product\[shipping_class\]"[^>]*><option value="" selected=\'selected\'>Keine Versandklasse</option><option value="sperrgut">Sperrgut</option></select>#', $this->rendered( $cup->id ) );

		$result = $this->box()->handle( $cup->id, wp_create_nonce( 'vitrine_product_data' ), array( 'type' => 'simple', 'price' => '19,90', 'needs_shipping' => '1', 'shipping_class' => 'sperrgut' ) );

		$this->assertTrue( $result['saved'], $result['message'] );
		$this->assertSame( 'sperrgut', Stores::get()->product( $cup->id )->shipping_class );
		$refused = $this->box()->handle( $cup->id, wp_create_nonce( 'vitrine_product_data' ), array( 'type' => 'simple', 'price' => '19,90', 'needs_shipping' => '1', 'shipping_class' => 'palette' ) );
		$this->assertFalse( $refused['saved'] );
		$this->assertSame( 'Diese Versandklasse gibt es nicht.', $refused['errors']['shipping_class'] );
		$this->assertSame( 'sperrgut', Stores::get()->product( $cup->id )->shipping_class );
	}

	public function test_without_classes_the_box_has_no_class_field(): void {
		$this->log_in_as( 'administrator' );
		ShippingSettings::save( array( 'zones' => array( ShippingSettings::zone( 'de', 'Deutschland', array( 'DE' ), array( ShippingSettings::method( 'standard', ShippingRules::FLAT, 'Standard', 490 ) ) ) ) ) );
		$this->assertStringNotContainsString( 'shipping_class', $this->rendered( $this->simple( 1990 )->id ) );
	}
}
