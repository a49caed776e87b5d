// @ts-check
/**
 * `npm run spec:coverage`: which sections of the shop's specification
 * (../shared/spec/shop-spec.md, next to the checkout) the tests cite, by
 * level: Jest (and the node tests of bench/), PHP and Playwright.
 *
 *   npm run spec:coverage                 per section: its title and the number
 *                                         of test files per level citing it
 *   npm run spec:coverage -- --files      … and those files
 *   npm run spec:coverage -- --json       section → { jest, php, e2e } files, for
 *                                         comparing two runs
 *   npm run spec:coverage -- --spec FILE  another copy of the specification
 *
 * Sections are the spec's numbered headings: chapters (`## 4. States and
 * transitions`) and their sections (`### 4.8 Shipping and app-switch`).
 * A citation is `§4.8` or `§ 4.8`; a deeper number (`§4.8.2`) counts for
 * its section (4.8), a chapter number (`§6`) for the chapter. Lists and
 * ranges: `§4.4/§4.5`, `§4.4/4.5`, `§§4.4, 4.5 and 4.7`, `§§4.4–4.5` and
 * `§4.4–4.5` (every section from the first to the last). A number after a
 * single § joined only by a comma or "and" is not read as a citation
 * (`§7.2, 3.5 s`). A file cites a section once however often it names it.
 *
 * The totals count the sections that are not split further (every `###`
 * section, and a chapter without sections such as §6); a chapter that has
 * sections shows only the citations of the chapter number itself.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** Where the specification lives, relative to the checkout. */
export const SPEC = path.join( '..', 'shared', 'spec', 'shop-spec.md' );

/** @typedef {'jest'|'php'|'e2e'} Level */

/** @type {Level[]} */
export const LEVELS = [ 'jest', 'php', 'e2e' ];

/**
 * @typedef {Object} Section
 * @property {string}  id    Its number: '4' for a chapter, '4.8' for a section.
 * @property {string}  title Heading text after the number.
 * @property {boolean} leaf  Whether no section lies below it (counted in the totals).
 */

/**
 * @typedef {Object} Citation
 * @property {string} from First section number as written (`4.8.2`).
 * @property {string} [to] Last one, for a range (`§§4.4–4.5`).
 */

/** @typedef {Record<Level, string[]>} Files */

/**
 * The numbered chapters (`## N.`) and sections (`### N.M`) of the spec, in
 * their order.
 *
 * @param {string} markdown The specification.
 * @return {Section[]} Its sections.
 */
export function parseSections( markdown ) {
	/** @type {Section[]} */
	const sections = [];
	for ( const line of markdown.split( '\n' ) ) {
		const match = /^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s+(.+?)\s*#*\s*$/.exec(
			line
		);
		if ( ! match ) {
			continue;
		}
		const depth = match[ 1 ].length - 1;
		const id = match[ 2 ];
		if ( id.split( '.' ).length !== depth ) {
			continue;
		}
		sections.push( { id, title: match[ 3 ], leaf: true } );
	}
	for ( const section of sections ) {
		section.leaf = ! sections.some( ( other ) =>
			other.id.startsWith( section.id + '.' )
		);
	}
	return sections;
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
const JOIN = String.raw`\s*(?:[/,&–—-]|\b(?:and|und|or|oder|to|bis)\b)\s*`;
const CITATION = new RegExp(
	String.raw`(§§?)\s?(${ NUMBER })((?:${ JOIN }§?\s?${ NUMBER })*)`,
	'gu'
);
const NEXT = new RegExp( String.raw`(${ JOIN })(§?)\s?(${ NUMBER })`, 'gu' );

/**
 * The citations in a text, as written (not yet matched to the spec).
 *
 * @param {string} text A test file.
 * @return {Citation[]} Its citations, in order.
 */
export function findCitations( text ) {
	/** @type {Citation[]} */
	const found = [];
	for ( const match of text.matchAll( CITATION ) ) {
		const double = match[ 1 ] === '§§';
		let previous = match[ 2 ];
		found.push( { from: previous } );
		for ( const next of match[ 3 ].matchAll( NEXT ) ) {
			const join = next[ 1 ].trim();
			const own = next[ 2 ] === '§';
			const number = next[ 3 ];
			const range = /^(?:[–—-]|to|bis)$/.test( join );
			const bare =
				double ||
				join === '/' ||
				( range &&
					number.includes( '.' ) === previous.includes( '.' ) );
			if ( ! own && ! bare ) {
				break;
			}
			if ( range ) {
				found[ found.length - 1 ] = {
					from: found[ found.length - 1 ].from,
					to: number,
				};
			} else {
				found.push( { from: number } );
			}
			previous = number;
		}
	}
	return found;
}

