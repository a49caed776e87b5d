/**
 * App switch in the emulator's SDK (§2.5, §4.8, §4.9): when a click
 * switches, the URLs of the round trip, and `hasReturned()` / `resume()`
 * on the way back.
 */
/**
 * Internal dependencies
 */
import {
	readReturn,
	returnUrl,
	switchApplies,
	switchUrl,
} from '../src/sdk/app-switch';
import { boot } from '../src/sdk/browser';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const noop = () => undefined;

describe( 'when a click switches', () => {
	const order = { appSwitchWhenAvailable: true, createOrder: noop };

	test( 'only when asked for, for a wallet order', () => {
		expect( switchApplies( order, 'paypal' ) ).toBe( true );
		expect( switchApplies( { createOrder: noop }, 'paypal' ) ).toBe(
			false
		);
		expect( switchApplies( order, 'card' ) ).toBe( false );
		expect(
			switchApplies(
				{ appSwitchWhenAvailable: true, createVaultSetupToken: noop },
				'paypal'
			)
		).toBe( false );
	} );

	test( 'never with the shipping callbacks, as the provider documents', () => {
		for ( const callback of [
			'onShippingOptionsChange',
			'onShippingAddressChange',
			'onShippingChange',
		] ) {
			expect(
				switchApplies( { ...order, [ callback ]: noop }, 'paypal' )
			).toBe( false );
		}
	} );
} );

describe( 'the round trip', () => {
	test( 'the approval page carries both ways back to the page, without its old hash', () => {
		const url = new URL(
			switchUrl(
				'http://127.0.0.1:8891',
				'ORDER-9',
				'paypal',
				'http://shop.test/produkt/tasse/?x=1#old',
				'uid_abc',
				1700000000000
			)
		);
		expect( url.pathname ).toBe( '/checkoutnow' );
		expect( url.searchParams.get( 'token' ) ).toBe( 'ORDER-9' );
		expect( url.searchParams.get( 'switch_approve' ) ).toBe(
			'http://shop.test/produkt/tasse/?x=1#onApprove?token=ORDER-9&button_session_id=uid_abc&switch_initiated_time=1700000000000'
		);
		expect( url.searchParams.get( 'switch_cancel' ) ).toBe(
			'http://shop.test/produkt/tasse/?x=1#onCancel?token=ORDER-9&button_session_id=uid_abc&switch_initiated_time=1700000000000'
		);
	} );

	test( 'a return hash is read; a hash without switch_initiated_time is no return', () => {
		expect(
			readReturn(
				'#onApprove?token=O1&button_session_id=uid_1&switch_initiated_time=5&PayerID=P1'
			)
		).toEqual( {
			kind: 'onApprove',
			token: 'O1',
			payerID: 'P1',
			buttonSessionID: 'uid_1',
			switchInitiatedTime: '5',
		} );
		const cancelled = new URL(
			returnUrl( 'http://x/', 'onCancel', { token: 'O2' } )
		);
		expect( cancelled.hash ).toBe( '#onCancel?token=O2' );
		expect( readReturn( cancelled.hash ) ).toBeNull();
		expect(
			readReturn( '#onCancel?token=O2&switch_initiated_time=5' )?.kind
		).toBe( 'onCancel' );
		expect( readReturn( '#onApprove?token=O1' ) ).toBeNull();
		expect( readReturn( '#reviews' ) ).toBeNull();
		expect( readReturn( '' ) ).toBeNull();
	} );
} );

describe( 'hasReturned() and resume()', () => {
	let fetched: string[];

	/**
	 * The SDK booted on this page, with the emulator's order answering
	 * the given status.
	 *
	 * @param status Order status at the provider.
	 */
	function sdk( status: string ): Any {
		fetched = [];
		( global as Any ).fetch = jest.fn( async ( url: string ) => {
			fetched.push( url );
			return {
				ok: true,
				status: 200,
				json: async () => ( { id: 'O1', status } ),
			};
		} );
		boot( null, 'http://emulator.test' );
		return ( window as Any ).paypal;
	}

	afterEach( () => {
		window.location.hash = '';
	} );

	test( 'a page without a return hash has not returned', () => {
		const paypal = sdk( 'APPROVED' );
		window.location.hash = '#bewertungen';
		expect(
			paypal
				.Buttons( { appSwitchWhenAvailable: true, createOrder: noop } )
				.hasReturned()
		).toBe( false );
	} );

	test( 'an approved return resumes into onApprove with the order and payer', async () => {
		const paypal = sdk( 'APPROVED' );
		window.location.hash =
			'#onApprove?token=O1&button_session_id=uid_1&switch_initiated_time=5&PayerID=PAYER1';
		const onApprove = jest.fn();
		const buttons = paypal.Buttons( {
			appSwitchWhenAvailable: true,
			createOrder: noop,
			onApprove,
		} );
		expect( buttons.hasReturned() ).toBe( true );
		buttons.resume();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( fetched ).toEqual( [ 'http://emulator.test/sdk/orders/O1' ] );
		expect( onApprove ).toHaveBeenCalledTimes( 1 );
		const [ data, actions ] = onApprove.mock.calls[ 0 ];
		expect( data ).toMatchObject( {
			orderID: 'O1',
			payerID: 'PAYER1',
			paymentSource: 'paypal',
		} );
		expect( typeof actions.order.capture ).toBe( 'function' );
		await expect( actions.restart() ).rejects.toThrow(
			'actions.restart() is not supported with app switch'
		);
	} );

	test( 'a cancelled return resumes into onCancel', async () => {
		const paypal = sdk( 'PAYER_ACTION_REQUIRED' );
		window.location.hash =
			'#onCancel?token=O1&button_session_id=uid_1&switch_initiated_time=5';
		const onCancel = jest.fn();
		const onApprove = jest.fn();
		paypal
			.Buttons( {
				appSwitchWhenAvailable: true,
				createOrder: noop,
				onApprove,
				onCancel,
			} )
			.resume();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( onCancel ).toHaveBeenCalledWith( { orderID: 'O1' }, {} );
		expect( onApprove ).not.toHaveBeenCalled();
	} );

	test( 'an approval hash for an order the payer did not approve resumes into onError', async () => {
		const paypal = sdk( 'PAYER_ACTION_REQUIRED' );
		window.location.hash =
			'#onApprove?token=O1&button_session_id=uid_1&switch_initiated_time=5&PayerID=P';
		const onError = jest.fn();
		const onApprove = jest.fn();
		paypal
			.Buttons( {
				appSwitchWhenAvailable: true,
				createOrder: noop,
				onApprove,
				onError,
			} )
			.resume();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( onApprove ).not.toHaveBeenCalled();
		expect( onError.mock.calls[ 0 ][ 0 ].message ).toBe(
			'Order O1 is PAYER_ACTION_REQUIRED, not approved'
		);
	} );
} );
