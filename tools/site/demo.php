<?php
/**
 * Demo content of the local site: a page per block. Idempotent: pages are
 * found by slug and brought back to their demo state.
 *
 * @package Vitrine
 */

/**
 * The demo pages, by slug.
 *
 * @return array<string, array{title: string, content: string}>
 */
function vitrine_demo_pages(): array {
	return array(
		'veranstaltungen'  => array(
			'title'   => 'Veranstaltungen',
			'content' => '<!-- wp:vitrine/events-slider /-->',
		),
		'mitglieder'       => array(
			'title'   => 'Mitgliederverzeichnis',
			'content' => '<!-- wp:vitrine/members-directory /-->',
		),
		'erste-zahlung'    => array(
			'title'   => 'Abo: erste Zahlung',
			'content' => '<!-- wp:vitrine/subscription-first-payment /-->',
		),
		'bezahlen'         => array(
			'title'   => 'Bezahlen',
			'content' => '<!-- wp:vitrine/payment-buttons /-->',
		),
		'spaeter-bezahlen' => array(
			'title'   => 'Später bezahlen',
			'content' => '<!-- wp:vitrine/paylater-messages /-->',
		),
	);
}

/**
 * Creates or restores the demo content.
 */
function vitrine_seed_demo(): void {
	$author = get_user_by( 'login', 'admin' );
	foreach ( vitrine_demo_pages() as $slug => $page ) {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		$postarr  = array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $page['title'],
			'post_content' => $page['content'],
			'post_author'  => $author ? $author->ID : 1,
		);
		if ( $existing ) {
			$postarr['ID'] = $existing->ID;
		}
		$id = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'Demo page ' . $slug . ': ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	vitrine_seed_navigation();
	vitrine_seed_store_demo();
	// The editor's welcome guide shows a picture from wordpress.org; this site is offline.
	if ( $author ) {
		global $wpdb;
		$key         = $wpdb->get_blog_prefix() . 'persisted_preferences';
		$preferences = get_user_meta( $author->ID, $key, true );
		$preferences = is_array( $preferences ) ? $preferences : array();
		$preferences['core/edit-post']['welcomeGuide'] = false;
		$preferences['core/edit-site']['welcomeGuide'] = false;
		$preferences['_modified']                      = gmdate( 'c' );
		update_user_meta( $author->ID, $key, $preferences );
	}
	// WordPress' own sample content is not part of the demo.
	foreach ( array( 'hello-world' => 'post', 'sample-page' => 'page', 'beispiel-seite' => 'page', 'hallo-welt' => 'post' ) as $slug => $type ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}

/**
 * A menu of the demo pages. Without one, the theme's header falls back to a
 * page list that WordPress renders as a list inside a list, which axe
 * rightly reports.
 */
function vitrine_seed_navigation(): void {
	$links = '';
	foreach ( vitrine_demo_pages() as $slug => $page ) {
		$found = get_page_by_path( $slug, OBJECT, 'page' );
		if ( ! $found ) {
			continue;
		}
		$links .= sprintf(
			'<!-- wp:navigation-link %s /-->',
			wp_json_encode(
				array(
					'label' => $page['title'],
					'type'  => 'page',
					'id'    => $found->ID,
					'url'   => get_permalink( $found ),
					'kind'  => 'post-type',
				),
				JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
			)
		);
	}
	$existing = get_page_by_path( 'vitrine-hauptmenue', OBJECT, 'wp_navigation' );
	$postarr  = array(
		'post_type'    => 'wp_navigation',
		'post_status'  => 'publish',
		'post_name'    => 'vitrine-hauptmenue',
		'post_title'   => 'Hauptmenü',
		'post_content' => $links,
	);
	if ( $existing ) {
		$postarr['ID'] = $existing->ID;
	}
	wp_insert_post( wp_slash( $postarr ) );
}

/**
 * Demo products of the built-in store (issue 4), one of each type; created
 * when missing (found by slug), never duplicated.
 */
function vitrine_seed_store_demo(): void {
	$store    = Vitrine\Store\Stores::get();
	$find     = static function ( string $slug ): int {
		$found = get_page_by_path( $slug, OBJECT, Vitrine\Store\ProductRepository::POST_TYPE );
		return $found ? (int) $found->ID : 0;
	};
	$sizes    = array(
		'groesse' => array(
			'label'   => 'Größe',
			'options' => array( 'M', 'L' ),
		),
	);
	$products = array(
		array(
			'slug'           => 'jahresmitgliedschaft',
			'type'           => 'simple',
			'name'           => 'Jahresmitgliedschaft',
			'price'          => 6000,
			'needs_shipping' => false,
			'description'    => 'Ein Jahr Mitglied im Verein, mit Eintrag im Mitgliederverzeichnis.',
		),
		array(
			'slug'           => 'ticket-sommerfest',
			'type'           => 'simple',
			'name'           => 'Ticket Sommerfest',
			'price'          => 1500,
			'stock'          => 120,
			'needs_shipping' => false,
		),
		array(
			'slug'  => 'kaffeetasse',
			'type'  => 'simple',
			'name'  => 'Kaffeetasse',
			'price' => 1290,
			'stock' => 25,
		),
		array(
			'slug'       => 'vitrine-shirt',
			'type'       => 'variable',
			'name'       => 'Vitrine-Shirt',
			'price'      => 2490,
			'attributes' => $sizes,
			'variations' => array(
				array(
					'attributes' => array( 'groesse' => 'M' ),
					'price'      => 2490,
					'stock'      => 10,
				),
				array(
					'attributes' => array( 'groesse' => 'L' ),
					'price'      => 2690,
					'stock'      => 8,
				),
			),
		),
		array(
			'slug'  => 'monatsbox',
			'type'  => 'subscription',
			'name'  => 'Monatsbox',
			'price' => 2990,
			'plan'  => array(
				'period'       => 'month',
				'trial_length' => 14,
				'trial_period' => 'day',
			),
		),
		array(
			'slug'           => 'kaffee-abo',
			'type'           => 'variable-subscription',
			'name'           => 'Kaffee-Abo',
			'price'          => 1490,
			'needs_shipping' => true,
			'plan'           => array( 'period' => 'month' ),
			'attributes'     => array(
				'lieferung' => array(
					'label'   => 'Lieferung',
					'options' => array( 'monatlich', 'vierteljaehrlich' ),
				),
			),
			'variations'     => array(
				array(
					'attributes' => array( 'lieferung' => 'monatlich' ),
					'price'      => 1490,
					'plan'       => array(
						'period'       => 'month',
						'trial_length' => 7,
						'trial_period' => 'day',
					),
				),
				array(
					'attributes' => array( 'lieferung' => 'vierteljaehrlich' ),
					'price'      => 3990,
					'plan'       => array(
						'period'   => 'month',
						'interval' => 3,
						'sync_day' => 1,
					),
				),
			),
		),
		array(
			'slug'           => 'stadtfuehrung',
			'type'           => 'booking',
			'name'           => 'Stadtführung',
			'price'          => 1200,
			'max_persons'    => 8,
			'needs_shipping' => false,
		),
	);
	foreach ( $products as $product ) {
		if ( $find( $product['slug'] ) ) {
			continue;
		}
		try {
			$store->create_product( $product );
		} catch ( Vitrine\Store\StoreException $error ) {
			fwrite( STDERR, 'Demo product ' . $product['slug'] . ': ' . $error->getMessage() . "\n" );
			exit( 1 );
		}
	}
	$tasse = $find( 'kaffeetasse' );
	$shirt = $find( 'vitrine-shirt' );
	if ( ! $find( 'fanpaket' ) && $tasse && $shirt ) {
		$store->create_product(
			array(
				'slug'     => 'fanpaket',
				'type'     => 'grouped',
				'name'     => 'Fanpaket',
				'price'    => 0,
				'children' => array( $tasse, $shirt ),
			)
		);
	}
}
