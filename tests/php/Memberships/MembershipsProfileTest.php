<?php
/**
 * Memberships on the user profile screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

use Vitrine\Memberships\MembershipsProfile;
use Vitrine\Memberships\Plans;
use Vitrine\Memberships\Repository;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Memberships\MembershipsProfile
 * @covers \Vitrine\Memberships\Repository
 */
final class MembershipsProfileTest extends TestCase {

	/**
	 * Posts the profile form's memberships for a user as the current user.
	 *
	 * @param int                $user_id User edited.
	 * @param array<int, string> $wanted  Plan ID => status ('' for none).
	 */
	private function submit( int $user_id, array $wanted ): void {
		$post                         = $_POST;
		$request                      = $_REQUEST;
		$_POST['vitrine_memberships'] = $wanted;
		$_REQUEST['_wpnonce']         = wp_create_nonce( 'update-user_' . $user_id );
		MembershipsProfile::save( $user_id );
		$_POST    = $post;
		$_REQUEST = $request;
	}

	public function test_an_admin_sets_and_removes_memberships_keeping_dates(): void {
		$plan   = $this->create_post( array( 'post_type' => Plans::POST_TYPE ) )->ID;
		$member = $this->log_in_as( 'subscriber' );
		Repository::save( $member, $plan, 'active', '2024-01-01 00:00:00' );
		$this->log_in_as( 'administrator' );

		$this->submit( $member, array( $plan => 'paused' ) );
		$this->assertSame( array( $plan => 'paused' ), Repository::for_user( $member ) );
		global $wpdb;
		$this->assertSame( '2024-01-01 00:00:00', $wpdb->get_var( $wpdb->prepare( 'SELECT start_date FROM ' . \Vitrine\Memberships\Schema::table() . ' WHERE user_id = %d', $member ) ) );

		$this->submit( $member, array( $plan => 'vip' ) );
		$this->assertSame( array( $plan => 'paused' ), Repository::for_user( $member ), 'unknown status ignored' );

		$this->submit( $member, array( $plan => '' ) );
		$this->assertSame( array(), Repository::for_user( $member ) );
	}

	public function test_members_cannot_change_their_own_memberships(): void {
		$plan   = $this->create_post( array( 'post_type' => Plans::POST_TYPE ) )->ID;
		$member = $this->log_in_as( 'subscriber' );
		Repository::save( $member, $plan, 'expired' );
		$this->submit( $member, array( $plan => 'active' ) );
		$this->assertSame( array( $plan => 'expired' ), Repository::for_user( $member ) );
	}
}
