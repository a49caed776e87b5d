/**
 * Where the setup continues.
 */
/**
 * Internal dependencies
 */
import { firstOpen, handledCount, markLabel, nextOpen } from '../progress';
import type { StepKey } from '../../types';
import { progress } from '../../store/test/fixtures/config';

const STEPS: StepKey[] = [
	'address',
	'currency',
	'bank',
	'shipping',
	'paypal',
];

describe( 'setup progress', () => {
	it( 'a new setup starts at the first step', () => {
		expect( firstOpen( STEPS, progress( {} ) ) ).toBe( 'address' );
	} );

	it( 'a reopened setup continues at the first step neither saved nor skipped', () => {
		expect(
			firstOpen(
				STEPS,
				progress( { address: 'done', currency: 'skipped' } )
			)
		).toBe( 'bank' );
		expect(
			firstOpen( STEPS, progress( { address: 'done', bank: 'done' } ) )
		).toBe( 'currency' );
	} );

	it( 'with every step handled it shows the overview', () => {
		const all = progress( {
			address: 'done',
			currency: 'skipped',
			bank: 'done',
			shipping: 'done',
			paypal: 'skipped',
		} );
		expect( firstOpen( STEPS, all ) ).toBe( 'summary' );
		expect( nextOpen( STEPS, all, 'paypal' ) ).toBe( 'summary' );
		expect( handledCount( STEPS, all ) ).toBe( 5 );
	} );

	it( 'after a step it goes to the next open one, then back to an earlier one', () => {
		const marks = progress( { bank: 'done', currency: 'done' } );
		expect( nextOpen( STEPS, marks, 'bank' ) ).toBe( 'shipping' );
		expect(
			nextOpen(
				STEPS,
				progress( { bank: 'done', shipping: 'done', paypal: 'done' } ),
				'paypal'
			)
		).toBe( 'address' );
	} );

	it( 'says each state in words', () => {
		expect(
			[ '', 'done', 'skipped' ].map( ( m ) => markLabel( m as '' ) )
		).toEqual( [ 'open', 'done', 'skipped' ] );
	} );
} );
