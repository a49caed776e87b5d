/**
 * Contract tests of the emulator's JS SDK: it must load, unmodified,
 * through `loadScript` of the paypal-js package (sdkBaseUrl) and the
 * components of react-paypal-js, honour the script parameters of §7.2, and run
 * the pop-up flows (approve, cancel, 3-D Secure; shipping changes and app
 * switch: provider-sdk-shipping.spec.ts).
 *
 * The test pages come from a loopback server of the spec's own, another
 * origin than the emulator, so the SDK runs cross-origin as it would with
 * the provider. Which script parameters the SDK honours and the 400 for a
 * script without client-id are proven without a browser:
 * tools/provider-emulator/test/sdk-load-script.test.ts; the pay-later
 * message's text and range: sdk-messages.test.ts beside it; rendering and
 * approving through @paypal/react-paypal-js: sdk-react.test.tsx; cancelling,
 * capturing with actions.order.capture() and createSubscription:
 * sdk-buttons-flows.test.ts (the in-process emulator, the pop-up played).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	accessToken,
	createOrder,
	emulator,
	type Json,
	load,
	openSdkPopup,
	openTestPage,
	orderState,
	pageBase,
	rest,
	sdkEvents,
	serveTestPages,
} from './provider-sdk/harness';

serveTestPages();

test.describe( 'Provider SDK emulator', () => {
	test( 'Buttons: the payer cancels in the pop-up (onCancel, the order unapproved), then approves: onApprove gets the order', async ( {
		page,
	} ) => {
		const orderId = await createOrder();
		await openTestPage( page );
		await load( page, { clientId: 'c', currency: 'EUR' } );
		await page.evaluate( ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			return w.paypal
				.Buttons( {
					style: {
						shape: 'pill',
						height: 40,
						color: 'blue',
						label: 'pay',
					},
					onClick: ( data: Json ) =>
						w.events.push( [ 'click', data.fundingSource ] ),
					createOrder: () => Promise.resolve( id ),
					onApprove: ( data: Json ) =>
						w.events.push( [
							'approve',
							data.orderID,
							data.payerID,
						] ),
					onCancel: ( data: Json ) =>
						w.events.push( [ 'cancel', data.orderID ] ),
				} )
				.render( '#buttons' );
		}, orderId );
		const button = page.locator(
			'#buttons button[data-funding-source="paypal"]'
		);
		await expect( button ).toHaveText( 'Mit PayPal bezahlen' );
		await expect( button ).toHaveCSS( 'height', '40px' );
		// The real pop-up page's cancel, posted to the opener across origins.
		const cancelled = await openSdkPopup( page, button, /checkoutnow/ );
		await cancelled.getByRole( 'button', { name: 'Abbrechen' } ).click();
		await expect
			.poll( () => sdkEvents( page ) )
			.toEqual( [
				[ 'click', 'paypal' ],
				[ 'cancel', orderId ],
			] );
		expect( ( await orderState( orderId ) ).status ).toBe( 'CREATED' );

		const popup = await openSdkPopup(
			page,
			button,
			/\/checkoutnow\?token=/
		);
		await expect( popup.locator( '#summary' ) ).toContainText(
			'120.00 EUR'
		);
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await expect
			.poll( () => sdkEvents( page ) )
			.toEqual( [
				[ 'click', 'paypal' ],
				[ 'cancel', orderId ],
				[ 'click', 'paypal' ],
				[ 'approve', orderId, 'QYR5Z8XDVJNXQ' ],
			] );
		expect( ( await orderState( orderId ) ).status ).toBe( 'APPROVED' );
	} );

	test( 'Buttons: saving the wallet with createVaultSetupToken is approved in the pop-up (§4.5)', async ( {
		page,
	} ) => {
		const token = await accessToken();
		const setup = await fetch( emulator() + '/v3/vault/setup-tokens', {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ token }`,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify( {
				payment_source: { paypal: { usage_type: 'MERCHANT' } },
			} ),
		} ).then( ( r ) => r.json() );
		expect( setup.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		await openTestPage( page );
		await load( page, { clientId: 'c', currency: 'EUR', vault: true } );
		await page.evaluate( ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			return w.paypal
				.Buttons( {
					fundingSource: 'paypal',
					createVaultSetupToken: () => Promise.resolve( id ),
					onApprove: ( data: Json ) =>
						w.events.push( [ 'approve', data.vaultSetupToken ] ),
				} )
				.render( '#buttons' );
		}, setup.id );
		const popup = await openSdkPopup(
			page,
			page.locator( '#buttons button' ),
			/agreements\/approve/
		);
		await expect( popup.locator( '#summary' ) ).toHaveText(
			'Zahlungsart für spätere Zahlungen speichern.'
		);
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await expect
			.poll( () => sdkEvents( page ) )
			.toEqual( [ [ 'approve', setup.id ] ] );
		const approved = await fetch(
			`${ emulator() }/v3/vault/setup-tokens/${ setup.id }`,
			{ headers: { Authorization: `Bearer ${ token }` } }
		).then( ( r ) => r.json() );
		expect( approved.status ).toBe( 'APPROVED' );
	} );

	test( 'CardFields: a valid card without contingency is approved (no liability shift)', async ( {
		page,
	} ) => {
		const orderId = await cardFieldsWith( page, '4111111111111111' );
		await page.evaluate(
			() => ( window as any ).cardFields.submit( { contingencies: [] } ) // eslint-disable-line @typescript-eslint/no-explicit-any
		);
		await expectCardApproved( page, orderId, '1111', 'NO' );
		expect( ( await orderState( orderId ) ).status ).toBe( 'APPROVED' );
	} );

	test( 'CardFields: the 3-D Secure card asks for the challenge in the pop-up (§3.11 contingency)', async ( {
		page,
	} ) => {
		const orderId = await cardFieldsWith( page, '4000000000003220' );
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.evaluate( () => {
				// Not awaited here: it resolves after the challenge.
				( window as any ).submitted = (
					window as any
				 ).cardFields.submit( { contingencies: [ 'SCA_ALWAYS' ] } ); // eslint-disable-line @typescript-eslint/no-explicit-any
			} ),
		] );
		await popup.waitForURL( /flow=3ds/ );
		await popup.getByRole( 'button', { name: 'Bestätigen' } ).click();
		await page.evaluate( () => ( window as any ).submitted ); // eslint-disable-line @typescript-eslint/no-explicit-any
		await expectCardApproved( page, orderId, '3220', 'POSSIBLE' );
		expect( ( await orderState( orderId ) ).status ).toBe( 'APPROVED' );
	} );

	test( 'HostedFields (legacy): card type, state and submit', async ( {
		page,
	} ) => {
		const orderId = await createOrder();
		await openTestPage( page );
		await load( page, {
			clientId: 'c',
			currency: 'EUR',
			components: 'hosted-fields',
			dataClientToken: 'client-token',
		} );
		await page.evaluate( async ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			w.hosted = await w.paypal.HostedFields.render( {
				createOrder: () => Promise.resolve( id ),
				fields: {
					number: {
						selector: '#card-number',
						placeholder: 'Kartennummer',
					},
					cvv: { selector: '#card-cvv', placeholder: 'Prüfnummer' },
					expirationDate: {
						selector: '#card-expiry',
						placeholder: 'MM/JJ',
					},
				},
			} );
			w.hosted.on( 'cardTypeChange', ( e: Json ) =>
				w.events.push( [
					'type',
					e.cards.map( ( c: Json ) => c.type ).join(),
				] )
			);
		}, orderId );
		await cardInput( page, 'Kartennummer' ).fill( '378282246310005' );
		await cardInput( page, 'MM/JJ' ).fill( '11/31' );
		await cardInput( page, 'Prüfnummer' ).fill( '1234' );
		const state = await page.evaluate( () =>
			( window as any ).hosted.getState()
		); // eslint-disable-line @typescript-eslint/no-explicit-any
		expect( state.cards[ 0 ].type ).toBe( 'american-express' );
		// The frames' input reaches the page as events, never as values.
		await expect
			.poll( () => sdkEvents( page ) )
			.toContainEqual( [ 'type', 'american-express' ] );
		expect(
			Object.values( state.fields ).every( ( f: any ) => f.isValid )
		).toBe( true ); // eslint-disable-line @typescript-eslint/no-explicit-any
		const result = await page.evaluate( () =>
			( window as any ).hosted.submit( { contingencies: [] } )
		); // eslint-disable-line @typescript-eslint/no-explicit-any
		expect( result ).toMatchObject( { orderId, liabilityShift: 'NO' } );
		expect(
			( await orderState( orderId ) ).payment_source.card.brand
		).toBe( 'AMEX' );
	} );

	test( 'Orders: a wallet order with return and cancel URLs goes through its payer-action link back to the shop', async ( {
		page,
	} ) => {
		const order = await rest( 'POST', '/v2/checkout/orders', {
			intent: 'CAPTURE',
			purchase_units: [
				{ amount: { currency_code: 'EUR', value: '12.00' } },
			],
			payment_source: {
				paypal: {
					experience_context: {
						return_url: `${ pageBase() }/return.html`,
						cancel_url: `${ pageBase() }/return.html?abgebrochen=1`,
					},
				},
			},
		} );
		expect( order.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		const action = order.links.find(
			( l: Json ) => l.rel === 'payer-action'
		);
		await page.goto( action.href );
		await expect( page.locator( '#summary' ) ).toContainText( '12.00 EUR' );
		await page
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await page.waitForURL( /\/return\.html\?token=/ );
		const back = new URL( page.url() );
		expect( back.searchParams.get( 'token' ) ).toBe( order.id );
		expect( back.searchParams.get( 'PayerID' ) ).toBe( 'QYR5Z8XDVJNXQ' );
		expect( ( await orderState( order.id ) ).status ).toBe( 'APPROVED' );
	} );
} );

/**
 * Renders card fields for a new order and fills them with a test card.
 *
 * @param page   Playwright page.
 * @param number Test card number.
 * @return The order id.
 */
