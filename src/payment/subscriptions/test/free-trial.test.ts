/**
 * Internal dependencies
 */
import {
	savesWalletForFreeTrial,
	startWalletVault,
	type WalletVaultDeps,
} from '../free-trial';

const FREE_TRIAL = { is_free_trial_cart: true, subscription_plan_id: '' };

function deps( overrides: Partial< WalletVaultDeps > = {} ) {
	const log: string[] = [];
	const base: WalletVaultDeps = {
		saveForm: async () => log.push( 'save' ),
		validate: async () => log.push( 'validate' ),
		vault: async ( url ) => {
			log.push( `vault ${ url }` );
			return { approve_link: 'https://provider.test/approve?x=1' };
		},
		returnUrl: 'https://shop.test/kasse/',
		navigate: ( url ) => log.push( `go ${ url }` ),
		block: () => log.push( 'block' ),
		unblock: () => log.push( 'unblock' ),
		showError: ( message ) => log.push( `error ${ message }` ),
		messageOf: ( error ) =>
			( error as { message?: string } )?.message ?? 'generic',
	};
	return { deps: { ...base, ...overrides }, log };
}

describe( 'free-trial wallet (§4.5, §4.7, §2.6, §8.2)', () => {
	it( 'saves the wallet on a free-trial cart for every source but the card button (§4.7 step 3)', () => {
		expect( savesWalletForFreeTrial( FREE_TRIAL, 'paypal' ) ).toBe( true );
		expect( savesWalletForFreeTrial( FREE_TRIAL, 'paylater' ) ).toBe(
			true
		);
		expect( savesWalletForFreeTrial( FREE_TRIAL, 'card' ) ).toBe( false );
		expect(
			savesWalletForFreeTrial(
				{ ...FREE_TRIAL, subscription_plan_id: 'P-1' },
				'paypal'
			)
		).toBe( false );
		expect(
			savesWalletForFreeTrial(
				{ ...FREE_TRIAL, is_free_trial_cart: false },
				'paypal'
			)
		).toBe( false );
	} );

	it( 'keeps the form, validates it, then goes to the approve link with this page as return_url (§2.6)', async () => {
		const { deps: d, log } = deps();
		await expect( startWalletVault( d ) ).resolves.toBe( true );
		expect( log ).toEqual( [
			'block',
			'save',
			'validate',
			'vault https://shop.test/kasse/',
			'go https://provider.test/approve?x=1',
		] );
	} );

	it( 'removes the spinner and shows data.message when vault_paypal fails (§8.2)', async () => {
		const { deps: d, log } = deps( {
			vault: async () => {
				throw {
					message: 'Dein Warenkorb enthält keinen Probezeitraum.',
				};
			},
		} );
		await expect( startWalletVault( d ) ).resolves.toBe( false );
		expect( log.slice( -2 ) ).toEqual( [
			'unblock',
			'error Dein Warenkorb enthält keinen Probezeitraum.',
		] );
		expect( log.some( ( line ) => line.startsWith( 'go ' ) ) ).toBe(
			false
		);
	} );

	it( 'does not leave the page when the form is refused', async () => {
		const { deps: d, log } = deps( {
			validate: async () => {
				throw { message: 'Bitte gib deine E-Mail-Adresse ein.' };
			},
		} );
		await expect( startWalletVault( d ) ).resolves.toBe( false );
		expect( log ).not.toContain( 'vault https://shop.test/kasse/' );
		expect( log ).toContain( 'error Bitte gib deine E-Mail-Adresse ein.' );
	} );
} );
