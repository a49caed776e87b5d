/**
 * Plain actions of `vitrine/setup`.
 */
/**
 * Internal dependencies
 */
import type {
	FieldErrors,
	FormStep,
	Place,
	SetupConfig,
	SetupCurrent,
	StepKey,
} from '../types';

/** A message above the form. */
export interface SetupNotice {
	status: 'success' | 'error' | 'info';
	text: string;
}

export const actions = {
	/**
	 * The page's data: the screen opens at the first open step.
	 *
	 * @param config data-config of #vitrine-setup.
	 */
	init: ( config: SetupConfig ) => ( { type: 'INIT' as const, config } ),

	/**
	 * The server's state after a call. The saved step's form takes the
	 * stored (normalised) values; the other forms keep what was typed.
	 *
	 * @param setup The state.
	 * @param saved The step just saved, if any.
	 */
	receive: ( setup: SetupCurrent, saved?: StepKey ) => ( {
		type: 'RECEIVE' as const,
		setup,
		saved,
	} ),

	/**
	 * One field as typed; its error goes.
	 *
	 * @param step  The step.
	 * @param field The field.
	 * @param value The value.
	 */
	edit: ( step: FormStep, field: string, value: string | boolean ) => ( {
		type: 'EDIT' as const,
		step,
		field,
		value,
	} ),

	/**
	 * A step's field errors (none: {}).
	 *
	 * @param step   The step.
	 * @param errors Field => German message.
	 */
	setErrors: ( step: StepKey, errors: FieldErrors ) => ( {
		type: 'SET_ERRORS' as const,
		step,
		errors,
	} ),

	/**
	 * The message above the form (null: none).
	 *
	 * @param notice The message.
	 */
	setNotice: ( notice: SetupNotice | null ) => ( {
		type: 'SET_NOTICE' as const,
		notice,
	} ),

	/**
	 * Whether a call is under way.
	 *
	 * @param busy Busy.
	 */
	setBusy: ( busy: boolean ) => ( { type: 'SET_BUSY' as const, busy } ),

	/**
	 * Shows a step or the overview.
	 *
	 * @param place Where.
	 */
	goTo: ( place: Place ) => ( { type: 'GO_TO' as const, place } ),
};

/** Any action of the store. */
export type SetupAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;
