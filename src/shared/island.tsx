/**
 * Mounts React islands on server-rendered block markup. Each island sits in
 * its own error boundary, so a block that fails shows a German note in its
 * place and never takes the page or the other blocks down.
 */
/**
 * WordPress dependencies
 */
import { Component, createRoot, hydrateRoot } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';

interface BoundaryProps {
	name: string;
	children?: ReactNode;
}

/** Catches render errors of one island. */
class IslandBoundary extends Component< BoundaryProps, { failed: boolean } > {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console
		console.error( `[vitrine] ${ this.props.name } failed:`, error );
	}

	override render() {
		if ( this.state.failed ) {
			return (
				<p className="vitrine-island-error" role="alert">
					{ __(
						'This part of the page could not be loaded. Please reload the page.',
						'vitrine'
					) }
				</p>
			);
		}
		return this.props.children;
	}
}

/** How an island takes over its element. */
export interface IslandOptions {
	/**
	 * Hydrate: `render` returns exactly the element's server markup, and React
	 * adopts those nodes instead of replacing them, so nothing is repainted.
	 */
	hydrate?: boolean;
}

/**
 * Renders an island into one element.
 *
 * @param element Element rendered by the block's render.php.
 * @param name    Block name, for the console.
 * @param render  What to render into the element (may read its data attributes).
 * @param options How to take the element over.
 * @return The React root, to unmount it.
 */
export function mountIsland(
	element: HTMLElement,
	name: string,
	render: ( element: HTMLElement ) => ReactNode,
	options: IslandOptions = {}
): Root {
	const island = (
		<IslandBoundary name={ name }>
			<Deferred render={ () => render( element ) } />
		</IslandBoundary>
	);
	if ( options.hydrate ) {
		return hydrateRoot( element, island );
	}
	const root = createRoot( element );
	root.render( island );
	return root;
}

/**
 * Renders an island into every element that matches a selector.
 *
 * @param selector Elements rendered by the block's render.php.
 * @param name     Block name, for the console.
 * @param render   What to render into one element (may read its data attributes).
 * @param options  How to take the elements over.
 * @return How many islands were mounted.
 */
export function mountIslands(
	selector: string,
	name: string,
	render: ( element: HTMLElement ) => ReactNode,
	options: IslandOptions = {}
): number {
	const elements = document.querySelectorAll< HTMLElement >( selector );
	elements.forEach( ( element ) =>
		mountIsland( element, name, render, options )
	);
	return elements.length;
}

/**
 * Calls `render` while rendering, so that errors in it (say, bad data in an
 * attribute) reach the boundary too.
 *
 * @param props        Props.
 * @param props.render What to render.
 */
function Deferred( { render }: { render: () => ReactNode } ) {
	return <>{ render() }</>;
}
