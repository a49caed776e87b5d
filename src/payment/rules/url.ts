/**
 * §2.5 URL rules: on return from the provider the listed hash parameters
 * are removed and all others kept; `switch_initiated_time` marks a resume
 * flow (the shopper came back from the provider's app).
 */

/** §2.5: hash parameters the provider's return leaves behind. */
export const RETURN_HASH_PARAMS = [
	'onApprove',
	'token',
	'PayerID',
	'payerID',
	'button_session_id',
	'billingToken',
	'orderID',
	'switch_initiated_time',
	'onCancel',
	'onError',
];

/**
 * The hash without the provider's return parameters.
 *
 * @param hash `location.hash`, with or without `#`.
 * @return The cleaned hash with `#`, or '' when nothing is left.
 * @example
 * cleanReturnHash( '#tab=2&token=EC-1&PayerID=P' ); // '#tab=2'
 */
/**
 * The hash's parameters. The provider's return hash names its kind first,
 * as in `#onApprove?token=…&PayerID=…`: the kind counts as a parameter of its
 * own, so it is removed like the others.
 *
 * @param hash location.hash.
 */
function hashParams( hash: string ): URLSearchParams {
	return new URLSearchParams(
		hash.replace( /^#/, '' ).replace( /^([A-Za-z_]+)\?/, '$1&' )
	);
}

export function cleanReturnHash( hash: string ): string {
	const params = hashParams( hash );
	for ( const name of RETURN_HASH_PARAMS ) {
		params.delete( name );
	}
	const rest = params.toString();
	return rest === '' ? '' : `#${ rest }`;
}

/**
 * Whether the hash carries any of the provider's return parameters.
 *
 * @param hash `location.hash`.
 */
export function hasReturnParams( hash: string ): boolean {
	const params = hashParams( hash );
	return RETURN_HASH_PARAMS.some( ( name ) => params.has( name ) );
}

/**
 * §2.5: a resume flow is detected when the hash holds switch_initiated_time.
 *
 * @param hash `location.hash`.
 */
export function isResumeFlow( hash: string ): boolean {
	return hashParams( hash ).has( 'switch_initiated_time' );
}

/**
 * §2.5, §4.9: every wrapper's buttons on a page see the same return hash;
 * the claim lets one of them resume the flow, so the page approves once and
 * shows one error, not one per wrapper.
 *
 * @return Whether the caller may resume the flow of this hash.
 * @example
 * const claim = resumeClaim();
 * claim( '#onApprove?token=EC-1' ); // true
 * claim( '#onApprove?token=EC-1' ); // false
 */
export function resumeClaim(): ( hash: string ) => boolean {
	let resumed: string | null = null;
	return ( hash ) => {
		if ( resumed === hash ) {
			return false;
		}
		resumed = hash;
		return true;
	};
}

/**
 * §2.5: what a rendered button does with the page's hash. The provider's
 * SDK knows whether the page is the return of a flow it can resume
 * (`hasReturned()`); one button resumes it (the page's claim, §4.9). A hash
 * with the provider's return parameters that nothing resumes (a reload, a
 * bookmark, a stale link) loses them like a finished flow's; the other
 * parameters stay.
 *
 * @param hash     `location.hash`.
 * @param returned The SDK's `hasReturned()`.
 * @param claim    The page's resume claim (resumeClaim()).
 * @return `resume`, `clean` (replace the hash with cleanReturnHash()) or `keep`.
 */
export function returnHashAction(
	hash: string,
	returned: boolean,
	claim: ( hash: string ) => boolean
): 'resume' | 'clean' | 'keep' {
	if ( returned ) {
		return claim( hash ) ? 'resume' : 'keep';
	}
	return hasReturnParams( hash ) ? 'clean' : 'keep';
}
