/**
 * The emulator's mobile wallets in the browser (§9.3): the payment
 * sheet (a keyboard-operable dialog), the ApplePaySession and Google
 * PaymentsClient stand-ins, and the provider's Applepay()/Googlepay()
 * components with their documented shapes.
 */
/**
 * Internal dependencies
 */
import {
	applepayComponent,
	appleRequestProblem,
	installApplePaySession,
} from '../src/sdk/applepay';
import {
	googleRequestProblem,
	googlepayComponent,
	installGooglePayments,
} from '../src/sdk/googlepay';
import type { WalletsState } from '../src/sdk/wallet-sheet-data';
import { germanAmount, openSheet } from '../src/sdk/wallet-sheet';

/* eslint-disable @typescript-eslint/no-explicit-any */

const BASE = 'http://127.0.0.1:9';

const request = {
	countryCode: 'DE',
	currencyCode: 'EUR',
	merchantCapabilities: [ 'supports3DS' ],
	supportedNetworks: [ 'visa' ],
	requiredBillingContactFields: [ 'postalAddress', 'name' ],
	total: { label: 'Vitrine', amount: '17.80', type: 'final' },
};

const state = ( merchant = true, device = true ): WalletsState => ( {
	applepay: { merchant, device },
	googlepay: { merchant, device },
	merchantCountry: 'DE',
} );

const dialog = () => document.querySelector< HTMLElement >( '[role="dialog"]' );
const button = ( name: string ) =>
	Array.from( document.querySelectorAll( 'button' ) ).find(
		( b ) => b.textContent === name
	) as HTMLButtonElement;
const tick = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => {
	document.body.innerHTML = '';
	delete ( window as any ).ApplePaySession;
	delete ( window as any ).google;
} );

describe( 'the payment sheet', () => {
	it( 'is a labelled German dialog with the total, focus on Pay', () => {
		const sheet = openSheet( {
			wallet: 'Apple Pay',
			merchant: 'Vitrine',
			amount: '17.80',
			currency: 'EUR',
			cards: [ { id: 'a', label: 'Visa •••• 1111' } ],
		} );
		expect( dialog()?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				dialog()?.getAttribute( 'aria-labelledby' ) ?? ''
			)?.textContent
		).toBe( 'Apple Pay (Emulator)' );
		expect( dialog()?.textContent ).toContain(
			`Gesamt: ${ germanAmount( '17.80', 'EUR' ) }`
		);
		expect( dialog()?.ownerDocument.activeElement ).toBe(
			button( 'Bezahlen' )
		);
		sheet.close();
		expect( dialog() ).toBeNull();
	} );

	it( 'answers Pay with the chosen card and Escape with a cancel', async () => {
		const sheet = openSheet( {
			wallet: 'Google Pay',
			merchant: 'Vitrine',
			amount: '5',
			currency: 'EUR',
			cards: [
				{ id: 'one', label: 'Eins' },
				{ id: 'two', label: 'Zwei' },
			],
		} );
		const first = sheet.next();
		(
			document.querySelectorAll( 'input' )[ 1 ] as HTMLInputElement
		 ).click();
		button( 'Bezahlen' ).click();
		expect( await first ).toBe( 'two' );
		sheet.error( 'Abgelehnt.' );
		expect( dialog()?.textContent ).toContain( 'Abgelehnt.' );
		const second = sheet.next();
		dialog()?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( await second ).toBeNull();
	} );

	it( 'keeps Tab inside the dialog', () => {
		openSheet( {
			wallet: 'Apple Pay',
			merchant: 'Vitrine',
			amount: '5',
			currency: 'EUR',
			cards: [ { id: 'a', label: 'A' } ],
		} );
		const cancel = button( 'Abbrechen' );
		cancel.focus();
		const tab = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		cancel.dispatchEvent( tab );
		expect( tab.defaultPrevented ).toBe( true );
		expect( dialog()?.ownerDocument.activeElement ).toBe(
			document.querySelector( 'input' )
		);
	} );
} );

