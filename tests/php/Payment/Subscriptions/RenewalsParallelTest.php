<?php
/**
 * Two processes run the renewal job at once: one charge.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Payment\Subscriptions\Renewals;
use Vitrine\Store\Database;
use Vitrine\Store\OrderStatus;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';
require_once __DIR__ . '/RenewalFixtures.php';

/**
 * The child processes read the database, so this test cannot run inside
 * the test case's transaction: it ends it, commits its fixture for real
 * and deletes every row it made afterwards (also when it fails).
 *
 * @covers \Vitrine\Payment\Subscriptions\Renewals
 * @covers \Vitrine\Store\RenewalRepository
 */
final class RenewalsParallelTest extends PaymentTestCase {

	use RenewalFixtures;

	/** @var array{user: int, subscription: int, product: int} */
	private array $made = array(
		'user'         => 0,
		'subscription' => 0,
		'product'      => 0,
	);

	public function test_two_processes_running_the_job_at_once_charge_the_saved_card_once(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'guard_transaction' ), PHP_INT_MIN );
		$wpdb->query( 'ROLLBACK' );
		try {
			$this->run_two_jobs();
		} finally {
			// The delays not taken by the two jobs must not slow later tests' calls.
			$this->control( 'DELETE', 'faults' );
			$this->clean_up();
			$wpdb->query( 'START TRANSACTION' ); // For the test case's ROLLBACK.
		}
	}

	/**
	 * The fixture, two children, the checks.
	 */
	private function run_two_jobs(): void {
		$user                       = self::renewal_customer( 'abo-parallel-' . wp_generate_password( 6, false, false ) );
		$this->made['user']         = $user;
		$token                      = $this->saved_card( $this->shop, $user );
		$subscription               = $this->subscription_on( '2027-01-10', $user, $token );
		$this->made['subscription'] = $subscription->id;
		$this->made['product']      = $subscription->product_id;
		// Both jobs are still talking to the provider when the other one starts.
		$this->fault(
			array(
				'kind'   => 'delay',
				'ms'     => 700,
				'method' => 'POST',
				'path'   => '/v2/checkout/orders',
				'times'  => 4,
			)
		);

		$start    = microtime( true ) + 2.0;
		$children = array();
		foreach ( array( 1, 2 ) as $n ) {
			$command = array( PHP_BINARY, dirname( __DIR__, 2 ) . '/fixtures/renewal-job.php', rtrim( ABSPATH, '/' ), $this->emulator, '2027-02-10', sprintf( '%.3f', $start ), (string) $subscription->id );
			$pipes   = array();
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
			$this->assertIsResource( $process, "Child {$n} started." );
			$children[] = array( $process, $pipes );
		}
		$outputs = array();
		foreach ( $children as [ $process, $pipes ] ) {
			$out = (string) stream_get_contents( $pipes[1] );
			$err = (string) stream_get_contents( $pipes[2] );
			fclose( $pipes[1] );
			fclose( $pipes[2] );
			$code = proc_close( $process );
			$this->assertSame( 0, $code, "A child failed: {$out} {$err}" );
			$outputs[] = json_decode( $out, true );
		}

		$outcomes = array_map( static fn( array $o ): string => (string) ( $o['outcomes'][ $subscription->id ] ?? 'none' ), $outputs );
		sort( $outcomes );
		$this->assertContains( Renewals::PAID, $outcomes, 'One job renewed: ' . implode( ', ', $outcomes ) );
		$this->assertNotSame( array( Renewals::PAID, Renewals::PAID ), $outcomes, 'Only one job renewed.' );
		$this->assertSame( 2, $outputs[0]['pid'] !== $outputs[1]['pid'] ? 2 : 1, 'Two processes ran the job.' );

		$orders = $this->shop->subscription_orders( $subscription->id );
		$this->assertCount( 2, $orders, 'One renewal order.' );
		$this->assertTrue( OrderStatus::is_paid( $orders[1]->status ) );
		$this->assertCount( 1, $this->provider_captures( $orders[1]->provider_order_id ), 'One capture.' );
		$created = array_filter(
			$this->calls( '/v2/checkout/orders' ),
			static fn( array $call ): bool => 'POST' === $call['method'] && str_contains( (string) ( $call['requestId'] ?? '' ), '-subscription-' . $subscription->id . '-' ) && empty( $call['replayed'] )
		);
		$this->assertCount( 1, $created, 'One provider order was created: ' . wp_json_encode( array_values( $created ) ) . ' ' . wp_json_encode( $outputs ) );
		$captures = array_filter(
			$this->calls( '/v2/checkout/orders/' ),
			static fn( array $call ): bool => str_ends_with( $call['path'], '/capture' ) && empty( $call['replayed'] ) && 201 === ( $call['status'] ?? 0 )
		);
		$this->assertCount( 1, $captures, 'One capture call was processed.' );
		$this->assertSame( '2027-03-10', $this->shop->subscription( $subscription->id )->next_payment );
	}

	/**
	 * Deletes what the test committed.
	 */
	private function clean_up(): void {
		global $wpdb;
		if ( $this->made['subscription'] > 0 ) {
			$orders = array_map( static fn( $o ): int => $o->id, $this->shop->subscription_orders( $this->made['subscription'] ) );
			foreach ( $orders as $order_id ) {
				$wpdb->delete( Database::table( 'order_items' ), array( 'order_id' => $order_id ) );
				$wpdb->delete( Database::table( 'provider_orders' ), array( 'order_id' => $order_id ) );
				$wpdb->delete( Database::table( 'renewals' ), array( 'order_id' => $order_id ) );
				$wpdb->delete( Database::table( 'orders' ), array( 'id' => $order_id ) );
				$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Database::table( 'claims' ) . ' WHERE claim_key LIKE %s', 'capture:' . $order_id . ':%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			}
			$wpdb->delete( Database::table( 'renewal_periods' ), array( 'subscription_id' => $this->made['subscription'] ) );
			$wpdb->delete( Database::table( 'subscriptions' ), array( 'id' => $this->made['subscription'] ) );
		}
		if ( $this->made['user'] > 0 ) {
			$wpdb->delete( Database::table( 'payment_tokens' ), array( 'user_id' => $this->made['user'] ) );
			$wpdb->delete( Database::table( 'carts' ), array( 'session_key' => 'user:' . $this->made['user'] ) );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $this->made['user'] );
		}
		if ( $this->made['product'] > 0 ) {
			wp_delete_post( $this->made['product'], true );
		}
		// The children committed the provider token they fetched; later tests
		// talk to a reset emulator that no longer knows it.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", \Vitrine\Provider\TokenCache::OPTION ) );
		wp_cache_flush();
	}
}
