// @ts-check
/**
 * Catalogues in gettext-parser's shape: the template from extracted entries,
 * the merge of the template into a translation, and what `check` complains
 * about. Pure: no files, no clock (dates come in as arguments).
 *
 * CommonJS so that Jest (tools/i18n/test) loads it without an ESM set-up.
 */

/**
 * @typedef {import('gettext-parser').GetTextTranslations} Table
 * @typedef {import('gettext-parser').GetTextTranslation} Translation
 * @typedef {import('gettext-parser').GetTextTranslationRecord} TranslationRecord
 * @typedef {import('./extract.js').Entry} Entry
 */

/** What gettext and Jed put between context and msgid in a lookup key. */
const CONTEXT_GLUE = '\u0004';

/**
 * The lookup key of a string: "msgid", or "msgctxt\u0004msgid".
 *
 * @param {{msgctxt?: string, msgid: string}} item
 * @return {string} Key as used in .mo files and Jed JSON.
 */
function keyOf( { msgctxt, msgid } ) {
	return msgctxt ? msgctxt + CONTEXT_GLUE + msgid : msgid;
}

/**
 * Orders by msgctxt (none first), then msgid, by UTF-16 code units, so the
 * order never depends on the machine's locale.
 *
 * @param {{msgctxt?: string, msgid: string}} a
 * @param {{msgctxt?: string, msgid: string}} b
 * @return {number} Sort order.
 */
function compareItems( a, b ) {
	return (
		compareStrings( a.msgctxt ?? '', b.msgctxt ?? '' ) ||
		compareStrings( a.msgid, b.msgid )
	);
}

/**
 * @param {string} a
 * @param {string} b
 * @return {number} Code-unit order.
 */
