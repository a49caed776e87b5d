<?php
/**
 * The rules of a vitrine/paylater-messages block: its context on the page,
 * its placement and its message style (§3.11 messages.style).
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Config\Style;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules (apart from context() and page_kind(), which read the page):
 * render.php and the editor data call them, tests check them one by one.
 * The block's attributes are stored as block.json declares them; empty
 * or invalid ones mean the shop's setting (Settings → Vitrine PayPal).
 */
final class PaylaterMessages {

	/**
	 * Flex layout colours and ratios the provider documents.
	 */
	public const FLEX_COLORS = array( 'blue', 'black', 'white', 'white-no-border', 'gray', 'monochrome', 'grayscale' );
	public const FLEX_RATIOS = array( '1x1', '1x4', '8x1', '20x1' );

	/**
	 * The provider's defaults for the flex layout (the shop has no setting).
	 */
	public const FLEX_DEFAULTS = array(
		'color' => 'blue',
		'ratio' => '1x1',
	);

	/**
	 * Placement by the page's context.
	 */
	private const PLACEMENT_BY_CONTEXT = array(
		Ids::CONTEXT_PRODUCT   => 'product',
		Ids::CONTEXT_CART      => 'cart',
		Ids::CONTEXT_MINI_CART => 'cart',
		Ids::CONTEXT_CHECKOUT  => 'payment',
		Ids::CONTEXT_PAY_NOW   => 'payment',
	);

	/**
	 * The block's context and the page data of `vitrine_payment_context`:
	 * `product` on a product page (the message is for its price), otherwise
	 * `cart` (the cart's total; the checkout and pay-for-order pages fire
	 * their own contexts, which win, so there it is their total).
	 *
	 * @return array{0: string, 1: array<string, int>}
	 */
	public static function context(): array {
		$post_id = (int) get_the_ID();
		if ( $post_id > 0 && ProductRepository::POST_TYPE === get_post_type( $post_id ) ) {
			return array( Ids::CONTEXT_PRODUCT, array( 'product_id' => $post_id ) );
		}
		return array( Ids::CONTEXT_CART, array() );
	}

	/**
	 * Which kind of page the block is on, for its placement: 'home' on the
	 * front page, 'category' on listings, otherwise ''.
	 */
	public static function page_kind(): string {
		if ( is_front_page() ) {
			return 'home';
		}
		if ( is_archive() || is_home() || is_search() ) {
			return 'category';
		}
		return '';
	}

	/**
	 * The message's placement: the block's valid choice; else where the page
	 * is (product, cart, payment for checkout and pay-for-order, home,
	 * category); else the shop's setting.
	 *
	 * @param array<string, mixed> $attributes     Block attributes.
	 * @param string               $shop_placement The shop's placement setting.
	 * @param string               $context        The page's context (context()).
	 * @param string               $kind           page_kind().
	 */
	public static function placement( array $attributes, string $shop_placement, string $context, string $kind ): string {
		$placements = Settings::CHOICES['messages_placement'];
		$chosen     = $attributes['placement'] ?? null;
		if ( is_string( $chosen ) && in_array( $chosen, $placements, true ) ) {
			return $chosen;
		}
		if ( Ids::CONTEXT_CART !== $context && isset( self::PLACEMENT_BY_CONTEXT[ $context ] ) ) {
			return self::PLACEMENT_BY_CONTEXT[ $context ];
		}
		if ( in_array( $kind, $placements, true ) ) {
			return $kind;
		}
		return in_array( $shop_placement, $placements, true ) ? $shop_placement : 'product';
	}

	/**
	 * The block's message style (§3.11 messages.style): its valid choices
	 * over the shop's. The text layout carries logo and text; the flex layout
	 * colour and ratio, as the provider reads them.
	 *
	 * @param array<string, mixed> $shop_style The shop's style (Style::messages()).
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function style( array $shop_style, array $attributes ): array {
		$pick   = static function ( string $key, array $allowed, $fallback ) use ( $attributes ) {
			$value = $attributes[ $key ] ?? null;
			return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
		};
		$layout = $pick( 'layout', Settings::CHOICES['messages_layout'], (string) ( $shop_style['layout'] ?? 'text' ) );
		if ( 'flex' === $layout ) {
			return array(
				'layout' => 'flex',
				'color'  => $pick( 'flexColor', self::FLEX_COLORS, self::FLEX_DEFAULTS['color'] ),
				'ratio'  => $pick( 'flexRatio', self::FLEX_RATIOS, self::FLEX_DEFAULTS['ratio'] ),
			);
		}
		$logo = is_array( $shop_style['logo'] ?? null ) ? $shop_style['logo'] : array();
		$text = is_array( $shop_style['text'] ?? null ) ? $shop_style['text'] : array();
		$size = $attributes['textSize'] ?? null;
		$size = is_numeric( $size ) && is_finite( (float) $size ) ? (int) round( (float) $size ) : (int) ( $text['size'] ?? 12 );
		[ $min, $max ] = Settings::RANGES['messages_text_size'];
		return array(
			'layout' => 'text',
			'logo'   => array(
				'type'     => $pick( 'logoType', Settings::CHOICES['messages_logo'], (string) ( $logo['type'] ?? 'primary' ) ),
				'position' => $pick( 'logoPosition', Settings::CHOICES['messages_logo_position'], (string) ( $logo['position'] ?? 'left' ) ),
			),
			'text'   => array(
				'color' => $pick( 'textColor', Settings::CHOICES['messages_color'], (string) ( $text['color'] ?? 'black' ) ),
				'size'  => max( $min, min( $max, $size ) ),
				'align' => (string) ( $text['align'] ?? 'left' ),
			),
		);
	}

	/**
	 * What the block's element carries for the payment script.
	 *
	 * @param array<string, mixed> $settings   Gateway settings (Settings::get()).
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $context    The page's context (context()).
	 * @param string               $kind       page_kind().
	 * @return array{placement: string, style: array<string, mixed>}
	 */
	public static function data( array $settings, array $attributes, string $context, string $kind ): array {
		$settings = array_merge( Settings::defaults(), $settings );
		return array(
			'placement' => self::placement( $attributes, (string) $settings['messages_placement'], $context, $kind ),
			'style'     => self::style( Style::messages( $settings ), $attributes ),
		);
	}
}
