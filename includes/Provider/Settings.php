<?php
/**
 * The gateway settings: their defaults, allowed values and sanitising.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * One option (`vitrine_provider`) holding every gateway setting. sanitize()
 * is the Settings API's sanitising callback: it keeps only known keys with
 * allowed values, falls back to the stored value (or the default) for
 * anything invalid, and keeps the stored secret when the form leaves the
 * (never re-displayed) secret field empty. The secret is stored sealed
 * (SecretBox, seal_secret()); get() opens it.
 */
final class Settings {

	public const OPTION = 'vitrine_provider';

	/**
	 * Allowed values of the choice settings.
	 */
	public const CHOICES = array(
		// '': no environment chosen, not connected (the fresh install's state).
		'environment'            => array( '', Credentials::EMULATOR, Credentials::SANDBOX, Credentials::LIVE ),
		'intent'                 => array( 'capture', 'authorize' ),
		// §3.11 intent authorize: the order status whose choice captures an authorized order ('' only by hand).
		'capture_on_status'      => array( '', 'processing', 'completed' ),
		'button_shape'           => array( 'rect', 'pill', 'sharp' ),
		'button_color'           => array( 'gold', 'blue', 'silver', 'white', 'black' ),
		'button_label'           => array( 'paypal', 'checkout', 'buynow', 'pay' ),
		'messages_placement'     => array( 'product', 'cart', 'payment', 'home', 'category' ),
		'messages_layout'        => array( 'text', 'flex' ),
		'messages_logo'          => array( 'primary', 'alternative', 'inline', 'none' ),
		'messages_color'         => array( 'black', 'white', 'monochrome', 'grayscale' ),
		'messages_logo_position' => array( 'left', 'right', 'top' ),
		'messages_text_align'    => array( 'left', 'center', 'right' ),
		'contingency'            => array( 'SCA_WHEN_REQUIRED', 'SCA_ALWAYS', 'NO_3D_SECURE' ),
	);

	/**
	 * Button height limits of the provider's SDK, in pixels.
	 */
	public const HEIGHT_MIN = 25;
	public const HEIGHT_MAX = 55;

	/**
	 * Whole-number settings: key => [min, max] (button height of the SDK,
	 * pay-later text size).
	 */
	public const RANGES = array(
		'button_height'      => array( self::HEIGHT_MIN, self::HEIGHT_MAX ),
		'messages_text_size' => array( 10, 16 ),
	);

	/**
	 * Patterns of the free-text settings (JSON schema `pattern`, no
	 * delimiters): a JavaScript global's name (it names window.{namespace},
	 * §3.11 data_namespace), the provider's ids, one merchant id (§7.2:
	 * several, comma-separated, become '*').
	 */
	public const PATTERNS = array(
		'data_namespace' => '^[A-Za-z_$][A-Za-z0-9_$]{0,39}$',
		'client_id'      => '^[A-Za-z0-9_-]*$',
		'webhook_id'     => '^[A-Za-z0-9_-]*$',
		'merchant_id'    => '^([A-Z0-9]{1,20}( *, *[A-Z0-9]{1,20})*)?$',
	);

	/** One merchant id. */
	private const MERCHANT_ID = '/^[A-Z0-9]{1,20}$/';

	/** Longest text a free-text setting takes. */
	private const MAX_LENGTHS = array(
		'client_id'     => 200,
		'client_secret' => 200,
		'webhook_id'    => 64,
		'merchant_id'   => 500,
		'emulator_url'  => 200,
	);

