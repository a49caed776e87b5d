/**
 * The shipping editor's pure rules: amounts as typed, the form's draft and
 * the settings the REST route takes, new ids, and the zones' order (the
 * first zone listing a country wins, the rest of the world stays last).
 */
/**
 * Internal dependencies
 */
import {
	EU_COUNTRIES,
	addZone,
	canMove,
	formatAmount,
	fromDraft,
	moveZone,
	newMethod,
	parseAmount,
	switchCountries,
	toDraft,
	uniqueId,
} from '../rules';
import type { DraftZone, ShippingSettings } from '../types';

const settings: ShippingSettings = {
	zones: [
		{
			id: 'de',
			name: 'Deutschland',
			countries: [ 'DE' ],
			everywhere: false,
			methods: [
				{
					id: 'standard',
					type: 'flat',
					label: 'Standardversand',
					cost: 490,
					min_amount: 0,
				},
				{
					id: 'free',
					type: 'free',
					label: 'Versandkostenfrei',
					cost: 0,
					min_amount: 5000,
				},
			],
		},
		{
			id: 'welt',
			name: 'Welt',
			countries: [],
			everywhere: true,
			methods: [],
		},
	],
	classes: [ { id: 'sperrgut', name: 'Sperrgut', surcharge: 1990 } ],
};

describe( 'amounts', () => {
	it( 'shows minor units as a German decimal', () => {
		expect( formatAmount( 490 ) ).toBe( '4,90' );
		expect( formatAmount( 0 ) ).toBe( '0,00' );
		expect( formatAmount( 123450 ) ).toBe( '1234,50' );
	} );

	it( 'reads what owners type and refuses the rest', () => {
		expect( parseAmount( '4,90' ) ).toBe( 490 );
		expect( parseAmount( ' 4,9 € ' ) ).toBe( 490 );
		expect( parseAmount( '4.90' ) ).toBe( 490 );
		expect( parseAmount( '4' ) ).toBe( 400 );
		expect( parseAmount( '1.234,50' ) ).toBe( 123450 );
		expect( parseAmount( '1.234' ) ).toBe( 123400 );
		expect( parseAmount( '' ) ).toBe( 0 );
		for ( const wrong of [ '-1', '4,999', 'vier', '4,90,1', '1e3' ] ) {
			expect( parseAmount( wrong ) ).toBeNull();
		}
	} );
} );

describe( 'draft and settings', () => {
	it( 'round-trips the settings through the form', () => {
		const draft = toDraft( settings );
		expect( draft.zones[ 0 ].methods[ 0 ].cost ).toBe( '4,90' );
		expect( draft.classes[ 0 ].surcharge ).toBe( '19,90' );
		expect( fromDraft( draft ) ).toEqual( { settings, errors: {} } );
	} );

	it( 'names every amount it cannot read and ignores a free method’s cost', () => {
		const draft = toDraft( settings );
		draft.zones[ 0 ].methods[ 0 ].cost = 'vier';
		draft.zones[ 0 ].methods[ 1 ].cost = 'egal';
		draft.zones[ 0 ].methods[ 1 ].min_amount = '50,-';
		draft.classes[ 0 ].surcharge = '-5';
		const { errors, settings: sent } = fromDraft( draft );
		expect( Object.keys( errors ) ).toEqual( [
			'zones.0.methods.0.cost',
			'zones.0.methods.1.min_amount',
			'classes.0.surcharge',
		] );
		expect( errors[ 'zones.0.methods.0.cost' ] ).toBe(
			'Enter an amount such as 4,90.'
		);
		expect( sent.zones[ 0 ].methods[ 1 ].cost ).toBe( 0 );
	} );

	it( 'sends no countries for the rest of the world', () => {
		const draft = toDraft( settings );
		draft.zones[ 1 ].countries = [ 'FR' ];
		expect( fromDraft( draft ).settings.zones[ 1 ].countries ).toEqual(
			[]
		);
	} );
} );

describe( 'new things', () => {
	it( 'makes ids that are not taken', () => {
		expect( uniqueId( 'standard', [] ) ).toBe( 'standard' );
		expect( uniqueId( 'standard', [ 'standard', 'standard-2' ] ) ).toBe(
			'standard-3'
		);
		const zone = toDraft( settings ).zones[ 0 ];
		expect( newMethod( zone, 'flat' ).id ).toBe( 'standard-2' );
		expect( newMethod( zone, 'pickup' ) ).toMatchObject( {
			id: 'pickup',
			type: 'pickup',
			cost: '0,00',
		} );
	} );

	it( 'puts a new zone of countries before the rest of the world, and the rest of the world last', () => {
		const zones = toDraft( settings ).zones;
		const added = addZone( zones, false );
		expect( added.map( ( z ) => z.id ) ).toEqual( [
			'de',
			'zone',
			'welt',
		] );
		expect( added[ 1 ].methods ).toHaveLength( 1 );
		const world = addZone( zones.slice( 0, 1 ), true );
		expect( world.map( ( z ) => [ z.id, z.everywhere ] ) ).toEqual( [
			[ 'de', false ],
			[ 'welt', true ],
		] );
	} );
} );

describe( 'order of zones', () => {
	const zones: DraftZone[] = addZone( toDraft( settings ).zones, false );

	it( 'moves zones of countries among themselves, never past the rest of the world', () => {
		expect( canMove( zones, 0, -1 ) ).toBe( false );
		expect( canMove( zones, 0, 1 ) ).toBe( true );
		expect( canMove( zones, 1, 1 ) ).toBe( false );
		expect( canMove( zones, 2, -1 ) ).toBe( false );
		expect( moveZone( zones, 0, 1 ).map( ( z ) => z.id ) ).toEqual( [
			'zone',
			'de',
			'welt',
		] );
		expect( moveZone( zones, 2, -1 ) ).toBe( zones );
	} );
} );

describe( 'countries', () => {
	const ordered = [ 'AT', 'CH', 'DE', 'FR' ];

	it( 'switches countries on and off in the list’s order', () => {
		expect( switchCountries( [ 'FR' ], [ 'AT' ], true, ordered ) ).toEqual(
			[ 'AT', 'FR' ]
		);
		expect(
			switchCountries( [ 'AT', 'FR' ], [ 'AT', 'CH' ], false, ordered )
		).toEqual( [ 'FR' ] );
		const eu = EU_COUNTRIES.filter( ( code ) => ordered.includes( code ) );
		expect( switchCountries( [], eu, true, ordered ) ).toEqual( [
			'AT',
			'DE',
			'FR',
		] );
	} );
} );
