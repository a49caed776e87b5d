/**
 * WordPress dependencies
 */
import { createI18n } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { keyOf, toTable } from '../lib/catalog';
import { buildJed } from '../lib/jed';

const po = toTable(
	[
		{ msgid: 'Hello', msgstr: [ 'Hallo' ] },
		{ msgid: 'Post', msgctxt: 'verb', msgstr: [ 'Veröffentlichen' ] },
		{
			msgid: '%d item',
			msgid_plural: '%d items',
			msgstr: [ '%d Eintrag', '%d Einträge' ],
		},
		{ msgid: 'Untranslated', msgstr: [ '' ] },
		{
			msgid: 'Guess',
			msgstr: [ 'Raten' ],
			comments: { flag: 'fuzzy' },
		},
		{ msgid: 'Elsewhere', msgstr: [ 'Anderswo' ] },
	],
	{
		'PO-Revision-Date': '2025-01-02 03:04+0000',
		Language: 'de_DE',
		'Plural-Forms': 'nplurals=2; plural=(n != 1);',
	}
);

const keys = [
	'Hello',
	keyOf( { msgctxt: 'verb', msgid: 'Post' } ),
	'%d item',
	'Untranslated',
	'Guess',
	'Not in the po',
	'Hello',
];

describe( 'buildJed', () => {
	it( 'writes the Jed 1.x shape of wp_set_script_translations() files', () => {
		expect( buildJed( po, keys ) ).toEqual( {
			'translation-revision-date': '2025-01-02 03:04+0000',
			generator: 'vitrine',
			domain: 'messages',
			locale_data: {
				messages: {
					'': {
						domain: 'messages',
						lang: 'de_DE',
						'plural-forms': 'nplurals=2; plural=(n != 1);',
					},
					'%d item': [ '%d Eintrag', '%d Einträge' ],
					Hello: [ 'Hallo' ],
					'verb\u0004Post': [ 'Veröffentlichen' ],
				},
			},
		} );
	} );

	it( 'is what @wordpress/i18n understands, the way WordPress loads it', () => {
		const translations = JSON.parse(
			JSON.stringify( buildJed( po, keys ) )
		);
		// What WP_Scripts::print_translations() prints around the file.
		const localeData =
			translations.locale_data.vitrine ??
			translations.locale_data.messages;
		localeData[ '' ].domain = 'vitrine';
		const i18n = createI18n();
		i18n.setLocaleData( localeData, 'vitrine' );

		expect( i18n.__( 'Hello', 'vitrine' ) ).toBe( 'Hallo' );
		expect( i18n._x( 'Post', 'verb', 'vitrine' ) ).toBe(
			'Veröffentlichen'
		);
		// translators: %d: number of items.
		expect( i18n._n( '%d item', '%d items', 1, 'vitrine' ) ).toBe(
			'%d Eintrag'
		);
		// translators: %d: number of items.
		expect( i18n._n( '%d item', '%d items', 2, 'vitrine' ) ).toBe(
			'%d Einträge'
		);
		expect( i18n.__( 'Guess', 'vitrine' ) ).toBe( 'Guess' );
		expect( i18n.__( 'Elsewhere', 'vitrine' ) ).toBe( 'Elsewhere' );
	} );
} );
