<?php
/**
 * Where the provider is and who we are there.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Client id, secret and the REST base URL of one environment.
 *
 * The secret never leaves this object except in the token request's Basic
 * authorisation header; __debugInfo() hides it from var_dump() and logs.
 */
final class Credentials {

	public const LIVE     = 'live';
	public const SANDBOX  = 'sandbox';
	public const EMULATOR = 'emulator';

	/**
	 * REST base URLs of the provider's two real environments.
	 */
	private const BASE_URLS = array(
		self::LIVE    => 'https://api-m.paypal.com',
		self::SANDBOX => 'https://api-m.sandbox.paypal.com',
	);

	/**
	 * @param string $client_id REST app client id.
	 * @param string $secret    REST app secret.
	 * @param string $base_url  REST base URL without trailing slash.
	 */
	public function __construct(
		public readonly string $client_id,
		private readonly string $secret,
		public readonly string $base_url
	) {
	}

	/**
	 * Credentials for an environment; the emulator needs its URL. Any other
	 * environment ('' for none chosen) has no base URL, so no call leaves.
	 *
	 * @param string $environment  live, sandbox or emulator.
	 * @param string $client_id    Client id.
	 * @param string $secret       Secret.
	 * @param string $emulator_url Base URL of the local emulator.
	 * @return self
	 */
	public static function for_environment( string $environment, string $client_id, string $secret, string $emulator_url = '' ): self {
		if ( isset( self::BASE_URLS[ $environment ] ) ) {
			/**
			 * Filters the REST base URL of the provider's sandbox or live
			 * environment. Development tooling only: the local sites point
			 * Sandbox at the emulator to try the owner's way to a real
			 * account without a network (tools/site/mu-plugin.php).
			 *
			 * @param string $base        The provider's base URL.
			 * @param string $environment sandbox or live.
			 */
			$base = rtrim( (string) apply_filters( 'vitrine_provider_base_url', self::BASE_URLS[ $environment ], $environment ), '/' );
		} else {
			$base = self::EMULATOR === $environment ? rtrim( $emulator_url, '/' ) : '';
		}
		return new self( $client_id, $secret, $base );
	}

	/**
	 * The Basic authorisation header value of the token request.
	 *
	 * @return string
	 */
	public function basic_authorization(): string {
		return 'Basic ' . base64_encode( $this->client_id . ':' . $this->secret ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
	}

	/**
	 * A key that changes when any credential changes, for the token cache.
	 *
	 * @return string
	 */
	public function cache_key(): string {
		return md5( $this->base_url . "\n" . $this->client_id . "\n" . hash( 'sha256', $this->secret ) );
	}

	/**
	 * What var_dump() and print_r() show: never the secret.
	 *
	 * @return array<string, string>
	 */
	public function __debugInfo(): array {
		return array(
			'client_id' => $this->client_id,
			'base_url'  => $this->base_url,
			'secret'    => '***',
		);
	}
}
