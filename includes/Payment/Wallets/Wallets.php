<?php
/**
 * The two mobile wallets (§1, §9.3): their gateways, funding sources,
 * settings and the SDK components they need.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Wallets;

use Vitrine\Payment\Ids;

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
	 * Per wallet: its §9.3 gateway id, the settings switch that offers it,
	 * and the element id of its wrapper on checkout and pay-for-order.
	 */
	public const WALLETS = array(
		self::APPLE  => array(
			'gateway' => 'ppcp-applepay',
			'setting' => 'applepay_enabled',
			'wrapper' => 'ppc-button-applepay',
		),
		self::GOOGLE => array(
			'gateway' => 'ppcp-googlepay',
			'setting' => 'googlepay_enabled',
			'wrapper' => 'ppc-button-googlepay',
		),
	);

	/** Google's own script (the emulator serves a stand-in on emulated pages). */
	public const GOOGLE_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

	/**
	 * The wallets the settings switch on, in the order above.
	 *
	 * @param array<string, mixed> $settings Provider settings (Settings::get()).
	 * @return string[] Wallet names.
	 */
	public static function enabled( array $settings ): array {
		return array_values(
			array_filter(
				array_keys( self::WALLETS ),
				static fn( string $wallet ): bool => ! empty( $settings[ self::WALLETS[ $wallet ]['setting'] ] )
			)
		);
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
