/**
 * The peer-to-peer wallet (Venmo): a funding source of the wallet's
 * buttons (§9.3), offered with `enable-funding=venmo` where the provider
 * makes it eligible (it documents US buyers paying in USD; the SDK's
 * `isEligible()` decides, so nothing here guesses the buyer's country).
 * With vaulting on, its approval vaults the account instead of paying an
 * order (§7.2), and the pop-up's shipping callbacks stay off (§4.8).
 */

/** §9.3: the peer-to-peer wallet's funding source. */
export const PEER_TO_PEER = 'venmo';

/**
 * Whether this click or approval came from the peer-to-peer wallet while
 * vaulting is on, the case both rules below single out.
 *
 * @param vaultingEnabled §3.11 vaultingEnabled.
 * @param fundingSource   The clicked funding source.
 */
function vaultsPeerToPeer(
	vaultingEnabled: boolean | undefined,
	fundingSource: string | null | undefined
): boolean {
	return Boolean( vaultingEnabled ) && fundingSource === PEER_TO_PEER;
}

/**
 * §7.2 approve_order's `should_create_wc_order`: false only when vaulting
 * is on and the source is the peer-to-peer wallet.
 *
 * @param vaultingEnabled §3.11 vaultingEnabled.
 * @param fundingSource   The funding source that was approved.
 *
 * @example
 * shouldCreateWcOrder( true, 'venmo' ); // false
 * shouldCreateWcOrder( true, 'paypal' ); // true
 */
export function shouldCreateWcOrder(
	vaultingEnabled: boolean | undefined,
	fundingSource: string | null | undefined
): boolean {
	return ! vaultsPeerToPeer( vaultingEnabled, fundingSource );
}

/**
 * §4.8: the pop-up's shipping callbacks are skipped when the peer-to-peer
 * wallet button was clicked while vaulting is on.
 *
 * @param vaultingEnabled §3.11 vaultingEnabled.
 * @param fundingSource   The clicked funding source, when known.
 */
export function skipsShippingCallbacks(
	vaultingEnabled: boolean | undefined,
	fundingSource: string | null | undefined
): boolean {
	return vaultsPeerToPeer( vaultingEnabled, fundingSource );
}
