/**
 * What every component of the SDK gets: the script's settings, the calls to
 * the emulator, the pop-up, and the page's containers.
 */
/**
 * Internal dependencies
 */
import type { Any, SdkConfig } from './config';
import { openPopup, type ShippingAnswer } from './popup';
import { json } from './transport';

/** The booted SDK, handed to each component. */
export interface Sdk extends SdkConfig {
	/** GET (no body) or POST JSON to the emulator; rejects with its error. */
	json: ( path: string, body?: unknown ) => Promise< Any >;
	/** Opens the pop-up at a page of the emulator; resolves with the payer's decision. */
	popup: (
		win: Window | null,
		path: string,
		onShipping?: ( data: Any ) => Promise< ShippingAnswer >
	) => Promise< Any >;
}

/**
 * The SDK of these settings.
 *
 * @param config The script's settings.
 */
export function createSdk( config: SdkConfig ): Sdk {
	return {
		...config,
		json: ( path, body ) => json( config.base, path, body ),
		popup: ( win, path, onShipping ) =>
			openPopup( config.base, win, path, onShipping ),
	};
}

/**
 * The element a component renders into (a selector or an element).
 *
 * @param container Selector or element.
 */
export function resolveContainer( container: Any ): HTMLElement {
	const element =
		typeof container === 'string'
			? document.querySelector( container )
			: container;
	if ( ! element ) {
		throw new Error(
			`Document is ready and element ${ String(
				container
			) } does not exist`
		);
	}
	return element as HTMLElement;
}
