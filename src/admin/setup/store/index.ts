/**
 * `vitrine/setup`: the first-run setup's state (the page's data, the
 * progress, the stored values, the forms as typed, their errors, the
 * message, where the screen is) and the thunks that save it.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { actions } from './actions';
import { reducer } from './reducer';
import { selectors } from './selectors';
import { thunks } from './thunks';

export const SETUP_STORE = 'vitrine/setup';

export type { SetupNotice } from './actions';
export type { SetupState } from './reducer';
export { initialSetupState } from './reducer';

export const setupActions = actions;
export const setupReducer = reducer;
export const setupSelectors = selectors;

export const setupStore = createReduxStore( SETUP_STORE, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );
