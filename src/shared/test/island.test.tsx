/**
 * React islands fail alone and visibly (style guide: one mount helper with
 * an error boundary).
 */
/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands } from '../island';

function Broken(): never {
	throw new Error( 'broken data' );
}

describe( 'mountIslands', () => {
	beforeAll( () => {
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
	} );

	beforeEach( () => {
		document.body.innerHTML =
			'<div class="island" data-n="1">server 1</div><div class="island" data-n="2">server 2</div>';
	} );

	it( 'renders into every matching element, with its data', async () => {
		let mounted = 0;
		await act( async () => {
			mounted = mountIslands( '.island', 'vitrine/test', ( element ) => (
				<span>island { element.dataset.n }</span>
			) );
		} );
		expect( mounted ).toBe( 2 );
		expect( document.body.textContent ).toBe( 'island 1island 2' );
	} );

	it( 'shows a note in place of a failing island and leaves the others working', async () => {
		const errors = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		await act( async () => {
			mountIslands( '.island', 'vitrine/test', ( element ) =>
				element.dataset.n === '1' ? <Broken /> : <span>still here</span>
			);
		} );
		const [ first, second ] = Array.from(
			document.querySelectorAll( '.island' )
		);
		expect( first.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'This part of the page could not be loaded. Please reload the page.'
		);
		expect( second.textContent ).toBe( 'still here' );
		expect(
			errors.mock.calls.some( ( call ) =>
				String( call[ 0 ] ).includes( '[vitrine] vitrine/test failed:' )
			)
		).toBe( true );
		errors.mockRestore();
	} );

	it( 'turns an error while reading the data into the same note', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => {} );
		await act( async () => {
			mountIslands( '.island', 'vitrine/test', () => {
				return JSON.parse( '{not json' );
			} );
		} );
		expect( document.querySelectorAll( '[role="alert"]' ) ).toHaveLength(
			2
		);
	} );

	it( 'with hydrate, adopts the server nodes and makes them live', async () => {
		document.body.innerHTML =
			'<div class="island"><button type="button">server</button></div>';
		const server = document.querySelector( 'button' )!;
		const clicked = jest.fn();
		await act( async () => {
			mountIslands(
				'.island',
				'vitrine/test',
				() => (
					<button type="button" onClick={ clicked }>
						server
					</button>
				),
				{ hydrate: true }
			);
		} );
		expect( document.querySelector( 'button' ) ).toBe( server );
		await act( async () => server.click() );
		expect( clicked ).toHaveBeenCalledTimes( 1 );
	} );
} );
