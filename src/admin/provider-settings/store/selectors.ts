/**
 * Selectors of `vitrine/provider-settings`.
 */
/**
 * Internal dependencies
 */
import { changesOf } from '../form';
import { keysOf, type TabName } from '../fields';
import type { SettingKey, SettingsValues } from '../types';
import type { SettingsState } from './types';

const NONE: Partial< SettingsValues > = {};

export const selectors = {
	/**
	 * The form's input.
	 *
	 * @param state State.
	 */
	getDraft: ( state: SettingsState ) => state.draft,
	/**
	 * The stored settings.
	 *
	 * @param state State.
	 */
	getSaved: ( state: SettingsState ) => state.saved,
	/**
	 * The readiness list.
	 *
	 * @param state State.
	 */
	getReadiness: ( state: SettingsState ) => state.readiness,
	/**
	 * A setting's schema.
	 *
	 * @param state State.
	 * @param key   Setting.
	 */
	getSchema: ( state: SettingsState, key: SettingKey ) => state.schema[ key ],
	/**
	 * The server's reason for refusing a field, or ''.
	 *
	 * @param state State.
	 * @param key   Setting.
	 */
	getError: ( state: SettingsState, key: SettingKey ) =>
		state.errors[ key ] ?? '',
	/**
	 * Whether a secret is stored.
	 *
	 * @param state State.
	 */
	isSecretStored: ( state: SettingsState ) => state.secretStored,
	/**
	 * Whether the local emulator may be chosen.
	 *
	 * @param state State.
	 */
	isEmulatorAllowed: ( state: SettingsState ) => state.emulatorAllowed,
	/**
	 * What runs ('save' or a step), or null.
	 *
	 * @param state State.
	 */
	getBusy: ( state: SettingsState ) => state.busy,
	/**
	 * The notice to show.
	 *
	 * @param state State.
	 */
	getNotice: ( state: SettingsState ) => state.notice,
	/**
	 * What a tab's save would send.
	 *
	 * @param state State.
	 * @param tab   Tab.
	 */
	getChanges: ( state: SettingsState, tab: TabName ) =>
		state.saved && state.draft
			? changesOf( state.saved, state.draft, keysOf( tab ) )
			: NONE,
};
