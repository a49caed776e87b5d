/**
 * §4.6: the simulation's funding answer and the script's funding lists.
 */
/**
 * Internal dependencies
 */
import { applyFunding, fundingChanged } from '../funding';

describe( 'funding lists (§4.6)', () => {
	it( 'moves a source the simulation disables from enable-funding to disable-funding', () => {
		expect(
			applyFunding(
				{
					'client-id': 'c',
					'enable-funding': 'paylater',
					'disable-funding': 'card',
				},
				{ paylater: { enabled: false } }
			)
		).toEqual( {
			'client-id': 'c',
			'enable-funding': '',
			'disable-funding': 'card,paylater',
		} );
	} );

	it( 'moves a source the simulation enables back, without duplicates', () => {
		const params = applyFunding(
			{ 'enable-funding': 'paylater', 'disable-funding': 'card,venmo' },
			{ venmo: { enabled: true }, paylater: { enabled: true } }
		);
		expect( params[ 'enable-funding' ] ).toBe( 'paylater,venmo' );
		expect( params[ 'disable-funding' ] ).toBe( 'card' );
	} );

	it( 'leaves the parameters alone when the answer has no funding', () => {
		const params = { 'enable-funding': 'paylater' };
		expect( applyFunding( params, undefined ) ).toBe( params );
	} );

	it( 'reports a change only when a list really changed (order does not count)', () => {
		const before = {
			'enable-funding': 'paylater,venmo',
			'disable-funding': 'card',
		};
		expect(
			fundingChanged( before, {
				...before,
				'enable-funding': 'venmo,paylater',
				currency: 'CHF',
			} )
		).toBe( false );
		expect(
			fundingChanged(
				before,
				applyFunding( before, { paylater: { enabled: false } } )
			)
		).toBe( true );
	} );
} );
