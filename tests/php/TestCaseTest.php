<?php
/**
 * Tests of the test case itself: isolation between tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use RuntimeException;

/**
 * @coversNothing
 */
final class TestCaseTest extends TestCase {

	/**
	 * Writes to the database, logs in and adds a hook; the next test checks
	 * that all of it is gone.
	 *
	 * @return array{post: int, user: string} What was created.
	 */
	public function test_writes_inside_the_transaction(): array {
		global $wpdb;

		$post = $this->create_post( array( 'post_title' => 'Vitrine rollback probe' ) );
		update_option( 'vitrine_rollback_probe', 'written' );
		$user = $this->log_in_as( 'editor' );
		add_filter( 'vitrine_rollback_probe', '__return_true' );

		$this->assertSame( 'written', get_option( 'vitrine_rollback_probe' ) );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE ID = %d", $post->ID ) ) );
		$this->assertTrue( current_user_can( 'edit_others_posts' ) );

		return array(
			'post' => $post->ID,
			'user' => get_userdata( $user )->user_login,
		);
	}

	/**
	 * Nothing of the previous test is left.
	 *
	 * @depends test_writes_inside_the_transaction
	 *
	 * @param array{post: int, user: string} $created What the previous test created.
	 */
	public function test_previous_writes_were_rolled_back( array $created ): void {
		global $wpdb;

		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE ID = %d", $created['post'] ) ) );
		$this->assertNull( get_post( $created['post'] ) );
		$this->assertFalse( get_option( 'vitrine_rollback_probe' ) );
		$this->assertFalse( get_user_by( 'login', $created['user'] ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertFalse( has_filter( 'vitrine_rollback_probe' ) );
		// The seeded site itself is untouched.
		$this->assertNotNull( get_page_by_path( 'veranstaltungen' ) );
	}

	/**
	 * On SQLite a failing query rolls the transaction back; the test case
	 * stops the next query rather than letting it be committed.
	 */
	public function test_lost_transaction_stops_further_queries(): void {
		global $wpdb;
		if ( null === self::driver_in_transaction() ) {
			$this->markTestSkipped( 'The database driver cannot report its transaction state.' );
		}

		$suppress = $wpdb->suppress_errors( true );
		$result   = $wpdb->query( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('siteurl', 'duplicate', 'on')" );
		$wpdb->suppress_errors( $suppress );
		$this->assertFalse( $result, 'The duplicate key insert should fail.' );

		$this->expectException( RuntimeException::class );
		$this->expectExceptionMessage( 'transaction was ended' );
		update_option( 'vitrine_after_lost_transaction', 'must not be committed' );
	}
}
