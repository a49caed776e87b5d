/**
 * The shop-call client (§7.2): JSON bodies with the endpoint's nonce, the
 * data of `{success: true}`, and a typed error for every way a call fails.
 */
/**
 * Internal dependencies
 */
import {
	callShop,
	ShopAjaxError,
	shopperMessage,
	toShopEndpoint,
} from '../client';
import { approveOrder, cartScriptParams, createOrder } from '../calls';

const endpoint = { url: '/?wc-ajax=remove_from_cart', nonce: 'n1' };

/**
 * A fetch that answers once with a status and a JSON body (or a body that is
 * not JSON when `json` is undefined).
 *
 * @param status HTTP status.
 * @param json   Parsed body.
 */
function answer( status: number, json?: unknown ) {
	const fetchMock = jest.fn().mockResolvedValue( {
		status,
		json: () =>
			json === undefined
				? Promise.reject( new SyntaxError( 'Unexpected token <' ) )
				: Promise.resolve( json ),
	} );
	( global as { fetch?: unknown } ).fetch = fetchMock;
	return fetchMock;
}

/**
 * What a call threw.
 *
 * @param call The call.
 */
async function failure( call: Promise< unknown > ): Promise< ShopAjaxError > {
	try {
		await call;
	} catch ( error ) {
		return error as ShopAjaxError;
	}
	throw new Error( 'The call did not fail.' );
}

describe( 'shop call client', () => {
	afterEach( () => {
		( global as { fetch?: unknown } ).fetch = undefined;
	} );

	it( "posts the body as JSON with the endpoint's nonce and resolves to the answer's data", async () => {
		const fetchMock = answer( 200, {
			success: true,
			data: { cart: { items: [], total: '0.00', currency: 'EUR' } },
		} );

		await expect(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		).resolves.toEqual( {
			cart: { items: [], total: '0.00', currency: 'EUR' },
		} );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		// Through api-fetch: its user-locale middleware adds _locale=user.
		expect( url ).toBe( `${ endpoint.url }&_locale=user` );
		expect( init ).toMatchObject( {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json' },
		} );
		expect( JSON.parse( init.body ) ).toEqual( {
			nonce: 'n1',
			cart_item_key: 'k',
		} );
	} );

	it( 'sends cart_script_params as a GET without a body (§7.2)', async () => {
		const fetchMock = answer( 200, {
			success: true,
			data: { amount: '0.00' },
		} );

		await cartScriptParams( {
			url: '/?wc-ajax=cart_script_params',
			nonce: '',
		} );
		expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			method: 'GET',
			body: undefined,
		} );
	} );

	it( 'sends the §7.2 create_order body and returns the provider order id', async () => {
		const fetchMock = answer( 200, {
			success: true,
			data: { id: '5O190127TN364715T', custom_id: '42' },
		} );

		const order = await createOrder(
			{ url: '/?wc-ajax=create_order', nonce: 'c1' },
			{
				purchase_units: [],
				payer: null,
				bn_code: 'Vitrine_Cart',
				payment_method: 'ppcp-gateway',
				funding_source: 'paypal',
				context: 'cart',
			}
		);
		expect( order.id ).toBe( '5O190127TN364715T' );
		expect( JSON.parse( fetchMock.mock.calls[ 0 ][ 1 ].body ) ).toEqual( {
			nonce: 'c1',
			purchase_units: [],
			payer: null,
			bn_code: 'Vitrine_Cart',
			payment_method: 'ppcp-gateway',
			funding_source: 'paypal',
			context: 'cart',
		} );
	} );

	it( 'turns a refusal into a typed error carrying code, message, errors, details and refresh (§7.2, §8.2)', async () => {
		answer( 400, {
			success: false,
			data: {
				code: 100,
				message: 'Die Zahlung wurde abgelehnt.',
				errors: [ 'Bitte gib deine PLZ ein.' ],
				details: [
					{ issue: 'INSTRUMENT_DECLINED', description: 'Abgelehnt.' },
				],
				refresh: true,
			},
		} );

		const error = await failure(
			approveOrder(
				{ url: '/?wc-ajax=approve_order', nonce: 'a1' },
				{ order_id: 'P1', funding_source: 'paypal' }
			)
		);
		expect( error ).toBeInstanceOf( ShopAjaxError );
		expect( error ).toMatchObject( {
			kind: 'refused',
			status: 400,
			code: 100,
			message: 'Die Zahlung wurde abgelehnt.',
			errors: [ 'Bitte gib deine PLZ ein.' ],
			details: [
				{ issue: 'INSTRUMENT_DECLINED', description: 'Abgelehnt.' },
			],
			refresh: true,
		} );
	} );

	it( "reads a keyed error map as the list of the server's messages", async () => {
		answer( 400, {
			success: false,
			data: {
				code: 'vitrine_invalid_checkout',
				message: 'Bitte gib deinen Vornamen ein.',
				errors: {
					billing_first_name: 'Bitte gib deinen Vornamen ein.',
				},
			},
		} );

		const error = await failure(
			callShop( 'validate_checkout', endpoint, { form_encoded: '' } )
		);
		expect( error.errors ).toEqual( [ 'Bitte gib deinen Vornamen ein.' ] );
		expect( error.refresh ).toBe( false );
	} );

	it( 'throws the §5.4 text when a refusal has an empty message', async () => {
		answer( 400, { success: false, data: { code: 'x', message: '  ' } } );

		const error = await failure(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		);
		expect( error.message ).toBe(
			'A new message text must be a non-empty string.'
		);
		expect( error.kind ).toBe( 'empty-message' );
		expect( error.code ).toBe( 'x' );
	} );

	it( 'throws the §5.4 text for a refusal without data', async () => {
		answer( 403, { success: false } );

		const error = await failure(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		);
		expect( error.message ).toBe(
			'A new message text must be a non-empty string.'
		);
		expect( error.status ).toBe( 403 );
	} );

	it( 'gives a network failure its own kind and a message for people', async () => {
		( global as { fetch?: unknown } ).fetch = jest
			.fn()
			.mockRejectedValue( new TypeError( 'Failed to fetch' ) );

		const error = await failure(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		);
		expect( error ).toBeInstanceOf( ShopAjaxError );
		expect( error.kind ).toBe( 'network' );
		expect( error.status ).toBe( 0 );
		expect( error.message ).toBe(
			'The shop could not be reached. Please check your connection and try again.'
		);
	} );

	it( 'refuses an answer that is not JSON, or JSON without success', async () => {
		answer( 500 );
		const html = await failure(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		);
		expect( html ).toMatchObject( { kind: 'invalid', status: 500 } );

		answer( 200, { cart: {} } );
		const shapeless = await failure(
			callShop( 'remove_from_cart', endpoint, { cart_item_key: 'k' } )
		);
		expect( shapeless.kind ).toBe( 'invalid' );
	} );

	it( 'refuses to build an error with an empty message (§5.4)', () => {
		expect( () => new ShopAjaxError( '', { kind: 'refused' } ) ).toThrow(
			'A new message text must be a non-empty string.'
		);
	} );
} );

