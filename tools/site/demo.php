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
 * Demo events for the events slider: upcoming ones (12, or
 * VITRINE_DEMO_EVENTS of them) with varied colours, very light and very
 * dark ones included, and two past ones. Found by slug, so seeding again
 * brings them back to their demo state with dates relative to today.
 */
function vitrine_seed_demo_events(): void {
	if ( ! post_type_exists( 'vitrine_event' ) ) {
		return;
	}
	$titles  = array( 'Sommerkonzert im Park', 'Töpferkurs für Anfänger', 'Nachtflohmarkt', 'Lesung: Neue Stimmen', 'Jazz im Hof', 'Kräuterwanderung', 'Repair-Café', 'Kinderkino', 'Weinprobe am Fluss', 'Yoga im Grünen', 'Fotografie-Workshop', 'Adventsmarkt' );
	$colours = array( '#fffbe6', '#111111', '#c0392b', '#f4f4f4', '#27ae60', '#0b1d3a', '#f1c40f', '#8e44ad', '#ffd6e0', '#e67e22', '#16a085', '#2c3e50' );
	$cats    = array( 'Konzert', 'Workshop', 'Markt' );
	$term_id = array();
	foreach ( $cats as $cat ) {
		$term = term_exists( $cat, 'vitrine_event_cat' );
		$term = $term ? $term : wp_insert_term( $cat, 'vitrine_event_cat' );
		$term_id[] = is_array( $term ) ? (int) $term['term_id'] : 0;
	}
	$count  = max( 0, (int) ( getenv( 'VITRINE_DEMO_EVENTS' ) ?: 12 ) );
	$today  = new DateTimeImmutable( 'today 18:00', wp_timezone() );
	$events = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$events[ 'demo-event-' . ( $i + 1 ) ] = array( $titles[ $i % 12 ] . ( $i >= 12 ? ' ' . ( intdiv( $i, 12 ) + 1 ) : '' ), $today->modify( '+' . ( 2 + $i * 3 ) . ' days' ), $colours[ $i % 12 ], $term_id[ $i % 3 ], 0 === $i % 4 );
	}
	$events['demo-event-past-1'] = array( 'Frühjahrsmarkt', $today->modify( '-20 days' ), '#3a7d44', $term_id[2], true );
	$events['demo-event-past-2'] = array( 'Neujahrskonzert', $today->modify( '-40 days' ), '#4b0082', $term_id[0], false );
	foreach ( $events as $slug => [ $title, $start, $colour, $term, $all_day ] ) {
		$existing = get_page_by_path( $slug, OBJECT, 'vitrine_event' );
		$id       = wp_insert_post(
			wp_slash(
				array(
					'ID'           => $existing ? $existing->ID : 0,
					'post_type'    => 'vitrine_event',
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $title,
					'post_excerpt' => 'Eine Veranstaltung aus dem Demo-Programm.',
					'meta_input'   => array(
						'vitrine_start'   => $start->format( 'Y-m-d\\TH:i' ),
						'vitrine_end'     => $start->modify( '+2 hours' )->format( 'Y-m-d\\TH:i' ),
						'vitrine_all_day' => $all_day,
						'vitrine_colour'  => $colour,
						'vitrine_link'    => '',
					),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'Demo event ' . $slug . ': ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		wp_set_object_terms( $id, array( $term ), 'vitrine_event_cat' );
	}
}

/**
 * Creates or restores the demo content.
 */
function vitrine_seed_demo(): void {
	vitrine_seed_demo_events();
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
	// WordPress' own sample content is not part of the demo.
	foreach ( array( 'hello-world' => 'post', 'sample-page' => 'page', 'beispiel-seite' => 'page', 'hallo-welt' => 'post' ) as $slug => $type ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}
