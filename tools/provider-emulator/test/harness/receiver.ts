/**
 * A shop's webhook route stand-in: a loopback listener that records what
 * the emulator delivers to it, and a wait for deliveries (they go out
 * after the emulator's answer).
 */
/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import type { Harness } from './emulator';

/** One delivery as the listener received it. */
export interface Received {
	headers: http.IncomingHttpHeaders;
	body: string;
}

/** A running listener. */
export interface Receiver {
	url: string;
	received: Received[];
	close: () => void;
}

/** Starts a loopback listener that answers 200 and records each delivery. */
export function receiver(): Promise< Receiver > {
	const received: Received[] = [];
	const server = http.createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			received.push( { headers: req.headers, body } );
			res.writeHead( 200 );
			res.end( '{}' );
		} );
	} );
	return new Promise( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () =>
			resolve( {
				url: `http://127.0.0.1:${
					( server.address() as AddressInfo ).port
				}/wp-json/vitrine/v1/webhook`,
				received,
				close: () => server.close(),
			} )
		)
	);
}

/**
 * Waits until the condition holds, at most a second.
 *
 * @param condition What to wait for.
 */
export async function until( condition: () => boolean ): Promise< void > {
	for ( let i = 0; i < 100 && ! condition(); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
	}
}

/**
 * What verify-webhook-signature says of a delivery, asked with a caller's
 * token.
 *
 * @param call The harness' caller.
 */
export const verifiedBy =
	( call: Harness[ 'call' ] ) =>
	async ( delivery: Received, webhookId: string ): Promise< string > => {
		const h = delivery.headers;
		const answer = await call(
			'POST',
			'/v1/notifications/verify-webhook-signature',
			{
				auth_algo: h[ 'paypal-auth-algo' ],
				cert_url: h[ 'paypal-cert-url' ],
				transmission_id: h[ 'paypal-transmission-id' ],
				transmission_sig: h[ 'paypal-transmission-sig' ],
				transmission_time: h[ 'paypal-transmission-time' ],
				webhook_id: webhookId,
				webhook_event: JSON.parse( delivery.body ),
			}
		);
		return answer.body.verification_status;
	};
