/**
 * Selectors of `vitrine/setup`.
 */
/**
 * Internal dependencies
 */
import type { FieldErrors, FormStep, Forms, StepKey } from '../types';
import type { SetupState } from './reducer';

const NO_ERRORS: FieldErrors = {};

export const selectors = {
	getConfig: ( state: SetupState ) => state.config,
	getProgress: ( state: SetupState ) => state.progress,
	getConnection: ( state: SetupState ) => state.paypal,
	getPlace: ( state: SetupState ) => state.place,
	getNotice: ( state: SetupState ) => state.notice,
	isBusy: ( state: SetupState ) => state.busy,
	/**
	 * Every form as typed.
	 *
	 * @param state State.
	 */
	getDrafts: ( state: SetupState ): Forms | null => state.drafts,
	/**
	 * A step's form as typed.
	 *
	 * @param state State.
	 * @param step  The step.
	 */
	getDraft: < S extends FormStep >(
		state: SetupState,
		step: S
	): Forms[ S ] | null => state.drafts?.[ step ] ?? null,
	/**
	 * A step's field errors.
	 *
	 * @param state State.
	 * @param step  The step.
	 */
	getErrors: ( state: SetupState, step: StepKey ): FieldErrors =>
		state.errors[ step ] ?? NO_ERRORS,
};
