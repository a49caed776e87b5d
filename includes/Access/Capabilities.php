<?php
/**
 * The plugin's own capabilities.
 *
 * @package Vitrine
 */

namespace Vitrine\Access;

defined( 'ABSPATH' ) || exit;

/**
 * Names of the capabilities Vitrine checks, in one place. Roles::apply()
 * grants them to administrators and shop managers.
 */
final class Capabilities {

	/**
	 * §3.2, §6: a post whose author holds this may show member data beyond
	 * name, avatar and plan (bio, e-mail, phone, address, profile fields) in a
	 * members directory block. Checked on the post's author, never on the
	 * visitor: the author decides what the block publishes.
	 */
	public const VIEW_MEMBER_DATA = 'vitrine_view_member_data';

	/** The orders and subscriptions screens (Admin\OrdersPage). */
	public const MANAGE_ORDERS = 'vitrine_manage_orders';

	/**
	 * Every capability of the plugin.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::VIEW_MEMBER_DATA, self::MANAGE_ORDERS );
	}
}
