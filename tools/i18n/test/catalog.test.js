/**
 * Internal dependencies
 */
import {
	collect,
	forMo,
	itemsOf,
	keyOf,
	mergePo,
	toTable,
	translationProblems,
} from '../lib/catalog';

const GERMAN = {
	language: 'de_DE',
	pluralForms: 'nplurals=2; plural=(n != 1);',
	languageTeam: 'German',
};

/**
 * A template with the given items (no references needed here).
 *
 * @param {Array<Object>} items
 */
function pot( items ) {
	return toTable(
		items.map( ( item ) => ( {
			msgstr: item.msgid_plural ? [ '', '' ] : [ '' ],
			...item,
		} ) ),
		{
			'Project-Id-Version': 'Vitrine',
			'POT-Creation-Date': '2025-01-01 00:00+0000',
			'X-Domain': 'vitrine',
		}
	);
}

/**
 * @param {Object} table
 * @return {Record<string, Object>} Items by lookup key.
 */
function byKey( table ) {
	return Object.fromEntries(
		itemsOf( table ).map( ( item ) => [ keyOf( item ), item ] )
	);
}

describe( 'collect', () => {
	it( 'merges uses of a string and sorts by context, then msgid', () => {
		const { items, warnings } = collect( [
			{ msgid: 'b', file: 'src/z.ts', line: 9 },
			{
				msgid: 'b',
				file: 'includes/A.php',
				line: 3,
				comment: 'translators: x',
			},
			{ msgid: 'b', file: 'src/z.ts', line: 9 },
			{
				msgid: 'a',
				msgctxt: 'ctx',
				file: 'blocks/a/block.json',
				line: 2,
			},
			{ msgid: 'c', file: 'src/a.ts', line: 1 },
			{ msgid: 'a', file: 'src/a.ts', line: 10 },
			{ msgid: 'a', file: 'src/a.ts', line: 2 },
		] );
		expect( warnings ).toEqual( [] );
		expect( items ).toEqual( [
			{
				msgid: 'a',
				msgstr: [ '' ],
				comments: { reference: 'src/a.ts:2\nsrc/a.ts:10' },
			},
			{
				msgid: 'b',
				msgstr: [ '' ],
				comments: {
					reference: 'includes/A.php:3\nsrc/z.ts:9',
					extracted: 'translators: x',
				},
			},
			{
				msgid: 'c',
				msgstr: [ '' ],
				comments: { reference: 'src/a.ts:1' },
			},
			{
				msgctxt: 'ctx',
				msgid: 'a',
				msgstr: [ '' ],
				comments: { reference: 'blocks/a/block.json:2' },
			},
		] );
	} );

	it( 'warns when one msgid has different plurals', () => {
		const { items, warnings } = collect( [
			{
				msgid: '%d item',
				msgid_plural: '%d items',
				file: 'a.ts',
				line: 1,
			},
			{ msgid: '%d item', file: 'b.ts', line: 1 },
		] );
		expect( items[ 0 ].msgid_plural ).toBe( '%d items' );
		expect( warnings ).toEqual( [
			'b.ts:1: "%d item" has no plural here but not in a.ts:1; the first use wins.',
		] );
	} );
} );

