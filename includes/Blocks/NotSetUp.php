<?php
/**
 * Front-end output of a block whose own issue has not landed yet.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Shoppers see nothing; people who can edit the page see why.
 */
final class NotSetUp {

	/**
	 * HTML for the current visitor.
	 *
	 * @return string Empty for visitors who cannot edit posts.
	 */
	public static function html(): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf(
			'<div %1$s><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'vitrine-not-set-up' ) ),
			esc_html__( 'This block is not set up yet.', 'vitrine' )
		);
	}
}