async function cardFieldsWith( page: Page, number: string ): Promise< string > {
	const orderId = await createOrder();
	await openTestPage( page );
	await load( page, {
		clientId: 'c',
		currency: 'EUR',
		components: 'card-fields',
	} );
	await page.evaluate( async ( id ) => {
		const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
		w.cardFields = w.paypal.CardFields( {
			createOrder: () => Promise.resolve( id ),
			onApprove: ( data: Json ) =>
				w.events.push( [
					'approve',
					data.orderID,
					data.liabilityShift,
				] ),
			onError: ( error: Error ) =>
				w.events.push( [ 'error', error.message ] ),
		} );
		await w.cardFields.NumberField().render( '#card-number' );
		await w.cardFields.ExpiryField().render( '#card-expiry' );
		await w.cardFields.CVVField().render( '#card-cvv' );
	}, orderId );
	const valid = () =>
		page.evaluate(
			() =>
				( window as any ).cardFields
					.getState()
					.then( ( s: Json ) => s.isFormValid ) // eslint-disable-line @typescript-eslint/no-explicit-any
		);
	expect( await valid() ).toBe( false );
	await cardInput( page, 'Kartennummer' ).fill( number );
	await cardInput( page, 'MM/JJ' ).fill( '12/30' );
	await cardInput( page, 'Prüfnummer' ).fill( '123' );
	expect( await valid() ).toBe( true );
	// The fields are frames of the emulator's origin: the shop's page never
	// holds the card number.
	await expect(
		page.locator( 'iframe[title="Kartennummer"]' )
	).toHaveAttribute(
		'src',
		new RegExp( `^${ emulator() }/sdk/card-field\\?` )
	);
	expect( await page.content() ).not.toContain( number );
	return orderId;
}

/**
 * A card input: it lives in a frame of the emulator's origin, as the
 * provider's card fields do.
 *
 * @param page  Playwright page.
 * @param label The field's label (also the frame's title).
 */
function cardInput( page: Page, label: string ) {
	return page
		.frameLocator( `iframe[title="${ label }"]` )
		.getByLabel( label );
}

/**
 * Checks onApprove and the order at the emulator after a card submit.
 *
 * @param page  Playwright page.
 * @param id    Order id.
 * @param last4 Last digits of the card.
 * @param shift Expected liability shift.
 */
async function expectCardApproved(
	page: Page,
	id: string,
	last4: string,
	shift: string
) {
	await expect
		.poll( () => sdkEvents( page ) )
		.toEqual( [ [ 'approve', id, shift ] ] );
	const state = await orderState( id );
	expect( state.payment_source.card.last_digits ).toBe( last4 );
}
