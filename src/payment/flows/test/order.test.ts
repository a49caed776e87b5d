/**
 * The order flow: SDK callbacks → store thunks (§4.4, §4.6, §4.9, §2.5,
 * §2.6, §8.2), with a fake store and page.
 */
/**
 * External dependencies
 */
import { ShopAjaxError } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { EMPTY_MESSAGE_ERROR } from '../../rules/errors';
import { makeConfig } from '../../test/fixtures/config';
import type { FlowOptions, FlowPage, FlowStore } from '../common';
import { orderFlow } from '../order';
import { subscriptionFlow } from '../subscription';

const GENERIC = 'Bei der Zahlung ist ein Fehler aufgetreten.';
const line = { id: 5, quantity: 1, variations: null, extra: {} };

/**
 * A fake store and page, recording what the flow does.
 *
 * @param overrides Store members to replace.
 * @param hash      The page's hash.
 */
function harness( overrides: Partial< FlowStore > = {}, hash = '' ) {
	const log: string[] = [];
	let currentHash = hash;
	const store: FlowStore = {
		startPayment: ( source ) => log.push( `start ${ source }` ),
		resetPayment: () => log.push( 'reset' ),
		failPayment: ( message ) => log.push( `fail ${ message }` ),
		createOrder: jest.fn( async () => ( {
			id: 'ORDER-1',
			units: [ { items: [ { cart_item_key: 'k1' } ] } ],
		} ) ),
		approveOrder: jest.fn( async () => '/kasse/bestellung-erhalten/7/' ),
		approveSubscription: jest.fn(
			async () => '/kasse/bestellung-erhalten/8/'
		),
		refreshCart: jest.fn( async () => log.push( 'refresh cart' ) ),
		removeCartLines: jest.fn( async () => log.push( 'remove lines' ) ),
		getConfig: () => makeConfig(),
		getFundingSource: () => null,
		...overrides,
	};
	const page: FlowPage = {
		showError: ( message ) => log.push( `error ${ message }` ),
		clearError: () => log.push( 'clear error' ),
		redirect: ( url ) => log.push( `redirect ${ url }` ),
		wait: async ( ms ) => {
			log.push( `wait ${ ms }` );
		},
		getHash: () => currentHash,
		replaceHash: ( next ) => {
			currentHash = next;
			log.push( `hash ${ next }` );
		},
		reloadButtons: () => log.push( 'reload buttons' ),
	};
	return { store, page, log, hash: () => currentHash };
}

const productOptions = ( more: Partial< FlowOptions > = {} ): FlowOptions => ( {
	context: 'product',
	productType: 'simple',
	products: () => [ line ],
	isEnabled: () => true,
	...more,
} );

const clickActions = () => ( {
	resolve: jest.fn( () => Promise.resolve() ),
	reject: jest.fn( () => Promise.resolve() ),
} );

