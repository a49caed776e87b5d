// @ts-check
/**
 * Translatable strings of scripts (TypeScript compiler API), block.json files
 * and the plugin header. Pure: text in, entries out. PHP code is read by
 * tools/i18n/extract.php with PHP's own tokenizer.
 *
 * CommonJS so that Jest (tools/i18n/test) loads it without an ESM set-up.
 */
/**
 * External dependencies
 */
const ts = require( 'typescript' );

const DOMAIN = 'vitrine';

/**
 * One use of a translatable string.
 *
 * @typedef {Object} Entry
 * @property {string} msgid          Source text (singular).
 * @property {string} [msgid_plural] Plural source text.
 * @property {string} [msgctxt]      Context.
 * @property {string} file           Path relative to the repository root, with "/".
 * @property {number} line           1-based line of the call or key.
 * @property {string} [comment]      Extracted comment, e.g. "translators: …".
 */

/**
 * @typedef {Object} Extracted
 * @property {Entry[]}  entries  Strings found.
 * @property {string[]} warnings Problems worth a look ("file:line: …").
 */

/**
 * The `@wordpress/i18n` functions and what each argument is, by position.
 *
 * @type {Record<string, Array<'text'|'single'|'plural'|'number'|'context'|'domain'>>}
 */
const SCRIPT_FUNCTIONS = {
	__: [ 'text', 'domain' ],
	_x: [ 'text', 'context', 'domain' ],
	_n: [ 'single', 'plural', 'number', 'domain' ],
	_nx: [ 'single', 'plural', 'number', 'context', 'domain' ],
};

/** @type {Record<string, 'msgid'|'msgid_plural'|'msgctxt'>} */
const ROLE_KEYS = {
	text: 'msgid',
	single: 'msgid',
	plural: 'msgid_plural',
	context: 'msgctxt',
};

/**
 * A translator comment as it goes into the catalogue: comment markers and
 * leading asterisks removed, lines joined with spaces.
 *
 * @param {string} raw Comment as written, with its markers.
 * @return {string|null} The text, or null unless it starts with "translators:".
 */