function compareStrings( a, b ) {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * Turns entries into template items: one per msgctxt+msgid, with every
 * reference ("path:line", sorted) and every distinct extracted comment.
 *
 * @param {Entry[]} entries
 * @return {{items: Translation[], warnings: string[]}} Items in catalogue order.
 */
function collect( entries ) {
	/** @type {string[]} */
	const warnings = [];
	/** @type {Map<string, {item: Translation, references: string[], comments: string[]}>} */
	const byKey = new Map();
	const ordered = [ ...entries ].sort(
		( a, b ) => compareStrings( a.file, b.file ) || a.line - b.line
	);
	for ( const entry of ordered ) {
		const key = keyOf( entry );
		let found = byKey.get( key );
		if ( ! found ) {
			/** @type {Translation} */
			const item = { msgid: entry.msgid, msgstr: [ '' ] };
			if ( entry.msgctxt ) {
				item.msgctxt = entry.msgctxt;
			}
			if ( entry.msgid_plural ) {
				item.msgid_plural = entry.msgid_plural;
				item.msgstr = [ '', '' ];
			}
			found = { item, references: [], comments: [] };
			byKey.set( key, found );
		} else if (
			( found.item.msgid_plural ?? '' ) !== ( entry.msgid_plural ?? '' )
		) {
			warnings.push(
				`${ entry.file }:${ entry.line }: "${ entry.msgid }" has ${
					entry.msgid_plural
						? `the plural "${ entry.msgid_plural }"`
						: 'no plural'
				} here but not in ${
					found.references[ 0 ]
				}; the first use wins.`
			);
		}
		const reference = `${ entry.file }:${ entry.line }`;
		if ( ! found.references.includes( reference ) ) {
			found.references.push( reference );
		}
		if ( entry.comment && ! found.comments.includes( entry.comment ) ) {
			found.comments.push( entry.comment );
		}
	}
	const items = [ ...byKey.values() ].map(
		( { item, references, comments } ) => {
			/** @type {import('gettext-parser').GetTextComment} */
			const itemComments = { reference: references.join( '\n' ) };
			if ( comments.length ) {
				itemComments.extracted = comments.join( '\n' );
			}
			return { ...item, comments: itemComments };
		}
	);
	return { items: items.sort( compareItems ), warnings };
}

/**
 * A gettext-parser table from items, with the header entry.
 *
 * @param {Translation[]}          items
 * @param {Record<string, string>} headers          Header fields, in output order.
 * @param {Object}                 [extra]
 * @param {string}                 [extra.comment]  Translator comment of the header entry.
 * @param {Translation[]}          [extra.obsolete] Obsolete items.
 * @return {Table} Table for po.compile (with `sort: compareItems`).
 */
function toTable( items, headers, extra = {} ) {
	/** @type {TranslationRecord} */
	const translations = {
		'': {
			'': {
				msgid: '',
				msgstr: [ '' ],
				...( extra.comment
					? { comments: { translator: extra.comment } }
					: {} ),
			},
		},
	};
	addAll( translations, items );
	/** @type {Table} */
	const table = { charset: 'utf-8', headers: { ...headers }, translations };
	if ( extra.obsolete?.length ) {
		table.obsolete = {};
		addAll( table.obsolete, extra.obsolete );
	}
	return table;
}

/**
 * @param {TranslationRecord} record
 * @param {Translation[]}     items
 */
function addAll( record, items ) {
	for ( const item of items ) {
		const context = item.msgctxt ?? '';
		record[ context ] ??= {};
		record[ context ][ item.msgid ] = item;
	}
}

/**
 * The items of a table section, without the header entry.
 *
 * @param {TranslationRecord|undefined} record
 * @return {Translation[]} Items in catalogue order.
 */
function itemsOf( record ) {
	/** @type {Translation[]} */
	const items = [];
	for ( const [ context, byId ] of Object.entries( record ?? {} ) ) {
		for ( const [ msgid, item ] of Object.entries( byId ) ) {
			if ( context === '' && msgid === '' ) {
				continue;
			}
			items.push( item );
		}
	}
	return items.sort( compareItems );
}

/**
 * @param {Translation} item
 * @return {string[]} Flags such as "fuzzy", "php-format".
 */
function flagsOf( item ) {
	return ( item.comments?.flag ?? '' )
		.split( /[,\n]/ )
		.map( ( flag ) => flag.trim() )
		.filter( Boolean );
}

/**
 * @param {Translation} item
 * @return {boolean} Whether the item is marked fuzzy (a guess to be reviewed).
 */
function isFuzzy( item ) {
	return flagsOf( item ).includes( 'fuzzy' );
}

/**
 * @param {Translation} item
 * @return {boolean} Whether every form has a translation.
 */
function isTranslated( item ) {
	return item.msgstr.length > 0 && item.msgstr.every( ( s ) => s !== '' );
}

/**
 * @param {string} pluralForms e.g. "nplurals=2; plural=(n != 1);"
 * @return {number} Number of plural forms.
 */
function nplurals( pluralForms ) {
	const match = /nplurals\s*=\s*(\d+)/.exec( pluralForms );
	if ( ! match ) {
		throw new Error( `No nplurals in Plural-Forms "${ pluralForms }".` );
	}
	return Number( match[ 1 ] );
}

/** Header fields in the order they are written; others follow in their order. */
const HEADER_ORDER = [
	'Project-Id-Version',
	'Report-Msgid-Bugs-To',
	'POT-Creation-Date',
	'PO-Revision-Date',
	'Last-Translator',
	'Language-Team',
	'Language',
	'MIME-Version',
	'Content-Type',
	'Content-Transfer-Encoding',
	'Plural-Forms',
	'X-Domain',
];

/**
 * @param {Record<string, string>} headers
 * @return {Record<string, string>} The same fields in HEADER_ORDER.
 */
function orderHeaders( headers ) {
	/** @type {Record<string, string>} */
	const ordered = {};
	for ( const key of HEADER_ORDER ) {
		if ( key in headers ) {
			ordered[ key ] = headers[ key ];
		}
	}
	for ( const [ key, value ] of Object.entries( headers ) ) {
		if ( ! ( key in ordered ) ) {
			ordered[ key ] = value;
		}
	}
	return ordered;
}

/**
 * @typedef {Object} MergeOptions
 * @property {string} language       e.g. "de_DE".
 * @property {string} pluralForms    e.g. "nplurals=2; plural=(n != 1);".
 * @property {string} [languageTeam] e.g. "German".
 * @property {string} [comment]      Header comment for a new file.
 */

/**
 * Merges a template into a translation, like msgmerge without fuzzy
 * matching: existing translations, translator comments and flags stay; new
 * strings come in untranslated; references and extracted comments come from
 * the template.
 *
 * Strings that left the template are kept as obsolete entries ("#~") when
 * they had a translation (so it comes back if the string does) and dropped
 * when they had none. An obsolete entry whose string is back in the template
 * is revived.
 *
 * A string whose plural changed keeps its translation, marked fuzzy.
 *
 * @param {Table}        pot     Template.
 * @param {Table|null}   po      Existing translation, or null for a new one.
 * @param {MergeOptions} options
 * @return {Table} The merged translation. PO-Revision-Date is the old one
 *                 (or absent); the caller stamps it when the file changes.
 */
function mergePo( pot, po, options ) {
	const forms = nplurals( options.pluralForms );
	const active = new Map(
		itemsOf( po?.translations ).map( ( item ) => [ keyOf( item ), item ] )
	);
	const obsolete = new Map(
		itemsOf( po?.obsolete ).map( ( item ) => [ keyOf( item ), item ] )
	);

	/** @type {Translation[]} */
	const items = [];
	const inTemplate = new Set();
	for ( const source of itemsOf( pot.translations ) ) {
		const key = keyOf( source );
		inTemplate.add( key );
		const old = active.get( key ) ?? obsolete.get( key );
		const size = source.msgid_plural ? forms : 1;
		const msgstr = Array.from(
			{ length: size },
			( _, i ) => old?.msgstr[ i ] ?? ''
		);
		const flags = old ? flagsOf( old ) : [];
		const pluralChanged =
			old && ( old.msgid_plural ?? '' ) !== ( source.msgid_plural ?? '' );
		if ( pluralChanged && msgstr.some( Boolean ) ) {
			flags.push( 'fuzzy' );
		}
		/** @type {import('gettext-parser').GetTextComment} */
		const comments = {};
		if ( old?.comments?.translator ) {
			comments.translator = old.comments.translator;
		}
		if ( source.comments?.extracted ) {
			comments.extracted = source.comments.extracted;
		}
		if ( source.comments?.reference ) {
			comments.reference = source.comments.reference;
		}
		// "fuzzy" on an empty translation means nothing.
		const kept = [ ...new Set( flags ) ].filter(
			( flag ) => flag !== 'fuzzy' || msgstr.some( Boolean )
		);
		if ( kept.length ) {
			comments.flag = kept.join( ', ' );
		}
		/** @type {Translation} */
		const item = { msgid: source.msgid, msgstr, comments };
		if ( source.msgctxt ) {
			item.msgctxt = source.msgctxt;
		}
		if ( source.msgid_plural ) {
			item.msgid_plural = source.msgid_plural;
		}
		items.push( item );
	}

	/** @type {Translation[]} */
	const gone = [];
	for ( const [ key, item ] of [ ...active, ...obsolete ] ) {
		if ( inTemplate.has( key ) || ! item.msgstr.some( Boolean ) ) {
			continue;
		}
		inTemplate.add( key ); // An entry both active and obsolete goes once.
		/** @type {import('gettext-parser').GetTextComment} */
		const comments = {};
		if ( item.comments?.translator ) {
			comments.translator = item.comments.translator;
		}
		if ( item.comments?.flag ) {
			comments.flag = item.comments.flag;
		}
		/** @type {Translation} */
		const entry = { msgid: item.msgid, msgstr: item.msgstr, comments };
		if ( item.msgctxt ) {
			entry.msgctxt = item.msgctxt;
		}
		if ( item.msgid_plural ) {
			entry.msgid_plural = item.msgid_plural;
		}
		gone.push( entry );
	}

	const headers = orderHeaders( {
		...( po?.headers ?? {} ),
		'Project-Id-Version':
			pot.headers[ 'Project-Id-Version' ] ??
			po?.headers[ 'Project-Id-Version' ] ??
			'',
		...( pot.headers[ 'POT-Creation-Date' ]
			? { 'POT-Creation-Date': pot.headers[ 'POT-Creation-Date' ] }
			: {} ),
		...( options.languageTeam && ! po?.headers[ 'Language-Team' ]
			? { 'Language-Team': options.languageTeam }
			: {} ),
		// Stamped by the caller when the file changes.
		'PO-Revision-Date': po?.headers[ 'PO-Revision-Date' ] ?? '',
		Language: options.language,
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'Plural-Forms': options.pluralForms,
		...( pot.headers[ 'X-Domain' ]
			? { 'X-Domain': pot.headers[ 'X-Domain' ] }
			: {} ),
	} );
	const headerComment =
		po?.translations[ '' ]?.[ '' ]?.comments?.translator ?? options.comment;
	return toTable( items.sort( compareItems ), headers, {
		comment: headerComment,
		obsolete: gone.sort( compareItems ),
	} );
}

/**
 * What keeps a translation from being complete, as messages for `check`.
 *
 * @param {Table}  po   Translation.
 * @param {Table}  pot  Template it should match.
 * @param {string} name File name for the messages.
 * @return {string[]} Problems; empty when every template string is translated.
 */
function translationProblems( po, pot, name ) {
	/** @type {string[]} */
	const problems = [];
	const inPo = new Map(
		itemsOf( po.translations ).map( ( item ) => [ keyOf( item ), item ] )
	);
	const inPot = new Set( itemsOf( pot.translations ).map( keyOf ) );
	/** @param {Translation} item */
	const label = ( item ) =>
		( item.msgctxt ? `[${ item.msgctxt }] ` : '' ) +
		JSON.stringify( item.msgid );

	for ( const source of itemsOf( pot.translations ) ) {
		const item = inPo.get( keyOf( source ) );
		if ( ! item ) {
			problems.push(
				`${ name }: missing ${ label(
					source
				) } (run npm run i18n, then translate it)`
			);
		} else if ( isFuzzy( item ) ) {
			problems.push(
				`${ name }: fuzzy ${ label(
					item
				) } (review the translation, then remove the fuzzy flag)`
			);
		} else if ( ! isTranslated( item ) ) {
			problems.push( `${ name }: untranslated ${ label( item ) }` );
		}
	}
	for ( const [ key, item ] of inPo ) {
		if ( ! inPot.has( key ) ) {
			problems.push(
				`${ name }: ${ label(
					item
				) } is no longer in the template (run npm run i18n to mark it obsolete)`
			);
		}
	}
	const pluralForms = po.headers[ 'Plural-Forms' ];
	if ( pluralForms ) {
		const forms = nplurals( pluralForms );
		for ( const item of inPo.values() ) {
			if ( item.msgid_plural && item.msgstr.length !== forms ) {
				problems.push(
					`${ name }: ${ label( item ) } has ${
						item.msgstr.length
					} plural forms, Plural-Forms says ${ forms }`
				);
			}
		}
	} else {
		problems.push( `${ name }: no Plural-Forms header` );
	}
	return problems;
}

/**
 * The part of a translation that goes into a .mo file: translated strings
 * that are not fuzzy, and the header.
 *
 * @param {Table} po
 * @return {Table} Table for mo.compile.
 */
function forMo( po ) {
	const items = itemsOf( po.translations ).filter(
		( item ) => isTranslated( item ) && ! isFuzzy( item )
	);
	return toTable( items, po.headers );
}

module.exports = {
	CONTEXT_GLUE,
	keyOf,
	compareItems,
	collect,
	toTable,
	itemsOf,
	isFuzzy,
	isTranslated,
	nplurals,
	mergePo,
	translationProblems,
	forMo,
};
