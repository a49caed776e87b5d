/**
 * Live preview of the wallet buttons in the editor: the §2.4 `preview`
 * context, always smart buttons, loaded from the provider (or its emulator)
 * with the shop's public client id, through the one SDK load the editor's
 * payment previews share (preview-sdk.ts). Clicks are refused, so the
 * preview never opens the provider's pop-up nor reaches the shop.
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
import { buttonStyle } from '../../payment/rules/sdk-options';
import { usePreviewSdk, type ProviderPreviewData } from './preview-sdk';
import type { ButtonStyle } from './style';

/** What the server gives the editor (Vitrine\Blocks\PaymentButtonsEditor). */
export interface PreviewData extends ProviderPreviewData {
	shopStyle: ButtonStyle;
}

declare global {
	interface Window {
		vitrinePaymentButtonsEditor?: PreviewData;
	}
}

/** The server's data for the preview, or null outside the editor. */
export function previewData(): PreviewData | null {
	return window.vitrinePaymentButtonsEditor ?? null;
}

/** The preview never creates an order: clicks are refused before this. */
const createOrder = (): Promise< string > =>
	Promise.reject( new Error( 'The editor preview does not create orders.' ) );

/**
 * The wallet's smart buttons in a style, rendered again when the style
 * changes.
 *
 * @param props       Preview props.
 * @param props.data  The server's data.
 * @param props.style The block's merged style.
 */
export function ButtonsPreview( {
	data,
	style,
}: {
	data: PreviewData;
	style: ButtonStyle;
} ) {
	const sdk = usePreviewSdk( data );
	const element = useRef< HTMLDivElement >( null );
	const styleKey = JSON.stringify( style );

	useEffect( () => {
		if ( sdk.status !== 'ready' || ! element.current ) {
			return;
		}
		const buttons = sdk.namespace.Buttons?.( {
			style: buttonStyle( JSON.parse( styleKey ) ),
			createOrder,
			onClick: (
				_data: unknown,
				actions: { reject: () => Promise< void > }
			) => actions.reject(),
		} );
		buttons?.render( element.current ).catch( () => undefined );
		return () => {
			buttons?.close().catch( () => undefined );
		};
	}, [ sdk, styleKey ] );

	if ( sdk.status === 'failed' ) {
		return (
			<p className="vitrine-payment-buttons__preview-error">
				{ __(
					'The payment provider’s buttons could not be loaded.',
					'vitrine'
				) }
			</p>
		);
	}
	return (
		<>
			{ sdk.status === 'pending' && <Spinner /> }
			<div ref={ element } className="vitrine-payment-buttons__preview" />
		</>
	);
}
