/**
 * The cart store's thunks: each calls the shop (§7.2) and puts the server's
 * answer into `vitrine/cart`, through a real @wordpress/data registry.
 */
/**
 * WordPress dependencies
 */
import { createRegistry, type dispatch, type select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { cartStore } from '..';
import { ShopAjaxError } from '../../api/client';
import { paymentStore } from '../../payment';

const KEY = 'a'.repeat( 32 );

const summary = ( quantity: number, total: string ) => ( {
	items: [
		{
			cartItemKey: KEY,
			productId: 7,
			name: 'Kaffee',
			quantity,
			total,
		},
	],
	total,
	currency: 'EUR',
	formatted: { subtotal: `${ total } €`, shipping: '0,00 €', total },
} );

const endpoints = {
	remove_from_cart: { url: '/?wc-ajax=remove_from_cart', nonce: 'r1' },
	set_cart_quantity: { url: '/?wc-ajax=set_cart_quantity', nonce: 'q1' },
	choose_shipping_rate: {
		url: '/?wc-ajax=choose_shipping_rate',
		nonce: 's1',
	},
	change_cart: { url: '/?wc-ajax=change_cart', nonce: 'c1' },
	cart_script_params: { url: '/?wc-ajax=cart_script_params', nonce: '' },
};

/** Answers of the mocked fetch, by the `wc-ajax` name of the URL. */
let answers: Record< string, { status: number; json: unknown } >;
let fetchMock: jest.Mock;

/**
 * The bodies sent to a call.
 *
 * @param name Call name.
 */
function bodiesOf( name: string ) {
	return fetchMock.mock.calls
		.filter( ( [ url ] ) =>
			url.replace( '&_locale=user', '' ).endsWith( `=${ name }` )
		)
		.map( ( [ , init ] ) =>
			init.body ? JSON.parse( init.body ) : null
		);
}

/** A registry of its own, typed like the default one. */
interface Registry {
	register: ( store: typeof cartStore | typeof paymentStore ) => void;
	select: typeof select;
	dispatch: typeof dispatch;
}

/** An empty registry. */
function emptyRegistry() {
	return createRegistry() as unknown as Registry;
}

/** A registry with the cart store and the page's embedded endpoints. */
function cartRegistry() {
	const registry = emptyRegistry();
	registry.register( cartStore );
	registry.dispatch( cartStore ).setEndpoints( endpoints );
	return registry;
}

beforeEach( () => {
	answers = {};
	fetchMock = jest.fn( ( url: string ) => {
		const name = /wc-ajax=([a-z_]+)/.exec( url )?.[ 1 ] ?? '';
		const answer = answers[ name ];
		if ( ! answer ) {
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		}
		return Promise.resolve( {
			status: answer.status,
			json: () => Promise.resolve( answer.json ),
		} );
	} );
	( global as { fetch?: unknown } ).fetch = fetchMock;
} );

afterEach( () => {
	( global as { fetch?: unknown } ).fetch = undefined;
} );

describe( 'cart thunks', () => {
	it( "removes a line and puts the server's cart into the store", async () => {
		answers.remove_from_cart = {
			status: 200,
			json: { success: true, data: { cart: summary( 0, '0.00' ) } },
		};
		const registry = cartRegistry();

		const cart = await registry.dispatch( cartStore ).removeFromCart( KEY );

		expect( bodiesOf( 'remove_from_cart' ) ).toEqual( [
			{ nonce: 'r1', cart_item_key: KEY },
		] );
		expect( cart.total ).toBe( '0.00' );
		expect( registry.select( cartStore ).getTotal() ).toBe( '0.00' );
		expect( registry.select( cartStore ).isLoading() ).toBe( false );
	} );

	it( 'sets a quantity and a shipping rate through their calls', async () => {
		answers.set_cart_quantity = {
			status: 200,
			json: { success: true, data: { cart: summary( 3, '29.70' ) } },
		};
		answers.choose_shipping_rate = {
			status: 200,
			json: { success: true, data: { cart: summary( 3, '34.60' ) } },
		};
		const registry = cartRegistry();

		await registry.dispatch( cartStore ).setQuantity( KEY, 3 );
		expect( registry.select( cartStore ).getItemCount() ).toBe( 3 );
		await registry
			.dispatch( cartStore )
			.chooseShippingRate( 'flat_rate:1' );

		expect( bodiesOf( 'set_cart_quantity' ) ).toEqual( [
			{ nonce: 'q1', cart_item_key: KEY, quantity: 3 },
		] );
		expect( bodiesOf( 'choose_shipping_rate' ) ).toEqual( [
			{ nonce: 's1', rate_id: 'flat_rate:1' },
		] );
		expect( registry.select( cartStore ).getTotal() ).toBe( '34.60' );
	} );

	it( 'adds product lines with change_cart, then reads the new cart (§3.6)', async () => {
		const units = [ { reference_id: 'default' } ];
		answers.change_cart = {
			status: 200,
			json: { success: true, data: units },
		};
		answers.cart_script_params = {
			status: 200,
			json: {
				success: true,
				data: { amount: '9.90', cart: summary( 1, '9.90' ) },
			},
		};
		const registry = cartRegistry();
		const line = { id: 7, quantity: 1, variations: null, extra: {} };

		await expect(
			registry.dispatch( cartStore ).addToCart( [ line ] )
		).resolves.toEqual( units );

		expect( bodiesOf( 'change_cart' ) ).toEqual( [
			{ nonce: 'c1', products: [ line ], add: true },
		] );
		expect( bodiesOf( 'cart_script_params' ) ).toEqual( [ null ] );
		expect( registry.select( cartStore ).getItemCount() ).toBe( 1 );
		expect( registry.select( cartStore ).isLoading() ).toBe( false );
	} );

	it( 'replaces the cart without `add` when changeCart is not an addition', async () => {
		answers.change_cart = {
			status: 200,
			json: { success: true, data: [] },
		};
		answers.cart_script_params = {
			status: 200,
			json: { success: true, data: { cart: summary( 1, '9.90' ) } },
		};
		const registry = cartRegistry();

		await registry.dispatch( cartStore ).changeCart( [] );

		expect( bodiesOf( 'change_cart' ) ).toEqual( [
			{ nonce: 'c1', products: [] },
		] );
	} );

	it( 'keeps the cart and ends loading when the server refuses, rejecting with its message', async () => {
		answers.set_cart_quantity = {
			status: 200,
			json: { success: true, data: { cart: summary( 2, '19.80' ) } },
		};
		answers.remove_from_cart = {
			status: 400,
			json: {
				success: false,
				data: {
					code: 'vitrine_no_cart_item',
					message:
						'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
				},
			},
		};
		const registry = cartRegistry();
		await registry.dispatch( cartStore ).setQuantity( KEY, 2 );

		const removal = registry.dispatch( cartStore ).removeFromCart( KEY );
		expect( registry.select( cartStore ).isLoading() ).toBe( true );
		await expect( removal ).rejects.toMatchObject( {
			code: 'vitrine_no_cart_item',
			message: 'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
		} );
		expect( registry.select( cartStore ).isLoading() ).toBe( false );
		expect( registry.select( cartStore ).getTotal() ).toBe( '19.80' );
	} );

	it( 'does not read the cart when adding failed', async () => {
		answers.change_cart = {
			status: 400,
			json: {
				success: false,
				data: { code: 'x', message: 'Ausverkauft.' },
			},
		};
		const registry = cartRegistry();

		await expect(
			registry.dispatch( cartStore ).addToCart( [] )
		).rejects.toBeInstanceOf( ShopAjaxError );
		expect( bodiesOf( 'cart_script_params' ) ).toEqual( [] );
		expect( registry.select( cartStore ).isLoading() ).toBe( false );
	} );

	it( 'refreshes the cart from cart_script_params and returns the script parameters', async () => {
		answers.cart_script_params = {
			status: 200,
			json: {
				success: true,
				data: {
					url_params: { currency: 'EUR' },
					button: { is_disabled: false },
					messages: { is_hidden: false, amount: '9.90' },
					amount: '9.90',
					cart: summary( 1, '9.90' ),
				},
			},
		};
		const registry = cartRegistry();

		const params = await registry.dispatch( cartStore ).refreshCart();

		expect( params.url_params ).toEqual( { currency: 'EUR' } );
		expect( registry.select( cartStore ).getTotal() ).toBe( '9.90' );
	} );

	it( 'rejects a call the page has no endpoint for, without a request', async () => {
		const registry = emptyRegistry();
		registry.register( cartStore );

		await expect(
			registry.dispatch( cartStore ).removeFromCart( KEY )
		).rejects.toThrow( 'No endpoint for the shop call remove_from_cart' );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( registry.select( cartStore ).isLoading() ).toBe( false );
	} );
} );
