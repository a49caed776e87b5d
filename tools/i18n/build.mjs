#!/usr/bin/env node
// @ts-check
/**
 * Vitrine's translation pipeline.
 *
 *     node tools/i18n/build.mjs <command> [<command> …]
 *
 * pot    Extract every string into languages/vitrine.pot: PHP (through
 *        tools/i18n/extract.php and PHP's tokenizer), scripts under src/
 *        (TypeScript compiler API), blocks/<name>/block.json, the plugin header.
 * po     Merge the template into languages/vitrine-de_DE.po.
 * mo     Compile the .po files to .mo (for PHP).
 * json   Write languages/vitrine-de_DE-<handle>.json per script handle (for
 *        wp_set_script_translations()), with the strings of the files that
 *        handle's bundle contains.
 * all    pot, po, mo, json.
 * check  Fail when the template is not what `pot` would write, or a string
 *        is untranslated or fuzzy.
 *
 * Dates in the headers change only when the content does, so running a
 * command twice writes the same files.
 */
/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { mo, po } from 'gettext-parser';

/**
 * Internal dependencies
 */
import {
	collect,
	compareItems,
	forMo,
	itemsOf,
	keyOf,
	mergePo,
	toTable,
	translationProblems,
} from './lib/catalog.js';
import {
	DOMAIN,
	extractFromBlockJson,
	extractFromScript,
	extractPluginHeader,
} from './lib/extract.js';
import { walkImports } from './lib/graph.js';
import { buildJed } from './lib/jed.js';

/**
 * @typedef {import('gettext-parser').GetTextTranslations} Table
 * @typedef {import('./lib/extract.js').Entry} Entry
 */

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const LANGUAGES = path.join( ROOT, 'languages' );
const POT_FILE = path.join( LANGUAGES, `${ DOMAIN }.pot` );
const PLUGIN_FILE = 'plugin.php';
const EXTRACT_PHP = path.join( ROOT, 'tools', 'i18n', 'extract.php' );

/** The translations we ship. */
const LOCALES = [
	{
		language: 'de_DE',
		pluralForms: 'nplurals=2; plural=(n != 1);',
		languageTeam: 'German',
	},
];

/** Script files under src/ that are not shipped. */
const TEST_DIRS = new Set( [ 'test', 'tests', '__tests__', '__mocks__' ] );
const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const NOT_SHIPPED = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

/** @type {Array<{name: string, run: () => boolean}>} */
const COMMANDS = [
	{ name: 'pot', run: commandPot },
	{ name: 'po', run: commandPo },
	{ name: 'mo', run: commandMo },
	{ name: 'json', run: commandJson },
	{ name: 'check', run: commandCheck },
];

/**
 * A line on standard output (this is a command-line tool).
 *
 * @param {string} line
 */
function say( line ) {
	process.stdout.write( line + '\n' );
}

/**
 * A line on standard error.
 *
 * @param {string} line
 */
function complain( line ) {
	process.stderr.write( line + '\n' );
}

/**
 * @param {string} file Absolute path.
 * @return {string} Path relative to the repository root, with "/".
 */
function relative( file ) {
	return path.relative( ROOT, file ).split( path.sep ).join( '/' );
}

/**
 * Files below a folder, sorted, without dot folders and node_modules.
 *
 * @param {string}                    dir     Absolute folder.
 * @param {(file: string) => boolean} keep    Which files to list.
 * @param {(dir: string) => boolean}  [enter] Which sub-folders to enter.
 * @return {string[]} Absolute paths.
 */
function listFiles( dir, keep, enter = () => true ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	/** @type {string[]} */
	const found = [];
	const names = fs
		.readdirSync( dir, { withFileTypes: true } )
		.sort( ( a, b ) => ( a.name < b.name ? -1 : 1 ) );
	for ( const dirent of names ) {
		const file = path.join( dir, dirent.name );
		if ( dirent.isDirectory() ) {
			if (
				! dirent.name.startsWith( '.' ) &&
				dirent.name !== 'node_modules' &&
				enter( dirent.name )
			) {
				found.push( ...listFiles( file, keep, enter ) );
			}
		} else if ( dirent.isFile() && keep( file ) ) {
			found.push( file );
		}
	}
	return found;
}

