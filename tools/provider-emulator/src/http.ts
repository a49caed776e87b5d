/**
 * Reading requests and sending replies.
 */
/**
 * External dependencies
 */
import type http from 'node:http';

/**
 * Internal dependencies
 */
import type { Reply } from './common';

/**
 * The request's body as text.
 *
 * @param req HTTP request.
 */
export async function readBody( req: http.IncomingMessage ): Promise< string > {
	const chunks: Buffer[] = [];
	for await ( const chunk of req ) {
		chunks.push( chunk as Buffer );
	}
	return Buffer.concat( chunks ).toString( 'utf8' );
}

/**
 * Sends a reply (JSON unless its headers say otherwise), never cached.
 *
 * @param res   HTTP response.
 * @param reply The reply.
 */
export function send( res: http.ServerResponse, reply: Reply ): void {
	const headers: Record< string, string > = {
		'Cache-Control': 'no-store',
		...reply.headers,
	};
	if ( reply.body === undefined ) {
		res.writeHead( reply.status, headers );
		res.end();
		return;
	}
	headers[ 'Content-Type' ] ??= 'application/json';
	res.writeHead( reply.status, headers );
	res.end( JSON.stringify( reply.body ) );
}
