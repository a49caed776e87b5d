/**
 * The state of `vitrine/provider-settings`.
 */
/**
 * Internal dependencies
 */
import type {
	Readiness,
	SettingKey,
	SettingSchema,
	SettingsValues,
} from '../types';

/** A message for the owner, shown in the tab and read out. */
export interface ScreenNotice {
	status: 'success' | 'error' | 'warning' | 'info';
	text: string;
	/** Further lines (warnings of a save that worked). */
	details: string[];
}

export interface SettingsState {
	/** The stored settings (the secret always ''). */
	saved: SettingsValues | null;
	/** The form's input; survives a refused save and switching tabs. */
	draft: SettingsValues | null;
	secretStored: boolean;
	emulatorAllowed: boolean;
	schema: Partial< Record< SettingKey, SettingSchema > >;
	readiness: Readiness | null;
	/** What runs: 'save' or a go-live step; null when idle. */
	busy: string | null;
	notice: ScreenNotice | null;
	/** Field → the server's German reason for refusing it. */
	errors: Partial< Record< SettingKey, string > >;
}

export const initialSettingsState: SettingsState = {
	saved: null,
	draft: null,
	secretStored: false,
	emulatorAllowed: false,
	schema: {},
	readiness: null,
	busy: null,
	notice: null,
	errors: {},
};
