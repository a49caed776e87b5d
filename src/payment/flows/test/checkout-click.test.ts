/**
 * §4.7 the wallet click flow on checkout.
 */
/**
 * Internal dependencies
 */
import { gatewayFor, needsVaultOnlyFlow } from '../checkout-click';

const trial = {
	is_free_trial_cart: true,
	subscription_plan_id: '',
	vault_v3_enabled: '',
};

describe( 'wallet click on checkout (§4.7)', () => {
	it( 'takes the vault-only branch on a free-trial cart without plan and vault v3', () => {
		expect( needsVaultOnlyFlow( trial, 'paypal' ) ).toBe( true );
	} );

	it( 'pays normally for cards, with a plan id, with vault v3 or without a free trial', () => {
		expect( needsVaultOnlyFlow( trial, 'card' ) ).toBe( false );
		expect(
			needsVaultOnlyFlow(
				{ ...trial, subscription_plan_id: 'P-1' },
				'paypal'
			)
		).toBe( false );
		expect(
			needsVaultOnlyFlow( { ...trial, vault_v3_enabled: '1' }, 'paypal' )
		).toBe( false );
		expect(
			needsVaultOnlyFlow(
				{ ...trial, is_free_trial_cart: false },
				'paypal'
			)
		).toBe( false );
	} );

	it( 'pays the card source through the card button’s gateway (§9.3)', () => {
		expect( gatewayFor( 'ppcp-gateway', 'card' ) ).toBe(
			'ppcp-card-button-gateway'
		);
		expect( gatewayFor( 'ppcp-card-button-gateway', 'card' ) ).toBe(
			'ppcp-card-button-gateway'
		);
		expect( gatewayFor( 'ppcp-gateway', 'paylater' ) ).toBe(
			'ppcp-gateway'
		);
		expect( gatewayFor( '', 'paypal' ) ).toBe( 'ppcp-gateway' );
		expect( gatewayFor( 'bacs', 'paypal' ) ).toBe( 'ppcp-gateway' );
	} );
} );
