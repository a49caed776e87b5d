/**
 * The provider's SDK in the editor (§2.4 `preview`): ONE load for both
 * payment blocks' previews (buttons and pay-later messages), whichever
 * block asks first, with the shop's public client id and funding lists.
 * The block bundles are separate scripts, so the shared promise lives on
 * `window`; nothing of it runs on the front end.
 */
/**
 * External dependencies
 */
import { loadScript, type PayPalScriptOptions } from '@paypal/paypal-js';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { SdkNamespace } from '../../payment/sdk-types';

/** What the server gives a preview (Vitrine\Blocks\PaymentButtonsEditor). */
export interface ProviderPreviewData {
	clientId: string;
	sdkBaseUrl: string;
	currency: string;
	enableFunding: string;
	disableFunding: string;
}

/** The namespace as the previews use it (the shop's own SDK types). */
export type PreviewNamespace = Pick< SdkNamespace, 'Buttons' | 'Messages' >;

declare global {
	interface Window {
		vitrinePreviewSdk?: {
			key: string;
			promise: Promise< PreviewNamespace >;
		};
	}
}

/** Both previews' components: one option set, so one script. */
export const PREVIEW_COMPONENTS = 'buttons,messages';

/**
 * The loader options of the editor's previews.
 *
 * @param data The server's data.
 */
export function previewScriptOptions(
	data: ProviderPreviewData
): PayPalScriptOptions {
	const options: PayPalScriptOptions = {
		sdkBaseUrl: data.sdkBaseUrl,
		clientId: data.clientId,
		currency: data.currency,
		components: PREVIEW_COMPONENTS,
	};
	if ( data.enableFunding ) {
		options.enableFunding = data.enableFunding;
	}
	if ( data.disableFunding ) {
		options.disableFunding = data.disableFunding;
	}
	return options;
}

/**
 * Loads the previews' SDK once per editor (and option set).
 *
 * @param data The server's data.
 */
export function loadPreviewSdk(
	data: ProviderPreviewData
): Promise< PreviewNamespace > {
	const options = previewScriptOptions( data );
	const key = JSON.stringify( options );
	if ( window.vitrinePreviewSdk?.key !== key ) {
		window.vitrinePreviewSdk = {
			key,
			promise: loadScript( options ).then( ( namespace ) => {
				if ( ! namespace ) {
					throw new Error(
						'The window.paypal global variable is not available.'
					);
				}
				return namespace;
			} ),
		};
	}
	return window.vitrinePreviewSdk.promise;
}

/** The SDK's state in a preview. */
export type PreviewSdk =
	| { status: 'pending' }
	| { status: 'failed' }
	| { status: 'ready'; namespace: PreviewNamespace };

/**
 * The previews' SDK as React state.
 *
 * @param data The server's data.
 */
export function usePreviewSdk( data: ProviderPreviewData ): PreviewSdk {
	const [ sdk, setSdk ] = useState< PreviewSdk >( { status: 'pending' } );
	useEffect( () => {
		let live = true;
		loadPreviewSdk( data ).then(
			( namespace ) => live && setSdk( { status: 'ready', namespace } ),
			() => live && setSdk( { status: 'failed' } )
		);
		return () => {
			live = false;
		};
	}, [ data ] );
	return sdk;
}
