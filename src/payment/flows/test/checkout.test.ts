/**
 * The checkout flow (§4.7, §4.9, §5.2, §5.3, §8.2) with a fake store and
 * form: the pop-up opens only on resolve(), and failures show the right
 * lines.
 */
/**
 * External dependencies
 */
import { ShopAjaxError } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import {
	checkoutFlow,
	type CheckoutFlowStore,
	type CheckoutForm,
} from '../checkout';
import { isCreateOrderError } from '../checkout-errors';
import type { FlowPage } from '../common';

const GENERIC = 'Bei der Zahlung ist ein Fehler aufgetreten.';

/**
 * A fake store, page and form, recording what the flow does.
 *
 * @param config Config overrides.
 * @param store  Store overrides.
 * @param form   Form overrides.
 * @param hash   The page's hash.
 */
function harness(
	config: Parameters< typeof makeConfig >[ 0 ] = {},
	store: Partial< CheckoutFlowStore > = {},
	form: Partial< CheckoutForm > = {},
	hash = ''
) {
	const log: string[] = [];
	const shown: unknown[] = [];
	const fullConfig = makeConfig( {
		...config,
		labels: {
			...makeConfig().labels,
			error: {
				generic: GENERIC,
				required: {
					generic: 'Bitte fülle die Pflichtfelder aus.',
					field: '%s ist ein Pflichtfeld.',
					elements: {},
				},
			},
			billing_field: '%s (Rechnungsadresse)',
			shipping_field: '%s (Lieferadresse)',
		},
	} );
	const fakeStore: CheckoutFlowStore = {
		startPayment: ( source ) => log.push( `start ${ source }` ),
		resetPayment: () => log.push( 'reset' ),
		failPayment: ( message ) => log.push( `fail ${ message }` ),
		createOrder: jest.fn( async () => ( {
			id: 'ORDER-1',
			units: [] as [],
			customId: '42',
		} ) ),
		approveOrder: jest.fn( async () => '/kasse/bestellung-erhalten/42/' ),
		approveSubscription: jest.fn(),
		refreshCart: jest.fn(),
		removeCartLines: jest.fn(),
		getConfig: () => fullConfig,
		getFundingSource: () => null,
		validateCheckout: jest.fn( async () => undefined ),
		saveCheckoutForm: jest.fn( async () => undefined ),
		vaultPaypal: jest.fn( async () => ( {
			approve_link:
				'https://provider.test/agreements/approve?approval_session_id=S1',
		} ) ),
		...store,
	};
	const page: FlowPage = {
		showError: ( message ) => log.push( `error ${ message }` ),
		clearError: () => undefined,
		redirect: ( url ) => log.push( `redirect ${ url }` ),
		wait: async ( ms ) => {
			log.push( `wait ${ ms }` );
		},
		getHash: () => hash,
		replaceHash: ( next ) => log.push( `hash ${ next }` ),
		reloadButtons: () => log.push( 'reload buttons' ),
	};
	const fakeForm: CheckoutForm = {
		returnUrl: () => 'https://shop.test/kasse/',
		setFundingSource: ( source ) => log.push( `funding ${ source }` ),
		setResumeOrder: ( id ) => log.push( `resume ${ id }` ),
		requiredFields: () => [],
		encoded: () => 'billing_first_name=Ida',
		billing: () => ( { billing_first_name: 'Ida' } ),
		chosenMethod: () => 'ppcp-gateway',
		createAccount: () => true,
		saveMethod: () => false,
		showList: ( lines ) => shown.push( lines ),
		clearList: () => undefined,
		checkoutError: () => log.push( 'checkout_error' ),
		refresh: () => log.push( 'refresh' ),
		block: () => log.push( 'block' ),
		unblock: () => log.push( 'unblock' ),
		log: ( message ) => log.push( `log ${ message }` ),
		...form,
	};
	const actions = {
		resolve: jest.fn( async () => undefined ),
		reject: jest.fn( async () => undefined ),
		restart: jest.fn(),
	};
	const flow = checkoutFlow( fakeStore, page, fakeForm, {
		context: 'checkout',
		isEnabled: () => true,
	} );
	return { flow, log, shown, actions, store: fakeStore };
}