	/**
	 * Every setting with its default.
	 *
	 * @return array<string, string|int|bool>
	 */
	public static function defaults(): array {
		return array(
			// Not connected until the shop owner chooses (Connection): a fresh install offers none of the provider's methods.
			'environment'                   => '',
			'client_id'                     => '',
			'client_secret'                 => '',
			'merchant_id'                   => '',
			'webhook_id'                    => '',
			'emulator_url'                  => 'http://127.0.0.1:' . (int) ( getenv( 'VITRINE_EMULATOR_PORT' ) ?: 8891 ),
			'intent'                        => 'capture',
			'capture_on_status'             => '',
			'vaulting'                      => false,
			'messages_enabled'              => true,
			'messages_placement'            => 'product',
			'messages_layout'               => 'text',
			'messages_logo'                 => 'primary',
			'messages_color'                => 'black',
			'messages_logo_position'        => 'left',
			'messages_text_size'            => 12,
			'messages_text_align'           => 'left',
			'button_shape'                  => 'rect',
			'button_height'                 => 40,
			'button_color'                  => 'gold',
			'button_label'                  => 'paypal',
			'buttons_mini_cart'             => true,
			'buttons_product'               => true,
			'card_fields'                   => true,
			// §4.10: the legacy hosted fields instead of the newer card fields (both stay real and tested).
			'card_fields_legacy'            => false,
			// The provider's methods offered on the checkout and pay-for-order pages (§9.3), each switched on here.
			'method_wallet'                 => true,
			'method_card'                   => false,
			'method_card_button'            => false,
			'method_oxxo'                   => false,
			'method_applepay'               => false,
			'method_googlepay'              => false,
			// §9.3: the peer-to-peer wallet (Venmo) among the wallet's buttons, where the provider makes it eligible.
			'venmo'                         => false,
			'contingency'                   => 'SCA_WHEN_REQUIRED',
			// §7.2: the global the SDK defines (window.paypal by default).
			'data_namespace'                => 'paypal',
			// §4.8: shipping chosen inside the wallet's pop-up, answered by our endpoints or the provider's.
			'shipping_in_provider'          => false,
			'server_side_shipping_callback' => false,
			'appswitch'                     => false,
			// §4.8: the shopper confirms the order in the shop after the pop-up.
			'final_review'                  => false,
			// §5.3 and §5.2: check the checkout form on the server before the pop-up, and in the browser.
			'early_checkout_validation'     => true,
			'basic_checkout_validation'     => false,
		);
	}

	/**
	 * The stored settings, completed with defaults.
	 *
	 * @return array<string, string|int|bool>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? array_intersect_key( $stored, self::defaults() ) : array();
		$secret = is_string( $stored['client_secret'] ?? null ) ? $stored['client_secret'] : '';
		if ( '' !== $secret ) {
			if ( ! SecretBox::is_sealed( $secret ) ) {
				// A plain secret from before secrets were sealed: sealed now (seal_secret()), once.
				update_option( self::OPTION, $stored );
			}
			// A secret sealed under other salts cannot be opened: it counts as missing, to be entered again.
			$stored['client_secret'] = SecretBox::open( $secret ) ?? '';
		}
		return array_merge( self::defaults(), $stored );
	}

	/**
	 * `sanitize_option_vitrine_provider`, after the Settings API's callback:
	 * the secret is stored sealed (SecretBox), whoever writes the option.
	 *
	 * @param mixed $value The option's value about to be stored.
	 * @return mixed
	 */
	public static function seal_secret( $value ) {
		if ( is_array( $value ) && is_string( $value['client_secret'] ?? null ) && '' !== $value['client_secret'] && ! SecretBox::is_sealed( $value['client_secret'] ) ) {
			$value['client_secret'] = SecretBox::seal( $value['client_secret'] );
		}
		return $value;
	}

	/**
	 * Whether a secret is stored that cannot be opened (the site's salts
	 * changed since it was saved).
	 */
	public static function secret_unreadable(): bool {
		$stored = get_option( self::OPTION, array() );
		$secret = is_array( $stored ) && is_string( $stored['client_secret'] ?? null ) ? $stored['client_secret'] : '';
		return '' !== $secret && null === SecretBox::open( $secret );
	}

