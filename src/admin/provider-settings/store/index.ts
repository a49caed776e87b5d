/**
 * `vitrine/provider-settings`: the provider settings screen's state — the
 * stored settings, the form's input, the server's refusals per field, the
 * readiness list and the notice. Plain data only.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { actions } from './actions';
import { reducer } from './reducer';
import { selectors } from './selectors';
import { thunks } from './thunks';

export const SETTINGS_STORE = 'vitrine/provider-settings';

export { initialSettingsState } from './types';
export type { ScreenNotice, SettingsState } from './types';

export const settingsActions = actions;
export const settingsReducer = reducer;
export const settingsSelectors = selectors;

export const settingsStore = createReduxStore( SETTINGS_STORE, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

/**
 * Registers the store once (the screen's script calls it before mounting).
 */
export function registerSettingsStore(): void {
	register( settingsStore );
}
