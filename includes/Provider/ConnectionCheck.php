<?php
/**
 * "Verbindung prüfen": asks the provider for a token with given credentials.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * One token call in the chosen environment tells whether the credentials
 * work, and its `scope` what the account may do. The provider answers
 * `invalid_client` alike for an unknown client id and a wrong secret, so
 * the two are one message. For sandbox and live, a refusal is followed by
 * one token call to the other environment: it costs one request, and its
 * answer is the provider's own (the credentials work there), so "sandbox
 * credentials on Live" is said only when it is true.
 *
 * The last result is stored (option `vitrine_provider_check`, no secret in
 * it: a keyed fingerprint of the credentials) and feeds
 * Connection::is_connected().
 */
final class ConnectionCheck {

	public const OPTION = 'vitrine_provider_check';

	public const OK                = 'ok';
	public const INVALID_CLIENT    = 'invalid-client';
	public const OTHER_ENVIRONMENT = 'other-environment';
	public const UNREACHABLE       = 'unreachable';
	public const PROVIDER_ERROR    = 'provider-error';
	public const INCOMPLETE        = 'incomplete';

	/**
	 * What an account may do, by the scope URIs of its token that grant it.
	 */
	private const SCOPES = array(
		'payments'      => array( 'https://uri.paypal.com/services/payments/payment', 'https://uri.paypal.com/services/payments/realtimepayment' ),
		'refunds'       => array( 'https://uri.paypal.com/services/payments/refund' ),
		'vault'         => array( 'https://uri.paypal.com/services/vault/payment-tokens/readwrite', 'https://uri.paypal.com/services/vault/payment-tokens/read' ),
		'subscriptions' => array( 'https://uri.paypal.com/services/subscriptions' ),
		'webhooks'      => array( 'https://uri.paypal.com/services/applications/webhooks' ),
	);

	/**
	 * @var \Closure(Credentials): Client
	 */
	private \Closure $client_for;

	/**
	 * @var \Closure(string, array<string, mixed>): Credentials
	 */
	private \Closure $credentials_for;

	/**
	 * @param (\Closure(Credentials): Client)|null                    $client_for      A client for credentials (tests: fast back-off).
	 * @param (\Closure(string, array<string, mixed>): Credentials)|null $credentials_for Credentials of an environment for the settings (tests: hosts).
	 */
	public function __construct( ?\Closure $client_for = null, ?\Closure $credentials_for = null ) {
		$this->client_for      = $client_for ?? static fn( Credentials $credentials ): Client => new Client( $credentials, 15.0, 2 );
		$this->credentials_for = $credentials_for ?? static fn( string $environment, array $settings ): Credentials => Settings::credentials( array( 'environment' => $environment ) + $settings );
	}

	/**
	 * Checks the credentials of these settings (nothing is stored).
	 *
	 * @param array<string, mixed> $settings Settings with the plain secret.
	 * @return array{code: string, environment: string, capabilities: string[], scope_known: bool, checked_at: int, fingerprint: string}
	 */
	public function run( array $settings ): array {
		$environment = (string) ( $settings['environment'] ?? '' );
		$result      = array(
			'code'         => self::INCOMPLETE,
			'environment'  => $environment,
			'capabilities' => array(),
			'scope_known'  => false,
			'checked_at'   => time(),
			'fingerprint'  => self::fingerprint( $settings ),
		);
		if ( Connection::CONNECTED !== Connection::status( $settings ) ) {
			return $result;
		}
		$client = ( $this->client_for )( ( $this->credentials_for )( $environment, $settings ) );
		try {
			$client->forget_token();
			$client->access_token( true );
			$scope = (string) ( $client->last_token_answer()['scope'] ?? '' );
			return array(
				'code'         => self::OK,
				'capabilities' => self::capabilities( $scope ),
				'scope_known'  => '' !== $scope,
			) + $result;
		} catch ( ApiError $error ) {
			if ( 0 === $error->status ) {
				return array( 'code' => self::UNREACHABLE ) + $result;
			}
			if ( ! in_array( $error->status, array( 400, 401 ), true ) ) {
				return array( 'code' => self::PROVIDER_ERROR ) + $result;
			}
		}
		$other = match ( $environment ) {
			Credentials::LIVE    => Credentials::SANDBOX,
			Credentials::SANDBOX => Credentials::LIVE,
			default              => '',
		};
		if ( '' !== $other ) {
			try {
				( $this->client_for )( ( $this->credentials_for )( $other, $settings ) )->token_request( array( 'grant_type' => 'client_credentials' ) );
				return array( 'code' => self::OTHER_ENVIRONMENT ) + $result;
			} catch ( ApiError ) {
				// Refused there too (or not reachable): simply wrong.
				return array( 'code' => self::INVALID_CLIENT ) + $result;
			}
		}
		return array( 'code' => self::INVALID_CLIENT ) + $result;
	}

