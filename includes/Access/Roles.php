<?php
/**
 * The shop manager role and the plugin's capabilities on roles.
 *
 * @package Vitrine
 */

namespace Vitrine\Access;

use Vitrine\Shared\Versioned;

defined( 'ABSPATH' ) || exit;

/**
 * Roles are stored in an option, so they are written once per VERSION (on
 * activation, or on the first request after an update), not on every load.
 *
 * Administrators get every Vitrine capability. The shop manager ("Shop-Manager",
 * slug `shop_manager`) runs the shop without administering the site: posts,
 * pages, products and plans (all use the post capabilities), media uploads,
 * orders, and member data in directory blocks; no plugins, themes, users or
 * settings. Where a role `shop_manager` already exists (another shop plugin
 * made it), it is left as it is and only gets Vitrine's capabilities.
 */
final class Roles {

	/** Bumped whenever the capabilities below change. */
	public const VERSION = '1';

	public const OPTION = 'vitrine_roles_version';

	public const SHOP_MANAGER = 'shop_manager';

	/** The role's name (the same in German and English; role names are not translated per user). */
	public const NAME = 'Shop-Manager';

	/**
	 * Applies the roles when the stored version differs.
	 */
	public static function maybe_install(): void {
		Versioned::once( self::OPTION, self::VERSION, array( self::class, 'apply' ) );
	}

	/**
	 * Applies the roles (activation).
	 */
	public static function install(): void {
		Versioned::run( self::OPTION, self::VERSION, array( self::class, 'apply' ) );
	}

	/**
	 * Grants the capabilities and creates the shop manager role if missing.
	 */
	public static function apply(): void {
		$admin = get_role( 'administrator' );
		if ( $admin ) {
			foreach ( Capabilities::all() as $cap ) {
				$admin->add_cap( $cap );
			}
		}
		$manager = get_role( self::SHOP_MANAGER );
		if ( ! $manager ) {
			add_role( self::SHOP_MANAGER, self::NAME, array_fill_keys( self::shop_manager_capabilities(), true ) );
			return;
		}
		foreach ( Capabilities::all() as $cap ) {
			$manager->add_cap( $cap );
		}
	}

	/**
	 * What a shop manager may do.
	 *
	 * @return string[]
	 */
	public static function shop_manager_capabilities(): array {
		$content = array();
		foreach ( array( 'posts', 'pages' ) as $type ) {
			foreach ( array( 'edit_%s', 'edit_others_%s', 'edit_published_%s', 'edit_private_%s', 'publish_%s', 'read_private_%s', 'delete_%s', 'delete_others_%s', 'delete_published_%s', 'delete_private_%s' ) as $pattern ) {
				$content[] = sprintf( $pattern, $type );
			}
		}
		return array_merge( array( 'read', 'upload_files' ), $content, Capabilities::all() );
	}
}
