/**
 * `vitrine/setup`: saving a step moves on with the server's values, a
 * refused save keeps the form as typed and the stored values, rules the
 * screen knows stop a save before the request, and skipping, finishing and
 * dismissing record the server's progress (fetch mocked: routes, bodies,
 * answers).
 */
/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	initialSetupState,
	setupActions,
	setupReducer,
	setupSelectors,
	setupStore,
	SETUP_STORE,
} from '..';
import type { SetupConfig, SetupCurrent } from '../../types';
import { answerFetch, makeConfig } from './fixtures/config';

/**
 * The state the server answers with after a change.
 *
 * @param config The page's data.
 * @param change What changed.
 * @return The state.
 */
function current(
	config: SetupConfig,
	change: Partial< SetupCurrent > = {}
): SetupCurrent {
	return {
		progress: config.progress,
		values: config.values,
		paypal: config.paypal,
		...change,
	};
}

/**
 * A registry with the store initialised and fetch answering in turn.
 *
 * @param config  The page's data.
 * @param answers Status and JSON of each request, in order.
 * @return The registry and the requests made.
 */
function setUp(
	config: SetupConfig,
	answers: Array< { status: number; json: unknown } >
) {
	const calls = answerFetch( answers );
	const registry = createRegistry();
	// The registry's types (6.8) omit register(), which it has.
	( registry as unknown as { register: ( s: unknown ) => void } ).register(
		setupStore
	);
	registry.dispatch( SETUP_STORE ).init( config );
	return { registry, calls };
}

describe( 'setup state', () => {
	it( 'opens at the first open step and keeps typing apart from the stored values', () => {
		const config = makeConfig( { address: 'done' } );
		const state = [
			setupActions.init( config ),
			setupActions.setErrors( 'currency', { currency: 'falsch' } ),
			setupActions.edit( 'currency', 'currency', 'CHF' ),
		].reduce( setupReducer, initialSetupState );
		expect( setupSelectors.getPlace( state ) ).toBe( 'currency' );
		expect( setupSelectors.getDraft( state, 'currency' ) ).toEqual( {
			currency: 'CHF',
		} );
		expect( state.values?.currency.currency ).toBe( 'EUR' );
		expect( setupSelectors.getErrors( state, 'currency' ) ).toEqual( {} );
	} );
} );

