/**
 * The provider settings screen (handle vitrine-provider-settings), on
 * Einstellungen → Vitrine PayPal only: it takes over the element the page
 * printed, whose data-config holds the settings, their schema and the
 * readiness list, so nothing is fetched that the server already knew.
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountIslands } from '../shared/island';
import { SettingsScreen } from './provider-settings/components/screen';
import { registerSettingsStore } from './provider-settings/store';
import type { ScreenConfig } from './provider-settings/types';

domReady( () => {
	registerSettingsStore();
	mountIslands(
		'#vitrine-go-live[data-config]',
		'vitrine/provider-settings',
		( element ) => (
			<SettingsScreen
				config={
					JSON.parse( element.dataset.config ?? '{}' ) as ScreenConfig
				}
			/>
		)
	);
} );
