/**
 * The reducer of `vitrine/provider-settings`: pure; the form's input is
 * replaced only by what the server stored (form.ts's rebase()).
 */
/**
 * Internal dependencies
 */
import { rebase } from '../form';
import type { SettingKey, SettingsAnswer } from '../types';
import type { SettingsAction } from './actions';
import { initialSettingsState, type SettingsState } from './types';

/**
 * The stored settings after an answer; the input follows where untouched.
 *
 * @param state     State.
 * @param answer    The server's settings.
 * @param savedKeys The keys a save sent.
 */
function follow(
	state: SettingsState,
	answer: SettingsAnswer,
	savedKeys: SettingKey[]
): SettingsState {
	const draft =
		state.saved && state.draft
			? rebase( state.saved, state.draft, answer.settings, savedKeys )
			: answer.settings;
	return {
		...state,
		saved: answer.settings,
		draft,
		secretStored: answer.secret_stored,
		emulatorAllowed: answer.emulator_allowed,
		readiness: answer.readiness,
		busy: null,
	};
}

/**
 * @param state  State.
 * @param action Action.
 * @return The next state.
 */
export function reducer(
	state: SettingsState = initialSettingsState,
	action: SettingsAction
): SettingsState {
	switch ( action.type ) {
		case 'SET_UP':
			return {
				...initialSettingsState,
				saved: action.config.settings,
				draft: action.config.settings,
				secretStored: action.config.secret_stored,
				emulatorAllowed: action.config.emulator_allowed,
				schema: action.config.schema,
				readiness: action.config.readiness,
			};
		case 'EDIT': {
			if ( ! state.draft ) {
				return state;
			}
			const { [ action.key ]: _fixed, ...errors } = state.errors;
			return {
				...state,
				draft: { ...state.draft, [ action.key ]: action.value },
				errors,
			};
		}
		case 'BEGIN':
			return { ...state, busy: action.busy, notice: null };
		case 'SAVED': {
			const next = follow( state, action.answer, action.savedKeys );
			const errors = { ...state.errors };
			for ( const key of action.savedKeys ) {
				delete errors[ key ];
			}
			return {
				...next,
				errors,
				notice: {
					status: action.answer.notices.length
						? 'warning'
						: 'success',
					text: action.answer.message,
					details: action.answer.notices,
				},
			};
		}
		case 'STEP_DONE':
			return {
				...follow( state, action.state, [] ),
				readiness: action.answer.readiness,
				notice: {
					status: 'success',
					text: action.answer.message ?? '',
					details: [],
				},
			};
		case 'REFUSED':
			return {
				...state,
				busy: null,
				errors: action.refusal.fields,
				readiness: action.refusal.readiness ?? state.readiness,
				notice: {
					status: 'error',
					text: action.refusal.message,
					details: [],
				},
			};
		case 'SAY':
			return { ...state, notice: action.notice };
	}
	return state;
}
