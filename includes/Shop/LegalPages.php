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
 * the page the shop owner chose in the shop settings (option
 * `vitrine_legal_pages`, page IDs), else the published page with the usual
 * German slug (`agb`, `widerruf`, `versand`, as the demo seeds them), else
 * none, and the text is shown without a link.
 */
final class LegalPages {

	public const OPTION = 'vitrine_legal_pages';

	/** Page key => slug looked for when none is chosen. */
	public const SLUGS = array(
		'terms'      => 'agb',
		'withdrawal' => 'widerruf',
		'shipping'   => 'versand',
	);

	/**
	 * The chosen page IDs (0 for none).
	 *
	 * @return array<string, int>
	 */
	public static function chosen(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$chosen = array();
		foreach ( array_keys( self::SLUGS ) as $key ) {
			$chosen[ $key ] = max( 0, (int) ( $stored[ $key ] ?? 0 ) );
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
		$id   = self::chosen()[ $key ];
		$page = $id > 0 ? get_post( $id ) : get_page_by_path( self::SLUGS[ $key ] );
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type || 'publish' !== $page->post_status ) {
			return '';
		}
		return (string) get_permalink( $page );
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
