/**
 * The emulator's SDK under @paypal/react-paypal-js, unmodified:
 * PayPalScriptProvider loads it (its script marked as react-paypal-js's),
 * PayPalMessages and PayPalButtons render the emulator's components, and a
 * payer's approval posted by the pop-up reaches the component's onApprove.
 * jsdom loads no script and opens no window: the test boots the SDK from
 * the element react-paypal-js adds, as the served script does, and posts
 * the pop-up's decision from the emulator's origin. The pop-up page itself
 * is popup-page.test.ts; in a real browser, the shop's pay-*.spec.ts.
 */
/**
 * External dependencies
 */
import {
	PayPalButtons,
	PayPalMessages,
	PayPalScriptProvider,
} from '@paypal/react-paypal-js';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Internal dependencies
 */
import { PAYER_ID } from '../src/ids';
import { boot } from '../src/sdk/browser';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const BASE = 'http://127.0.0.1:9';
const ORDER = 'ORDER-REACT-1';

/**
 * Waits until a check holds, letting React and the SDK's promises run.
 *
 * @param check What to wait for.
 */
async function until( check: () => boolean ) {
	for ( let i = 0; i < 200 && ! check(); i++ ) {
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 5 ) )
		);
	}
	expect( check() ).toBe( true );
}

test( 'renders and approves through @paypal/react-paypal-js', async () => {
	( globalThis as Any ).IS_REACT_ACT_ENVIRONMENT = true;
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			for ( const node of Array.from( record.addedNodes ) ) {
				if (
					node instanceof HTMLScriptElement &&
					node.src.startsWith( BASE + '/sdk/js' )
				) {
					boot( node, BASE );
					node.dispatchEvent( new Event( 'load' ) );
				}
			}
		}
	} );
	observer.observe( document, { childList: true, subtree: true } );
	const popup = { closed: false, location: { href: '' }, close: jest.fn() };
	window.open = jest.fn( () => popup ) as Any;
	const events: unknown[] = [];
	document.body.innerHTML = '<div id="root"></div>';

	await act( async () => {
		createRoot( document.getElementById( 'root' ) as HTMLElement ).render(
			<PayPalScriptProvider
				options={ {
					clientId: 'react-client',
					currency: 'EUR',
					components: 'buttons,messages',
					sdkBaseUrl: BASE + '/sdk/js',
				} }
			>
				<PayPalMessages amount={ 120 } placement="product" />
				<PayPalButtons
					style={ { shape: 'pill', height: 40, color: 'blue' } }
					createOrder={ () => Promise.resolve( ORDER ) }
					onApprove={ ( data ) => {
						events.push( [ 'approve', data.orderID ] );
						return Promise.resolve();
					} }
					onCancel={ ( data ) => {
						events.push( [ 'cancel', data.orderID ] );
					} }
				/>
			</PayPalScriptProvider>
		);
	} );

	await until(
		() =>
			!! document.querySelector( 'button[data-funding-source="paypal"]' )
	);
	observer.disconnect();
	expect(
		document.querySelectorAll(
			'script[data-js-sdk-library="react-paypal-js"]'
		)
	).toHaveLength( 1 );
	expect(
		document.querySelector( '.vitrine-emulator-message' )?.textContent
	).toContain( 'Später bezahlen mit PayPal: 120,00' );

	await act( async () => {
		document
			.querySelector< HTMLButtonElement >(
				'button[data-funding-source="paypal"]'
			)
			?.click();
	} );
	await until( () => popup.location.href !== '' );
	const opened = new URL( popup.location.href );
	expect( opened.origin + opened.pathname ).toBe( BASE + '/checkoutnow' );
	expect( opened.searchParams.get( 'token' ) ).toBe( ORDER );

	// The pop-up's approval, posted from the emulator's origin.
	await act( async () => {
		window.dispatchEvent(
			new MessageEvent( 'message', {
				origin: BASE,
				data: {
					source: 'vitrine-provider-emulator',
					type: 'approve',
					orderID: ORDER,
					payerID: PAYER_ID,
				},
			} )
		);
	} );
	await until( () => events.length > 0 );
	expect( events ).toEqual( [ [ 'approve', ORDER ] ] );
} );