describe( 'checkout click (§4.7, §5.2, §5.3)', () => {
	it( 'records the funding source, saves the form and opens the pop-up', async () => {
		const h = harness( { early_checkout_validation_enabled: true } );
		await h.flow.onClick( { fundingSource: 'paylater' }, h.actions );
		expect( h.log ).toContain( 'funding paylater' );
		expect( h.store.saveCheckoutForm ).toHaveBeenCalledWith(
			'billing_first_name=Ida'
		);
		expect( h.store.validateCheckout ).toHaveBeenCalled();
		expect( h.actions.resolve ).toHaveBeenCalled();
		expect( h.actions.reject ).not.toHaveBeenCalled();
	} );

	it( 'rejects a form with a missing required field with the §5.2 message, before any request', async () => {
		const h = harness(
			{
				basic_checkout_validation_enabled: true,
				early_checkout_validation_enabled: true,
			},
			{},
			{
				requiredFields: () => [
					{
						name: 'billing_last_name',
						section: 'billing',
						label: 'Nachname *',
						visible: true,
						invalid: true,
					},
				],
			}
		);
		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		expect( h.actions.reject ).toHaveBeenCalled();
		expect( h.actions.resolve ).not.toHaveBeenCalled();
		expect( h.shown ).toEqual( [
			[
				{
					before: '',
					field: 'Nachname (Rechnungsadresse)',
					after: ' ist ein Pflichtfeld.',
				},
			],
		] );
		expect( h.store.validateCheckout ).not.toHaveBeenCalled();
		expect( h.store.saveCheckoutForm ).not.toHaveBeenCalled();
	} );

	it( 'rejects with the server’s errors as a list and fires checkout_error (§5.3)', async () => {
		const h = harness(
			{ early_checkout_validation_enabled: true },
			{
				validateCheckout: jest.fn( async () => {
					throw new ShopAjaxError( 'PLZ falsch.', {
						kind: 'refused',
						status: 400,
						errors: [ 'PLZ falsch.', 'Ort fehlt.' ],
					} );
				} ),
			}
		);
		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		expect( h.actions.reject ).toHaveBeenCalled();
		expect( h.shown ).toEqual( [ [ 'PLZ falsch.', 'Ort fehlt.' ] ] );
		expect( h.log ).toContain( 'checkout_error' );
	} );

	it( 'only logs a failed save_checkout_form', async () => {
		const h = harness(
			{},
			{
				saveCheckoutForm: jest.fn( async () => {
					throw new Error( 'offline' );
				} ),
			}
		);
		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		await Promise.resolve();
		expect( h.actions.resolve ).toHaveBeenCalled();
		expect( h.log ).toContain( 'log save_checkout_form: offline' );
		expect( h.shown ).toEqual( [] );
	} );

	it( 'saves the wallet of a free-trial cart through vault_paypal and goes to its approve link (§4.7, §2.6)', async () => {
		const h = harness( {
			is_free_trial_cart: true,
			subscription_plan_id: '',
			vault_v3_enabled: '1',
		} );
		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		expect( h.actions.reject ).toHaveBeenCalled();
		expect( h.actions.resolve ).not.toHaveBeenCalled();
		expect( h.store.saveCheckoutForm ).toHaveBeenCalledWith(
			'billing_first_name=Ida'
		);
		expect( h.store.vaultPaypal ).toHaveBeenCalledWith(
			'https://shop.test/kasse/'
		);
		expect( h.log ).toContain(
			'redirect https://provider.test/agreements/approve?approval_session_id=S1'
		);
		expect( h.store.createOrder ).not.toHaveBeenCalled();
	} );

	it( 'removes the spinner and shows data.message when the free-trial wallet cannot be saved (§8.2)', async () => {
		const h = harness(
			{
				is_free_trial_cart: true,
				subscription_plan_id: '',
				vault_v3_enabled: '1',
			},
			{
				vaultPaypal: jest.fn( async () => {
					throw new ShopAjaxError( 'Speichern ist ausgeschaltet.', {
						kind: 'refused',
					} );
				} ),
			}
		);
		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		expect( h.log ).toContain( 'unblock' );
		expect( h.shown ).toEqual( [ [ 'Speichern ist ausgeschaltet.' ] ] );
		expect( h.log.some( ( line ) => line.startsWith( 'redirect' ) ) ).toBe(
			false
		);
	} );
} );

describe( 'checkout create_order (§7.2, §8.2)', () => {
	it( 'sends the form, the account box and the card button’s gateway, and keeps custom_id', async () => {
		const h = harness();
		await h.flow.onClick( { fundingSource: 'card' }, h.actions );
		const id = await h.flow.createOrder( { paymentSource: 'card' } );
		expect( id ).toBe( 'ORDER-1' );
		expect( h.store.createOrder ).toHaveBeenCalledWith( {
			context: 'checkout',
			fundingSource: 'card',
			checkout: {
				payment_method: 'ppcp-card-button-gateway',
				form_encoded: 'billing_first_name=Ida',
				form: { billing_first_name: 'Ida' },
				createaccount: true,
				save_payment_method: false,
			},
		} );
		expect( h.log ).toContain( 'resume 42' );
	} );

	it( 'unblocks, shows the errors list, raises create-order-error and no generic error follows', async () => {
		const h = harness(
			{},
			{
				createOrder: jest.fn( async () => {
					throw new ShopAjaxError( 'Vorname fehlt.', {
						kind: 'refused',
						status: 400,
						code: 100,
						errors: [ 'Vorname fehlt.', 'Ort fehlt.' ],
						refresh: true,
					} );
				} ),
			}
		);
		let raised: unknown;
		try {
			await h.flow.createOrder( { paymentSource: 'paypal' } );
		} catch ( error ) {
			raised = error;
		}
		expect( isCreateOrderError( raised ) ).toBe( true );
		expect( h.log ).toEqual(
			expect.arrayContaining( [ 'block', 'unblock', 'refresh' ] )
		);
		expect( h.shown ).toEqual( [ [ 'Vorname fehlt.', 'Ort fehlt.' ] ] );
		h.flow.onError( raised );
		expect( h.shown ).toHaveLength( 1 );
	} );
} );