describe( 'order flow', () => {
	it( 'pays from the product page: click, create with the form’s lines, approve, redirect after 200 ms (§4.9, §2.6)', async () => {
		const { store, page, log } = harness();
		const flow = orderFlow( store, page, productOptions() );
		const actions = clickActions();
		await flow.onClick( { fundingSource: 'paylater' }, actions );
		expect( actions.resolve ).toHaveBeenCalled();
		expect( await flow.createOrder( {} ) ).toBe( 'ORDER-1' );
		expect( store.createOrder ).toHaveBeenCalledWith( {
			context: 'product',
			fundingSource: 'paylater',
			products: [ line ],
		} );
		await flow.onApprove( { orderID: 'ORDER-1' }, { restart: jest.fn() } );
		expect( store.approveOrder ).toHaveBeenCalledWith(
			'ORDER-1',
			'paylater'
		);
		expect( log ).toEqual( [
			'clear error',
			'reset',
			'start paylater',
			'wait 200',
			'redirect /kasse/bestellung-erhalten/7/',
		] );
	} );

	it( 'a disabled wrapper refuses the click and lets the product form submit (§4.4)', async () => {
		const { store, page } = harness();
		const submit = jest.fn();
		const flow = orderFlow(
			store,
			page,
			productOptions( {
				isEnabled: () => false,
				onDisabledClick: submit,
			} )
		);
		const actions = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, actions );
		expect( actions.reject ).toHaveBeenCalled();
		expect( actions.resolve ).not.toHaveBeenCalled();
		expect( submit ).toHaveBeenCalled();
	} );

	it( 'shows the generic error and restarts when the approval fails (§4.9, §8.2)', async () => {
		const { store, page, log } = harness( {
			approveOrder: jest.fn( async () => {
				throw new Error( 'Die Zahlung wurde abgelehnt.' );
			} ),
		} );
		const flow = orderFlow( store, page, productOptions() );
		const restart = jest.fn();
		await flow.onApprove( { orderID: 'ORDER-1' }, { restart } );
		expect( log ).toEqual( [ `fail ${ GENERIC }`, `error ${ GENERIC }` ] );
		expect( restart ).toHaveBeenCalled();
	} );

	it( 'shows the server’s message for a booking whose order could not be created (§8.2)', async () => {
		const { store, page, log } = harness( {
			createOrder: jest.fn( async () => {
				throw new ShopAjaxError( 'Dieser Termin ist ausgebucht.', {
					kind: 'refused',
					status: 422,
				} );
			} ),
		} );
		const flow = orderFlow(
			store,
			page,
			productOptions( { productType: 'booking' } )
		);
		await expect( flow.createOrder( {} ) ).rejects.toThrow();
		flow.onError();
		expect( log ).toContain( 'error Dieser Termin ist ausgebucht.' );
	} );

	it( 'shows a booking the generic error when the server refused without a message (§5.4 is not for people)', async () => {
		const { store, page, log } = harness( {
			createOrder: jest.fn( async () => {
				throw new ShopAjaxError( EMPTY_MESSAGE_ERROR, {
					kind: 'empty-message',
					status: 400,
				} );
			} ),
		} );
		const flow = orderFlow(
			store,
			page,
			productOptions( { productType: 'booking' } )
		);
		await expect( flow.createOrder( {} ) ).rejects.toThrow();
		flow.onError();
		expect( log ).toEqual( [ `fail ${ GENERIC }`, `error ${ GENERIC }` ] );
	} );

	it( 'removes a booking’s lines by cart_item_key on cancel (§4.6)', async () => {
		const { store, page, log } = harness();
		const flow = orderFlow(
			store,
			page,
			productOptions( { productType: 'booking' } )
		);
		await flow.createOrder( {} );
		await flow.onCancel();
		expect( store.removeCartLines ).toHaveBeenCalledWith( [
			{ items: [ { cart_item_key: 'k1' } ] },
		] );
		expect( log ).not.toContain( 'refresh cart' );
	} );

	it( 'refreshes the mini-cart on cancel for other products (§4.6)', async () => {
		const { store, page, log } = harness();
		const flow = orderFlow( store, page, productOptions() );
		await flow.createOrder( {} );
		await flow.onCancel();
		expect( log ).toEqual( [ 'reset', 'refresh cart' ] );
	} );

	it( 'only goes back to idle on cancel in the cart (no product lines)', async () => {
		const { store, page, log } = harness();
		const flow = orderFlow( store, page, {
			context: 'cart',
			isEnabled: () => true,
		} );
		await flow.onCancel();
		expect( log ).toEqual( [ 'reset' ] );
		await flow.createOrder( { paymentSource: 'paypal' } );
		expect( store.createOrder ).toHaveBeenCalledWith( {
			context: 'cart',
			fundingSource: 'paypal',
			products: undefined,
		} );
	} );

	it( 'a provider 5xx on create_order from the cart shows the generic error, not the server’s, leaves the cart alone and the next click starts again (§8.2, §4.9)', async () => {
		const createOrder = jest
			.fn()
			.mockRejectedValueOnce(
				new ShopAjaxError(
					'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
					{ kind: 'refused', status: 502, code: 0 }
				)
			)
			.mockResolvedValueOnce( { id: 'ORDER-2', units: [] } );
		const { store, page, log } = harness( { createOrder } );
		const flow = orderFlow( store, page, {
			context: 'cart',
			isEnabled: () => true,
		} );
		const actions = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, actions );
		expect( actions.resolve ).toHaveBeenCalled();
		await expect(
			flow.createOrder( { paymentSource: 'paypal' } )
		).rejects.toBeInstanceOf( ShopAjaxError );
		// The SDK reports the failed createOrder through onError.
		flow.onError();
		expect( log ).toEqual( [
			'clear error',
			'reset',
			'start paypal',
			`fail ${ GENERIC }`,
			`error ${ GENERIC }`,
		] );
		expect( store.refreshCart ).not.toHaveBeenCalled();
		expect( store.removeCartLines ).not.toHaveBeenCalled();
		expect( store.approveOrder ).not.toHaveBeenCalled();

		const next = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, next );
		expect( next.resolve ).toHaveBeenCalled();
		expect( log.slice( -3 ) ).toEqual( [
			'clear error',
			'reset',
			'start paypal',
		] );
		expect( await flow.createOrder( { paymentSource: 'paypal' } ) ).toBe(
			'ORDER-2'
		);
	} );

	it( 'removes the provider’s hash parameters on return and keeps the others (§2.5)', async () => {
		const { store, page, hash } = harness(
			{},
			'#tab=2&token=EC-1&PayerID=P1'
		);
		const flow = orderFlow( store, page, productOptions() );
		await flow.onApprove( { orderID: 'ORDER-1' }, {} );
		expect( hash() ).toBe( '#tab=2' );
	} );

	it( 'after the provider did not answer the approval (502), does not restart and completes the same provider order on the next click, without a pop-up (§4.9)', async () => {
		const approveOrder = jest
			.fn()
			.mockRejectedValueOnce(
				new ShopAjaxError(
					'Bei der Zahlung ist etwas schiefgelaufen.',
					{
						kind: 'refused',
						status: 502,
						code: 0,
					}
				)
			)
			.mockResolvedValueOnce( '/kasse/bestellung-erhalten/7/' );
		const { store, page, log } = harness( { approveOrder } );
		const flow = orderFlow( store, page, productOptions() );
		const restart = jest.fn();
		await flow.onApprove( { orderID: 'ORDER-1' }, { restart } );
		expect( restart ).not.toHaveBeenCalled();
		expect( log ).toContain( `error ${ GENERIC }` );

		const actions = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, actions );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( actions.reject ).toHaveBeenCalled();
		expect( actions.resolve ).not.toHaveBeenCalled();
		expect( store.createOrder ).not.toHaveBeenCalled();
		expect( approveOrder ).toHaveBeenCalledTimes( 2 );
		expect( approveOrder ).toHaveBeenLastCalledWith( 'ORDER-1', 'paypal' );
		expect( log.slice( -1 ) ).toEqual( [
			'redirect /kasse/bestellung-erhalten/7/',
		] );

		// Done: the click after that opens the pop-up again.
		const next = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, next );
		expect( next.resolve ).toHaveBeenCalled();
	} );

	it( 'after an approval answer lost on the network, the next click retries the same order; a declined one (code 100) restarts and keeps nothing', async () => {
		const approveOrder = jest
			.fn()
			.mockRejectedValueOnce(
				new ShopAjaxError( 'Keine Verbindung.', {
					kind: 'network',
					status: 0,
				} )
			)
			.mockRejectedValueOnce(
				new ShopAjaxError( 'Deine Zahlungsart wurde abgelehnt.', {
					kind: 'refused',
					status: 422,
					code: 100,
				} )
			);
		const { store, page } = harness( { approveOrder } );
		const flow = orderFlow( store, page, productOptions() );
		await flow.onApprove( { orderID: 'ORDER-1' }, { restart: jest.fn() } );
		const retry = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, retry );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( retry.reject ).toHaveBeenCalled();
		expect( approveOrder ).toHaveBeenCalledTimes( 2 );

		const next = clickActions();
		await flow.onClick( { fundingSource: 'paypal' }, next );
		expect( next.resolve ).toHaveBeenCalled();
		const restart = jest.fn();
		approveOrder.mockRejectedValueOnce(
			new ShopAjaxError( 'Deine Zahlungsart wurde abgelehnt.', {
				kind: 'refused',
				status: 422,
				code: 100,
			} )
		);
		await flow.onApprove( { orderID: 'ORDER-2' }, { restart } );
		expect( restart ).toHaveBeenCalled();
	} );

	it( 'in a resume flow, an error cleans the hash and reloads the buttons instead of restarting (§4.9)', async () => {
		const { store, page, log, hash } = harness(
			{
				approveOrder: jest.fn( async () => {
					throw new Error( '' );
				} ),
			},
			'#switch_initiated_time=1700000000&onApprove=1'
		);
		const restart = jest.fn();
		const flow = orderFlow( store, page, productOptions() );
		await flow.onApprove( { orderID: 'ORDER-1' }, { restart } );
		expect( restart ).not.toHaveBeenCalled();
		expect( hash() ).toBe( '' );
		expect( log ).toContain( 'reload buttons' );
	} );
} );

