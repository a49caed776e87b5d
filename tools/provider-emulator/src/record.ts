/**
 * The traffic record the contract check reads (docs/payments/contract.md):
 * with a file named (`--record FILE`, or `record` in the options), every
 * REST call the emulator answers is appended to it as one JSON line —
 * method, path, query, the request headers the provider's documents
 * declare, the request body, the status and the answer. The test-control
 * API (`/__emulator/`), the SDK's own calls and the pages are not the
 * provider's REST API and are never recorded.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import type http from 'node:http';

/**
 * Internal dependencies
 */
import type { Reply } from './common';
import type { Call } from './state';

/** One recorded call: one line of the file. */
export interface RecordedCall {
	method: string;
	path: string;
	/** The query string without its `?` ('' for none). */
	query: string;
	/** Request headers, names in lower case; `authorization` keeps only its scheme. */
	headers: Record< string, string >;
	/** Parsed JSON, or the body as text (a form, or JSON that did not parse); null for none. */
	body: unknown;
	status: number;
	/** The answer's body (absent for 204). */
	response?: unknown;
	/** Why the answer is what it is, when a test asked for it (`/__emulator/faults`). */
	fault?: Call[ 'fault' ];
	/** Answered from the PayPal-Request-Id store. */
	replayed?: boolean;
}

/** Headers that say nothing about the call (transport, our own client's name). */
const IGNORED = new Set( [
	'host',
	'connection',
	'content-length',
	'accept-encoding',
	'user-agent',
	'expect',
	'referer',
] );

/**
 * The call's request headers as recorded: lower-case names, no secret.
 *
 * @param req HTTP request.
 */
function headersOf( req: http.IncomingMessage ): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( req.headers ) ) {
		if ( IGNORED.has( name ) || value === undefined ) {
			continue;
		}
		const text = Array.isArray( value ) ? value.join( ', ' ) : value;
		out[ name ] =
			name === 'authorization' ? text.split( ' ' )[ 0 ] ?? '' : text;
	}
	return out;
}

/**
 * A recorder appending to `file`, or a no-op when there is none.
 *
 * @param file Path of the JSON-lines file (created when missing).
 */
export function recorder(
	file: string | undefined
): ( req: http.IncomingMessage, call: Call, reply: Reply ) => void {
	if ( ! file ) {
		return () => {};
	}
	return ( req, call, reply ) => {
		const line: RecordedCall = {
			method: call.method,
			path: call.path,
			query: call.query.replace( /^\?/, '' ),
			headers: headersOf( req ),
			body: call.body === '' ? null : call.body,
			status: reply.status,
		};
		if ( reply.body !== undefined ) {
			line.response = reply.body;
		}
		if ( call.fault ) {
			line.fault = call.fault;
		}
		if ( call.replayed ) {
			line.replayed = true;
		}
		// One write per line: concurrent writers (Jest workers) never interleave.
		fs.appendFileSync( file, JSON.stringify( line ) + '\n' );
	};
}