/**
 * The spec's section a cited number stands for: `4.8.2` → `4.8`, `6` → `6`;
 * undefined when the spec has no such section (`4.13`).
 *
 * @param {string}   number Cited number.
 * @param {string[]} ids    The spec's section numbers.
 * @return {string|undefined} Section number.
 */
export function sectionOf( number, ids ) {
	const id = number.split( '.' ).slice( 0, 2 ).join( '.' );
	return ids.includes( id ) ? id : undefined;
}

/**
 * The spec's sections a text cites, and the numbers it cites that the spec
 * does not have.
 *
 * @param {string}    text     A test file.
 * @param {Section[]} sections The spec's sections.
 * @return {{cited: Set<string>, unknown: Set<string>}} Section numbers.
 */
export function citedSections( text, sections ) {
	const ids = sections.map( ( section ) => section.id );
	/** @type {Set<string>} */
	const cited = new Set();
	/** @type {Set<string>} */
	const unknown = new Set();
	for ( const citation of findCitations( text ) ) {
		const last = citation.to ?? citation.from;
		const from = sectionOf( citation.from, ids );
		const to = sectionOf( last, ids );
		for ( const number of new Set( [ citation.from, last ] ) ) {
			if ( sectionOf( number, ids ) === undefined ) {
				unknown.add( number.split( '.' ).slice( 0, 2 ).join( '.' ) );
			}
		}
		if ( from === undefined || to === undefined ) {
			for ( const id of [ from, to ] ) {
				if ( id !== undefined ) {
					cited.add( id );
				}
			}
			continue;
		}
		const start = ids.indexOf( from );
		const end = ids.indexOf( to );
		if ( end < start ) {
			cited.add( from ).add( to );
			continue;
		}
		// A range takes the sections of the first one's depth in between.
		const depth = from.split( '.' ).length;
		for ( const id of ids.slice( start, end + 1 ) ) {
			if ( id === to || id.split( '.' ).length === depth ) {
				cited.add( id );
			}
		}
	}
	return { cited, unknown };
}

/**
 * Which level a test file belongs to, or null if it is none of the tests
 * scanned: Jest tests (`src/**\/test/*.test.ts(x)`, also
 * `tests/e2e/test/*.test.ts`), the emulator's and bench/'s tests, PHP tests,
 * and the Playwright specs with their helpers.
 *
 * @param {string} file Path relative to the checkout, with `/`.
 * @return {Level|null} Its level.
 */
export function levelOf( file ) {
	if (
		/^src\/(?:.+\/)?test\/[^/]+\.test\.tsx?$/.test( file ) ||
		/^tests\/e2e\/(?:.+\/)?test\/[^/]+\.test\.ts$/.test( file ) ||
		/^tools\/provider-emulator\/test\/.+\.(?:ts|mjs|js)$/.test( file ) ||
		/^bench\/test\/.+\.(?:ts|mjs|js)$/.test( file )
	) {
		return 'jest';
	}
	if ( /^tests\/php\/.+\.php$/.test( file ) ) {
		return 'php';
	}
	if ( /^tests\/e2e\/.+\.ts$/.test( file ) ) {
		return 'e2e';
	}
	return null;
}

/** Folders that hold the scanned tests. */
const FOLDERS = [
	'src',
	'tools/provider-emulator/test',
	'bench/test',
	'tests/php',
	'tests/e2e',
];

/**
 * Every scanned test file under the checkout, sorted.
 *
 * @param {string} root The checkout.
 * @return {string[]} Paths relative to it, with `/`.
 */
export function testFiles( root ) {
	/** @type {string[]} */
	const files = [];
	/** @param {string} dir Relative folder. */
	const walk = ( dir ) => {
		const full = path.join( root, dir );
		if ( ! fs.existsSync( full ) ) {
			return;
		}
		for ( const entry of fs.readdirSync( full, { withFileTypes: true } ) ) {
			const rel = `${ dir }/${ entry.name }`;
			if ( entry.isDirectory() ) {
				if ( entry.name !== 'node_modules' ) {
					walk( rel );
				}
			} else if ( levelOf( rel ) ) {
				files.push( rel );
			}
		}
	};
	FOLDERS.forEach( walk );
	return [ ...new Set( files ) ].sort();
}

/**
 * Section → the files of each level citing it, in the spec's order, and the
 * numbers cited that the spec does not have.
 *
 * @param {Section[]}                      sections The spec's sections.
 * @param {{file: string, text: string}[]} tests    Test files and contents.
 * @return {{map: Record<string, Files>, unknown: Record<string, string[]>}} Coverage.
 */
