/**
 * Step "Versand" with the embedded shipping editor: it shows the zones the
 * page printed; continuing without a change writes no shipping settings
 * (the starter ones stay unwritten) and marks the step done; a changed form
 * is saved first, and a refused save keeps the step open; the editor's own
 * save marks the step done too; skipping still works (fetch mocked: routes,
 * methods, answers).
 */
/**
 * External dependencies
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * WordPress dependencies
 */
import { dispatch, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { setupStore } from '../../store';
import {
	answerFetch,
	makeConfig,
	type Call,
} from '../../store/test/fixtures/config';
import { shippingStore } from '../../../shipping/index';
import { STATE } from '../../../shipping/test/fixtures/state';
import { ShippingStep } from '../shipping';

/** The starter settings, as the page prints them. */
const shipping = { ...STATE, saved: false };

let calls: Call[];
/** The requests made, as method and path. */
const requests = () =>
	calls.map( ( call ) => `${ call.method } ${ call.url }` );
let answers: Array< { status: number; json: unknown } >;
let root: Root;
let element: HTMLElement;

/**
 * The setup's answer after the step was marked.
 *
 * @param mark How it was marked.
 */
function marked( mark: 'done' | 'skipped' ) {
	const config = makeConfig( {
		address: 'done',
		currency: 'done',
		bank: 'done',
		shipping: mark,
	} );
	return {
		message: 'ok',
		setup: {
			progress: config.progress,
			values: config.values,
			paypal: config.paypal,
		},
	};
}

/**
 * A button by its text.
 *
 * @param text The text.
 */
function button( text: string ): HTMLButtonElement {
	const found = [ ...element.querySelectorAll( 'button' ) ].find(
		( b ) => b.textContent === text
	);
	if ( ! found ) {
		throw new Error( `no button "${ text }"` );
	}
	return found;
}

/** Lets the requests answer. */
async function settle() {
	for ( let i = 0; i < 5; i++ ) {
		await act( async () => {
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
	}
}

beforeAll( () => {
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = true;
	register( setupStore );
} );

beforeEach( async () => {
	answers = [];
	calls = answerFetch( answers );
	const config = makeConfig( {
		address: 'done',
		currency: 'done',
		bank: 'done',
	} );
	config.facts.shipping = shipping;
	dispatch( setupStore ).init( config );
	// Each test starts from the printed state (the store outlives a mount).
	dispatch( shippingStore ).receive( shipping );
	element = document.createElement( 'div' );
	document.body.appendChild( element );
	root = createRoot( element );
	await act( async () => {
		root.render( <ShippingStep /> );
	} );
} );

afterEach( () => {
	act( () => root.unmount() );
	element.remove();
} );

/**
 * Types into the first cost field.
 *
 * @param value The text.
 */
async function typeCost( value: string ) {
	const input = [ ...element.querySelectorAll( 'label' ) ].find(
		( label ) => label.textContent === 'Cost (EUR)'
	)?.control as HTMLInputElement;
	await act( async () => {
		const setter = Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set;
		setter?.call( input, value );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

/** Submits the step's form (its primary button, or Enter in a field). */
async function submit() {
	await act( async () => {
		element
			.querySelector( 'form' )
			?.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
	} );
	await settle();
}

describe( 'the shipping step', () => {
	it( 'shows the printed zones and, unchanged, only marks the step done', async () => {
		expect(
			( element.querySelector( 'input' ) as HTMLInputElement ).value
		).toBe( 'Deutschland' );
		button( 'Looks right, continue' );
		answers.push( { status: 200, json: marked( 'done' ) } );
		await submit();
		expect( requests() ).toEqual( [ 'POST /vitrine/v1/setup/shipping' ] );
		expect( select( setupStore ).getProgress()?.steps.shipping ).toBe(
			'done'
		);
	} );

	it( 'saves a changed form before the step, and stays when that is refused', async () => {
		await typeCost( '5,90' );
		button( 'Save and continue' );
		answers.push( {
			status: 400,
			json: {
				code: 'vitrine_shipping_invalid',
				message: 'Nicht gespeichert.',
				data: { errors: { 'zones.0.methods.0.cost': 'Zu hoch.' } },
			},
		} );
		await submit();
		expect( requests() ).toEqual( [ 'PUT /vitrine/v1/shipping' ] );
		expect( select( setupStore ).getProgress()?.steps.shipping ).toBe( '' );

		answers.push(
			{
				status: 200,
				json: {
					message: 'Gespeichert.',
					...shipping,
					saved: true,
				},
			},
			{ status: 200, json: marked( 'done' ) }
		);
		await submit();
		expect( requests().slice( 1 ) ).toEqual( [
			'PUT /vitrine/v1/shipping',
			'POST /vitrine/v1/setup/shipping',
		] );
		expect( select( setupStore ).getProgress()?.steps.shipping ).toBe(
			'done'
		);
	} );

	it( "marks the step done when the editor's own button saved", async () => {
		answers.push(
			{ status: 200, json: { message: 'Gespeichert.', ...shipping } },
			{ status: 200, json: marked( 'done' ) }
		);
		await act( async () => button( 'Save shipping settings' ).click() );
		await settle();
		expect( requests() ).toEqual( [
			'PUT /vitrine/v1/shipping',
			'POST /vitrine/v1/setup/shipping',
		] );
	} );

	it( 'can be skipped', async () => {
		await typeCost( '5,90' );
		answers.push( { status: 200, json: marked( 'skipped' ) } );
		await act( async () => button( 'Skip' ).click() );
		await settle();
		expect( requests() ).toEqual( [ 'POST /vitrine/v1/setup/skip' ] );
		expect( select( setupStore ).getProgress()?.steps.shipping ).toBe(
			'skipped'
		);
	} );
} );
