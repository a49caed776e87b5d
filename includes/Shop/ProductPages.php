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
	 * The template's blocks: the theme's header and footer around the
	 * product gallery (left; on top on phones) beside title, price,
	 * first-payment date and add-to-cart form, then the description.
	 */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->
<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->
<main class="wp-block-group"><!-- wp:columns {"align":"wide","className":"vitrine-product-columns"} -->
<div class="wp-block-columns alignwide vitrine-product-columns"><!-- wp:column {"width":"55%"} -->
<div class="wp-block-column" style="flex-basis:55%"><!-- wp:vitrine/product-gallery /--></div>
<!-- /wp:column -->

<!-- wp:column {"width":"45%"} -->
<div class="wp-block-column" style="flex-basis:45%"><!-- wp:post-title {"level":1} /-->

<!-- wp:vitrine/product-price /-->

<!-- wp:vitrine/subscription-first-payment /-->

<!-- wp:vitrine/add-to-cart-form /--></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:post-content {"layout":{"type":"constrained"}} /--></main>
<!-- /wp:group -->

<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}
}
