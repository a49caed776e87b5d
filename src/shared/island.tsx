/**
 * Mounts React islands on server-rendered block markup. Each island sits in
 * its own error boundary, so a block that fails shows a German note in its
 * place and never takes the page or the other blocks down.
 */
/**
 * WordPress dependencies
 */
import { Component, createRoot } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

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

/**
 * Renders an island into every element that matches a selector.
 *
 * @param selector Elements rendered by the block's render.php.
 * @param name     Block name, for the console.
 * @param render   What to render into one element (may read its data attributes).
 * @return How many islands were mounted.
 */
export function mountIslands(
	selector: string,
	name: string,
	render: ( element: HTMLElement ) => ReactNode
): number {
	let mounted = 0;
	document
		.querySelectorAll< HTMLElement >( selector )
		.forEach( ( element ) => {
			createRoot( element ).render(
				<IslandBoundary name={ name }>
					<Deferred render={ () => render( element ) } />
				</IslandBoundary>
			);
			mounted++;
		} );
	return mounted;
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
