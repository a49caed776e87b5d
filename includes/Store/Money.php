<?php
/**
 * Amounts in minor units.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Every amount in the store is an integer of minor units (cents), so sums
 * never drift; this class turns them into the decimal strings the provider
 * and the pages need.
 */
final class Money {

	/**
	 * The currencies the shop settings offer (ISO 4217), EUR first as the
	 * default; MXN so that the cash voucher (§1) can be offered.
	 */
	public const CURRENCIES = array( 'EUR', 'CHF', 'USD', 'GBP', 'MXN' );

	/** Currencies without minor units. */
	private const ZERO_DECIMAL = array( 'HUF', 'JPY', 'TWD' );

	/**
	 * The shop's currency (setting `vitrine_currency`, EUR by default).
	 */
	public static function currency(): string {
		$currency = strtoupper( (string) get_option( 'vitrine_currency', 'EUR' ) );
		return preg_match( '/^[A-Z]{3}$/', $currency ) ? $currency : 'EUR';
	}

	/**
	 * The currencies of the settings with their German names.
	 *
	 * @return array<string, string> ISO code => name.
	 */
	public static function currency_names(): array {
		return array(
			'EUR' => __( 'Euro (€)', 'vitrine' ),
			'CHF' => __( 'Swiss franc (CHF)', 'vitrine' ),
			'USD' => __( 'US dollar ($)', 'vitrine' ),
			'GBP' => __( 'Pound sterling (£)', 'vitrine' ),
			'MXN' => __( 'Mexican peso (MXN)', 'vitrine' ),
		);
	}

	/**
	 * Digits after the decimal point.
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function decimals( string $currency ): int {
		return in_array( $currency, self::ZERO_DECIMAL, true ) ? 0 : 2;
	}

	/**
	 * Minor units as a decimal string with a point: 1234 → "12.34".
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO 4217 code.
	 */
	public static function to_decimal( int $minor, string $currency ): string {
		$decimals = self::decimals( $currency );
		if ( 0 === $decimals ) {
			return (string) $minor;
		}
		$sign  = $minor < 0 ? '-' : '';
		$minor = abs( $minor );
		return sprintf( '%s%d.%02d', $sign, intdiv( $minor, 100 ), $minor % 100 );
	}

	/**
	 * A decimal amount as the editor types it ("12,34" or "12.34") in minor
	 * units; null when it is not an amount.
	 *
	 * @param string $decimal  Amount.
	 * @param string $currency ISO 4217 code.
	 */
	public static function from_decimal( string $decimal, string $currency ): ?int {
		$decimal = str_replace( ',', '.', trim( $decimal ) );
		if ( ! preg_match( '/^(\d+)(?:\.(\d{1,2}))?$/', $decimal, $match ) ) {
			return null;
		}
		if ( 0 === self::decimals( $currency ) ) {
			return isset( $match[2] ) && '' !== trim( $match[2], '0' ) ? null : (int) $match[1];
		}
		return (int) $match[1] * 100 + (int) str_pad( $match[2] ?? '0', 2, '0' );
	}

	/**
	 * German display of an amount: "12,34 €", "12,34 CHF", "12,34 $" (the
	 * symbol after the amount, as German writes it); the peso by its code,
	 * "12,34 MXN", since its sign "$" would read as the US dollar.
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO 4217 code.
	 */
	public static function format( int $minor, string $currency ): string {
		$decimals = self::decimals( $currency );
		$symbol   = array(
			'EUR' => '€',
			'USD' => '$',
			'GBP' => '£',
			'CHF' => 'CHF',
		)[ $currency ] ?? $currency;
		return number_format_i18n( $minor / ( 10 ** $decimals ), $decimals ) . "\u{00A0}" . $symbol;
	}
}
