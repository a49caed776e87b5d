<?php
/**
 * The shop's bank account for transfers: IBAN and BIC rules.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules of the bank account for transfers: an IBAN is stored
 * without spaces in capitals, checked by its country's length and the
 * ISO 13616 mod-97 checksum, and shown in groups of four; a BIC is 8 or 11
 * characters (ISO 9362). The messages are German for the shop owner.
 */
final class BankAccount {

	/**
	 * IBAN length per country (ISO 13616 registry: SEPA and the other
	 * countries that use IBANs). The first-run setup hands this table to its
	 * script, whose twin of these rules (src/admin/setup/rules/bank-account.ts)
	 * gives feedback while the owner types; this class decides.
	 */
	public const IBAN_LENGTHS = array(
		'AD' => 24, 'AE' => 23, 'AL' => 28, 'AT' => 20, 'AZ' => 28, 'BA' => 20, 'BE' => 16, 'BG' => 22, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing -- a table.
		'BH' => 22, 'BR' => 29, 'BY' => 28, 'CH' => 21, 'CR' => 22, 'CY' => 28, 'CZ' => 24, 'DE' => 22, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'DK' => 18, 'DO' => 28, 'EE' => 20, 'EG' => 29, 'ES' => 24, 'FI' => 18, 'FO' => 18, 'FR' => 27, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'GB' => 22, 'GE' => 22, 'GI' => 23, 'GL' => 18, 'GR' => 27, 'GT' => 28, 'HR' => 21, 'HU' => 28, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'IE' => 22, 'IL' => 23, 'IQ' => 23, 'IS' => 26, 'IT' => 27, 'JO' => 30, 'KW' => 30, 'KZ' => 20, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'LB' => 28, 'LC' => 32, 'LI' => 21, 'LT' => 20, 'LU' => 20, 'LV' => 21, 'LY' => 25, 'MC' => 27, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'MD' => 24, 'ME' => 22, 'MK' => 19, 'MR' => 27, 'MT' => 31, 'MU' => 30, 'NL' => 18, 'NO' => 15, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'PK' => 24, 'PL' => 28, 'PS' => 29, 'PT' => 25, 'QA' => 29, 'RO' => 24, 'RS' => 22, 'SA' => 24, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'SC' => 31, 'SD' => 18, 'SE' => 24, 'SI' => 19, 'SK' => 24, 'SM' => 27, 'ST' => 25, 'SV' => 28, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		'TL' => 23, 'TN' => 24, 'TR' => 26, 'UA' => 29, 'VA' => 22, 'VG' => 24, 'XK' => 20, // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
	);

	/** The account's fields, each at most this long. */
	public const MAX_LENGTH = 100;

	/**
	 * A sent account form as it would be stored: names as plain text of at
	 * most MAX_LENGTH characters, IBAN and BIC normalised.
	 *
	 * @param array<string, mixed> $sent The form (holder, iban, bic, bank).
	 * @return array{holder: string, iban: string, bic: string, bank: string}
	 */
	public static function from_form( array $sent ): array {
		$text = static fn( string $key ): string => isset( $sent[ $key ] ) && is_string( $sent[ $key ] ) ? mb_substr( sanitize_text_field( $sent[ $key ] ), 0, self::MAX_LENGTH ) : '';
		return array(
			'holder' => $text( 'holder' ),
			'iban'   => self::normalise_iban( $text( 'iban' ) ),
			'bic'    => self::normalise_bic( $text( 'bic' ) ),
			'bank'   => $text( 'bank' ),
		);
	}

	/**
	 * Why an account cannot be stored: field => German message, none when
	 * it can. No IBAN is allowed (no transfers then); with one, the holder
	 * is needed, since a transfer names who receives it.
	 *
	 * @param array{holder: string, iban: string, bic: string, bank: string} $account from_form()'s answer.
	 * @return array<string, string>
	 */
	public static function errors( array $account ): array {
		$errors = array_filter(
			array(
				'iban' => self::iban_error( $account['iban'] ),
				'bic'  => self::bic_error( $account['bic'] ),
			)
		);
		if ( '' !== $account['iban'] && '' === trim( $account['holder'] ) ) {
			$errors['holder'] = __( 'Please enter the account holder: customers name them in their transfer.', 'vitrine' );
		}
		return $errors;
	}

	/**
	 * An IBAN as stored: without spaces (also non-breaking ones) or
	 * hyphens, in capitals.
	 *
	 * @param string $iban As typed.
	 */
	public static function normalise_iban( string $iban ): string {
		return strtoupper( (string) preg_replace( '/[\s\x{00A0}\-]+/u', '', $iban ) );
	}