describe( 'ApplePaySession stand-in', () => {
	it( 'can pay only where the emulator says the device can', () => {
		installApplePaySession( window as any, BASE, false );
		expect( ( window as any ).ApplePaySession.canMakePayments() ).toBe(
			false
		);
		installApplePaySession( window as any, BASE, true );
		expect( ( window as any ).ApplePaySession.canMakePayments() ).toBe(
			true
		);
	} );

	it( 'refuses a request Safari would refuse', () => {
		installApplePaySession( window as any, BASE, true );
		const Session = ( window as any ).ApplePaySession;
		expect(
			() => new Session( 4, { ...request, supportedNetworks: [] } )
		).toThrow( TypeError );
		expect(
			appleRequestProblem( {
				...request,
				total: { label: 'x', amount: '1,5' },
			} )
		).not.toBeNull();
		expect( appleRequestProblem( request ) ).toBeNull();
	} );

	it( 'validates the merchant, then hands over a token and the billing contact, and closes on success', async () => {
		installApplePaySession( window as any, BASE, true );
		const Session = ( window as any ).ApplePaySession;
		const session = new Session( 4, request );
		const validated: string[] = [];
		const authorized: any[] = [];
		session.onvalidatemerchant = ( event: any ) =>
			validated.push( event.validationURL );
		session.onpaymentauthorized = ( event: any ) =>
			authorized.push( event.payment );
		session.begin();
		await tick();
		expect( validated ).toEqual( [
			`${ BASE }/sdk/wallets/applepay/validation`,
		] );
		expect( button( 'Bezahlen' ).disabled ).toBe( true );
		session.completeMerchantValidation( {
			merchantSessionIdentifier: 'x',
		} );
		expect( button( 'Bezahlen' ).disabled ).toBe( false );
		button( 'Bezahlen' ).click();
		await tick();
		expect( authorized ).toHaveLength( 1 );
		expect(
			JSON.parse( atob( authorized[ 0 ].token.paymentData.data ) )
		).toEqual( { card: '4111111111111111' } );
		expect( authorized[ 0 ].billingContact ).toMatchObject( {
			givenName: 'Erika',
			countryCode: 'DE',
		} );
		session.completePayment( { status: Session.STATUS_SUCCESS } );
		expect( dialog() ).toBeNull();
	} );

	it( 'calls oncancel when the payer cancels', async () => {
		installApplePaySession( window as any, BASE, true );
		const Session = ( window as any ).ApplePaySession;
		const session = new Session( 4, request );
		const cancelled = jest.fn();
		session.oncancel = cancelled;
		session.begin();
		await tick();
		button( 'Abbrechen' ).click();
		await tick();
		expect( cancelled ).toHaveBeenCalledTimes( 1 );
		expect( dialog() ).toBeNull();
	} );
} );

describe( 'the components', () => {
	it( 'Applepay().config() has the documented keys and follows the merchant’s eligibility', async () => {
		const calls: any[] = [];
		const component = applepayComponent( {
			call: async ( path, body ) => {
				calls.push( [ path, body ] );
				return { merchantSession: {} };
			},
			currency: 'EUR',
			clientId: 'client',
			state: async () => state( false ),
		} )();
		expect( await component.config() ).toEqual( {
			isEligible: false,
			countryCode: 'DE',
			merchantCountry: 'DE',
			currencyCode: 'EUR',
			merchantCapabilities: [ 'supports3DS' ],
			supportedNetworks: [ 'masterCard', 'discover', 'visa', 'amex' ],
		} );
		await component.confirmOrder( {
			orderId: 'ORDER1',
			token: { paymentData: {} },
			billingContact: { givenName: 'Erika' },
		} );
		expect( calls[ 0 ] ).toEqual( [
			'/sdk/orders/ORDER1/confirm-wallet',
			{
				wallet: 'apple_pay',
				token: { paymentData: {} },
				billing_contact: { givenName: 'Erika' },
			},
		] );
	} );

	it( 'Googlepay().config() throws when not eligible and carries the CARD method otherwise', async () => {
		const make = ( merchant: boolean ) =>
			googlepayComponent( {
				call: async () => ( {} ),
				merchantIds: [ 'M1' ],
				clientId: 'client',
				state: async () => state( merchant ),
			} )();
		await expect( make( false ).config() ).rejects.toThrow(
			'not eligible'
		);
		const config = await make( true ).config();
		expect( config ).toMatchObject( {
			isEligible: true,
			apiVersion: 2,
			apiVersionMinor: 0,
			countryCode: 'DE',
		} );
		expect(
			config.allowedPaymentMethods[ 0 ].tokenizationSpecification
				.parameters.gatewayMerchantId
		).toBe( 'M1' );
	} );
} );

