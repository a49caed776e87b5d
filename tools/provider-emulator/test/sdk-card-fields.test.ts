/**
 * CardFields and the legacy HostedFields of the emulator's SDK against the
 * in-process emulator (§4.10, §5.4): the shop's page only hears the
 * fields' states, the card goes from the fields' frames to the emulator,
 * submit() attaches it to the order and reports the liability shift, the
 * 3-D Secure card asks for its challenge in the pop-up. jsdom loads no
 * frame, so each field's frame is the emulator's own card-field page (its
 * script, cardField()) run in a jsdom window of its own, wired to this page
 * by postMessage as the browser would; the pop-up is played as in
 * sdk-buttons-flows.test.ts, its page is popup-page.test.ts. The field's
 * page serves the SDK's browser bundle, which `npm run build:emulator`
 * makes (the build runs before the unit tests in `npm test`).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import http from 'node:http';
import nodePath from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import v8 from 'node:v8';
import type { JSDOM } from 'jsdom';

/**
 * Internal dependencies
 */
import { startEmulator, type Emulator } from '../src/server';
import { boot } from '../src/sdk/browser';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

// jsdom windows of their own and the in-process emulator: slower than a unit.
jest.setTimeout( 30_000 );

let emulator: Emulator;
let token = '';
let popup: { closed: boolean; location: { href: string }; close: () => void };
/** The fields' frames by their title. */
let frames: Record< string, JSDOM > = {};
/** jsdom's constructor, loaded once the test window has what it needs. */
let Dom: typeof JSDOM;

/**
 * An HTTP call to the in-process emulator (jsdom has no fetch).
 *
 * @param url          Absolute URL.
 * @param init         Method, headers and body.
 * @param init.method  HTTP method (GET when absent).
 * @param init.headers Request headers.
 * @param init.body    Request body.
 */
function request(
	url: string,
	init: { method?: string; headers?: Any; body?: string } = {}
): Promise< {
	ok: boolean;
	status: number;
	json: () => Promise< Any >;
	text: () => Promise< string >;
} > {
	return new Promise( ( resolve, reject ) => {
		const req = http.request(
			new URL( url, emulator.url ),
			{ method: init.method ?? 'GET', headers: init.headers ?? {} },
			( res ) => {
				let text = '';
				res.setEncoding( 'utf8' );
				res.on( 'data', ( chunk ) => ( text += chunk ) );
				res.on( 'end', () => {
					const status = res.statusCode ?? 0;
					resolve( {
						ok: status >= 200 && status < 300,
						status,
						json: async () => ( text ? JSON.parse( text ) : {} ),
						text: async () => text,
					} );
				} );
			}
		);
		req.on( 'error', reject );
		req.end( init.body );
	} );
}

/**
 * A REST call as the shop's server makes it.
 *
 * @param method HTTP method.
 * @param path   Path.
 * @param body   JSON body.
 */
