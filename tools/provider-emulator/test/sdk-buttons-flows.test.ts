/**
 * The Buttons flows of the emulator's SDK against the in-process emulator:
 * cancelling in the pop-up, capturing on the client with
 * actions.order.capture(), and createSubscription with
 * actions.subscription.create(). jsdom opens no window, so the test plays
 * the pop-up page: it makes the page's call to the emulator (approve or
 * cancel) and posts the page's decision from the emulator's origin. The
 * pop-up page itself is popup-page.test.ts (its script in jsdom).
 */
/**
 * External dependencies
 */
import http from 'node:http';
import v8 from 'node:v8';

/**
 * Internal dependencies
 */
import { PAYER_ID } from '../src/ids';
import { startEmulator, type Emulator } from '../src/server';
import { boot } from '../src/sdk/browser';
import { monthlyPlan } from './harness/emulator';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let emulator: Emulator;
let token = '';
let popup: { closed: boolean; location: { href: string }; close: () => void };

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
): Promise< { ok: boolean; status: number; json: () => Promise< Any > } > {
	return new Promise( ( resolve, reject ) => {
		const req = http.request(
			url,
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

/**
 * What the pop-up page does on a click of its button: the call to the
 * emulator, then its decision posted to the opener.
 *
 * @param call     Path under /__emulator/ the page posts to.
 * @param decision approve or cancel.
 * @param extra    More fields of the decision.
 */
async function popupDecides(
	call: string,
	decision: 'approve' | 'cancel',
	extra: Record< string, unknown > = {}
) {
	const answer = await (
		await request( `${ emulator.url }/__emulator/${ call }`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
		} )
	).json();
	window.dispatchEvent(
		new MessageEvent( 'message', {
			origin: emulator.url,
			data: {
				source: 'vitrine-provider-emulator',
				type: decision,
				...extra,
				...( decision === 'approve'
					? { payerID: answer.payer?.payer_id ?? PAYER_ID }
					: {} ),
			},
		} )
	);
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

/** Clicks the rendered button and waits for the pop-up's address. */
async function clickAndWaitForPopup() {
	document.querySelector< HTMLButtonElement >( '#buttons button' )?.click();
	await until( () => popup.location.href !== '' );
	return new URL( popup.location.href );
}

const createOrder = async () =>
	(
		await rest( 'POST', '/v2/checkout/orders', {
			intent: 'CAPTURE',
			purchase_units: [
				{ amount: { currency_code: 'EUR', value: '120.00' } },
			],
		} )
	).id as string;

const orderState = async ( id: string ) =>
	( await request( `${ emulator.url }/__emulator/orders/${ id }` ) ).json();

beforeAll( async () => {
	// jsdom's globals lack Node's structuredClone, which the emulator's server uses.
	( globalThis as Any ).structuredClone ??= ( value: unknown ) =>
		v8.deserialize( v8.serialize( value ) );
	emulator = await startEmulator( { port: 0 } );
	( window as Any ).fetch = request;
} );

afterAll( () => emulator.close() );

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
	document.head.innerHTML = '';
	document.body.innerHTML = '<div id="buttons"></div>';
} );

test( 'Buttons: cancelling in the pop-up calls onCancel and leaves the order unapproved', async () => {
	const orderId = await createOrder();
	const events: unknown[] = [];
	await sdk( '' )
		.Buttons( {
			fundingSource: 'paypal',
			createOrder: () => orderId,
			onApprove: () => events.push( [ 'approve' ] ),
			onCancel: ( data: Any ) =>
				events.push( [ 'cancel', data.orderID ] ),
		} )
		.render( '#buttons' );

	const opened = await clickAndWaitForPopup();
	expect( opened.pathname ).toBe( '/checkoutnow' );
	expect( opened.searchParams.get( 'token' ) ).toBe( orderId );
	await popupDecides( `orders/${ orderId }/cancel`, 'cancel', {
		orderID: orderId,
	} );

	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'cancel', orderId ] ] );
	expect( ( await orderState( orderId ) ).status ).toBe( 'CREATED' );
} );

test( 'Buttons: the payer cancels in the pop-up (onCancel, the order unapproved), then approves: onApprove gets the order and the payer; the button carries its label and height', async () => {
	const orderId = await createOrder();
	const events: unknown[] = [];
	await sdk( '' )
		.Buttons( {
			style: { shape: 'pill', height: 40, color: 'blue', label: 'pay' },
			onClick: ( data: Any ) =>
				events.push( [ 'click', data.fundingSource ] ),
			createOrder: () => Promise.resolve( orderId ),
			onApprove: ( data: Any ) =>
				events.push( [ 'approve', data.orderID, data.payerID ] ),
			onCancel: ( data: Any ) =>
				events.push( [ 'cancel', data.orderID ] ),
		} )
		.render( '#buttons' );
	const button = document.querySelector< HTMLButtonElement >(
		'#buttons button[data-funding-source="paypal"]'
	);
	expect( button?.textContent ).toBe( 'Mit PayPal bezahlen' );
	expect( button?.style.height ).toBe( '40px' );

	await clickAndWaitForPopup();
	await popupDecides( `orders/${ orderId }/cancel`, 'cancel', {
		orderID: orderId,
	} );
	await until( () => events.length === 2 );
	expect( ( await orderState( orderId ) ).status ).toBe( 'CREATED' );

	popup.location.href = '';
	await clickAndWaitForPopup();
	await popupDecides( `orders/${ orderId }/approve`, 'approve', {
		orderID: orderId,
	} );
	await until( () => events.length === 4 );
	expect( events ).toEqual( [
		[ 'click', 'paypal' ],
		[ 'cancel', orderId ],
		[ 'click', 'paypal' ],
		[ 'approve', orderId, PAYER_ID ],
	] );
	expect( ( await orderState( orderId ) ).status ).toBe( 'APPROVED' );
} );

