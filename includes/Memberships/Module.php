<?php
/**
 * Wiring of the memberships feature.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks plans, the table and name sync into WordPress (its REST route,
 * Rest\MembersController, is wired by Plugin: Rest depends on Memberships).
 */
final class Module {

	/**
	 * Adds the hooks.
	 */
	public static function boot(): void {
		register_activation_hook( VITRINE_FILE, array( Schema::class, 'install' ) );
		add_action( 'plugins_loaded', array( Schema::class, 'maybe_upgrade' ) );
		add_action( 'init', array( Plans::class, 'register' ) );
		ProfileFieldsAdmin::boot();
		MembershipsProfile::boot();
		add_action( 'enqueue_block_editor_assets', array( EditorData::class, 'enqueue' ) );
		// Menus offer no page that shows the visitor only a locked directory.
		DirectoryMenu::hook();
		add_action( 'profile_update', array( Repository::class, 'sync_user' ) );
		add_action( 'deleted_user', array( Repository::class, 'delete_user' ) );
		foreach ( array( 'added_user_meta', 'updated_user_meta' ) as $hook ) {
			add_action(
				$hook,
				static function ( $meta_id, $user_id, $key ) {
					if ( 'first_name' === $key || 'last_name' === $key ) {
						Repository::sync_user( (int) $user_id );
					}
				},
				10,
				3
			);
		}
	}
}
