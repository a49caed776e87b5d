/**
 * Saving a method without a purchase (vault v3, §7.2, §2.6, §8.2).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { vaultFlow, VaultFlowError } from '../flow';

const mockCreateSetupToken = jest.fn();
const mockCreatePaymentToken = jest.fn();
const mockCreatePaymentTokenForGuest = jest.fn();

jest.mock( '../../checkout-calls', () => ( {
	createSetupToken: ( ...args: unknown[] ) => mockCreateSetupToken( ...args ),
	createPaymentToken: ( ...args: unknown[] ) =>
		mockCreatePaymentToken( ...args ),
	createPaymentTokenForGuest: ( ...args: unknown[] ) =>
		mockCreatePaymentTokenForGuest( ...args ),
} ) );
jest.mock( '@vitrine/store', () => ( {
	toShopEndpoint: ( ajax: { endpoint: string; nonce: string } ) => ( {
		url: ajax.endpoint,
		nonce: ajax.nonce,
	} ),
} ) );

const endpoint = ( name: string ) => ( {
	endpoint: `/?wc-ajax=${ name }`,
	nonce: `n-${ name }`,
} );

const config = {
	verification_method: 'SCA_WHEN_REQUIRED',
	error_message: 'Die Zahlungsart konnte nicht gespeichert werden.',
	payment_methods_page: '/mein-konto/zahlungsarten/',
	is_free_trial_cart: false,
	ajax: {
		create_setup_token: endpoint( 'create_setup_token' ),
		create_payment_token: endpoint( 'create_payment_token' ),
		create_payment_token_for_guest: endpoint(
			'create_payment_token_for_guest'
		),
	},
} as unknown as GatewayConfig;

beforeEach( () => {
	jest.clearAllMocks();
} );

describe( 'vaultFlow (Vault v3 without purchase, §2.6)', () => {
	it( 'starts a card setup token with the §3.11 verification_method and resolves its id', async () => {
		mockCreateSetupToken.mockResolvedValue( {
			id: 'SETUP1',
			status: 'CREATED',
			approve_link: '',
		} );
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
		} );

		await expect( flow.createVaultSetupToken() ).resolves.toBe( 'SETUP1' );
		expect( mockCreateSetupToken ).toHaveBeenCalledWith(
			{
				url: '/?wc-ajax=create_setup_token',
				nonce: 'n-create_setup_token',
			},
			{
				payment_method: 'ppcp-credit-card-gateway',
				verification_method: 'SCA_WHEN_REQUIRED',
			}
		);
	} );

	it( 'sends no verification_method for the wallet', async () => {
		mockCreateSetupToken.mockResolvedValue( {
			id: 'SETUP2',
			status: 'PAYER_ACTION_REQUIRED',
			approve_link: 'x',
		} );
		await vaultFlow( {
			config,
			gateway: 'ppcp-gateway',
		} ).createVaultSetupToken();
		expect( mockCreateSetupToken.mock.calls[ 0 ][ 1 ] ).toEqual( {
			payment_method: 'ppcp-gateway',
		} );
	} );

	it( '§8.2: a missing setup token rejects with the configured error_message', async () => {
		mockCreateSetupToken.mockResolvedValue( {
			id: '',
			status: '',
			approve_link: '',
		} );
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
		} );
		await expect( flow.createVaultSetupToken() ).rejects.toEqual(
			new VaultFlowError( config.error_message )
		);
		await expect( flow.onApprove( {} ) ).rejects.toBeInstanceOf(
			VaultFlowError
		);
		expect( mockCreatePaymentToken ).not.toHaveBeenCalled();
	} );

	it( '§2.6: a saved card leads to payment_methods_page', async () => {
		mockCreatePaymentToken.mockResolvedValue( 7 );
		const assign = jest.fn();
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
			done: assign,
		} );

		await flow.onApprove( { vaultSetupToken: 'SETUP1' } );

		expect( mockCreatePaymentToken ).toHaveBeenCalledWith(
			{
				url: '/?wc-ajax=create_payment_token',
				nonce: 'n-create_payment_token',
			},
			{
				vault_setup_token: 'SETUP1',
				payment_method: 'ppcp-credit-card-gateway',
				is_free_trial_cart: false,
			}
		);
		expect( assign ).toHaveBeenCalledWith( 7 );
	} );

	it( '§8.2: a payment token call that fails rejects and goes nowhere', async () => {
		mockCreatePaymentToken.mockRejectedValue(
			new Error( 'success false' )
		);
		const done = jest.fn();
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
			done,
		} );
		await expect(
			flow.onApprove( { vaultSetupToken: 'SETUP1' } )
		).rejects.toThrow( 'success false' );
		expect( done ).not.toHaveBeenCalled();
	} );

	it( '§6: a guest saves through create_payment_token_for_guest', async () => {
		mockCreatePaymentTokenForGuest.mockResolvedValue( true );
		const done = jest.fn();
		await vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
			guest: true,
			done,
		} ).onApprove( { vaultSetupToken: 'SETUP3' } );
		expect( mockCreatePaymentTokenForGuest ).toHaveBeenCalledWith(
			{
				url: '/?wc-ajax=create_payment_token_for_guest',
				nonce: 'n-create_payment_token_for_guest',
			},
			{ vault_setup_token: 'SETUP3' }
		);
		expect( mockCreatePaymentToken ).not.toHaveBeenCalled();
		expect( done ).toHaveBeenCalledWith( null );
	} );
} );
