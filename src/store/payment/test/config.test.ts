/**
 * §3.11: checkShape() finds every difference between a page's object and
 * the descriptor derived from GatewayConfig.
 */
/**
 * Internal dependencies
 */
import { CONFIG_SHAPE, checkShape, type Descriptor } from '../config';

const shape: Descriptor = {
	object: {
		name: 'string',
		count: 'number',
		on: 'boolean',
		payer: { nullable: { object: { given: 'string' } } },
		tagline: { optional: 'boolean' },
		cards: { array: 'string' },
		params: { record: 'string' },
	},
};

const good = {
	name: 'a',
	count: 1,
	on: false,
	payer: null,
	cards: [ 'visa' ],
	params: { 'client-id': 'x' },
};

describe( 'checkShape (§3.11 contract)', () => {
	it( 'finds nothing in a value of the shape, with null and an absent optional key', () => {
		expect( checkShape( good, shape ) ).toEqual( [] );
		expect(
			checkShape(
				{ ...good, payer: { given: 'Erika' }, tagline: true },
				shape
			)
		).toEqual( [] );
	} );

	it( 'names a missing key, an extra key and a wrong type by their path', () => {
		const { count, ...withoutCount } = good;
		expect( count ).toBe( 1 );
		expect(
			checkShape( { ...withoutCount, extra: 1, on: 'yes' }, shape )
		).toEqual( [
			'$.count: missing',
			'$.on: expected boolean, got string',
			'$.extra: not in the shape',
		] );
	} );

	it( 'tells an empty PHP list from a map, and checks items and values', () => {
		expect(
			checkShape( { ...good, params: [], cards: [ 'visa', 3 ] }, shape )
		).toEqual( [
			'$.cards[1]: expected string, got number',
			'$.params: expected object, got array',
		] );
		expect( checkShape( { ...good, payer: { given: 1 } }, shape ) ).toEqual(
			[ '$.payer.given: expected string, got number' ]
		);
		expect( checkShape( null, shape ) ).toEqual( [
			'$: expected object, got null',
		] );
	} );

	it( 'holds the whole §3.11 object: an object missing its ajax calls fails', () => {
		const problems = checkShape( { context: 'cart' }, CONFIG_SHAPE );
		expect( problems ).toContain( '$.ajax: missing' );
		expect( problems ).toContain( '$.vault_v3_enabled: missing' );
		expect( problems ).not.toContain( '$.context: missing' );
	} );
} );
