/**
 * The payment store's §4.4 / §4.6 state and its thunks over the §7.2
 * calls (fetch mocked: bodies, order of calls, answers).
 */
/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	initialPaymentState,
	paymentActions,
	paymentReducer,
	paymentSelectors,
	paymentStore,
	PAYMENT_STORE,
} from '..';
import { makeConfig } from '../../../payment/test/fixtures/config';
import { cartStore, CART_STORE } from '../../cart';

const simulation = {
	total: '25.80',
	button: { is_disabled: false },
	messages: { is_hidden: true },
	funding: { paylater: { enabled: false } },
};

describe( 'payment state', () => {
	it( 'merges the simulation into the configuration (§4.6)', () => {
		const state = [
			paymentActions.setConfig( makeConfig() ),
			paymentActions.applySimulation( simulation ),
		].reduce( paymentReducer, initialPaymentState );
		const config = paymentSelectors.getConfig( state )!;
		expect( config.messages.amount ).toBe( 25.8 );
		expect( config.messages.is_hidden ).toBe( true );
		expect( config.button.is_disabled ).toBe( false );
		expect( config.url_params[ 'enable-funding' ] ).toBe( '' );
		expect( config.url_params[ 'disable-funding' ] ).toBe(
			'card,paylater'
		);
	} );

	it( 'keeps the funding lists when single product buttons are off (§4.6)', () => {
		const state = [
			paymentActions.setConfig(
				makeConfig( { single_product_buttons_enabled: '' } )
			),
			paymentActions.applySimulation( simulation ),
		].reduce( paymentReducer, initialPaymentState );
		expect(
			paymentSelectors.getConfig( state )!.url_params[ 'enable-funding' ]
		).toBe( 'paylater' );
	} );

	it( 'broadcasts a wrapper’s enablement; wrappers are enabled until told otherwise (§4.4)', () => {
		const state = paymentReducer(
			initialPaymentState,
			paymentActions.setWrapperEnabled( '#ppc-button-minicart', false )
		);
		expect(
			paymentSelectors.isWrapperEnabled( state, '#ppc-button-minicart' )
		).toBe( false );
		expect(
			paymentSelectors.isWrapperEnabled(
				state,
				'#ppc-button-ppcp-gateway'
			)
		).toBe( true );
		// The same value again is no change for listeners.
		expect(
			paymentReducer(
				state,
				paymentActions.setWrapperEnabled(
					'#ppc-button-minicart',
					false
				)
			)
		).toBe( state );
	} );

	it( 'records the script’s status and its loader message', () => {
		const state = paymentReducer(
			initialPaymentState,
			paymentActions.setSdkStatus( 'failed', 'Invalid url.' )
		);
		expect( paymentSelectors.getSdkStatus( state ) ).toBe( 'failed' );
		expect( paymentSelectors.getSdkError( state ) ).toBe( 'Invalid url.' );
	} );
} );

type Call = { url: string; body: Record< string, unknown > | null };

/**
 * A registry with both stores and fetch answering per endpoint.
 *
 * @param answers Answer per wc-ajax endpoint name.
 */
function setUp( answers: Record< string, unknown > ) {
	const calls: Call[] = [];
	global.fetch = jest.fn( async ( url: string, init?: RequestInit ) => {
		calls.push( {
			// The client goes through api-fetch, which adds _locale=user.
			url: url.replace( '&_locale=user', '' ),
			body: init?.body ? JSON.parse( String( init.body ) ) : null,
		} );
		const name = /wc-ajax=([a-z_]+)/.exec( url )?.[ 1 ] ?? '';
		return { status: 200, json: async () => answers[ name ] } as Response;
	} ) as unknown as typeof fetch;
	const registry = createRegistry();
	// The registry's types (6.8) omit register(), which it has.
	const { register } = registry as unknown as {
		register: ( store: unknown ) => void;
	};
	register( paymentStore );
	register( cartStore );
	registry.dispatch( PAYMENT_STORE ).setConfig( makeConfig() );
	return { registry, calls };
}

const line = { id: 12, quantity: 2, variations: null, extra: {} };

