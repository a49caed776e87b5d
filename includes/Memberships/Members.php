<?php
/**
 * The member entity of §3.1.
 *
 * @package Vitrine
 */

namespace Vitrine\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Turns membership rows into the members of §3.1, with only the fields the
 * directory's settings allow.
 */
final class Members {

	public const AVATAR_META = 'vitrine_avatar';

	/**
	 * Directory page: the members of §3.1 plus totals.
	 *
	 * @param array<string, mixed> $settings      Normalised directory settings.
	 * @param int[]                $plans         Requested plans (empty: the block's).
	 * @param string[]             $statuses      Requested statuses (empty: the block's).
	 * @param string               $search        Search text.
	 * @param int                  $page          Page, from 1.
	 * @param int                  $per_page      Page size.
	 * @param bool                 $customer_data Whether to add customer data beyond names.
	 * @return array{members: array<int, array<string, mixed>>, total: int, total_pages: int}
	 */
	public static function page( array $settings, array $plans, array $statuses, string $search, int $page, int $per_page, bool $customer_data = true ): array {
		[ $plans, $statuses ] = Directory::scope( $settings, $plans, $statuses );
		$result               = Repository::query( $plans, $statuses, $search, $page, $per_page );
		return array(
			'members'     => self::present( $result['rows'], $settings, $customer_data ),
			'total'       => $result['total'],
			'total_pages' => (int) ceil( $result['total'] / $per_page ),
		);
	}

	/**
	 * Members of §3.1 from table rows.
	 *
	 * @param array<int, object>   $rows          Rows of Repository::query().
	 * @param array<string, mixed> $settings      Normalised directory settings.
	 * @param bool                 $customer_data Whether to add customer data beyond names.
	 * @return array<int, array<string, mixed>>
	 */
	public static function present( array $rows, array $settings, bool $customer_data ): array {
		if ( ! $rows ) {
			return array();
		}
		// One query for the users and one for all their meta.
		cache_users( array_map( static fn( $row ) => (int) $row->user_id, $rows ) );
		$plans   = Plans::published();
		$members = array();
		foreach ( $rows as $row ) {
			$user_id = (int) $row->user_id;
			$user    = get_userdata( $user_id );
			$data    = array(
				'first_name' => (string) $row->first_name,
				'last_name'  => (string) $row->last_name,
			);
			if ( $customer_data && $user ) {
				if ( $settings['avatar'] ) {
					$data['avatar'] = self::avatar( $user_id, $data['first_name'], $data['last_name'] );
				}
				if ( $settings['showBio'] ) {
					$data['bio'] = (string) $user->description;
				}
				if ( $settings['showEmail'] ) {
					$data['user_email'] = (string) $user->user_email;
				}
				if ( $settings['showPhone'] ) {
					$data['phone'] = (string) get_user_meta( $user_id, 'billing_phone', true );
				}
				if ( $settings['showAddress'] ) {
					$data['address'] = self::address( $user_id );
				}
			}
			$members[] = array(
				'id'             => (int) $row->id,
				'plan_id'        => (int) $row->plan_id,
				'plan_name'      => $plans[ (int) $row->plan_id ] ?? '',
				'customer_data'  => $data,
				'profile_fields' => $customer_data ? ProfileFields::values( $user_id, $settings['profileFields'] ) : array(),
			);
		}
		return $members;
	}

	/**
	 * The member's picture, or a generated one with their initials (avatars
	 * from third-party services would leak visitors to another host).
	 *
	 * @param int    $user_id User.
	 * @param string $first   First name.
	 * @param string $last    Last name.
	 */
	public static function avatar( int $user_id, string $first, string $last ): string {
		$url = (string) get_user_meta( $user_id, self::AVATAR_META, true );
		if ( '' !== $url ) {
			return esc_url_raw( $url );
		}
		$initials = mb_strtoupper( mb_substr( $first, 0, 1 ) . mb_substr( $last, 0, 1 ) );
		$hue      = ( $user_id * 47 ) % 360;
		$svg      = sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(%1$d,45%%,40%%)"/><text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">%2$s</text></svg>',
			$hue,
			htmlspecialchars( $initials, ENT_XML1 )
		);
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a data URL.
	}

	/**
	 * The postal address as one line, empty when the member has none.
	 *
	 * @param int $user_id User.
	 */
	public static function address( int $user_id ): string {
		$street = trim( (string) get_user_meta( $user_id, 'billing_address_1', true ) );
		$city   = trim( (string) get_user_meta( $user_id, 'billing_postcode', true ) . ' ' . (string) get_user_meta( $user_id, 'billing_city', true ) );
		return implode( ', ', array_filter( array( $street, $city ) ) );
	}
}
