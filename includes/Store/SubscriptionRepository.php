<?php
/**
 * Subscriptions in their own table.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Creates subscriptions from order lines and moves their status with
 * compare-and-set, like orders.
 */
final class SubscriptionRepository {

	/**
	 * Inserts a pending subscription for an order line. The next payment is
	 * the first payment of §3.3 when it lies after the sign-up (trial or
	 * synchronised day), otherwise one interval after the sign-up, which was
	 * paid at checkout.
	 *
	 * @param int               $order_id       Order.
	 * @param int               $customer_id    User, 0 for a guest.
	 * @param int               $product_id     Product.
	 * @param int               $variation_id   Variation, 0 for none.
	 * @param int               $recurring      Amount per period.
	 * @param string            $currency       ISO code.
	 * @param SubscriptionPlan  $plan           Terms.
	 * @param DateTimeImmutable $signup         Today in the shop's time zone.
	 * @param bool              $manual_renewal Whether renewals are manual.
	 * @return int Subscription ID.
	 * @throws StoreException When the database refuses the write.
	 */
	public function insert( int $order_id, int $customer_id, int $product_id, int $variation_id, int $recurring, string $currency, SubscriptionPlan $plan, DateTimeImmutable $signup, bool $manual_renewal ): int {
		global $wpdb;
		$start = $signup->setTime( 0, 0 );
		$first = SubscriptionSchedule::first_payment( $start, $plan );
		$next  = $first > $start ? $first : SubscriptionSchedule::add( $start, $plan->interval, $plan->period );
		$trial = $plan->has_trial() ? SubscriptionSchedule::add( $start, $plan->trial_length, $plan->trial_period )->format( 'Y-m-d' ) : null;
		$ok    = $wpdb->insert(
			Database::table( 'subscriptions' ),
			array(
				'order_id'         => $order_id,
				'customer_id'      => $customer_id,
				'product_id'       => $product_id,
				'variation_id'     => $variation_id,
				'status'           => Subscription::PENDING,
				'recurring_amount' => $recurring,
				'currency'         => $currency,
				'plan'             => (string) wp_json_encode(
					array(
						'period'       => $plan->period,
						'interval'     => $plan->interval,
						'trial_length' => $plan->trial_length,
						'trial_period' => $plan->trial_period,
						'sync_day'     => $plan->sync_day,
					)
				),
				'start_date'       => $start->format( 'Y-m-d' ),
				'trial_end'        => $trial,
				'next_payment'     => $next->format( 'Y-m-d' ),
				'payment_token_id' => 0,
				'manual_renewal'   => $manual_renewal ? 1 : 0,
				'version'          => 1,
				'created_at'       => Database::now(),
			)
		);
		if ( ! $ok ) {
			throw new StoreException( 'vitrine_db_error', __( 'The subscription could not be saved. Please try again.', 'vitrine' ) );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * A subscription by ID.
	 *
	 * @param int $id Subscription ID.
	 */
	public function get( int $id ): ?Subscription {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		return $this->hydrate( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ) );
	}

	/**
	 * Subscriptions of an order or of a customer.
	 *
	 * @param string $column order_id or customer_id.
	 * @param int    $value  ID.
	 * @return Subscription[]
	 */
	public function where( string $column, int $value ): array {
		global $wpdb;
		$table  = Database::table( 'subscriptions' );
		$column = 'order_id' === $column ? 'order_id' : 'customer_id';
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$column} = %d ORDER BY id", $value ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- whitelisted column.
		return array_values( array_filter( array_map( array( $this, 'hydrate' ), $rows ) ) );
	}

