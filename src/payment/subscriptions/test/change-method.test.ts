/**
 * External dependencies
 */
import { ShopAjaxError } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { afterSaving, viewSubscriptionUrl } from '../change-method';

const CONFIG = {
	subscription_id_to_change_payment: 7,
	view_subscriptions_page: 'https://shop.test/mein-konto/abos/',
	error_message: 'Die Zahlungsart konnte nicht gespeichert werden.',
};

describe( 'change a subscription’s payment method (§2.5, §2.6, §7.2)', () => {
	it( 'goes to {view_subscriptions_page}/{id} (§2.6)', () => {
		expect(
			viewSubscriptionUrl( 'https://shop.test/mein-konto/abos/', 7 )
		).toBe( 'https://shop.test/mein-konto/abos/7' );
		expect(
			viewSubscriptionUrl( 'https://shop.test/mein-konto/abos', 7 )
		).toBe( 'https://shop.test/mein-konto/abos/7' );
	} );

	it( 'moves the subscription to the saved method, then goes to its page', async () => {
		const log: string[] = [];
		await afterSaving( CONFIG as never, 'ppcp-credit-card-gateway', {
			change: async ( id, token, gateway ) =>
				log.push( `change ${ id } ${ token } ${ gateway }` ),
			navigate: ( url ) => log.push( `go ${ url }` ),
			fail: ( message ) => log.push( `fail ${ message }` ),
		} )( 12 );
		expect( log ).toEqual( [
			'change 7 12 ppcp-credit-card-gateway',
			'go https://shop.test/mein-konto/abos/7',
		] );
	} );

	it( 'stays and shows the server’s refusal, or error_message without a token (§8.2)', async () => {
		const log: string[] = [];
		const deps = {
			change: async () => {
				throw new ShopAjaxError( 'Dieses Abo gibt es nicht.', {
					kind: 'refused',
				} );
			},
			navigate: ( url: string ) => log.push( `go ${ url }` ),
			fail: ( message: string ) => log.push( `fail ${ message }` ),
		};
		await afterSaving( CONFIG as never, 'ppcp-gateway', deps )( 12 );
		await afterSaving( CONFIG as never, 'ppcp-gateway', deps )( null );
		expect( log ).toEqual( [
			'fail Dieses Abo gibt es nicht.',
			'fail Die Zahlungsart konnte nicht gespeichert werden.',
		] );
	} );
} );
