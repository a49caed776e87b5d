/**
 * Helpers every route module of the emulator shares: ids, times, replies.
 */
/**
 * External dependencies
 */
import { randomBytes } from 'node:crypto';

/**
 * Internal dependencies
 */
import { issueError, ProviderError } from './errors';

export type Json = Record< string, any >; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An HTTP answer before it is sent. */
export interface Reply {
	status: number;
	body?: unknown;
	headers?: Record< string, string >;
}

/** A HATEOAS link as the provider writes them. */
export interface Link {
	href: string;
	rel: string;
	method: string;
}

/** Builds a link on the emulator's base URL. */
export type LinkTo = ( href: string, rel: string, method?: string ) => Link;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A provider-looking id: upper-case letters and digits.
 *
 * @param length Number of characters.
 */
export function newId( length = 17 ): string {
	const bytes = randomBytes( length );
	return Array.from( bytes, ( b ) => ALNUM[ b % ALNUM.length ] ).join( '' );
}

/**
 * The provider's timestamps: UTC, whole seconds.
 *
 * @param at Milliseconds since the epoch (now when absent).
 */
export const now = ( at = Date.now() ): string =>
	new Date( at ).toISOString().replace( /\.\d+Z$/, 'Z' );

export const isObject = ( v: unknown ): v is Json =>
	typeof v === 'object' && v !== null && ! Array.isArray( v );

/**
 * The reply of a provider error, with its debug id header.
 *
 * @param e Error.
 */
export const fail = ( e: ProviderError ): Reply => ( {
	status: e.status,
	body: e.body,
	headers: { 'Paypal-Debug-Id': e.body.debug_id },
} );

/**
 * 404 INVALID_RESOURCE_ID for an id in the path.
 *
 * @param field Field name the provider reports.
 * @param value The unknown id.
 */
export const notFound = ( field: string, value: string ): Reply =>
	fail(
		issueError( 'INVALID_RESOURCE_ID', {
			field,
			value,
			location: 'path',
		} )
	);

/**
 * 400 for a field, as the provider's schema validation answers.
 *
 * @param issue MISSING_REQUIRED_PARAMETER, INVALID_PARAMETER_VALUE…
 * @param field JSON pointer of the field.
 * @param value The value sent, when there is one.
 */
export const invalid = (
	issue: string,
	field: string,
	value?: string
): Reply =>
	fail(
		issueError( issue, {
			field,
			...( value === undefined ? {} : { value } ),
			location: 'body',
		} )
	);

/**
 * 200 with a stored resource, or 404 INVALID_RESOURCE_ID for its id.
 *
 * @param item  The resource, undefined when the id is unknown.
 * @param field Field name the provider reports for an unknown id.
 * @param id    The id from the path.
 * @param view  What the provider shows of the resource.
 */
export const found = < T >(
	item: T | undefined,
	field: string,
	id: string,
	view: ( item: T ) => unknown = ( i ) => i
): Reply =>
	item === undefined
		? notFound( field, id )
		: { status: 200, body: view( item ) };

/**
 * The key a route module switches on: `GET kind/:id/action`.
 *
 * @param method HTTP method.
 * @param kind   Resource kind (first path segment after the group).
 * @param id     Resource id, if any.
 * @param action Sub-path after the id, if any.
 */
export const routeKey = (
	method: string,
	kind: string,
	id: string | undefined,
	action: string | undefined
): string =>
	`${ method } ${ kind }${ id === undefined ? '' : '/:id' }${
		action ? '/' + action : ''
	}`;

/**
 * A group of the provider's routes (payments, vault, subscriptions) with the
 * resources it keeps until the emulator is reset.
 */
export abstract class RouteGroup {
	protected readonly link: LinkTo;

	/**
	 * @param link Builds links on the emulator's base URL.
	 */
	constructor( link: LinkTo ) {
		this.link = link;
	}

	/** Forgets every resource (emulator reset). */
	abstract clear(): void;
}