describe( 'subscription flow (§4.5)', () => {
	it( 'creates the subscription with the plan id and approves it with the product line', async () => {
		const { store, page, log } = harness();
		const flow = subscriptionFlow( store, page, {
			...productOptions( { productType: 'subscription' } ),
			planId: () => 'P-MONAT',
		} );
		const create = jest.fn( async () => 'I-SUB' );
		expect(
			await flow.createSubscription( {}, { subscription: { create } } )
		).toBe( 'I-SUB' );
		expect( create ).toHaveBeenCalledWith( { plan_id: 'P-MONAT' } );
		await flow.onApprove(
			{ orderID: 'I-SUB', subscriptionID: 'I-SUB' },
			{}
		);
		expect( store.approveSubscription ).toHaveBeenCalledWith(
			'I-SUB',
			'I-SUB',
			[ line ]
		);
		expect( log ).toEqual( [
			'wait 200',
			'redirect /kasse/bestellung-erhalten/8/',
		] );
	} );

	it( 'creates nothing without a plan', async () => {
		const { store, page } = harness();
		const flow = subscriptionFlow( store, page, {
			...productOptions(),
			planId: () => null,
		} );
		const create = jest.fn();
		await expect(
			flow.createSubscription( {}, { subscription: { create } } )
		).rejects.toThrow();
		expect( create ).not.toHaveBeenCalled();
	} );
} );
