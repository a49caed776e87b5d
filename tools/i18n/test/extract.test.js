/**
 * Internal dependencies
 */
import {
	extractFromBlockJson,
	extractFromScript,
	extractPluginHeader,
	translatorComment,
} from '../lib/extract';

describe( 'extractFromScript', () => {
	it( 'finds __, _x, _n and _nx of the vitrine domain only', () => {
		const { entries, warnings } = extractFromScript(
			'src/a.ts',
			[
				"import { __, _x, _n, _nx } from '@wordpress/i18n';",
				"__( 'Plain', 'vitrine' );",
				"_x( 'Post', 'verb', 'vitrine' );",
				"_n( '%d item', '%d items', count, 'vitrine' );",
				"_nx( '%d event', '%d events', n, 'calendar', 'vitrine' );",
				"__( 'Core string' );",
				"__( 'Other plugin', 'other' );",
				"wp.i18n.__( 'Through the global', 'vitrine' );",
			].join( '\n' )
		);
		expect( warnings ).toEqual( [] );
		expect( entries ).toEqual( [
			{ msgid: 'Plain', file: 'src/a.ts', line: 2 },
			{ msgid: 'Post', msgctxt: 'verb', file: 'src/a.ts', line: 3 },
			{
				msgid: '%d item',
				msgid_plural: '%d items',
				file: 'src/a.ts',
				line: 4,
			},
			{
				msgid: '%d event',
				msgid_plural: '%d events',
				msgctxt: 'calendar',
				file: 'src/a.ts',
				line: 5,
			},
			{ msgid: 'Through the global', file: 'src/a.ts', line: 8 },
		] );
	} );

	it( 'reads template literals and joined literals, and reports computed text', () => {
		const { entries, warnings } = extractFromScript(
			'src/b.ts',
			[
				'__( `Template`, `vitrine` );',
				"__( 'Long ' + 'joined', 'vitrine' );",
				"__( text, 'vitrine' );",
				"__( 'Domain?', domain );",
				'__( `Hi ${ name }`, "vitrine" );',
			].join( '\n' )
		);
		expect( entries.map( ( e ) => e.msgid ) ).toEqual( [
			'Template',
			'Long joined',
		] );
		expect( warnings ).toEqual( [
			'src/b.ts:3: __() argument 1 (text) is not a string literal; it cannot be translated.',
			'src/b.ts:4: __() has a text domain that is not a string literal.',
			'src/b.ts:5: __() argument 1 (text) is not a string literal; it cannot be translated.',
		] );
	} );

	it( 'keeps translator comments on the line before or the same line', () => {
		const { entries } = extractFromScript(
			'src/c.tsx',
			[
				'/* translators: %s: event name */',
				"const a = sprintf( __( 'Book %s', 'vitrine' ), name );",
				'',
				'// translators: far away',
				'',
				"const b = __( 'No comment', 'vitrine' );",
				'const c = (',
				'\t<p>',
				'\t\t{ /* translators: inside JSX */ }',
				"\t\t{ __( 'In JSX', 'vitrine' ) }",
				'\t\t// translators: not a comment, JSX text',
				"\t\t{ __( 'After text', 'vitrine' ) }",
				'\t</p>',
				');',
				'/**',
				' * Translators: spread over',
				' * two lines.',
				' */',
				"_n( 'One', 'Many', n, 'vitrine' );",
				'const d = <p>// translators: JSX text after a tag',
				"{ __( 'Next line', 'vitrine' ) }</p>;",
			].join( '\n' )
		);
		expect(
			Object.fromEntries( entries.map( ( e ) => [ e.msgid, e.comment ] ) )
		).toEqual( {
			'Book %s': 'translators: %s: event name',
			'No comment': undefined,
			'In JSX': 'translators: inside JSX',
			'After text': undefined,
			One: 'Translators: spread over two lines.',
			'Next line': undefined,
		} );
	} );

	it( 'ignores empty strings with a warning', () => {
		const { entries, warnings } = extractFromScript(
			'src/d.ts',
			"__( '', 'vitrine' );"
		);
		expect( entries ).toEqual( [] );
		expect( warnings ).toHaveLength( 1 );
	} );
} );

describe( 'translatorComment', () => {
	it( 'strips comment markers and needs the translators: tag', () => {
		expect( translatorComment( '// translators: x' ) ).toBe(
			'translators: x'
		);
		expect( translatorComment( '/** translators: y */' ) ).toBe(
			'translators: y'
		);
		expect( translatorComment( '/* just a note */' ) ).toBeNull();
	} );
} );

describe( 'extractFromBlockJson', () => {
	const blockJson = JSON.stringify(
		{
			name: 'vitrine/demo',
			title: 'Demo',
			description: 'A demo block.',
			keywords: [ 'one', 'two' ],
			textdomain: 'vitrine',
			styles: [ { name: 'round', label: 'Round' } ],
			variations: [
				{ name: 'v', title: 'Variant', keywords: [ 'three' ] },
			],
			attributes: { title: { type: 'string' } },
		},
		null,
		'\t'
	);

	it( 'uses the contexts WordPress translates block.json with', () => {
		const { entries, warnings } = extractFromBlockJson(
			'blocks/demo/block.json',
			blockJson
		);
		expect( warnings ).toEqual( [] );
		expect(
			entries.map( ( e ) => [ e.msgctxt, e.msgid, e.line ] )
		).toEqual( [
			[ 'block title', 'Demo', 3 ],
			[ 'block description', 'A demo block.', 4 ],
			[ 'block keyword', 'one', 6 ],
			[ 'block keyword', 'two', 7 ],
			[ 'block style label', 'Round', 13 ],
			[ 'block variation title', 'Variant', 19 ],
			[ 'block variation keyword', 'three', 21 ],
		] );
	} );

	it( 'skips files of another text domain', () => {
		const { entries, warnings } = extractFromBlockJson(
			'blocks/x/block.json',
			'{ "title": "X", "textdomain": "other" }'
		);
		expect( entries ).toEqual( [] );
		expect( warnings[ 0 ] ).toMatch( /"other", not "vitrine"/ );
	} );
} );

describe( 'extractPluginHeader', () => {
	it( 'reads Plugin Name and Description like get_file_data()', () => {
		const entries = extractPluginHeader(
			'plugin.php',
			[
				'<?php',
				'/**',
				' * Plugin Name:       Demo',
				' * Description:       Does things. */',
				' * Version:           1.0',
			].join( '\n' )
		);
		expect( entries ).toEqual( [
			{
				msgid: 'Demo',
				file: 'plugin.php',
				line: 3,
				comment: 'Plugin Name of the plugin',
			},
			{
				msgid: 'Does things.',
				file: 'plugin.php',
				line: 4,
				comment: 'Description of the plugin',
			},
		] );
	} );
} );
