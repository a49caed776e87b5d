<?php
/**
 * The wallets' page object (`#vitrine-wallets-config`).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Wallets;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Credentials;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: settings in, the object the wallets' script reads out. Kept apart
 * from §3.11 so the spec's object stays exactly the spec's. It carries no
 * secret: wrappers, button styles, Google's environment and script, and the
 * shop's name as the total's label.
 */
final class PageConfig {

	/** Button colours and types each wallet knows (Apple's CSS values; Google's createButton options). */
	private const STYLES = array(
		Wallets::APPLE  => array(
			'colors' => array( 'black', 'white', 'white-outline' ),
			'types'  => array( 'plain', 'buy', 'pay', 'check-out', 'book', 'donate', 'subscribe', 'order' ),
		),
		Wallets::GOOGLE => array(
			'colors' => array( 'default', 'black', 'white' ),
			'types'  => array( 'plain', 'buy', 'pay', 'checkout', 'book', 'donate', 'subscribe', 'order' ),
		),
	);

	/**
	 * The object, or null when no wallet is switched on.
	 *
	 * @param array<string, mixed> $settings  Provider settings.
	 * @param string               $shop_name The shop's name (the total's label).
	 * @return array<string, mixed>|null
	 */
	public static function build( array $settings, string $shop_name ): ?array {
		$wallets = Wallets::enabled( $settings );
		if ( array() === $wallets ) {
			return null;
		}
		$emulated = Credentials::EMULATOR === ( $settings['environment'] ?? '' );
		$config   = array( 'merchant_name' => '' === trim( $shop_name ) ? 'Vitrine' : mb_substr( $shop_name, 0, 64 ) );
		foreach ( $wallets as $wallet ) {
			$entry = array(
				'gateway'        => Wallets::GATEWAYS[ $wallet ],
				'funding_source' => $wallet,
				'wrapper'        => Ids::selector( Wallets::wrapper( $wallet ) ),
				'color'          => self::choice( $settings[ $wallet . '_button_color' ] ?? '', self::STYLES[ $wallet ]['colors'] ),
				'type'           => self::choice( $settings[ $wallet . '_button_type' ] ?? '', self::STYLES[ $wallet ]['types'], 'pay' ),
			);
			if ( Wallets::GOOGLE === $wallet ) {
				// Live pays for real; the sandbox and the emulator use Google's test environment.
				$entry['environment'] = Credentials::LIVE === ( $settings['environment'] ?? '' ) ? 'PRODUCTION' : 'TEST';
				$entry['script_url']  = $emulated
					? rtrim( (string) ( $settings['emulator_url'] ?? '' ), '/' ) . '/sdk/googlepay/pay.js'
					: Wallets::GOOGLE_SCRIPT;
			}
			$config[ $wallet ] = $entry;
		}
		return $config;
	}

	/**
	 * A known value, else the first (or the given) default.
	 *
	 * @param mixed    $value   Setting.
	 * @param string[] $known   Known values.
	 * @param string   $default Default ('' = the first known).
	 */
	private static function choice( $value, array $known, string $default = '' ): string {
		return is_string( $value ) && in_array( $value, $known, true ) ? $value : ( '' === $default ? $known[0] : $default );
	}
}