	/**
	 * Sanitises submitted settings against the stored ones.
	 *
	 * @param mixed                               $input   Submitted values (from the form: strings; unchecked boxes absent).
	 * @param array<string, string|int|bool>|null $current Stored settings (null: read them).
	 * @return array<string, string|int|bool>
	 */
	public static function sanitize( $input, ?array $current = null ): array {
		$current = $current ?? self::get();
		$input   = is_array( $input ) ? $input : array();
		$clean   = array();
		foreach ( self::defaults() as $key => $default ) {
			$value = $input[ $key ] ?? null;
			if ( is_bool( $default ) ) {
				$clean[ $key ] = ! empty( $value ) && '0' !== $value;
			} elseif ( 'environment' === $key ) {
				$clean[ $key ] = self::environment( $value, (string) ( $current[ $key ] ?? $default ) );
			} elseif ( isset( self::CHOICES[ $key ] ) ) {
				$value         = is_string( $value ) ? $value : '';
				$clean[ $key ] = in_array( $value, self::CHOICES[ $key ], true ) ? $value : ( $current[ $key ] ?? $default );
			} elseif ( isset( self::RANGES[ $key ] ) ) {
				$number        = is_numeric( $value ) ? (int) $value : (int) ( $current[ $key ] ?? $default );
				$clean[ $key ] = max( self::RANGES[ $key ][0], min( self::RANGES[ $key ][1], $number ) );
			} elseif ( 'data_namespace' === $key ) {
				// A JavaScript global's name, nothing else (it names window.{namespace}).
				$value         = is_string( $value ) ? trim( $value ) : '';
				$clean[ $key ] = self::matches( $key, $value ) ? $value : (string) ( $current[ $key ] ?? $default );
			} elseif ( 'client_secret' === $key ) {
				$secret        = is_string( $value ) ? trim( $value ) : '';
				$clean[ $key ] = '' === $secret ? (string) ( $current[ $key ] ?? '' ) : $secret;
			} elseif ( 'emulator_url' === $key ) {
				$clean[ $key ] = self::loopback_url( is_string( $value ) ? trim( $value ) : '' ) ?? (string) ( $current[ $key ] ?? $default );
			} elseif ( 'merchant_id' === $key ) {
				// One id or several, comma-separated (§7.2: several → '*').
				$ids           = array_filter( array_map( 'trim', explode( ',', is_string( $value ) ? $value : '' ) ) );
				$ids           = array_filter( $ids, static fn( string $id ): bool => 1 === preg_match( self::MERCHANT_ID, $id ) );
				$clean[ $key ] = implode( ',', array_values( $ids ) );
			} else {
				$clean[ $key ] = is_string( $value ) ? sanitize_text_field( $value ) : '';
			}
		}
		return $clean;
	}

	/**
	 * The JSON schema of every setting, from the same constants sanitize()
	 * keeps to: the REST settings endpoint's one schema (validate()), and
	 * what the settings screen builds its choices and bounds from.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$schema = array();
		foreach ( self::defaults() as $key => $default ) {
			if ( is_bool( $default ) ) {
				$schema[ $key ] = array( 'type' => 'boolean' );
			} elseif ( isset( self::CHOICES[ $key ] ) ) {
				$schema[ $key ] = array(
					'type' => 'string',
					'enum' => self::CHOICES[ $key ],
				);
			} elseif ( isset( self::RANGES[ $key ] ) ) {
				$schema[ $key ] = array(
					'type'    => 'integer',
					'minimum' => self::RANGES[ $key ][0],
					'maximum' => self::RANGES[ $key ][1],
				);
			} else {
				$schema[ $key ] = array_filter(
					array(
						'type'      => 'string',
						'maxLength' => self::MAX_LENGTHS[ $key ] ?? null,
						'pattern'   => self::PATTERNS[ $key ] ?? null,
						'format'    => 'emulator_url' === $key ? 'uri' : null,
					)
				);
			}
		}
		$schema['client_secret']['description'] = 'Write-only: never in an answer. Empty keeps the stored secret.';
		return $schema;
	}

	/**
	 * Strict validation of changed settings (the REST settings endpoint):
	 * every key known, every value within its schema and on this machine's
	 * terms (the emulator only on a local or development site, at a
	 * loopback address). Unlike sanitize(), nothing falls back: a refused
	 * value is named with its German reason, and the caller writes nothing.
	 * Valid values come back cast to their schema's type ("false" → false),
	 * ready for sanitize().
	 *
	 * @param array<string, mixed> $input Changed settings, key => value.
	 * @return array{0: array<string, mixed>, 1: array<string, string>} The cast values, and key => German reason (empty when all are valid).
	 */
	public static function validate( array $input ): array {
		$cast    = array();
		$refused = array();
		foreach ( $input as $key => $value ) {
			$key    = (string) $key;
			$reason = self::refusal( $key, $value );
			if ( null !== $reason ) {
				$refused[ $key ] = $reason;
				continue;
			}
			$cast[ $key ] = rest_sanitize_value_from_schema( $value, self::schema()[ $key ], $key );
		}
		return array( $cast, $refused );
	}

	/**
	 * Why one value is refused, in German, or null when it is valid.
	 *
	 * @param string $key   Setting.
	 * @param mixed  $value Value.
	 */
	private static function refusal( string $key, mixed $value ): ?string {
		$schema = self::schema()[ $key ] ?? null;
		if ( null === $schema ) {
			return __( 'This setting does not exist.', 'vitrine' );
		}
		if ( is_wp_error( rest_validate_value_from_schema( $value, $schema, $key ) ) ) {
			return self::reason( $key, $schema );
		}
		if ( 'emulator_url' === $key && null === self::loopback_url( trim( (string) $value ) ) ) {
			return self::reason( $key, $schema );
		}
		if ( 'environment' === $key && Credentials::EMULATOR === $value && ! Connection::emulator_allowed() ) {
			return self::emulator_refused();
		}
		return null;
	}