/** @return {string[]} PHP files that can hold strings: plugin.php, includes/, blocks/, templates/. */
function phpFiles() {
	/** @param {string} f */
	const isPhp = ( f ) => f.endsWith( '.php' );
	return [
		path.join( ROOT, PLUGIN_FILE ),
		...listFiles( path.join( ROOT, 'includes' ), isPhp ),
		...listFiles( path.join( ROOT, 'blocks' ), isPhp ),
		...listFiles( path.join( ROOT, 'templates' ), isPhp ),
	].filter( ( f ) => fs.existsSync( f ) );
}

/** @return {string[]} Shipped script sources under src/ (no tests). */
function scriptFiles() {
	return listFiles(
		path.join( ROOT, 'src' ),
		( f ) => SCRIPT.test( f ) && ! NOT_SHIPPED.test( f ),
		( d ) => ! TEST_DIRS.has( d )
	);
}

/** @return {string[]} blocks/<name>/block.json files. */
function blockJsonFiles() {
	return listFiles(
		path.join( ROOT, 'blocks' ),
		( f ) => path.basename( f ) === 'block.json'
	);
}

/**
 * Strings of PHP files, through PHP's tokenizer.
 *
 * @param {string[]} files Absolute paths.
 * @return {{entries: Entry[], warnings: string[]}} Found strings and warnings.
 */
