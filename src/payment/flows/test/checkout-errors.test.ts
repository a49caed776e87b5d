/**
 * §4.9 / §8.2 checkout errors.
 */
/**
 * Internal dependencies
 */
import {
	approvalFailure,
	createFailureLines,
	CreateOrderError,
	htmlLines,
	isCreateOrderError,
} from '../checkout-errors';

const GENERIC = 'Etwas ist schiefgelaufen.';

describe( 'create_order failure on checkout (§8.2)', () => {
	it( 'shows the server’s HTML messages first', () => {
		expect(
			createFailureLines(
				{
					messages: '<ul><li>A</li></ul>',
					errors: [ 'B' ],
					message: 'C',
				},
				GENERIC
			)
		).toEqual( { html: '<ul><li>A</li></ul>', lines: [] } );
	} );

	it( 'then the data.errors list', () => {
		expect(
			createFailureLines(
				{ errors: [ 'Vorname fehlt.', 'PLZ falsch.' ], message: 'C' },
				GENERIC
			).lines
		).toEqual( [ 'Vorname fehlt.', 'PLZ falsch.' ] );
	} );

	it( 'then details as “issue description” lines', () => {
		expect(
			createFailureLines(
				{
					details: [
						{ issue: 'INVALID_PARAMETER', description: 'Bad.' },
						{ issue: 'X' },
					],
					message: 'C',
				},
				GENERIC
			).lines
		).toEqual( [ 'INVALID_PARAMETER Bad.', 'X' ] );
	} );

	it( 'then data.message, and the generic error only when nothing is said', () => {
		expect( createFailureLines( { message: 'C' }, GENERIC ).lines ).toEqual(
			[ 'C' ]
		);
		expect( createFailureLines( {}, GENERIC ).lines ).toEqual( [
			GENERIC,
		] );
	} );

	it( 'is raised as create-order-error, so no generic error follows', () => {
		expect( isCreateOrderError( new CreateOrderError( 'x' ) ) ).toBe(
			true
		);
		expect( new CreateOrderError( 'x' ).type ).toBe( 'create-order-error' );
		expect( isCreateOrderError( new Error( 'x' ) ) ).toBe( false );
	} );

	it( 'reads server HTML as text lines, never as markup', () => {
		expect(
			htmlLines(
				'<ul><li>Eins <img src=x onerror="alert(1)"></li><li> Zwei </li></ul>'
			)
		).toEqual( [ 'Eins', 'Zwei' ] );
		expect( htmlLines( '<p>Nur <b>ein</b> Satz</p>' ) ).toEqual( [
			'Nur ein Satz',
		] );
	} );
} );

describe( 'approve_order failure on checkout (§8.2)', () => {
	it( 'shows data.message for code 100 without restart', () => {
		expect(
			approvalFailure(
				{ code: 100, message: 'Karte abgelehnt.' },
				GENERIC
			)
		).toEqual( { message: 'Karte abgelehnt.', restart: false } );
	} );

	it( 'shows the generic error and restarts for every other failure', () => {
		expect(
			approvalFailure( { code: 0, message: 'intern' }, GENERIC )
		).toEqual( { message: GENERIC, restart: true } );
		expect( approvalFailure( { code: 100 }, GENERIC ) ).toEqual( {
			message: GENERIC,
			restart: true,
		} );
	} );
} );
