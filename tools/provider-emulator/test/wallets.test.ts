/* @jest-environment node */
/**
 * The emulator's side of the mobile wallets (§9.3): eligibility by test
 * control, Apple's merchant validation, an order confirmed with a wallet's
 * token (payment_source.apple_pay / google_pay), Google Pay's 3-D Secure
 * payer action, and the scripts the pages get.
 */
/**
 * Internal dependencies
 */
import { emulatorHarness, issueOf, type Json } from './harness/emulator';

const harness = emulatorHarness();
const { call } = harness;

const order = (): Json => ( {
	intent: 'CAPTURE',
	purchase_units: [
		{
			reference_id: 'default',
			custom_id: '42',
			amount: { currency_code: 'EUR', value: '17.80' },
		},
	],
} );

const appleToken = ( card: string ) => ( {
	paymentData: {
		version: 'EMULATOR',
		data: Buffer.from( JSON.stringify( { card } ) ).toString( 'base64' ),
	},
	paymentMethod: {
		displayName: 'Visa 1111',
		network: 'Visa',
		type: 'credit',
	},
	transactionIdentifier: 'ABC',
} );

const googleToken = ( card: string ) =>
	JSON.stringify( { emulator: true, card } );

/**
 * A call the SDK makes from the page (no bearer token).
 *
 * @param method HTTP method.
 * @param path   Path.
 * @param body   JSON body.
 */
async function sdk( method: string, path: string, body?: unknown ) {
	const response = await fetch( harness.emulator().url + path, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	const text = await response.text();
	return {
		status: response.status,
		body: text ? ( JSON.parse( text ) as Json ) : {},
	};
}

const created = async () =>
	( await call( 'POST', '/v2/checkout/orders', order() ) ).body.id as string;

describe( 'confirming an order with a wallet', () => {
	it( 'Apple Pay: the order is APPROVED with payment_source.apple_pay and captures once', async () => {
		const id = await created();
		const confirmed = await sdk(
			'POST',
			`/sdk/orders/${ id }/confirm-wallet`,
			{
				wallet: 'apple_pay',
				token: appleToken( '4111111111111111' ),
				billing_contact: {
					givenName: 'Erika',
					familyName: 'Mustermann',
				},
			}
		);
		expect( confirmed.status ).toBe( 200 );
		expect( confirmed.body.status ).toBe( 'APPROVED' );
		expect( confirmed.body.payment_source.apple_pay ).toMatchObject( {
			name: 'Erika Mustermann',
			card: { last_digits: '1111', brand: 'VISA', type: 'CREDIT' },
		} );
		const capture = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( capture.status ).toBe( 201 );
		expect( capture.body.status ).toBe( 'COMPLETED' );
		expect( capture.body.payment_source.apple_pay ).toBeTruthy();
		const again = await sdk( 'POST', `/sdk/orders/${ id }/confirm-wallet`, {
			wallet: 'apple_pay',
			token: appleToken( '4111111111111111' ),
		} );
		expect( issueOf( again.body ) ).toBe( 'ORDER_ALREADY_COMPLETED' );
	} );

	it( 'Google Pay with the 3-D Secure card needs the payer action before the capture', async () => {
		const id = await created();
		const confirmed = await sdk(
			'POST',
			`/sdk/orders/${ id }/confirm-wallet`,
			{
				wallet: 'google_pay',
				token: googleToken( '4000000000003220' ),
				email: 'erika@example.org',
			}
		);
		expect( confirmed.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		expect( confirmed.body.payment_source.google_pay ).toMatchObject( {
			email_address: 'erika@example.org',
			card: { last_digits: '3220' },
		} );
		const early = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( issueOf( early.body ) ).toBe( 'PAYER_ACTION_REQUIRED' );
		const refused = await sdk( 'POST', `/sdk/orders/${ id }/payer-action`, {
			result: 'cancel',
		} );
		expect( refused.status ).toBe( 422 );
		const passed = await sdk( 'POST', `/sdk/orders/${ id }/payer-action`, {
			result: 'approve',
		} );
		expect( passed.body ).toEqual( { liabilityShift: 'POSSIBLE' } );
		const capture = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( capture.status ).toBe( 201 );
	} );

	it( 'a declined card is declined at the capture, an unreadable token at once', async () => {
		const id = await created();
		await sdk( 'POST', `/sdk/orders/${ id }/confirm-wallet`, {
			wallet: 'google_pay',
			token: googleToken( '4000000000000002' ),
		} );
		const capture = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( issueOf( capture.body ) ).toBe( 'INSTRUMENT_DECLINED' );
		const other = await created();
		const unreadable = await sdk(
			'POST',
			`/sdk/orders/${ other }/confirm-wallet`,
			{ wallet: 'apple_pay', token: { paymentData: { data: 'kaputt' } } }
		);
		expect( issueOf( unreadable.body ) ).toBe( 'INVALID_PARAMETER_VALUE' );
		const unknown = await sdk( 'POST', `/sdk/orders/NOPE/confirm-wallet`, {
			wallet: 'apple_pay',
			token: appleToken( '4111111111111111' ),
		} );
		expect( unknown.status ).toBe( 404 );
	} );
} );

describe( 'eligibility and merchant validation', () => {
	it( 'follows the test control until a reset', async () => {
		expect( ( await sdk( 'GET', '/sdk/wallets/config' ) ).body ).toEqual( {
			applepay: { merchant: true, device: true },
			googlepay: { merchant: true, device: true },
			merchantCountry: 'DE',
		} );
		await sdk( 'POST', '/__emulator/config', {
			wallets: {
				googlepay: { merchant: false },
				applepay: { device: false },
			},
		} );
		expect(
			( await sdk( 'GET', '/sdk/wallets/config' ) ).body
		).toMatchObject( {
			applepay: { merchant: true, device: false },
			googlepay: { merchant: false, device: true },
		} );
		const id = await created();
		const refused = await sdk(
			'POST',
			`/sdk/orders/${ id }/confirm-wallet`,
			{
				wallet: 'google_pay',
				token: googleToken( '4111111111111111' ),
			}
		);
		expect( issueOf( refused.body ) ).toBe( 'PAYER_CANNOT_PAY' );
		harness.emulator().state.reset();
		expect(
			( await sdk( 'GET', '/sdk/wallets/config' ) ).body.googlepay
				.merchant
		).toBe( true );
	} );

	it( 'validates the merchant only for the stand-in’s validation URL', async () => {
		const base = harness.emulator().url;
		const wrong = await sdk(
			'POST',
			'/sdk/wallets/applepay/validate-merchant',
			{
				validation_url:
					'https://apple-pay-gateway.apple.com/paymentservices/startSession',
			}
		);
		expect( wrong.status ).toBe( 400 );
		const right = await sdk(
			'POST',
			'/sdk/wallets/applepay/validate-merchant',
			{
				validation_url: `${ base }/sdk/wallets/applepay/validation`,
				display_name: 'Vitrine',
			}
		);
		expect( right.body.merchantSession ).toMatchObject( {
			displayName: 'Vitrine',
		} );
	} );
} );
