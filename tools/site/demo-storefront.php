<?php
/**
 * Demo content of the storefront: a shop home as the
 * front page, the main menu, German legal pages and a footer that links
 * them. Idempotent like the rest of the demo: pages by slug, the footer by
 * theme and slug.
 *
 * @package Vitrine
 */

/**
 * The main menu, by page slug: what a shopper comes for. The block demo
 * pages (/bezahlen/, /spaeter-bezahlen/) stay reachable by their URL; a
 * page that shows a visitor nothing is left out for that visitor by
 * Vitrine\Memberships\DirectoryMenu.
 *
 * @return array<string, string> Slug => menu label.
 */
function vitrine_storefront_menu(): array {
	return array(
		'shop'            => 'Shop',
		'veranstaltungen' => 'Veranstaltungen',
		'mitglieder'      => 'Mitglieder',
		'mein-konto'      => 'Mein Konto',
	);
}

/**
 * The legal pages of a German shop, with short demo texts. Those the plugin
 * sets up itself (Vitrine\Shop\PageSetup) name their key there and are
 * filled in on the page it remembers; the contact page is the demo's own.
 *
 * @return array<string, array{label: string, title: string, content: string, key?: string}> By slug.
 */
function vitrine_storefront_legal_pages(): array {
	$shop = 'Vitrine Demo e. V., Musterstraße 1, 50667 Köln';
	$p    = static fn( string $html ): string => "<!-- wp:paragraph -->\n<p>" . $html . "</p>\n<!-- /wp:paragraph -->\n\n";
	$h    = static fn( string $text ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . $text . "</h2>\n<!-- /wp:heading -->\n\n";
	$demo = $p( '<strong>Demo-Text:</strong> Diese Seite gehört zum Demo-Shop von Vitrine und ist keine Rechtsberatung. Ersetze sie vor dem Start deines Shops durch deine eigenen, geprüften Angaben.' );
	return array(
		'impressum'   => array(
			'key'     => 'imprint',
			'label'   => 'Impressum',
			'title'   => 'Impressum',
			'content' => $demo
				. $h( 'Angaben gemäß § 5 DDG' )
				. $p( 'Vitrine Demo e. V.<br>Musterstraße 1<br>50667 Köln' )
				. $p( 'Vertreten durch den Vorstand: Erika Mustermann' )
				. $h( 'Kontakt' )
				. $p( 'Telefon: +49 221 0000000<br>E-Mail: info@vitrine.test' )
				. $h( 'Registereintrag und Umsatzsteuer' )
				. $p( 'Vereinsregister beim Amtsgericht Köln, VR 00000<br>Umsatzsteuer-Identifikationsnummer: DE000000000' ),
		),
		'datenschutz' => array(
			'key'     => 'privacy',
			'label'   => 'Datenschutz',
			'title'   => 'Datenschutzerklärung',
			'content' => $demo
				. $h( 'Verantwortlich' )
				. $p( $shop . ', info@vitrine.test.' )
				. $h( 'Welche Daten wir verarbeiten' )
				. $p( 'Für Bestellungen speichern wir Name, Anschrift, E-Mail-Adresse und die bestellten Produkte, solange es Gesetz und Vertrag verlangen. Dein Kundenkonto kannst du jederzeit löschen lassen.' )
				. $p( 'Im Mitgliederverzeichnis erscheinen Mitglieder nur mit den Angaben, die der Verein freigibt; sehen können es nur angemeldete Besucherinnen und Besucher.' )
				. $h( 'Zahlung' )
				. $p( 'Bei Zahlung über PayPal geben wir die für die Zahlung nötigen Daten an PayPal (Europe) S.à r.l. et Cie, S.C.A. weiter. Bei Überweisung bleiben deine Daten bei uns.' )
				. $h( 'Cookies' )
				. $p( 'Wir setzen nur technisch nötige Cookies: für deinen Warenkorb und für die Anmeldung. Es gibt keine Werbe- oder Analyse-Cookies.' )
				. $h( 'Deine Rechte' )
				. $p( 'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde.' ),
		),
		'agb'         => array(
			'key'     => 'terms',
			'label'   => 'AGB',
			'title'   => 'Allgemeine Geschäftsbedingungen',
			'content' => $demo
				. $h( '1. Geltungsbereich' )
				. $p( 'Diese Bedingungen gelten für alle Bestellungen im Shop von ' . $shop . '.' )
				. $h( '2. Vertragsschluss' )
				. $p( 'Die Darstellung der Produkte ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab; der Vertrag kommt mit unserer Bestellbestätigung zustande.' )
				. $h( '3. Preise und Zahlung' )
				. $p( 'Alle Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten. Du zahlst per Überweisung (Vorkasse) oder über PayPal.' )
				. $h( '4. Abos und Mitgliedschaften' )
				. $p( 'Abos verlängern sich zum gewählten Zeitraum und sind jederzeit zum Ende des laufenden Zeitraums in deinem Konto kündbar.' ),
		),
		'widerruf'    => array(
			'key'     => 'withdrawal',
			'label'   => 'Widerruf',
			'title'   => 'Widerrufsbelehrung',
			'content' => $demo
				. $h( 'Widerrufsrecht' )
				. $p( 'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beginnt mit dem Tag, an dem du oder ein von dir benannter Dritter die Ware erhalten hast.' )
				. $p( 'Um dein Widerrufsrecht auszuüben, schick uns (' . $shop . ', info@vitrine.test) eine eindeutige Erklärung, zum Beispiel per Brief oder E-Mail.' )
				. $h( 'Folgen des Widerrufs' )
				. $p( 'Wir erstatten dir alle Zahlungen einschließlich der Standard-Versandkosten spätestens binnen vierzehn Tagen ab Eingang deines Widerrufs, mit demselben Zahlungsmittel, das du bei der Bestellung verwendet hast.' ),
		),
		'versand'     => array(
			'key'     => 'shipping',
			'label'   => 'Versand',
			'title'   => 'Versand und Zahlung',
			'content' => $demo
				. $h( 'Versandkosten' )
				. $p( 'Innerhalb Deutschlands versenden wir mit DHL. Die Versandkosten siehst du im Warenkorb, bevor du bestellst. Mitgliedschaften und Veranstaltungen werden nicht versandt.' )
				. $h( 'Lieferzeit' )
				. $p( 'Vorrätige Ware verschicken wir innerhalb von zwei Werktagen nach Zahlungseingang.' )
				. $h( 'Zahlungsarten' )
				. $p( 'Überweisung (Vorkasse) und PayPal.' ),
		),
		'kontakt'     => array(
			'label'   => 'Kontakt',
			'title'   => 'Kontakt',
			'content' => $demo
				. $p( 'Du hast eine Frage zu einer Bestellung, einer Veranstaltung oder deiner Mitgliedschaft? Schreib uns.' )
				. $p( 'Vitrine Demo e. V.<br>Musterstraße 1<br>50667 Köln' )
				. $p( 'E-Mail: <a href="mailto:info@vitrine.test">info@vitrine.test</a><br>Telefon: +49 221 0000000 (Mo–Fr 10–16 Uhr)' ),
		),
	);
}

/**
 * The shop home: a welcome, the next events, three products and a members
 * teaser, with links to shop, events and the membership.
 */
function vitrine_storefront_home_content(): string {
	$membership = get_page_by_path( 'jahresmitgliedschaft', OBJECT, 'vitrine_product' );
	$join_url   = $membership ? get_permalink( $membership ) : home_url( '/shop/' );
	return '<!-- wp:paragraph {"fontSize":"large"} -->
<p class="has-large-font-size">Konzerte, Workshops und Märkte, dazu Kaffee, Tassen und Mitgliedschaften: alles aus unserem Verein an einem Ort.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="' . esc_url( home_url( '/shop/' ) ) . '">Zum Shop</a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="' . esc_url( home_url( '/veranstaltungen/' ) ) . '">Alle Veranstaltungen</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:heading -->
<h2 class="wp-block-heading">Nächste Veranstaltungen</h2>
<!-- /wp:heading -->

<!-- wp:vitrine/events-slider {"slider_type":"multi","slides_visible":3} /-->

<!-- wp:heading -->
<h2 class="wp-block-heading">Aus dem Shop</h2>
<!-- /wp:heading -->

<!-- wp:query {"queryId":2,"query":{"perPage":3,"pages":0,"offset":0,"postType":"vitrine_product","order":"desc","orderBy":"date","inherit":false}} -->
<div class="wp-block-query"><!-- wp:post-template {"layout":{"type":"grid","columnCount":3}} -->
<!-- wp:vitrine/product-image /-->

<!-- wp:post-title {"level":3,"isLink":true} /-->

<!-- wp:vitrine/product-price /-->
<!-- /wp:post-template --></div>
<!-- /wp:query -->

<!-- wp:paragraph -->
<p><a href="' . esc_url( home_url( '/shop/' ) ) . '">Alle Produkte im Shop ansehen</a></p>
<!-- /wp:paragraph -->

<!-- wp:group {"className":"vitrine-home-members","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40","left":"var:preset|spacing|40","right":"var:preset|spacing|40"}}},"backgroundColor":"accent-5","layout":{"type":"constrained"}} -->
<div class="wp-block-group vitrine-home-members has-accent-5-background-color has-background" style="padding-top:var(--wp--preset--spacing--40);padding-right:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40);padding-left:var(--wp--preset--spacing--40)"><!-- wp:heading -->
<h2 class="wp-block-heading">Mitglied werden</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Mit der Jahresmitgliedschaft unterstützt du den Verein, bekommst Ermäßigung bei Veranstaltungen und findest andere Mitglieder im Mitgliederverzeichnis.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="' . esc_url( $join_url ) . '">Jahresmitgliedschaft ansehen</a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="' . esc_url( home_url( '/mitglieder/' ) ) . '">Zum Mitgliederverzeichnis</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->';
}

