<?php
/**
 * A member's memberships on the user profile screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * People who may edit users set a member's status per plan there; members
 * themselves only see their memberships.
 */
final class MembershipsProfile {

	/**
	 * Adds the hooks.
	 */
	public static function boot(): void {
		add_action( 'show_user_profile', array( self::class, 'fields' ), 5 );
		add_action( 'edit_user_profile', array( self::class, 'fields' ), 5 );
		add_action( 'personal_options_update', array( self::class, 'save' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save' ) );
	}

	/**
	 * One status select per plan.
	 *
	 * @param \WP_User $user User being edited.
	 */
	public static function fields( \WP_User $user ): void {
		$plans = Plans::published();
		if ( ! $plans ) {
			return;
		}
		$mine     = Repository::for_user( $user->ID );
		$editable = current_user_can( 'edit_users' );
		echo '<h2>' . esc_html__( 'Memberships', 'vitrine' ) . '</h2><table class="form-table" role="presentation">';
		foreach ( $plans as $plan_id => $title ) {
			$id      = 'vitrine-membership-' . $plan_id;
			$current = $mine[ $plan_id ] ?? '';
			printf( '<tr><th><label for="%s">%s</label></th><td>', esc_attr( $id ), esc_html( $title ) );
			printf( '<select id="%s" name="vitrine_memberships[%d]"%s>', esc_attr( $id ), (int) $plan_id, disabled( ! $editable, true, false ) );
			printf( '<option value="">%s</option>', esc_html__( '— No membership —', 'vitrine' ) );
			foreach ( Statuses::all() as $status => $label ) {
				printf( '<option value="%s"%s>%s</option>', esc_attr( $status ), selected( $current, $status, false ), esc_html( $label ) );
			}
			echo '</select></td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Saves the statuses (WordPress checked the profile form; we check the nonce
	 * again and the capability to edit users).
	 *
	 * @param int $user_id User.
	 */
	public static function save( int $user_id ): void {
		if ( ! current_user_can( 'edit_users' ) || ! current_user_can( 'edit_user', $user_id ) ) {
			return;
		}
		check_admin_referer( 'update-user_' . $user_id );
		if ( ! isset( $_POST['vitrine_memberships'] ) || ! is_array( $_POST['vitrine_memberships'] ) ) {
			return;
		}
		$wanted = array_map( 'sanitize_key', wp_unslash( $_POST['vitrine_memberships'] ) );
		foreach ( array_keys( Plans::published() ) as $plan_id ) {
			if ( ! array_key_exists( $plan_id, $wanted ) ) {
				continue;
			}
			$status = $wanted[ $plan_id ];
			if ( '' === $status ) {
				Repository::delete( $user_id, $plan_id );
			} elseif ( in_array( $status, Statuses::slugs(), true ) ) {
				Repository::save( $user_id, $plan_id, $status );
			}
		}
	}
}
