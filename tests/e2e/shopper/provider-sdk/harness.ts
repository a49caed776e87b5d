/**
 * What the SDK contract specs share: the emulator's REST API as the shop's
 * server calls it, and a loopback server of the specs' own for the test
 * pages (another origin than the emulator, so the SDK runs cross-origin as
 * it would with the provider).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ROOT } from '../../config';
import { test } from '../../fixtures';

export type Json = Record< string, any >; // eslint-disable-line @typescript-eslint/no-explicit-any

export const emulator = () => {
	const url = process.env.VITRINE_EMULATOR_URL;
	if ( ! url ) {
		throw new Error(
			'VITRINE_EMULATOR_URL is not set (each worker starts its emulator, see worker-site.ts).'
		);
	}
	return url;
};

const PAYPAL_JS = path.join(
	ROOT,
	'node_modules/@paypal/paypal-js/dist/iife/paypal-js.js'
);

/**
 * An access token from the emulator, as the shop's server gets one.
 */
export async function accessToken(): Promise< string > {
	const answer = await fetch( emulator() + '/v1/oauth2/token', {
		method: 'POST',
		headers: {
			Authorization:
				'Basic ' + Buffer.from( 'e2e:secret' ).toString( 'base64' ),
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	} ).then( ( r ) => r.json() );
	return answer.access_token;
}

/**
 * A REST call to the emulator, as the shop's server makes it.
 *
 * @param method HTTP method.
 * @param route  Path.
 * @param body   JSON body.
 */
export async function rest(
	method: string,
	route: string,
	body?: Json
): Promise< Json > {
	const token = await accessToken();
	return fetch( emulator() + route, {
		method,
		headers: {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} ).then( ( r ) => r.json() );
}

/**
 * Creates an order at the emulator, as the shop's server would.
 *
 * @param body  Extra fields of the purchase unit.
 * @param order Extra fields of the order (payment_source…).
 */
export async function createOrder(
	body: Json = {},
	order: Json = {}
): Promise< string > {
	const created = await rest( 'POST', '/v2/checkout/orders', {
		intent: 'CAPTURE',
		purchase_units: [
			{
				amount: { currency_code: 'EUR', value: '120.00' },
				...body,
			},
		],
		...order,
	} );
	return created.id;
}

export const orderState = ( id: string ): Promise< Json > =>
	fetch( `${ emulator() }/__emulator/orders/${ id }` ).then( ( r ) =>
		r.json()
	);

/**
 * Pages of a small loopback server of the test's own: a page served by
 * request interception would count as a public origin for Chromium's
 * local-network checks, and the SDK on loopback would be refused.
 */
const pages = new Map< string, { type: string; body: string } >();
let server: http.Server;
let origin = '';

/** The test pages' origin (after beforeAll). */
export const pageBase = (): string => origin;

/**
 * Registers the hooks that start and stop the test pages' server.
 */
export function serveTestPages(): void {
	test.beforeAll( async () => {
		pages.set( '/paypal-js.js', {
			type: 'application/javascript',
			body: fs.readFileSync( PAYPAL_JS, 'utf8' ),
		} );
		pages.set( '/page.html', {
			type: 'text/html',
			body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>SDK</title>
<script src="/paypal-js.js"></script></head>
<body><div id="messages"></div><div id="buttons"></div>
<div id="card-number"></div><div id="card-expiry"></div><div id="card-cvv"></div></body></html>`,
		} );
		pages.set( '/return.html', {
			type: 'text/html',
			body: '<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Zurück</title></head><body><h1>Zurück im Shop</h1></body></html>',
		} );
		server = http.createServer( ( req, res ) => {
			const found = pages.get(
				new URL( req.url ?? '/', 'http://x' ).pathname
			);
			res.writeHead( found ? 200 : 404, {
				'Content-Type': `${
					found?.type ?? 'text/plain'
				}; charset=utf-8`,
			} );
			res.end( found?.body ?? '' );
		} );
		await new Promise< void >( ( resolve ) =>
			server.listen( 0, '127.0.0.1', resolve )
		);
		origin = `http://127.0.0.1:${
			( server.address() as AddressInfo ).port
		}`;
	} );

	test.afterAll( () => {
		server?.close();
	} );
}

/**
 * Opens an empty page (another origin than the emulator) with paypal-js.
 *
 * @param page Playwright page.
 */
export async function openTestPage( page: Page ): Promise< void > {
	await page.goto( `${ origin }/page.html` );
}

/**
 * Runs loadScript with the emulator as sdkBaseUrl.
 *
 * @param page    Playwright page.
 * @param options loadScript options.
 */
export function load( page: Page, options: Json ) {
	return page.evaluate(
		async ( [ base, opts ] ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			w.events = [];
			const paypal = await w.paypalLoadScript( {
				sdkBaseUrl: base + '/sdk/js',
				...opts,
			} );
			const script = document.querySelector< HTMLScriptElement >(
				'script[src*="/sdk/js"]'
			);
			return {
				keys: Object.keys( paypal ).sort(),
				sources: paypal.getFundingSources(),
				funding: paypal.FUNDING,
				emulator: paypal.__emulator,
				src: script?.src ?? '',
				sameAsNamespace: paypal === w[ opts.dataNamespace ?? 'paypal' ],
			};
		},
		[ emulator(), options ] as const
	);
}

/**
 * The `events` the test page's callbacks pushed (window.events).
 *
 * @param page The test page.
 */
export const sdkEvents = ( page: Page ): Promise< Json[] > =>
	page.evaluate( () => ( window as any ).events ); // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Clicks an SDK button and resolves with its pop-up once it shows the
 * expected page.
 *
 * @param page   The test page.
 * @param button The button.
 * @param url    The pop-up's expected address.
 */
export async function openSdkPopup(
	page: Page,
	button: Locator,
	url: RegExp
): Promise< Page > {
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		button.click(),
	] );
	await popup.waitForURL( url );
	return popup;
}
