/**
 * §8.2 which message the shopper sees, and §5.4's rule that a message is
 * never empty.
 */

/** §5.4: the text thrown when an error message is empty. */
export const EMPTY_MESSAGE_ERROR =
	'A new message text must be a non-empty string.';

/**
 * The message itself, refused when it is not a non-empty string (§5.4).
 *
 * @param message Candidate message.
 * @throws Error with §5.4's text.
 */
export function requireMessage( message: unknown ): string {
	if ( typeof message !== 'string' || message.trim() === '' ) {
		throw new Error( EMPTY_MESSAGE_ERROR );
	}
	return message;
}

/** What decides the message of a failed payment step. */
export interface FailureFacts {
	/** §3.11 labels.error.generic. */
	generic: string;
	/** §3.11 productType of the page ('' off product pages). */
	productType: string;
	/** The server's German message, when it sent one. */
	serverMessage?: string | null;
}

/**
 * §8.2: the generic error, except that booking products show the server's
 * specific message.
 *
 * @param facts What is known about the failure.
 * @throws Error with §5.4's text when the chosen message is empty.
 */
export function failureMessage( facts: FailureFacts ): string {
	const specific = facts.serverMessage?.trim() ?? '';
	if ( facts.productType === 'booking' && specific !== '' ) {
		return specific;
	}
	return requireMessage( facts.generic );
}
