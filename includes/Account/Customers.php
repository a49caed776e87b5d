<?php
/**
 * What the shop's customers see of WordPress itself.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Customers (people who may not edit posts) manage everything in
 * /mein-konto/, so the front end does not show them WordPress' toolbar,
 * which leads to a dashboard they have no use for.
 */
final class Customers {

	/**
	 * Hooks the filter in.
	 */
	public static function hook(): void {
		add_filter( 'show_admin_bar', array( self::class, 'show_admin_bar' ) );
	}

	/**
	 * The toolbar stays for editors and admins only.
	 *
	 * @param bool $show What WordPress would do.
	 */
	public static function show_admin_bar( bool $show ): bool {
		return $show && current_user_can( 'edit_posts' );
	}
}
