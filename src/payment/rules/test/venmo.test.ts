/**
 * The peer-to-peer wallet: §7.2 should_create_wc_order and §4.8's skipped
 * shipping callbacks.
 */
/**
 * Internal dependencies
 */
import {
	PEER_TO_PEER,
	shouldCreateWcOrder,
	skipsShippingCallbacks,
} from '../venmo';

describe( 'should_create_wc_order (§7.2)', () => {
	it( 'is false only when vaulting is on and the peer-to-peer wallet paid', () => {
		expect( shouldCreateWcOrder( true, PEER_TO_PEER ) ).toBe( false );
	} );

	it( 'is true for the peer-to-peer wallet without vaulting', () => {
		expect( shouldCreateWcOrder( false, 'venmo' ) ).toBe( true );
		expect( shouldCreateWcOrder( undefined, 'venmo' ) ).toBe( true );
	} );

	it( 'is true for every other source, vaulting or not', () => {
		for ( const source of [ 'paypal', 'paylater', 'card', '', null ] ) {
			expect( shouldCreateWcOrder( true, source ) ).toBe( true );
			expect( shouldCreateWcOrder( false, source ) ).toBe( true );
		}
	} );

	it( 'does not take another spelling for the peer-to-peer wallet', () => {
		expect( shouldCreateWcOrder( true, 'VENMO' ) ).toBe( true );
	} );
} );

describe( 'shipping callbacks after a peer-to-peer click (§4.8)', () => {
	it( 'are skipped when the peer-to-peer wallet was clicked with vaulting on', () => {
		expect( skipsShippingCallbacks( true, 'venmo' ) ).toBe( true );
	} );

	it( 'are not skipped without vaulting, or for another source', () => {
		expect( skipsShippingCallbacks( false, 'venmo' ) ).toBe( false );
		expect( skipsShippingCallbacks( true, 'paypal' ) ).toBe( false );
		expect( skipsShippingCallbacks( true, null ) ).toBe( false );
	} );
} );
