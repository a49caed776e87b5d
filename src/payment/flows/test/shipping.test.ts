/**
 * §4.8 / §7.2 shipping changes inside the pop-up.
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

type Call = { url: string; headers: Record< string, string >; body: unknown };

/**
 * Mocks fetch with answers per URL.
 *
 * @param answers Answer per URL.
 */
function mockFetch( answers: Record< string, unknown > ) {
	const calls: Call[] = [];
	global.fetch = jest.fn( async ( url: string, init?: RequestInit ) => {
		calls.push( {
			url,
			headers: ( init?.headers ?? {} ) as Record< string, string >,
			body: init?.body ? JSON.parse( String( init.body ) ) : null,
		} );
		// A REST route's refusal carries its status (`__status`).
		const answer = answers[ url ] as Record< string, unknown >;
		const status = Number( answer?.__status ?? 200 );
		return {
			ok: status < 300,
			status,
			json: async () => answer,
		} as Response;
	} ) as unknown as typeof fetch;
	return calls;
}

describe( 'shipping callbacks (§4.8)', () => {
	it( 'posts the picked option with the Nonce header, checks its radio and updates the provider order', async () => {
		const calls = mockFetch( {
			'/wp-json/shipping-option': { shipping_rates: [] },
			'/?wc-ajax=update_shipping': { success: true, data: {} },
		} );
		const checkRate = jest.fn();
		const reject = jest.fn();
		const refreshCart = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart,
			checkRate,
			log: jest.fn(),
		} ).onShippingOptionsChange(
			{ orderID: 'ORDER-1', selectedShippingOption: { id: 'express' } },
			{ reject }
		);
		expect( calls[ 0 ] ).toMatchObject( {
			url: '/wp-json/shipping-option',
			headers: { Nonce: 'rest-nonce' },
			body: { rate_id: 'express' },
		} );
		expect( checkRate ).toHaveBeenCalledWith( 'express' );
		expect( calls[ 1 ] ).toMatchObject( {
			url: '/?wc-ajax=update_shipping',
			body: { order_id: 'ORDER-1' },
		} );
		expect( refreshCart ).toHaveBeenCalled();
		expect( reject ).not.toHaveBeenCalled();
	} );

	it( 'does not call update_shipping for an option change when has_subscriptions is set (§7.2)', async () => {
		const calls = mockFetch( {
			'/wp-json/shipping-option': { shipping_rates: [] },
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
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/wp-json/shipping-option',
		] );
	} );

	it( 'logs data.message and rejects the pop-up’s change when the call fails (§8.2)', async () => {
		mockFetch( {
			'/wp-json/shipping-option': {
				__status: 400,
				code: 'vitrine_invalid_rate',
				message: 'Diese Versandart gibt es nicht.',
				data: {
					status: 400,
					message: 'Diese Versandart gibt es nicht.',
				},
			},
		} );
		const log = jest.fn();
		const reject = jest.fn();
		await shippingCallbacks( {
			getConfig: () => config,
			refreshCart: jest.fn(),
			checkRate: jest.fn(),
			log,
		} ).onShippingOptionsChange(
			{ orderID: 'ORDER-1', selectedShippingOption: { id: 'moon' } },
			{ reject }
		);
		expect( log ).toHaveBeenCalledWith( 'Diese Versandart gibt es nicht.' );
		expect( reject ).toHaveBeenCalled();
	} );

	it( 'maps the pop-up’s address over the cart’s (§3.7), posts it and reloads the totals', async () => {
		const calls = mockFetch( {
			// The REST routes answer the cart itself (§7.2).
			'/wp-json/cart': {
				shipping_address: {
					address_1: 'Ringstraße 1',
					address_2: '',
					city: 'Köln',
				},
			},
			'/wp-json/customer': { shipping_rates: [] },
			'/?wc-ajax=update_shipping': { success: true, data: {} },
		} );
		const refreshCart = jest.fn();
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
			{ reject: jest.fn() }
		);
		// The GET carries the Nonce header too.
		expect( calls[ 0 ] ).toMatchObject( {
			url: '/wp-json/cart',
			headers: { Nonce: 'rest-nonce' },
		} );
		expect( calls[ 1 ] ).toMatchObject( {
			url: '/wp-json/customer',
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
		expect( refreshCart ).toHaveBeenCalled();
	} );
} );
