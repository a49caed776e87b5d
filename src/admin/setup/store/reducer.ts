/**
 * The state of `vitrine/setup`: pure.
 */
/**
 * Internal dependencies
 */
import { firstOpen } from '../rules/progress';
import type {
	Connection,
	FieldErrors,
	Forms,
	Place,
	Progress,
	SetupConfig,
	StepKey,
} from '../types';
import type { SetupAction, SetupNotice } from './actions';

/** The store's state. */
export interface SetupState {
	/** The page's data (facts, links, the steps' order); null before init. */
	config: SetupConfig | null;
	progress: Progress | null;
	paypal: Connection | null;
	/** The stored values. */
	values: Forms | null;
	/** The forms as typed. */
	drafts: Forms | null;
	errors: Partial< Record< StepKey, FieldErrors > >;
	notice: SetupNotice | null;
	busy: boolean;
	place: Place;
}

export const initialSetupState: SetupState = {
	config: null,
	progress: null,
	paypal: null,
	values: null,
	drafts: null,
	errors: {},
	notice: null,
	busy: false,
	place: 'address',
};

/**
 * The reducer.
 *
 * @param state  State.
 * @param action Action.
 * @return The next state.
 */
export function reducer(
	state: SetupState = initialSetupState,
	action: SetupAction
): SetupState {
	switch ( action.type ) {
		case 'INIT':
			return {
				...initialSetupState,
				config: action.config,
				progress: action.config.progress,
				paypal: action.config.paypal,
				values: action.config.values,
				drafts: action.config.values,
				place: firstOpen( action.config.steps, action.config.progress ),
			};
		case 'RECEIVE': {
			const { saved, setup } = action;
			let drafts = state.drafts ?? setup.values;
			if ( saved && saved in setup.values ) {
				const step = saved as keyof Forms;
				drafts = { ...drafts, [ step ]: setup.values[ step ] };
			}
			return {
				...state,
				progress: setup.progress,
				paypal: setup.paypal,
				values: setup.values,
				drafts,
			};
		}
		case 'EDIT': {
			if ( ! state.drafts ) {
				return state;
			}
			const errors = { ...( state.errors[ action.step ] ?? {} ) };
			delete errors[ action.field ];
			return {
				...state,
				drafts: {
					...state.drafts,
					[ action.step ]: {
						...state.drafts[ action.step ],
						[ action.field ]: action.value,
					},
				},
				errors: { ...state.errors, [ action.step ]: errors },
			};
		}
		case 'SET_ERRORS':
			return {
				...state,
				errors: { ...state.errors, [ action.step ]: action.errors },
			};
		case 'SET_NOTICE':
			return { ...state, notice: action.notice };
		case 'SET_BUSY':
			return { ...state, busy: action.busy };
		case 'GO_TO':
			return { ...state, place: action.place };
	}
	return state;
}
