/**
 * The page's URL as the payment flows change it.
 */

/**
 * Replaces the page's hash without a history entry or a jump (§2.5).
 *
 * @param hash The new hash with `#`, or '' for none.
 */
export function replaceHash( hash: string ): void {
	window.history.replaceState(
		window.history.state,
		'',
		window.location.pathname + window.location.search + hash
	);
}