describe( 'payment thunks (§7.2)', () => {
	it( 'puts the product into the server’s cart, then creates the order with context, bn_code, funding source and method', async () => {
		const { registry, calls } = setUp( {
			change_cart: {
				success: true,
				data: [ { items: [ { cart_item_key: 'a'.repeat( 32 ) } ] } ],
			},
			create_order: { success: true, data: { id: 'ORDER-1' } },
		} );
		const created = await registry.dispatch( PAYMENT_STORE ).createOrder( {
			context: 'product',
			fundingSource: 'paypal',
			products: [ line ],
		} );
		expect( created.id ).toBe( 'ORDER-1' );
		expect( created.units[ 0 ].items[ 0 ].cart_item_key ).toHaveLength(
			32
		);
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=change_cart',
			'/?wc-ajax=create_order',
		] );
		expect( calls[ 0 ].body ).toEqual( {
			nonce: 'nonce-change_cart',
			products: [ line ],
		} );
		expect( calls[ 1 ].body ).toEqual( {
			nonce: 'nonce-create_order',
			purchase_units: [],
			payer: null,
			bn_code: 'Vitrine_Product',
			payment_method: 'ppcp-gateway',
			funding_source: 'paypal',
			context: 'product',
		} );
		// No price ever leaves the browser.
		expect( JSON.stringify( calls ) ).not.toMatch( /price|amount|total/ );
	} );

	it( 'creates a mini-cart order without touching the cart', async () => {
		const { registry, calls } = setUp( {
			create_order: { success: true, data: { id: 'ORDER-2' } },
		} );
		await registry
			.dispatch( PAYMENT_STORE )
			.createOrder( { context: 'mini-cart', fundingSource: 'paylater' } );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=create_order',
		] );
	} );

	it( 'rejects with the server’s message when create_order fails', async () => {
		const { registry } = setUp( {
			create_order: {
				success: false,
				data: { message: 'Dieser Termin ist ausgebucht.' },
			},
		} );
		await expect(
			registry
				.dispatch( PAYMENT_STORE )
				.createOrder( { context: 'cart', fundingSource: 'paypal' } )
		).rejects.toThrow( 'Dieser Termin ist ausgebucht.' );
	} );

	it( 'approves with should_create_wc_order and answers the order-received URL', async () => {
		const { registry, calls } = setUp( {
			approve_order: {
				success: true,
				data: {
					order_received_url: '/kasse/bestellung-erhalten/7/?key=k',
				},
			},
		} );
		const payment = registry.dispatch( PAYMENT_STORE );
		payment.startPayment( 'paypal' );
		const url = await payment.approveOrder( 'ORDER-1', 'paypal' );
		expect( url ).toBe( '/kasse/bestellung-erhalten/7/?key=k' );
		expect( calls[ 0 ].body ).toMatchObject( {
			nonce: 'nonce-approve_order',
			order_id: 'ORDER-1',
			funding_source: 'paypal',
			should_create_wc_order: true,
		} );
		expect( registry.select( PAYMENT_STORE ).getStatus() ).toBe(
			'approved'
		);
	} );

	it( 'does not create a shop order for the peer-to-peer wallet while vaulting (§7.2)', async () => {
		const { registry, calls } = setUp( {
			approve_order: { success: true, data: {} },
		} );
		registry
			.dispatch( PAYMENT_STORE )
			.setConfig( makeConfig( { vaultingEnabled: true } ) );
		const url = await registry
			.dispatch( PAYMENT_STORE )
			.approveOrder( 'ORDER-1', 'venmo' );
		expect( calls[ 0 ].body?.should_create_wc_order ).toBe( false );
		// No URL in the answer: the configured redirect (§2.6).
		expect( url ).toBe( '/kasse/' );
	} );

	it( 'simulates the cart and merges the answer (§4.6)', async () => {
		const { registry } = setUp( {
			simulate_cart: { success: true, data: simulation },
		} );
		await registry.dispatch( PAYMENT_STORE ).simulateCart( [ line ] );
		expect(
			registry.select( PAYMENT_STORE ).getConfig().messages.amount
		).toBe( 25.8 );
	} );

	it( 'removes a booking’s lines by cart_item_key and refreshes the cart (§4.6 cancel)', async () => {
		const key = 'b'.repeat( 32 );
		const { registry, calls } = setUp( {
			remove_from_cart: { success: true, data: {} },
			cart_script_params: {
				success: true,
				data: { cart: { items: [], total: '0.00', currency: 'EUR' } },
			},
		} );
		await registry
			.dispatch( PAYMENT_STORE )
			.removeCartLines( [ { items: [ { cart_item_key: key } ] } ] );
		expect( calls[ 0 ].body ).toEqual( {
			nonce: 'nonce-remove_from_cart',
			cart_item_key: key,
		} );
		expect( calls[ 1 ].url ).toBe( '/?wc-ajax=cart_script_params' );
		expect( registry.select( CART_STORE ).getTotal() ).toBe( '0.00' );
	} );

	it( 'approves a subscription, then puts the subscription product into the cart (§7.2)', async () => {
		const { registry, calls } = setUp( {
			approve_subscription: {
				success: true,
				data: { order_received_url: '/kasse/bestellung-erhalten/8/' },
			},
			change_cart: { success: true, data: [] },
		} );
		const url = await registry
			.dispatch( PAYMENT_STORE )
			.approveSubscription( 'I-SUB', 'I-SUB', [
				{ ...line, quantity: 1 },
			] );
		expect( url ).toBe( '/kasse/bestellung-erhalten/8/' );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=approve_subscription',
			'/?wc-ajax=change_cart',
		] );
		expect( calls[ 0 ].body ).toEqual( {
			nonce: 'nonce-approve_subscription',
			order_id: 'I-SUB',
			subscription_id: 'I-SUB',
		} );
	} );

	it( 'refuses a call the page does not offer without sending a request', async () => {
		const { registry, calls } = setUp( {} );
		registry.dispatch( PAYMENT_STORE ).setConfig(
			makeConfig( {
				ajax: {
					...makeConfig().ajax,
					create_order: { endpoint: '', nonce: '' },
				},
			} )
		);
		await expect(
			registry
				.dispatch( PAYMENT_STORE )
				.createOrder( { context: 'cart', fundingSource: 'paypal' } )
		).rejects.toMatchObject( { name: 'ShopAjaxError', kind: 'invalid' } );
		expect( calls ).toEqual( [] );
	} );
} );
