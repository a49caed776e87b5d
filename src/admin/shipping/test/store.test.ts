/**
 * `vitrine/shipping-settings`: the form follows the server's answers, and a
 * refused save keeps what the owner typed and marks its fields.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { toSaveError } from '../api';
import {
	SHIPPING_STORE,
	actions,
	ensureShippingStore,
	initialState,
	reducer,
} from '../store';
import { STATE as state } from './fixtures/state';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

/* eslint-disable @typescript-eslint/no-explicit-any -- the store's untyped registry API. */
const store = () => select( SHIPPING_STORE ) as any;
const act = () => dispatch( SHIPPING_STORE ) as any;
/* eslint-enable @typescript-eslint/no-explicit-any */

describe( 'reducer', () => {
	it( 'clears the message of the field that changed, and all after a structural change', () => {
		const loaded = reducer( initialState, actions.receive( state ) );
		const failed = reducer(
			loaded,
			actions.fail( 'Nicht gespeichert.', {
				'zones.0.name': 'Gib einen Namen ein.',
				'zones.0.methods.0.cost': 'Betrag?',
			} )
		);
		const draft = failed.draft!;
		const named = reducer( failed, actions.edit( draft, 'zones.0.name' ) );
		expect( named.errors ).toEqual( {
			'zones.0.methods.0.cost': 'Betrag?',
		} );
		expect( named.notice?.status ).toBe( 'error' );
		expect( reducer( named, actions.edit( draft, '*' ) ).errors ).toEqual(
			{}
		);
	} );
} );

describe( 'thunks', () => {
	beforeAll( () => ensureShippingStore() );
	beforeEach( () => fetchMock.mockReset() );

	it( 'keeps the typed form and the messages when the server refuses the save', async () => {
		act().receive( state );
		const draft = JSON.parse( JSON.stringify( store().getDraft() ) );
		draft.zones[ 0 ].name = '';
		draft.zones[ 0 ].methods[ 0 ].cost = '5,5';
		act().edit( { ...draft } );
		fetchMock.mockRejectedValueOnce( {
			code: 'vitrine_shipping_invalid',
			message: 'Die Versandeinstellungen wurden nicht gespeichert.',
			data: {
				status: 400,
				errors: { 'zones.0.name': 'Gib einen Namen ein.' },
			},
		} );

		expect( await act().save() ).toBeNull();

		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/vitrine/v1/shipping',
			method: 'PUT',
			data: expect.objectContaining( {
				zones: [
					expect.objectContaining( {
						name: '',
						methods: [ expect.objectContaining( { cost: 550 } ) ],
					} ),
				],
			} ),
		} );
		expect( store().getDraft().zones[ 0 ].methods[ 0 ].cost ).toBe( '5,5' );
		expect( store().getErrors() ).toEqual( {
			'zones.0.name': 'Gib einen Namen ein.',
		} );
		expect( store().getNotice() ).toEqual( {
			status: 'error',
			text: 'Die Versandeinstellungen wurden nicht gespeichert.',
		} );
	} );

	it( 'sends nothing while an amount cannot be read', async () => {
		act().receive( state );
		const draft = JSON.parse( JSON.stringify( store().getDraft() ) );
		draft.zones[ 0 ].methods[ 0 ].cost = 'vier';
		act().edit( { ...draft } );

		expect( await act().save() ).toBeNull();

		expect( fetchMock ).not.toHaveBeenCalled();
		expect( Object.keys( store().getErrors() ) ).toEqual( [
			'zones.0.methods.0.cost',
		] );
	} );

	it( 'takes the saved settings back as the form, with the server’s message', async () => {
		act().receive( { ...state, saved: false } );
		fetchMock.mockResolvedValueOnce( {
			...state,
			message: 'Die Versandeinstellungen wurden gespeichert.',
		} );

		expect( await act().save() ).toMatchObject( { saved: true } );

		expect( store().isSaved() ).toBe( true );
		expect( store().getNotice() ).toEqual( {
			status: 'success',
			text: 'Die Versandeinstellungen wurden gespeichert.',
		} );
	} );

	it( 'loads the settings when it was given none, and turns a failure into its message', async () => {
		fetchMock.mockResolvedValueOnce( state );
		await act().load();
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/vitrine/v1/shipping',
		} );
		expect( store().getStatus() ).toBe( 'idle' );
		expect( toSaveError( { code: 'fetch_error' } ).message ).toBe(
			'The shipping settings could not be saved.'
		);
		expect(
			toSaveError( { message: 'Du bist wahrscheinlich offline.' } )
				.message
		).toBe( 'Du bist wahrscheinlich offline.' );
	} );
} );
