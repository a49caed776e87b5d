/**
 * Live preview of the wallet buttons in the editor: the §2.4 `preview`
 * context, always smart buttons, loaded from the provider (or its emulator)
 * with the shop's public client id. Clicks are refused, so the preview never
 * opens the provider's pop-up nor reaches the shop.
 */
/**
 * External dependencies
 */
import {
	PayPalButtons,
	PayPalScriptProvider,
	usePayPalScriptReducer,
	type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ButtonStyle } from './style';

/** What the server gives the editor (Vitrine\Blocks\PaymentButtonsEditor). */
export interface PreviewData {
	clientId: string;
	sdkBaseUrl: string;
	currency: string;
	enableFunding: string;
	disableFunding: string;
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

/** Loading and failure of the SDK, in German, around the buttons. */
function LoadState() {
	const [ { isPending, isRejected } ] = usePayPalScriptReducer();
	if ( isPending ) {
		return <Spinner />;
	}
	if ( isRejected ) {
		return (
			<p className="vitrine-payment-buttons__preview-error">
				{ __(
					'The payment provider’s buttons could not be loaded.',
					'vitrine'
				) }
			</p>
		);
	}
	return null;
}

/**
 * The wallet's smart buttons in a style, re-rendered when the style changes.
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
	const options = useMemo< ReactPayPalScriptOptions >(
		() => ( {
			clientId: data.clientId,
			currency: data.currency,
			components: 'buttons',
			sdkBaseUrl: data.sdkBaseUrl,
			...( data.enableFunding
				? { enableFunding: data.enableFunding }
				: {} ),
			...( data.disableFunding
				? { disableFunding: data.disableFunding }
				: {} ),
		} ),
		[ data ]
	);
	return (
		<PayPalScriptProvider options={ options }>
			<LoadState />
			<PayPalButtons
				className="vitrine-payment-buttons__preview"
				style={ style }
				forceReRender={ [ JSON.stringify( style ) ] }
				createOrder={ createOrder }
				onClick={ ( _data, actions ) => actions.reject() }
			/>
		</PayPalScriptProvider>
	);
}
