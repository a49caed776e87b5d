/**
 * The readiness list's rows: green, to do, or information only.
 */
/**
 * Internal dependencies
 */
import { readinessRows, readyToGoLive } from '../readiness';
import type { Readiness } from '../types';

const base: Readiness = {
	environment: 'sandbox',
	connected: true,
	capabilities: [ 'payments' ],
	checked_at: 1,
	webhook_url: 'https://shop.example/wp-json/vitrine/v1/webhook',
	event_types: [ 'PAYMENT.CAPTURE.COMPLETED' ],
	items: {
		connection: {
			label: 'Verbindung zu PayPal',
			ok: true,
			text: 'Verbunden',
		},
		webhook: {
			label: 'Webhook',
			ok: false,
			todo: 'Klicke auf „Webhook einrichten“.',
			warning: 'Die letzte Zustellung hat die Prüfung nicht bestanden.',
		},
		card_fields: { label: 'Kartenfelder', ok: null, todo: 'Teste es.' },
	},
};

describe( 'readiness rows', () => {
	it( 'maps ok, not ok and unknown to ok, todo and info with the one thing to do', () => {
		const rows = readinessRows( base );
		expect( rows.map( ( row ) => row.state ) ).toEqual( [
			'ok',
			'todo',
			'info',
		] );
		expect( rows[ 1 ].detail ).toBe( 'Klicke auf „Webhook einrichten“.' );
		expect( rows[ 1 ].warning ).toContain( 'Prüfung' );
		expect( rows[ 0 ].detail ).toBe( 'Verbunden' );
	} );

	it( 'is ready only when nothing is left to do', () => {
		expect( readyToGoLive( base ) ).toBe( false );
		expect(
			readyToGoLive( {
				...base,
				items: {
					...base.items,
					webhook: { label: 'Webhook', ok: true },
				},
			} )
		).toBe( true );
	} );
} );
