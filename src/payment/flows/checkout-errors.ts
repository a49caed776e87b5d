/**
 * §4.9 / §8.2 on the checkout and pay-for-order pages: which lines a failed
 * create_order shows, and what a failed approve_order does.
 */

/** §4.9: the type a checkout's create failure is raised with. */
export const CREATE_ORDER_ERROR = 'create-order-error';

/** §8.2: approve_order's code for a message the shopper can act on. */
export const SHOW_MESSAGE_CODE = 100;

/** What a refused create_order or approve_order carries (§7.2). */
export interface CallFailure {
	message?: string;
	code?: string | number | null;
	/** Server HTML messages (a list), when it sent them. */
	messages?: string | null;
	errors?: string[];
	details?: Array< { issue?: string; description?: string } >;
	refresh?: boolean;
}

/** What the page shows for a failure. */
export interface ShownFailure {
	/** Server HTML to read the lines from (shown as text, never as HTML). */
	html: string | null;
	/** Text lines, when no HTML is shown. */
	lines: string[];
}

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value.trim() : '';

/**
 * §8.2: a create failure shows the first present of the server's HTML
 * messages, the data.errors list, the details as 'issue description'
 * lines, data.message; the generic error only when none is there.
 *
 * @param failure The refusal.
 * @param generic §3.11 labels.error.generic.
 */
export function createFailureLines(
	failure: CallFailure,
	generic: string
): ShownFailure {
	const html = text( failure.messages );
	if ( html ) {
		return { html, lines: [] };
	}
	const errors = ( failure.errors ?? [] ).map( text ).filter( Boolean );
	if ( errors.length ) {
		return { html: null, lines: errors };
	}
	const details = ( failure.details ?? [] )
		.map( ( d ) =>
			`${ text( d.issue ) } ${ text( d.description ) }`.trim()
		)
		.filter( Boolean );
	if ( details.length ) {
		return { html: null, lines: details };
	}
	const message = text( failure.message );
	return { html: null, lines: [ message || generic ] };
}

/** What to do after a failed approval on checkout (§8.2). */
export interface ApprovalOutcome {
	message: string;
	/** Whether the provider flow restarts (§4.9). */
	restart: boolean;
}

/**
 * §8.2: approve_order on checkout: code 100 shows data.message; other
 * failures show the generic error, then the flow restarts.
 *
 * @param failure The refusal.
 * @param generic §3.11 labels.error.generic.
 */
export function approvalFailure(
	failure: CallFailure,
	generic: string
): ApprovalOutcome {
	const message = text( failure.message );
	if ( Number( failure.code ) === SHOW_MESSAGE_CODE && message ) {
		return { message, restart: false };
	}
	return { message: generic, restart: true };
}

/**
 * The lines of server HTML messages (a `<ul>` of `<li>`, or paragraphs),
 * read as text so that nothing from the answer runs as markup.
 *
 * @param html Server HTML.
 */
export function htmlLines( html: string ): string[] {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const items = Array.from( doc.querySelectorAll( 'li' ) );
	const lines = ( items.length ? items : [ doc.body ] )
		.map( ( n ) => ( n.textContent ?? '' ).replace( /\s+/g, ' ' ).trim() )
		.filter( Boolean );
	return lines;
}

/** A checkout create failure, raised so that onError shows nothing more. */
export class CreateOrderError extends Error {
	readonly type = CREATE_ORDER_ERROR;

	/**
	 * @param message First line shown.
	 */
	constructor( message: string ) {
		super( message );
		this.name = 'CreateOrderError';
	}
}

/**
 * Whether an error is a create failure already shown (§4.9: no generic
 * error follows it).
 *
 * @param error Anything thrown.
 */
export function isCreateOrderError( error: unknown ): boolean {
	return (
		!! error &&
		typeof error === 'object' &&
		( error as { type?: string } ).type === CREATE_ORDER_ERROR
	);
}