	/**
	 * Why an IBAN is wrong, in German; '' when it is right (or empty: no
	 * account set up yet).
	 *
	 * @param string $iban As typed (spaces allowed).
	 */
	public static function iban_error( string $iban ): string {
		$iban = self::normalise_iban( $iban );
		if ( '' === $iban ) {
			return '';
		}
		if ( ! preg_match( '/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/', $iban ) ) {
			return __( 'An IBAN starts with a country code and two check digits, followed by letters and digits only, e.g. DE89 3704 0044 0532 0130 00.', 'vitrine' );
		}
		$country = substr( $iban, 0, 2 );
		if ( ! isset( self::IBAN_LENGTHS[ $country ] ) ) {
			/* translators: %s: two letters */
			return sprintf( __( '"%s" is not the country code of a country that uses IBANs.', 'vitrine' ), $country );
		}
		if ( strlen( $iban ) !== self::IBAN_LENGTHS[ $country ] ) {
			/* translators: 1: country, 2: number of characters expected, 3: number of characters entered */
			return sprintf( __( 'An IBAN from %1$s has %2$d characters; this one has %3$d.', 'vitrine' ), Countries::name( $country ), self::IBAN_LENGTHS[ $country ], strlen( $iban ) );
		}
		if ( 1 !== self::mod97( substr( $iban, 4 ) . substr( $iban, 0, 4 ) ) ) {
			return __( 'The check digits of this IBAN do not match: please check it for typos.', 'vitrine' );
		}
		return '';
	}

	/**
	 * The remainder of the IBAN's number (letters as 10–35) divided by 97,
	 * taken piece by piece so that no big integers are needed.
	 *
	 * @param string $rearranged Account part first, then country and check digits.
	 */
	private static function mod97( string $rearranged ): int {
		$digits = '';
		foreach ( str_split( $rearranged ) as $char ) {
			$digits .= ctype_alpha( $char ) ? (string) ( ord( $char ) - 55 ) : $char;
		}
		$rest = 0;
		foreach ( str_split( $digits, 7 ) as $piece ) {
			$rest = (int) ( $rest . $piece ) % 97;
		}
		return $rest;
	}

	/**
	 * A BIC as stored: without spaces, in capitals.
	 *
	 * @param string $bic As typed.
	 */
	public static function normalise_bic( string $bic ): string {
		return strtoupper( (string) preg_replace( '/[\s\x{00A0}]+/u', '', $bic ) );
	}

	/**
	 * Why a BIC is wrong, in German; '' when it is right or empty.
	 *
	 * @param string $bic As typed.
	 */
	public static function bic_error( string $bic ): string {
		$bic = self::normalise_bic( $bic );
		if ( '' === $bic || preg_match( '/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/', $bic ) ) {
			return '';
		}
		return __( 'A BIC has 8 or 11 characters: 4 letters for the bank, 2 for the country, 2 letters or digits for the place and optionally 3 for the branch, e.g. COBADEFFXXX.', 'vitrine' );
	}

	/**
	 * An IBAN for reading: in groups of four ("DE89 3704 0044 0532 0130 00").
	 *
	 * @param string $iban Stored or typed IBAN.
	 */
	public static function group_iban( string $iban ): string {
		return implode( ' ', str_split( self::normalise_iban( $iban ), 4 ) );
	}

	/**
	 * The rows shown to a customer who pays by transfer (order-received page
	 * and the order mail): German label => value, empty values left out.
	 * Nothing without an IBAN: half an account (only the holder) would ask
	 * the customer to transfer to no account at all.
	 *
	 * @param array{holder: string, iban: string, bic: string, bank: string} $account  ShopPages::bank_account().
	 * @param string                                                       $amount   Formatted amount.
	 * @param int                                                          $order_id Order number (the reference).
	 * @return array<string, string>
	 */
	public static function transfer_rows( array $account, string $amount, int $order_id ): array {
		if ( '' === self::normalise_iban( $account['iban'] ) ) {
			return array();
		}
		$rows = array(
			__( 'Account holder', 'vitrine' ) => $account['holder'],
			__( 'Bank', 'vitrine' )           => $account['bank'],
			__( 'IBAN', 'vitrine' )           => '' === $account['iban'] ? '' : self::group_iban( $account['iban'] ),
			__( 'BIC', 'vitrine' )            => self::normalise_bic( $account['bic'] ),
			__( 'Amount', 'vitrine' )         => $amount,
			/* translators: %d: order number */
			__( 'Reference', 'vitrine' )      => sprintf( __( 'Order %d', 'vitrine' ), $order_id ),
		);
		return array_filter( $rows, static fn( string $value ): bool => '' !== $value );
	}
}
