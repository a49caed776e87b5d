/**
 * The first-payment block's editor preview (§2.3): the server's line of the
 * subscription in the block's context, or, where the server's area is empty
 * (a variable subscription: its line depends on the variation), a line with
 * a sample date that says so. The block context a product's editor gives
 * the block is WordPress' (block.json's usesContext); what the server
 * renders for the Kaffee-Abo: tests/php/Blocks/EditorPreviewsTest.php.
 */
/**
 * External dependencies
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { Edit } from '../edit';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: object = {} ) => props,
} ) );
// The components package is heavy to load; the preview's inertness is the
// editor's to show (tests/e2e/editor/block-previews.spec.ts).
jest.mock( '@wordpress/components', () => ( {
	Disabled: ( { children }: { children: ReactNode } ) => children,
	Spinner: () => null,
} ) );

const fetchMock = apiFetch as unknown as jest.Mock;

/** The variable subscription's area as the server renders it: empty until a variation is picked. */
const VARIABLE_AREA =
	'<div class="vitrine-first-payment-area" data-vitrine-variable="1">\n &nbsp;</div>';

let root: Root;
let element: HTMLElement;

/**
 * Renders the edit component in a block context and lets its debounced
 * request answer.
 *
 * @param context  Block context.
 * @param rendered What the block renderer answers.
 */
async function renderIn(
	context: Record< string, unknown >,
	rendered: string
) {
	fetchMock.mockResolvedValue( { rendered } );
	const props = {
		name: 'vitrine/subscription-first-payment',
		attributes: {},
		context,
	} as unknown as BlockEditProps< Record< string, unknown > >;
	await act( async () => {
		root.render( <Edit { ...props } /> );
	} );
	await act( async () => {
		jest.advanceTimersByTime( 300 );
	} );
}

describe( 'the first-payment block in the editor', () => {
	beforeAll( () => {
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
	} );

	beforeEach( () => {
		jest.useFakeTimers();
		fetchMock.mockReset();
		(
			window as { vitrinePreviewSamples?: unknown }
		 ).vitrinePreviewSamples = { product: 5, subscription: 8, event: 0 };
		element = document.createElement( 'div' );
		document.body.replaceChildren( element );
		root = createRoot( element );
	} );

	afterEach( () => {
		act( () => root.unmount() );
		jest.useRealTimers();
	} );

	it( 'in a variable subscription’s editor shows a sample date and says so (§2.3)', async () => {
		await renderIn(
			{ postId: 12, postType: 'vitrine_product' },
			VARIABLE_AREA
		);

		expect( fetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wp/v2/block-renderer/vitrine/subscription-first-payment?context=edit',
				method: 'POST',
				data: { attributes: {}, post_id: 12 },
			} )
		);
		expect(
			element.querySelector( '.vitrine-first-payment' )?.textContent
		).toMatch( /^First payment: \S/ );
		expect(
			element.querySelector( '.vitrine-first-payment-preview-note' )
				?.textContent
		).toBe(
			'Preview: on a variable subscription, the date of the variation the shopper picks shows here.'
		);
	} );

	it( 'shows the server’s line of a plain subscription without a note', async () => {
		await renderIn(
			{ postId: 12, postType: 'vitrine_product' },
			'<p class="vitrine-first-payment">Erste Zahlung: 1. Dezember 2026</p>'
		);

		expect(
			element.querySelector(
				'[data-vitrine-preview="vitrine/subscription-first-payment"]'
			)?.textContent
		).toBe( 'Erste Zahlung: 1. Dezember 2026' );
		expect(
			element.querySelector( '.vitrine-first-payment-preview-note' )
		).toBeNull();
	} );

	it( 'on a post that is no product asks for the shop’s sample subscription', async () => {
		await renderIn(
			{ postId: 3, postType: 'post' },
			'<p class="vitrine-first-payment">Erste Zahlung: 1. Dezember 2026</p>'
		);

		expect( fetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				data: { attributes: {}, post_id: 8 },
			} )
		);
	} );
} );
