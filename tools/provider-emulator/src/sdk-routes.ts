/**
 * The SDK and page routes: the SDK's script, the pop-up's pages, the card
 * fields' frames (sdk/pages.ts) and the calls the SDK makes (sdk-api.ts).
 * The script is the browser bundle (dist/sdk/bundle.js, see
 * webpack.config.js) wrapped in a function with its entry call.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import type http from 'node:http';
import nodePath from 'node:path';

/**
 * Internal dependencies
 */
import type { Context } from './context';
import { voucherPageRoute } from './oxxo-routes';
import { KNOWN_COMPONENTS } from './sdk/config';
import { cardFieldPage, popupPage } from './sdk/pages';
import { sdkApi } from './sdk-api';
import { walletsOf } from './wallets';

/** The browser bundle, built by `npm run build:emulator`. */
const BUNDLE = nodePath.join( __dirname, 'sdk', 'bundle.js' );

/**
 * What the page and the pop-up load: the SDK script, the pop-up, the card
 * fields' frames, the webhook signing certificate, and the calls the SDK
 * makes (sdk-api.ts).
 *
 * @param ctx Shared state.
 * @param req HTTP request.
 * @param res HTTP response.
 * @param url Parsed URL.
 * @return Whether the route was handled.
 */
export async function sdkRoutes(
	ctx: Context,
	req: http.IncomingMessage,
	res: http.ServerResponse,
	url: URL
): Promise< boolean > {
	const method = ( req.method ?? 'GET' ).toUpperCase();
	const path = url.pathname;
	const cert = method === 'GET' ? ctx.signer.certificate( path ) : null;
	if ( cert ) {
		res.writeHead( 200, {
			'Content-Type': 'application/x-pem-file',
			'Cache-Control': 'no-store',
		} );
		res.end( cert );
		return true;
	}
	if ( method === 'GET' && voucherPageRoute( ctx, res, url ) ) {
		return true;
	}
	if ( method === 'GET' && path === '/sdk/js' ) {
		sdkScript( ctx, res, url );
		return true;
	}
	if (
		method === 'GET' &&
		( path === '/checkoutnow' || path === '/agreements/approve' )
	) {
		res.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
		} );
		res.end( popupPage() );
		return true;
	}
	if ( method === 'GET' && path === '/sdk/card-field' ) {
		res.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
		} );
		res.end(
			cardFieldPage(
				url.searchParams.get( 'kind' ) ?? '',
				url.searchParams.get( 'placeholder' ) ?? '',
				browserScript( 'vitrineEmulatorSdk.cardField();' )
			)
		);
		return true;
	}
	if ( method === 'GET' && path === '/sdk/googlepay/pay.js' ) {
		// The stand-in of Google's pay.js, for emulated pages only.
		res.writeHead( 200, {
			'Content-Type': 'application/javascript; charset=utf-8',
			'Cache-Control': 'no-store',
			'Access-Control-Allow-Origin': '*',
		} );
		res.end(
			browserScript(
				`vitrineEmulatorSdk.installGooglePayments(window, ${ JSON.stringify(
					ctx.base
				) });`
			)
		);
		return true;
	}
	if ( ! path.startsWith( '/sdk/' ) ) {
		return false;
	}
	await sdkApi( ctx, req, res, method, path );
	return true;
}

/**
 * The SDK's script (`/sdk/js`): 400 with a throwing script for a query the
 * provider refuses, else the bundle booting from its script element.
 *
 * @param ctx Shared state.
 * @param res HTTP response.
 * @param url Parsed URL.
 */
function sdkScript( ctx: Context, res: http.ServerResponse, url: URL ): void {
	const query = url.searchParams;
	const problems: string[] = [];
	if ( ! query.get( 'client-id' ) ) {
		problems.push( 'Expected client-id to be passed' );
	}
	for ( const component of ( query.get( 'components' ) ?? '' )
		.split( ',' )
		.filter( Boolean ) ) {
		if ( ! KNOWN_COMPONENTS.includes( component ) ) {
			problems.push(
				`Invalid query value for components: ${ component }`
			);
		}
	}
	const currency = query.get( 'currency' );
	if ( currency && ! /^[A-Z]{3}$/.test( currency ) ) {
		problems.push( `Invalid query value for currency: ${ currency }` );
	}
	const intent = query.get( 'intent' );
	if (
		intent &&
		! [ 'capture', 'authorize', 'subscription', 'tokenize' ].includes(
			intent.toLowerCase()
		)
	) {
		problems.push( `Invalid query value for intent: ${ intent }` );
	}
	if ( problems.length ) {
		// A 4xx makes the script element fail, as with the provider.
		res.writeHead( 400, {
			'Content-Type': 'application/javascript; charset=utf-8',
		} );
		res.end(
			`throw new Error(${ JSON.stringify(
				'SDK Validation error: ' + problems.join( '; ' )
			) });`
		);
		return;
	}
	res.writeHead( 200, {
		'Content-Type': 'application/javascript; charset=utf-8',
		'Cache-Control': 'no-store',
		'Access-Control-Allow-Origin': '*',
	} );
	// With the applepay component, the page gets the emulator's
	// ApplePaySession (the device's eligibility is the test control's).
	const apple = ( query.get( 'components' ) ?? '' )
		.split( ',' )
		.includes( 'applepay' )
		? `\nvitrineEmulatorSdk.installApplePaySession(window, ${ JSON.stringify(
				ctx.base
		  ) }, ${ JSON.stringify( walletsOf( ctx ).applepay.device ) });`
		: '';
	res.end(
		browserScript(
			`vitrineEmulatorSdk.boot(document.currentScript, ${ JSON.stringify(
				ctx.base
			) });${ apple }`
		)
	);
}

/**
 * The browser bundle, wrapped so that its one variable stays local,
 * followed by its entry call. Read on each request, so a rebuild needs no
 * restart.
 *
 * @param entry The statement that starts it (vitrineEmulatorSdk.boot(…) or .cardField()).
 */
function browserScript( entry: string ): string {
	return `(function () {\n${ fs.readFileSync(
		BUNDLE,
		'utf8'
	) }\n${ entry }\n})();\n`;
}
