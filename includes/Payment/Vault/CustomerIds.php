<?php
/**
 * The provider customer id of each user.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

defined( 'ABSPATH' ) || exit;

/**
 * One provider customer per user, kept in user meta: every saved method of
 * a user hangs under it, renewals and the identity token (§6
 * data-user-id-token) need it. Set once; a later, different id is never
 * written over it (a payment token of another customer is refused instead).
 */
final class CustomerIds {

	public const META = 'vitrine_provider_customer_id';

	/**
	 * The user's provider customer id, '' when none yet.
	 *
	 * @param int $user_id User.
	 */
	public function get( int $user_id ): string {
		if ( $user_id <= 0 ) {
			return '';
		}
		$id = get_user_meta( $user_id, self::META, true );
		return is_string( $id ) && self::valid( $id ) ? $id : '';
	}

	/**
	 * Whether a customer id may belong to the user: theirs, or any while
	 * they have none; stores it then.
	 *
	 * @param int    $user_id     User.
	 * @param string $customer_id Provider customer id.
	 */
	public function claim( int $user_id, string $customer_id ): bool {
		if ( $user_id <= 0 || ! self::valid( $customer_id ) ) {
			return false;
		}
		$known = $this->get( $user_id );
		if ( '' !== $known ) {
			return $known === $customer_id;
		}
		// add_user_meta( unique ) so two parallel saves cannot store two ids.
		add_user_meta( $user_id, self::META, $customer_id, true );
		return $this->get( $user_id ) === $customer_id;
	}

	/**
	 * A provider id's shape.
	 *
	 * @param string $id Id.
	 */
	private static function valid( string $id ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $id );
	}
}
