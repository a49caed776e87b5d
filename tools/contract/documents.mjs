// @ts-check
/**
 * The provider's OpenAPI 3.0 documents as validators: every operation
 * (method + path template) with its parameters, its request body's schema
 * and its answers' schemas, compiled with Ajv 8 on demand.
 *
 * OpenAPI 3.0 is not quite JSON Schema, so each document is read twice:
 * - for requests, a `readOnly` property must not be sent (its schema
 *   becomes `false`) and is dropped from `required`;
 * - for answers, a `writeOnly` one is dropped from `required`.
 * The provider's own `format`s (`ppaas_*`, `payer_v1`, …) are annotations
 * (each such field has its pattern too); `uri`, `email` and `date-time`
 * are checked by ajv-formats. The errata (tests/contract/errata.json) are
 * JSON Patch operations applied to a document before it is read.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** @typedef {Record<string, any>} Json */

/**
 * @typedef {Object} Erratum
 * @property {string} document The document's file name without `.json`, or `*` for each.
 * @property {string} op       JSON Patch operation: add, replace or remove.
 * @property {string} path     JSON Pointer into the document; a `*` token matches every key.
 * @property {any}    [value]  The value of add and replace.
 * @property {string} reason   Why the document is wrong there.
 */

/**
 * @typedef {Object} Parameter
 * @property {string}                           name     Its name.
 * @property {'path'|'query'|'header'|'cookie'} in       Where it goes.
 * @property {boolean}                          required Whether a call must have it.
 * @property {Json}                             schema   Its schema.
 */

/**
 * @typedef {Object} Operation
 * @property {string}                                                   id            operationId.
 * @property {string}                                                   document      File name without `.json`.
 * @property {string}                                                   method        Upper case.
 * @property {string}                                                   template      e.g. /v2/checkout/orders/{id}/capture.
 * @property {RegExp}                                                   pattern       Matches a path, capturing the path parameters.
 * @property {string[]}                                                 names         The path parameters' names, in order.
 * @property {Parameter[]}                                              parameters    Path item's and operation's parameters (refs resolved).
 * @property {Json|null}                                                requestBody   The operation's requestBody (refs resolved).
 * @property {Record<string, {content: string[], schema: string|null}>} responses     Status (or `default`) → its media types and the JSON Pointer of its JSON schema.
 * @property {string|null}                                              requestSchema JSON Pointer of the request body's JSON schema.
 * @property {string}                                                   pointer       JSON Pointer of the operation in its document.
 */

/**
 * Where the JSON schema of a request body or response is, refs followed
 * (so that 200 and 201 of one operation share one compiled validator).
 *
 * @param {Json}   doc
 * @param {any}    holder  requestBody or response object (a ref or not).
 * @param {string} pointer Where the holder is.
 * @return {{content: string[], schema: string|null}} Its media types and schema pointer.
 */
function schemaOf( doc, holder, pointer ) {
	const found = resolve( doc, holder, pointer );
	const content = found.node?.content ?? {};
	const json = content[ 'application/json' ];
	return {
		content: Object.keys( content ),
		schema: json?.schema
			? resolve(
					doc,
					json.schema,
					`${ found.pointer }/content/application~1json/schema`
			  ).pointer
			: null,
	};
}

/** The documents we use (tests/contract/openapi/README.md). */
export const DOCUMENTS = [
	'checkout_orders_v2',
	'payments_payment_v2',
	'vault_payment_tokens_v3',
	'notifications_webhooks_v1',
	'billing_subscriptions_v1',
	'catalogs_products_v1',
];

const METHODS = [ 'get', 'put', 'post', 'delete', 'patch' ];

/**
 * Formats ajv-formats checks; the provider's others are annotations.
 *
 * @type {Set<import('ajv-formats').FormatName>}
 */
const CHECKED_FORMATS = new Set( [ 'uri', 'email', 'date-time', 'date' ] );