	/**
	 * What a valid value of this setting looks like, in German.
	 *
	 * @param string               $key    Setting.
	 * @param array<string, mixed> $schema Its schema.
	 */
	private static function reason( string $key, array $schema ): string {
		switch ( $key ) {
			case 'data_namespace':
				return __( 'Letters, digits, _ and $ only, not starting with a digit, at most 40 characters.', 'vitrine' );
			case 'client_id':
			case 'webhook_id':
				return __( 'Only letters, digits, - and _, as the PayPal developer dashboard shows it.', 'vitrine' );
			case 'merchant_id':
				return __( 'Merchant IDs of capital letters and digits (up to 20 each), several separated by commas.', 'vitrine' );
			case 'emulator_url':
				return __( 'Only addresses on this computer (127.0.0.1 or localhost).', 'vitrine' );
		}
		if ( isset( $schema['enum'] ) ) {
			return __( 'Choose one of the offered values.', 'vitrine' );
		}
		if ( 'integer' === $schema['type'] ) {
			/* translators: 1: smallest, 2: largest number. */
			return sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'vitrine' ), $schema['minimum'], $schema['maximum'] );
		}
		if ( 'boolean' === $schema['type'] ) {
			return __( 'Switch it on or off.', 'vitrine' );
		}
		/* translators: %d: number of characters. */
		return sprintf( __( 'At most %d characters.', 'vitrine' ), (int) ( $schema['maxLength'] ?? 0 ) );
	}

	/**
	 * Whether a text matches its setting's pattern.
	 *
	 * @param string $key   Setting with a pattern.
	 * @param string $value Text.
	 */
	private static function matches( string $key, string $value ): bool {
		return 1 === preg_match( '~' . self::PATTERNS[ $key ] . '~', $value );
	}

	/**
	 * The German refusal of the emulator on a site that is neither local
	 * nor development.
	 */
	private static function emulator_refused(): string {
		return __( 'The local emulator can only be chosen on a local or development site (WP_ENVIRONMENT_TYPE local or development). Choose Sandbox or Live.', 'vitrine' );
	}

	/**
	 * The submitted environment, or the stored one when it is not a choice.
	 * The emulator is refused (with a German error on the settings page)
	 * unless the site is local or development: elsewhere the shoppers'
	 * browsers would ask their own machines for the SDK.
	 *
	 * @param mixed  $value   Submitted value.
	 * @param string $current Stored value.
	 */
	private static function environment( $value, string $current ): string {
		$value = is_string( $value ) ? $value : '';
		if ( ! in_array( $value, self::CHOICES['environment'], true ) ) {
			return $current;
		}
		if ( Credentials::EMULATOR === $value && ! Connection::emulator_allowed() ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION, 'vitrine-emulator-refused', self::emulator_refused() );
			}
			return Credentials::EMULATOR === $current ? '' : $current;
		}
		return $value;
	}

	/**
	 * The URL when it is an http(s) URL on this machine, else null: the
	 * emulator is a local test tool and must never be a remote host.
	 *
	 * @param string $url URL.
	 * @return string|null
	 */
	public static function loopback_url( string $url ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host = strtolower( trim( (string) ( $parts['host'] ?? '' ), '[]' ) );
		if ( 'localhost' !== $host && '::1' !== $host && ! preg_match( '/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/', $host ) ) {
			return null;
		}
		return untrailingslashit( esc_url_raw( $url ) );
	}

	/**
	 * Credentials of the configured environment.
	 *
	 * @param array<string, string|int|bool> $settings Settings.
	 * @return Credentials
	 */
	public static function credentials( array $settings ): Credentials {
		if ( Credentials::EMULATOR === $settings['environment'] && ! Connection::emulator_allowed() ) {
			// A stored emulator setting on a production site talks to nobody.
			return Credentials::for_environment( '', (string) $settings['client_id'], (string) $settings['client_secret'] );
		}
		return Credentials::for_environment( (string) $settings['environment'], (string) $settings['client_id'], (string) $settings['client_secret'], (string) $settings['emulator_url'] );
	}
}
