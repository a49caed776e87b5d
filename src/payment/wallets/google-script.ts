/**
 * Google's `pay.js` (an external script the page needs for Google Pay):
 * added once per page from the URL the wallets' object names — Google's
 * own, or the emulator's stand-in on emulated pages.
 */
/**
 * Internal dependencies
 */
import type { GooglePaymentsClientClass } from './types';

let loading: {
	url: string;
	promise: Promise< GooglePaymentsClientClass >;
} | null = null;

/** `google.payments.api.PaymentsClient`, when Google's script is there. */
function paymentsClient(): GooglePaymentsClientClass | undefined {
	return (
		window as {
			google?: {
				payments?: {
					api?: { PaymentsClient?: GooglePaymentsClientClass };
				};
			};
		}
	 ).google?.payments?.api?.PaymentsClient;
}

/**
 * Loads pay.js once and resolves Google's PaymentsClient class.
 *
 * @param url The script's URL.
 */
export function loadGooglePay(
	url: string
): Promise< GooglePaymentsClientClass > {
	if ( loading?.url === url ) {
		return loading.promise;
	}
	const promise = new Promise< GooglePaymentsClientClass >(
		( resolve, reject ) => {
			const present = paymentsClient();
			if ( present ) {
				resolve( present );
				return;
			}
			const script = document.createElement( 'script' );
			script.src = url;
			script.async = true;
			script.onload = () => {
				const loaded = paymentsClient();
				if ( loaded ) {
					resolve( loaded );
				} else {
					reject(
						new Error( `The script "${ url }" failed to load.` )
					);
				}
			};
			script.onerror = () =>
				reject( new Error( `The script "${ url }" failed to load.` ) );
			document.head.append( script );
		}
	);
	loading = { url, promise };
	return promise;
}
