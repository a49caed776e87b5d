/**
 * The one client of the setup's REST routes (includes/Admin/SetupController.php),
 * over api-fetch, which WordPress sets up in the admin with its root URL and
 * nonce middlewares (§7.3): JSON bodies, the `wp_rest` nonce in X-WP-Nonce.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { describeRestError } from '../../shared/rest';
import type {
	FieldErrors,
	Forms,
	PaypalBody,
	SetupAnswer,
	SetupCurrent,
	StepKey,
} from './types';

const BASE = '/vitrine/v1/setup';

/** What a step's route takes: its form, or nothing (shipping). */
export type StepBody< S extends StepKey > = S extends 'paypal'
	? PaypalBody
	: S extends keyof Forms
	? Forms[ S ]
	: Record< string, never >;

/** A refused or failed call, as the screen shows it. */
export interface SetupFailure {
	/** German. */
	message: string;
	/** The wrong fields. */
	errors: FieldErrors;
	/** The unchanged state, when the server answered. */
	setup: SetupCurrent | null;
}

/**
 * A POST to one of the routes.
 *
 * @param route Below /vitrine/v1/setup/.
 * @param data  JSON body.
 * @return The answer.
 */
function post( route: string, data: object = {} ): Promise< SetupAnswer > {
	return apiFetch< SetupAnswer >( {
		path: `${ BASE }/${ route }`,
		method: 'POST',
		data,
	} );
}

/**
 * Saves a step's form; the step is then done.
 *
 * @param step The step.
 * @param body Its form.
 * @return The answer.
 */
export function saveStep< S extends StepKey >(
	step: S,
	body: StepBody< S >
): Promise< SetupAnswer > {
	return post( step, body );
}

/**
 * Marks a step skipped.
 *
 * @param step The step.
 * @return The answer.
 */
export function skipStep( step: StepKey ): Promise< SetupAnswer > {
	return post( 'skip', { step } );
}

/**
 * Closes the setup as finished (every step done or skipped).
 *
 * @return The answer.
 */
export function finishSetup(): Promise< SetupAnswer > {
	return post( 'finish' );
}

/**
 * Closes the setup as dismissed: no more reminders.
 *
 * @return The answer.
 */
export function dismissSetup(): Promise< SetupAnswer > {
	return post( 'dismiss' );
}

/**
 * What a rejected call means for the screen: the server's German message
 * with its field errors and state, or §8.3's message for a failure of the
 * request itself.
 *
 * @param error What api-fetch rejected with.
 * @return The failure.
 */
export function readFailure( error: unknown ): SetupFailure {
	const described = describeRestError( error );
	const data = ( described.data ?? {} ) as {
		errors?: unknown;
		setup?: unknown;
	};
	const errors =
		data.errors && typeof data.errors === 'object'
			? Object.fromEntries(
					Object.entries( data.errors as Record< string, unknown > )
						.filter( ( [ , text ] ) => typeof text === 'string' )
						.map( ( [ field, text ] ) => [ field, String( text ) ] )
			  )
			: {};
	const setup =
		data.setup && typeof data.setup === 'object'
			? ( data.setup as SetupCurrent )
			: null;
	return { message: described.message, errors, setup };
}
