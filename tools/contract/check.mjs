// @ts-check
/**
 * Checks recorded REST calls against the provider's OpenAPI documents
 * (docs/payments/contract.md): each call is matched to one operation by
 * method and path template, then
 * - the request: path and query parameters, the headers the operation
 *   declares as required (PayPal-Request-Id on the vault's POSTs), its
 *   Content-Type, and the body against the requestBody schema — required
 *   fields, enums, patterns, lengths, no readOnly field, no field the
 *   document does not have;
 * - the answer: its status must be one the operation lists (or `default`),
 *   and the body must match that response's schema, error bodies included,
 *   with no field the document does not have.
 * A call that matches no operation is an unknown path, unless the errata
 * list it as undocumented with a reason.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import Ajv from 'ajv';

/**
 * Internal dependencies
 */
import { at, loadDocuments } from './documents.mjs';

/** @typedef {import('./documents.mjs').Json} Json */
/** @typedef {import('./documents.mjs').Operation} Operation */
/** @typedef {import('./documents.mjs').Erratum} Erratum */

/**
 * One line of the traffic file (the emulator's record.ts).
 *
 * @typedef {Object} RecordedCall
 * @property {string}                 method     HTTP method.
 * @property {string}                 path       Path without query.
 * @property {string}                 query      Query without `?`.
 * @property {Record<string, string>} headers    Request headers, lower-case names.
 * @property {unknown}                body       Parsed JSON, text, or null.
 * @property {number}                 status     The answer's status.
 * @property {unknown}                [response] The answer's body.
 * @property {string}                 [fault]    The test-injected fault that made the answer.
 * @property {boolean}                [replayed] Answered from the PayPal-Request-Id store.
 */

/**
 * A path the documents do not hold.
 *
 * @typedef {Object} Undocumented
 * @property {string} method HTTP method.
 * @property {string} path   Exact path.
 * @property {string} reason Where the provider documents it instead.
 */

/**
 * A status the provider answers that no operation lists.
 *
 * @typedef {Object} UndocumentedStatus
 * @property {number} status      HTTP status.
 * @property {string} [document]  Only in this document.
 * @property {string} [operation] Only for this operationId.
 * @property {string} reason      Where the provider documents it instead.
 */

/**
 * The contents of tests/contract/errata.json.
 *
 * @typedef {Object} Errata
 * @property {Undocumented[]}       undocumented Paths no document holds.
 * @property {UndocumentedStatus[]} statuses     Statuses no operation lists.
 * @property {Erratum[]}            errata       Corrections of the documents.
 */

/**
 * One line of the table: an operation or an undocumented path.
 *
 * @typedef {Object} Row
 * @property {string}              name     operationId, or `METHOD path` for an undocumented or unknown path.
 * @property {string}              kind     'operation' | 'undocumented' | 'unknown'.
 * @property {number}              calls    Calls matched.
 * @property {number}              request  Calls with a request violation.
 * @property {number}              answer   Calls with an answer violation.
 * @property {Map<string, number>} messages Violation → how often.
 * @property {Map<number, number>} statuses Answers with a status the errata list → how often.
 */

/**
 * What one call's check found.
 *
 * @typedef {Object} Result
 * @property {string}   name           operationId, or `METHOD path`.
 * @property {string}   kind           'operation' | 'undocumented' | 'unknown'.
 * @property {string[]} request        Request violations.
 * @property {string[]} answer         Answer violations.
 * @property {number}   [listedStatus] A status the errata list (its answer is not checked).
 */

/**
 * @typedef {Object} Report
 * @property {Row[]}   rows              One per operation or path, operations first.
 * @property {number}  calls             Calls checked.
 * @property {number}  requestViolations Calls with a request violation.
 * @property {number}  answerViolations  Calls with an answer violation.
 * @property {number}  unknown           Calls to paths no document holds and no erratum lists.
 * @property {boolean} ok                No violation, no unknown path.
 */

