// @ts-check
/**
 * Which source files a script bundle contains: the entry and everything it
 * reaches through relative imports, resolved by the TypeScript compiler the
 * way the bundler does (extensions, index files, "./x.js" for "./x.ts").
 *
 * Package imports are never followed: `@wordpress/*` are WordPress scripts,
 * `@vitrine/store` is our own separate script (`vitrine-store`, see
 * tools/build/externals.js) with its own translation file, and whatever
 * else comes from node_modules has no strings of ours.
 *
 * CommonJS so that Jest (tools/i18n/test) loads it without an ESM set-up.
 */
/**
 * External dependencies
 */
const path = require( 'node:path' );
const ts = require( 'typescript' );

/** Module resolution as in tsconfig.json / webpack. */
const RESOLVE_OPTIONS = {
	moduleResolution: ts.ModuleResolutionKind.Bundler,
	module: ts.ModuleKind.ESNext,
	allowJs: true,
	resolveJsonModule: true,
	jsx: ts.JsxEmit.ReactJSX,
};

/** Files whose imports are read; anything else (JSON, …) is a leaf. */
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Imports of assets that webpack loaders handle and that hold no strings. */
const ASSET = /\.(?:css|scss|sass|less|svg|png|jpe?g|gif|webp|avif|woff2?)$/i;

/**
 * @param {string} request Import specifier.
 * @return {boolean} Whether it names a file rather than a package.
 */
function isRelative( request ) {
	return (
		request === '.' ||
		request === '..' ||
		request.startsWith( './' ) ||
		request.startsWith( '../' ) ||
		path.isAbsolute( request )
	);
}

/**
 * The modules a file imports at run time: import and export … from, side
 * effect imports, `require()` and `import()`. Type-only imports and exports
 * are left out, as the bundler drops them.
 *
 * @param {string} file Path (its extension picks TS/TSX/JS parsing).
 * @param {string} text Source code.
 * @return {string[]} Specifiers in source order.
 */
function importRequests( file, text ) {
	const sourceFile = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true
	);
	/** @type {string[]} */
	const requests = [];
	/** @param {ts.Node} node */
	const visit = ( node ) => {
		if (
			ts.isImportDeclaration( node ) &&
			ts.isStringLiteral( node.moduleSpecifier )
		) {
			if ( ! isTypeOnlyImport( node ) ) {
				requests.push( node.moduleSpecifier.text );
			}
		} else if (
			ts.isExportDeclaration( node ) &&
			node.moduleSpecifier &&
			ts.isStringLiteral( node.moduleSpecifier )
		) {
			if ( ! isTypeOnlyExport( node ) ) {
				requests.push( node.moduleSpecifier.text );
			}
		} else if (
			ts.isImportEqualsDeclaration( node ) &&
			! node.isTypeOnly &&
			ts.isExternalModuleReference( node.moduleReference ) &&
			ts.isStringLiteral( node.moduleReference.expression )
		) {
			requests.push( node.moduleReference.expression.text );
		} else if (
			ts.isCallExpression( node ) &&
			node.arguments.length > 0 &&
			ts.isStringLiteralLike( node.arguments[ 0 ] ) &&
			( node.expression.kind === ts.SyntaxKind.ImportKeyword ||
				( ts.isIdentifier( node.expression ) &&
					node.expression.text === 'require' ) )
		) {
			requests.push( node.arguments[ 0 ].text );
		}
		ts.forEachChild( node, visit );
	};
	visit( sourceFile );
	return requests;
}

/**
 * @param {ts.ImportDeclaration} node
 * @return {boolean} Whether the bundler drops it (`import type`, or only `type` names).
 */
function isTypeOnlyImport( node ) {
	const clause = node.importClause;
	if ( ! clause ) {
		return false; // import './side-effect';
	}
	if ( clause.phaseModifier === ts.SyntaxKind.TypeKeyword ) {
		return true;
	}
	if ( clause.name || ! clause.namedBindings ) {
		return false;
	}
	const bindings = clause.namedBindings;
	return (
		ts.isNamedImports( bindings ) &&
		bindings.elements.length > 0 &&
		bindings.elements.every( ( element ) => element.isTypeOnly )
	);
}

/**
 * @param {ts.ExportDeclaration} node
 * @return {boolean} Whether the bundler drops it (`export type`, or only `type` names).
 */
function isTypeOnlyExport( node ) {
	if ( node.isTypeOnly ) {
		return true;
	}
	const clause = node.exportClause;
	return (
		!! clause &&
		ts.isNamedExports( clause ) &&
		clause.elements.length > 0 &&
		clause.elements.every( ( element ) => element.isTypeOnly )
	);
}

/**
 * @typedef {Object} Graph
 * @property {string[]} files    Absolute paths of the entry and all it imports, sorted.
 * @property {string[]} warnings Imports that could not be resolved.
 */

/**
 * Walks the relative imports from an entry file.
 *
 * @param {string}                  entry  Absolute path of the entry file.
 * @param {ts.ModuleResolutionHost} [host] File access; the real file system by default.
 * @return {Graph} Files the bundle contains.
 */
function walkImports( entry, host = ts.sys ) {
	/** @type {Set<string>} */
	const seen = new Set();
	/** @type {string[]} */
	const warnings = [];
	const queue = [ path.resolve( entry ) ];
	while ( queue.length ) {
		const file = /** @type {string} */ ( queue.shift() );
		if ( seen.has( file ) ) {
			continue;
		}
		seen.add( file );
		if ( ! CODE.test( file ) || /\.d\.[cm]?ts$/.test( file ) ) {
			continue;
		}
		const text = host.readFile( file );
		if ( text === undefined ) {
			warnings.push( `${ file }: cannot be read.` );
			continue;
		}
		for ( const request of importRequests( file, text ) ) {
			if ( ! isRelative( request ) || ASSET.test( request ) ) {
				continue;
			}
			const resolved = ts.resolveModuleName(
				request,
				file,
				RESOLVE_OPTIONS,
				host
			).resolvedModule;
			if ( ! resolved ) {
				warnings.push( `${ file }: cannot resolve "${ request }".` );
			} else if ( ! resolved.resolvedFileName.match( /\.d\.[cm]?ts$/ ) ) {
				queue.push( path.resolve( resolved.resolvedFileName ) );
			}
		}
	}
	return { files: [ ...seen ].sort(), warnings };
}

module.exports = { importRequests, walkImports, isRelative };
