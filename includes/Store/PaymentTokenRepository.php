<?php
/**
 * Saved payment methods in their own table.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Tokens per user; every read and delete is scoped to the owner.
 */
final class PaymentTokenRepository {

	/**
	 * Saves a token for a user; saving the same provider token again returns
	 * the stored one. The first token of a user becomes the default.
	 *
	 * @param int                  $user_id Owner (must exist).
	 * @param array<string, mixed> $data    gateway, provider_token_id, brand, last_digits, expiry_month, expiry_year.
	 * @param DateTimeImmutable    $today   Today, for the expiry check.
	 * @throws StoreException When the data is invalid or the card has expired.
	 */
	public function add( int $user_id, array $data, DateTimeImmutable $today ): PaymentToken {
		global $wpdb;
		if ( $user_id <= 0 || ! get_userdata( $user_id ) ) {
			throw new StoreException( 'vitrine_no_user', __( 'Please log in to save a payment method.', 'vitrine' ) );
		}
		$gateway  = (string) ( $data['gateway'] ?? '' );
		$provider = (string) ( $data['provider_token_id'] ?? '' );
		$brand    = strtolower( (string) ( $data['brand'] ?? '' ) );
		$last     = (string) ( $data['last_digits'] ?? '' );
		$month    = (int) ( $data['expiry_month'] ?? 0 );
		$year     = (int) ( $data['expiry_year'] ?? 0 );
		$is_card  = '' !== $last || $month || $year;
		if ( ! Gateways::known( $gateway ) || ! preg_match( '/^[A-Za-z0-9_\-]{1,100}$/', $provider ) || ! preg_match( '/^[a-z0-9_\-]{0,30}$/', $brand ) ) {
			throw new StoreException( 'vitrine_invalid_token', __( 'The payment method could not be saved.', 'vitrine' ) );
		}
		if ( $is_card ) {
			if ( ! preg_match( '/^\d{4}$/', $last ) || $month < 1 || $month > 12 || $year < 2000 || $year > 2100 ) {
				throw new StoreException( 'vitrine_invalid_token', __( 'The payment method could not be saved.', 'vitrine' ) );
			}
			if ( sprintf( '%04d-%02d', $year, $month ) < $today->format( 'Y-m' ) ) {
				throw new StoreException( 'vitrine_card_expired', __( 'This card has expired.', 'vitrine' ) );
			}
		}
		$table    = Database::table( 'payment_tokens' );
		$existing = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND provider_token_id = %s", $user_id, $provider ) );
		if ( $existing ) {
			return $this->get( $user_id, (int) $existing );
		}
		$has_any = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) );
		$wpdb->insert(
			$table,
			array(
				'user_id'           => $user_id,
				'gateway'           => $gateway,
				'provider_token_id' => $provider,
				'brand'             => $brand,
				'last_digits'       => $is_card ? $last : '',
				'expiry_month'      => $is_card ? $month : 0,
				'expiry_year'       => $is_card ? $year : 0,
				'is_default'        => 0 === $has_any ? 1 : 0,
				'created_at'        => Database::now(),
			)
		);
		return $this->get( $user_id, (int) $wpdb->insert_id );
	}

	/**
	 * A user's token.
	 *
	 * @param int $user_id Owner.
	 * @param int $id      Token ID.
	 * @throws StoreException When the user has no such token.
	 */
	public function get( int $user_id, int $id ): PaymentToken {
		global $wpdb;
		$table = Database::table( 'payment_tokens' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d AND user_id = %d", $id, $user_id ), ARRAY_A );
		if ( ! $row ) {
			throw new StoreException( 'vitrine_no_token', __( 'This payment method does not exist.', 'vitrine' ) );
		}
		return self::hydrate( $row );
	}

	/**
	 * A user's tokens, the default first.
	 *
	 * @param int $user_id Owner.
	 * @return PaymentToken[]
	 */
	public function of_user( int $user_id ): array {
		global $wpdb;
		$table = Database::table( 'payment_tokens' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d ORDER BY is_default DESC, id", $user_id ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), $rows );
	}

	/**
	 * Deletes a user's token; the next one becomes the default.
	 *
	 * @param int $user_id Owner.
	 * @param int $id      Token ID.
	 * @throws StoreException When the user has no such token.
	 */
	public function delete( int $user_id, int $id ): void {
		global $wpdb;
		$token = $this->get( $user_id, $id );
		$table = Database::table( 'payment_tokens' );
		$wpdb->delete( $table, array( 'id' => $token->id ), array( '%d' ) );
		if ( $token->is_default ) {
			$next = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d ORDER BY id LIMIT 1", $user_id ) );
			if ( $next ) {
				$wpdb->update( $table, array( 'is_default' => 1 ), array( 'id' => (int) $next ) );
			}
		}
	}

	/**
	 * The owners of a provider token id (normally one user): for the
	 * provider's "payment token deleted" webhook, which names only the token.
	 *
	 * @param string $provider_token_id The provider's token id.
	 * @return array<int, int> Map of token ID => user ID.
	 */
	public function owners_of_provider_token( string $provider_token_id ): array {
		global $wpdb;
		if ( '' === $provider_token_id ) {
			return array();
		}
		$table = Database::table( 'payment_tokens' );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, user_id FROM {$table} WHERE provider_token_id = %s ORDER BY id", $provider_token_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$found = array();
		foreach ( $rows as $row ) {
			$found[ (int) $row['id'] ] = (int) $row['user_id'];
		}
		return $found;
	}

	/**
	 * A PaymentToken from a row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function hydrate( array $row ): PaymentToken {
		return new PaymentToken(
			(int) $row['id'],
			(int) $row['user_id'],
			(string) $row['gateway'],
			(string) $row['provider_token_id'],
			(string) $row['brand'],
			(string) $row['last_digits'],
			(int) $row['expiry_month'],
			(int) $row['expiry_year'],
			(bool) (int) $row['is_default']
		);
	}
}
