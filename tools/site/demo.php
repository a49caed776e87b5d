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
	vitrine_seed_provider_demo();
	// WordPress' own sample content is not part of the demo.
	foreach ( array( 'hello-world' => 'post', 'sample-page' => 'page', 'beispiel-seite' => 'page', 'hallo-welt' => 'post' ) as $slug => $type ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}

/**
 * Points the gateway at the local provider emulator (VITRINE_EMULATOR_URL,
 * set by `npm start` and the e2e set-up), with demo credentials. A shop
 * owner's sandbox or live configuration is left alone.
 */
function vitrine_seed_provider_demo(): void {
	$current = get_option( 'vitrine_provider' );
	if ( is_array( $current ) && 'emulator' !== ( $current['environment'] ?? 'emulator' ) ) {
		return;
	}
	$url = (string) getenv( 'VITRINE_EMULATOR_URL' );
	update_option(
		'vitrine_provider',
		array_merge(
			is_array( $current ) ? $current : array(),
			array(
				'environment'   => 'emulator',
				'client_id'     => 'vitrine-demo',
				'client_secret' => 'vitrine-demo-secret',
				'emulator_url'  => '' !== $url ? $url : 'http://127.0.0.1:8891',
			)
		)
	);
}