describe( 'PaymentsClient stand-in', () => {
	const paymentRequest = {
		apiVersion: 2,
		apiVersionMinor: 0,
		allowedPaymentMethods: [
			{
				type: 'CARD',
				parameters: {},
				tokenizationSpecification: { type: 'PAYMENT_GATEWAY' },
			},
		],
		merchantInfo: { merchantName: 'Vitrine' },
		transactionInfo: {
			currencyCode: 'EUR',
			totalPriceStatus: 'FINAL',
			totalPrice: '17.80',
		},
		callbackIntents: [ 'PAYMENT_AUTHORIZATION' ],
	};

	it( 'refuses a request Google would refuse', () => {
		expect(
			googleRequestProblem( { apiVersion: 1 }, false )
		).not.toBeNull();
		expect(
			googleRequestProblem(
				{
					...paymentRequest,
					transactionInfo: {
						currencyCode: 'EUR',
						totalPriceStatus: 'FINAL',
						totalPrice: 'viel',
					},
				},
				true
			)
		).not.toBeNull();
		expect( googleRequestProblem( paymentRequest, true ) ).toBeNull();
	} );

	it( 'asks the emulator whether the device can pay', async () => {
		( global as any ).fetch = jest.fn( async () => ( {
			ok: true,
			json: async () => state( true, false ),
		} ) );
		installGooglePayments( window as any, BASE );
		const Client = ( window as any ).google.payments.api.PaymentsClient;
		expect(
			await new Client( { environment: 'TEST' } ).isReadyToPay(
				paymentRequest
			)
		).toEqual( { result: false } );
		expect( ( global as any ).fetch ).toHaveBeenCalledWith(
			`${ BASE }/sdk/wallets/config`,
			expect.anything()
		);
	} );

	it( 'keeps the sheet open with the shop’s error, then resolves after a successful authorisation', async () => {
		installGooglePayments( window as any, BASE );
		const Client = ( window as any ).google.payments.api.PaymentsClient;
		const answers = [
			{
				transactionState: 'ERROR',
				error: { message: 'Karte abgelehnt.' },
			},
			{ transactionState: 'SUCCESS' },
		];
		const authorized = jest.fn( async () => answers.shift() );
		const client = new Client( {
			environment: 'TEST',
			paymentDataCallbacks: { onPaymentAuthorized: authorized },
		} );
		const loading = client.loadPaymentData( paymentRequest );
		await tick();
		button( 'Bezahlen' ).click();
		await tick();
		await tick();
		expect( dialog()?.textContent ).toContain( 'Karte abgelehnt.' );
		button( 'Bezahlen' ).click();
		const data = await loading;
		expect( authorized ).toHaveBeenCalledTimes( 2 );
		expect(
			JSON.parse( data.paymentMethodData.tokenizationData.token )
		).toEqual( { emulator: true, card: '4111111111111111' } );
		expect( dialog() ).toBeNull();
	} );

	it( 'rejects with CANCELED when the payer closes the sheet', async () => {
		installGooglePayments( window as any, BASE );
		const Client = ( window as any ).google.payments.api.PaymentsClient;
		const loading = new Client( { environment: 'TEST' } ).loadPaymentData(
			paymentRequest
		);
		await tick();
		button( 'Abbrechen' ).click();
		await expect( loading ).rejects.toMatchObject( {
			statusCode: 'CANCELED',
		} );
	} );

	it( 'renders a button that calls onClick', () => {
		installGooglePayments( window as any, BASE );
		const Client = ( window as any ).google.payments.api.PaymentsClient;
		const onClick = jest.fn();
		const holder = new Client( { environment: 'TEST' } ).createButton( {
			onClick,
			buttonColor: 'black',
		} );
		document.body.append( holder );
		holder.querySelector( 'button' ).click();
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );
} );
