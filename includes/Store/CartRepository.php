<?php
/**
 * Carts in their own table, with optimistic locking.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * One row per session. Every change goes through mutate(): read the row
 * with its version, apply the change, write only if the version is still the
 * same, otherwise read again and reapply. Two requests adding to the same
 * cart at once (two tabs, a double click) therefore both land.
 */
final class CartRepository {

	private const ATTEMPTS = 5;

	/**
	 * The session's cart (empty when it has none).
	 *
	 * @param string $session_key Owner key.
	 */
	public function load( string $session_key ): Cart {
		global $wpdb;
		$table = Database::table( 'carts' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT content, version FROM {$table} WHERE session_key = %s", $session_key ), ARRAY_A );
		if ( ! $row ) {
			return new Cart( $session_key );
		}
		$content = json_decode( (string) $row['content'], true );
		$content = is_array( $content ) ? $content : array();
		return new Cart(
			$session_key,
			is_array( $content['items'] ?? null ) ? $content['items'] : array(),
			is_array( $content['shipping_address'] ?? null ) ? $content['shipping_address'] : array(),
			(string) ( $content['shipping_rate'] ?? '' ),
			(int) $row['version']
		);
	}

	/**
	 * Applies a change and stores it, retrying on concurrent writes.
	 *
	 * @param string                $session_key Owner key.
	 * @param callable(Cart): Cart  $change      Pure change; may throw StoreException (then nothing is written).
	 * @param int                   $user_id     Owner's user ID, 0 for a guest.
	 * @throws StoreException When the cart keeps changing under us.
	 */
	public function mutate( string $session_key, callable $change, int $user_id = 0 ): Cart {
		global $wpdb;
		$table = Database::table( 'carts' );
		for ( $attempt = 0; $attempt < self::ATTEMPTS; $attempt++ ) {
			$cart    = $this->load( $session_key );
			$changed = $change( $cart );
			$content = (string) wp_json_encode( $changed->to_array() );
			if ( 0 === $cart->version ) {
				$written = $wpdb->query(
					$wpdb->prepare(
						"INSERT IGNORE INTO {$table} (session_key, user_id, content, version, updated_at) VALUES (%s, %d, %s, 1, %s)",
						$session_key,
						$user_id,
						$content,
						Database::now()
					)
				);
				$version = 1;
			} else {
				$written = $wpdb->query(
					$wpdb->prepare(
						"UPDATE {$table} SET content = %s, version = version + 1, updated_at = %s WHERE session_key = %s AND version = %d",
						$content,
						Database::now(),
						$session_key,
						$cart->version
					)
				);
				$version = $cart->version + 1;
			}
			if ( 1 === $written ) {
				return new Cart( $session_key, $changed->items, $changed->shipping_address, $changed->shipping_rate, $version );
			}
		}
		throw new StoreException( 'vitrine_cart_busy', __( 'Your cart was changed at the same time in another window. Please try again.', 'vitrine' ) );
	}

	/**
	 * Removes a session's cart (after an order was placed from it).
	 *
	 * @param string $session_key Owner key.
	 */
	public function delete( string $session_key ): void {
		global $wpdb;
		$wpdb->delete( Database::table( 'carts' ), array( 'session_key' => $session_key ), array( '%s' ) );
	}
}
