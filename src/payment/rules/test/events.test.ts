/**
 * §9.3 method events and §8.2's 'Invalid event: {event}'.
 */
/**
 * Internal dependencies
 */
import { concerns, parseMethodEvent } from '../events';

describe( 'method events (§9.3)', () => {
	it( 'reads the three events and the suffixed redraw', () => {
		expect( parseMethodEvent( 'ppcp_invalidate_methods' ) ).toEqual( {
			kind: 'invalidate',
		} );
		expect( parseMethodEvent( 'ppcp_render_method' ) ).toEqual( {
			kind: 'render',
		} );
		expect( parseMethodEvent( 'ppcp_redraw_method' ) ).toEqual( {
			kind: 'redraw',
			method: null,
		} );
		expect( parseMethodEvent( 'ppcp_redraw_method-ppcp-gateway' ) ).toEqual(
			{ kind: 'redraw', method: 'ppcp-gateway' }
		);
	} );

	it.each( [ 'ppcp_redraw', 'click', 'ppcp_render_method-x', '' ] )(
		'refuses %j with the exact message (§8.2)',
		( name ) => {
			expect( () => parseMethodEvent( name ) ).toThrow(
				new Error( `Invalid event: ${ name }` )
			);
		}
	);

	it( 'a suffixed redraw concerns only its method, an unsuffixed one all', () => {
		const own = parseMethodEvent( 'ppcp_redraw_method-ppcp-gateway' );
		expect( concerns( own, 'ppcp-gateway' ) ).toBe( true );
		expect( concerns( own, 'ppcp-credit-card-gateway' ) ).toBe( false );
		expect(
			concerns(
				parseMethodEvent( 'ppcp_redraw_method' ),
				'ppcp-credit-card-gateway'
			)
		).toBe( true );
	} );
} );
