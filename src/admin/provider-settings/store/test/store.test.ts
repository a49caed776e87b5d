/**
 * `vitrine/provider-settings` through a real @wordpress/data registry, the
 * typed client mocked: a save sends only the tab's changes and takes the
 * server's answer; a refusal keeps the input and the stored settings and
 * marks the fields; a go-live step reads the settings again.
 */
/**
 * WordPress dependencies
 */
import { createRegistry, type dispatch, type select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../api';
import { settingsStore } from '..';
import {
	CONFIG,
	READINESS,
	SETTINGS,
	refusal,
	saved,
} from '../../test/fixtures/settings';

jest.mock( '../../api', () => ( {
	readSettings: jest.fn(),
	saveSettings: jest.fn(),
	runStep: jest.fn(),
} ) );

const mocked = api as jest.Mocked< typeof api >;

/** A registry with the store set up from the page's data. */
function screen() {
	// The registry's types (6.8) omit register(), which it has.
	const registry = createRegistry() as unknown as {
		register: ( store: typeof settingsStore ) => void;
		select: typeof select;
		dispatch: typeof dispatch;
	};
	registry.register( settingsStore );
	registry.dispatch( settingsStore ).setUp( CONFIG );
	return {
		select: registry.select( settingsStore ),
		dispatch: registry.dispatch( settingsStore ),
	};
}

beforeEach( () => jest.resetAllMocks() );

describe( 'saving a tab', () => {
	it( 'sends only its changed settings and shows the server’s notice', async () => {
		const { select, dispatch } = screen();
		dispatch.edit( 'button_height', 50 );
		dispatch.edit( 'method_oxxo', true );
		mocked.saveSettings.mockResolvedValue(
			saved( { ...SETTINGS, button_height: 50 } )
		);
		await dispatch.save( 'buttons' );
		expect( mocked.saveSettings ).toHaveBeenCalledWith( {
			button_height: 50,
		} );
		expect( select.getSaved()?.button_height ).toBe( 50 );
		expect( select.getNotice() ).toEqual( {
			status: 'success',
			text: 'Einstellungen gespeichert.',
			details: [],
		} );
		// The other tab's input waits for its own save.
		expect( select.getDraft()?.method_oxxo ).toBe( true );
		expect( select.getBusy() ).toBeNull();
	} );

	it( 'shows the warnings of a save that worked, and what the server changed', async () => {
		const { select, dispatch } = screen();
		dispatch.edit( 'client_secret', 'neu' );
		mocked.saveSettings.mockResolvedValue(
			saved( { ...SETTINGS, vaulting: false }, [
				'„Zahlungsarten speichern“ wurde ausgeschaltet.',
			] )
		);
		await dispatch.save( 'account' );
		expect( mocked.saveSettings ).toHaveBeenCalledWith( {
			client_secret: 'neu',
		} );
		expect( select.getNotice()?.status ).toBe( 'warning' );
		expect( select.getNotice()?.details ).toHaveLength( 1 );
		expect( select.getDraft()?.vaulting ).toBe( false );
		expect( select.getDraft()?.client_secret ).toBe( '' );
	} );

	it( 'keeps the input and the stored settings when refused, with the reasons on the fields', async () => {
		const { select, dispatch } = screen();
		dispatch.edit( 'button_height', 99 );
		dispatch.edit( 'button_shape', 'pill' );
		mocked.saveSettings.mockRejectedValue(
			refusal(
				'vitrine_invalid_settings',
				'Nicht gespeichert. Bitte korrigiere die markierten Felder.',
				{
					fields: {
						button_height: 'Gib eine ganze Zahl von 25 bis 55 ein.',
					},
				}
			)
		);
		await dispatch.save( 'buttons' );
		expect( select.getDraft()?.button_height ).toBe( 99 );
		expect( select.getDraft()?.button_shape ).toBe( 'pill' );
		expect( select.getSaved() ).toEqual( SETTINGS );
		expect( select.getError( 'button_height' ) ).toContain( '25 bis 55' );
		expect( select.getError( 'button_shape' ) ).toBe( '' );
		expect( select.getNotice()?.status ).toBe( 'error' );
		expect( select.getBusy() ).toBeNull();

		// Typing again clears the field's reason.
		dispatch.edit( 'button_height', 45 );
		expect( select.getError( 'button_height' ) ).toBe( '' );
	} );

	it( 'keeps a typed secret when the provider refuses it', async () => {
		const { select, dispatch } = screen();
		dispatch.edit( 'client_secret', 'falsch' );
		mocked.saveSettings.mockRejectedValue(
			refusal(
				'vitrine_settings_invalid_client',
				'PayPal nimmt diese Zugangsdaten nicht an.',
				{ readiness: READINESS }
			)
		);
		await dispatch.save( 'account' );
		expect( select.getDraft()?.client_secret ).toBe( 'falsch' );
		expect( select.getNotice()?.text ).toContain( 'nicht an' );
		expect( select.getReadiness() ).toBe( READINESS );
	} );

	it( 'asks nothing of the server when nothing changed', async () => {
		const { select, dispatch } = screen();
		await dispatch.save( 'checkout' );
		expect( mocked.saveSettings ).not.toHaveBeenCalled();
		expect( select.getNotice()?.status ).toBe( 'info' );
	} );

	it( 'does not save twice at once', async () => {
		const { dispatch } = screen();
		dispatch.edit( 'button_height', 50 );
		let answer: ( value: ReturnType< typeof saved > ) => void = () => {};
		mocked.saveSettings.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const first = dispatch.save( 'buttons' );
		await dispatch.save( 'buttons' );
		answer( saved( { ...SETTINGS, button_height: 50 } ) );
		await first;
		expect( mocked.saveSettings ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'a go-live step', () => {
	it( 'reads the settings again and keeps what the owner typed', async () => {
		const { select, dispatch } = screen();
		dispatch.edit( 'client_secret', 'neu' );
		mocked.runStep.mockResolvedValue( {
			ok: true,
			message: 'Getrennt.',
			readiness: READINESS,
		} );
		mocked.readSettings.mockResolvedValue( {
			...saved( { ...SETTINGS, environment: '', webhook_id: '' } ),
			secret_stored: false,
		} );
		await dispatch.runStep( 'disconnect' );
		expect( mocked.runStep ).toHaveBeenCalledWith( 'disconnect' );
		expect( select.getSaved()?.environment ).toBe( '' );
		expect( select.getDraft()?.environment ).toBe( '' );
		expect( select.getDraft()?.client_secret ).toBe( 'neu' );
		expect( select.isSecretStored() ).toBe( false );
		expect( select.getNotice()?.text ).toBe( 'Getrennt.' );
	} );

	it( 'shows a refused step with the readiness list it brought', async () => {
		const { select, dispatch } = screen();
		const after = { ...READINESS, connected: false };
		mocked.runStep.mockRejectedValue(
			refusal(
				'vitrine_go_live_unreachable',
				'PayPal hat nicht geantwortet.',
				{
					readiness: after,
				}
			)
		);
		await dispatch.runStep( 'check' );
		expect( mocked.readSettings ).not.toHaveBeenCalled();
		expect( select.getReadiness() ).toBe( after );
		expect( select.getNotice()?.status ).toBe( 'error' );
	} );
} );