/**
 * Reads the errata file.
 *
 * @param {string} file
 * @return {Errata} Its lists.
 */
export function readErrata( file ) {
	const data = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	for ( const entry of [
		...data.undocumented,
		...data.statuses,
		...data.errata,
	] ) {
		if ( typeof entry.reason !== 'string' || entry.reason.length < 10 ) {
			throw new Error(
				`${ file }: every entry needs its reason (${ JSON.stringify(
					entry
				) })`
			);
		}
	}
	return data;
}

/**
 * Reads a traffic file: one JSON call per line.
 *
 * @param {string} file
 * @return {RecordedCall[]} The calls.
 */
export function readTraffic( file ) {
	return fs
		.readFileSync( file, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line.trim() !== '' )
		.map( ( line ) => JSON.parse( line ) );
}

/**
 * A value shortened for a message.
 *
 * @param {unknown} value
 * @return {string} JSON, at most 100 characters.
 */
const show = ( value ) => {
	const text = JSON.stringify( value ) ?? 'undefined';
	return text.length > 100 ? text.slice( 0, 97 ) + '…' : text;
};

/**
 * A JSON Pointer with array indices as `*`, so that one fault in every
 * item of a list counts as one kind of violation.
 *
 * @param {string} pointer
 * @return {string} The pointer, indices starred.
 */
const starred = ( pointer ) => pointer.replace( /\/\d+(?=\/|$)/g, '/*' ) || '/';

/**
 * What tells an error body or detail apart (its name or issue), without
 * the parts that differ on every call (debug_id, links).
 *
 * @param {unknown} value
 * @return {unknown} The value, or its name, message and issue.
 */
const gist = ( value ) => {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return value;
	}
	const { name, message, issue } = /** @type {Json} */ ( value );
	return name || issue ? { name, message, issue } : value;
};

/**
 * Ajv's errors as short messages: an error below an anyOf/oneOf that
 * failed is one of its branches' and left out (the anyOf's own message
 * shows the value instead).
 *
 * @param {import('ajv').ErrorObject[]} errors
 * @param {unknown}                     data   The validated value.
 * @return {string[]} Messages, each with the JSON Pointer of the value.
 */
export function describeErrors( errors, data ) {
	const branches = errors
		.filter( ( e ) => e.keyword === 'anyOf' || e.keyword === 'oneOf' )
		.map( ( e ) => e.instancePath );
	const kept = errors.filter(
		( e ) =>
			e.keyword === 'anyOf' ||
			e.keyword === 'oneOf' ||
			! branches.some(
				( p ) =>
					e.instancePath === p || e.instancePath.startsWith( p + '/' )
			)
	);
	return [
		...new Set(
			kept.map( ( e ) => {
				const where = starred( e.instancePath );
				if ( e.keyword === 'false schema' ) {
					return `${ where } is readOnly: must not be sent`;
				}
				if ( e.keyword === 'required' ) {
					return `${ where } lacks required ${ e.params.missingProperty }`;
				}
				const value = at( data, e.instancePath );
				if ( e.keyword === 'enum' ) {
					return `${ where } ${ show( value ) } is not one of ${ show(
						e.params.allowedValues
					) }`;
				}
				if ( e.keyword === 'anyOf' || e.keyword === 'oneOf' ) {
					return `${ where } ${ show(
						gist( value )
					) } matches none of the documented alternatives`;
				}
				return `${ where } ${ show( value ) } ${ e.message }`;
			} )
		),
	];
}

/**
 * Whether an alternative (a member of anyOf or oneOf) cannot be the one a
 * value matches: one of its own properties has an enum the value's field
 * is not in (error_500's name among error_default's alternatives).
 *
 * @param {Json}    doc
 * @param {any}     schema
 * @param {unknown} value
 * @return {boolean} Whether it is ruled out.
 */
