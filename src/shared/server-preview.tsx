/**
 * The editor preview of a dynamic block: the block's own server rendering
 * for its attributes (WordPress' block renderer, /wp/v2/block-renderer),
 * shown inert. Editor only: imported by editor scripts, never by a view
 * script, so nothing of it reaches the front end.
 *
 * Why not `@wordpress/server-side-render`: it is the same request, but the
 * package is not part of our pinned install, and we need what it does not
 * give: a German note when the server renders nothing here, the markup made
 * inert (`Disabled`, so links and forms of the preview cannot be used) and a
 * callback after the markup is in place (the slider hydrates its preview).
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Disabled, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	readSamples,
	showsSomething,
	type PreviewSamples,
} from './preview-rules';

/** Milliseconds to wait after an attribute change before asking again. */
const DEBOUNCE = 300;

interface Props {
	/** Block name, e.g. `vitrine/cart`. */
	name: string;
	/** The block's attributes as the server should see them. */
	attributes: Record< string, unknown >;
	/** Post the server renders the block for (its block context), if any. */
	postId?: number;
	/** What to say when the server renders nothing here. */
	emptyText: string;
	/** Shown instead of `emptyText` when the server renders nothing, if given. */
	empty?: ReactNode;
}

type State =
	| { kind: 'loading' }
	| { kind: 'failed' }
	| { kind: 'ready'; html: string };

/**
 * The server's markup for the block, or a spinner, or a German note.
 *
 * @param props            Props.
 * @param props.name       Block name.
 * @param props.attributes Attributes.
 * @param props.postId     Post of the block context.
 * @param props.emptyText  Note for an empty rendering.
 * @param props.empty      Element instead of the note.
 */
export function ServerPreview( {
	name,
	attributes,
	postId = 0,
	emptyText,
	empty,
}: Props ) {
	const [ state, setState ] = useState< State >( { kind: 'loading' } );
	const key = JSON.stringify( { attributes, postId } );

	useEffect( () => {
		let live = true;
		const request = JSON.parse( key ) as {
			attributes: Record< string, unknown >;
			postId: number;
		};
		const timer = setTimeout( () => {
			apiFetch< { rendered: string } >( {
				path: `/wp/v2/block-renderer/${ name }?context=edit`,
				method: 'POST',
				data: {
					attributes: request.attributes,
					...( request.postId > 0
						? { post_id: request.postId }
						: {} ),
				},
			} )
				.then( ( response ) => {
					if ( live ) {
						setState( { kind: 'ready', html: response.rendered } );
					}
				} )
				.catch( () => live && setState( { kind: 'failed' } ) );
		}, DEBOUNCE );
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ name, key ] );

	if ( state.kind === 'failed' ) {
		return (
			<p className="vitrine-preview__note">
				{ __( 'The preview could not be loaded.', 'vitrine' ) }
			</p>
		);
	}
	if ( state.kind === 'loading' ) {
		return (
			<div className="vitrine-preview__loading">
				<Spinner />
			</div>
		);
	}
	if ( ! showsSomething( state.html ) ) {
		return empty ?? <p className="vitrine-preview__note">{ emptyText }</p>;
	}
	return (
		<Disabled>
			<div
				className="vitrine-preview"
				data-vitrine-preview={ name }
				// The block's own render callback's output, escaped on the server.
				dangerouslySetInnerHTML={ { __html: state.html } }
			/>
		</Disabled>
	);
}

declare global {
	interface Window {
		/** Sample posts for context blocks (`Blocks\PreviewSamples`). */
		vitrinePreviewSamples?: unknown;
	}
}

/** The sample posts the server printed into the editor. */
export const previewSamples = (): PreviewSamples =>
	readSamples( window.vitrinePreviewSamples );