/**
 * The provider's own formats (`ppaas_date_time_v3`, …): each field that
 * has one also has a pattern, which is what is checked.
 *
 * @param {Json[]} docs
 * @return {Set<string>} Their names.
 */
function providerFormats( docs ) {
	/** @type {Set<string>} */
	const found = new Set();
	/** @param {any} node */
	const walk = ( node ) => {
		if ( node && typeof node === 'object' ) {
			if ( typeof node.format === 'string' ) {
				found.add( node.format );
			}
			Object.values( node ).forEach( walk );
		}
	};
	docs.forEach( walk );
	return new Set(
		[ ...found ].filter(
			( f ) =>
				! CHECKED_FORMATS.has(
					/** @type {import('ajv-formats').FormatName} */ ( f )
				)
		)
	);
}

/**
 * Escapes a JSON Pointer token.
 *
 * @param {string} token
 * @return {string} The escaped token.
 */
const escapeToken = ( token ) =>
	token.replace( /~/g, '~0' ).replace( /\//g, '~1' );

/**
 * The value at a JSON Pointer, or undefined.
 *
 * @param {any}    root
 * @param {string} pointer e.g. /components/schemas/order.
 * @return {any} The value.
 */
export function at( root, pointer ) {
	let node = root;
	for ( const raw of pointer.split( '/' ).slice( 1 ) ) {
		const token = raw.replace( /~1/g, '/' ).replace( /~0/g, '~' );
		if (
			node === null ||
			typeof node !== 'object' ||
			! ( token in node )
		) {
			return undefined;
		}
		node = node[ token ];
	}
	return node;
}

/**
 * The JSON Pointers an erratum's path names: a `*` token matches every key
 * of an object or index of an array.
 *
 * @param {Json}   doc
 * @param {string} pattern
 * @return {string[]} Pointers to existing parents (the last token is kept as it is).
 */
function expand( doc, pattern ) {
	const tokens = pattern.split( '/' ).slice( 1 );
	const last = tokens.pop() ?? '';
	/** @type {string[]} */
	let pointers = [ '' ];
	for ( const token of tokens ) {
		/** @type {string[]} */
		const next = [];
		for ( const pointer of pointers ) {
			const node = at( doc, pointer );
			if ( node === null || typeof node !== 'object' ) {
				continue;
			}
			if ( token === '*' ) {
				for ( const key of Object.keys( node ) ) {
					next.push( `${ pointer }/${ escapeToken( key ) }` );
				}
			} else if ( at( node, `/${ token }` ) !== undefined ) {
				next.push( `${ pointer }/${ token }` );
			}
		}
		pointers = next;
	}
	return pointers.map( ( pointer ) => `${ pointer }/${ last }` );
}

/**
 * Applies one erratum (a JSON Patch operation whose path may hold `*`) to
 * a document, in place.
 *
 * @param {Json}    doc
 * @param {Erratum} erratum
 * @return {number} How many places it changed.
 */
export function applyErratum( doc, erratum ) {
	let changed = 0;
	for ( const pointer of expand( doc, erratum.path ) ) {
		const tokens = pointer.split( '/' );
		const last = ( tokens.pop() ?? '' )
			.replace( /~1/g, '/' )
			.replace( /~0/g, '~' );
		const parent = at( doc, tokens.join( '/' ) );
		if ( parent === null || typeof parent !== 'object' ) {
			continue;
		}
		const isArray = Array.isArray( parent );
		const index = last === '-' ? parent.length : Number( last );
		if ( erratum.op === 'add' ) {
			if ( isArray ) {
				parent.splice( index, 0, structuredClone( erratum.value ) );
			} else {
				parent[ last ] = structuredClone( erratum.value );
			}
			changed++;
		} else if ( ! ( isArray ? index < parent.length : last in parent ) ) {
			continue;
		} else if ( erratum.op === 'replace' ) {
			parent[ isArray ? index : last ] = structuredClone( erratum.value );
			changed++;
		} else if ( erratum.op === 'remove' ) {
			if ( isArray ) {
				parent.splice( index, 1 );
			} else {
				delete parent[ last ];
			}
			changed++;
		} else {
			throw new Error( `erratum: unknown op ${ erratum.op }` );
		}
	}
	return changed;
}

/**
 * Follows `$ref`s inside one document.
 *
 * @param {Json}   doc
 * @param {any}    node
 * @param {string} [pointer] Where the node is.
 * @return {{node: any, pointer: string}} The node a chain of refs ends at, and where it is.
 */
function resolve( doc, node, pointer = '' ) {
	const seen = new Set();
	while (
		node &&
		typeof node === 'object' &&
		typeof node.$ref === 'string'
	) {
		if ( seen.has( node.$ref ) ) {
			break;
		}
		const ref = String( node.$ref );
		seen.add( ref );
		pointer = ref.replace( /^#/, '' );
		node = at( doc, pointer );
	}
	return { node, pointer };
}

/**
 * Follows `$ref`s inside one document.
 *
 * @param {Json} doc
 * @param {any}  node
 * @return {any} The node a chain of refs ends at.
 */
const deref = ( doc, node ) => resolve( doc, node ).node;

/**
 * Whether a schema is marked readOnly (or writeOnly), itself, through its
 * `$ref` or through one of its `allOf` members.
 *
 * @param {Json}                   doc
 * @param {any}                    schema
 * @param {'readOnly'|'writeOnly'} flag
 * @param {Set<any>}               [seen]
 * @return {boolean} Whether it is.
 */
function marked( doc, schema, flag, seen = new Set() ) {
	if ( ! schema || typeof schema !== 'object' || seen.has( schema ) ) {
		return false;
	}
	seen.add( schema );
	if ( schema[ flag ] === true ) {
		return true;
	}
	if ( typeof schema.$ref === 'string' ) {
		return marked( doc, deref( doc, schema ), flag, seen );
	}
	return Array.isArray( schema.allOf )
		? schema.allOf.some( ( /** @type {any} */ member ) =>
				marked( doc, member, flag, seen )
		  )
		: false;
}

/**
 * The document as one direction reads it: for requests readOnly properties
 * are forbidden and not required; for answers writeOnly ones are not
 * required.
 *
 * @param {Json}                 original
 * @param {'request'|'response'} direction
 * @return {Json} A transformed copy.
 */
function forDirection( original, direction ) {
	const doc = structuredClone( original );
	const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
	/** @param {any} node */
	const walk = ( node ) => {
		if ( Array.isArray( node ) ) {
			node.forEach( walk );
			return;
		}
		if ( ! node || typeof node !== 'object' ) {
			return;
		}
		const props = node.properties;
		if ( props && typeof props === 'object' && ! Array.isArray( props ) ) {
			const off = Object.keys( props ).filter( ( name ) =>
				marked( original, props[ name ], flag )
			);
			for ( const name of off ) {
				if ( direction === 'request' ) {
					// Ajv reports a `false` schema as "boolean schema is false".
					props[ name ] = false;
				}
			}
			if ( Array.isArray( node.required ) && off.length ) {
				node.required = node.required.filter(
					( /** @type {string} */ name ) => ! off.includes( name )
				);
			}
		}
		for ( const [ key, value ] of Object.entries( node ) ) {
			if ( key !== 'example' && key !== 'examples' ) {
				walk( value );
			}
		}
	};
	walk( doc );
	return doc;
}

/**
 * Reads the documents, applies the errata, and indexes their operations.
 *
 * @param {string}    dir    Folder of the documents.
 * @param {Erratum[]} errata
 * @return {{operations: Operation[], validator: (document: string, direction: 'request'|'response', pointer: string) => import('ajv').ValidateFunction, original: (document: string) => Json}} The index.
 */
export function loadDocuments( dir, errata = [] ) {
	/** @type {Record<string, Json>} */
	const originals = {};
	for ( const name of DOCUMENTS ) {
		originals[ name ] = JSON.parse(
			fs.readFileSync( path.join( dir, `${ name }.json` ), 'utf8' )
		);
	}
	for ( const erratum of errata ) {
		const names =
			erratum.document === '*' ? DOCUMENTS : [ erratum.document ];
		if ( ! names.every( ( name ) => originals[ name ] ) ) {
			throw new Error(
				`erratum: unknown document ${ erratum.document }`
			);
		}
		const changed = names.reduce(
			( sum, name ) => sum + applyErratum( originals[ name ], erratum ),
			0
		);
		if ( ! changed ) {
			// A stale erratum hides nothing and misleads: the document changed.
			throw new Error(
				`erratum matches nothing: ${ erratum.document } ${ erratum.op } ${ erratum.path }`
			);
		}
	}

	/** @type {Record<string, Ajv>} */
	const ajvs = {};
	for ( const direction of /** @type {const} */ ( [
		'request',
		'response',
	] ) ) {
		const ajv = new Ajv( {
			strict: false,
			allErrors: true,
			validateSchema: false,
			// The provider's patterns are written for JavaScript without `u`.
			unicodeRegExp: false,
		} );
		addFormats( ajv, [ ...CHECKED_FORMATS ] );
		for ( const format of providerFormats( Object.values( originals ) ) ) {
			ajv.addFormat( format, true );
		}
		for ( const name of DOCUMENTS ) {
			ajv.addSchema(
				forDirection( originals[ name ], direction ),
				`${ direction }:${ name }`
			);
		}
		ajvs[ direction ] = ajv;
	}
	/** @type {Map<string, import('ajv').ValidateFunction>} */
	const compiled = new Map();

	/** @type {Operation[]} */
	const operations = [];
	for ( const document of DOCUMENTS ) {
		const doc = originals[ document ];
		for ( const [ template, item ] of Object.entries( doc.paths ?? {} ) ) {
			for ( const method of METHODS ) {
				const op = item[ method ];
				if ( ! op ) {
					continue;
				}
				/** @type {string[]} */
				const names = [];
				const source = template
					.split( /(\{[^}]+\})/ )
					.map( ( part ) => {
						const param = /^\{([^}]+)\}$/.exec( part );
						if ( param ) {
							names.push( param[ 1 ] );
							return '([^/]+)';
						}
						return part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
					} )
					.join( '' );
				/** @type {Parameter[]} */
				const parameters = [
					...( item.parameters ?? [] ),
					...( op.parameters ?? [] ),
				].map( ( p ) => deref( doc, p ) );
				const pointer = `/paths/${ escapeToken(
					template
				) }/${ method }`;
				/** @type {Operation['responses']} */
				const responses = {};
				for ( const [ status, response ] of Object.entries(
					op.responses ?? {}
				) ) {
					responses[ status ] = schemaOf(
						doc,
						response,
						`${ pointer }/responses/${ status }`
					);
				}
				operations.push( {
					id: op.operationId,
					document,
					method: method.toUpperCase(),
					template,
					pattern: new RegExp( `^${ source }$` ),
					names,
					parameters,
					requestBody: op.requestBody
						? deref( doc, op.requestBody )
						: null,
					requestSchema: op.requestBody
						? schemaOf(
								doc,
								op.requestBody,
								`${ pointer }/requestBody`
						  ).schema
						: null,
					responses,
					pointer,
				} );
			}
		}
	}
	// Literal segments win over parameters (webhooks-lookup over {webhook_id}).
	operations.sort( ( a, b ) => a.names.length - b.names.length );

	return {
		operations,
		original: ( document ) => originals[ document ],
		validator( document, direction, pointer ) {
			const key = `${ direction }:${ document }#${ pointer }`;
			let validate = compiled.get( key );
			if ( ! validate ) {
				validate = ajvs[ direction ].getSchema( key );
				if ( ! validate ) {
					throw new Error( `no schema at ${ key }` );
				}
				compiled.set( key, validate );
			}
			return validate;
		},
	};
}
