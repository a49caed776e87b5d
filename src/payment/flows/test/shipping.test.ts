/**
 * §4.8 / §7.2 shipping changes inside the pop-up: the shipping routes are
 * plain REST through api-fetch (Nonce header, `{code, message, data}`
 * refusals), update_shipping a shop call.
 */
/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import { shippingCallbacks } from '../shipping';

const config = makeConfig( {
	should_handle_shipping_in_paypal: true,
	update_customer_shipping: {
		shipping_options: { endpoint: '/wp-json/shipping-option' },
		shipping_address: {
			cart_endpoint: '/wp-json/cart',
			update_customer_endpoint: '/wp-json/customer',
		},
	},
	store_api_nonce: 'rest-nonce',
} );

type Call = {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: unknown;
};

/** An answer: HTTP status and JSON body. */
type Answer = { status?: number; json: unknown };

/**
 * Mocks fetch with answers per path (api-fetch adds `_locale=user`).
 *
 * @param answers Answer per path.
 */
function mockFetch( answers: Record< string, Answer > ) {
	const calls: Call[] = [];
	global.fetch = jest.fn( async ( url: string, init?: RequestInit ) => {
		calls.push( {
			url: url.replace( '&_locale=user', '' ),
			method: init?.method ?? 'GET',
			headers: ( init?.headers ?? {} ) as Record< string, string >,
			body: init?.body ? JSON.parse( String( init.body ) ) : null,
		} );
		const answer = answers[ url.split( '?' )[ 0 ] ] ??
			answers[ url ] ?? { status: 404, json: {} };
		const status = answer.status ?? 200;
		return {
			status,
			ok: status < 300,
			headers: new Map(),
			json: async () => answer.json,
		} as unknown as Response;
	} ) as unknown as typeof fetch;
	return calls;
}

const shippingCart = {
	shipping_address: {
		address_1: 'Ringstraße 1',
		address_2: '',
		city: 'Köln',
		state: '',
		postcode: '50667',
		country: 'DE',
	},
	needs_shipping: true,
	shipping_rates: [],
	totals: {},
	cart: { items: [], total: '0.00', currency: 'EUR' },
};

describe( 'shipping callbacks (§4.8)', () => {
	it( 'posts the picked option with the Nonce header, checks its radio and updates the provider order', async () => {
		const calls = mockFetch( {
			'/wp-json/shipping-option': { json: shippingCart },
			'/': { json: { success: true, data: {} } },
		} );
		const checkRate = jest.fn();
		const reject = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart: jest.fn(),
			checkRate,
			log: jest.fn(),
		} ).onShippingOptionsChange(
			{ orderID: 'ORDER-1', selectedShippingOption: { id: 'express' } },
			{ reject }
		);
		expect( calls[ 0 ] ).toMatchObject( {
			method: 'POST',
			headers: { Nonce: 'rest-nonce' },
			body: { rate_id: 'express' },
		} );
		expect( calls[ 0 ].url ).toMatch( /^\/wp-json\/shipping-option\b/ );
		expect( checkRate ).toHaveBeenCalledWith( 'express' );
		expect( calls[ 1 ] ).toMatchObject( {
			url: '/?wc-ajax=update_shipping',
			body: { nonce: 'nonce-update_shipping', order_id: 'ORDER-1' },
		} );
		expect( reject ).not.toHaveBeenCalled();
	} );

	it( 'does not call update_shipping for an option change when has_subscriptions is set (§7.2)', async () => {
		const calls = mockFetch( {
			'/wp-json/shipping-option': { json: shippingCart },
		} );
		await shippingCallbacks( {
			getConfig: () => ( {
				...config,
				data_client_id: {
					...config.data_client_id,
					has_subscriptions: true,
				},
			} ),
			refreshCart: jest.fn(),
			checkRate: jest.fn(),
			log: jest.fn(),
		} ).onShippingOptionsChange(
			{ orderID: 'ORDER-1', selectedShippingOption: { id: 'std' } },
			{ reject: jest.fn() }
		);
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toMatch( /^\/wp-json\/shipping-option\b/ );
	} );

	it( 'logs the route’s data.message and rejects the pop-up’s change when it refuses (§8.2)', async () => {
		const calls = mockFetch( {
			'/wp-json/shipping-option': {
				status: 400,
				json: {
					code: 'vitrine_unknown_rate',
					message: 'Diese Versandart gibt es nicht.',
					data: {
						status: 400,
						message: 'Diese Versandart gibt es nicht.',
					},
				},
			},
		} );
		const log = jest.fn();
		const reject = jest.fn();
		const checkRate = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart: jest.fn(),
			checkRate,
			log,
		} ).onShippingOptionsChange(
			{ orderID: 'ORDER-1', selectedShippingOption: { id: 'moon' } },
			{ reject }
		);
		expect( log ).toHaveBeenCalledWith( 'Diese Versandart gibt es nicht.' );
		expect( reject ).toHaveBeenCalled();
		expect( checkRate ).not.toHaveBeenCalled();
		// Nothing moves the provider order after a refused change.
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'maps the pop-up’s address over the cart’s (§3.7), posts it and reloads the totals', async () => {
		const calls = mockFetch( {
			'/wp-json/cart': { json: shippingCart },
			'/wp-json/customer': { json: shippingCart },
			'/': { json: { success: true, data: {} } },
		} );
		const refreshCart = jest.fn();
		const reject = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart,
			checkRate: jest.fn(),
			log: jest.fn(),
		} ).onShippingAddressChange(
			{
				orderID: 'ORDER-1',
				shippingAddress: {
					city: 'Wien',
					countryCode: 'AT',
					postalCode: '1010',
				},
			},
			{ reject }
		);
		expect( calls[ 0 ] ).toMatchObject( {
			method: 'GET',
			headers: { Nonce: 'rest-nonce' },
		} );
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			headers: { Nonce: 'rest-nonce' },
			body: {
				shipping_address: {
					address_1: 'Ringstraße 1',
					address_2: '',
					city: 'Wien',
					state: '',
					postcode: '1010',
					country: 'AT',
				},
			},
		} );
		expect( calls[ 1 ].url ).toMatch( /^\/wp-json\/customer\b/ );
		expect( calls[ 2 ].url ).toBe( '/?wc-ajax=update_shipping' );
		expect( refreshCart ).toHaveBeenCalled();
		expect( reject ).not.toHaveBeenCalled();
	} );

	it( 'rejects the change with a German message when the route cannot be reached', async () => {
		global.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof fetch;
		const log = jest.fn();
		const reject = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart: jest.fn(),
			checkRate: jest.fn(),
			log,
		} ).onShippingAddressChange(
			{ orderID: 'ORDER-1', shippingAddress: { countryCode: 'AT' } },
			{ reject }
		);
		expect( log ).toHaveBeenCalledWith( 'You are probably offline.' );
		expect( reject ).toHaveBeenCalled();
	} );
} );
