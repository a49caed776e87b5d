/* @jest-environment node */
/**
 * The emulator's pop-up page (GET /checkoutnow, /agreements/approve) as the
 * payer sees it, its own script run in jsdom against the in-process
 * emulator: what it shows, what it posts to the opener (the shop's page,
 * whose SDK side is sdk-buttons-flows.test.ts and sdk-shipping.test.ts),
 * where it sends the tab when there is no opener (a payer-action link, app
 * switch: §2.5), and the shipping changes the shop accepts or rejects
 * (§4.8). The page's navigations are recorded instead of followed.
 */
/**
 * External dependencies
 */
import { JSDOM } from 'jsdom';

/**
 * Internal dependencies
 */
import { PAYER_ID } from '../src/ids';
import { emulatorHarness, type Json } from './harness/emulator';

// jsdom windows of their own and the in-process emulator: slower than a unit.
jest.setTimeout( 30_000 );

const harness = emulatorHarness();
const { call } = harness;

const SHOP = 'http://shop.test';
const EUR = ( value: string ) => ( { currency_code: 'EUR', value } );

/** The pop-up page opened, with what it said and where it went. */
interface Popup {
	/** An element of the page by id. */
	$: ( id: string ) => HTMLElement;
	/** Messages posted to the opener. */
	said: Json[];
	/** Addresses the page sent its tab to. */
	went: string[];
	/** Whether the page closed itself. */
	closed: () => boolean;
	/** The shop's answer to the last shipping change. */
	answer: ( ok: boolean, message?: string ) => void;
	/** Clicks an element. */
	click: ( id: string ) => void;
	/** The page's window. */
	window: Json;
}

/**
 * Opens the pop-up page at a path of the emulator.
 *
 * @param path   Path and query (the SDK's origin is added).
 * @param opener Whether a shop's page opened it (else: a redirect or app switch tab).
 */
