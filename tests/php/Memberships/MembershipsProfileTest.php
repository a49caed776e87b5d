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
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Memberships\MembershipsProfile
 * @covers \Vitrine\Memberships\Repository
 */
final class MembershipsProfileTest extends TestCase {
	use StoreFixtures;

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

	/**
	 * Formerly the e2e shop-journey's look at the new member's profile: the
	 * demo's Jahresmitgliedschaft, bought and marked paid on the admin's
	 * order screen, shows on her profile as "Basis" with the status active.
	 */
	public function test_the_profile_shows_the_plan_a_paid_order_granted_as_active(): void {
		$member  = $this->log_in_as( 'subscriber' );
		$product = (int) get_page_by_path( 'jahresmitgliedschaft', OBJECT, \Vitrine\Store\ProductRepository::POST_TYPE )->ID;
		$store   = \Vitrine\Store\Stores::get();
		$store->add_to_cart( 'user:' . $member, array( 'id' => $product ), $member );
		$order = $store->place_order( 'user:' . $member, self::checkout_form( array( 'payment_method' => 'bacs' ) ), $member );
		$this->log_in_as( 'administrator' );
		$this->assertTrue( \Vitrine\Admin\OrdersPage::change_status( $order->id, 'completed' )['ok'] );

		ob_start();
		MembershipsProfile::fields( get_user_by( 'id', $member ) );
		$html = (string) ob_get_clean();
		$basis = (int) get_page_by_path( 'basis', OBJECT, Plans::POST_TYPE )->ID;
		$this->assertMatchesRegularExpression( '#<label for="vitrine-membership-' . $basis . '">Basis</label></th><td><select id="vitrine-membership-' . $basis . '"[^>]*>.*<option value="active" selected=\'selected\'>#', $html );
	}
}
