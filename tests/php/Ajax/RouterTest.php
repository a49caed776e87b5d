<?php
/**
 * The Router's gate: method, body, nonce, schema, answer.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Ajax;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\EndpointError;
use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Tests\TestCase;

/**
 * Against a test endpoint that records what reaches handle().
 */
final class RouterTest extends TestCase {

	/**
	 * What handle() received, and how often the Caller was made.
	 *
	 * @var array{input: array<string, mixed>|null, callers: int}
	 */
	private array $seen = array(
		'input'   => null,
		'callers' => 0,
	);

	/**
	 * An endpoint `echo` (POST) answering its input, or throwing what
	 * `$throw` holds.
	 *
	 * @param \Throwable|null $throw Thrown by handle().
	 */
	private function endpoint( ?\Throwable $throw = null ): Endpoint {
		$seen = &$this->seen;
		return new class( $seen, $throw ) implements Endpoint {
			/**
			 * @param array<string, mixed> $seen  Record.
			 * @param \Throwable|null      $throw Thrown by handle().
			 */
			public function __construct( private array &$seen, private readonly ?\Throwable $throw ) {}

			public function name(): string {
				return 'echo';
			}

			public function method(): string {
				return 'POST';
			}

			public function schema(): array {
				return array(
					'type'       => 'object',
					'properties' => array(
						'count' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 10,
						),
						'tags'  => array(
							'type'     => 'array',
							'maxItems' => 2,
							'items'    => array(
								'type'      => 'string',
								'maxLength' => 5,
							),
						),
					),
					'required'   => array( 'count' ),
				);
			}

			public function starts_session(): bool {
				return true;
			}

			public function handle( array $input, Caller $caller ): mixed {
				$this->seen['input'] = $input;
				if ( $this->throw ) {
					throw $this->throw;
				}
				return array(
					'input'   => $input,
					'session' => $caller->session,
				);
			}
		};
	}

	/**
	 * A Router with the echo endpoint.
	 *
	 * @param \Throwable|null $throw Thrown by handle().
	 */
	private function router( ?\Throwable $throw = null ): Router {
		return new Router(
			array( 'echo' => $this->endpoint( $throw ) ),
			function ( bool $start ): Caller {
				++$this->seen['callers'];
				return new Caller( 0, $start ? 'guest:started' : '' );
			}
		);
	}

	/**
	 * A JSON POST to echo with its nonce.
	 *
	 * @param array<string, mixed> $body Body.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	private function post( array $body ): array {
		return $this->router()->answer( Request::json( 'echo', $body + array( 'nonce' => Router::nonce( 'echo' ) ) ) );
	}

	public function test_a_valid_call_reaches_handle_cast_with_unknown_keys_dropped(): void {
		$answer = $this->post(
			array(
				'count' => '3',
				'tags'  => array( 'a' ),
				'price' => '0.01',
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array(
					'input'   => array(
						'count' => 3,
						'tags'  => array( 'a' ),
					),
					'session' => 'guest:started',
				),
			),
			$answer['body'],
			'The nonce and the unknown key never reach handle(); "3" is cast to 3; the session is started.'
		);
	}

	public function test_refused_calls_never_reach_handle_nor_start_a_session(): void {
		$cases = array(
			'no nonce'         => array( 403, Request::json( 'echo', array( 'count' => 1 ) ) ),
			'foreign nonce'    => array( 403, Request::json( 'echo', array( 'count' => 1, 'nonce' => Router::nonce( 'other' ) ) ) ),
			'nonce array'      => array( 403, Request::json( 'echo', array( 'count' => 1, 'nonce' => array( 'x' ) ) ) ),
			'GET'              => array( 405, new Request( 'echo', 'GET' ) ),
			'unknown'          => array( 404, new Request( 'nothing', 'POST' ) ),
			'bad JSON'         => array( 400, new Request( 'echo', 'POST', 'application/json', '{' ) ),
			'JSON list'        => array( 400, new Request( 'echo', 'POST', 'application/json', '[1,2]' ) ),
			'JSON too deep'    => array( 400, new Request( 'echo', 'POST', 'application/json', str_repeat( '[', 40 ) . str_repeat( ']', 40 ) ) ),
			'too large'        => array( 413, new Request( 'echo', 'POST', 'application/json', str_repeat( ' ', 300000 ) ) ),
			'count too big'    => array( 400, Request::json( 'echo', array( 'count' => 11, 'nonce' => Router::nonce( 'echo' ) ) ) ),
			'count missing'    => array( 400, Request::json( 'echo', array( 'nonce' => Router::nonce( 'echo' ) ) ) ),
			'string too long'  => array( 400, Request::json( 'echo', array( 'count' => 1, 'tags' => array( 'abcdef' ), 'nonce' => Router::nonce( 'echo' ) ) ) ),
			'too many items'   => array( 400, Request::json( 'echo', array( 'count' => 1, 'tags' => array( 'a', 'b', 'c' ), 'nonce' => Router::nonce( 'echo' ) ) ) ),
			'form fields'      => array( 400, new Request( 'echo', 'POST', 'application/x-www-form-urlencoded', 'nonce=' . Router::nonce( 'echo' ) . str_repeat( '&a=1', 1000 ) ) ),
		);
		foreach ( $cases as $case => list( $status, $request ) ) {
			$answer = $this->router()->answer( $request );
			$this->assertSame( $status, $answer['status'], $case );
			$this->assertFalse( $answer['body']['success'], $case );
			$this->assertIsString( $answer['body']['data']['code'], $case );
			$this->assertNotSame( '', $answer['body']['data']['message'], $case );
		}
		$this->assertNull( $this->seen['input'] );
		$this->assertSame( 0, $this->seen['callers'] );
	}

	public function test_form_encoded_bodies_and_the_nonce_header_are_read(): void {
		$form = $this->router()->answer( new Request( 'echo', 'POST', 'application/x-www-form-urlencoded; charset=UTF-8', 'count=2&tags%5B%5D=x&nonce=' . Router::nonce( 'echo' ) ) );
		$this->assertSame( 200, $form['status'] );
		$this->assertSame( array( 'count' => 2, 'tags' => array( 'x' ) ), $form['body']['data']['input'] );

		$header = $this->router()->answer( new Request( 'echo', 'POST', 'application/json', '{"count":4}', array(), array(), Router::nonce( 'echo' ) ) );
		$this->assertSame( 200, $header['status'], '§7.2 shipping calls send the nonce in the Nonce header.' );
	}

	public function test_an_endpoint_error_becomes_the_json_failure_with_its_status_and_data(): void {
		$answer = $this->router( new EndpointError( 'Nicht jetzt.', 100, 422, array( 'refresh' => true ) ) )->answer( Request::json( 'echo', array( 'count' => 1, 'nonce' => Router::nonce( 'echo' ) ) ) );
		$this->assertSame( 422, $answer['status'] );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => array(
					'code'    => 100,
					'message' => 'Nicht jetzt.',
					'refresh' => true,
				),
			),
			$answer['body']
		);
	}

	public function test_a_bug_in_an_endpoint_is_a_json_500_and_logged(): void {
		$log = tempnam( sys_get_temp_dir(), 'vitrine-log' );
		$old = ini_set( 'error_log', $log );
		try {
			$answer = $this->router( new \TypeError( 'boom' ) )->answer( Request::json( 'echo', array( 'count' => 1, 'nonce' => Router::nonce( 'echo' ) ) ) );
		} finally {
			ini_set( 'error_log', (string) $old );
		}
		$this->assertSame( 500, $answer['status'] );
		$this->assertSame( 'vitrine_internal_error', $answer['body']['data']['code'] );
		$this->assertStringContainsString( 'Vitrine endpoint echo failed: TypeError: boom', (string) file_get_contents( $log ) );
		unlink( $log );
	}

	public function test_endpoints_come_from_the_filter_and_links_give_url_and_nonce(): void {
		$endpoint = $this->endpoint();
		add_filter( Router::FILTER, static fn( array $list ): array => array_merge( $list, array( 'not an endpoint', $endpoint ) ) );
		$this->assertSame( $endpoint, Router::endpoints()['echo'] );
		$this->assertSame(
			array(
				'endpoint' => home_url( '/' ) . '?wc-ajax=echo',
				'nonce'    => wp_create_nonce( 'vitrine_echo' ),
			),
			Router::links()['echo']
		);
	}
}