export function coverage( sections, tests ) {
	/** @type {Record<string, Files>} */
	const map = {};
	for ( const section of sections ) {
		map[ section.id ] = { jest: [], php: [], e2e: [] };
	}
	/** @type {Record<string, string[]>} */
	const unknown = {};
	for ( const { file, text } of tests ) {
		const level = levelOf( file );
		if ( ! level ) {
			continue;
		}
		const found = citedSections( text, sections );
		for ( const id of found.cited ) {
			map[ id ][ level ].push( file );
		}
		for ( const number of found.unknown ) {
			( unknown[ number ] ??= [] ).push( file );
		}
	}
	return { map, unknown };
}

/**
 * The report for people.
 *
 * @param {Section[]}                sections The spec's sections.
 * @param {Record<string, Files>}    map      Coverage.
 * @param {Record<string, string[]>} unknown  Numbers the spec does not have.
 * @param {boolean}                  files    Whether to list the files.
 * @return {string} Text.
 */
export function report( sections, map, unknown, files ) {
	const width = Math.max(
		...sections.map( ( section ) => section.title.length )
	);
	/** @type {string[]} */
	const lines = [
		`Spec sections and the test files citing them (${ LEVELS.join(
			' / '
		) }):`,
		'',
	];
	for ( const section of sections ) {
		const counts = map[ section.id ];
		const total = LEVELS.reduce(
			( sum, level ) => sum + counts[ level ].length,
			0
		);
		const label = `§${ section.id }`.padEnd( 6 );
		const indent = section.id.includes( '.' ) ? '  ' : '';
		const columns =
			section.leaf || total
				? LEVELS.map(
						( level ) =>
							`${ level } ${ String(
								counts[ level ].length
							).padStart( 3 ) }`
				  ).join( '  ' )
				: '';
		lines.push(
			`${ indent }${ label } ${ section.title.padEnd(
				width + ( indent ? 0 : 2 )
			) }  ${ columns }`.trimEnd()
		);
		if ( files ) {
			for ( const level of LEVELS ) {
				for ( const file of counts[ level ] ) {
					lines.push( `${ indent }         ${ level }: ${ file }` );
				}
			}
		}
	}
	const leaves = sections.filter( ( section ) => section.leaf );
	const never = leaves.filter( ( section ) =>
		LEVELS.every( ( level ) => map[ section.id ][ level ].length === 0 )
	);
	lines.push( '' );
	lines.push(
		never.length
			? `Never cited (${ never.length }):\n${ never
					.map(
						( section ) => `  §${ section.id } ${ section.title }`
					)
					.join( '\n' ) }`
			: 'Never cited: none'
	);
	const strays = Object.keys( unknown );
	if ( strays.length ) {
		lines.push(
			`Cited but not in the spec: ${ strays
				.map(
					( number ) =>
						`§${ number } (${ unknown[ number ].join( ', ' ) })`
				)
				.join( '; ' ) }`
		);
	}
	const perLevel = LEVELS.map(
		( level ) =>
			`${ level } ${
				leaves.filter(
					( section ) => map[ section.id ][ level ].length > 0
				).length
			}`
	).join( ', ' );
	lines.push(
		`Cited sections: ${ leaves.length - never.length } of ${
			leaves.length
		} (${ perLevel })`
	);
	return lines.join( '\n' );
}

/**
 * Runs the command line.
 *
 * @param {string[]} args Arguments after the script.
 * @return {number} Exit code.
 */
export function main( args ) {
	const specAt = args.indexOf( '--spec' );
	const spec = path.resolve(
		ROOT,
		specAt >= 0 && args[ specAt + 1 ] ? args[ specAt + 1 ] : SPEC
	);
	if ( ! fs.existsSync( spec ) ) {
		console.error(
			`spec:coverage: no specification at ${ spec } (pass --spec FILE).`
		);
		return 1;
	}
	const sections = parseSections( fs.readFileSync( spec, 'utf8' ) );
	if ( ! sections.length ) {
		console.error( `spec:coverage: no numbered headings in ${ spec }.` );
		return 1;
	}
	const tests = testFiles( ROOT ).map( ( file ) => ( {
		file,
		text: fs.readFileSync( path.join( ROOT, file ), 'utf8' ),
	} ) );
	const { map, unknown } = coverage( sections, tests );
	if ( args.includes( '--json' ) ) {
		console.log( JSON.stringify( map, null, '\t' ) );
		for ( const [ number, files ] of Object.entries( unknown ) ) {
			console.error(
				`spec:coverage: §${ number } is not in the spec (${ files.join(
					', '
				) })`
			);
		}
	} else {
		console.log(
			report( sections, map, unknown, args.includes( '--files' ) )
		);
	}
	return 0;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	process.exitCode = main( process.argv.slice( 2 ) );
}