async function openPage( path: string, opener = true ): Promise< Popup > {
	const base = harness.emulator().url;
	const url = new URL( base + path );
	url.searchParams.set( 'origin', SHOP );
	const html = await ( await fetch( url ) ).text();
	const dom = new JSDOM( html, {
		url: url.href,
		runScripts: 'outside-only',
	} );
	const win = dom.window as unknown as Json;
	const said: Json[] = [];
	const went: string[] = [];
	let closed = false;
	win.fetch = ( input: string, init?: RequestInit ) =>
		fetch( new URL( input, base ), init );
	const self = new Proxy( win, {
		get( target, name ) {
			if ( name === 'opener' ) {
				return opener
					? {
							postMessage: ( data: Json, origin: string ) =>
								said.push( { ...data, to: origin } ),
					  }
					: null;
			}
			if ( name === 'close' ) {
				return () => ( closed = true );
			}
			const value = target[ name as string ];
			return typeof value === 'function' ? value.bind( target ) : value;
		},
	} );
	const location = {
		search: url.search,
		set href( next: string ) {
			went.push( next );
		},
	};
	const script =
		dom.window.document.querySelector( 'script' )?.textContent ?? '';
	win.eval( `(function (window, location) {\n${ script }\n})` )(
		self,
		location
	);
	const $ = ( id: string ) =>
		dom.window.document.getElementById( id ) as HTMLElement;
	return {
		$,
		said,
		went,
		closed: () => closed,
		answer: ( ok, message ) =>
			win.dispatchEvent(
				new win.MessageEvent( 'message', {
					data: {
						source: 'vitrine-provider-emulator',
						type: 'shipping-result',
						ok,
						message,
					},
				} )
			),
		click: ( id ) => $( id ).click(),
		window: win,
	};
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

/**
 * A wallet order at the emulator, as the shop's server creates it.
 *
 * @param unit More of the purchase unit (shipping…).
 * @param top  More of the order (payment_source…).
 */
async function createOrder( unit: Json = {}, top: Json = {} ) {
	const created = await call( 'POST', '/v2/checkout/orders', {
		intent: 'CAPTURE',
		purchase_units: [ { amount: EUR( '120.00' ), ...unit } ],
		...top,
	} );
	return created.body as Json;
}

/**
 * The order at the emulator.
 *
 * @param id Order id.
 */
const orderState = async ( id: string ) =>
	( await call( 'GET', `/v2/checkout/orders/${ id }` ) ).body;

/**
 * The shipping radio of an option.
 *
 * @param popup The page.
 * @param id    Option id.
 */
const radio = ( popup: Popup, id: string ) =>
	popup.window.document.querySelector(
		`input[name=shipping][value="${ id }"]`
	) as HTMLInputElement;

describe( 'the pop-up page of a wallet order', () => {
	it( 'shows the order’s total; cancelling posts cancel to the opener and leaves the order unapproved; approving posts the payer and closes', async () => {
		const order = await createOrder();
		const cancelled = await openPage( `/checkoutnow?token=${ order.id }` );
		await until( () =>
			cancelled.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		cancelled.click( 'cancel' );
		await until( () => cancelled.closed() );
		expect( cancelled.said ).toEqual( [
			{
				source: 'vitrine-provider-emulator',
				type: 'cancel',
				orderID: order.id,
				to: SHOP,
			},
		] );
		expect( ( await orderState( order.id ) ).status ).toBe( 'CREATED' );

		const approved = await openPage( `/checkoutnow?token=${ order.id }` );
		await until( () =>
			approved.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		approved.click( 'approve' );
		await until( () => approved.closed() );
		expect( approved.said ).toEqual( [
			expect.objectContaining( {
				type: 'approve',
				orderID: order.id,
				payerID: PAYER_ID,
				to: SHOP,
			} ),
		] );
		expect( ( await orderState( order.id ) ).status ).toBe( 'APPROVED' );
	} );

	it( 'a shipping option the shop rejects shows its message and the previous option stays; an accepted one shows the total the shop’s server patched, and the approval keeps it (§4.8)', async () => {
		const option = ( id: string, value: string, selected = false ) => ( {
			id,
			label: id,
			type: 'SHIPPING',
			selected,
			amount: EUR( value ),
		} );
		const order = await createOrder( {
			shipping: {
				options: [
					option( 'std', '4.90', true ),
					option( 'express', '9.90' ),
					option( 'moon', '99.00' ),
				],
			},
		} );
		const popup = await openPage( `/checkoutnow?token=${ order.id }` );
		await until( () => !! radio( popup, 'moon' ) );
		expect( radio( popup, 'std' ).checked ).toBe( true );

		radio( popup, 'moon' ).click();
		await until( () => popup.said.length === 1 );
		expect( popup.said[ 0 ] ).toMatchObject( {
			type: 'shipping-option',
			orderID: order.id,
			option: { id: 'moon' },
		} );
		popup.answer( false, 'Diese Versandart ist leider nicht verfügbar.' );
		expect( popup.$( 'error' ).textContent ).toBe(
			'Diese Versandart ist leider nicht verfügbar.'
		);
		expect( radio( popup, 'std' ).checked ).toBe( true );
		expect( radio( popup, 'moon' ).checked ).toBe( false );

		// The shop's server patches the order before it answers (update_shipping).
		await call( 'PATCH', `/v2/checkout/orders/${ order.id }`, [
			{
				op: 'replace',
				path: "/purchase_units/@reference_id=='default'/amount",
				value: EUR( '129.90' ),
			},
		] );
		radio( popup, 'express' ).click();
		await until( () => popup.said.length === 2 );
		popup.answer( true );
		await until( () =>
			popup.$( 'summary' ).textContent!.includes( '129.90 EUR' )
		);
		expect( popup.$( 'error' ).textContent ).toBe( '' );

		popup.click( 'approve' );
		await until( () => popup.closed() );
		const state = await orderState( order.id );
		expect( state.status ).toBe( 'APPROVED' );
		expect(
			state.purchase_units[ 0 ].shipping.options.find(
				( o: Json ) => o.selected
			).id
		).toBe( 'express' );
		expect( state.purchase_units[ 0 ].amount.value ).toBe( '129.90' );
	} );

	it( 'an address change posts the partial address and the amount; one the shop rejects shows its message and keeps the previous address (§4.8)', async () => {
		const order = await createOrder( {
			shipping: { name: { full_name: 'Erika Mustermann' } },
		} );
		const popup = await openPage( `/checkoutnow?token=${ order.id }` );
		await until( () => ! popup.$( 'address' ).hidden );
		const select = popup.$( 'address-select' ) as HTMLSelectElement;
		select.value = '1';
		select.dispatchEvent( new popup.window.Event( 'change' ) );
		await until( () => popup.said.length === 1 );
		expect( popup.said[ 0 ] ).toMatchObject( {
			type: 'shipping-address',
			orderID: order.id,
			amount: EUR( '120.00' ),
			address: {
				city: 'Wien',
				state: 'W',
				postalCode: '1010',
				countryCode: 'AT',
			},
		} );
		// Partial, as the provider documents: never the street.
		expect( Object.keys( popup.said[ 0 ].address ).sort() ).toEqual( [
			'city',
			'countryCode',
			'postalCode',
			'state',
		] );
		popup.answer(
			false,
			'In dieses Land können wir leider nicht liefern.'
		);
		expect( popup.$( 'error' ).textContent ).toBe(
			'In dieses Land können wir leider nicht liefern.'
		);
		expect( select.value ).toBe( '0' );

		popup.click( 'approve' );
		await until( () => popup.closed() );
		expect(
			( await orderState( order.id ) ).purchase_units[ 0 ].shipping
				.address
		).toMatchObject( { admin_area_2: 'Köln', country_code: 'DE' } );
	} );
} );

describe( 'the pop-up page without an opener', () => {
	it( 'a payer-action link sends the payer back to the order’s return_url with token and PayerID, or to its cancel_url', async () => {
		const top = {
			payment_source: {
				paypal: {
					experience_context: {
						return_url: `${ SHOP }/return.html`,
						cancel_url: `${ SHOP }/return.html?abgebrochen=1`,
					},
				},
			},
		};
		const order = await createOrder( {}, top );
		expect( order.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		const action = new URL(
			order.links.find( ( l: Json ) => l.rel === 'payer-action' ).href
		);
		const approved = await openPage(
			action.pathname + action.search,
			false
		);
		await until( () =>
			approved.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		approved.click( 'approve' );
		await until( () => approved.went.length > 0 );
		const back = new URL( approved.went[ 0 ] );
		expect( back.origin + back.pathname ).toBe( `${ SHOP }/return.html` );
		expect( back.searchParams.get( 'token' ) ).toBe( order.id );
		expect( back.searchParams.get( 'PayerID' ) ).toBe( PAYER_ID );
		expect( ( await orderState( order.id ) ).status ).toBe( 'APPROVED' );

		const other = await createOrder( {}, top );
		const cancelled = await openPage(
			`/checkoutnow?token=${ other.id }`,
			false
		);
		await until( () =>
			cancelled.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		cancelled.click( 'cancel' );
		await until( () => cancelled.went.length > 0 );
		expect( cancelled.went[ 0 ] ).toBe(
			`${ SHOP }/return.html?abgebrochen=1&token=${ other.id }`
		);
	} );

	it( 'app switch: approving sends the tab to the page’s #onApprove with the payer; cancelling to #onCancel, the order unapproved (§2.5)', async () => {
		const order = await createOrder();
		const back = ( kind: string ) =>
			`${ SHOP }/page.html?produkt=tasse#${ kind }?token=${ order.id }&button_session_id=uid_1&switch_initiated_time=1`;
		const query = ( kind: string ) =>
			`/checkoutnow?token=${
				order.id
			}&switch_approve=${ encodeURIComponent(
				back( 'onApprove' )
			) }&switch_cancel=${ encodeURIComponent(
				back( 'onCancel' )
			) }#${ kind }`;

		const cancelled = await openPage( query( 'c' ), false );
		await until( () =>
			cancelled.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		cancelled.click( 'cancel' );
		await until( () => cancelled.went.length > 0 );
		expect( cancelled.went ).toEqual( [ back( 'onCancel' ) ] );
		expect( ( await orderState( order.id ) ).status ).toBe( 'CREATED' );

		const approved = await openPage( query( 'a' ), false );
		await until( () =>
			approved.$( 'summary' ).textContent!.includes( '120.00 EUR' )
		);
		approved.click( 'approve' );
		await until( () => approved.went.length > 0 );
		expect( approved.went ).toEqual( [
			`${ back( 'onApprove' ) }&PayerID=${ PAYER_ID }`,
		] );
		expect( ( await orderState( order.id ) ).status ).toBe( 'APPROVED' );
	} );
} );

describe( 'the pop-up page of other approvals', () => {
	it( 'saving a wallet: the page says so, and approving approves the setup token and posts it (§4.5)', async () => {
		const setup = await call( 'POST', '/v3/vault/setup-tokens', {
			payment_source: { paypal: { usage_type: 'MERCHANT' } },
		} );
		const popup = await openPage(
			`/agreements/approve?approval_session_id=${ setup.body.id }`
		);
		expect( popup.$( 'summary' ).textContent ).toBe(
			'Zahlungsart für spätere Zahlungen speichern.'
		);
		popup.click( 'approve' );
		await until( () => popup.closed() );
		expect( popup.said ).toEqual( [
			expect.objectContaining( {
				type: 'approve',
				vaultSetupToken: setup.body.id,
			} ),
		] );
		expect(
			( await call( 'GET', `/v3/vault/setup-tokens/${ setup.body.id }` ) )
				.body.status
		).toBe( 'APPROVED' );
	} );

	it( 'the 3-D Secure window: confirming shifts the liability, failing it reports authentication N (§5.4)', async () => {
		const attach = async () => {
			const order = await createOrder();
			const attached = await call(
				'POST',
				`/sdk/orders/${ order.id }/card`,
				{
					number: '4000000000003220',
					expiry: '2030-12',
					verification: 'SCA_ALWAYS',
				}
			);
			expect( attached.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
			return order.id as string;
		};
		const result = async ( id: string ) =>
			( await orderState( id ) ).payment_source.card
				.authentication_result;

		const passed = await attach();
		const confirm = await openPage(
			`/checkoutnow?token=${ passed }&flow=3ds`
		);
		expect( confirm.$( 'approve' ).textContent ).toBe( 'Bestätigen' );
		confirm.click( 'approve' );
		await until( () => confirm.closed() );
		expect( ( await result( passed ) ).liability_shift ).toBe( 'POSSIBLE' );

		const failed = await attach();
		const fail = await openPage(
			`/checkoutnow?token=${ failed }&flow=3ds`
		);
		expect( fail.$( 'cancel' ).textContent ).toBe(
			'Bestätigung fehlschlagen lassen'
		);
		fail.click( 'cancel' );
		await until( () => fail.closed() );
		expect( await result( failed ) ).toMatchObject( {
			liability_shift: 'NO',
			three_d_secure: { authentication_status: 'N' },
		} );
	} );
} );
