<?php
/**
 * The two mobile wallets (§1, §9.3): their gateways, funding sources,
 * settings and the SDK components they need.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Wallets;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: which wallets the settings switch on and what the SDK must load for
 * them. The gateway ids are the store's (`Store\Gateways`, through
 * `Payment\Ids`); the switches are the provider settings'.
 */
final class Wallets {

	/** Wallet names, as the SDK's components are named. */
	public const APPLE  = 'applepay';
	public const GOOGLE = 'googlepay';

	/**
	 * Per wallet: its §9.3 gateway id (the store's, through Payment\Ids).
	 * The settings switch and the wrapper are the checkout's
	 * (Ids::METHOD_SWITCHES, Ids::method_wrapper()).
	 */
	public const GATEWAYS = array(
		self::APPLE  => Ids::GATEWAY_APPLEPAY,
		self::GOOGLE => Ids::GATEWAY_GOOGLEPAY,
	);

	/** Google's own script (the emulator serves a stand-in on emulated pages). */
	public const GOOGLE_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

	/**
	 * The wallets the settings switch on, in the order above.
	 *
	 * As the checkout offers them: the provider is connected
	 * (Provider\Connection) and the wallet's method is switched on.
	 *
	 * @param array<string, mixed> $settings Provider settings (Settings::get()).
	 * @return string[] Wallet names.
	 */
	public static function enabled( array $settings ): array {
		if ( ! Connection::is_connected( $settings ) ) {
			return array();
		}
		return array_values(
			array_filter(
				array_keys( self::GATEWAYS ),
				static fn( string $wallet ): bool => ! empty( $settings[ Ids::METHOD_SWITCHES[ self::GATEWAYS[ $wallet ] ] ?? '' ] )
			)
		);
	}

	/**
	 * The element id of a wallet's wrapper on checkout and pay-for-order.
	 *
	 * @param string $wallet A wallet name.
	 */
	public static function wrapper( string $wallet ): string {
		return Ids::method_wrapper( self::GATEWAYS[ $wallet ] );
	}

	/**
	 * The SDK components a page adds for its wallets (§3.11 url_params
	 * components): only on checkout and pay-for-order, where they render.
	 *
	 * @param array<string, mixed> $settings Provider settings.
	 * @param string               $context  The page's context.
	 * @return string[]
	 */
	public static function components( array $settings, string $context ): array {
		return in_array( $context, array( Ids::CONTEXT_CHECKOUT, Ids::CONTEXT_PAY_NOW ), true ) ? self::enabled( $settings ) : array();
	}
}
