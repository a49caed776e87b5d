/**
 * Google Pay (§9.3 ppcp-googlepay) through the provider's component and
 * Google's PaymentsClient: the button renders (Google's createButton) only
 * where the component's config says eligible and `isReadyToPay` says yes.
 * A click runs the server's form check (§5.3) first, then opens the sheet;
 * onPaymentAuthorized creates the order, confirms it with the payment data
 * (3-D Secure through initiatePayerAction when the provider asks), and
 * approves it (one capture) while the sheet still waits, so a failure shows
 * in the sheet and on the page.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GoogleWalletSettings, WalletsConfig } from './config';
import { loadGooglePay } from './google-script';
import type { WalletHost } from './host';
import { walletAmount } from './rules/amount';
import {
	googleButtonOptions,
	googleEligible,
	googleError,
	googleNextStep,
	googlePaymentDataRequest,
	googleReadyToPayRequest,
} from './rules/google';
import type { GoogleComponentConfig, SdkNamespace } from '../sdk-types';
import type { GoogleAuthorizationResult, GooglePaymentData } from './types';

/**
 * Renders the Google Pay button into its wrapper when eligible.
 *
 * @param wrapper             The wallet's wrapper.
 * @param namespace           The provider's namespace (one SDK load).
 * @param namespace.Googlepay The Google Pay component.
 * @param wallet              The wallet's settings.
 * @param page                The wallets' page object.
 * @param host                The page side.
 * @return Whether the button rendered.
 */
export async function mountGooglePay(
	wrapper: HTMLElement,
	namespace: Pick< SdkNamespace, 'Googlepay' >,
	wallet: GoogleWalletSettings,
	page: WalletsConfig,
	host: WalletHost
): Promise< boolean > {
	const component = namespace.Googlepay?.();
	let config: GoogleComponentConfig | null = null;
	try {
		// The component throws when the merchant is not eligible.
		config = ( await component?.config() ) ?? null;
	} catch {
		config = null;
	}
	if ( ! component || ! config?.isEligible ) {
		return false;
	}
	const componentConfig = config;
	let PaymentsClient;
	try {
		PaymentsClient = await loadGooglePay( wallet.script_url );
	} catch {
		return false;
	}
	let approvedUrl: string | null = null;

	const onPaymentAuthorized = async (
		data: GooglePaymentData
	): Promise< GoogleAuthorizationResult > => {
		try {
			const orderId = await host.createOrder();
			const answer = await component.confirmOrder( {
				orderId,
				paymentMethodData: data.paymentMethodData,
				email: data.email,
			} );
			const step = googleNextStep( answer );
			if ( step === 'fail' ) {
				throw new Error( 'confirm' );
			}
			if ( step === 'payer-action' ) {
				await component.initiatePayerAction( { orderId } );
			}
			approvedUrl = await host.approve( orderId );
			return { transactionState: 'SUCCESS' };
		} catch ( error ) {
			return googleError( host.fail( error ) );
		}
	};

	const client = new PaymentsClient( {
		environment: wallet.environment,
		paymentDataCallbacks: { onPaymentAuthorized },
	} );
	let ready: { result: boolean } | null = null;
	try {
		ready = await client.isReadyToPay(
			googleReadyToPayRequest( componentConfig )
		);
	} catch {
		ready = null;
	}
	if ( ! googleEligible( componentConfig, ready ) ) {
		return false;
	}
	let busy = false;
	const onClick = async () => {
		if ( busy ) {
			return;
		}
		const amount = walletAmount( host.total(), host.currency() );
		if ( ! amount ) {
			host.fail( null );
			return;
		}
		busy = true;
		approvedUrl = null;
		try {
			if ( ! ( await host.validate() ) ) {
				return;
			}
			await client.loadPaymentData(
				googlePaymentDataRequest( componentConfig, {
					amount,
					currency: host.currency(),
					merchantName: page.merchant_name,
					totalLabel: __( 'Total', 'vitrine' ),
				} )
			);
			if ( approvedUrl ) {
				await host.finish( approvedUrl );
			}
		} catch ( error ) {
			// Closing the sheet rejects with statusCode CANCELED: nothing changes.
			if (
				( error as { statusCode?: string } )?.statusCode === 'CANCELED'
			) {
				if ( ! approvedUrl ) {
					host.cancelled();
				}
			} else {
				host.fail( error );
			}
		} finally {
			busy = false;
		}
	};
	const button = client.createButton( {
		...googleButtonOptions( wallet ),
		onClick,
	} );
	wrapper.replaceChildren( button );
	return true;
}
