<?php
/**
 * Members directory benchmark, run inside the bench site by bench/members.mjs:
 *
 *   php bench/members.php SITE_DIR N ITERATIONS BASELINE_ITERATIONS
 *
 * Tops the site up to N members (tools/members/generate.php), then times
 * filter + search + page requests through rest_do_request() (routing,
 * permission check with nonce and block lookup, schema validation, queries,
 * member presentation; WordPress' bootstrap is not included) against
 *  - Vitrine's route wc/v4/memberships/members (own table), and
 *  - a baseline route with the same answer from memberships stored as posts
 *    (post_author = member, post_parent = plan, post_status = wcm-<status>)
 *    queried the common way: WP_User_Query with a meta LIKE search for the
 *    names, then WP_Query on the membership posts with paging.
 * Prints one JSON line.
 *
 * @package Vitrine
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $vitrine_dir, $vitrine_n, $vitrine_iterations, $vitrine_baseline_iterations ] = $argv;
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $vitrine_dir . '/wp-load.php';
require dirname( __DIR__ ) . '/tools/members/generate.php';

use Vitrine\Memberships\Directory;
use Vitrine\Memberships\Members;
use Vitrine\Memberships\Statuses;

$vitrine_t0    = microtime( true );
$vitrine_added = vitrine_generate_members( (int) $vitrine_n );
$vitrine_gen   = microtime( true ) - $vitrine_t0;

foreach ( Statuses::slugs() as $vitrine_status ) {
	register_post_status( 'wcm-' . $vitrine_status, array( 'public' => false ) );
}
register_post_type( VITRINE_BASELINE_TYPE, array( 'public' => false ) );

/**
 * The baseline's query: the common approach on posts, postmeta and usermeta.
 *
 * @param array<string, mixed> $settings Directory settings.
 * @param WP_REST_Request      $request  Request.
 */
function vitrine_bench_baseline( array $settings, WP_REST_Request $request ): WP_REST_Response {
	[ $plans, $statuses ] = Directory::scope( $settings, array_map( 'intval', (array) $request['plan'] ), (array) $request['status'] );
	$authors              = array();
	$search               = trim( (string) $request['search'] );
	if ( '' !== $search ) {
		$users   = new WP_User_Query(
			array(
				'fields'     => 'ID',
				'number'     => -1,
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery -- that is the point.
					'relation' => 'OR',
					array(
						'key'     => 'first_name',
						'value'   => $search,
						'compare' => 'LIKE',
					),
					array(
						'key'     => 'last_name',
						'value'   => $search,
						'compare' => 'LIKE',
					),
				),
			)
		);
		$authors = array_map( 'intval', $users->get_results() );
		if ( ! $authors ) {
			$authors = array( 0 );
		}
	}
	$per_page = (int) $request['per_page'];
	$query    = new WP_Query(
		array(
			'post_type'       => VITRINE_BASELINE_TYPE,
			'post_status'     => array_map( static fn( $s ) => 'wcm-' . $s, $statuses ),
			'post_parent__in' => $plans ? $plans : array( 0 ),
			'author__in'      => $authors,
			'posts_per_page'  => $per_page,
			'paged'           => (int) $request['page'],
			'orderby'         => 'ID',
			'order'           => 'ASC',
		)
	);
	$rows = array();
	foreach ( $query->posts as $post ) {
		$user   = get_userdata( (int) $post->post_author );
		$rows[] = (object) array(
			'id'         => $post->ID,
			'user_id'    => $post->post_author,
			'plan_id'    => $post->post_parent,
			'first_name' => $user ? $user->first_name : '',
			'last_name'  => $user ? $user->last_name : '',
		);
	}
	$response = new WP_REST_Response( Members::present( $rows, $settings, true ) );
	$response->header( 'X-WP-Total', (string) $query->found_posts );
	$response->header( 'X-WP-TotalPages', (string) $query->max_num_pages );
	return $response;
}

add_action(
	'rest_api_init',
	static function () {
		$controller = new Vitrine\Rest\MembersController();
		register_rest_route(
			'vitrine-bench/v1',
			'/baseline',
			array(
				'methods'             => 'GET',
				'permission_callback' => array( $controller, 'permission' ),
				'args'                => Vitrine\Rest\MembersController::args(),
				'callback'            => static function ( WP_REST_Request $request ) {
					return vitrine_bench_baseline( (array) Directory::find( (string) $request['wc_memberships_block'] ), $request );
				},
			)
		);
	}
);

wp_set_current_user( 1 );
$vitrine_page = get_page_by_path( 'mitglieder', OBJECT, 'page' );
$vitrine_ref  = Directory::reference( $vitrine_page->ID, parse_blocks( $vitrine_page->post_content )[0]['attrs'] );
$vitrine_plan = (string) array_key_first( Vitrine\Memberships\Plans::published() );
$vitrine_find = array( 'Be', 'Sch', 'An', 'Wo', 'Kr', 'Ma', 'Ha', 'Zi', 'Lo', 'Fr' );

/**
 * p50 and p95 in milliseconds of requests to a route.
 *
 * @param string $route      Route.
 * @param int    $iterations Requests.
 * @param string $ref        Block reference.
 * @param string $plan       Plan to filter by.
 * @param array  $find       Search words.
 * @return array{p50: float, p95: float, total: int}
 */
function vitrine_bench_run( string $route, int $iterations, string $ref, string $plan, array $find ): array {
	$times = array();
	$total = 0;
	for ( $i = 0; $i < $iterations; $i++ ) {
		wp_cache_flush();
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_query_params(
			array(
				'wc_memberships_block' => $ref,
				'customer_data'        => 'true',
				'per_page'             => '10',
				'plan'                 => $plan,
				'status'               => 'active,free_trial,complimentary',
				'search'               => $find[ $i % count( $find ) ],
				'page'                 => (string) ( 1 + $i % 3 ),
			)
		);
		$t0       = hrtime( true );
		$response = rest_do_request( $request );
		$times[]  = ( hrtime( true ) - $t0 ) / 1e6;
		if ( 200 !== $response->get_status() ) {
			fwrite( STDERR, $route . ': ' . wp_json_encode( $response->get_data() ) . "\n" );
			exit( 1 );
		}
		$total = max( $total, (int) $response->get_headers()['X-WP-Total'] );
	}
	sort( $times );
	$pick = static fn( float $q ) => round( $times[ (int) min( count( $times ) - 1, ceil( $q * count( $times ) ) - 1 ) ], 2 );
	return array(
		'p50'   => $pick( 0.5 ),
		'p95'   => $pick( 0.95 ),
		'total' => $total,
	);
}

// Warm-up: first requests pay for routes, caches and the buffer pool.
vitrine_bench_run( '/wc/v4/memberships/members', 3, $vitrine_ref, $vitrine_plan, $vitrine_find );
vitrine_bench_run( '/vitrine-bench/v1/baseline', 1, $vitrine_ref, $vitrine_plan, $vitrine_find );

echo wp_json_encode(
	array(
		'n'          => (int) $vitrine_n,
		'added'      => $vitrine_added,
		'generateS'  => round( $vitrine_gen, 1 ),
		'ours'       => vitrine_bench_run( '/wc/v4/memberships/members', (int) $vitrine_iterations, $vitrine_ref, $vitrine_plan, $vitrine_find ),
		'baseline'   => vitrine_bench_run( '/vitrine-bench/v1/baseline', (int) $vitrine_baseline_iterations, $vitrine_ref, $vitrine_plan, $vitrine_find ),
	)
) . "\n";
