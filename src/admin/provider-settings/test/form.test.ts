/**
 * The form's rules: what a tab's save sends, how the input follows the
 * server, what a refusal says (§8.3 for the browser's own failures).
 */
/**
 * Internal dependencies
 */
import { keysOf } from '../fields';
import { changesOf, numberInput, rebase, refusalOf } from '../form';
import { READINESS, SETTINGS, refusal } from './fixtures/settings';

describe( 'changesOf', () => {
	it( 'sends only the changed settings of the tab', () => {
		const draft = {
			...SETTINGS,
			button_height: 50,
			button_shape: 'pill',
			method_oxxo: true,
		};
		expect( changesOf( SETTINGS, draft, keysOf( 'buttons' ) ) ).toEqual( {
			button_height: 50,
			button_shape: 'pill',
		} );
		expect( changesOf( SETTINGS, SETTINGS, keysOf( 'buttons' ) ) ).toEqual(
			{}
		);
	} );

	it( 'sends the secret only when one was typed', () => {
		const keys = keysOf( 'account' );
		expect( changesOf( SETTINGS, SETTINGS, keys ) ).toEqual( {} );
		expect(
			changesOf( SETTINGS, { ...SETTINGS, client_secret: 'neu' }, keys )
		).toEqual( { client_secret: 'neu' } );
	} );
} );

describe( 'rebase', () => {
	it( 'takes the server’s values for the saved keys and untouched fields, keeps other input', () => {
		const draft = {
			...SETTINGS,
			vaulting: true,
			client_secret: 'geheim',
			data_namespace: 'shop',
		};
		const after = {
			...SETTINGS,
			// The server switched it off (no vault for the account) and
			// registered a new webhook.
			vaulting: false,
			webhook_id: 'WH2',
		};
		const next = rebase( SETTINGS, draft, after, [
			'client_secret',
			'vaulting',
		] );
		expect( next.vaulting ).toBe( false );
		expect( next.client_secret ).toBe( '' );
		expect( next.webhook_id ).toBe( 'WH2' );
		expect( next.data_namespace ).toBe( 'shop' );
	} );

	it( 'after a step keeps every field the owner typed in', () => {
		const draft = { ...SETTINGS, client_secret: 'falsch' };
		const after = { ...SETTINGS, environment: '', webhook_id: '' };
		const next = rebase( SETTINGS, draft, after );
		expect( next.client_secret ).toBe( 'falsch' );
		expect( next.environment ).toBe( '' );
	} );
} );

describe( 'numberInput', () => {
	it( 'reads whole numbers and keeps anything else as typed, for the server to refuse', () => {
		expect( numberInput( '50' ) ).toBe( 50 );
		expect( numberInput( ' 7 ' ) ).toBe( 7 );
		expect( numberInput( '' ) ).toBe( '' );
		expect( numberInput( '4.5' ) ).toBe( '4.5' );
		expect( numberInput( 'e' ) ).toBe( 'e' );
	} );
} );

describe( 'refusalOf', () => {
	it( 'carries the server’s German message, the fields to blame and the readiness list', () => {
		const found = refusalOf(
			refusal(
				'vitrine_invalid_settings',
				'Nicht gespeichert. Bitte korrigiere die markierten Felder.',
				{
					fields: { button_height: 'Gib eine ganze Zahl ein.' },
					readiness: READINESS,
				}
			)
		);
		expect( found.code ).toBe( 'vitrine_invalid_settings' );
		expect( found.message ).toContain( 'markierten Felder' );
		expect( found.fields ).toEqual( {
			button_height: 'Gib eine ganze Zahl ein.',
		} );
		expect( found.readiness ).toBe( READINESS );
	} );

	it( 'gives the browser’s own failures their §8.3 message and no fields', () => {
		const found = refusalOf( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		expect( found.message ).toBe( 'You are probably offline.' );
		expect( found.fields ).toEqual( {} );
		expect( found.readiness ).toBeNull();
		expect( refusalOf( undefined ).code ).toBe( 'unknown_error' );
	} );
} );