describe( 'mergePo', () => {
	const template = pot( [
		{ msgid: 'Kept', comments: { reference: 'src/a.ts:1' } },
		{ msgid: 'New' },
		{ msgid: 'Back' },
		{ msgid: '%d item', msgid_plural: '%d items' },
		{ msgid: 'Title', msgctxt: 'block title' },
	] );

	const existing = toTable(
		[
			{
				msgid: 'Kept',
				msgstr: [ 'Behalten' ],
				comments: {
					translator: 'checked by Anna',
					reference: 'old.ts:9',
				},
			},
			{
				msgid: '%d item',
				msgstr: [ '%d Eintrag' ],
			},
			{ msgid: 'Title', msgctxt: 'block title', msgstr: [ 'Titel' ] },
			{ msgid: 'Removed', msgstr: [ 'Entfernt' ] },
			{ msgid: 'Removed, never translated', msgstr: [ '' ] },
		],
		{
			'PO-Revision-Date': '2024-06-01 10:00+0000',
			'X-Generator': 'Poedit',
		},
		{
			comment: 'Our German.',
			obsolete: [ { msgid: 'Back', msgstr: [ 'Zurück' ] } ],
		}
	);

	const merged = mergePo( template, existing, GERMAN );
	const active = byKey( merged.translations );

	it( 'keeps translations and translator comments, takes references from the template', () => {
		expect( active.Kept ).toEqual( {
			msgid: 'Kept',
			msgstr: [ 'Behalten' ],
			comments: {
				translator: 'checked by Anna',
				reference: 'src/a.ts:1',
			},
		} );
		expect( active[ 'block title\u0004Title' ].msgstr ).toEqual( [
			'Titel',
		] );
	} );

	it( 'adds new strings untranslated and revives obsolete ones', () => {
		expect( active.New.msgstr ).toEqual( [ '' ] );
		expect( active.Back.msgstr ).toEqual( [ 'Zurück' ] );
	} );

	it( 'marks a translation fuzzy when the plural appeared', () => {
		expect( active[ '%d item' ].msgstr ).toEqual( [ '%d Eintrag', '' ] );
		expect( active[ '%d item' ].comments.flag ).toBe( 'fuzzy' );
	} );

	it( 'keeps translated strings that left the template as obsolete, drops the rest', () => {
		expect( Object.keys( byKey( merged.obsolete ) ) ).toEqual( [
			'Removed',
		] );
		expect( active.Removed ).toBeUndefined();
	} );

	it( 'sets the language headers and keeps the others', () => {
		expect( merged.headers ).toEqual( {
			'Project-Id-Version': 'Vitrine',
			'POT-Creation-Date': '2025-01-01 00:00+0000',
			'PO-Revision-Date': '2024-06-01 10:00+0000',
			'Language-Team': 'German',
			Language: 'de_DE',
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			'Plural-Forms': 'nplurals=2; plural=(n != 1);',
			'X-Domain': 'vitrine',
			'X-Generator': 'Poedit',
		} );
		expect( merged.translations[ '' ][ '' ].comments.translator ).toBe(
			'Our German.'
		);
	} );

	it( 'starts a new translation from nothing', () => {
		const fresh = mergePo( template, null, {
			...GERMAN,
			comment: 'New file.',
		} );
		expect(
			itemsOf( fresh.translations ).every( ( item ) =>
				item.msgstr.every( ( s ) => s === '' )
			)
		).toBe( true );
		expect( byKey( fresh.translations )[ '%d item' ].msgstr ).toEqual( [
			'',
			'',
		] );
		expect( fresh.obsolete ).toBeUndefined();
	} );
} );

describe( 'translationProblems', () => {
	it( 'names untranslated, fuzzy, missing and stale strings', () => {
		const template = pot( [
			{ msgid: 'Done' },
			{ msgid: 'Open' },
			{ msgid: 'Guess' },
			{ msgid: 'Missing', msgctxt: 'ctx' },
			{ msgid: '%d', msgid_plural: '%d s' },
		] );
		const po = toTable(
			[
				{ msgid: 'Done', msgstr: [ 'Fertig' ] },
				{ msgid: 'Open', msgstr: [ '' ] },
				{
					msgid: 'Guess',
					msgstr: [ 'Raten' ],
					comments: { flag: 'fuzzy' },
				},
				{ msgid: '%d', msgid_plural: '%d s', msgstr: [ '%d', '' ] },
				{ msgid: 'Stale', msgstr: [ 'Alt' ] },
			],
			{ 'Plural-Forms': GERMAN.pluralForms }
		);
		expect( translationProblems( po, template, 'de.po' ) ).toEqual( [
			'de.po: untranslated "%d"',
			'de.po: fuzzy "Guess" (review the translation, then remove the fuzzy flag)',
			'de.po: untranslated "Open"',
			'de.po: missing [ctx] "Missing" (run npm run i18n, then translate it)',
			'de.po: "Stale" is no longer in the template (run npm run i18n to mark it obsolete)',
		] );
	} );

	it( 'is empty for a complete translation', () => {
		const template = pot( [ { msgid: 'Done' } ] );
		const po = mergePo( template, null, GERMAN );
		po.translations[ '' ].Done.msgstr = [ 'Fertig' ];
		expect( translationProblems( po, template, 'de.po' ) ).toEqual( [] );
	} );
} );

describe( 'forMo', () => {
	it( 'keeps only finished translations', () => {
		const po = toTable(
			[
				{ msgid: 'Done', msgstr: [ 'Fertig' ] },
				{ msgid: 'Open', msgstr: [ '' ] },
				{
					msgid: 'Guess',
					msgstr: [ 'Raten' ],
					comments: { flag: 'fuzzy' },
				},
			],
			{ Language: 'de_DE' }
		);
		expect( Object.keys( byKey( forMo( po ).translations ) ) ).toEqual( [
			'Done',
		] );
	} );
} );
