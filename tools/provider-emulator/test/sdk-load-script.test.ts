/**
 * The emulator's SDK loaded through `loadScript` of the paypal-js package
 * (sdkBaseUrl = the emulator) honours the script parameters of §7.2: the
 * URL and data attributes paypal-js writes are the ones the emulator reads.
 * jsdom loads no script, so the test does what the emulator's served
 * script does once it arrives — `boot(document.currentScript, base)` — and
 * fires the element's load event. That the emulator serves that URL and the
 * unmodified SDK runs in a real page is the browser's part: every shop
 * spec that pays (tests/e2e/shopper/pay-*.spec.ts).
 */
/**
 * External dependencies
 */
import http from 'node:http';
import { loadScript } from '@paypal/paypal-js';

/**
 * Internal dependencies
 */
import { startEmulator, type Emulator } from '../src/server';
import { boot } from '../src/sdk/browser';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let emulator: Emulator;

beforeAll( async () => {
	emulator = await startEmulator( { port: 0 } );
} );

afterAll( () => emulator.close() );

/**
 * A GET to the in-process emulator (jsdom has no fetch).
 *
 * @param url Absolute URL.
 */
function get( url: string ): Promise< { status: number; text: string } > {
	return new Promise( ( resolve, reject ) => {
		http.get( url, ( res ) => {
			let text = '';
			res.setEncoding( 'utf8' );
			res.on( 'data', ( chunk ) => ( text += chunk ) );
			res.on( 'end', () =>
				resolve( { status: res.statusCode ?? 0, text } )
			);
		} ).on( 'error', reject );
	} );
}

/**
 * Boots each SDK script element paypal-js adds, as the served script does.
 */
function bootScriptsAsTheyArrive(): MutationObserver {
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			for ( const node of Array.from( record.addedNodes ) ) {
				if (
					node instanceof HTMLScriptElement &&
					node.src.includes( '/sdk/js' )
				) {
					boot( node, emulator.url );
					node.dispatchEvent( new Event( 'load' ) );
				}
			}
		}
	} );
	observer.observe( document, { childList: true, subtree: true } );
	return observer;
}

test( 'loads through loadScript and honours the script parameters (§7.2)', async () => {
	const observer = bootScriptsAsTheyArrive();
	const paypal: Any = await loadScript( {
		clientId: 'shop-client',
		currency: 'EUR',
		intent: 'authorize',
		vault: true,
		components: 'buttons,messages,card-fields,hosted-fields',
		enableFunding: 'paylater',
		disableFunding: 'card',
		merchantId: 'MERCHANTA,MERCHANTB',
		dataNamespace: 'vitrinePaypal',
		dataUserIdToken: 'id-token-1',
		dataClientToken: 'client-token-1',
		sdkBaseUrl: emulator.url + '/sdk/js',
	} as Any );
	observer.disconnect();
	const script = document.querySelector< HTMLScriptElement >(
		'script[src*="/sdk/js"]'
	);

	expect( paypal ).toBe( ( window as Any ).vitrinePaypal );
	expect( Object.keys( paypal ).sort() ).toEqual(
		expect.arrayContaining( [
			'Buttons',
			'Messages',
			'CardFields',
			'HostedFields',
			'FUNDING',
			'getFundingSources',
		] )
	);
	// Several merchant ids: '*' in the query, the ids in data-merchant-id.
	expect( script?.src ).toContain( 'merchant-id=*' );
	expect( paypal.__emulator ).toMatchObject( {
		clientId: 'shop-client',
		currency: 'EUR',
		intent: 'authorize',
		vault: true,
		namespace: 'vitrinePaypal',
		merchantIds: [ 'MERCHANTA', 'MERCHANTB' ],
		userIdToken: 'id-token-1',
	} );
	expect( paypal.getFundingSources() ).toEqual( [ 'paypal', 'paylater' ] );
	expect( paypal.FUNDING ).toMatchObject( {
		PAYPAL: 'paypal',
		CARD: 'card',
		PAYLATER: 'paylater',
		VENMO: 'venmo',
	} );
	expect( {
		card: paypal
			.Buttons( { fundingSource: paypal.FUNDING.CARD } )
			.isEligible(),
		paylater: paypal
			.Buttons( { fundingSource: paypal.FUNDING.PAYLATER } )
			.isEligible(),
		hosted: paypal.HostedFields.isEligible(),
	} ).toEqual( { card: false, paylater: true, hosted: true } );
} );

test( 'answers an SDK request without client-id with 400', async () => {
	const response = await get( emulator.url + '/sdk/js?currency=EUR' );
	expect( response.status ).toBe( 400 );
	expect( response.text ).toContain( 'Expected client-id to be passed' );
} );
