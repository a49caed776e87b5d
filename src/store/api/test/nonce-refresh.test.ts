/**
 * Nonces on cached pages: a shop call refused for its nonce asks
 * refresh_nonces once and retries with the session's fresh nonce, through
 * api-fetch's middleware chain; later calls send the fresh nonce at once.
 */
/**
 * Internal dependencies
 */
import { callShop, ShopAjaxError } from '../client';
import type { CreateOrderBody } from '../types';
import { forgetFreshNonces, refreshUrl, shopCallName } from '../nonce-refresh';

const create = { url: '/?wc-ajax=create_order', nonce: 'day-old' };

/**
 * A create_order body of a context.
 *
 * @param context §2.4 context.
 */
function body( context: 'product' | 'cart' ): CreateOrderBody {
	return {
		context,
		purchase_units: [],
		payer: null,
		bn_code: '',
		payment_method: '',
		funding_source: 'paypal',
	};
}
const STALE = {
	success: false,
	data: {
		code: 'vitrine_invalid_nonce',
		message: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.',
	},
};
const FRESH = {
	success: true,
	data: {
		ajax: {
			create_order: {
				endpoint: '/?wc-ajax=create_order',
				nonce: 'fresh-c',
			},
			approve_order: {
				endpoint: '/?wc-ajax=approve_order',
				nonce: 'fresh-a',
			},
		},
	},
};

/**
 * A Response-like answer (api-fetch reads status, json and clone).
 *
 * @param status HTTP status.
 * @param json   Body.
 */
function reply( status: number, json: unknown ) {
	const make = (): unknown => ( {
		status,
		ok: status >= 200 && status < 300,
		json: () => Promise.resolve( json ),
		clone: make,
	} );
	return make();
}

/**
 * A fetch that answers by URL and nonce: create_order accepts only
 * `accepted`, refresh_nonces answers `refreshed`.
 *
 * @param accepted  The nonce create_order takes.
 * @param refreshed The refresh endpoint's answer.
 */
function shop( accepted: string, refreshed: unknown = FRESH ) {
	const fetchMock = jest.fn( ( url: string, init: { body?: string } ) => {
		if ( url.includes( 'wc-ajax=refresh_nonces' ) ) {
			return Promise.resolve( reply( 200, refreshed ) );
		}
		const { nonce } = JSON.parse( init.body ?? '{}' );
		return Promise.resolve(
			nonce === accepted
				? reply( 200, {
						success: true,
						data: { id: 'PAY-1', custom_id: '7' },
				  } )
				: reply( 403, STALE )
		);
	} );
	( global as { fetch?: unknown } ).fetch = fetchMock;
	return fetchMock;
}

/**
 * The nonce each POST sent and the URLs asked, in order.
 *
 * @param fetchMock The fetch.
 */
function sent( fetchMock: jest.Mock ) {
	return fetchMock.mock.calls.map(
		( [ url, init ]: [ string, { body?: string } ] ) =>
			url.includes( 'refresh_nonces' )
				? 'refresh'
				: JSON.parse( init.body ?? '{}' ).nonce
	);
}

describe( 'nonce refresh for cached pages', () => {
	beforeEach( () => forgetFreshNonces() );
	afterEach( () => {
		( global as { fetch?: unknown } ).fetch = undefined;
	} );

	it( 'retries a call refused for its nonce once, with the fresh nonce of the session', async () => {
		const fetchMock = shop( 'fresh-c' );

		await expect(
			callShop( 'create_order', create, body( 'product' ) )
		).resolves.toEqual( { id: 'PAY-1', custom_id: '7' } );

		expect( sent( fetchMock ) ).toEqual( [
			'day-old',
			'refresh',
			'fresh-c',
		] );
		const refresh = fetchMock.mock.calls[ 1 ];
		expect( refresh[ 0 ] ).toMatch( /^\/\?wc-ajax=refresh_nonces/ );
		expect( refresh[ 1 ] ).toMatchObject( { method: 'GET' } );
		expect(
			JSON.parse( fetchMock.mock.calls[ 2 ][ 1 ].body ?? '' )
		).toEqual( {
			nonce: 'fresh-c',
			...body( 'product' ),
		} );
	} );

	it( 'sends the fresh nonce straight away on the next call of the page', async () => {
		const fetchMock = shop( 'fresh-c' );
		await callShop( 'create_order', create, body( 'product' ) );
		fetchMock.mockClear();

		await callShop( 'create_order', create, body( 'cart' ) );

		expect( sent( fetchMock ) ).toEqual( [ 'fresh-c' ] );
	} );

	it( 'refreshes only once: a call still refused gives the German message', async () => {
		const fetchMock = shop( 'never' );

		const error = await callShop(
			'create_order',
			create,
			body( 'product' )
		).catch( ( e ) => e );

		expect( error ).toBeInstanceOf( ShopAjaxError );
		expect( error ).toMatchObject( {
			status: 403,
			code: 'vitrine_invalid_nonce',
			message: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.',
		} );
		expect( sent( fetchMock ) ).toEqual( [
			'day-old',
			'refresh',
			'fresh-c',
		] );
	} );

	it( 'keeps the refusal when the refresh answers no nonce', async () => {
		const fetchMock = shop( 'fresh-c', { success: false, data: {} } );

		const error = await callShop(
			'create_order',
			create,
			body( 'product' )
		).catch( ( e ) => e );

		expect( error ).toMatchObject( { code: 'vitrine_invalid_nonce' } );
		expect( sent( fetchMock ) ).toEqual( [ 'day-old', 'refresh' ] );
	} );

	it( 'does not refresh for other refusals', async () => {
		const fetchMock = jest.fn().mockResolvedValue(
			reply( 403, {
				success: false,
				data: { code: 'vitrine_forbidden', message: 'Nein.' },
			} )
		);
		( global as { fetch?: unknown } ).fetch = fetchMock;

		await expect(
			callShop( 'create_order', create, body( 'product' ) )
		).rejects.toMatchObject( { code: 'vitrine_forbidden' } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads the call name from a shop URL and points the refresh at the same site', () => {
		expect(
			shopCallName( 'https://shop.example/?wc-ajax=create_order' )
		).toBe( 'create_order' );
		expect( shopCallName( '/wp-json/vitrine/v1/cart' ) ).toBe( '' );
		expect( shopCallName( '/?wc-ajax=<x>' ) ).toBe( '' );
		expect(
			refreshUrl(
				'https://shop.example/de/?lang=de&wc-ajax=approve_order'
			)
		).toBe( 'https://shop.example/de/?lang=de&wc-ajax=refresh_nonces' );
	} );
} );
