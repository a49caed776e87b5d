<?php
/**
 * What the owner should know about the webhook: registered where, and what
 * arrived last.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * One option (`vitrine_provider_webhook`, not autoloaded): the registered
 * webhook's URL and environment, the last delivery that verified and the
 * last that did not (time and event type, nothing personal), and the test
 * event asked for with "Test-Webhook senden".
 */
final class WebhookStatus {

	public const OPTION = 'vitrine_provider_webhook';

	/** The webhook id the provider's simulator signs test events with. */
	public const SIMULATOR_WEBHOOK_ID = 'WEBHOOK_ID';

	/**
	 * Transient of the last request that failed verification.
	 */
	public const FAILED = 'vitrine_webhook_failed';

	/**
	 * Everything stored.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$status = self::stored();
		$failed = get_transient( self::FAILED );
		if ( is_array( $failed ) ) {
			$status['last_failed'] = $failed;
		}
		return $status;
	}

	/**
	 * What the option holds (the last failure lives in a transient).
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		$stored = get_option( self::OPTION, array() );
		if ( ! is_array( $stored ) ) {
			return array();
		}
		unset( $stored['last_failed'] );
		return $stored;
	}

	/**
	 * Merges values into the status.
	 *
	 * @param array<string, mixed> $values Values.
	 */
	public static function put( array $values ): void {
		update_option( self::OPTION, array_merge( self::stored(), $values ), false );
	}

	/**
	 * Forgets the registration and the test (deliveries stay as history).
	 */
	public static function forget_registration(): void {
		$status = self::stored();
		unset( $status['url'], $status['environment'], $status['test'] );
		update_option( self::OPTION, $status, false );
	}

	/**
	 * Notes a delivery.
	 *
	 * @param bool   $verified Whether its signature verified.
	 * @param string $type     Event type (as the body says; unverified: only shown as such).
	 */
	public static function arrived( bool $verified, string $type ): void {
		$arrival = array(
			'at'   => time(),
			'type' => substr( preg_replace( '/[^A-Z0-9._-]/', '', strtoupper( $type ) ) ?? '', 0, 64 ),
		);
		if ( $verified ) {
			self::put( array( 'last_verified' => $arrival ) );
			return;
		}
		// Anyone can post an unverifiable request: its trace is a week's
		// transient, one slot, never a stored row of the shop's.
		set_transient( self::FAILED, $arrival, WEEK_IN_SECONDS );
	}

	/**
	 * Whether an event id is the test event asked for and not yet arrived.
	 *
	 * @param string $event_id Event id from a delivery.
	 */
	public static function is_pending_test( string $event_id ): bool {
		$test = self::get()['test'] ?? null;
		return '' !== $event_id && is_array( $test ) && ( $test['event_id'] ?? '' ) === $event_id && empty( $test['arrived_at'] );
	}

	/**
	 * Checks a simulated delivery as the provider's simulator documents it:
	 * signed like any delivery but with the webhook id `WEBHOOK_ID`, to be
	 * verified by the shop itself with the certificate (the
	 * verify-webhook-signature call refuses that id by its own pattern). The
	 * certificate is fetched only from the provider's host of the
	 * configured environment.
	 *
	 * @param array<string, string> $headers  Request headers (lower-case names).
	 * @param string                $body     Raw body.
	 * @param string                $base_url REST base URL of the environment.
	 */
	public static function verify_simulated( array $headers, string $body, string $base_url ): bool {
		$cert_url = (string) ( $headers['paypal-cert-url'] ?? '' );
		$allowed  = array_unique( array( $base_url, str_replace( '://api-m.', '://api.', $base_url ) ) );
		$trusted  = '' !== $base_url && array_filter( $allowed, static fn( string $base ): bool => str_starts_with( $cert_url, $base . '/v1/notifications/certs/' ) );
		if ( ! $trusted || 'SHA256withRSA' !== ( $headers['paypal-auth-algo'] ?? '' ) ) {
			return false;
		}
		$response = wp_remote_get( $cert_url, array( 'timeout' => 10 ) );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			return false;
		}
		$key       = openssl_pkey_get_public( (string) wp_remote_retrieve_body( $response ) );
		$signature = base64_decode( (string) ( $headers['paypal-transmission-sig'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the signature header is base64.
		if ( false === $key || false === $signature ) {
			return false;
		}
		$message = ( $headers['paypal-transmission-id'] ?? '' ) . '|' . ( $headers['paypal-transmission-time'] ?? '' ) . '|' . self::SIMULATOR_WEBHOOK_ID . '|' . crc32( $body );
		return 1 === openssl_verify( $message, $signature, $key, OPENSSL_ALGO_SHA256 );
	}
}