function extractPhp( files ) {
	if ( files.length === 0 ) {
		return { entries: [], warnings: [] };
	}
	const result = spawnSync(
		'php',
		[ EXTRACT_PHP, ROOT, ...files.map( relative ) ],
		{ cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	if ( result.error ) {
		throw new Error(
			`Cannot run php (${ result.error.message }); the PHP CLI is needed to extract strings.`
		);
	}
	if ( result.status !== 0 ) {
		throw new Error(
			`tools/i18n/extract.php failed:\n${
				result.stderr || result.stdout
			}`
		);
	}
	return JSON.parse( result.stdout );
}

/**
 * Strings of one script or block.json file.
 *
 * @param {string} file Absolute path.
 * @return {{entries: Entry[], warnings: string[]}} Found strings and warnings.
 */
function extractFile( file ) {
	const text = fs.readFileSync( file, 'utf8' );
	if ( path.basename( file ) === 'block.json' ) {
		return extractFromBlockJson( relative( file ), text );
	}
	if ( SCRIPT.test( file ) ) {
		return extractFromScript( relative( file ), text );
	}
	return { entries: [], warnings: [] };
}

/**
 * Every string of the plugin.
 *
 * @return {{entries: Entry[], warnings: string[]}} Found strings and warnings.
 */
function extractAll() {
	const php = extractPhp( phpFiles() );
	const entries = [ ...php.entries ];
	const warnings = [ ...php.warnings ];
	const plugin = path.join( ROOT, PLUGIN_FILE );
	if ( fs.existsSync( plugin ) ) {
		entries.push(
			...extractPluginHeader(
				PLUGIN_FILE,
				fs.readFileSync( plugin, 'utf8' )
			)
		);
	}
	for ( const file of [ ...scriptFiles(), ...blockJsonFiles() ] ) {
		const found = extractFile( file );
		entries.push( ...found.entries );
		warnings.push( ...found.warnings );
	}
	return { entries, warnings };
}

/**
 * @param {Date} date
 * @return {string} gettext date, e.g. "2025-01-31 12:00+0000".
 */
function gettextDate( date ) {
	return date.toISOString().slice( 0, 16 ).replace( 'T', ' ' ) + '+0000';
}

/**
 * @param {Table} table
 * @return {string} PO text, sorted by msgctxt and msgid.
 */
function compilePo( table ) {
	return po.compile( table, { sort: compareItems } ).toString( 'utf8' );
}

/**
 * Compiles a table whose date header stays as in the previous file unless
 * something else changed.
 *
 * @param {Table}       table    Table without the date header.
 * @param {string}      header   e.g. "POT-Creation-Date".
 * @param {string|null} previous Current file contents, if any.
 * @param {Date}        now
 * @return {string} File contents.
 */
function compileStable( table, header, previous, now ) {
	const oldDate = previous ? po.parse( previous ).headers[ header ] : '';
	if ( previous && oldDate ) {
		table.headers[ header ] = oldDate;
		const text = compilePo( table );
		if ( text === previous ) {
			return text;
		}
	}
	table.headers[ header ] = gettextDate( now );
	return compilePo( table );
}

/**
 * @param {string} file
 * @return {string|null} Contents, or null when the file does not exist.
 */
function readOrNull( file ) {
	return fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : null;
}

/**
 * Writes a file unless it already has these contents.
 *
 * @param {string}        file
 * @param {string|Buffer} contents
 * @return {boolean} Whether the file changed.
 */
function writeIfChanged( file, contents ) {
	const buffer = Buffer.isBuffer( contents )
		? contents
		: Buffer.from( contents, 'utf8' );
	if ( fs.existsSync( file ) && fs.readFileSync( file ).equals( buffer ) ) {
		return false;
	}
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, buffer );
	return true;
}

/**
 * What `pot` writes now.
 *
 * @param {string|null} previous Current template, for its date.
 * @return {{text: string, warnings: string[]}} Template contents and extraction warnings.
 */
function renderPot( previous ) {
	const extracted = extractAll();
	const { items, warnings } = collect( extracted.entries );
	const table = toTable(
		items,
		{
			'Project-Id-Version': 'Vitrine',
			'POT-Creation-Date': '',
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			'X-Domain': DOMAIN,
		},
		{
			comment:
				'Template of the translations of Vitrine.\n' +
				'This file is distributed under the GPL-2.0-or-later.\n' +
				'Generated by tools/i18n/build.mjs pot; do not edit.',
		}
	);
	return {
		text: compileStable( table, 'POT-Creation-Date', previous, new Date() ),
		warnings: [ ...extracted.warnings, ...warnings ],
	};
}

/**
 * @param {string} language e.g. "de_DE".
 * @return {string} Absolute path of the .po file.
 */
function poFile( language ) {
	return path.join( LANGUAGES, `${ DOMAIN }-${ language }.po` );
}

/**
 * @param {string} file
 * @return {Table} Parsed PO/POT file.
 */
function readPo( file ) {
	const text = readOrNull( file );
	if ( text === null ) {
		throw new Error(
			`${ relative( file ) } does not exist; run npm run i18n first.`
		);
	}
	return po.parse( text );
}

/** @param {string[]} warnings */
function printWarnings( warnings ) {
	for ( const warning of warnings ) {
		complain( `[i18n] warning: ${ warning }` );
	}
}

/** @return {boolean} Success. */
function commandPot() {
	const { text, warnings } = renderPot( readOrNull( POT_FILE ) );
	printWarnings( warnings );
	const changed = writeIfChanged( POT_FILE, text );
	const count = itemsOf( po.parse( text ).translations ).length;
	say(
		`[i18n] ${ relative( POT_FILE ) }: ${ count } strings${
			changed ? '' : ' (unchanged)'
		}`
	);
	return true;
}

/**
 * Merging keeps translations of strings that left the template as obsolete
 * ("#~") entries, so they come back if the string does; untranslated ones
 * are dropped. See mergePo() in lib/catalog.js.
 *
 * @return {boolean} Success.
 */
function commandPo() {
	const pot = readPo( POT_FILE );
	for ( const locale of LOCALES ) {
		const file = poFile( locale.language );
		const previous = readOrNull( file );
		const merged = mergePo( pot, previous ? po.parse( previous ) : null, {
			...locale,
			comment:
				`${ locale.languageTeam } translation of Vitrine.\n` +
				'This file is distributed under the GPL-2.0-or-later.',
		} );
		const text = compileStable(
			merged,
			'PO-Revision-Date',
			previous,
			new Date()
		);
		const changed = writeIfChanged( file, text );
		const items = itemsOf( merged.translations );
		const open = translationProblems( merged, pot, relative( file ) );
		say(
			`[i18n] ${ relative( file ) }: ${ items.length } strings, ${
				open.length
			} to translate or review, ${
				itemsOf( merged.obsolete ).length
			} obsolete${ changed ? '' : ' (unchanged)' }`
		);
	}
	return true;
}

/** @return {boolean} Success. */
function commandMo() {
	for ( const locale of LOCALES ) {
		const file = poFile( locale.language );
		const table = forMo( readPo( file ) );
		const target = file.replace( /\.po$/, '.mo' );
		writeIfChanged( target, mo.compile( table ) );
		say(
			`[i18n] ${ relative( target ) }: ${
				itemsOf( table.translations ).length
			} strings`
		);
	}
	return true;
}

/**
 * The scripts WordPress loads with wp_set_script_translations(), with their
 * entry files, as webpack.config.js builds them: the store, and each block's
 * index (editor script) and view (front-end script). Block handles follow
 * generate_block_asset_handle(): "<namespace>-<name>-editor-script".
 *
 * @return {Array<{handle: string, entry: string}>} Handles and entry files.
 */
function scriptHandles() {
	const src = path.join( ROOT, 'src' );
	/** @type {Array<{handle: string, entry: string}>} */
	const handles = [];
	const store = path.join( src, 'store', 'index.ts' );
	if ( fs.existsSync( store ) ) {
		// includes/Assets.php STORE_HANDLE, tools/build/externals.js STORE_HANDLE.
		handles.push( { handle: 'vitrine-store', entry: store } );
	}
	// The handle's checkout file holds all of main.tsx's code and the
	// checkout page's, so its strings serve both files of the handle.
	const payment = path.join( src, 'payment', 'checkout.tsx' );
	if ( fs.existsSync( payment ) ) {
		// includes/Payment/Assets.php HANDLE.
		handles.push( { handle: 'vitrine-payment', entry: payment } );
	}
	const vault = path.join( src, 'payment', 'vault', 'account.ts' );
	if ( fs.existsSync( vault ) ) {
		// includes/Payment/Vault/AccountMethods.php HANDLE.
		handles.push( { handle: 'vitrine-vault', entry: vault } );
	}
	const providerSettings = path.join( src, 'admin', 'provider-settings.tsx' );
	if ( fs.existsSync( providerSettings ) ) {
		// includes/Admin/ProviderSettingsPage.php SCRIPT.
		handles.push( {
			handle: 'vitrine-provider-settings',
			entry: providerSettings,
		} );
	}
	const shipping = path.join( src, 'admin', 'shipping.tsx' );
	if ( fs.existsSync( shipping ) ) {
		// includes/Admin/ShippingPage.php SCRIPT.
		handles.push( { handle: 'vitrine-shipping', entry: shipping } );
	}
	const setup = path.join( src, 'admin', 'setup.tsx' );
	if ( fs.existsSync( setup ) ) {
		// includes/Admin/SetupPage.php SCRIPT.
		handles.push( { handle: 'vitrine-setup', entry: setup } );
	}
	const blocks = path.join( src, 'blocks' );
	const folders = fs.existsSync( blocks )
		? fs
				.readdirSync( blocks, { withFileTypes: true } )
				.filter( ( d ) => d.isDirectory() )
				.map( ( d ) => d.name )
				.sort()
		: [];
	for ( const folder of folders ) {
		const metadata = path.join( ROOT, 'blocks', folder, 'block.json' );
		const name = fs.existsSync( metadata )
			? String(
					JSON.parse( fs.readFileSync( metadata, 'utf8' ) ).name ??
						`${ DOMAIN }/${ folder }`
			  )
			: `${ DOMAIN }/${ folder }`;
		const prefix = name.replace( '/', '-' );
		for ( const [ kind, suffix ] of [
			[ 'index', 'editor-script' ],
			[ 'view', 'view-script' ],
		] ) {
			const entry = [ '.tsx', '.ts' ]
				.map( ( ext ) => path.join( blocks, folder, kind + ext ) )
				.find( ( file ) => fs.existsSync( file ) );
			if ( entry ) {
				handles.push( { handle: `${ prefix }-${ suffix }`, entry } );
			}
		}
	}
	return handles;
}

/** @return {boolean} Success. */
function commandJson() {
	const handles = scriptHandles();
	/** @type {string[]} */
	const warnings = [];
	const keysByHandle = handles.map( ( { handle, entry } ) => {
		const graph = walkImports( entry );
		warnings.push( ...graph.warnings );
		const keys = graph.files.flatMap( ( file ) => {
			const found = extractFile( file );
			warnings.push( ...found.warnings );
			return found.entries.map( keyOf );
		} );
		return { handle, keys };
	} );
	printWarnings( [ ...new Set( warnings ) ] );

	for ( const locale of LOCALES ) {
		const table = readPo( poFile( locale.language ) );
		const prefix = `${ DOMAIN }-${ locale.language }-`;
		const written = new Set();
		for ( const { handle, keys } of keysByHandle ) {
			const name = `${ prefix }${ handle }.json`;
			const data = buildJed( table, keys );
			writeIfChanged(
				path.join( LANGUAGES, name ),
				JSON.stringify( data ) + '\n'
			);
			written.add( name );
			const count = Object.keys( data.locale_data.messages ).length - 1;
			const missing = new Set( keys ).size - count;
			say(
				`[i18n] languages/${ name }: ${ count } strings${
					missing ? ` (${ missing } without translation)` : ''
				}`
			);
		}
		// Files of handles that are gone would otherwise be loaded forever.
		for ( const name of fs.readdirSync( LANGUAGES ) ) {
			if (
				name.startsWith( prefix ) &&
				name.endsWith( '.json' ) &&
				! written.has( name )
			) {
				fs.rmSync( path.join( LANGUAGES, name ) );
				say( `[i18n] removed stale languages/${ name }` );
			}
		}
	}
	return true;
}

/** @return {boolean} Whether everything is extracted and translated. */
function commandCheck() {
	/** @type {string[]} */
	const problems = [];
	const current = readOrNull( POT_FILE );
	const { text: expected, warnings } = renderPot( current );
	printWarnings( warnings );
	const pot = po.parse( expected );
	if ( current === null ) {
		problems.push(
			`${ relative( POT_FILE ) } does not exist (run npm run i18n)`
		);
	} else if ( current !== expected ) {
		const had = new Set(
			itemsOf( po.parse( current ).translations ).map( keyOf )
		);
		const has = new Set( itemsOf( pot.translations ).map( keyOf ) );
		/** @param {string} key */
		const show = ( key ) =>
			JSON.stringify( key.replace( '\u0004', ' | ' ) );
		const added = [ ...has ].filter( ( k ) => ! had.has( k ) ).map( show );
		const removed = [ ...had ]
			.filter( ( k ) => ! has.has( k ) )
			.map( show );
		problems.push(
			`${ relative(
				POT_FILE
			) } is out of date (run npm run i18n and commit the result)` +
				( added.length ? `\n    new: ${ added.join( ', ' ) }` : '' ) +
				( removed.length
					? `\n    gone: ${ removed.join( ', ' ) }`
					: '' ) +
				( added.length || removed.length
					? ''
					: '\n    references, comments or the header changed' )
		);
	}
	for ( const locale of LOCALES ) {
		const file = poFile( locale.language );
		const text = readOrNull( file );
		if ( text === null ) {
			problems.push(
				`${ relative( file ) } does not exist (run npm run i18n)`
			);
			continue;
		}
		problems.push(
			...translationProblems( po.parse( text ), pot, relative( file ) )
		);
		problems.push( ...msgfmtProblems( file ) );
	}
	if ( problems.length ) {
		complain(
			`[i18n] check failed:\n${ problems
				.map( ( p ) => `  - ${ p }` )
				.join( '\n' ) }`
		);
		return false;
	}
	say(
		`[i18n] check passed: ${
			itemsOf( pot.translations ).length
		} strings extracted and translated.`
	);
	return true;
}

/**
 * gettext's own validation of a .po file (syntax, header, plural forms,
 * format strings), when msgfmt is installed.
 *
 * @param {string} file
 * @return {string[]} Problems.
 */
function msgfmtProblems( file ) {
	try {
		execFileSync( 'msgfmt', [ '--check', '-o', '/dev/null', file ], {
			stdio: [ 'ignore', 'ignore', 'pipe' ],
			encoding: 'utf8',
		} );
		return [];
	} catch ( error ) {
		const e = /** @type {NodeJS.ErrnoException & {stderr?: string}} */ (
			error
		);
		if ( e.code === 'ENOENT' ) {
			return []; // No gettext tools here; the checks above still ran.
		}
		return [ `msgfmt --check ${ relative( file ) }:\n${ e.stderr ?? '' }` ];
	}
}

/**
 * @param {string[]} args Command-line arguments.
 * @return {number} Exit code.
 */
function main( args ) {
	const names = args.flatMap( ( arg ) =>
		arg === 'all' ? [ 'pot', 'po', 'mo', 'json' ] : [ arg ]
	);
	const unknown = names.filter(
		( name ) => ! COMMANDS.some( ( c ) => c.name === name )
	);
	if ( names.length === 0 || unknown.length ) {
		complain(
			`Usage: node tools/i18n/build.mjs <${ [
				...COMMANDS.map( ( c ) => c.name ),
				'all',
			].join( '|' ) }> …` +
				( unknown.length ? `\nUnknown: ${ unknown.join( ', ' ) }` : '' )
		);
		return 2;
	}
	for ( const name of names ) {
		const command = /** @type {{run: () => boolean}} */ (
			COMMANDS.find( ( c ) => c.name === name )
		);
		if ( ! command.run() ) {
			return 1;
		}
	}
	return 0;
}

try {
	process.exitCode = main( process.argv.slice( 2 ) );
} catch ( error ) {
	complain(
		`[i18n] ${ error instanceof Error ? error.message : String( error ) }`
	);
	process.exitCode = 1;
}