function ruledOut( doc, schema, value ) {
	while ( schema && typeof schema.$ref === 'string' ) {
		schema = at( doc, schema.$ref.replace( /^#/, '' ) );
	}
	if ( ! schema?.properties || ! value || typeof value !== 'object' ) {
		return false;
	}
	const fields = /** @type {Json} */ ( value );
	return Object.entries( schema.properties ).some(
		( [ name, sub ] ) =>
			Array.isArray( sub?.enum ) &&
			name in fields &&
			! sub.enum.includes( fields[ name ] )
	);
}

/**
 * The properties a schema allows at one level, through $ref, allOf,
 * anyOf and oneOf (of these only the alternatives the value may match).
 *
 * @param {Json}    doc
 * @param {any[]}   schemas
 * @param {unknown} value
 * @return {{open: boolean, props: Map<string, any[]>, items: any[]}} Whether any property is allowed, the named ones' schemas, the item schemas.
 */
function shapeOf( doc, schemas, value ) {
	/** @type {Map<string, any[]>} */
	const props = new Map();
	/** @type {any[]} */
	const items = [];
	let open = false;
	let named = false;
	const seen = new Set();
	/** @param {any} schema */
	const add = ( schema ) => {
		while ( schema && typeof schema.$ref === 'string' ) {
			schema = at( doc, schema.$ref.replace( /^#/, '' ) );
		}
		if ( ! schema || typeof schema !== 'object' || seen.has( schema ) ) {
			return;
		}
		seen.add( schema );
		if ( schema.properties ) {
			named = true;
			for ( const [ name, sub ] of Object.entries( schema.properties ) ) {
				props.set( name, [ ...( props.get( name ) ?? [] ), sub ] );
			}
		}
		if (
			schema.additionalProperties !== undefined &&
			schema.additionalProperties !== false
		) {
			open = true;
		}
		if ( schema.items ) {
			items.push( schema.items );
		}
		( schema.allOf ?? [] ).forEach( add );
		for ( const key of [ 'anyOf', 'oneOf' ] ) {
			( schema[ key ] ?? [] )
				.filter(
					( /** @type {any} */ m ) => ! ruledOut( doc, m, value )
				)
				.forEach( add );
		}
	};
	schemas.forEach( add );
	// An object schema that names no property at all is free-form.
	return { open: open || ! named, props, items };
}

/**
 * Whether a property's schema is marked deprecated (itself or its target).
 *
 * @param {Json} doc
 * @param {any}  schema
 * @return {boolean} Whether it is.
 */
function deprecated( doc, schema ) {
	for ( let i = 0; schema && typeof schema === 'object' && i < 10; i++ ) {
		if ( schema.deprecated === true ) {
			return true;
		}
		if ( typeof schema.$ref !== 'string' ) {
			return false;
		}
		schema = at( doc, schema.$ref.replace( /^#/, '' ) );
	}
	return false;
}

/**
 * Fields of a value that its schema does not have (the documents do not
 * forbid them, but a field the provider does not know is a field it
 * ignores or refuses); in a request also fields the document deprecates.
 *
 * @param {Json}     doc
 * @param {any[]}    schemas
 * @param {unknown}  value
 * @param {string}   where     JSON Pointer of the value (indices starred).
 * @param {string[]} out       Messages.
 * @param {boolean}  [request] Whether the value is sent (deprecated fields count).
 */
function unknownFields( doc, schemas, value, where, out, request = false ) {
	if ( value === null || typeof value !== 'object' || ! schemas.length ) {
		return;
	}
	const shape = shapeOf( doc, schemas, value );
	if ( Array.isArray( value ) ) {
		value.forEach( ( item ) =>
			unknownFields(
				doc,
				shape.items,
				item,
				`${ where }/*`,
				out,
				request
			)
		);
		return;
	}
	for ( const [ key, sub ] of Object.entries( value ) ) {
		const path = `${ where }/${ key
			.replace( /~/g, '~0' )
			.replace( /\//g, '~1' ) }`;
		const known = shape.props.get( key );
		if ( known ) {
			if ( request && known.some( ( k ) => deprecated( doc, k ) ) ) {
				out.push( `${ path } is deprecated in the document` );
			}
			unknownFields( doc, known, sub, path, out, request );
		} else if ( ! shape.open ) {
			out.push( `${ path } is not in the document` );
		}
	}
}

/**
 * A checker over the documents and errata.
 *
 * @param {string} dir    Folder of the documents.
 * @param {Errata} errata
 * @return {{match: (method: string, path: string) => {operation: Operation, params: Record<string, string>}|null, check: (call: RecordedCall) => Result}} Matching and checking of one call.
 */
export function createChecker( dir, errata ) {
	const documents = loadDocuments( dir, errata.errata );
	const paramAjv = new Ajv( { strict: false, allErrors: true } );
	/** @type {Map<any, import('ajv').ValidateFunction>} */
	const paramValidators = new Map();
	/**
	 * @param {any}     schema
	 * @param {unknown} value
	 * @return {string[]} Messages.
	 */
	const checkParam = ( schema, value ) => {
		let validate = paramValidators.get( schema );
		if ( ! validate ) {
			validate = paramAjv.compile( schema );
			paramValidators.set( schema, validate );
		}
		return validate( value )
			? []
			: describeErrors( validate.errors ?? [], value );
	};

	/**
	 * @param {string} method
	 * @param {string} path
	 */
	const match = ( method, path ) => {
		for ( const operation of documents.operations ) {
			if ( operation.method !== method ) {
				continue;
			}
			const found = operation.pattern.exec( path );
			if ( found ) {
				/** @type {Record<string, string>} */
				const params = {};
				operation.names.forEach( ( name, i ) => {
					params[ name ] = decodeURIComponent( found[ i + 1 ] );
				} );
				return { operation, params };
			}
		}
		return null;
	};

	/**
	 * Checks a body against one of the operation's schemas.
	 *
	 * @param {Operation}            operation
	 * @param {'request'|'response'} direction
	 * @param {string}               pointer   Schema pointer.
	 * @param {unknown}              body
	 * @return {string[]} Messages.
	 */
	const checkBody = ( operation, direction, pointer, body ) => {
		const validate = documents.validator(
			operation.document,
			direction,
			pointer
		);
		const out = validate( body )
			? []
			: describeErrors( validate.errors ?? [], body );
		const doc = documents.original( operation.document );
		unknownFields(
			doc,
			[ at( doc, pointer ) ],
			body,
			'',
			out,
			direction === 'request'
		);
		return [ ...new Set( out ) ];
	};

	/**
	 * @param {RecordedCall} call
	 */
	const check = ( call ) => {
		const listed = errata.undocumented.find(
			( u ) => u.method === call.method && u.path === call.path
		);
		if ( listed ) {
			return {
				name: `${ call.method } ${ call.path }`,
				kind: 'undocumented',
				request: [],
				answer: [],
			};
		}
		const found = match( call.method, call.path );
		if ( ! found ) {
			return {
				name: `${ call.method } ${ call.path.replace(
					/\/[A-Z0-9-]{10,}(?=\/|$)/g,
					'/{id}'
				) }`,
				kind: 'unknown',
				request: [],
				answer: [],
			};
		}
		const { operation, params } = found;
		/** @type {string[]} */
		const request = [];
		/** @type {string[]} */
		const answer = [];

		// Parameters.
		const query = new URLSearchParams( call.query );
		const headers = Object.fromEntries(
			Object.entries( call.headers ).map( ( [ k, v ] ) => [
				k.toLowerCase(),
				v,
			] )
		);
		for ( const param of operation.parameters ) {
			/** @type {string|undefined} */
			let raw;
			if ( param.in === 'path' ) {
				raw = params[ param.name ];
			} else if ( param.in === 'query' ) {
				raw = query.get( param.name ) ?? undefined;
			} else if ( param.in === 'header' ) {
				raw = headers[ param.name.toLowerCase() ];
			} else {
				continue;
			}
			if ( raw === undefined ) {
				if ( param.required ) {
					request.push( `${ param.in } ${ param.name } is required` );
				}
				continue;
			}
			/** @type {unknown} */
			let value = raw;
			if (
				param.schema?.type === 'integer' ||
				param.schema?.type === 'number'
			) {
				value = /^-?\d+(\.\d+)?$/.test( raw ) ? Number( raw ) : raw;
			} else if ( param.schema?.type === 'boolean' ) {
				value = raw === 'true' || ( raw === 'false' ? false : raw );
			}
			for ( const message of checkParam( param.schema ?? {}, value ) ) {
				request.push(
					`${ param.in } ${ param.name }: ${ message.replace(
						/^\/ /,
						''
					) }`
				);
			}
		}
		for ( const name of query.keys() ) {
			if (
				! operation.parameters.some(
					( p ) => p.in === 'query' && p.name === name
				)
			) {
				request.push( `query ${ name } is not in the document` );
			}
		}

		// Request body.
		const hasBody = call.body !== null && call.body !== undefined;
		const body = operation.requestBody;
		if ( hasBody && ! body ) {
			request.push( 'a body is sent, the operation takes none' );
		} else if ( ! hasBody && body?.required ) {
			request.push( 'the required body is missing' );
		} else if ( hasBody && body ) {
			const type = ( headers[ 'content-type' ] ?? '' ).split( ';' )[ 0 ];
			if ( ! Object.keys( body.content ?? {} ).includes( type ) ) {
				request.push(
					`Content-Type ${ show( type ) } is not documented`
				);
			} else if ( operation.requestSchema ) {
				request.push(
					...checkBody(
						operation,
						'request',
						operation.requestSchema,
						call.body
					).map( ( m ) => `body ${ m }` )
				);
			}
		}

		// Answer.
		const documented = operation.responses[ String( call.status ) ];
		const listedStatus = errata.statuses.find(
			( s ) =>
				s.status === call.status &&
				( ! s.document || s.document === operation.document ) &&
				( ! s.operation || s.operation === operation.id )
		);
		const response = documented ?? operation.responses.default;
		const hasAnswer = call.response !== undefined && call.response !== '';
		if ( ! documented && listedStatus ) {
			// Listed in the errata: no operation documents it, so no schema.
			return {
				name: operation.id,
				kind: 'operation',
				request,
				answer,
				listedStatus: call.status,
			};
		}
		if ( ! response ) {
			answer.push( `status ${ call.status } is not documented` );
		} else if ( hasAnswer && ! response.content.length ) {
			answer.push(
				`status ${ call.status } has no body in the document`
			);
		} else if ( hasAnswer && response.schema ) {
			answer.push(
				...checkBody(
					operation,
					'response',
					response.schema,
					call.response
				).map( ( m ) => `${ call.status } ${ m }` )
			);
		} else if ( ! hasAnswer && response.schema ) {
			answer.push(
				`status ${ call.status } without the documented body`
			);
		}
		return {
			name: operation.id,
			kind: 'operation',
			request,
			answer,
		};
	};

	return { match, check };
}

/**
 * Checks every call and sums them up per operation.
 *
 * @param {ReturnType<typeof createChecker>} checker
 * @param {RecordedCall[]}                   calls
 * @return {Report} The table's rows and totals.
 */
export function checkTraffic( checker, calls ) {
	/** @type {Map<string, Row>} */
	const rows = new Map();
	const report = {
		rows: /** @type {Row[]} */ ( [] ),
		calls: calls.length,
		requestViolations: 0,
		answerViolations: 0,
		unknown: 0,
		ok: true,
	};
	for ( const call of calls ) {
		const result = checker.check( call );
		let row = rows.get( result.name );
		if ( ! row ) {
			row = {
				name: result.name,
				kind: result.kind,
				calls: 0,
				request: 0,
				answer: 0,
				messages: new Map(),
				statuses: new Map(),
			};
			rows.set( result.name, row );
		}
		row.calls++;
		if ( result.kind === 'unknown' ) {
			report.unknown++;
		}
		if ( result.listedStatus ) {
			row.statuses.set(
				result.listedStatus,
				( row.statuses.get( result.listedStatus ) ?? 0 ) + 1
			);
		}
		if ( result.request.length ) {
			row.request++;
			report.requestViolations++;
		}
		if ( result.answer.length ) {
			row.answer++;
			report.answerViolations++;
		}
		for ( const message of [
			...result.request.map( ( m ) => `request: ${ m }` ),
			...result.answer.map( ( m ) => `answer: ${ m }` ),
		] ) {
			row.messages.set(
				message,
				( row.messages.get( message ) ?? 0 ) + 1
			);
		}
	}
	/** @param {string} kind */
	const rank = ( kind ) =>
		[ 'operation', 'undocumented', 'unknown' ].indexOf( kind );
	report.rows = [ ...rows.values() ].sort(
		( a, b ) =>
			rank( a.kind ) - rank( b.kind ) || a.name.localeCompare( b.name )
	);
	report.ok =
		report.requestViolations === 0 &&
		report.answerViolations === 0 &&
		report.unknown === 0;
	return report;
}

/**
 * The report as text: the per-operation table, then each violation with
 * how often it occurred.
 *
 * @param {Report} report
 * @param {number} [perRow] Messages shown per row.
 * @return {string} The text.
 */
export function formatReport( report, perRow = 20 ) {
	const header = [
		'operation',
		'calls',
		'request violations',
		'answer violations',
	];
	const lines = report.rows.map( ( row ) => [
		row.kind === 'operation' ? row.name : `${ row.name } (${ row.kind })`,
		String( row.calls ),
		row.kind === 'operation' ? String( row.request ) : '-',
		row.kind === 'operation' ? String( row.answer ) : '-',
	] );
	const widths = header.map( ( h, i ) =>
		Math.max( h.length, ...lines.map( ( l ) => l[ i ].length ) )
	);
	/** @param {string[]} cells */
	const format = ( cells ) =>
		cells
			.map( ( c, i ) =>
				i === 0 ? c.padEnd( widths[ i ] ) : c.padStart( widths[ i ] )
			)
			.join( '  ' );
	const operations = report.rows.filter( ( r ) => r.kind === 'operation' );
	const clean = operations.filter(
		( row ) => row.request === 0 && row.answer === 0
	).length;
	const unknownRows = report.rows.filter( ( r ) => r.kind === 'unknown' );
	const out = [
		format( header ),
		widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ),
		...lines.map( format ),
		'',
		`${ report.calls } calls, ${ report.requestViolations } with request violations, ${ report.answerViolations } with answer violations, ${ report.unknown } to unknown paths`,
		`${ clean } operations without violations, ${
			operations.length - clean + unknownRows.length
		} with violations or unknown`,
	];
	for ( const row of report.rows ) {
		if ( row.kind === 'unknown' ) {
			out.push(
				`\n${ row.name }: no operation of the documents, not listed in tests/contract/errata.json`
			);
		}
		for ( const [ status, count ] of row.statuses ) {
			out.push(
				`\n${ row.name }: ${ count }× status ${ status }, which the operation does not document; listed in tests/contract/errata.json, its answer is not checked`
			);
		}
		if ( ! row.messages.size ) {
			continue;
		}
		out.push( `\n${ row.name }:` );
		const messages = [ ...row.messages ].sort(
			( a, b ) => b[ 1 ] - a[ 1 ]
		);
		for ( const [ message, count ] of messages.slice( 0, perRow ) ) {
			out.push( `  ${ count }× ${ message }` );
		}
		if ( messages.length > perRow ) {
			out.push( `  … and ${ messages.length - perRow } more` );
		}
	}
	return out.join( '\n' );
}