/**
 * A vertical navigation of pages, for the footer (inner links, no menu
 * post: a new `wp_navigation` post would become the header's fallback menu).
 *
 * @param string               $label ARIA label of the navigation.
 * @param array<string, string> $links Slug => label.
 */
function vitrine_storefront_footer_navigation( string $label, array $links ): string {
	$inner = '';
	foreach ( $links as $slug => $text ) {
		$page = get_page_by_path( $slug, OBJECT, 'page' );
		if ( ! $page ) {
			continue;
		}
		$inner .= '<!-- wp:navigation-link ' . wp_json_encode(
			array(
				'label' => $text,
				'type'  => 'page',
				'id'    => $page->ID,
				'url'   => get_permalink( $page ),
				'kind'  => 'post-type',
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		) . ' /-->';
	}
	return '<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","orientation":"vertical"}} -->
<div class="wp-block-group"><!-- wp:heading {"level":2,"fontSize":"medium"} -->
<h2 class="wp-block-heading has-medium-font-size">' . esc_html( $label ) . '</h2>
<!-- /wp:heading -->

<!-- wp:navigation ' . wp_json_encode(
		array(
			'ariaLabel'   => $label,
			'overlayMenu' => 'never',
			'layout'      => array(
				'type'        => 'flex',
				'orientation' => 'vertical',
			),
		),
		JSON_UNESCAPED_UNICODE
	) . ' -->' . $inner . '<!-- /wp:navigation --></div>
<!-- /wp:group -->';
}

