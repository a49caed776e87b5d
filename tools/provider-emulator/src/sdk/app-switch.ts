/**
 * App switch as the provider documents it for the JS SDK: Buttons with
 * `appSwitchWhenAvailable: true` (and without onShippingOptionsChange,
 * onShippingAddressChange or onShippingChange, which do not combine with
 * it) leave the page for the approval instead of opening a pop-up, and come
 * back to the page's URL with the result in the hash:
 * `#onApprove?token=…&PayerID=…&button_session_id=…&switch_initiated_time=…`
 * (or `#onCancel?…`, `#onError?…`). Then `buttons.hasReturned()` is true and
 * `buttons.resume()` calls onApprove, onCancel or onError.
 *
 * The emulator "switches" by navigating the tab to its approval page (as the
 * provider's web fallback does) and back. Pure: runs in the shop's page and
 * in Jest.
 */

/** The callbacks a return resolves into. */
export type ReturnKind = 'onApprove' | 'onCancel' | 'onError';

/** A return from the approval, read from the hash. */
export interface SwitchReturn {
	kind: ReturnKind;
	token: string;
	payerID: string | null;
	buttonSessionID: string;
	switchInitiatedTime: string;
}

const KINDS: ReturnKind[] = [ 'onApprove', 'onCancel', 'onError' ];

/**
 * Whether a click switches: asked for, a one-time order of the wallet,
 * and none of the callbacks that need the pop-up.
 *
 * @param options Buttons options.
 * @param source  Funding source clicked.
 */
export function switchApplies(
	options: Record< string, unknown >,
	source: string
): boolean {
	return (
		options.appSwitchWhenAvailable === true &&
		typeof options.createOrder === 'function' &&
		! options.createSubscription &&
		! options.createVaultSetupToken &&
		! options.onShippingChange &&
		! options.onShippingOptionsChange &&
		! options.onShippingAddressChange &&
		( source === 'paypal' || source === 'paylater' )
	);
}

/**
 * The page's URL without its hash: where the switch comes back to.
 *
 * @param href The page's URL.
 */
export function pageUrl( href: string ): string {
	const at = href.indexOf( '#' );
	return at < 0 ? href : href.slice( 0, at );
}

/**
 * The URL the approval page sends the tab back to (the approval adds
 * `&PayerID=…`).
 *
 * @param back   The shop's page.
 * @param kind   Outcome.
 * @param params token, button_session_id, switch_initiated_time.
 */
export function returnUrl(
	back: string,
	kind: ReturnKind,
	params: Record< string, string >
): string {
	return `${ pageUrl( back ) }#${ kind }?${ new URLSearchParams( params ) }`;
}

/**
 * The approval page the tab goes to, carrying where to come back to on
 * approval (`switch_approve`) and on cancel (`switch_cancel`).
 *
 * @param base    Emulator base URL.
 * @param orderID Provider order id.
 * @param source  Funding source.
 * @param back    The page to come back to.
 * @param session Button session id.
 * @param time    When the switch started (ms since the epoch).
 */
export function switchUrl(
	base: string,
	orderID: string,
	source: string,
	back: string,
	session: string,
	time: number
): string {
	const params = {
		token: orderID,
		button_session_id: session,
		switch_initiated_time: String( time ),
	};
	const query = new URLSearchParams( {
		token: orderID,
		fundingSource: source,
		switch_approve: returnUrl( back, 'onApprove', params ),
		switch_cancel: returnUrl( back, 'onCancel', params ),
	} );
	return `${ base }/checkoutnow?${ query }`;
}

/**
 * The return in a hash, or null when the page was not reached by a switch
 * (a resume flow is marked by switch_initiated_time, §2.5).
 *
 * @param hash `location.hash`.
 */
export function readReturn( hash: string ): SwitchReturn | null {
	const m = /^#?(onApprove|onCancel|onError)\?(.*)$/.exec( hash );
	if ( ! m || ! KINDS.includes( m[ 1 ] as ReturnKind ) ) {
		return null;
	}
	const query = new URLSearchParams( m[ 2 ] );
	const token = query.get( 'token' ) ?? '';
	const time = query.get( 'switch_initiated_time' ) ?? '';
	if ( ! token || ! time ) {
		return null;
	}
	return {
		kind: m[ 1 ] as ReturnKind,
		token,
		payerID: query.get( 'PayerID' ),
		buttonSessionID: query.get( 'button_session_id' ) ?? '',
		switchInitiatedTime: time,
	};
}
