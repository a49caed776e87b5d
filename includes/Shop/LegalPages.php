<?php
/**
 * The shop's legal pages the checkout and price notes link to.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Terms (AGB), cancellation policy (Widerruf) and shipping costs (Versand):
 * the page remembered for the key in the shop's page option (set up on
 * activation by PageSetup, or chosen by the owner in the shop settings),
 * else the published page with the usual German slug (`agb`, `widerruf`,
 * `versand`), else none, and the text is shown without a link. A page that
 * is not published (PageSetup creates legal pages as drafts, for the owner
 * to fill in) is not linked either.
 */
final class LegalPages {

	/** The shop's one option of page IDs. */
	public const OPTION = ShopPages::OPTION;

	/** Page key => slug looked for when none is remembered. */
	public const SLUGS = array(
		'terms'      => ShopPages::SLUGS['terms'],
		'withdrawal' => ShopPages::SLUGS['withdrawal'],
		'shipping'   => ShopPages::SLUGS['shipping'],
	);

	/**
	 * The remembered page IDs (0 for none).
	 *
	 * @return array<string, int>
	 */
	public static function chosen(): array {
		$ids    = ShopPages::page_ids();
		$chosen = array();
		foreach ( array_keys( self::SLUGS ) as $key ) {
			$chosen[ $key ] = $ids[ $key ] ?? 0;
		}
		return $chosen;
	}

	/**
	 * The URL of a legal page, '' when there is none.
	 *
	 * @param string $key terms, withdrawal or shipping.
	 */
	public static function url( string $key ): string {
		if ( ! isset( self::SLUGS[ $key ] ) ) {
			return '';
		}
		$id = ShopPages::page_id( $key );
		if ( $id <= 0 || 'publish' !== get_post_status( $id ) ) {
			return '';
		}
		return (string) get_permalink( $id );
	}

	/**
	 * A text with a link to a legal page, or the text alone when the page is
	 * missing. Escaped.
	 *
	 * @param string $key  Page key.
	 * @param string $text Link text.
	 */
	public static function link( string $key, string $text ): string {
		$url = self::url( $key );
		return '' === $url ? esc_html( $text ) : '<a href="' . esc_url( $url ) . '">' . esc_html( $text ) . '</a>';
	}
}