/**
 * The footer: the shop's name and address, its pages and the legal pages,
 * in place of the theme's placeholder links (Blog, About, FAQs, Authors, …).
 */
function vitrine_storefront_footer_content(): string {
	$legal = array();
	foreach ( vitrine_storefront_legal_pages() as $slug => $page ) {
		$legal[ $slug ] = $page['label'];
	}
	return '<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:group {"align":"wide","style":{"spacing":{"blockGap":"var:preset|spacing|50"}},"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between","verticalAlignment":"top"}} -->
<div class="wp-block-group alignwide"><!-- wp:group {"layout":{"type":"default"}} -->
<div class="wp-block-group"><!-- wp:site-title {"level":2} /-->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">Vitrine Demo e. V.<br>Musterstraße 1<br>50667 Köln</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

' . vitrine_storefront_footer_navigation( 'Entdecken', vitrine_storefront_menu() ) . '

' . vitrine_storefront_footer_navigation( 'Rechtliches', $legal ) . '</div>
<!-- /wp:group -->

<!-- wp:paragraph {"align":"wide","fontSize":"small","className":"alignwide"} -->
<p class="alignwide has-small-font-size">Alle Preise inkl. MwSt., zzgl. Versand. Ein Demo-Shop: Bestellungen werden nicht ausgeliefert.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->';
}

/**
 * Creates or restores a published page by slug.
 *
 * @param string $slug    Slug.
 * @param string $title   Title.
 * @param string $content Block markup.
 * @return int Page ID.
 */
