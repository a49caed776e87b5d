<?php
/**
 * Where each environment's calls go: the provider's two hosts, the local
 * emulator at its URL, nowhere without an environment; the development
 * filter moves only the provider's hosts.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\Credentials;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Provider\Credentials
 */
final class CredentialsTest extends TestCase {

	public function test_each_environment_has_its_base_url(): void {
		$this->assertSame( 'https://api-m.paypal.com', Credentials::for_environment( Credentials::LIVE, 'a', 'b' )->base_url );
		$this->assertSame( 'https://api-m.sandbox.paypal.com', Credentials::for_environment( Credentials::SANDBOX, 'a', 'b' )->base_url );
		$this->assertSame( 'http://127.0.0.1:8891', Credentials::for_environment( Credentials::EMULATOR, 'a', 'b', 'http://127.0.0.1:8891/' )->base_url );
		$this->assertSame( '', Credentials::for_environment( '', 'a', 'b', 'http://127.0.0.1:8891' )->base_url );
	}

	public function test_the_filter_moves_the_providers_hosts_only(): void {
		$seen   = array();
		$filter = static function ( string $base, string $environment ) use ( &$seen ): string {
			$seen[] = $environment;
			return 'http://127.0.0.1:9/';
		};
		add_filter( 'vitrine_provider_base_url', $filter, 10, 2 );
		try {
			$this->assertSame( 'http://127.0.0.1:9', Credentials::for_environment( Credentials::SANDBOX, 'a', 'b' )->base_url );
			$this->assertSame( 'http://127.0.0.1:9', Credentials::for_environment( Credentials::LIVE, 'a', 'b' )->base_url );
			$this->assertSame( 'http://127.0.0.1:8891', Credentials::for_environment( Credentials::EMULATOR, 'a', 'b', 'http://127.0.0.1:8891' )->base_url );
			$this->assertSame( '', Credentials::for_environment( '', 'a', 'b' )->base_url );
			$this->assertSame( array( Credentials::SANDBOX, Credentials::LIVE ), $seen );
		} finally {
			remove_filter( 'vitrine_provider_base_url', $filter, 10 );
		}
	}
}
