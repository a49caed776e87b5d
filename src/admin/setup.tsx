/**
 * The first-run setup's screen (handle vitrine-setup), on
 * Einstellungen → Vitrine einrichten only: it takes over #vitrine-setup,
 * whose data-config holds the setup's state, so nothing is fetched that
 * the server already knew.
 */
/**
 * WordPress dependencies
 */
import { dispatch, register } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountIslands } from '../shared/island';
import { SetupApp } from './setup/app';
import { setupStore } from './setup/store';
import type { SetupConfig } from './setup/types';

const SELECTOR = '#vitrine-setup[data-config]';

domReady( () => {
	const element = document.querySelector< HTMLElement >( SELECTOR );
	if ( ! element ) {
		return;
	}
	register( setupStore );
	dispatch( setupStore ).init(
		JSON.parse( element.dataset.config ?? '{}' ) as SetupConfig
	);
	mountIslands( SELECTOR, 'vitrine/setup', () => <SetupApp /> );
} );
