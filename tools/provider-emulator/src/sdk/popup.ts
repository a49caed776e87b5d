/**
 * The emulator's pop-up seen from the shop's page: opens it at a page of
 * the emulator and resolves with the payer's decision, which it posts
 * (approve, cancel); shipping changes are answered while it stays open.
 */
/**
 * Internal dependencies
 */
import type { Any } from './config';
import { watchPopup } from './popup-watch';

/** The shop's answer to a shipping change in the pop-up. */
export type ShippingAnswer = { ok: boolean; message?: string };

/**
 * Opens the emulator's pop-up and resolves with the payer's decision.
 *
 * @param base       Base URL of the emulator.
 * @param win        A window opened on the click (opened here when null).
 * @param path       Page of the emulator.
 * @param onShipping The shop's handler of a shipping change.
 */
export function openPopup(
	base: string,
	win: Window | null,
	path: string,
	onShipping?: ( data: Any ) => Promise< ShippingAnswer >
): Promise< Any > {
	const target =
		win ??
		window.open(
			'about:blank',
			'vitrine-emulator-popup',
			'width=480,height=640'
		);
	if ( ! target ) {
		return Promise.reject( new Error( 'Popup blocked' ) );
	}
	const url = new URL( base + path );
	url.searchParams.set( 'origin', window.location.origin );
	target.location.href = url.href;
	// A decision posted by the pop-up wins over its close (popup-watch.ts).
	return watchPopup( target, ( onDecision ) => {
		const listen = async ( event: MessageEvent ) => {
			const data = event.data;
			if (
				event.origin !== new URL( base ).origin ||
				! data ||
				data.source !== 'vitrine-provider-emulator'
			) {
				return;
			}
			if (
				( data.type === 'shipping-option' ||
					data.type === 'shipping-address' ) &&
				onShipping
			) {
				const answer = await onShipping( data ).catch( () => ( {
					ok: false,
				} ) );
				( event.source as Window | null )?.postMessage(
					{
						source: 'vitrine-provider-emulator',
						type: 'shipping-result',
						...answer,
					},
					event.origin
				);
				return;
			}
			if ( data.type === 'approve' || data.type === 'cancel' ) {
				onDecision( data );
			}
		};
		window.addEventListener( 'message', listen );
		return () => window.removeEventListener( 'message', listen );
	} );
}
