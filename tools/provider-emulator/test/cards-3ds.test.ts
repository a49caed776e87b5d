/* @jest-environment node */
/**
 * The 3-D Secure result on an order's card (§5.4): what the card fields'
 * attach call and the challenge pop-up leave in
 * `payment_source.card.authentication_result`, which the shop's server
 * reads before it captures.
 */
/**
 * Internal dependencies
 */
import { emulatorHarness, type Json } from './harness/emulator';

const harness = emulatorHarness();
const { call } = harness;

beforeAll( () => {
	harness.emulator();
} );

const order = (): Json => ( {
	intent: 'CAPTURE',
	purchase_units: [
		{
			custom_id: '7',
			amount: { currency_code: 'EUR', value: '10.00' },
		},
	],
} );

/**
 * A created order with a card attached as the card fields attach it.
 *
 * @param number       Test card.
 * @param verification 3-D Secure method asked for, if any.
 */
async function orderWithCard( number: string, verification?: string ) {
	const created = await call( 'POST', '/v2/checkout/orders', order() );
	const attached = await call(
		'POST',
		`/sdk/orders/${ created.body.id }/card`,
		{ number, expiry: '2030-12', verification }
	);
	return { id: created.body.id as string, attached };
}

const result = async ( id: string ) =>
	( await call( 'GET', `/v2/checkout/orders/${ id }` ) ).body.payment_source
		.card.authentication_result;

describe( '3-D Secure authentication result', () => {
	it( 'a card without challenge passes frictionless when 3-D Secure is asked for', async () => {
		const { id, attached } = await orderWithCard(
			'4111111111111111',
			'SCA_WHEN_REQUIRED'
		);
		expect( attached.body.status ).toBe( 'APPROVED' );
		expect( await result( id ) ).toEqual( {
			liability_shift: 'POSSIBLE',
			three_d_secure: {
				enrollment_status: 'Y',
				authentication_status: 'Y',
			},
		} );
	} );

	it( 'no result when 3-D Secure was not asked for', async () => {
		const { id } = await orderWithCard( '4111111111111111' );
		expect( await result( id ) ).toBeUndefined();
	} );

	it( 'a passed challenge shifts the liability', async () => {
		const { id, attached } = await orderWithCard(
			'4000000000003220',
			'SCA_ALWAYS'
		);
		expect( attached.body.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		await call( 'POST', `/__emulator/orders/${ id }/approve`, {} );
		expect( ( await result( id ) ).liability_shift ).toBe( 'POSSIBLE' );
	} );

	it( 'a failed challenge reports authentication N and the capture is declined', async () => {
		const { id } = await orderWithCard( '4000000000003220', 'SCA_ALWAYS' );
		await call( 'POST', `/__emulator/orders/${ id }/approve`, {
			three_d_secure: 'fail',
		} );
		expect( await result( id ) ).toEqual( {
			liability_shift: 'NO',
			three_d_secure: {
				enrollment_status: 'Y',
				authentication_status: 'N',
			},
		} );
		const captured = await call(
			'POST',
			`/v2/checkout/orders/${ id }/capture`
		);
		expect( captured.status ).toBe( 422 );
	} );
} );