function translatorComment( raw ) {
	const text = raw
		.trim()
		.replace( /^(\/\*+|\/\/)|\*+\/$/g, '' )
		.split( '\n' )
		.map( ( line ) => line.replace( /^\s*\*+/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
	return /^translators:/i.test( text ) ? text : null;
}

/**
 * The value of an expression made only of string literals (joined with "+").
 *
 * @param {ts.Expression} node
 * @return {string|null} The value, or null for anything computed.
 */
function literalValue( node ) {
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return literalValue( node.expression );
	}
	if (
		ts.isBinaryExpression( node ) &&
		node.operatorToken.kind === ts.SyntaxKind.PlusToken
	) {
		const left = literalValue( node.left );
		const right = literalValue( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

/**
 * Every translators: comment of a file with the line it ends on.
 *
 * @param {ts.SourceFile} sourceFile
 * @return {Array<{pos: number, endLine: number, text: string}>} Comments in file order.
 */
function translatorComments( sourceFile ) {
	const text = sourceFile.text;
	/** @type {ts.CommentRange[]} */
	const ranges = [];
	/** @type {Array<[number, number]>} */
	const jsxText = [];
	/** @param {ts.Node} node */
	const visit = ( node ) => {
		if ( node.kind === ts.SyntaxKind.JsxText ) {
			jsxText.push( [ node.pos, node.end ] );
			return;
		}
		// Comments after a line break lead the next token; comments on the
		// same line trail the one before.
		ranges.push(
			...( ts.getLeadingCommentRanges( text, node.pos ) ?? [] ),
			...( ts.getTrailingCommentRanges( text, node.end ) ?? [] )
		);
		// getChildren() includes tokens, so comments before ")" or "}" count too.
		for ( const child of node.getChildren( sourceFile ) ) {
			visit( child );
		}
	};
	visit( sourceFile );

	/** @type {Map<number, {pos: number, endLine: number, text: string}>} */
	const found = new Map();
	for ( const range of ranges ) {
		// "// x" in JSX text is text, not a comment.
		const inText = jsxText.some(
			( [ from, to ] ) => range.pos >= from && range.pos < to
		);
		if ( inText || found.has( range.pos ) ) {
			continue;
		}
		const comment = translatorComment( text.slice( range.pos, range.end ) );
		if ( comment !== null ) {
			found.set( range.pos, {
				pos: range.pos,
				endLine:
					sourceFile.getLineAndCharacterOfPosition( range.end ).line +
					1,
				text: comment,
			} );
		}
	}
	return [ ...found.values() ].sort( ( a, b ) => a.pos - b.pos );
}

/**
 * Calls of __, _x, _n and _nx with the text domain 'vitrine' in a script.
 * Text arguments must be string literals; anything else is reported.
 *
 * @param {string} file Path for references (relative to the repository root).
 * @param {string} text Source code (TS, TSX, JS or JSX, by file extension).
 * @return {Extracted} Found strings and warnings.
 */
function extractFromScript( file, text ) {
	const sourceFile = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true
	);
	/** @type {Entry[]} */
	const entries = [];
	/** @type {string[]} */
	const warnings = [];
	/** @type {ReturnType<typeof translatorComments>|null} */
	let comments = null;

	/** @param {ts.Node} node */
	const visit = ( node ) => {
		if ( ts.isCallExpression( node ) ) {
			const entry = fromCall( node );
			if ( entry ) {
				entries.push( entry );
			}
		}
		ts.forEachChild( node, visit );
	};

	/**
	 * @param {ts.CallExpression} call
	 * @return {Entry|null} The entry, or null when the call is not ours.
	 */
	const fromCall = ( call ) => {
		const callee = call.expression;
		let name = null;
		if ( ts.isIdentifier( callee ) ) {
			name = callee.text;
		} else if ( ts.isPropertyAccessExpression( callee ) ) {
			name = callee.name.text;
		}
		if ( name === null || ! Object.hasOwn( SCRIPT_FUNCTIONS, name ) ) {
			return null;
		}
		const roles = SCRIPT_FUNCTIONS[ name ];
		const args = call.arguments;
		const start = call.getStart( sourceFile );
		const line = sourceFile.getLineAndCharacterOfPosition( start ).line + 1;
		const where = `${ file }:${ line }`;
		if ( args.some( ts.isSpreadElement ) ) {
			return null;
		}
		const domainArg = args[ roles.indexOf( 'domain' ) ];
		if ( ! domainArg ) {
			return null; // No text domain: WordPress core's strings.
		}
		const domain = literalValue( domainArg );
		if ( domain === null ) {
			warnings.push(
				`${ where }: ${ name }() has a text domain that is not a string literal.`
			);
			return null;
		}
		if ( domain !== DOMAIN ) {
			return null;
		}
		/** @type {Entry} */
		const entry = { msgid: '', file, line };
		for ( const [ at, role ] of roles.entries() ) {
			if ( role === 'domain' || role === 'number' ) {
				continue;
			}
			const value = args[ at ] ? literalValue( args[ at ] ) : null;
			if ( value === null ) {
				warnings.push(
					`${ where }: ${ name }() argument ${
						at + 1
					} (${ role }) is not a string literal; it cannot be translated.`
				);
				return null;
			}
			entry[ ROLE_KEYS[ role ] ] = value;
		}
		if ( entry.msgid === '' ) {
			warnings.push(
				`${ where }: ${ name }() with an empty string is not extracted.`
			);
			return null;
		}
		// The nearest translators: comment ending on the call's line or the one before.
		comments ??= translatorComments( sourceFile );
		const comment = comments
			.filter(
				( c ) =>
					c.pos < start && c.endLine >= line - 1 && c.endLine <= line
			)
			.pop();
		if ( comment ) {
			entry.comment = comment.text;
		}
		return entry;
	};

	visit( sourceFile );
	return { entries, warnings };
}

/**
 * The translatable fields of block.json and their contexts, as WordPress
 * core's block-i18n.json describes them: a string is a context, an array
 * applies its one item to every element, an object to those keys.
 */
const BLOCK_I18N_SCHEMA = {
	title: 'block title',
	description: 'block description',
	keywords: [ 'block keyword' ],
	styles: [ { label: 'block style label' } ],
	variations: [
		{
			title: 'block variation title',
			description: 'block variation description',
			keywords: [ 'block variation keyword' ],
		},
	],
};

/**
 * Strings of a block.json: title, description, keywords, style labels and
 * variations, each with the context WordPress translates it with
 * (`_x( title, 'block title', textdomain )` in PHP and in registerBlockType).
 *
 * @param {string} file Path for references.
 * @param {string} text File contents.
 * @return {Extracted} Found strings and warnings.
 */
function extractFromBlockJson( file, text ) {
	const json = ts.parseJsonText( file, text );
	/** @type {Entry[]} */
	const entries = [];
	/** @type {string[]} */
	const warnings = [];
	const root = json.statements[ 0 ]?.expression;
	if ( ! root || ! ts.isObjectLiteralExpression( root ) ) {
		return { entries, warnings: [ `${ file }: not a JSON object.` ] };
	}
	/** @param {ts.Node} node */
	const lineOf = ( node ) =>
		json.getLineAndCharacterOfPosition( node.getStart( json ) ).line + 1;

	const textdomain = property( root, 'textdomain' );
	const domain =
		textdomain && ts.isStringLiteral( textdomain ) ? textdomain.text : null;
	if ( domain !== DOMAIN ) {
		warnings.push(
			`${ file }: "textdomain" is ${
				domain === null ? 'missing' : `"${ domain }"`
			}, not "${ DOMAIN }"; WordPress would not translate it, so it is skipped.`
		);
		return { entries, warnings };
	}

	/**
	 * @param {ts.Node} node
	 * @param {unknown} schema Part of BLOCK_I18N_SCHEMA.
	 */
	const walk = ( node, schema ) => {
		if ( typeof schema === 'string' ) {
			if ( ts.isStringLiteral( node ) && node.text !== '' ) {
				entries.push( {
					msgctxt: schema,
					msgid: node.text,
					file,
					line: lineOf( node ),
				} );
			}
		} else if ( Array.isArray( schema ) ) {
			if ( ts.isArrayLiteralExpression( node ) ) {
				for ( const item of node.elements ) {
					walk( item, schema[ 0 ] );
				}
			}
		} else if (
			schema &&
			typeof schema === 'object' &&
			ts.isObjectLiteralExpression( node )
		) {
			for ( const [ key, sub ] of Object.entries( schema ) ) {
				const value = property( node, key );
				if ( value ) {
					walk( value, sub );
				}
			}
		}
	};
	walk( root, BLOCK_I18N_SCHEMA );
	return { entries, warnings };
}

/**
 * @param {ts.ObjectLiteralExpression} object
 * @param {string}                     key
 * @return {ts.Expression|undefined} The value of the key in a JSON object.
 */
function property( object, key ) {
	for ( const prop of object.properties ) {
		if (
			ts.isPropertyAssignment( prop ) &&
			ts.isStringLiteral( prop.name ) &&
			prop.name.text === key
		) {
			return prop.initializer;
		}
	}
	return undefined;
}

/** Header fields of the main plugin file that WordPress translates. */
const PLUGIN_HEADERS = [ 'Plugin Name', 'Description' ];

/**
 * Plugin Name and Description from the main plugin file's header, read the
 * way WordPress' get_file_data() does (first 8 KB, "Field: value" lines).
 *
 * @param {string} file Path for references.
 * @param {string} text File contents.
 * @return {Entry[]} One entry per present field.
 */
function extractPluginHeader( file, text ) {
	const head = text.slice( 0, 8192 ).replace( /\r/g, '\n' );
	/** @type {Entry[]} */
	const entries = [];
	for ( const field of PLUGIN_HEADERS ) {
		const match = new RegExp(
			`^(?:[ \\t]*<\\?php)?[ \\t/*#@]*${ field }:(.*)$`,
			'mi'
		).exec( head );
		if ( ! match ) {
			continue;
		}
		const value = match[ 1 ].replace( /\s*(?:\*\/|\?>).*/, '' ).trim();
		if ( value !== '' ) {
			entries.push( {
				msgid: value,
				file,
				line: head.slice( 0, match.index ).split( '\n' ).length,
				comment: `${ field } of the plugin`,
			} );
		}
	}
	return entries;
}

module.exports = {
	DOMAIN,
	extractFromScript,
	extractFromBlockJson,
	extractPluginHeader,
	translatorComment,
};
