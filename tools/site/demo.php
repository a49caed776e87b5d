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
