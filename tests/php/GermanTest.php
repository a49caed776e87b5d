<?php
/**
 * Tests of the German site: WordPress' strings and the plugin's block titles.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

/**
 * @coversNothing
 */
final class GermanTest extends TestCase {

	/**
	 * German block titles, as languages/vitrine-de_DE.mo must provide them.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function german_titles(): array {
		return array(
			'vitrine/events-slider'              => array( 'vitrine/events-slider', 'Veranstaltungs-Slider' ),
			'vitrine/members-directory'          => array( 'vitrine/members-directory', 'Mitgliederverzeichnis' ),
			'vitrine/subscription-first-payment' => array( 'vitrine/subscription-first-payment', 'Erste Abo-Zahlung' ),
			'vitrine/payment-buttons'            => array( 'vitrine/payment-buttons', 'Zahlungsbuttons' ),
			'vitrine/paylater-messages'          => array( 'vitrine/paylater-messages', 'Später-bezahlen-Hinweise' ),
			'vitrine/product-price'              => array( 'vitrine/product-price', 'Produktpreis' ),
			'vitrine/add-to-cart-form'           => array( 'vitrine/add-to-cart-form', 'Warenkorb-Formular' ),
			'vitrine/event-details'              => array( 'vitrine/event-details', 'Veranstaltungsdetails' ),
			'vitrine/events-list'                => array( 'vitrine/events-list', 'Veranstaltungsliste' ),
			'vitrine/product-image'              => array( 'vitrine/product-image', 'Produktbild' ),
			'vitrine/product-button'             => array( 'vitrine/product-button', 'Produkt-Button' ),
			'vitrine/product-gallery'            => array( 'vitrine/product-gallery', 'Produktgalerie' ),
		);
	}

	/**
	 * The site speaks German, with WordPress' own translations loaded.
	 */
	public function test_wordpress_strings_are_german(): void {
		$this->assertSame( 'de_DE', get_locale() );
		$this->assertSame( 'de_DE', determine_locale() );
		$this->assertSame( 'Einstellungen', __( 'Settings' ) );
		$this->assertSame( 'Anmelden', __( 'Log in' ) );
	}

	/**
	 * Block titles from block.json come out German in the block type registry
	 * (register_block_type() translates them through the i18n schema).
	 *
	 * @dataProvider german_titles
	 *
	 * @param string $name   Block name.
	 * @param string $german Expected German title.
	 */
	public function test_block_title_is_german( string $name, string $german ): void {
		$this->assertSame(
			$german,
			$this->block_type( $name )->title,
			is_file( self::plugin_dir() . '/languages/vitrine-de_DE.mo' ) ? 'languages/vitrine-de_DE.mo lacks this title (msgctxt "block title").' : 'languages/vitrine-de_DE.mo is missing; `npm run build` (tools/i18n) makes it.'
		);
	}

	/**
	 * translate_settings_using_i18n_schema() gives the same German title for
	 * the English block.json title, so the .mo carries the "block title"
	 * context that WordPress asks for.
	 *
	 * @dataProvider german_titles
	 *
	 * @param string $name   Block name.
	 * @param string $german Expected German title.
	 */
	public function test_i18n_schema_translates_the_title( string $name, string $german ): void {
		$folder   = self::block_names()[ $name ];
		$metadata = wp_json_file_decode( self::plugin_dir() . "/blocks/{$folder}/block.json" );
		$schema   = wp_json_file_decode( ABSPATH . WPINC . '/block-i18n.json' );

		$this->assertSame( $german, translate_settings_using_i18n_schema( $schema->title, $metadata->title, 'vitrine' ), 'No German "block title" translation for the vitrine text domain.' );
		$this->assertNotSame( $metadata->title, $german, 'The English title must differ from the German one for this test to mean anything.' );
	}
}