test( 'Buttons: saving the wallet with createVaultSetupToken is approved in the pop-up: onApprove gets the setup token, APPROVED at the provider (§4.5)', async () => {
	const setup = await rest( 'POST', '/v3/vault/setup-tokens', {
		payment_source: { paypal: { usage_type: 'MERCHANT' } },
	} );
	expect( setup.status ).toBe( 'PAYER_ACTION_REQUIRED' );
	const events: unknown[] = [];
	await sdk( '&vault=true' )
		.Buttons( {
			fundingSource: 'paypal',
			createVaultSetupToken: () => Promise.resolve( setup.id ),
			onApprove: ( data: Any ) =>
				events.push( [ 'approve', data.vaultSetupToken ] ),
		} )
		.render( '#buttons' );

	const opened = await clickAndWaitForPopup();
	expect( opened.pathname ).toBe( '/agreements/approve' );
	expect( opened.searchParams.get( 'approval_session_id' ) ).toBe( setup.id );
	await popupDecides( `setup-tokens/${ setup.id }/approve`, 'approve', {
		vaultSetupToken: setup.id,
	} );
	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'approve', setup.id ] ] );
	expect(
		( await rest( 'GET', `/v3/vault/setup-tokens/${ setup.id }` ) ).status
	).toBe( 'APPROVED' );
} );

test( 'Buttons: with app switch a wallet click leaves the tab for the approval instead of opening a pop-up (§2.5; the round trip’s addresses: sdk-app-switch.test.ts)', async () => {
	const orderId = await createOrder();
	// jsdom does not navigate: it reports the tab's departure instead.
	const reported = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
	await sdk( '' )
		.Buttons( {
			fundingSource: 'paypal',
			appSwitchWhenAvailable: true,
			createOrder: () => orderId,
		} )
		.render( '#buttons' );
	document.querySelector< HTMLButtonElement >( '#buttons button' )?.click();
	await until( () => reported.mock.calls.length > 0 );
	expect( String( reported.mock.calls[ 0 ][ 0 ] ) ).toContain( 'navigation' );
	expect( window.open ).not.toHaveBeenCalled();
	reported.mockRestore();
} );

test( 'Buttons: onApprove captures on the client with actions.order.capture() and reads with get()', async () => {
	const orderId = await createOrder();
	const events: unknown[] = [];
	await sdk( '' )
		.Buttons( {
			createOrder: () => orderId,
			onApprove: async ( _data: Any, actions: Any ) => {
				const before = await actions.order.get();
				const done = await actions.order.capture();
				events.push( [
					before.status,
					done.status,
					done.purchase_units[ 0 ].payments.captures[ 0 ].status,
				] );
			},
		} )
		.render( '#buttons' );

	await clickAndWaitForPopup();
	await popupDecides( `orders/${ orderId }/approve`, 'approve', {
		orderID: orderId,
	} );

	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'APPROVED', 'COMPLETED', 'COMPLETED' ] ] );
	expect( ( await orderState( orderId ) ).status ).toBe( 'COMPLETED' );
} );

test( 'Buttons: createSubscription with actions.subscription.create(); approval makes it ACTIVE', async () => {
	const plan = await rest( 'POST', '/v1/billing/plans', monthlyPlan() );
	const events: Array< [ string, string ] > = [];
	await sdk( '&intent=subscription&vault=true' )
		.Buttons( {
			createSubscription: ( _data: Any, actions: Any ) =>
				actions.subscription.create( { plan_id: plan.id } ),
			onApprove: async ( data: Any, actions: Any ) => {
				const subscription = await actions.subscription.get();
				events.push( [ data.subscriptionID, subscription.status ] );
			},
		} )
		.render( '#buttons' );

	const opened = await clickAndWaitForPopup();
	const id = opened.searchParams.get( 'subscription' ) ?? '';
	expect( id ).toMatch( /^I-/ );
	await popupDecides( `subscriptions/${ id }/approve`, 'approve', {
		subscriptionID: id,
	} );

	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ id, 'ACTIVE' ] ] );
	expect(
		( await rest( 'GET', `/v1/billing/subscriptions/${ id }` ) ).status
	).toBe( 'ACTIVE' );
} );
