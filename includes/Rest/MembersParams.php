<?php
/**
 * The members route's input: its schema and one cast of every parameter.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Statuses;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The parameters of GET wc/v4/memberships/members, cast and bounded once.
 *
 * Why not rely on the schema alone: WordPress runs a route's permission
 * callback also for requests whose parameters failed the schema (for the
 * `Allow` header, rest_send_allow_header(), after the 400 was decided), so
 * the permission check sees the raw query, arrays and huge numbers included.
 * Both callbacks therefore read their input only through from(), which never
 * trusts a type; the schema still turns bad input into a 400
 * rest_invalid_param with the same bounds.
 */
final class MembersParams {

	public const MAX_PAGE = 100000;

	public const MAX_SEARCH = 100;

	public const MAX_PLANS = 50;

	public const MAX_STATUSES = 20;

	/**
	 * @param string   $reference     Block reference, '' when malformed.
	 * @param int      $post_id       Post of the reference, 0 when malformed.
	 * @param int[]    $plans         Requested plans (empty: the block's).
	 * @param string[] $statuses      Requested statuses (empty: the block's).
	 * @param string   $search        Search text.
	 * @param int      $page          Page, from 1.
	 * @param int|null $per_page      Page size, null: the block's.
	 * @param bool     $customer_data Whether to add customer data beyond names.
	 */
	private function __construct(
		public readonly string $reference,
		public readonly int $post_id,
		public readonly array $plans,
		public readonly array $statuses,
		public readonly string $search,
		public readonly int $page,
		public readonly ?int $per_page,
		public readonly bool $customer_data
	) {}

	/**
	 * The query parameters' schema; WordPress validates and sanitizes each
	 * before the route's callback runs (a bad value is a 400 rest_invalid_param).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'wc_memberships_block' => array(
				'description' => __( 'Which directory block asks: post ID and settings hash.', 'vitrine' ),
				'type'        => 'string',
				'required'    => true,
				'pattern'     => Directory::REFERENCE_PATTERN,
			),
			'customer_data'        => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'per_page'             => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => Directory::MAX_PER_PAGE,
			),
			'page'                 => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_PAGE,
				'default' => 1,
			),
			'plan'                 => array(
				'description' => __( 'Plan IDs, comma-separated.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => Directory::MAX_ID,
				),
				'maxItems'    => self::MAX_PLANS,
				'default'     => array(),
			),
			'status'               => array(
				'description' => __( 'Membership statuses, comma-separated.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => Statuses::slugs(),
				),
				'maxItems'    => self::MAX_STATUSES,
				'default'     => array(),
			),
			'search'               => array(
				'type'      => 'string',
				'maxLength' => self::MAX_SEARCH,
				'default'   => '',
			),
		);
	}

	/**
	 * Every parameter of the request, cast and bounded; values of the wrong
	 * type become their default, never a PHP warning.
	 *
	 * @param WP_REST_Request $request Request (validated or not).
	 */
	public static function from( WP_REST_Request $request ): self {
		$reference = $request['wc_memberships_block'];
		$post_id   = Directory::post_id( $reference );
		$per_page  = self::integer( $request['per_page'], 1, Directory::MAX_PER_PAGE );
		$statuses  = array_map( 'strval', array_filter( self::items( $request['status'], self::MAX_STATUSES ), 'is_string' ) );
		$search    = $request['search'];
		return new self(
			$post_id ? (string) $reference : '',
			$post_id,
			array_values( array_filter( array_map( static fn( $id ) => self::integer( $id, 1, Directory::MAX_ID ), self::items( $request['plan'], self::MAX_PLANS ) ) ) ),
			array_values( array_intersect( $statuses, Statuses::slugs() ) ),
			is_string( $search ) ? mb_substr( $search, 0, self::MAX_SEARCH ) : '',
			self::integer( $request['page'], 1, self::MAX_PAGE ) ?? 1,
			$per_page,
			is_scalar( $request['customer_data'] ) && rest_sanitize_boolean( $request['customer_data'] )
		);
	}

	/**
	 * A whole number within bounds, or null for anything else (arrays,
	 * floats, numbers outside the bounds, text).
	 *
	 * @param mixed $value Untrusted value.
	 * @param int   $min   Smallest allowed.
	 * @param int   $max   Largest allowed.
	 */
	private static function integer( $value, int $min, int $max ): ?int {
		if ( is_string( $value ) && preg_match( '/^[0-9]{1,16}$/', $value ) ) {
			$value = (int) $value;
		}
		return is_int( $value ) && $value >= $min && $value <= $max ? $value : null;
	}

	/**
	 * A list parameter ("a,b" or an array) as at most $max scalar items.
	 *
	 * @param mixed $value Untrusted value.
	 * @param int   $max   Most items kept.
	 * @return array<int, mixed>
	 */
	private static function items( $value, int $max ): array {
		if ( is_string( $value ) ) {
			$value = wp_parse_list( $value );
		}
		if ( ! is_array( $value ) ) {
			return array();
		}
		return array_slice( array_values( array_filter( $value, 'is_scalar' ) ), 0, $max );
	}
}