describe( 'checkout button errors (§4.9, §8.2)', () => {
	it( 'shows the generic error once in the list for a broken pop-up', () => {
		const h = harness();
		h.flow.onError( new Error( 'popup closed' ) );
		expect( h.shown ).toEqual( [ [ GENERIC ] ] );
		expect( h.log ).toContain( `fail ${ GENERIC }` );
	} );

	it( 'in a resume flow cleans the hash and reloads the buttons', () => {
		const h = harness(
			{},
			{},
			{},
			'#onError?token=T&switch_initiated_time=1&keep=1'
		);
		h.flow.onError( new Error( 'not approved' ) );
		expect( h.log ).toEqual(
			expect.arrayContaining( [ 'hash #keep=1', 'reload buttons' ] )
		);
	} );
} );

describe( 'checkout approval (§4.9, §8.2, §2.6)', () => {
	it( 'goes to the order-received page after 200 ms', async () => {
		const h = harness();
		await h.flow.onApprove( { orderID: 'ORDER-1' }, h.actions );
		expect( h.log.slice( -2 ) ).toEqual( [
			'wait 200',
			'redirect /kasse/bestellung-erhalten/42/',
		] );
	} );

	it( 'shows data.message for code 100 and does not restart', async () => {
		const h = harness(
			{},
			{
				approveOrder: jest.fn( async () => {
					throw new ShopAjaxError( 'Karte abgelehnt.', {
						kind: 'refused',
						status: 422,
						code: 100,
					} );
				} ),
			}
		);
		await h.flow.onApprove( { orderID: 'ORDER-1' }, h.actions );
		expect( h.shown ).toEqual( [ [ 'Karte abgelehnt.' ] ] );
		expect( h.actions.restart ).not.toHaveBeenCalled();
	} );

	it( 'shows the generic error and restarts for other failures', async () => {
		const h = harness(
			{},
			{
				approveOrder: jest.fn( async () => {
					throw new ShopAjaxError( 'intern', {
						kind: 'refused',
						status: 409,
						code: 0,
					} );
				} ),
			}
		);
		await h.flow.onApprove( { orderID: 'ORDER-1' }, h.actions );
		expect( h.shown ).toEqual( [ [ GENERIC ] ] );
		expect( h.actions.restart ).toHaveBeenCalled();
	} );

	it( 'after the provider did not answer (502) shows the generic error without a restart, and the next click completes the same provider order (§4.9, §8.2)', async () => {
		const approveOrder = jest
			.fn()
			.mockRejectedValueOnce(
				new ShopAjaxError( 'intern', {
					kind: 'refused',
					status: 502,
					code: 0,
				} )
			)
			.mockResolvedValueOnce( '/kasse/bestellung-erhalten/42/' );
		const h = harness( {}, { approveOrder } );
		await h.flow.onApprove( { orderID: 'ORDER-1' }, h.actions );
		expect( h.shown ).toEqual( [ [ GENERIC ] ] );
		expect( h.actions.restart ).not.toHaveBeenCalled();

		await h.flow.onClick( { fundingSource: 'paypal' }, h.actions );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( h.actions.reject ).toHaveBeenCalled();
		expect( h.actions.resolve ).not.toHaveBeenCalled();
		expect( approveOrder ).toHaveBeenLastCalledWith( 'ORDER-1', 'paypal' );
		expect( h.store.createOrder ).not.toHaveBeenCalled();
		expect( h.log.slice( -1 ) ).toEqual( [
			'redirect /kasse/bestellung-erhalten/42/',
		] );
	} );

	it( 'in a resume flow cleans the hash and reloads the buttons instead of restarting', async () => {
		const h = harness(
			{},
			{
				approveOrder: jest.fn( async () => {
					throw new ShopAjaxError( 'intern', {
						kind: 'refused',
						status: 502,
					} );
				} ),
			},
			{},
			'#onApprove?token=T&switch_initiated_time=1&PayerID=P'
		);
		await h.flow.onApprove( { orderID: 'ORDER-1' }, h.actions );
		expect( h.log ).toEqual(
			expect.arrayContaining( [ 'hash ', 'reload buttons' ] )
		);
		expect( h.shown ).toEqual( [ [ GENERIC ] ] );
		expect( h.actions.restart ).not.toHaveBeenCalled();
	} );
} );
