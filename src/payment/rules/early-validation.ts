/**
 * §5.3 early checkout validation: the form is posted to validate_checkout
 * before an order or subscription is created (and before wallet
 * vaulting); returned errors show as a list, a `checkout_error` event
 * fires and the flow aborts.
 */

/** §5.3: the event fired on the page when the server refuses the form. */
export const CHECKOUT_ERROR_EVENT = 'checkout_error';

/** §5.3: the failure type of a subscription create refused by validation. */
export const FORM_VALIDATION_ERROR = 'form-validation-error';

/** What validate_checkout's failure carries (§7.2). */
export interface ValidationFailure {
	errors?: unknown;
	message?: unknown;
}

/**
 * §5.3 / §8.2: the lines to show for a refused form: the errors list, or,
 * without errors, data.message (§8.2: "validate_checkout failure without
 * errors: data.message is raised").
 *
 * @param failure The refusal.
 * @param generic §3.11 labels.error.generic, when nothing else is said.
 */
export function validationErrors(
	failure: ValidationFailure,
	generic: string
): string[] {
	const list = Array.isArray( failure.errors )
		? failure.errors.filter(
				( e ): e is string => typeof e === 'string' && e.trim() !== ''
		  )
		: [];
	if ( list.length ) {
		return list;
	}
	const message =
		typeof failure.message === 'string' ? failure.message.trim() : '';
	return [ message || generic ];
}

/**
 * §5.3: whether the form goes to the server before this step.
 *
 * @param enabled §3.11 early_checkout_validation_enabled.
 * @param context The page's context.
 */
export function validatesEarly( enabled: boolean, context: string ): boolean {
	return enabled === true && context === 'checkout';
}

/** §5.3: the error a subscription create throws when the form is refused. */
export class FormValidationError extends Error {
	readonly type = FORM_VALIDATION_ERROR;
	readonly errors: string[];

	/**
	 * @param errors The lines shown.
	 */
	constructor( errors: string[] ) {
		super( errors[ 0 ] ?? FORM_VALIDATION_ERROR );
		this.name = 'FormValidationError';
		this.errors = errors;
	}
}
