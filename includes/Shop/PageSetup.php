<?php
/**
 * The shop's pages, set up on activation.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Gives a plain WordPress the pages a shop needs (ShopPages::SLUGS): shop
 * (the product grid), Warenkorb, Kasse and Mein Konto with their blocks,
 * and the legal pages of a German shop (Impressum, Datenschutzerklärung,
 * AGB, Widerrufsbelehrung, Versand und Zahlung). Each is remembered by its
 * ID in ShopPages::OPTION; the owner may rename it afterwards.
 *
 * For each page, in this order: the remembered page while it exists outside
 * the trash; a page that already holds the page's block (a cart page the
 * owner built before); the page with the default slug; for the privacy
 * policy the page WordPress itself made for it; else a new page. So running
 * it again creates nothing twice, and a page that was trashed or deleted
 * comes back.
 *
 * Titles, slugs and the legal pages' placeholder text are German whatever
 * the site's language, like the shop's URLs: they become the owner's content
 * the moment they exist. Legal pages are created as drafts, since a shop must
 * not publish a placeholder as its terms; until the owner publishes them the
 * checkout shows their names without links (LegalPages). The shop pages are
 * published.
 *
 * The demo site (tools/site) runs the same set-up and then fills the pages
 * with its demo content.
 */
final class PageSetup {

	/** Pages that show a block of their own: key => that block. */
	public const BLOCKS = array(
		'cart'     => 'vitrine/cart',
		'checkout' => 'vitrine/checkout',
		'account'  => 'vitrine/my-account',
	);

	/** The title each page is created with. */
	public const TITLES = array(
		'shop'       => 'Shop',
		'cart'       => 'Warenkorb',
		'checkout'   => 'Kasse',
		'account'    => 'Mein Konto',
		'imprint'    => 'Impressum',
		'privacy'    => 'Datenschutzerklärung',
		'terms'      => 'AGB',
		'withdrawal' => 'Widerrufsbelehrung',
		'shipping'   => 'Versand und Zahlung',
	);

	/** Legal pages: created as drafts for the owner to fill in. */
	public const LEGAL = array( 'imprint', 'privacy', 'terms', 'withdrawal', 'shipping' );

	/**
	 * Activation: the pages, then WordPress' rewrite rules built anew on the
	 * next request (the order pages and account sections hang below the
	 * checkout and account pages, whose paths may just have changed; the
	 * rules cannot be flushed here, since this request registered none of
	 * the plugin's `init` rules).
	 */
	public static function activate(): void {
		self::run();
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Finds, adopts or creates every page and remembers their IDs.
	 *
	 * @return array<string, int> Key => page ID (0 where a page could not be created).
	 */
	public static function run(): array {
		$ids = ShopPages::page_ids();
		foreach ( array_keys( ShopPages::SLUGS ) as $key ) {
			$ids[ $key ] = self::ensure( $key, $ids[ $key ] ?? 0 );
		}
		update_option( ShopPages::OPTION, array_filter( $ids ) );
		return $ids;
	}

	/**
	 * A page's content as it is created: the product grid, the page's block,
	 * or a placeholder that asks for the owner's legal text.
	 *
	 * @param string $key A key of ShopPages::SLUGS.
	 */
	public static function content( string $key ): string {
		if ( 'shop' === $key ) {
			return ProductGridPattern::content();
		}
		if ( isset( self::BLOCKS[ $key ] ) ) {
			return '<!-- wp:' . self::BLOCKS[ $key ] . ' /-->';
		}
		return "<!-- wp:paragraph -->\n<p>" . esc_html(
			sprintf(
				'Bitte ersetze diesen Platzhalter durch deinen eigenen, geprüften Text (%s) und veröffentliche die Seite dann. Solange sie ein Entwurf ist, nennt die Kasse sie ohne Link.',
				self::TITLES[ $key ] ?? $key
			)
		) . "</p>\n<!-- /wp:paragraph -->";
	}

	/**
	 * The page of a key: kept, adopted or created.
	 *
	 * @param string $key        A key of ShopPages::SLUGS.
	 * @param int    $remembered The ID remembered so far (0 for none).
	 * @return int Page ID, 0 when WordPress refused to create it.
	 */
	private static function ensure( string $key, int $remembered ): int {
		if ( $remembered > 0 && ShopPages::is_usable( $remembered ) ) {
			return $remembered;
		}
		$adopted = self::adoptable( $key );
		if ( $adopted > 0 ) {
			self::add_block( $key, $adopted );
			return $adopted;
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => in_array( $key, self::LEGAL, true ) ? 'draft' : 'publish',
					'post_name'    => ShopPages::SLUGS[ $key ],
					'post_title'   => self::TITLES[ $key ],
					'post_content' => self::content( $key ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		if ( 'privacy' === $key && ! ShopPages::is_usable( (int) get_option( 'wp_page_for_privacy_policy' ) ) ) {
			// WordPress links its privacy policy page (login form, comment forms): this one now.
			update_option( 'wp_page_for_privacy_policy', (int) $id );
		}
		return (int) $id;
	}

	/**
	 * An existing page that is already what the key stands for, 0 for none.
	 *
	 * @param string $key A key of ShopPages::SLUGS.
	 */
	private static function adoptable( string $key ): int {
		if ( isset( self::BLOCKS[ $key ] ) ) {
			$with_block = self::page_with_block( self::BLOCKS[ $key ] );
			if ( $with_block > 0 ) {
				return $with_block;
			}
		}
		$by_slug = get_page_by_path( ShopPages::SLUGS[ $key ] );
		if ( $by_slug instanceof \WP_Post && ShopPages::is_usable( (int) $by_slug->ID ) ) {
			return (int) $by_slug->ID;
		}
		if ( 'privacy' === $key ) {
			$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
			if ( $privacy > 0 && ShopPages::is_usable( $privacy ) ) {
				return $privacy;
			}
		}
		return 0;
	}

	/**
	 * The oldest page outside the trash holding a block, published ones
	 * first; 0 for none.
	 *
	 * @param string $block Block name.
	 */
	private static function page_with_block( string $block ): int {
		global $wpdb;
		// The block's comment with a space after the name, so vitrine/cart does not match vitrine/cart-x.
		$like = '%' . $wpdb->esc_like( '<!-- wp:' . $block . ' ' ) . '%';
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status NOT IN ('trash', 'auto-draft', 'inherit') AND post_content LIKE %s ORDER BY post_status = 'publish' DESC, ID ASC LIMIT 1",
				$like
			)
		);
	}

	/**
	 * Appends the page's block to an adopted page that lacks it (a page
	 * named `warenkorb` without the cart would show shoppers nothing).
	 *
	 * @param string $key A key of ShopPages::SLUGS.
	 * @param int    $id  Page ID.
	 */
	private static function add_block( string $key, int $id ): void {
		$post = get_post( $id );
		if ( ! isset( self::BLOCKS[ $key ] ) || ! $post instanceof \WP_Post || has_block( self::BLOCKS[ $key ], $post ) ) {
			return;
		}
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_content' => rtrim( $post->post_content ) . "\n\n" . self::content( $key ),
				)
			)
		);
	}
}
