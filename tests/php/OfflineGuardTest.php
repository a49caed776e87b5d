<?php
/**
 * Tests of the local site's offline guard (tools/site/mu-plugin.php).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use WP_Error;

/**
 * @coversNothing
 */
final class OfflineGuardTest extends TestCase {

	/**
	 * The guard's log. Its path is fixed in the must-use plugin, so the test
	 * keeps the file's previous state and puts it back afterwards: the e2e
	 * run asserts that this log stays empty.
	 *
	 * @var string
	 */
	private string $log;

	/**
	 * The log's content before the test, or null if there was no log.
	 *
	 * @var string|null
	 */
	private ?string $log_before;

	/**
	 * Remembers the log.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->log        = WP_CONTENT_DIR . '/blocked-http.log';
		$this->log_before = is_file( $this->log ) ? (string) file_get_contents( $this->log ) : null;
	}

	/**
	 * Restores the log.
	 */
	protected function tearDown(): void {
		if ( null === $this->log_before ) {
			if ( is_file( $this->log ) ) {
				unlink( $this->log );
			}
		} else {
			file_put_contents( $this->log, $this->log_before );
		}
		parent::tearDown();
	}

	/**
	 * The must-use plugin is loaded on this site.
	 */
	public function test_guard_is_loaded(): void {
		$this->assertTrue( function_exists( 'vitrine_site_is_loopback' ) );
		$this->assertSame( 'vitrine-site.php', basename( wp_get_mu_plugins()[0] ?? '' ) );
	}

	/**
	 * A request to the internet is refused and written to the log.
	 */
	public function test_external_request_is_blocked_and_logged(): void {
		$response = wp_remote_get( 'https://example.org/' );

		$this->assertInstanceOf( WP_Error::class, $response );
		$this->assertSame( 'vitrine_offline', $response->get_error_code() );
		$this->assertStringContainsString( 'https://example.org/', $response->get_error_message() );

		$added = $this->log_added();
		$this->assertMatchesRegularExpression( '#^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00 GET https://example\.org/\n$#', $added );
	}

	/**
	 * The method is logged as it was sent.
	 */
	public function test_post_is_logged_with_its_method(): void {
		$response = wp_remote_post( 'https://api-m.sandbox.paypal.com/v1/oauth2/token', array( 'body' => array( 'grant_type' => 'client_credentials' ) ) );

		$this->assertSame( 'vitrine_offline', is_wp_error( $response ) ? $response->get_error_code() : null );
		$this->assertStringEndsWith( " POST https://api-m.sandbox.paypal.com/v1/oauth2/token\n", $this->log_added() );
	}

	/**
	 * Loopback URLs pass the guard untouched (checked on the filter's result,
	 * without sending a request).
	 *
	 * @dataProvider loopback_urls
	 *
	 * @param string $url URL on this machine.
	 */
	public function test_loopback_is_not_blocked( string $url ): void {
		$pre = apply_filters( 'pre_http_request', false, array( 'method' => 'GET' ), $url );

		$this->assertFalse( $pre );
		$this->assertSame( '', $this->log_added() );
	}

	/**
	 * URLs on this machine.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function loopback_urls(): array {
		return array(
			'site home'       => array( 'http://127.0.0.1:8890/wp-json/' ),
			'other port'      => array( 'http://127.0.0.1:8888/' ),
			'localhost'       => array( 'http://localhost/wp-cron.php' ),
			'upper case host' => array( 'http://LOCALHOST:8890/' ),
			'ipv6'            => array( 'http://[::1]:8890/' ),
			'127/8'           => array( 'https://127.1.2.3/' ),
		);
	}

	/**
	 * The site's own URL is loopback as well.
	 */
	public function test_home_url_is_not_blocked(): void {
		$this->assertFalse( apply_filters( 'pre_http_request', false, array( 'method' => 'GET' ), home_url( '/' ) ) );
		$this->assertSame( '', $this->log_added() );
	}

	/**
	 * Hosts that only look local are blocked.
	 *
	 * @dataProvider external_urls
	 *
	 * @param string $url URL elsewhere.
	 */
	public function test_external_hosts_are_blocked( string $url ): void {
		$pre = apply_filters( 'pre_http_request', false, array( 'method' => 'GET' ), $url );

		$this->assertInstanceOf( WP_Error::class, $pre );
		$this->assertSame( 'vitrine_offline', $pre->get_error_code() );
		$this->assertStringEndsWith( " GET {$url}\n", $this->log_added() );
	}

	/**
	 * URLs elsewhere, some of them looking local.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function external_urls(): array {
		return array(
			'wordpress.org'     => array( 'https://api.wordpress.org/core/version-check/1.7/' ),
			'localhost subname' => array( 'http://localhost.example.org/' ),
			'10/8'              => array( 'http://10.0.0.1/' ),
			'127 as a name'     => array( 'http://127.attacker.example/' ),
			'127.0.0.1 subname' => array( 'http://127.0.0.1.nip.example/' ),
		);
	}

	/**
	 * What the test appended to the log.
	 *
	 * @return string
	 */
	private function log_added(): string {
		clearstatcache( true, $this->log );
		$now    = is_file( $this->log ) ? (string) file_get_contents( $this->log ) : '';
		$before = (string) $this->log_before;
		$this->assertSame( $before, substr( $now, 0, strlen( $before ) ), 'The log lost earlier lines.' );
		return substr( $now, strlen( $before ) );
	}
}