	/**
	 * What the scope string of a token answer grants.
	 *
	 * @param string $scope Space-separated scope URIs.
	 * @return string[] Of payments, refunds, vault, subscriptions, webhooks.
	 */
	public static function capabilities( string $scope ): array {
		$granted = array_filter( explode( ' ', $scope ) );
		$found   = array();
		foreach ( self::SCOPES as $capability => $uris ) {
			if ( array_intersect( $uris, $granted ) ) {
				$found[] = $capability;
			}
		}
		return $found;
	}

	/**
	 * A fingerprint of environment, host and credentials: changes when any
	 * of them changes; the secret only through a keyed hash.
	 *
	 * @param array<string, mixed> $settings Settings with the plain secret.
	 */
	public static function fingerprint( array $settings ): string {
		return SecretBox::fingerprint(
			implode(
				"\n",
				array(
					(string) ( $settings['environment'] ?? '' ),
					Credentials::EMULATOR === ( $settings['environment'] ?? '' ) ? (string) ( $settings['emulator_url'] ?? '' ) : '',
					(string) ( $settings['client_id'] ?? '' ),
					(string) ( $settings['client_secret'] ?? '' ),
				)
			)
		);
	}

	/**
	 * Stores a result as the last check.
	 *
	 * @param array<string, mixed> $result run()'s answer.
	 */
	public static function store( array $result ): void {
		update_option( self::OPTION, $result, true );
	}

	/**
	 * The last stored check, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function last(): ?array {
		$last = get_option( self::OPTION );
		return is_array( $last ) && isset( $last['code'], $last['fingerprint'] ) ? $last : null;
	}

	/**
	 * Whether the last check of exactly these credentials succeeded; null
	 * when they were never checked.
	 *
	 * @param array<string, mixed> $settings Settings with the plain secret.
	 */
	public static function verdict( array $settings ): ?bool {
		$last = self::last();
		if ( null === $last || ! hash_equals( (string) $last['fingerprint'], self::fingerprint( $settings ) ) ) {
			return null;
		}
		return self::OK === $last['code'];
	}

	/**
	 * The result in German for the owner.
	 *
	 * @param string $code        A result code.
	 * @param string $environment The environment checked.
	 */
	public static function message( string $code, string $environment ): string {
		return match ( $code ) {
			self::OK                => __( 'Connection works.', 'vitrine' ),
			self::INVALID_CLIENT    => __( 'The provider does not accept these credentials: the client ID is unknown or the secret is wrong. Copy both again from the same app in the provider\'s developer dashboard.', 'vitrine' ),
			self::OTHER_ENVIRONMENT => Credentials::LIVE === $environment
				? __( 'These are sandbox credentials, but Live is chosen. Choose Sandbox, or enter the credentials of your live app.', 'vitrine' )
				: __( 'These are live credentials, but Sandbox is chosen. Choose Live, or enter the credentials of your sandbox app.', 'vitrine' ),
			self::UNREACHABLE       => __( 'The provider did not answer. Check the server\'s internet connection (or the emulator\'s address) and try again.', 'vitrine' ),
			self::PROVIDER_ERROR    => __( 'The provider answered with an error. Please try again in a few minutes.', 'vitrine' ),
			default                 => __( 'Choose an environment and enter its client ID and secret.', 'vitrine' ),
		};
	}
}
