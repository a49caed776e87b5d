/**
 * Plain actions of `vitrine/provider-settings`.
 */
/**
 * Internal dependencies
 */
import type {
	Refusal,
	SaveAnswer,
	ScreenConfig,
	SettingKey,
	SettingValue,
	SettingsAnswer,
	StepAnswer,
} from '../types';
import type { ScreenNotice } from './types';

export const actions = {
	/**
	 * What the page printed: settings, schema, readiness list.
	 *
	 * @param config The screen's data.
	 */
	setUp( config: ScreenConfig ) {
		return { type: 'SET_UP', config } as const;
	},
	/**
	 * The owner changed a field.
	 *
	 * @param key   Setting.
	 * @param value New input.
	 */
	edit( key: SettingKey, value: SettingValue ) {
		return { type: 'EDIT', key, value } as const;
	},
	/**
	 * A save or step starts.
	 *
	 * @param busy 'save' or the step.
	 */
	begin( busy: string ) {
		return { type: 'BEGIN', busy } as const;
	},
	/**
	 * The server stored the changes.
	 *
	 * @param answer    Its answer.
	 * @param savedKeys The keys sent.
	 */
	saved( answer: SaveAnswer, savedKeys: SettingKey[] ) {
		return { type: 'SAVED', answer, savedKeys } as const;
	},
	/**
	 * A go-live step worked; the stored settings as they are after it.
	 *
	 * @param answer The step's answer.
	 * @param state  The settings read again.
	 */
	stepDone( answer: StepAnswer, state: SettingsAnswer ) {
		return { type: 'STEP_DONE', answer, state } as const;
	},
	/**
	 * The server (or the network) refused: input and stored settings stay.
	 *
	 * @param refusal What it said.
	 */
	refused( refusal: Refusal ) {
		return { type: 'REFUSED', refusal } as const;
	},
	/**
	 * Shows a notice, or none.
	 *
	 * @param notice The notice.
	 */
	say( notice: ScreenNotice | null ) {
		return { type: 'SAY', notice } as const;
	},
};

export type SettingsAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;
