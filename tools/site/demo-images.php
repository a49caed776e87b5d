<?php
/**
 * Demo pictures of the products: the PNGs that
 * tools/site/demo-images.mjs draws, imported into the media library (with
 * WordPress' own sizes, so srcset works) and set as product image and
 * gallery; an earlier price for the ticket (sale badge) and a sold-out
 * product (sold-out badge). Idempotent: a picture is imported once (found
 * by its meta `_vitrine_demo_image`), products get their pictures again.
 *
 * @package Vitrine
 */

/**
 * The pictures per product slug: product image first, then the gallery,
 * each with its alternative text.
 *
 * @return array<string, array<string, string>>
 */
function vitrine_demo_product_pictures(): array {
	return array(
		'kaffeetasse'          => array(
			'kaffeetasse.png'   => 'Blaue Kaffeetasse mit gelbem Streifen',
			'kaffeetasse-2.png' => 'Die Kaffeetasse in Rot mit cremefarbenem Streifen',
			'kaffeetasse-3.png' => 'Die Kaffeetasse von oben, mit Kaffee gefüllt',
		),
		'vitrine-shirt'        => array(
			'vitrine-shirt.png'   => 'Grünes Vitrine-Shirt mit gelbem Ring-Aufdruck',
			'vitrine-shirt-2.png' => 'Das Vitrine-Shirt in Weiß mit grünem Aufdruck',
		),
		'vitrine-hoodie'       => array( 'vitrine-hoodie.png' => 'Lila Vitrine-Hoodie mit Kapuze und rosa Aufdruck' ),
		'ticket-sommerfest'    => array( 'ticket-sommerfest.png' => 'Rote Eintrittskarte vor einer Sommersonne' ),
		'jahresmitgliedschaft' => array( 'jahresmitgliedschaft.png' => 'Dunkelblauer Mitgliedsausweis' ),
		'monatsbox'            => array( 'monatsbox.png' => 'Rote Geschenkbox mit heller Schleife' ),
		'kaffee-abo'           => array( 'kaffee-abo.png' => 'Dunkle Kaffeetüte mit Bohnen' ),
		'stadtfuehrung'        => array( 'stadtfuehrung.png' => 'Bunte Häuser einer Altstadt in der Sonne' ),
		'fanpaket'             => array( 'fanpaket.png' => 'Vitrine-Shirt und Kaffeetasse zusammen' ),
		'jutebeutel'           => array( 'jutebeutel.png' => 'Jutebeutel mit grünem Ring-Aufdruck' ),
	);
}

/**
 * Imports one demo picture (once) and gives its attachment ID.
 *
 * @param string $name File in tools/site/demo-images/.
 * @param string $alt  Alternative text.
 */
function vitrine_demo_image( string $name, string $alt ): int {
	$found = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'inherit',
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'meta_key'       => '_vitrine_demo_image', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'     => $name, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		)
	);
	if ( $found && is_file( (string) get_attached_file( (int) $found[0] ) ) ) {
		update_post_meta( (int) $found[0], '_wp_attachment_image_alt', $alt );
		return (int) $found[0];
	}
	$source = __DIR__ . '/demo-images/' . $name;
	if ( ! is_file( $source ) ) {
		fwrite( STDERR, "Demo picture {$name} is missing: run node tools/site/demo-images.mjs\n" );
		exit( 1 );
	}
	$upload = wp_upload_bits( $name, null, (string) file_get_contents( $source ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	if ( ! empty( $upload['error'] ) ) {
		fwrite( STDERR, "Demo picture {$name}: {$upload['error']}\n" );
		exit( 1 );
	}
	$id = wp_insert_attachment(
		array(
			'post_title'     => $alt,
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
		),
		$upload['file'],
		0,
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "Demo picture {$name}: {$id->get_error_message()}\n" );
		exit( 1 );
	}
	require_once ABSPATH . 'wp-admin/includes/image.php';
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	update_post_meta( $id, '_vitrine_demo_image', $name );
	return (int) $id;
}

/**
 * The sold-out demo product, then every demo product's pictures, and the
 * ticket's early-bird reduction.
 */
function vitrine_seed_product_images_demo(): void {
	$store = Vitrine\Store\Stores::get();
	$find  = static function ( string $slug ): int {
		$found = get_page_by_path( $slug, OBJECT, Vitrine\Store\ProductRepository::POST_TYPE );
		return $found ? (int) $found->ID : 0;
	};
	if ( ! $find( 'jutebeutel' ) ) {
		try {
			$bag = $store->create_product(
				array(
					'slug'        => 'jutebeutel',
					'type'        => 'simple',
					'name'        => 'Jutebeutel',
					'price'       => 890,
					'stock'       => 0,
					'description' => 'Fester Beutel aus Jute mit Vitrine-Aufdruck. Gerade ausverkauft, bald wieder da.',
				)
			);
			// Older than the other products: the home page shows the newest three.
			wp_update_post(
				array(
					'ID'            => $bag->id,
					'post_date'     => '2024-01-01 10:00:00',
					'post_date_gmt' => '2024-01-01 09:00:00',
				)
			);
		} catch ( Vitrine\Store\StoreException $error ) {
			fwrite( STDERR, 'Demo product jutebeutel: ' . $error->getMessage() . "\n" );
			exit( 1 );
		}
	}
	foreach ( vitrine_demo_product_pictures() as $slug => $pictures ) {
		$product = $find( $slug );
		if ( ! $product ) {
			continue;
		}
		$ids = array();
		foreach ( $pictures as $name => $alt ) {
			$ids[] = vitrine_demo_image( $name, $alt );
		}
		set_post_thumbnail( $product, (int) array_shift( $ids ) );
		Vitrine\Shop\Images::save_gallery( $product, $ids );
	}
	$ticket = $find( 'ticket-sommerfest' );
	if ( $ticket ) {
		// Sale badge: the early-bird price of 15,00 € against 18,00 € before.
		update_post_meta( $ticket, Vitrine\Shop\ProductGrid::WAS_PRICE_META, 1800 );
	}
}
