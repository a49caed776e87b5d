<?php
/**
 * Which payment wrappers the page carries, so a hand-placed
 * vitrine/payment-buttons block never prints a second element with the same id.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Ids;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's own pages (product form, cart, checkout, mini-cart) print the
 * wallet wrappers in their markup. A payment-buttons block placed by hand on
 * such a page renders nothing: one wrapper id per page, and the buttons where
 * the shop put them. "On the page" means printed before the block (seen in
 * the HTML of every rendered block) or still to come (a block that carries a
 * wrapper in the post content being rendered or in the page's template).
 */
final class PaymentWrappers {

	/**
	 * Blocks that print a payment wrapper of their own, with its id.
	 */
	public const CARRIERS = array(
		'vitrine/add-to-cart-form' => Ids::WRAPPER_BUTTONS,
		'vitrine/cart'             => Ids::WRAPPER_BUTTONS,
		'vitrine/checkout'         => Ids::WRAPPER_BUTTONS,
		'vitrine/mini-cart'        => Ids::WRAPPER_MINI_CART,
	);

	/**
	 * The instance boot() wired in.
	 *
	 * @var PaymentWrappers|null
	 */
	private static ?PaymentWrappers $booted = null;

	/**
	 * Wrapper ids printed so far, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $printed = array();

	/**
	 * Wrapper ids of carriers in content that is being rendered, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $coming = array();

	/**
	 * Wires the tracker into WordPress.
	 */
	public static function boot(): void {
		$tracker = new self();
		add_filter( 'render_block', array( $tracker, 'seen' ) );
		// Before do_blocks() (priority 9) renders the content.
		add_filter( 'the_content', array( $tracker, 'expect' ), 8 );
		self::$booted = $tracker;
	}

	/**
	 * The tracker boot() wired in; a fresh one before boot (tests, WP-CLI).
	 */
	public static function booted(): PaymentWrappers {
		self::$booted ??= new self();
		return self::$booted;
	}

	/**
	 * `render_block` filter: notes the wrappers in a block's HTML.
	 *
	 * @param mixed $html Rendered block.
	 * @return mixed The same HTML.
	 */
	public function seen( $html ) {
		if ( is_string( $html ) ) {
			foreach ( array_unique( self::CARRIERS ) as $id ) {
				if ( str_contains( $html, 'id="' . $id . '"' ) ) {
					$this->printed[ $id ] = true;
				}
			}
		}
		return $html;
	}

	/**
	 * `the_content` filter: notes the wrappers that the content's blocks
	 * will print.
	 *
	 * @param mixed $content Post content about to be rendered.
	 * @return mixed The same content.
	 */
	public function expect( $content ) {
		if ( is_string( $content ) ) {
			$this->coming += array_fill_keys( self::carried( $content ), true );
		}
		return $content;
	}

	/**
	 * Whether the page already carries (or will carry) a wrapper.
	 *
	 * @param string $id Wrapper id.
	 */
	public function taken( string $id ): bool {
		if ( isset( $this->printed[ $id ] ) || isset( $this->coming[ $id ] ) ) {
			return true;
		}
		// The block template of the page (set by WordPress' template loader).
		$template = $GLOBALS['_wp_current_template_content'] ?? '';
		return is_string( $template ) && in_array( $id, self::carried( $template ), true );
	}

	/**
	 * Forgets everything: a new page starts (tests render several pages in
	 * one PHP process).
	 */
	public function reset(): void {
		$this->printed = array();
		$this->coming  = array();
	}

	/**
	 * Wrapper ids that the carrier blocks in some block markup print.
	 *
	 * @param string $content Block markup.
	 * @return list<string>
	 */
	public static function carried( string $content ): array {
		$ids = array();
		foreach ( self::CARRIERS as $block => $id ) {
			if ( has_block( $block, $content ) ) {
				$ids[] = $id;
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
