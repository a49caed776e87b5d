<?php
/**
 * Who may see which order or subscription in the account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Only the customer an order or subscription belongs to sees it in the
 * account; anyone else (other customers, guests) gets the same German
 * message whether the entry exists or not, so IDs cannot be probed.
 */
final class AccountAccess {

	/**
	 * Whether a user owns an entry of a section.
	 *
	 * @param string $section orders or subscriptions.
	 * @param int    $id      Entry.
	 * @param int    $user_id User, 0 for a guest.
	 */
	public static function allowed( string $section, int $id, int $user_id ): bool {
		if ( $user_id <= 0 || $id <= 0 ) {
			return false;
		}
		$store = Stores::get();
		$entry = 'orders' === $section ? $store->order( $id ) : ( 'subscriptions' === $section ? $store->subscription( $id ) : null );
		return null !== $entry && $entry->customer_id === $user_id;
	}

	/**
	 * The message for an entry the user may not see.
	 *
	 * @param string $section orders or subscriptions.
	 */
	public static function denied_message( string $section ): string {
		return 'orders' === $section
			? __( 'This order does not exist or does not belong to your account.', 'vitrine' )
			: __( 'This subscription does not exist or does not belong to your account.', 'vitrine' );
	}
}
