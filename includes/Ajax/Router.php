<?php
/**
 * The one entry of the shop's calls: /?wc-ajax={name} (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

use Vitrine\Store\CartSession;

defined( 'ABSPATH' ) || exit;

/**
 * Dispatches `/?wc-ajax={name}` on `wp_loaded` to the Endpoint of that name,
 * collected from the filter `vitrine_ajax_endpoints` (a list of Endpoint).
 *
 * Every call passes the same gate, in this order, before handle() runs:
 * 1. an unknown name → 404; a method other than the endpoint's → 405;
 * 2. a POST body is decoded by Body (JSON when the Content-Type says so,
 *    otherwise URL-encoded; too large → 413, unreadable or too many fields
 *    → 400); a GET's input is its query;
 * 3. a POST's nonce — `nonce` in the body, or the `Nonce` header — must be
 *    Router::nonce( name ) (action `vitrine_{name}`, as pages always had it);
 *    missing, stale or another endpoint's → 403;
 * 4. the body without `nonce` is checked, cast and bounded by Input against
 *    the endpoint's schema() — the one place this happens; unknown keys are
 *    dropped (see Input) → 400 with the German message and data.field;
 * 5. only then the Caller is made (a guest's session is started here for
 *    endpoints that start one, so a refused call never sets a cookie or
 *    writes), and handle() answers `{success: true, data}`.
 * An EndpointError becomes `{success: false, data: {code, message, …data}}`
 * with its status. Anything else thrown is a bug: logged, and answered as a
 * JSON 500 rather than an HTML error page.
 */
final class Router {

	public const QUERY_VAR = 'wc-ajax';
	public const FILTER    = 'vitrine_ajax_endpoints';

	/**
	 * @param array<string, Endpoint>  $endpoints Endpoints by name.
	 * @param \Closure(bool): Caller $caller    Makes the Caller; true starts a guest session.
	 */
	public function __construct( private readonly array $endpoints, private readonly \Closure $caller ) {}

	/**
	 * Hooks the dispatcher in.
	 */
	public static function hook(): void {
		add_action( 'wp_loaded', array( self::class, 'dispatch' ) );
	}

	/**
	 * An endpoint's URL (§7.2: /?wc-ajax={name}).
	 *
	 * @param string $name Endpoint name.
	 */
	public static function url( string $name ): string {
		return add_query_arg( self::QUERY_VAR, $name, home_url( '/' ) );
	}

	/**
	 * A POST's nonce for an endpoint, for pages and the §3.11 object.
	 *
	 * @param string $name Endpoint name.
	 */
	public static function nonce( string $name ): string {
		return wp_create_nonce( 'vitrine_' . $name );
	}

	/**
	 * The registered endpoints by name; entries that are no Endpoint or have
	 * a name outside [a-z0-9_] are left out, and the first of a name wins.
	 *
	 * @return array<string, Endpoint>
	 */
	public static function endpoints(): array {
		/**
		 * Filters the endpoints under /?wc-ajax={name}.
		 *
		 * @param Endpoint[] $endpoints Endpoints so far.
		 */
		$list   = apply_filters( self::FILTER, array() );
		$byname = array();
		foreach ( is_array( $list ) ? $list : array() as $endpoint ) {
			if ( $endpoint instanceof Endpoint && preg_match( '/^[a-z0-9_]{1,64}$/', $endpoint->name() ) && ! isset( $byname[ $endpoint->name() ] ) ) {
				$byname[ $endpoint->name() ] = $endpoint;
			}
		}
		return $byname;
	}

	/**
	 * URL and nonce of every endpoint, by name (the §3.11 `ajax` key).
	 *
	 * @return array<string, array{endpoint: string, nonce: string}>
	 */
	public static function links(): array {
		$links = array();
		foreach ( array_keys( self::endpoints() ) as $name ) {
			$links[ $name ] = array(
				'endpoint' => self::url( $name ),
				'nonce'    => self::nonce( $name ),
			);
		}
		return $links;
	}

	/**
	 * `wp_loaded`: answers a request that names an endpoint, and ends it.
	 */
	public static function dispatch(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the name only picks the endpoint.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$name   = is_string( $_GET[ self::QUERY_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : '';
		$router = new self(
			self::endpoints(),
			static fn( bool $start ): Caller => new Caller( get_current_user_id(), CartSession::current( $start ) ?? '' )
		);
		$answer = $router->answer( Request::from_globals( $name ) );
		nocache_headers();
		wp_send_json( $answer['body'], $answer['status'] );
	}

	/**
	 * Answers one call.
	 *
	 * @param Request $request The call.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	public function answer( Request $request ): array {
		try {
			$endpoint = $this->endpoints[ $request->name ] ?? null;
			if ( null === $endpoint ) {
				throw new EndpointError( __( 'This shop function does not exist.', 'vitrine' ), 'vitrine_no_endpoint', 404 );
			}
			$method = strtoupper( $endpoint->method() );
			if ( $method !== $request->method ) {
				throw new EndpointError( __( 'This shop function does not accept this kind of request.', 'vitrine' ), 'vitrine_wrong_method', 405 );
			}
			$body  = 'POST' === $method ? $this->verified_body( $request ) : $request->query;
			$input = Input::cast( $body, array_merge( $endpoint->schema(), array( 'type' => 'object' ) ) );
			$data  = $endpoint->handle( $input, ( $this->caller )( $endpoint->starts_session() ) );
			return array(
				'status' => 200,
				'body'   => array(
					'success' => true,
					'data'    => $data,
				),
			);
		} catch ( EndpointError $error ) {
			return self::failure( $error );
		} catch ( \Throwable $bug ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a bug must show in the log.
			error_log( sprintf( 'Vitrine endpoint %s failed: %s', $request->name, $bug ) );
			return self::failure( new EndpointError( __( 'Something went wrong. Please try again.', 'vitrine' ), 'vitrine_internal_error', 500 ) );
		}
	}

	/**
	 * A POST's decoded body, without its nonce, once the nonce is verified.
	 *
	 * @param Request $request The call.
	 * @return array<string, mixed>
	 * @throws EndpointError 400/413 for an unreadable body, 403 for a bad nonce.
	 */
	private function verified_body( Request $request ): array {
		$body  = '' === $request->raw && array() !== $request->parsed ? $request->parsed : Body::decode( $request->content_type, $request->raw );
		$nonce = $body['nonce'] ?? $request->nonce_header;
		unset( $body['nonce'] );
		if ( ! is_string( $nonce ) || '' === $nonce || strlen( $nonce ) > 64 || ! wp_verify_nonce( $nonce, 'vitrine_' . $request->name ) ) {
			throw new EndpointError( __( 'Your session has expired. Please reload the page.', 'vitrine' ), 'vitrine_invalid_nonce', 403 );
		}
		return $body;
	}

	/**
	 * The answer to a refused call.
	 *
	 * @param EndpointError $error The refusal.
	 * @return array{status: int, body: array{success: bool, data: array<string, mixed>}}
	 */
	private static function failure( EndpointError $error ): array {
		$status = $error->status >= 400 && $error->status <= 599 ? $error->status : 400;
		return array(
			'status' => $status,
			'body'   => array(
				'success' => false,
				'data'    => array(
					'code'    => $error->error_code,
					'message' => $error->getMessage(),
				) + $error->data,
			),
		);
	}
}
