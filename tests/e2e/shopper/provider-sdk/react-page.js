// @ts-nocheck -- a browser bundle entry (built by the spec with webpack), not part of the typed sources.
/**
 * A small React page that renders the emulator's SDK through
 * @paypal/react-paypal-js, unmodified. Bundled by the spec with webpack.
 */
/**
 * External dependencies
 */
import {
	PayPalButtons,
	PayPalMessages,
	PayPalScriptProvider,
} from '@paypal/react-paypal-js';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const config = window.vitrineSdkTest;
window.vitrineSdkEvents = [];

function App() {
	return h(
		PayPalScriptProvider,
		{
			options: {
				clientId: 'react-client',
				currency: 'EUR',
				components: 'buttons,messages',
				sdkBaseUrl: config.sdkBaseUrl,
			},
		},
		h( PayPalMessages, { amount: 120, placement: 'product' } ),
		h( PayPalButtons, {
			style: { shape: 'pill', height: 40, color: 'blue' },
			createOrder: () => Promise.resolve( config.orderId ),
			onApprove: ( data ) => {
				window.vitrineSdkEvents.push( [ 'approve', data.orderID ] );
				return Promise.resolve();
			},
			onCancel: ( data ) => {
				window.vitrineSdkEvents.push( [ 'cancel', data.orderID ] );
			},
		} )
	);
}

createRoot( document.getElementById( 'root' ) ).render( h( App ) );
