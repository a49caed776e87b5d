/**
 * The bank account's rules in the browser: the same verdicts and the same
 * messages as includes/Shop/BankAccount.php, with the server's own table.
 */
/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import {
	bankErrors,
	bicError,
	groupIban,
	ibanError,
	mod97,
	normaliseIban,
} from '../bank-account';
import type { IbanTable } from '../../types';

const PHP = readFileSync(
	join( __dirname, '../../../../../includes/Shop/BankAccount.php' ),
	'utf8'
);

/** The PHP class's IBAN_LENGTHS, as the page hands it over. */
const TABLE: IbanTable = {
	lengths: Object.fromEntries(
		[ ...PHP.matchAll( /'([A-Z]{2})' => (\d+)/g ) ].map( ( m ) => [
			m[ 1 ],
			Number( m[ 2 ] ),
		] )
	),
	countries: { DE: 'Deutschland', AT: 'Österreich' },
};

const ACCOUNT = {
	holder: 'Anna Beispiel',
	iban: 'DE89 3704 0044 0532 0130 00',
	bic: 'COBADEFFXXX',
	bank: '',
};

describe( 'IBAN (ISO 13616, mod 97)', () => {
	it( 'takes the server’s table of countries', () => {
		expect( TABLE.lengths.DE ).toBe( 22 );
		expect( Object.keys( TABLE.lengths ).length ).toBeGreaterThan( 70 );
	} );

	it.each( [
		'DE89 3704 0044 0532 0130 00',
		'de89370400440532013000',
		'AT61 1904 3002 3457 3201',
		'CH93 0076 2011 6238 5295 7',
		'GB29 NWBK 6016 1331 9268 19',
		'NL91ABNA0417164300',
		'FR14 2004 1010 0505 0001 3M02 606',
		'NO93 8601 1117 947',
		'IT60 X054 2811 1010 0000 0123 456',
		'DE89\u00A03704\u00A00044\u00A00532\u00A00130\u00A000',
		'DE89-3704-0044-0532-0130-00',
		'',
	] )( 'passes %p', ( iban ) => {
		expect( ibanError( iban, TABLE ) ).toBe( '' );
	} );

	it( 'names a wrong checksum, length, country or shape', () => {
		expect( ibanError( 'DE88 3704 0044 0532 0130 00', TABLE ) ).toBe(
			'The check digits of this IBAN do not match: please check it for typos.'
		);
		expect( ibanError( 'DE89 3704 0044 0532 0130 01', TABLE ) ).toMatch(
			/^The check digits/
		);
		expect( ibanError( 'DE89 3704 0044 0532 0130 0', TABLE ) ).toBe(
			'An IBAN from Deutschland has 22 characters; this one has 21.'
		);
		expect( ibanError( 'XX89 3704 0044 0532 0130 00', TABLE ) ).toBe(
			'"XX" is not the country code of a country that uses IBANs.'
		);
		expect( ibanError( 'DE89/3704', TABLE ) ).toMatch(
			/^An IBAN starts with a country code/
		);
		expect( ibanError( '1234 5678', TABLE ) ).toMatch(
			/^An IBAN starts with a country code/
		);
	} );

	it( 'computes the remainder piece by piece, beyond safe integers', () => {
		// Account part, then DE (13 14) and the check digits: remainder 1 when valid.
		expect( mod97( '370400440532013000DE89' ) ).toBe( 1 );
		expect( mod97( '370400440532013000DE88' ) ).not.toBe( 1 );
		expect( mod97( '98' ) ).toBe( 1 );
	} );

	it( 'normalises and groups as the server stores and shows it', () => {
		expect( normaliseIban( ' de89 3704-0044 ' ) ).toBe( 'DE8937040044' );
		expect( groupIban( 'nl91abna0417164300' ) ).toBe(
			'NL91 ABNA 0417 1643 00'
		);
	} );

	it( 'uses the PHP rules’ source strings', () => {
		const messages = [
			ibanError( 'DE88370400440532013000', TABLE ),
			ibanError( '1234', TABLE ),
			bicError( 'COBA' ),
			bankErrors( { ...ACCOUNT, holder: ' ' }, TABLE ).holder,
		];
		for ( const message of messages ) {
			expect( PHP ).toContain( message );
		}
		expect( PHP ).toContain(
			'An IBAN from %1$s has %2$d characters; this one has %3$d.'
		);
	} );
} );

describe( 'BIC (ISO 9362)', () => {
	it.each( [ 'COBADEFFXXX', 'cobadeff', 'DEUT DE DB BER', '' ] )(
		'passes %p',
		( bic ) => {
			expect( bicError( bic ) ).toBe( '' );
		}
	);

	it.each( [ 'COBADEF', 'COBADEFFXX', '1OBADEFF', 'COBA-DEFF' ] )(
		'refuses %p',
		( bic ) => {
			expect( bicError( bic ) ).toMatch(
				/^A BIC has 8 or 11 characters/
			);
		}
	);
} );

describe( 'the account form', () => {
	it( 'may have no IBAN at all (no transfers then)', () => {
		expect(
			bankErrors( { holder: '', iban: '', bic: '', bank: '' }, TABLE )
		).toEqual( {} );
	} );

	it( 'needs the holder with an IBAN, and names each wrong field', () => {
		expect( bankErrors( ACCOUNT, TABLE ) ).toEqual( {} );
		expect(
			Object.keys(
				bankErrors(
					{
						holder: '',
						iban: 'DE88370400440532013000',
						bic: 'X',
						bank: '',
					},
					TABLE
				)
			).sort()
		).toEqual( [ 'bic', 'holder', 'iban' ] );
	} );
} );
