<?php
/**
 * The shopper's product pages: the single product template and the
 * add-to-cart form's POST.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block template of product pages (editable in the site
 * editor, WordPress 6.7+) and the no-JavaScript add-to-cart handler.
 */
final class ProductPages {

	/**
	 * The template's name in the registry: plugin namespace // slug of the
	 * template hierarchy. The site editor shows it as
	 * `{active theme}//single-vitrine_product` until an editor saves a copy.
	 */
	public const TEMPLATE = 'vitrine//single-' . ProductRepository::POST_TYPE;

	/**
	 * Hooks in.
	 */
	public static function hook(): void {
		add_action( 'init', array( self::class, 'register_template' ), 20 );
		add_action( 'wp_loaded', array( AddToCart::class, 'maybe_handle' ), 20 );
	}

	/**
	 * `init`: registers the single product template, unless WordPress is
	 * older than 6.7 (then the theme's single template shows the content).
	 */
	public static function register_template(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			return;
		}
		register_block_template(
			self::TEMPLATE,
			array(
				'title'       => __( 'Single product', 'vitrine' ),
				'description' => __( 'Shows a product of the shop with its price, add-to-cart form and first-payment date.', 'vitrine' ),
				'content'     => self::template_content(),
				'post_types'  => array( ProductRepository::POST_TYPE ),
				'plugin'      => 'vitrine',
			)
		);
	}

	/**
	 * The template's blocks: the theme's header and footer around title,
	 * image, price, first-payment date, add-to-cart form and description.
	 */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->
<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->
<main class="wp-block-group"><!-- wp:post-title {"level":1} /-->

<!-- wp:post-featured-image /-->

<!-- wp:vitrine/product-price /-->

<!-- wp:vitrine/subscription-first-payment /-->

<!-- wp:vitrine/add-to-cart-form /-->

<!-- wp:post-content {"layout":{"type":"constrained"}} /--></main>
<!-- /wp:group -->

<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}
}
