/**
 * Contract tests of the emulator's JS SDK, raw (no plugin script): shipping
 * changes inside the pop-up reach onShippingOptionsChange and
 * onShippingAddressChange in the provider's documented shapes, a reject
 * shows its error and keeps the payer's previous choice, the pop-up shows
 * the total the shop's server patched (§4.8, §7.2); app switch leaves the
 * page for the approval and comes back with the result in the hash, where
 * hasReturned() and resume() call onApprove or onCancel (§2.5, §4.9).
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
	sdkEvents,
	serveTestPages,
} from './provider-sdk/harness';

serveTestPages();

const EUR = ( value: string ) => ( { currency_code: 'EUR', value } );

const option = (
	id: string,
	label: string,
	value: string,
	selected = false
) => ( {
	id,
	label,
	type: 'SHIPPING',
	selected,
	amount: EUR( value ),
} );

test.describe( 'Provider SDK emulator: shipping in the pop-up and app switch', () => {
	test( 'an option change reaches onShippingOptionsChange; a reject shows its error, keeps the option, and no app switch happens with it', async ( {
		page,
	} ) => {
		const orderId = await createOrder( {
			shipping: {
				options: [
					option( 'std', 'Standard', '4.90', true ),
					option( 'express', 'Express', '9.90' ),
					option( 'moon', 'Mond', '99.00' ),
				],
			},
		} );
		await openTestPage( page );
		await load( page, { clientId: 'c', currency: 'EUR' } );
		// The shop's server patches the order after the change (update_shipping).
		await page.exposeFunction( 'patchAmount', async ( value: string ) => {
			const patched = await fetch(
				`${ emulator() }/v2/checkout/orders/${ orderId }`,
				{
					method: 'PATCH',
					headers: {
						Authorization: `Bearer ${ await accessToken() }`,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( [
						{
							op: 'replace',
							path: "/purchase_units/@reference_id=='default'/amount",
							value: EUR( value ),
						},
					] ),
				}
			);
			return patched.status;
		} );
		await page.evaluate( ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			return w.paypal
				.Buttons( {
					fundingSource: 'paypal',
					// Asked for, but the shipping callbacks need the pop-up.
					appSwitchWhenAvailable: true,
					createOrder: () => id,
					onShippingOptionsChange: async (
						data: Json,
						actions: Json
					) => {
						w.events.push( [ 'option', data ] );
						if ( data.selectedShippingOption.id === 'moon' ) {
							return actions.reject(
								data.errors.METHOD_UNAVAILABLE
							);
						}
						w.events.push( [
							'patched',
							await w.patchAmount( '129.90' ),
						] );
					},
					onApprove: ( data: Json ) =>
						w.events.push( [ 'approve', data.orderID ] ),
				} )
				.render( '#buttons' );
		}, orderId );
		const popup = await openSdkPopup(
			page,
			page.locator( '#buttons button' ),
			/checkoutnow/
		);
		await expect( popup.locator( '#summary' ) ).toContainText(
			'120.00 EUR'
		);
		// A rejected option springs back at once: click, as check() would wait for it to stay.
		await popup.getByLabel( 'Mond' ).click();
		await expect( popup.getByRole( 'alert' ) ).toHaveText(
			'Diese Versandart ist leider nicht verfügbar.'
		);
		await expect( popup.getByLabel( 'Standard' ) ).toBeChecked();
		await popup.getByLabel( 'Express' ).check();
		await expect( popup.locator( '#summary' ) ).toContainText(
			'129.90 EUR'
		);
		await expect( popup.getByRole( 'alert' ) ).toHaveText( '' );
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await expect
			.poll( async () => ( await sdkEvents( page ) ).length )
			.toBe( 4 );
		const [ moon, express, patched, approve ] = await sdkEvents( page );
		expect( patched ).toEqual( [ 'patched', 204 ] );
		expect( moon[ 1 ].selectedShippingOption.id ).toBe( 'moon' );
		expect( express[ 1 ] ).toMatchObject( {
			orderID: orderId,
			selectedShippingOption: {
				id: 'express',
				label: 'Express',
				type: 'SHIPPING',
				amount: { currencyCode: 'EUR', value: '9.90' },
				selected: true,
			},
		} );
		expect( approve ).toEqual( [ 'approve', orderId ] );
		const state = await orderState( orderId );
		expect(
			state.purchase_units[ 0 ].shipping.options.find(
				( o: Json ) => o.selected
			).id
		).toBe( 'express' );
		expect( state.purchase_units[ 0 ].amount.value ).toBe( '129.90' );
	} );

	test( 'an address change reaches onShippingAddressChange with the partial address and the amount; a reject shows its error and keeps the address', async ( {
		page,
	} ) => {
		const orderId = await createOrder( {
			shipping: { name: { full_name: 'Erika Mustermann' } },
		} );
		await openTestPage( page );
		await load( page, { clientId: 'c', currency: 'EUR' } );
		await page.evaluate( ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			return w.paypal
				.Buttons( {
					fundingSource: 'paypal',
					createOrder: () => id,
					onShippingAddressChange: ( data: Json, actions: Json ) => {
						w.events.push( [ 'address', data ] );
						return data.shippingAddress.countryCode === 'DE'
							? undefined
							: actions.reject( data.errors.COUNTRY_ERROR );
					},
					onApprove: ( data: Json ) =>
						w.events.push( [ 'approve', data.orderID ] ),
				} )
				.render( '#buttons' );
		}, orderId );
		const popup = await openSdkPopup(
			page,
			page.locator( '#buttons button' ),
			/checkoutnow/
		);
		const select = popup.getByRole( 'combobox', { name: 'Lieferadresse' } );
		await select.selectOption( {
			label: 'Erika Mustermann, Ringstraße 1, 1010 Wien, AT',
		} );
		await expect( popup.getByRole( 'alert' ) ).toHaveText(
			'In dieses Land können wir leider nicht liefern.'
		);
		await expect( select ).toHaveValue( '0' );
		await popup
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await expect
			.poll( async () => ( await sdkEvents( page ) ).length )
			.toBe( 2 );
		const [ address, approve ] = await sdkEvents( page );
		expect( address[ 1 ] ).toMatchObject( {
			orderID: orderId,
			amount: { currencyCode: 'EUR', value: '120.00' },
			shippingAddress: {
				city: 'Wien',
				state: 'W',
				countryCode: 'AT',
				postalCode: '1010',
			},
		} );
		// Partial, as the provider documents: never the street.
		expect( Object.keys( address[ 1 ].shippingAddress ).sort() ).toEqual( [
			'city',
			'countryCode',
			'postalCode',
			'state',
		] );
		expect( approve ).toEqual( [ 'approve', orderId ] );
		const state = await orderState( orderId );
		expect( state.purchase_units[ 0 ].shipping.address ).toMatchObject( {
			admin_area_2: 'Köln',
			country_code: 'DE',
		} );
	} );

	/**
	 * Renders app-switch buttons for an order on the test page.
	 *
	 * @param page    Playwright page.
	 * @param orderId Provider order id.
	 */
	async function switchButtons( page: Page, orderId: string ) {
		await load( page, { clientId: 'c', currency: 'EUR' } );
		return page.evaluate( ( id ) => {
			const w = window as any; // eslint-disable-line @typescript-eslint/no-explicit-any
			w.buttons = w.paypal.Buttons( {
				fundingSource: 'paypal',
				appSwitchWhenAvailable: true,
				createOrder: () => id,
				onApprove: ( data: Json ) =>
					w.events.push( [ 'approve', data.orderID, data.payerID ] ),
				onCancel: ( data: Json ) =>
					w.events.push( [ 'cancel', data.orderID ] ),
				onError: ( error: Error ) =>
					w.events.push( [ 'error', error.message ] ),
			} );
			if ( w.buttons.hasReturned() ) {
				w.buttons.resume();
				return true;
			}
			w.buttons.render( '#buttons' );
			return false;
		}, orderId );
	}

	test( 'app switch: the tab goes to the approval and back with the result in the hash; resume() calls onApprove', async ( {
		page,
	} ) => {
		const orderId = await createOrder();
		await page.goto( `${ pageBase() }/page.html?produkt=tasse` );
		const popups: unknown[] = [];
		page.on( 'popup', ( p ) => popups.push( p ) );
		expect( await switchButtons( page, orderId ) ).toBe( false );
		await page.locator( '#buttons button' ).click();
		await page.waitForURL(
			new RegExp( `^${ emulator() }/checkoutnow\\?token=${ orderId }` )
		);
		await page
			.getByRole( 'button', { name: 'Zustimmen und weiter' } )
			.click();
		await page.waitForURL( /\/page\.html\?produkt=tasse#onApprove\?/ );
		const hash = new URLSearchParams(
			new URL( page.url() ).hash.replace( /^#onApprove\?/, '' )
		);
		expect( hash.get( 'token' ) ).toBe( orderId );
		expect( hash.get( 'PayerID' ) ).toBe( 'QYR5Z8XDVJNXQ' );
		expect( hash.get( 'button_session_id' ) ).toMatch( /^uid_/ );
		expect( Number( hash.get( 'switch_initiated_time' ) ) ).toBeGreaterThan(
			0
		);
		expect( popups ).toHaveLength( 0 );
		// Back on the page: it loads the SDK again, and the buttons resume.
		expect( await switchButtons( page, orderId ) ).toBe( true );
		await expect
			.poll( () => sdkEvents( page ) )
			.toEqual( [ [ 'approve', orderId, 'QYR5Z8XDVJNXQ' ] ] );
		expect( ( await orderState( orderId ) ).status ).toBe( 'APPROVED' );
	} );

	test( 'app switch: cancelling at the approval comes back with #onCancel; resume() calls onCancel', async ( {
		page,
	} ) => {
		const orderId = await createOrder();
		await openTestPage( page );
		await switchButtons( page, orderId );
		await page.locator( '#buttons button' ).click();
		await page.waitForURL( /checkoutnow/ );
		await page.getByRole( 'button', { name: 'Abbrechen' } ).click();
		await page.waitForURL( /\/page\.html#onCancel\?token=/ );
		expect( await switchButtons( page, orderId ) ).toBe( true );
		await expect
			.poll( () => sdkEvents( page ) )
			.toEqual( [ [ 'cancel', orderId ] ] );
		expect( ( await orderState( orderId ) ).status ).toBe( 'CREATED' );
	} );
} );
