/**
 * Live preview of the pay-later message in the editor (§2.4 `preview`):
 * the provider's (or its emulator's) `Messages().render()` through the one
 * SDK load the editor's payment previews share, for the block's preview
 * amount, rendered again only when amount, placement or style change
 * (§4.11).
 */
/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	usePreviewSdk,
	type ProviderPreviewData,
} from '../payment-buttons/preview-sdk';
import type { MessageOptions } from '../../payment/rules/messages';
import { messagesOptions } from '../../payment/rules/sdk-options';
import type { ShopMessageStyle } from './style';

/** What the server gives the editor (Vitrine\Blocks\PaylaterMessagesEditor). */
export interface MessagesPreviewData extends ProviderPreviewData {
	enabled: boolean;
	shopPlacement: string;
	shopStyle: ShopMessageStyle;
}

declare global {
	interface Window {
		vitrinePaylaterMessagesEditor?: MessagesPreviewData;
	}
}

/** The server's data for the preview, or null outside the editor. */
export function messagesPreviewData(): MessagesPreviewData | null {
	return window.vitrinePaylaterMessagesEditor ?? null;
}

/**
 * The message for some options.
 *
 * @param props         Preview props.
 * @param props.data    The server's data.
 * @param props.options Amount, currency, placement and merged style.
 */
export function MessagesPreview( {
	data,
	options,
}: {
	data: MessagesPreviewData;
	options: MessageOptions;
} ) {
	const sdk = usePreviewSdk( data );
	const element = useRef< HTMLDivElement >( null );
	// §4.11: amount, placement and style decide; the same ones render nothing new.
	const key = JSON.stringify( {
		amount: options.amount,
		currency: options.currency,
		placement: options.placement,
		style: options.style,
	} );

	useEffect( () => {
		if ( sdk.status !== 'ready' || ! element.current ) {
			return;
		}
		sdk.namespace
			.Messages?.( messagesOptions( JSON.parse( key ) ) )
			.render( element.current )
			.catch( () => undefined );
	}, [ sdk, key ] );

	if ( sdk.status === 'failed' ) {
		return (
			<p className="vitrine-paylater-messages__preview-error">
				{ __(
					'The payment provider’s message could not be loaded.',
					'vitrine'
				) }
			</p>
		);
	}
	return (
		<>
			{ sdk.status === 'pending' && <Spinner /> }
			<div
				ref={ element }
				className="vitrine-paylater-messages__message"
			/>
		</>
	);
}