async function rest( method: string, path: string, body?: unknown ) {
	const answer = await request( emulator.url + path, {
		method,
		headers: {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return answer.json();
}

/** An order of 120 € at the emulator, as the shop's server creates it. */
const createOrder = async () =>
	(
		await rest( 'POST', '/v2/checkout/orders', {
			intent: 'CAPTURE',
			purchase_units: [
				{ amount: { currency_code: 'EUR', value: '120.00' } },
			],
		} )
	).id as string;

/**
 * The order at the emulator.
 *
 * @param id Order id.
 */
const orderState = async ( id: string ) =>
	( await request( `${ emulator.url }/__emulator/orders/${ id }` ) ).json();

/**
 * Waits until a check holds.
 *
 * @param check What to wait for.
 */
async function until( check: () => boolean ) {
	for ( let i = 0; i < 400 && ! check(); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
	}
	expect( check() ).toBe( true );
}

/**
 * A message event with data and source, for listeners that check both.
 *
 * @param win    Window the event is for.
 * @param data   Its data.
 * @param source Its source.
 */
function messageEvent( win: Any, data: unknown, source: unknown ) {
	const event = new win.Event( 'message' );
	Object.defineProperty( event, 'data', { value: data } );
	Object.defineProperty( event, 'source', { value: source } );
	return event;
}

/**
 * Runs the emulator's card-field page of an iframe the SDK made in a jsdom
 * window of its own: the page's script answers this page's messages and
 * posts the field's state here, from the emulator's origin.
 *
 * @param frame The iframe.
 */
async function runFrame( frame: HTMLIFrameElement ) {
	const html = await ( await request( frame.src ) ).text();
	const dom = new Dom( html, {
		url: frame.src,
		runScripts: 'outside-only',
	} );
	const win = dom.window as Any;
	const parent = {
		postMessage: ( data: unknown ) =>
			window.dispatchEvent(
				new MessageEvent( 'message', { origin: emulator.url, data } )
			),
	};
	win.fetch = ( url: string, init: Any ) =>
		request( new URL( url, emulator.url ).href, init );
	const self = new Proxy( win, {
		get( target, name ) {
			if ( name === 'parent' ) {
				return parent;
			}
			const value = target[ name as string ];
			return typeof value === 'function' ? value.bind( target ) : value;
		},
	} );
	Object.defineProperty( frame, 'contentWindow', {
		value: {
			postMessage: ( data: unknown ) =>
				win.dispatchEvent( messageEvent( win, data, parent ) ),
			close: () => win.close(),
		},
	} );
	const script =
		dom.window.document.querySelector( 'script' )?.textContent ?? '';
	win.eval( `(function (window) {\n${ script }\n})` )( self );
	frames[ frame.title ] = dom;
	frame.dispatchEvent( new Event( 'load' ) );
}

/** Runs the frames the SDK has made so far and not yet run. */
async function runFrames() {
	for ( const frame of Array.from(
		document.querySelectorAll< HTMLIFrameElement >( 'iframe' )
	) ) {
		if ( ! frames[ frame.title ] ) {
			await runFrame( frame );
		}
	}
}

/**
 * Types into a field's frame as the payer does.
 *
 * @param title The field's title.
 * @param value What is typed.
 */
function type( title: string, value: string ) {
	const win = frames[ title ].window;
	const input = win.document.querySelector( 'input' ) as HTMLInputElement;
	input.value = value;
	input.dispatchEvent( new win.Event( 'input' ) );
}

/**
 * Boots the SDK with these script parameters.
 *
 * @param query The script's query.
 */
function sdk( query: string ): Any {
	const script = document.createElement( 'script' );
	script.src = `${ emulator.url }/sdk/js?client-id=c&currency=EUR${ query }`;
	document.head.append( script );
	boot( script, emulator.url );
	return ( window as Any ).paypal;
}

/**
 * Renders the newer card fields for an order and types a card.
 *
 * @param number Test card number.
 * @param events Where onApprove and onError report.
 */
async function cardFieldsWith( number: string, events: unknown[] ) {
	const orderId = await createOrder();
	const cardFields = sdk( '&components=card-fields' ).CardFields( {
		createOrder: () => Promise.resolve( orderId ),
		onApprove: ( data: Any ) =>
			events.push( [ 'approve', data.orderID, data.liabilityShift ] ),
		onError: ( error: Error ) => events.push( [ 'error', error.message ] ),
	} );
	const rendered = [
		cardFields.NumberField().render( '#card-number' ),
		cardFields.ExpiryField().render( '#card-expiry' ),
		cardFields.CVVField().render( '#card-cvv' ),
	];
	await runFrames();
	await Promise.all( rendered );
	expect( ( await cardFields.getState() ).isFormValid ).toBe( false );
	type( 'Kartennummer', number );
	type( 'MM/JJ', '12/30' );
	type( 'Prüfnummer', '123' );
	expect( ( await cardFields.getState() ).isFormValid ).toBe( true );
	// The fields are frames of the emulator's origin: the shop's page never
	// holds the card number.
	expect(
		document
			.querySelector( 'iframe[title="Kartennummer"]' )
			?.getAttribute( 'src' )
	).toMatch( new RegExp( `^${ emulator.url }/sdk/card-field\\?` ) );
	expect( document.documentElement.outerHTML ).not.toContain( number );
	return { orderId, cardFields };
}

beforeAll( async () => {
	// jsdom's globals lack Node's structuredClone, which the emulator's server uses.
	( globalThis as Any ).structuredClone ??= ( value: unknown ) =>
		v8.deserialize( v8.serialize( value ) );
	// …and the encoders jsdom itself needs, for the frames' windows.
	( globalThis as Any ).TextEncoder ??= TextEncoder;
	( globalThis as Any ).TextDecoder ??= TextDecoder;
	Dom = ( await import( 'jsdom' ) ).JSDOM;
	// Run from src/, the emulator looks for the bundle beside it: it is in dist/.
	const built = nodePath.join( __dirname, '..', 'dist', 'sdk', 'bundle.js' );
	if ( ! fs.existsSync( built ) ) {
		throw new Error( `${ built } is missing: npm run build:emulator` );
	}
	const read = fs.readFileSync;
	jest.spyOn( fs, 'readFileSync' ).mockImplementation( ( (
		file: fs.PathOrFileDescriptor,
		options?: Any
	) =>
		read(
			String( file ).endsWith(
				nodePath.join( 'src', 'sdk', 'bundle.js' )
			)
				? built
				: file,
			options
		) ) as typeof fs.readFileSync );
	emulator = await startEmulator( { port: 0 } );
	( window as Any ).fetch = request;
} );

afterAll( () => {
	jest.restoreAllMocks();
	return emulator.close();
} );

beforeEach( async () => {
	emulator.state.reset();
	token = (
		await (
			await request( emulator.url + '/v1/oauth2/token', {
				method: 'POST',
				headers: {
					Authorization:
						'Basic ' + Buffer.from( 'c:s' ).toString( 'base64' ),
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: 'grant_type=client_credentials',
			} )
		).json()
	).access_token;
	popup = { closed: false, location: { href: '' }, close: jest.fn() };
	window.open = jest.fn( () => popup ) as Any;
	Object.values( frames ).forEach( ( frame ) => frame.window.close() );
	frames = {};
	document.head.innerHTML = '';
	document.body.innerHTML =
		'<div id="card-number"></div><div id="card-expiry"></div><div id="card-cvv"></div>';
} );

test( 'CardFields: a valid card without contingency is approved, no liability shift, the card at the provider from its frames (§4.10)', async () => {
	const events: unknown[] = [];
	const { orderId, cardFields } = await cardFieldsWith(
		'4111111111111111',
		events
	);
	await cardFields.submit( { contingencies: [] } );
	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'approve', orderId, 'NO' ] ] );
	const state = await orderState( orderId );
	expect( state.status ).toBe( 'APPROVED' );
	expect( state.payment_source.card.last_digits ).toBe( '1111' );
	expect( window.open ).not.toHaveBeenCalled();
} );

test( 'CardFields: the 3-D Secure card asks for the challenge in the pop-up; passed, the liability shifts (§3.11 contingency, §5.4)', async () => {
	const events: unknown[] = [];
	const { orderId, cardFields } = await cardFieldsWith(
		'4000000000003220',
		events
	);
	const submitted = cardFields.submit( { contingencies: [ 'SCA_ALWAYS' ] } );
	await until( () => popup.location.href !== '' );
	const challenge = new URL( popup.location.href );
	expect( challenge.pathname ).toBe( '/checkoutnow' );
	expect( challenge.searchParams.get( 'flow' ) ).toBe( '3ds' );
	expect( challenge.searchParams.get( 'token' ) ).toBe( orderId );
	// The window's "Bestätigen": its call, then its decision posted here.
	await request( `${ emulator.url }/__emulator/orders/${ orderId }/approve`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: '{}',
	} );
	window.dispatchEvent(
		new MessageEvent( 'message', {
			origin: emulator.url,
			data: {
				source: 'vitrine-provider-emulator',
				type: 'approve',
				orderID: orderId,
			},
		} )
	);
	await submitted;
	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'approve', orderId, 'POSSIBLE' ] ] );
	const state = await orderState( orderId );
	expect( state.status ).toBe( 'APPROVED' );
	expect( state.payment_source.card.last_digits ).toBe( '3220' );
} );