function vitrine_storefront_page( string $slug, string $title, string $content ): int {
	$existing = get_page_by_path( $slug, OBJECT, 'page' );
	$author   = get_user_by( 'login', 'admin' );
	$id       = wp_insert_post(
		wp_slash(
			array(
				'ID'           => $existing ? $existing->ID : 0,
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
				'post_author'  => $author ? $author->ID : 1,
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, 'Demo page ' . $slug . ': ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (int) $id;
}

/**
 * Brings a page the plugin set up (Vitrine\Shop\ShopPages::page_id()) to
 * its demo state: published, with the demo's title, content and slug.
 *
 * @param string $key     Page key of Vitrine\Shop\ShopPages::SLUGS.
 * @param string $title   Title.
 * @param string $content Block markup.
 * @param string $slug    Slug, '' for the plugin's default.
 * @return int Page ID.
 */
function vitrine_storefront_page_of( string $key, string $title, string $content, string $slug = '' ): int {
	$id = Vitrine\Shop\ShopPages::page_id( $key );
	if ( $id <= 0 ) {
		fwrite( STDERR, 'Demo page ' . $key . ': the plugin set up no page for it.' . "\n" );
		exit( 1 );
	}
	$done = wp_update_post(
		wp_slash(
			array(
				'ID'           => $id,
				'post_status'  => 'publish',
				'post_name'    => '' === $slug ? Vitrine\Shop\ShopPages::SLUGS[ $key ] : $slug,
				'post_title'   => $title,
				'post_content' => $content,
			)
		),
		true
	);
	if ( is_wp_error( $done ) ) {
		fwrite( STDERR, 'Demo page ' . $key . ': ' . $done->get_error_message() . "\n" );
		exit( 1 );
	}
	return $id;
}

/**
 * The theme's footer part, replaced the way a shop owner would in the site
 * editor: a `wp_template_part` post of the active theme (Twenty Twenty-Five).
 */
function vitrine_seed_storefront_footer(): void {
	$theme    = get_stylesheet();
	$existing = get_posts(
		array(
			'post_type'      => 'wp_template_part',
			'post_status'    => 'any',
			'name'           => 'footer',
			'posts_per_page' => 1,
			// phpcs:ignore WordPress.DB.SlowDBQuery -- one lookup at seeding time.
			'tax_query'      => array(
				array(
					'taxonomy' => 'wp_theme',
					'field'    => 'name',
					'terms'    => $theme,
				),
			),
		)
	);
	$id       = wp_insert_post(
		wp_slash(
			array(
				'ID'           => $existing ? $existing[0]->ID : 0,
				'post_type'    => 'wp_template_part',
				'post_status'  => 'publish',
				'post_name'    => 'footer',
				'post_title'   => 'Footer',
				'post_content' => vitrine_storefront_footer_content(),
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, 'Demo footer: ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	wp_set_object_terms( $id, array( $theme ), 'wp_theme' );
	wp_set_object_terms( $id, array( 'footer' ), 'wp_template_part_area' );
}

/**
 * The storefront: legal pages, the shop home as the front page, the main
 * menu (again, now that every page it names exists) and the footer.
 */
function vitrine_seed_storefront_demo(): void {
	foreach ( vitrine_storefront_legal_pages() as $slug => $page ) {
		if ( isset( $page['key'] ) ) {
			vitrine_storefront_page_of( $page['key'], $page['title'], $page['content'], $slug );
		} else {
			vitrine_storefront_page( $slug, $page['title'], $page['content'] );
		}
	}
	$home = vitrine_storefront_page( 'startseite', 'Willkommen bei Vitrine', vitrine_storefront_home_content() );
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $home );
	vitrine_seed_navigation();
	vitrine_seed_storefront_footer();
}

/**
 * A demo avatar's URL. The avatars ship in tools/site/avatars/, which the
 * site never serves (tools/plugin-files.json: the plugin does not ship
 * tools/), so the directory showed broken images and logged 404s; they are
 * copied into the uploads folder, where a shop's own images live.
 *
 * @param int $n Avatar number (1–5).
 */
function vitrine_demo_avatar_url( int $n ): string {
	$uploads = wp_upload_dir();
	$name    = 'avatar-' . $n . '.svg';
	$dir     = $uploads['basedir'] . '/vitrine-demo';
	if ( ! is_file( $dir . '/' . $name ) ) {
		wp_mkdir_p( $dir );
		copy( __DIR__ . '/avatars/' . $name, $dir . '/' . $name );
	}
	return $uploads['baseurl'] . '/vitrine-demo/' . $name;
}
