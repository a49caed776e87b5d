<?php
/**
 * Membership plans as a content type.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the post type `vitrine_plan` and lists published plans.
 */
final class Plans {

	public const POST_TYPE = 'vitrine_plan';

	/**
	 * Registers the content type (German labels through the translations).
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Membership plans', 'vitrine' ),
					'singular_name' => __( 'Membership plan', 'vitrine' ),
					'add_new_item'  => __( 'Add membership plan', 'vitrine' ),
					'edit_item'     => __( 'Edit membership plan', 'vitrine' ),
					'all_items'     => __( 'Membership plans', 'vitrine' ),
					'menu_name'     => __( 'Memberships', 'vitrine' ),
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_rest' => true,
				'menu_icon'    => 'dashicons-groups',
				'supports'     => array( 'title', 'editor' ),
				'map_meta_cap' => true,
			)
		);
	}

	/**
	 * Published plans, id => title, in menu/title order.
	 *
	 * @return array<int, string>
	 */
	public static function published(): array {
		$posts = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'publish',
				'numberposts'      => 200,
				'orderby'          => array(
					'menu_order' => 'ASC',
					'title'      => 'ASC',
				),
				'suppress_filters' => true,
			)
		);
		$plans = array();
		foreach ( $posts as $post ) {
			$plans[ (int) $post->ID ] = (string) $post->post_title;
		}
		return $plans;
	}
}
