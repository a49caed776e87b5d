/**
 * Apple Pay (§9.3 ppcp-applepay) through the provider's component: the
 * button renders only where `ApplePaySession.canMakePayments()` and the
 * component's config say eligible. A click opens the session at once (Apple
 * wants it inside the click); the server's form check (§5.3) runs in
 * onvalidatemerchant before the merchant is validated, so a refused form
 * closes the sheet before anything is paid; onpaymentauthorized creates the
 * order, confirms it with the token and approves it (one capture), then
 * completes the payment.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WalletsConfig, WalletSettings } from './config';
import type { WalletHost } from './host';
import { walletAmount } from './rules/amount';
import {
	APPLE_PAY_VERSION,
	appleEligible,
	applePaymentRequest,
} from './rules/apple';
import type { AppleComponentConfig, SdkNamespace } from '../sdk-types';
import type { ApplePaySessionClass } from './types';

/**
 * Renders the Apple Pay button into its wrapper when eligible.
 *
 * @param wrapper            The wallet's wrapper.
 * @param namespace          The provider's namespace (one SDK load).
 * @param namespace.Applepay The Apple Pay component.
 * @param wallet             The wallet's settings.
 * @param page               The wallets' page object.
 * @param host               The page side.
 * @return Whether the button rendered.
 */
export async function mountApplePay(
	wrapper: HTMLElement,
	namespace: Pick< SdkNamespace, 'Applepay' >,
	wallet: WalletSettings,
	page: WalletsConfig,
	host: WalletHost
): Promise< boolean > {
	const Session = ( window as { ApplePaySession?: ApplePaySessionClass } )
		.ApplePaySession;
	const component = namespace.Applepay?.();
	let config: AppleComponentConfig | null = null;
	try {
		config = ( await component?.config() ) ?? null;
	} catch {
		config = null;
	}
	if ( ! component || ! config || ! appleEligible( Session, config ) ) {
		return false;
	}
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `vitrine-wallet-button vitrine-wallet-button--applepay vitrine-wallet-button--${ wallet.color }`;
	button.lang = 'de';
	button.setAttribute( 'aria-label', __( 'Pay with Apple Pay', 'vitrine' ) );
	button.style.setProperty( '-apple-pay-button-type', wallet.type );
	button.style.setProperty( '-apple-pay-button-style', wallet.color );
	let busy = false;

	button.addEventListener( 'click', () => {
		if ( busy || ! Session || ! config ) {
			return;
		}
		const amount = walletAmount( host.total(), host.currency() );
		if ( ! amount ) {
			host.fail( null );
			return;
		}
		busy = true;
		const session = new Session(
			APPLE_PAY_VERSION,
			applePaymentRequest( config, {
				amount,
				currency: host.currency(),
				label: page.merchant_name,
			} )
		);
		const done = () => {
			busy = false;
		};
		session.onvalidatemerchant = async ( event ) => {
			try {
				if ( ! ( await host.validate() ) ) {
					session.abort();
					done();
					return;
				}
				const answer = await component.validateMerchant( {
					validationUrl: event.validationURL,
					displayName: page.merchant_name,
				} );
				session.completeMerchantValidation( answer.merchantSession );
			} catch ( error ) {
				session.abort();
				host.fail( error );
				done();
			}
		};
		session.onpaymentauthorized = async ( event ) => {
			let url: string;
			try {
				const orderId = await host.createOrder();
				await component.confirmOrder( {
					orderId,
					token: event.payment.token,
					billingContact: event.payment.billingContact,
				} );
				url = await host.approve( orderId );
			} catch ( error ) {
				session.completePayment( { status: Session.STATUS_FAILURE } );
				host.fail( error );
				done();
				return;
			}
			session.completePayment( { status: Session.STATUS_SUCCESS } );
			await host.finish( url );
		};
		session.oncancel = () => {
			host.cancelled();
			done();
		};
		session.begin();
	} );
	wrapper.replaceChildren( button );
	return true;
}
