/**
 * Side effects of `vitrine/provider-settings`: each thunk calls the one
 * typed client (../api.ts) and records the answer or the refusal.
 * Components never fetch.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import * as api from '../api';
import type { TabName } from '../fields';
import { refusalOf } from '../form';
import type { SettingKey } from '../types';
import type { actions } from './actions';
import type { selectors } from './selectors';
import type { SettingsState } from './types';
import type { StoreThunkArgs } from '../../../shared/thunk-args';

/** What @wordpress/data hands a thunk. */
type ThunkArgs = StoreThunkArgs<
	typeof selectors,
	typeof actions,
	SettingsState
>;

export const thunks = {
	/**
	 * Saves a tab's changed settings. Refused, the input stays as typed
	 * and the stored settings as they were; the notice says why.
	 *
	 * @param tab The tab whose save button was pressed.
	 */
	save:
		( tab: TabName ) =>
		async ( { select, dispatch }: ThunkArgs ) => {
			if ( select.getBusy() ) {
				return;
			}
			const changes = select.getChanges( tab );
			const keys = Object.keys( changes ) as SettingKey[];
			if ( ! keys.length ) {
				dispatch.say( {
					status: 'info',
					text: __(
						'Nothing to save: no setting was changed.',
						'vitrine'
					),
					details: [],
				} );
				return;
			}
			dispatch.begin( 'save' );
			try {
				dispatch.saved( await api.saveSettings( changes ), keys );
			} catch ( error ) {
				dispatch.refused( refusalOf( error ) );
			}
		},
	/**
	 * Runs a go-live step, then reads the settings again (a step may have
	 * changed them: disconnecting forgets the secret).
	 *
	 * @param step The step.
	 */
	runStep:
		( step: api.Step ) =>
		async ( { select, dispatch }: ThunkArgs ) => {
			if ( select.getBusy() ) {
				return;
			}
			dispatch.begin( step );
			try {
				const answer = await api.runStep( step );
				dispatch.stepDone( answer, await api.readSettings() );
			} catch ( error ) {
				dispatch.refused( refusalOf( error ) );
			}
		},
};
