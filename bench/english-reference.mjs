// @ts-check
/**
 * WordPress' own English interface strings, read from core's sources in the
 * cache, for bench/english-strings.mjs.
 *
 * - PHP: every file under wp-admin/, wp-includes/ and the root (but
 *   wp-admin/includes/continents-cities.php: the time zone list's city
 *   names are proper nouns, most of them spelt alike in German), the first
 *   string argument (and the plural of the _n family) of __(), _e(), _x(),
 *   _ex(), _n(), _nx(), _n_noop(), _nx_noop(), esc_html__/_e/_x() and
 *   esc_attr__/_e/_x().
 * - JS: the unminified wp-includes/js/dist/*.js (the editor's packages), the
 *   same for __(), _x(), _n() and _nx(), which webpack writes as
 *   `(0,external_wp_i18n_namespaceObject.__)( '…' )`.
 *
 * A msgid is kept as the text a person would see: tags stripped, a few
 * entities decoded, whitespace collapsed. One with printf placeholders
 * (%s, %d, %1$s …) becomes a pattern whose placeholders match any text.
 * Strings without two letters in a row are dropped, and so are the ones that
 * read the same in German (see sameInGerman()): they prove nothing.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { mo as moParser } from 'gettext-parser';

const PHP_CALL =
	/(?:^|[^\w$>:])(_n_noop|_nx_noop|_nx|_n|_ex|_x|_e|__|esc_html__|esc_html_e|esc_html_x|esc_attr__|esc_attr_e|esc_attr_x)\(\s*(['"])((?:\\.|(?!\2)[^\\])*)\2(?:\s*,\s*(['"])((?:\\.|(?!\4)[^\\])*)\4)?/g;
const JS_CALL =
	/(?:^|[^\w$])(_nx|_n|_x|__)\)?\(\s*(['"])((?:\\.|(?!\2)[^\\])*)\2(?:\s*,\s*(['"])((?:\\.|(?!\4)[^\\])*)\4)?/g;
const PLACEHOLDER = /%(?:\d+\$)?[sdfu]/g;

/**
 * Words that German WordPress keeps as they are (loanwords, names): a match
 * on them is no sign of a missing translation.
 */
const KEPT_IN_GERMAN = new Set( [
	'Admin',
	'Audio',
	'Avatar',
	'Block',
	'Blog',
	'Buttons',
	'Code',
	'Cover',
	'CSS',
	'Dashboard',
	'Design',
	'Details',
	'Editor',
	'Filter',
	'Footer',
	'Header',
	'HTML',
	'ID',
	'Layout',
	'Link',
	'Links',
	'Logo',
	'Name',
	'Navigation',
	'OK',
	'Plugin',
	'Plugins',
	'Shortcode',
	'Slug',
	'Spam',
	'Status',
	'Tags',
	'Template',
	'Templates',
	'Text',
	'Theme',
	'Themes',
	'URL',
	'Version',
	'Video',
	'Website',
	'Widgets',
	'WordPress',
] );

/**
 * @typedef {Object} Reference
 * @property {Set<string>}                 exact    Msgids without placeholders.
 * @property {RegExp[]}                    patterns Msgids with placeholders, anchored.
 * @property {number}                      php      Msgids read from PHP.
 * @property {number}                      js       Msgids read from the editor's JS.
 * @property {( text: string ) => boolean} matches  Whether a visible text is one of them.
 */

/**
 * @param {string}     raw   String literal body.
 * @param {string}     quote Its quote.
 * @param {'php'|'js'} lang
 * @return {string} Its value.
 */
