<?php
/**
 * Reads and writes user memberships.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * User memberships in the table of Schema (one row per user and plan).
 */
final class Repository {

	/**
	 * Creates or updates the membership of a user in a plan.
	 *
	 * @param int         $user_id User.
	 * @param int         $plan_id Plan post ID.
	 * @param string      $status  One of Statuses::slugs().
	 * @param string|null $start   Start (Y-m-d H:i:s, UTC) or null.
	 * @param string|null $end     End (Y-m-d H:i:s, UTC) or null.
	 * @return int Membership ID, 0 on failure.
	 */
	public static function save( int $user_id, int $plan_id, string $status, ?string $start = null, ?string $end = null ): int {
		global $wpdb;
		if ( ! in_array( $status, Statuses::slugs(), true ) ) {
			return 0;
		}
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return 0;
		}
		$table = Schema::table();
		$row   = array(
			'user_id'    => $user_id,
			'plan_id'    => $plan_id,
			'status'     => $status,
			'start_date' => $start,
			'end_date'   => $end,
			'first_name' => (string) $user->first_name,
			'last_name'  => (string) $user->last_name,
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND plan_id = %d", $user_id, $plan_id ) );
		if ( $id ) {
			// Dates not given are kept (a status change from the profile screen).
			$row = array_filter( $row, static fn( $value ) => null !== $value );
			$wpdb->update( $table, $row, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return $id;
		}
		$wpdb->insert( $table, $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->insert_id;
	}

	/**
	 * A user's memberships.
	 *
	 * @param int $user_id User.
	 * @return array<int, string> Plan ID => status.
	 */
	public static function for_user( int $user_id ): array {
		global $wpdb;
		$table = Schema::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT plan_id, status FROM {$table} WHERE user_id = %d", $user_id ) );
		$out  = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row->plan_id ] = (string) $row->status;
		}
		return $out;
	}

	/**
	 * Ends a user's membership in a plan by removing it.
	 *
	 * @param int $user_id User.
	 * @param int $plan_id Plan.
	 */
	public static function delete( int $user_id, int $plan_id ): void {
		global $wpdb;
		$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::table(),
			array(
				'user_id' => $user_id,
				'plan_id' => $plan_id,
			)
		);
	}

	/**
	 * Whether a user has a membership in one of the given statuses.
	 *
	 * @param int      $user_id  User.
	 * @param string[] $statuses Statuses.
	 */
	public static function user_has_status( int $user_id, array $statuses ): bool {
		global $wpdb;
		if ( ! $user_id || ! $statuses ) {
			return false;
		}
		$table = Schema::table();
		$in    = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- placeholders built above.
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE user_id = %d AND status IN ({$in}) LIMIT 1", $user_id, ...$statuses ) );
	}

	/**
	 * Copies a user's names into their memberships (hooked to profile changes).
	 *
	 * @param int $user_id User.
	 */
	public static function sync_user( int $user_id ): void {
		global $wpdb;
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return;
		}
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::table(),
			array(
				'first_name' => (string) $user->first_name,
				'last_name'  => (string) $user->last_name,
			),
			array( 'user_id' => $user_id )
		);
	}

	/**
	 * Removes a deleted user's memberships.
	 *
	 * @param int $user_id User.
	 */
	public static function delete_user( int $user_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table(), array( 'user_id' => $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * One page of the directory and the number of matches: two queries on the
	 * table, both served by its plan/status/name indexes (see Schema).
	 *
	 * Search matches name prefixes only (every word must start a first or last
	 * name): names are the only fields every card shows, so search cannot be
	 * used to probe hidden fields (email, phone, address, bio).
	 *
	 * @param int[]    $plans    Plan IDs (non-empty; callers pass the allowed ones).
	 * @param string[] $statuses Statuses (non-empty).
	 * @param string   $search   Search text.
	 * @param int      $page     Page, from 1.
	 * @param int      $per_page Page size.
	 * @return array{rows: array<int, object>, total: int}
	 */
	public static function query( array $plans, array $statuses, string $search, int $page, int $per_page ): array {
		global $wpdb;
		if ( ! $plans || ! $statuses ) {
			return array(
				'rows'  => array(),
				'total' => 0,
			);
		}
		$table = Schema::table();
		$where = array(
			'plan_id IN (' . implode( ',', array_fill( 0, count( $plans ), '%d' ) ) . ')',
			'status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ')',
		);
		$args  = array_merge( array_map( 'intval', $plans ), $statuses );
		$words = preg_split( '/\s+/u', trim( $search ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( array_slice( (array) $words, 0, 5 ) as $word ) {
			$like    = $wpdb->esc_like( $word ) . '%';
			$where[] = '(last_name LIKE %s OR first_name LIKE %s)';
			$args[]  = $like;
			$args[]  = $like;
		}
		$where_sql = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- placeholders built above.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where_sql}", ...$args ) );
		$rows  = array();
		if ( $total > ( $page - 1 ) * $per_page ) {
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT id, user_id, plan_id, status, first_name, last_name FROM {$table} WHERE {$where_sql} ORDER BY last_name, first_name, id LIMIT %d OFFSET %d",
					...array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) )
				)
			);
		}
		// phpcs:enable
		return array(
			'rows'  => is_array( $rows ) ? $rows : array(),
			'total' => $total,
		);
	}
}