describe( 'setup thunks', () => {
	it( 'saves a step and moves on, the form taking the stored (normalised) values', async () => {
		const config = makeConfig();
		const stored = {
			...config.values,
			address: { ...config.values.address, vat_id: 'DE123456789' },
		};
		const { registry, calls } = setUp( config, [
			{
				status: 200,
				json: {
					message: 'Adresse und Rechtliches gespeichert.',
					setup: current( config, {
						progress: {
							...config.progress,
							steps: {
								...config.progress.steps,
								address: 'done',
							},
						},
						values: stored,
					} ),
				},
			},
		] );
		const store = registry.dispatch( SETUP_STORE );
		store.edit( 'address', 'vat_id', 'de 123 456 789' );

		expect( await store.saveStep( 'address' ) ).toBe( true );

		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( '/vitrine/v1/setup/address' );
		expect( calls[ 0 ].body ).toMatchObject( {
			vat_id: 'de 123 456 789',
			country: 'DE',
		} );
		const select = registry.select( SETUP_STORE );
		expect( select.getPlace() ).toBe( 'currency' );
		expect( select.getDrafts()?.address.vat_id ).toBe( 'DE123456789' );
		expect( select.getNotice() ).toEqual( {
			status: 'success',
			text: 'Adresse und Rechtliches gespeichert.',
		} );
		expect( select.isBusy() ).toBe( false );
	} );

	it( 'keeps the form as typed and shows the field errors when the server refuses', async () => {
		const config = makeConfig();
		const { registry } = setUp( config, [
			{
				status: 400,
				json: {
					code: 'vitrine_setup_invalid',
					message: 'Es wurde nichts gespeichert.',
					data: {
						status: 400,
						errors: {
							postcode:
								'Postleitzahl ist keine gültige Postleitzahl.',
						},
						setup: current( config ),
					},
				},
			},
		] );
		const store = registry.dispatch( SETUP_STORE );
		store.edit( 'address', 'postcode', '5066' );

		expect( await store.saveStep( 'address' ) ).toBe( false );

		const select = registry.select( SETUP_STORE );
		expect( select.getDrafts()?.address.postcode ).toBe( '5066' );
		expect( select.getErrors( 'address' ) ).toEqual( {
			postcode: 'Postleitzahl ist keine gültige Postleitzahl.',
		} );
		expect( select.getNotice() ).toEqual( {
			status: 'error',
			text: 'Es wurde nichts gespeichert.',
		} );
		expect( select.getPlace() ).toBe( 'address' );
		expect( select.getProgress()?.steps.address ).toBe( '' );
	} );

	it( 'names a wrong IBAN without a request', async () => {
		const { registry, calls } = setUp( makeConfig(), [] );
		const store = registry.dispatch( SETUP_STORE );
		store.edit( 'bank', 'iban', 'DE88 3704 0044 0532 0130 00' );

		expect( await store.saveStep( 'bank' ) ).toBe( false );

		expect( calls ).toHaveLength( 0 );
		expect( registry.select( SETUP_STORE ).getErrors( 'bank' ) ).toEqual( {
			iban: 'The check digits of this IBAN do not match: please check it for typos.',
		} );
	} );

	it( 'sends the credentials without an emulator URL outside the emulator', async () => {
		const config = makeConfig();
		const { registry, calls } = setUp( config, [
			{ status: 200, json: { message: 'ok', setup: current( config ) } },
		] );
		const store = registry.dispatch( SETUP_STORE );
		store.edit( 'paypal', 'environment', 'sandbox' );
		store.edit( 'paypal', 'client_id', ' app-1 ' );
		store.edit( 'paypal', 'emulator_url', 'http://127.0.0.1:1' );

		await store.saveStep( 'paypal' );

		expect( calls[ 0 ] ).toEqual( {
			method: 'POST',
			url: '/vitrine/v1/setup/paypal',
			body: {
				environment: 'sandbox',
				client_id: 'app-1',
				client_secret: '',
			},
		} );
	} );

	it( 'says §8.3’s German message when the request itself fails', async () => {
		const { registry } = setUp( makeConfig(), [] );
		global.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof fetch;

		expect(
			await registry.dispatch( SETUP_STORE ).skipStep( 'address' )
		).toBe( false );

		expect( registry.select( SETUP_STORE ).getNotice() ).toEqual( {
			status: 'error',
			text: 'You are probably offline.',
		} );
	} );

	it( 'skips a step, then finishes with the server’s progress', async () => {
		const config = makeConfig( {
			address: 'done',
			currency: 'done',
			bank: 'done',
			shipping: 'done',
		} );
		const skipped = {
			...config.progress,
			steps: { ...config.progress.steps, paypal: 'skipped' as const },
		};
		const { registry, calls } = setUp( config, [
			{
				status: 200,
				json: {
					message: 'übersprungen',
					setup: current( config, { progress: skipped } ),
				},
			},
			{
				status: 200,
				json: {
					message: 'fertig',
					setup: current( config, {
						progress: { ...skipped, status: 'finished' },
					} ),
				},
			},
		] );
		const store = registry.dispatch( SETUP_STORE );
		const select = registry.select( SETUP_STORE );
		expect( select.getPlace() ).toBe( 'paypal' );

		await store.skipStep( 'paypal' );
		expect( calls[ 0 ].body ).toEqual( { step: 'paypal' } );
		expect( select.getPlace() ).toBe( 'summary' );

		await store.finish();
		expect( calls[ 1 ].url ).toBe( '/vitrine/v1/setup/finish' );
		expect( select.getProgress()?.status ).toBe( 'finished' );
	} );

	it( 'dismisses the setup', async () => {
		const config = makeConfig();
		const { registry, calls } = setUp( config, [
			{
				status: 200,
				json: {
					message: 'ok',
					setup: current( config, {
						progress: { ...config.progress, status: 'dismissed' },
					} ),
				},
			},
		] );
		await registry.dispatch( SETUP_STORE ).dismiss();
		expect( calls[ 0 ].url ).toBe( '/vitrine/v1/setup/dismiss' );
		expect( registry.select( SETUP_STORE ).getProgress()?.status ).toBe(
			'dismissed'
		);
	} );
} );