describe( 'shop call helpers', () => {
	it( "reads an endpoint of the page's §3.11 ajax object", () => {
		expect(
			toShopEndpoint( {
				endpoint: '/?wc-ajax=simulate_cart',
				nonce: 's1',
			} )
		).toEqual( { url: '/?wc-ajax=simulate_cart', nonce: 's1' } );
	} );

	it( "shows the server's refusal and a network failure, else the caller's text", () => {
		const fallback = 'Dein Warenkorb konnte nicht aktualisiert werden.';
		expect(
			shopperMessage(
				new ShopAjaxError( 'Nicht mehr im Warenkorb.', {
					kind: 'refused',
				} ),
				fallback
			)
		).toBe( 'Nicht mehr im Warenkorb.' );
		expect(
			shopperMessage(
				new ShopAjaxError( 'Keine Verbindung.', { kind: 'network' } ),
				fallback
			)
		).toBe( 'Keine Verbindung.' );
		expect(
			shopperMessage(
				new ShopAjaxError(
					'A new message text must be a non-empty string.',
					{ kind: 'empty-message' }
				),
				fallback
			)
		).toBe( fallback );
		expect(
			shopperMessage(
				new ShopAjaxError( 'Unerwartet.', { kind: 'invalid' } ),
				fallback
			)
		).toBe( fallback );
		expect( shopperMessage( new Error( 'bug' ), fallback ) ).toBe(
			fallback
		);
	} );
} );