function unescape( raw, quote, lang ) {
	if ( lang === 'php' && quote === "'" ) {
		return raw.replace( /\\(['\\])/g, '$1' );
	}
	return raw
		.replace( /\\u([0-9a-fA-F]{4})/g, ( _, h ) =>
			String.fromCharCode( parseInt( h, 16 ) )
		)
		.replace( /\\n/g, '\n' )
		.replace( /\\(.)/g, '$1' );
}

/**
 * The text a person sees for a msgid.
 *
 * @param {string} msgid
 * @return {string} Normalised text.
 */
export function visibleForm( msgid ) {
	return msgid
		.replace( /<[^>]*>/g, '' )
		.replace( /&hellip;|&#8230;/g, '…' )
		.replace( /&nbsp;|&#160;/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;|&#8217;|&rsquo;/g, '’' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * @param {string} text A normalised text.
 * @return {boolean} Whether it proves nothing (no word, or German as well).
 */
export function sameInGerman( text ) {
	return (
		! /[A-Za-z]{2}/.test( text.replace( PLACEHOLDER, '' ) ) ||
		KEPT_IN_GERMAN.has( text )
	);
}

/**
 * @param {string}                      dir
 * @param {( file: string ) => boolean} keep
 * @return {string[]} Files below dir.
 */
function walk( dir, keep ) {
	/** @type {string[]} */
	const out = [];
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			out.push( ...walk( full, keep ) );
		} else if ( keep( full ) ) {
			out.push( full );
		}
	}
	return out;
}

/**
 * @param {string}      source File contents.
 * @param {RegExp}      call   Call pattern.
 * @param {'php'|'js'}  lang
 * @param {Set<string>} into   Where the msgids go.
 */
function collect( source, call, lang, into ) {
	for ( const m of source.matchAll( call ) ) {
		into.add( unescape( m[ 3 ], m[ 2 ], lang ) );
		if ( m[ 5 ] !== undefined && /_n/.test( m[ 1 ] ) ) {
			into.add( unescape( m[ 5 ], m[ 4 ], lang ) );
		}
	}
}

/**
 * Msgids that the German files translate to themselves (the translators'
 * own word that the English stays).
 *
 * @param {string} languages wp-content/languages of the core.
 * @return {Set<string>} Normalised msgids.
 */
function keptByTranslators( languages ) {
	const kept = new Set();
	for ( const f of fs.existsSync( languages )
		? fs.readdirSync( languages )
		: [] ) {
		if ( ! f.endsWith( 'de_DE.mo' ) ) {
			continue;
		}
		const mo = moParser.parse(
			fs.readFileSync( path.join( languages, f ) )
		);
		for ( const context of Object.values( mo.translations ) ) {
			for ( const [ msgid, t ] of Object.entries( context ) ) {
				if ( msgid && t.msgstr.includes( msgid ) ) {
					kept.add( visibleForm( msgid ) );
				}
			}
		}
	}
	return kept;
}

/**
 * @param {string} core ABSPATH of the cached core.
 * @return {Reference} The English reference set.
 */
export function englishReference( core ) {
	const php = new Set();
	const js = new Set();
	const phpFiles = [
		...walk(
			path.join( core, 'wp-admin' ),
			( f ) =>
				f.endsWith( '.php' ) && ! f.endsWith( 'continents-cities.php' )
		),
		...walk( path.join( core, 'wp-includes' ), ( f ) =>
			f.endsWith( '.php' )
		),
		...fs
			.readdirSync( core )
			.filter( ( f ) => f.endsWith( '.php' ) )
			.map( ( f ) => path.join( core, f ) ),
	];
	for ( const f of phpFiles ) {
		collect( fs.readFileSync( f, 'utf8' ), PHP_CALL, 'php', php );
	}
	const dist = path.join( core, 'wp-includes', 'js', 'dist' );
	for ( const f of walk(
		dist,
		( file ) => file.endsWith( '.js' ) && ! file.endsWith( '.min.js' )
	) ) {
		collect( fs.readFileSync( f, 'utf8' ), JS_CALL, 'js', js );
	}
	const kept = keptByTranslators(
		path.join( core, 'wp-content', 'languages' )
	);
	const exact = new Set();
	/** @type {RegExp[]} */
	const patterns = [];
	for ( const msgid of new Set( [ ...php, ...js ] ) ) {
		const text = visibleForm( msgid );
		if ( ! text || sameInGerman( text ) || kept.has( text ) ) {
			continue;
		}
		if ( PLACEHOLDER.test( text ) ) {
			PLACEHOLDER.lastIndex = 0;
			const body = text
				.split( PLACEHOLDER )
				.map( ( part ) =>
					part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
				)
				.join( '.+?' );
			patterns.push( new RegExp( `^${ body }$` ) );
		} else {
			exact.add( text );
		}
	}
	return {
		exact,
		patterns,
		php: php.size,
		js: js.size,
		matches: ( text ) =>
			exact.has( text ) || patterns.some( ( re ) => re.test( text ) ),
	};
}
