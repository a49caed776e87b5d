/**
 * Side effects of `vitrine/setup`: each thunk calls the one client
 * (../api.ts) and records the outcome. A refused save keeps the form as
 * typed and the stored values as the server has them; components never
 * fetch.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import * as api from '../api';
import { bankErrors } from '../rules/bank-account';
import { paypalBody, paypalErrors } from '../rules/paypal';
import { nextOpen } from '../rules/progress';
import type { FieldErrors, SetupAnswer, SetupConfig, StepKey } from '../types';
import type { actions } from './actions';
import type { SetupState } from './reducer';
import type { selectors } from './selectors';
import type { StoreThunkArgs } from '../../../shared/thunk-args';

/** What @wordpress/data hands a thunk. */
type ThunkArgs = StoreThunkArgs< typeof selectors, typeof actions, SetupState >;

/**
 * The errors the screen finds before sending: the bank account's (IBAN,
 * BIC, holder) and the credentials' shape.
 *
 * @param step   The step.
 * @param select Bound selectors.
 * @param config The page's data.
 * @return Field => German message.
 */
function localErrors(
	step: StepKey,
	select: ThunkArgs[ 'select' ],
	config: SetupConfig
): FieldErrors {
	const drafts = select.getDrafts();
	if ( ! drafts ) {
		return {};
	}
	if ( step === 'bank' ) {
		return bankErrors( drafts.bank, config.facts.iban );
	}
	if ( step === 'paypal' ) {
		return paypalErrors( drafts.paypal, config.facts.environments );
	}
	return {};
}

/**
 * The body a step's route takes.
 *
 * @param step   The step.
 * @param select Bound selectors.
 * @return The body.
 */
function bodyOf(
	step: StepKey,
	select: ThunkArgs[ 'select' ]
): api.StepBody< StepKey > {
	const drafts = select.getDrafts();
	if ( ! drafts || step === 'shipping' ) {
		return {};
	}
	if ( step === 'paypal' ) {
		return paypalBody( drafts.paypal );
	}
	return drafts[ step ];
}

/**
 * Runs a call with the busy flag and the notice: the answer's state and
 * message on success, the failure's message, field errors and state
 * otherwise.
 *
 * @param args          Thunk arguments.
 * @param args.dispatch Bound actions.
 * @param step          The step the call is about (its field errors), if any.
 * @param call          The call.
 * @param onDone        What to do with the answer.
 * @return Whether the call succeeded.
 */
async function run(
	{ dispatch }: ThunkArgs,
	step: StepKey | null,
	call: () => Promise< SetupAnswer >,
	onDone: ( answer: SetupAnswer ) => void
): Promise< boolean > {
	dispatch.setBusy( true );
	dispatch.setNotice( null );
	try {
		const answer = await call();
		onDone( answer );
		dispatch.setNotice( { status: 'success', text: answer.message } );
		return true;
	} catch ( error ) {
		const failure = api.readFailure( error );
		if ( failure.setup ) {
			dispatch.receive( failure.setup );
		}
		if ( step ) {
			dispatch.setErrors( step, failure.errors );
		}
		dispatch.setNotice( { status: 'error', text: failure.message } );
		return false;
	} finally {
		dispatch.setBusy( false );
	}
}

export const thunks = {
	/**
	 * Saves a step's form and moves on to the next open step. Errors the
	 * screen can find itself are shown without a request.
	 *
	 * @param step The step.
	 */
	saveStep:
		( step: StepKey ) =>
		async ( args: ThunkArgs ): Promise< boolean > => {
			const { select, dispatch } = args;
			const config = select.getConfig();
			if ( ! config || select.isBusy() ) {
				return false;
			}
			const errors = localErrors( step, select, config );
			if ( Object.keys( errors ).length > 0 ) {
				dispatch.setErrors( step, errors );
				dispatch.setNotice( {
					status: 'error',
					text: __(
						'Nothing was saved. Please correct the marked fields.',
						'vitrine'
					),
				} );
				return false;
			}
			return run(
				args,
				step,
				() => api.saveStep< StepKey >( step, bodyOf( step, select ) ),
				( answer ) => {
					dispatch.receive( answer.setup, step );
					dispatch.setErrors( step, {} );
					dispatch.goTo(
						nextOpen( config.steps, answer.setup.progress, step )
					);
				}
			);
		},

	/**
	 * Skips a step and moves on.
	 *
	 * @param step The step.
	 */
	skipStep:
		( step: StepKey ) =>
		async ( args: ThunkArgs ): Promise< boolean > => {
			const config = args.select.getConfig();
			if ( ! config || args.select.isBusy() ) {
				return false;
			}
			return run(
				args,
				null,
				() => api.skipStep( step ),
				( answer ) => {
					args.dispatch.receive( answer.setup );
					args.dispatch.setErrors( step, {} );
					args.dispatch.goTo(
						nextOpen( config.steps, answer.setup.progress, step )
					);
				}
			);
		},

	/**
	 * Finishes the setup.
	 */
	finish:
		() =>
		async ( args: ThunkArgs ): Promise< boolean > =>
			run( args, null, api.finishSetup, ( answer ) =>
				args.dispatch.receive( answer.setup )
			),

	/**
	 * Dismisses the setup: no more reminders.
	 */
	dismiss:
		() =>
		async ( args: ThunkArgs ): Promise< boolean > =>
			run( args, null, api.dismissSetup, ( answer ) =>
				args.dispatch.receive( answer.setup )
			),
};
