/**
 * The provider settings' React screen (handle vitrine-go-live), on
 * Einstellungen → Vitrine PayPal only: it takes over the server-rendered
 * readiness card, whose data-config holds the first answer, so nothing is
 * fetched that the server already knew.
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountIslands } from '../shared/island';
import { GoLiveApp } from './go-live/app';
import type { GoLiveConfig } from './go-live/types';

domReady( () => {
	mountIslands(
		'#vitrine-go-live[data-config]',
		'vitrine/go-live',
		( element ) => (
			<GoLiveApp
				config={
					JSON.parse( element.dataset.config ?? '{}' ) as GoLiveConfig
				}
			/>
		)
	);
} );
