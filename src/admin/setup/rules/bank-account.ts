/**
 * The bank account's rules while the owner types: the twin of
 * includes/Shop/BankAccount.php, which decides when the account is saved.
 * An IBAN is checked by its country's length (the table the server hands
 * over, ISO 13616 registry) and the mod-97 checksum (ISO 7064), a BIC by
 * its format (ISO 9362). Same English source strings as the PHP rules, so
 * the owner reads the same German either way.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BankForm, FieldErrors, IbanTable } from '../types';

/** What PHP's `\s` and the non-breaking space match, and hyphens. */
const IBAN_SEPARATORS = /[ \t\n\v\f\r\u00A0-]+/g;
const BIC_SEPARATORS = /[ \t\n\v\f\r\u00A0]+/g;

/**
 * An IBAN as stored: without spaces or hyphens, in capitals.
 *
 * @param iban As typed.
 * @return Normalised.
 */
export function normaliseIban( iban: string ): string {
	return iban.replace( IBAN_SEPARATORS, '' ).toUpperCase();
}

/**
 * The remainder of the IBAN's number (letters as 10–35) divided by 97,
 * taken piece by piece so that no big integers are needed.
 *
 * @param rearranged Account part first, then country and check digits.
 * @return The remainder.
 */
export function mod97( rearranged: string ): number {
	const digits = [ ...rearranged ]
		.map( ( char ) =>
			/[A-Z]/.test( char ) ? String( char.charCodeAt( 0 ) - 55 ) : char
		)
		.join( '' );
	let rest = 0;
	for ( let at = 0; at < digits.length; at += 7 ) {
		rest = Number( String( rest ) + digits.slice( at, at + 7 ) ) % 97;
	}
	return rest;
}

/**
 * Why an IBAN is wrong, in German; '' when it is right or empty.
 *
 * @param iban  As typed (spaces allowed).
 * @param table Lengths and country names.
 * @return The message.
 */
export function ibanError( iban: string, table: IbanTable ): string {
	const normalised = normaliseIban( iban );
	if ( normalised === '' ) {
		return '';
	}
	if ( ! /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test( normalised ) ) {
		return __(
			'An IBAN starts with a country code and two check digits, followed by letters and digits only, e.g. DE89 3704 0044 0532 0130 00.',
			'vitrine'
		);
	}
	const country = normalised.slice( 0, 2 );
	const length = table.lengths[ country ];
	if ( length === undefined ) {
		return sprintf(
			/* translators: %s: two letters */
			__(
				'"%s" is not the country code of a country that uses IBANs.',
				'vitrine'
			),
			country
		);
	}
	if ( normalised.length !== length ) {
		return sprintf(
			/* translators: 1: country, 2: number of characters expected, 3: number of characters entered */
			__(
				'An IBAN from %1$s has %2$d characters; this one has %3$d.',
				'vitrine'
			),
			table.countries[ country ] ?? country,
			length,
			normalised.length
		);
	}
	if ( mod97( normalised.slice( 4 ) + normalised.slice( 0, 4 ) ) !== 1 ) {
		return __(
			'The check digits of this IBAN do not match: please check it for typos.',
			'vitrine'
		);
	}
	return '';
}

/**
 * A BIC as stored: without spaces, in capitals.
 *
 * @param bic As typed.
 * @return Normalised.
 */
export function normaliseBic( bic: string ): string {
	return bic.replace( BIC_SEPARATORS, '' ).toUpperCase();
}

/**
 * Why a BIC is wrong, in German; '' when it is right or empty.
 *
 * @param bic As typed.
 * @return The message.
 */
export function bicError( bic: string ): string {
	const normalised = normaliseBic( bic );
	if (
		normalised === '' ||
		/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test( normalised )
	) {
		return '';
	}
	return __(
		'A BIC has 8 or 11 characters: 4 letters for the bank, 2 for the country, 2 letters or digits for the place and optionally 3 for the branch, e.g. COBADEFFXXX.',
		'vitrine'
	);
}

/**
 * An IBAN for reading: in groups of four.
 *
 * @param iban Stored or typed IBAN.
 * @return Grouped.
 */
export function groupIban( iban: string ): string {
	return ( normaliseIban( iban ).match( /.{1,4}/g ) ?? [] ).join( ' ' );
}

/**
 * Why an account form cannot be saved: field => German message. No IBAN
 * is allowed (no transfers then); with one, the holder is needed.
 *
 * @param form  The form.
 * @param table Lengths and country names.
 * @return The errors, none when it can be saved.
 */
export function bankErrors( form: BankForm, table: IbanTable ): FieldErrors {
	const errors: FieldErrors = {};
	const iban = ibanError( form.iban, table );
	if ( iban ) {
		errors.iban = iban;
	}
	const bic = bicError( form.bic );
	if ( bic ) {
		errors.bic = bic;
	}
	if ( normaliseIban( form.iban ) !== '' && form.holder.trim() === '' ) {
		errors.holder = __(
			'Please enter the account holder: customers name them in their transfer.',
			'vitrine'
		);
	}
	return errors;
}
