<?php
/**
 * Orders and their items in own tables.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Writes an order together with its items, and moves its status only from
 * the status it was read in (compare-and-set), so two concurrent requests
 * (a provider webhook and the shopper's return, say) cannot both act on it.
 */
final class OrderRepository {

	/**
	 * Inserts an order and its items. Call inside Database::atomic().
	 *
	 * @param array<string, mixed>             $order Columns (without id, order_key, version, dates).
	 * @param array<int, array<string, mixed>> $items Lines: cart_item_key, product_id, variation_id, name, quantity, unit_price, total, meta.
	 * @return int Order ID.
	 * @throws StoreException When the database refuses the write.
	 */
	public function insert( array $order, array $items ): int {
		global $wpdb;
		$now = Database::now();
		$row = array(
			'order_key'         => 'vo_' . wp_generate_password( 20, false ),
			'status'            => OrderStatus::PENDING,
			'customer_id'       => (int) $order['customer_id'],
			'currency'          => (string) $order['currency'],
			'subtotal'          => (int) $order['subtotal'],
			'shipping_total'    => (int) $order['shipping_total'],
			'total'             => (int) $order['total'],
			'shipping_rate'     => (string) $order['shipping_rate'],
			'payment_method'    => (string) $order['payment_method'],
			'billing'           => (string) wp_json_encode( $order['billing'] ),
			'shipping'          => (string) wp_json_encode( $order['shipping'] ),
			'payer'             => (string) wp_json_encode( $order['payer'] ?? array() ),
			'taxes'             => (string) wp_json_encode( $order['taxes'] ?? array() ),
			'provider_order_id' => '',
			'transaction_id'    => '',
			'version'           => 1,
			'created_at'        => $now,
			'updated_at'        => $now,
		);
		if ( ! $wpdb->insert( Database::table( 'orders' ), $row ) ) {
			throw new StoreException( 'vitrine_db_error', __( 'The order could not be saved. Please try again.', 'vitrine' ) );
		}
		$id = (int) $wpdb->insert_id;
		foreach ( $items as $item ) {
			$written = $wpdb->insert(
				Database::table( 'order_items' ),
				array(
					'order_id'      => $id,
					'cart_item_key' => (string) $item['cart_item_key'],
					'product_id'    => (int) $item['product_id'],
					'variation_id'  => (int) $item['variation_id'],
					'name'          => (string) $item['name'],
					'quantity'      => (int) $item['quantity'],
					'unit_price'    => (int) $item['unit_price'],
					'total'         => (int) $item['total'],
					'tax_rate'      => (int) ( $item['tax_rate'] ?? Tax::rate( Tax::STANDARD ) ),
					'tax'           => (int) ( $item['tax'] ?? Tax::included( (int) $item['total'], (int) ( $item['tax_rate'] ?? Tax::rate( Tax::STANDARD ) ) ) ),
					'meta'          => (string) wp_json_encode( $item['meta'] ),
				)
			);
			if ( ! $written ) {
				throw new StoreException( 'vitrine_db_error', __( 'The order could not be saved. Please try again.', 'vitrine' ) );
			}
		}
		return $id;
	}

