<?php
/**
 * Whether the shop is connected to the provider, so its methods may be offered.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * The one gate of the provider's methods: checkout methods, product, cart
 * and mini-cart buttons, pay-later messages and the SDK appear only while
 * is_connected() says so.
 *
 * Connected means: an environment is chosen and its credentials are there
 * (client ID and secret; for the emulator also its URL, and only on a local
 * or development site), and the last check of exactly these credentials
 * (ConnectionCheck, a token call made when the owner saves or presses
 * "Verbindung prüfen") did not fail. Credentials never checked — written
 * before checks existed, or by code — still count as connected, so an
 * update does not switch a working shop off; their first check decides. A
 * fresh install has no environment, so it starts "not connected" and
 * offers nothing of the provider's. The filter `vitrine_provider_connected`
 * has the last word.
 */
final class Connection {

	public const CONNECTED       = 'connected';
	public const NOT_CHOSEN      = 'not-chosen';
	public const NO_CREDENTIALS  = 'no-credentials';
	public const EMULATOR_REFUSE = 'emulator-refused';
	public const CHECK_FAILED    = 'check-failed';

	/**
	 * Whether the emulator may be chosen: only on a site whose environment
	 * type (WP_ENVIRONMENT_TYPE) is local or development. On a staging or
	 * production site every shopper's browser would ask its own machine for
	 * the SDK.
	 */
	public static function emulator_allowed(): bool {
		$type = wp_get_environment_type();
		/**
		 * Whether the emulator may be chosen on this site. WordPress caches
		 * the environment type for the request, so tests answer through this.
		 *
		 * @param bool   $allowed Local or development site.
		 * @param string $type    wp_get_environment_type().
		 */
		return (bool) apply_filters( 'vitrine_emulator_allowed', in_array( $type, array( 'local', 'development' ), true ), $type );
	}

	/**
	 * Why the settings do or do not connect (one of the constants).
	 *
	 * @param array<string, mixed> $settings Gateway settings (Settings::get()).
	 */
	public static function status( array $settings ): string {
		$environment = (string) ( $settings['environment'] ?? '' );
		if ( ! in_array( $environment, array( Credentials::EMULATOR, Credentials::SANDBOX, Credentials::LIVE ), true ) ) {
			return self::NOT_CHOSEN;
		}
		if ( Credentials::EMULATOR === $environment && ! self::emulator_allowed() ) {
			return self::EMULATOR_REFUSE;
		}
		$missing = '' === (string) ( $settings['client_id'] ?? '' ) || '' === (string) ( $settings['client_secret'] ?? '' )
			|| ( Credentials::EMULATOR === $environment && '' === (string) ( $settings['emulator_url'] ?? '' ) );
		return $missing ? self::NO_CREDENTIALS : self::CONNECTED;
	}

	/**
	 * Whether the provider's methods may be offered with these settings.
	 *
	 * @param array<string, mixed>|null $settings Gateway settings (null: the stored ones).
	 */
	public static function is_connected( ?array $settings = null ): bool {
		$settings = $settings ?? Settings::get();
		/**
		 * Whether the shop is connected to the provider.
		 *
		 * @param bool                 $connected Environment chosen, its credentials present and not refused by the last check.
		 * @param array<string, mixed> $settings  Gateway settings.
		 */
		$connected = self::CONNECTED === self::status( $settings ) && false !== ConnectionCheck::verdict( $settings );
		return (bool) apply_filters( 'vitrine_provider_connected', $connected, $settings );
	}

	/**
	 * The status in German for the settings page.
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	public static function label( array $settings ): string {
		if ( self::is_connected( $settings ) ) {
			return match ( (string) $settings['environment'] ) {
				Credentials::LIVE    => __( 'Connected (live)', 'vitrine' ),
				Credentials::SANDBOX => __( 'Connected (sandbox)', 'vitrine' ),
				default              => __( 'Connected (local emulator)', 'vitrine' ),
			};
		}
		$status = self::status( $settings );
		if ( self::CONNECTED === $status && false === ConnectionCheck::verdict( $settings ) ) {
			$last = ConnectionCheck::last();
			/* translators: %s: why the check failed. */
			return sprintf( __( 'Not connected: %s', 'vitrine' ), ConnectionCheck::message( (string) ( $last['code'] ?? '' ), (string) ( $last['environment'] ?? '' ) ) );
		}
		return match ( $status ) {
			self::EMULATOR_REFUSE => __( 'Not connected: the local emulator can only be used on a local or development site. Choose Sandbox or Live.', 'vitrine' ),
			self::NO_CREDENTIALS  => __( 'Not connected: enter the client ID and the secret of the chosen environment.', 'vitrine' ),
			self::NOT_CHOSEN      => __( 'Not connected: choose an environment and enter its credentials. Until then shoppers see no PayPal payment methods.', 'vitrine' ),
			default               => __( 'Not connected.', 'vitrine' ),
		};
	}
}