	/**
	 * The subscription the provider bills under its id (I-…), or null.
	 *
	 * @param string $provider_subscription_id Provider subscription ID.
	 */
	public function find_by_provider_subscription( string $provider_subscription_id ): ?Subscription {
		global $wpdb;
		if ( '' === $provider_subscription_id ) {
			return null;
		}
		$table = Database::table( 'subscriptions' );
		return $this->hydrate( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE provider_subscription_id = %s ORDER BY id LIMIT 1", $provider_subscription_id ), ARRAY_A ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Moves the status only from the status read.
	 *
	 * @param int    $id   Subscription ID.
	 * @param string $from Status read.
	 * @param string $to   New status.
	 * @return bool Whether this call made the change.
	 */
	public function compare_and_set_status( int $id, string $from, string $to ): bool {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		$next  = Subscription::CANCELLED === $to || Subscription::EXPIRED === $to ? ', next_payment = NULL' : '';
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, version = version + 1{$next} WHERE id = %d AND status = %s", $to, $id, $from ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- constant fragment.
	}

	/**
	 * Sets the saved payment method used for renewals (change payment
	 * method, §2.5); renewals are then automatic.
	 *
	 * @param int $id       Subscription ID.
	 * @param int $token_id Payment token ID.
	 */
	public function set_payment_token( int $id, int $token_id ): void {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET payment_token_id = %d, manual_renewal = 0, version = version + 1 WHERE id = %d", $token_id, $id ) );
	}

	/**
	 * Records the provider's subscription that bills this one (the wallet's
	 * subscription buttons, §4.5).
	 *
	 * @param int    $id                       Subscription ID.
	 * @param string $provider_subscription_id Provider subscription ID.
	 */
	public function set_provider_subscription( int $id, string $provider_subscription_id ): void {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET provider_subscription_id = %s, version = version + 1 WHERE id = %d", $provider_subscription_id, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Sets the next payment date (a renewal was paid), reactivating a
	 * subscription that waited on hold for it.
	 *
	 * @param int    $id   Subscription ID.
	 * @param string $date Y-m-d.
	 */
	public function set_next_payment( int $id, string $date ): void {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET next_payment = %s, status = CASE WHEN status = %s THEN %s ELSE status END, version = version + 1 WHERE id = %d", $date, Subscription::ON_HOLD, Subscription::ACTIVE, $id ) );
	}

	/**
	 * Active subscriptions whose next payment is on or before a date.
	 *
	 * @param string $date Y-m-d.
	 * @return Subscription[]
	 */
	public function due( string $date ): array {
		global $wpdb;
		$table = Database::table( 'subscriptions' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s AND next_payment IS NOT NULL AND next_payment <= %s ORDER BY id", Subscription::ACTIVE, $date ), ARRAY_A );
		return array_values( array_filter( array_map( array( $this, 'hydrate' ), $rows ) ) );
	}

	/**
	 * One page of all subscriptions, newest first (admin list).
	 *
	 * @param string $status   A status, '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: Subscription[], total: int}
	 */
	public function page( string $status, int $page, int $per_page ): array {
		$found = Database::page( 'subscriptions', '*', $status, $page, $per_page );
		return array(
			'items' => array_values( array_filter( array_map( array( $this, 'hydrate' ), $found['rows'] ) ) ),
			'total' => $found['total'],
		);
	}

	/**
	 * A Subscription from a row.
	 *
	 * @param array<string, mixed>|null $row Row.
	 */
	private function hydrate( ?array $row ): ?Subscription {
		if ( ! $row ) {
			return null;
		}
		$plan = json_decode( (string) $row['plan'], true );
		return new Subscription(
			(int) $row['id'],
			(int) $row['order_id'],
			(int) $row['customer_id'],
			(int) $row['product_id'],
			(int) $row['variation_id'],
			(string) $row['status'],
			(int) $row['recurring_amount'],
			(string) $row['currency'],
			new SubscriptionPlan( (string) $plan['period'], (int) $plan['interval'], (int) $plan['trial_length'], (string) $plan['trial_period'], null === $plan['sync_day'] ? null : (int) $plan['sync_day'] ),
			(string) $row['start_date'],
			$row['trial_end'] ? (string) $row['trial_end'] : null,
			$row['next_payment'] ? (string) $row['next_payment'] : null,
			(int) $row['payment_token_id'],
			(bool) (int) $row['manual_renewal'],
			(string) ( $row['provider_subscription_id'] ?? '' )
		);
	}
}
