<?php
/**
 * Demo content of the local site: a page per block. Idempotent: pages are
 * found by slug and brought back to their demo state.
 *
 * @package Vitrine
 */

require_once __DIR__ . '/demo-storefront.php';
require_once __DIR__ . '/demo-images.php';

/**
 * The demo pages of blocks, by slug. The shop's own pages (shop, cart,
 * checkout, account, legal pages) come from the plugin's set-up
 * (vitrine_seed_shop_pages()), as on any site the plugin is activated on.
 *
 * @return array<string, array{title: string, content: string}>
 */
function vitrine_demo_pages(): array {
	return array(
		'veranstaltungen'  => array(
			'title'   => 'Veranstaltungen',
			'content' => '<!-- wp:vitrine/events-slider /-->' . "\n\n" . '<!-- wp:heading --><h2 class="wp-block-heading">Alle Termine</h2><!-- /wp:heading -->' . "\n\n" . '<!-- wp:vitrine/events-list /-->',
		),
		'mitglieder'       => array(
			'title'   => 'Mitgliederverzeichnis',
			'content' => vitrine_members_demo_block(),
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
	$places  = array( 'Stadtpark, Parkstraße 1, 10115 Berlin', 'Kulturhaus Mitte, Saal 2', 'Marktplatz' );
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
						'vitrine_place'   => $places[ crc32( $slug ) % 3 ],
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
	vitrine_seed_shop_pages();
	vitrine_seed_demo_events();
	foreach ( vitrine_demo_pages() as $slug => $page ) {
		vitrine_storefront_page( $slug, $page['title'], $page['content'] );
	}
	vitrine_seed_navigation();
	vitrine_seed_store_demo();
	vitrine_seed_product_pages_demo();
	vitrine_seed_product_images_demo();
	vitrine_seed_members_demo();
	// The editor's welcome guide shows a picture from wordpress.org; this site is offline.
	$author = get_user_by( 'login', 'admin' );
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
	vitrine_seed_account_demo();
	vitrine_seed_bank_account_demo();
	vitrine_seed_shipping_demo();
	vitrine_seed_storefront_demo();
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
	// The shop's menu (demo-storefront.php), not every demo page.
	foreach ( vitrine_storefront_menu() as $slug => $label ) {
		$found = get_page_by_path( $slug, OBJECT, 'page' );
		if ( ! $found ) {
			continue;
		}
		$links .= sprintf(
			'<!-- wp:navigation-link %s /-->',
			wp_json_encode(
				array(
					'label' => $label,
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
 * Demo products of the built-in store, one of each type; created
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
			'tax_class'      => 'zero',
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
			'tax_class'      => 'reduced',
			'plan'           => array( 'period' => 'month' ),
			'attributes'     => array(
				'lieferung' => array(
					'label'   => 'Lieferung',
					'options' => array( 'monatlich', 'vierteljährlich' ),
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
					'attributes' => array( 'lieferung' => 'vierteljährlich' ),
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

/**
 * Demo memberships (§2.1): 3 plans, profile fields and 60 members with
 * varied statuses, avatars and profile values; the members directory page
 * shows them. Idempotent: plans by slug, users by login.
 */
function vitrine_seed_members_demo(): void {
	\Vitrine\Memberships\Schema::maybe_upgrade();
	$plans = array();
	foreach ( array(
		'basis'   => 'Basis',
		'plus'    => 'Plus',
		'premium' => 'Premium',
	) as $slug => $title ) {
		$existing = get_page_by_path( $slug, OBJECT, \Vitrine\Memberships\Plans::POST_TYPE );
		$postarr  = array(
			'post_type'   => \Vitrine\Memberships\Plans::POST_TYPE,
			'post_status' => 'publish',
			'post_name'   => $slug,
			'post_title'  => $title,
			'menu_order'  => count( $plans ),
		);
		if ( $existing ) {
			$postarr['ID'] = $existing->ID;
		}
		$plans[] = (int) wp_insert_post( wp_slash( $postarr ) );
	}
	\Vitrine\Memberships\ProfileFields::define(
		array(
			array(
				'slug' => 'beruf',
				'name' => 'Beruf',
				'type' => 'text',
			),
			array(
				'slug' => 'website',
				'name' => 'Website',
				'type' => 'url',
			),
			array(
				'slug' => 'interessen',
				'name' => 'Interessen',
				'type' => 'textarea',
			),
		)
	);
	$firsts   = array( 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas', 'Kira', 'Lukas', 'Mia', 'Noah', 'Olga' );
	$lasts    = array( 'Becker', 'Fischer', 'Hoffmann', 'Koch', 'Lange', 'Meyer', 'Neumann', 'Richter', 'Schäfer', 'Schmidt', 'Schulz', 'Wagner', 'Weber', 'Wolf', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Vogel', 'Berger' );
	$jobs     = array( 'Gärtnerin', 'Lehrer', 'Ingenieurin', 'Koch', 'Ärztin', 'Tischler', '' );
	$statuses = array( 'active', 'active', 'active', 'paused', 'expired', 'cancelled', 'pending', 'free_trial', 'complimentary', 'active' );
	$cities   = array( array( '10115', 'Berlin' ), array( '20095', 'Hamburg' ), array( '80331', 'München' ), array( '50667', 'Köln' ) );
	$password = null;
	for ( $i = 0; $i < 60; $i++ ) {
		$n     = sprintf( '%02d', $i + 1 );
		$login = 'mitglied-' . $n;
		$first = $firsts[ $i % 15 ];
		$last  = $lasts[ ( $i * 7 ) % 20 ];
		$bio   = 0 === $i % 4 ? '' : sprintf( '%s ist seit %d Mitglied und engagiert sich im Verein.', $first, 2010 + $i % 14 );
		if ( 4 === $i ) {
			// The directory must show markup in a bio as text (members-directory.spec.ts).
			$bio = 'Ich mag <script>alert("hallo")</script> Blumen.';
		}
		$user = get_user_by( 'login', $login );
		$data = array(
			'user_login'   => $login,
			'user_email'   => 'mitglied' . $n . '@vitrine.test',
			'first_name'   => $first,
			'last_name'    => $last,
			'display_name' => $first . ' ' . $last,
			'description'  => $bio,
			'role'         => 'subscriber',
		);
		if ( $user ) {
			$data['ID'] = $user->ID;
			$id         = wp_update_user( wp_slash( $data ) );
		} else {
			$password        ??= wp_generate_password( 24 );
			$data['user_pass'] = $password;
			$id                = wp_insert_user( wp_slash( $data ) );
		}
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'Demo member ' . $login . ': ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		// Directly, as an admin with unfiltered_html could save it: kses would strip the demo's script tag.
		update_user_meta( $id, 'description', $bio );
		$city = $cities[ $i % 4 ];
		update_user_meta( $id, 'billing_phone', 0 === $i % 3 ? '' : sprintf( '+49 30 %07d', 1000000 + $i * 7919 ) );
		update_user_meta( $id, 'billing_address_1', sprintf( 'Hauptstraße %d', $i + 1 ) );
		update_user_meta( $id, 'billing_postcode', $city[0] );
		update_user_meta( $id, 'billing_city', $city[1] );
		update_user_meta( $id, \Vitrine\Memberships\Members::AVATAR_META, 0 === $i % 2 ? vitrine_demo_avatar_url( 1 + $i % 5 ) : '' );
		\Vitrine\Memberships\ProfileFields::set_value( $id, 'beruf', $jobs[ $i % 7 ] );
		\Vitrine\Memberships\ProfileFields::set_value( $id, 'website', 0 === $i % 5 ? 'https://' . strtolower( $login ) . '.example' : '' );
		\Vitrine\Memberships\ProfileFields::set_value( $id, 'interessen', 0 === $i % 6 ? 'Wandern, Lesen' : '' );
		$start = gmdate( 'Y-m-d H:i:s', gmmktime( 0, 0, 0, 1 + $i % 12, 1, 2020 + $i % 5 ) );
		$end   = in_array( $statuses[ $i % 10 ], array( 'expired', 'cancelled' ), true ) ? gmdate( 'Y-m-d H:i:s', gmmktime( 0, 0, 0, 1 + $i % 12, 1, 2025 ) ) : null;
		\Vitrine\Memberships\Repository::save( (int) $id, $plans[ $i % 3 ], $statuses[ $i % 10 ], $start, $end );
	}
}

/**
 * The demo directory block: it shows every optional field, so all of them can be tried.
 */
function vitrine_members_demo_block(): string {
	$attributes = array(
		'perPage'       => 10,
		'showBio'       => true,
		'showEmail'     => true,
		'showPhone'     => true,
		'showAddress'   => true,
		'avatar'        => true,
		'avatarSize'    => 64,
		'profileFields' => array( 'beruf', 'website' ),
	);
	return '<!-- wp:vitrine/members-directory ' . serialize_block_attributes( $attributes ) . ' /-->';
}

/**
 * Points the gateway at the local provider emulator (VITRINE_EMULATOR_URL,
 * set by `npm start` and the e2e set-up), with demo credentials: a fresh
 * install is not connected (Vitrine\Provider\Connection), the demo is. The
 * emulator is a choice only because these sites are local
 * (WP_ENVIRONMENT_TYPE, tools/site/site.mjs). A shop owner's sandbox or live
 * configuration is left alone.
 */
function vitrine_seed_provider_demo(): void {
	$current = get_option( 'vitrine_provider' );
	if ( is_array( $current ) && in_array( $current['environment'] ?? '', array( 'sandbox', 'live' ), true ) ) {
		return;
	}
	$url = (string) getenv( 'VITRINE_EMULATOR_URL' );
	update_option(
		'vitrine_provider',
		array_merge(
			// /kasse/ offers the wallet and the card button, until the shop owner switches them off.
			array(
				'method_wallet'      => true,
				'method_card_button' => true,
			),
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

/**
 * The shop's pages through the plugin's own set-up (what activation runs:
 * Vitrine\Shop\PageSetup), then the shop pages brought back to their
 * content as the set-up creates it (/shop/ with the product grid,
 * /warenkorb/, /kasse/, /mein-konto/ with their blocks). The legal pages
 * get their demo texts in vitrine_seed_storefront_demo().
 */
function vitrine_seed_shop_pages(): void {
	Vitrine\Shop\PageSetup::run();
	foreach ( array( 'shop', 'cart', 'checkout', 'account' ) as $key ) {
		vitrine_storefront_page_of( $key, Vitrine\Shop\PageSetup::TITLES[ $key ], Vitrine\Shop\PageSetup::content( $key ) );
	}
}

/**
 * Demo of the product pages (shopper side): a variable product
 * with a low-stock and a sold-out variation, and no more demo page for the
 * first-payment block, which now lives on the product template (the
 * variable subscription /produkt/kaffee-abo/ shows it).
 */
function vitrine_seed_product_pages_demo(): void {
	$stale = get_page_by_path( 'erste-zahlung', OBJECT, 'page' );
	if ( $stale ) {
		wp_delete_post( $stale->ID, true );
	}
	if ( get_page_by_path( 'vitrine-hoodie', OBJECT, Vitrine\Store\ProductRepository::POST_TYPE ) ) {
		return;
	}
	try {
		Vitrine\Store\Stores::get()->create_product(
			array(
				'slug'        => 'vitrine-hoodie',
				'type'        => 'variable',
				'name'        => 'Vitrine-Hoodie',
				'price'       => 4490,
				'description' => 'Warm, weich und in Größe L leider gerade ausverkauft.',
				'attributes'  => array(
					'groesse' => array(
						'label'   => 'Größe',
						'options' => array( 'M', 'L' ),
					),
				),
				'variations'  => array(
					array(
						'attributes' => array( 'groesse' => 'M' ),
						'price'      => 4490,
						'stock'      => 3,
					),
					array(
						'attributes' => array( 'groesse' => 'L' ),
						'price'      => 4690,
						'stock'      => 0,
					),
				),
			)
		);
	} catch ( Vitrine\Store\StoreException $error ) {
		fwrite( STDERR, 'Demo product vitrine-hoodie: ' . $error->getMessage() . "\n" );
		exit( 1 );
	}
}

/**
 * The customer account demo: a menu link to /mein-konto/, the product
 * "Jahresmitgliedschaft" granting the plan "Basis", and the customer
 * `kundin` (password `kundin`) with a saved address, a completed order, a
 * pending one (the membership, to be marked as paid), an active Monatsbox
 * subscription and two saved cards. Idempotent: the link by page ID, the user
 * by login, the orders only while she has none.
 */
function vitrine_seed_account_demo(): void {
	$account = get_post( Vitrine\Shop\ShopPages::page_id( 'account' ) );
	// A link in the demo menu (built from vitrine_demo_pages() before this runs).
	$menu    = get_page_by_path( 'vitrine-hauptmenue', OBJECT, 'wp_navigation' );
	if ( $account && $menu && ! str_contains( $menu->post_content, '"id":' . $account->ID . ',' ) ) {
		$link = wp_json_encode(
			array(
				'label' => 'Mein Konto',
				'type'  => 'page',
				'id'    => $account->ID,
				'url'   => get_permalink( $account ),
				'kind'  => 'post-type',
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		);
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $menu->ID,
					'post_content' => $menu->post_content . '<!-- wp:navigation-link ' . $link . ' /-->',
				)
			)
		);
	}
	$product = static function ( string $slug ): int {
		$found = get_page_by_path( $slug, OBJECT, Vitrine\Store\ProductRepository::POST_TYPE );
		return $found ? (int) $found->ID : 0;
	};
	$plan       = get_page_by_path( 'basis', OBJECT, Vitrine\Memberships\Plans::POST_TYPE );
	$membership = $product( 'jahresmitgliedschaft' );
	if ( $plan && $membership ) {
		update_post_meta( $membership, Vitrine\Account\MembershipGrants::META, (int) $plan->ID );
	}

	$address = array(
		'billing_first_name' => 'Katrin',
		'billing_last_name'  => 'Sommer',
		'billing_email'      => 'kundin@vitrine.test',
		'billing_phone'      => '+49 30 9876543',
		'billing_country'    => 'DE',
		'billing_address_1'  => 'Lindenstraße 12',
		'billing_address_2'  => '',
		'billing_city'       => 'Berlin',
		'billing_state'      => '',
		'billing_postcode'   => '10969',
	);
	$user = get_user_by( 'login', 'kundin' );
	$data = array(
		'user_login'   => 'kundin',
		'user_email'   => 'kundin@vitrine.test',
		'first_name'   => 'Katrin',
		'last_name'    => 'Sommer',
		'display_name' => 'Katrin Sommer',
		'role'         => get_role( 'customer' ) ? 'customer' : 'subscriber',
	);
	if ( $user ) {
		$data['ID'] = $user->ID;
		$user_id    = wp_update_user( wp_slash( $data ) );
		wp_set_password( 'kundin', (int) $user_id );
	} else {
		$data['user_pass'] = 'kundin';
		$user_id           = wp_insert_user( wp_slash( $data ) );
	}
	if ( is_wp_error( $user_id ) ) {
		fwrite( STDERR, 'Demo customer: ' . $user_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$user_id = (int) $user_id;
	foreach ( $address as $key => $value ) {
		update_user_meta( $user_id, $key, $value );
	}

	$store = Vitrine\Store\Stores::get();
	if ( $store->orders_of_customer( $user_id ) ) {
		return;
	}
	$session = 'user:' . $user_id;
	$form    = $address + array( 'payment_method' => 'ppcp-gateway' );
	try {
		$store->add_to_cart(
			$session,
			array(
				'id'       => $product( 'ticket-sommerfest' ),
				'quantity' => 2,
			),
			$user_id
		);
		$tickets = $store->place_order( $session, $form, $user_id );
		$store->complete_payment( $tickets->id, 'DEMO-CAPTURE-1' );

		$store->add_to_cart(
			$session,
			array(
				'id'       => $product( 'monatsbox' ),
				'quantity' => 1,
			),
			$user_id
		);
		$box = $store->place_order( $session, $form, $user_id );
		$store->complete_payment( $box->id, 'DEMO-CAPTURE-2' );
		$year = (int) gmdate( 'Y' );
		$visa = $store->save_payment_token(
			$user_id,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => 'demo-token-visa',
				'brand'             => 'visa',
				'last_digits'       => '4242',
				'expiry_month'      => 12,
				'expiry_year'       => $year + 3,
			)
		);
		$store->save_payment_token(
			$user_id,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => 'demo-token-mastercard',
				'brand'             => 'mastercard',
				'last_digits'       => '5454',
				'expiry_month'      => 8,
				'expiry_year'       => $year + 2,
			)
		);
		foreach ( $store->subscriptions( $user_id, $box->id ) as $subscription ) {
			$store->change_subscription_payment_method( $subscription->id, $user_id, $visa->id );
		}

		if ( $membership ) {
			$store->add_to_cart(
				$session,
				array(
					'id'       => $membership,
					'quantity' => 1,
				),
				$user_id
			);
			// Paid by bank transfer: the shop owner marks it as paid by hand.
			$store->place_order( $session, array( 'payment_method' => 'bacs' ) + $form, $user_id );
		}
	} catch ( Vitrine\Store\StoreException $error ) {
		fwrite( STDERR, 'Demo orders: ' . $error->getMessage() . ' ' . wp_json_encode( $error ) . "\n" );
		exit( 1 );
	}
}


/**
 * The demo shop's bank account for transfers.
 */
function vitrine_seed_bank_account_demo(): void {
	update_option(
		'vitrine_bank_account',
		array(
			'holder' => 'Vitrine Demo e. V.',
			'iban'   => 'DE89 3704 0044 0532 0130 00',
			'bic'    => 'COBADEFFXXX',
			'bank'   => 'Commerzbank Köln',
		)
	);
}

/**
 * The demo shop's shipping (Vitrine\Store\ShippingSettings): Germany, the
 * other EU countries and the rest of the world, each with standard and
 * express shipping at the shop's former flat prices (4,90 € and 9,90 €,
 * ids `standard` and `express`), so that every country the tests ship to
 * costs what it did before zones; and a class for bulky goods that no demo
 * product uses. The owner changes all of it under Einstellungen → Vitrine
 * Versand.
 */
function vitrine_seed_shipping_demo(): void {
	$settings = Vitrine\Store\ShippingSettings::class;
	$methods  = static fn( string $standard, string $express ): array => array(
		$settings::method( 'standard', 'flat', $standard, 490 ),
		$settings::method( 'express', 'flat', $express, 990 ),
	);
	$eu       = array( 'AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK' );
	$errors   = $settings::save(
		array(
			'zones'   => array(
				$settings::zone( 'deutschland', 'Deutschland', array( 'DE' ), $methods( 'Standardversand (3–5 Werktage)', 'Expressversand (nächster Werktag)' ) ),
				$settings::zone( 'eu', 'Europäische Union', $eu, $methods( 'Standardversand EU (4–7 Werktage)', 'Expressversand EU (2–3 Werktage)' ) ),
				$settings::zone( 'welt', 'Rest der Welt', array(), $methods( 'Standardversand international (7–14 Werktage)', 'Expressversand international (3–5 Werktage)' ), true ),
			),
			'classes' => array(
				array(
					'id'        => 'sperrgut',
					'name'      => 'Sperrgut',
					'surcharge' => 1990,
				),
			),
		)
	);
	if ( $errors ) {
		fwrite( STDERR, 'Demo shipping: ' . wp_json_encode( $errors ) . "\n" );
		exit( 1 );
	}
}