test( 'HostedFields (legacy): the card type reaches the page as events, never the values; the state is valid and submit approves with no liability shift', async () => {
	const orderId = await createOrder();
	const script = document.createElement( 'script' );
	script.src = `${ emulator.url }/sdk/js?client-id=c&currency=EUR&components=hosted-fields`;
	script.setAttribute( 'data-client-token', 'client-token' );
	document.head.append( script );
	boot( script, emulator.url );
	const paypal = ( window as Any ).paypal;
	expect( paypal.HostedFields.isEligible() ).toBe( true );
	const types: string[] = [];
	const rendering = paypal.HostedFields.render( {
		createOrder: () => Promise.resolve( orderId ),
		fields: {
			number: { selector: '#card-number', placeholder: 'Kartennummer' },
			cvv: { selector: '#card-cvv', placeholder: 'Prüfnummer' },
			expirationDate: { selector: '#card-expiry', placeholder: 'MM/JJ' },
		},
	} );
	await runFrames();
	const hosted = await rendering;
	hosted.on( 'cardTypeChange', ( event: Any ) =>
		types.push( event.cards.map( ( c: Any ) => c.type ).join() )
	);
	type( 'Kartennummer', '378282246310005' );
	type( 'MM/JJ', '11/31' );
	type( 'Prüfnummer', '1234' );
	await until( () => types.includes( 'american-express' ) );
	const state = await hosted.getState();
	expect( state.cards[ 0 ].type ).toBe( 'american-express' );
	expect(
		Object.values( state.fields ).every( ( f: Any ) => f.isValid )
	).toBe( true );
	expect( document.documentElement.outerHTML ).not.toContain(
		'378282246310005'
	);
	expect( await hosted.submit( { contingencies: [] } ) ).toMatchObject( {
		orderId,
		liabilityShift: 'NO',
	} );
	expect( ( await orderState( orderId ) ).payment_source.card.brand ).toBe(
		'AMEX'
	);
} );
