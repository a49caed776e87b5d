<?php
/**
 * Membership statuses.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * The fixed list of membership statuses and their German labels.
 */
final class Statuses {

	/**
	 * Statuses that count as an active member (visibility "active members").
	 */
	public const ACTIVE = array( 'active', 'free_trial', 'complimentary' );

	/**
	 * Status slug => label.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		return array(
			'active'        => __( 'Active', 'vitrine' ),
			'paused'        => __( 'Paused', 'vitrine' ),
			'expired'       => __( 'Expired', 'vitrine' ),
			'cancelled'     => __( 'Cancelled', 'vitrine' ),
			'pending'       => __( 'Pending', 'vitrine' ),
			'free_trial'    => __( 'Free trial', 'vitrine' ),
			'complimentary' => __( 'Complimentary', 'vitrine' ),
		);
	}

	/**
	 * The slugs.
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		return array_keys( self::all() );
	}
}