	/**
	 * An order by ID.
	 *
	 * @param int $id Order ID.
	 */
	public function get( int $id ): ?Order {
		global $wpdb;
		$table = Database::table( 'orders' );
		return $this->hydrate( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ) );
	}

	/**
	 * An order by the provider's order ID: the one it is linked to, else
	 * (orders from before the link table) the one naming it.
	 *
	 * @param string $provider_order_id Provider order ID.
	 */
	public function find_by_provider_order_id( string $provider_order_id ): ?Order {
		global $wpdb;
		if ( '' === $provider_order_id ) {
			return null;
		}
		$linked = $this->order_id_of_provider_order( $provider_order_id );
		if ( $linked > 0 ) {
			return $this->get( $linked );
		}
		$table = Database::table( 'orders' );
		return $this->hydrate( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE provider_order_id = %s ORDER BY id DESC LIMIT 1", $provider_order_id ), ARRAY_A ) );
	}

	/**
	 * Records that a provider order belongs to an order. The provider order
	 * id is the table's primary key, so it can belong to one order only,
	 * whatever requests race (INSERT IGNORE: a duplicate neither fails nor
	 * ends the caller's transaction).
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @param int    $order_id          Order ID.
	 * @return bool Whether it belongs to this order now (false: to another).
	 */
	public function link_provider_order( string $provider_order_id, int $order_id ): bool {
		global $wpdb;
		$table = Database::table( 'provider_orders' );
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (provider_order_id, order_id, created_at) VALUES (%s, %d, %s)", $provider_order_id, $order_id, Database::now() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $this->order_id_of_provider_order( $provider_order_id ) === $order_id;
	}

	/**
	 * Moves a provider order to another order, only if it still belongs to
	 * `$from` (compare-and-set).
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @param int    $from              Order it belongs to.
	 * @param int    $to                Order it moves to.
	 * @return bool Whether this call moved it.
	 */
	public function move_provider_order( string $provider_order_id, int $from, int $to ): bool {
		global $wpdb;
		$table = Database::table( 'provider_orders' );
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET order_id = %d WHERE provider_order_id = %s AND order_id = %d", $to, $provider_order_id, $from ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * The order a provider order belongs to, 0 when none.
	 *
	 * @param string $provider_order_id Provider order ID.
	 */
	public function order_id_of_provider_order( string $provider_order_id ): int {
		global $wpdb;
		$table = Database::table( 'provider_orders' );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE provider_order_id = %s", $provider_order_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Orders of a customer, newest first.
	 *
	 * @param int $customer_id User ID.
	 * @return Order[]
	 */
	public function of_customer( int $customer_id ): array {
		global $wpdb;
		$table = Database::table( 'orders' );
		return $this->hydrate_all( (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE customer_id = %d ORDER BY id DESC", $customer_id ), ARRAY_A ) );
	}

	/**
	 * One page of all orders, newest first (admin list).
	 *
	 * @param string $status   A status, '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: Order[], total: int}
	 */
	public function page( string $status, int $page, int $per_page ): array {
		$found = Database::page( 'orders', '*', $status, $page, $per_page );
		return array(
			'items' => $this->hydrate_all( $found['rows'] ),
			'total' => $found['total'],
		);
	}

	/**
	 * Moves the status from `$from` to `$to`, only if the row is still in
	 * `$from`.
	 *
	 * @param int                  $id     Order ID.
	 * @param string               $from   Status the caller read.
	 * @param string               $to     New status.
	 * @param array<string, mixed> $fields Further columns to set in the same write (transaction_id…).
	 * @return bool Whether this call made the change.
	 */
	public function compare_and_set_status( int $id, string $from, string $to, array $fields = array() ): bool {
		global $wpdb;
		$table = Database::table( 'orders' );
		$sets  = array( 'status = %s', 'version = version + 1', 'updated_at = %s' );
		$args  = array( $to, Database::now() );
		foreach ( $fields as $column => $value ) {
			$sets[] = self::column( $column ) . ' = %s';
			$args[] = is_array( $value ) ? (string) wp_json_encode( $value ) : (string) $value;
		}
		$args[] = $id;
		$args[] = $from;
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE id = %d AND status = %s', $args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- column names are whitelisted.
	}

	/**
	 * Orders still pending whose last change is older than a time, oldest
	 * first, leaving out some payment methods.
	 *
	 * @param string   $before       UTC datetime (Database::now() format).
	 * @param string[] $skip_methods Payment method IDs left out.
	 * @param int      $limit        At most this many.
	 * @return int[] Order IDs.
	 */
	public function pending_since( string $before, array $skip_methods, int $limit ): array {
		global $wpdb;
		$table = Database::table( 'orders' );
		$skip  = array() === $skip_methods ? '' : ' AND payment_method NOT IN (' . implode( ', ', array_fill( 0, count( $skip_methods ), '%s' ) ) . ')';
		$args  = array_merge( array( OrderStatus::PENDING, $before ), array_values( $skip_methods ), array( $limit ) );
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = %s AND updated_at < %s{$skip} ORDER BY id LIMIT %d", $args ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and placeholders.
	}

	/**
	 * Starts the next payment attempt, only if the order is still unpaid and
	 * in attempt `$from` (compare-and-set: of several requests that saw the
	 * same attempt fail, one moves it on).
	 *
	 * @param int $id   Order ID.
	 * @param int $from Attempt that failed.
	 * @return bool Whether this call moved it on.
	 */
	public function next_payment_attempt( int $id, int $from ): bool {
		global $wpdb;
		$table = Database::table( 'orders' );
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET payment_attempt = payment_attempt + 1, version = version + 1, updated_at = %s WHERE id = %d AND payment_attempt = %d AND status IN (%s, %s)", Database::now(), $id, $from, OrderStatus::PENDING, OrderStatus::FAILED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Sets provider data on an order whatever its status.
	 *
	 * @param int                  $id     Order ID.
	 * @param array<string, mixed> $fields provider_order_id, transaction_id, payer.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		$table = Database::table( 'orders' );
		$sets  = array( 'version = version + 1', 'updated_at = %s' );
		$args  = array( Database::now() );
		foreach ( $fields as $column => $value ) {
			$sets[] = self::column( $column ) . ' = %s';
			$args[] = is_array( $value ) ? (string) wp_json_encode( $value ) : (string) $value;
		}
		$args[] = $id;
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE id = %d', $args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- column names are whitelisted.
	}

	/**
	 * A column that may be set through update().
	 *
	 * @param string $column Column name.
	 * @throws \InvalidArgumentException For any other column.
	 */
	private static function column( string $column ): string {
		if ( ! in_array( $column, array( 'provider_order_id', 'transaction_id', 'payer', 'payment_method' ), true ) ) {
			throw new \InvalidArgumentException( 'Column cannot be updated: ' . $column );
		}
		return $column;
	}

	/**
	 * An Order from a row.
	 *
	 * @param array<string, mixed>|null $row Row.
	 */
	private function hydrate( ?array $row ): ?Order {
		return $row ? ( $this->hydrate_all( array( $row ) )[0] ?? null ) : null;
	}

	/**
	 * Orders from their rows, with the items of all of them read in one
	 * query: a list costs two queries however many orders it has.
	 *
	 * @param array<int, array<string, mixed>> $rows Order rows, in the order wanted.
	 * @return Order[]
	 */
	private function hydrate_all( array $rows ): array {
		global $wpdb;
		if ( ! $rows ) {
			return array();
		}
		$table = Database::table( 'order_items' );
		$ids   = implode( ',', array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
		$items = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM {$table} WHERE order_id IN ({$ids}) ORDER BY id", ARRAY_A ) as $item ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
			$items[ (int) $item['order_id'] ][] = $item;
		}
		return array_map( fn( array $row ): Order => $this->order( $row, $items[ (int) $row['id'] ] ?? array() ), $rows );
	}

	/**
	 * One order from its row and its item rows.
	 *
	 * @param array<string, mixed>             $row       Order row.
	 * @param array<int, array<string, mixed>> $item_rows Its item rows, in order.
	 */
	private function order( array $row, array $item_rows ): Order {
		$items = array();
		foreach ( $item_rows as $item ) {
			$items[] = array(
				'cart_item_key' => (string) $item['cart_item_key'],
				'product_id'    => (int) $item['product_id'],
				'variation_id'  => (int) $item['variation_id'],
				'name'          => (string) $item['name'],
				'quantity'      => (int) $item['quantity'],
				'unit_price'    => (int) $item['unit_price'],
				'total'         => (int) $item['total'],
				'tax_rate'      => (int) ( $item['tax_rate'] ?? Tax::rate( Tax::STANDARD ) ),
				'tax'           => (int) ( $item['tax'] ?? 0 ),
				'meta'          => (array) json_decode( (string) $item['meta'], true ),
			);
		}
		$json = static fn( $value ): array => is_array( $decoded = json_decode( (string) $value, true ) ) ? $decoded : array();
		return new Order(
			(int) $row['id'],
			(string) $row['order_key'],
			(string) $row['status'],
			(int) $row['customer_id'],
			(string) $row['currency'],
			(int) $row['subtotal'],
			(int) $row['shipping_total'],
			(int) $row['total'],
			(string) $row['shipping_rate'],
			(string) $row['payment_method'],
			$json( $row['billing'] ),
			$json( $row['shipping'] ),
			$json( $row['payer'] ),
			(string) $row['provider_order_id'],
			(string) $row['transaction_id'],
			$items,
			(int) $row['version'],
			(string) $row['created_at'],
			max( 1, (int) ( $row['payment_attempt'] ?? 1 ) ),
			self::taxes( $json( $row['taxes'] ?? '' ) )
		);
	}

	/**
	 * Stored taxes as {rate, tax} pairs (orders from before VAT have none).
	 *
	 * @param array<int|string, mixed> $stored Decoded column.
	 * @return array<int, array{rate: int, tax: int}>
	 */
	private static function taxes( array $stored ): array {
		$taxes = array();
		foreach ( $stored as $entry ) {
			if ( is_array( $entry ) && isset( $entry['rate'], $entry['tax'] ) ) {
				$taxes[] = array(
					'rate' => (int) $entry['rate'],
					'tax'  => (int) $entry['tax'],
				);
			}
		}
		return $taxes;
	}
}
