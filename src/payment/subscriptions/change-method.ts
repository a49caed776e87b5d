/**
 * The change-payment-method page of a subscription (§2.5, §2.6, §7.2): the
 * saved methods are a plain form the server handles; here a new card
 * (card fields in vault-setup mode) or the wallet (buttons in vault-only
 * mode) is saved, the subscription moved to it with
 * subscription_change_payment_method, and the page goes to
 * `{view_subscriptions_page}/{subscription_id}`.
 */
/**
 * External dependencies
 */
import { shopperMessage, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountCardFields } from '../cards';
import { clearError, showError } from '../notices';
import { loadSdk, scriptOptions } from '../sdk';
import { vaultFlow } from '../vault/flow';
import { changeSubscriptionPaymentMethod } from './api';

/**
 * §2.6: after a successful change, {view_subscriptions_page}/{subscription_id}.
 *
 * @param viewSubscriptionsPage §3.11 view_subscriptions_page.
 * @param subscriptionId        The subscription.
 */
export function viewSubscriptionUrl(
	viewSubscriptionsPage: string,
	subscriptionId: number
): string {
	return `${ viewSubscriptionsPage.replace(
		/\/+$/,
		''
	) }/${ subscriptionId }`;
}

/** What the page does once a method is saved. */
export interface ChangeDeps {
	change: (
		subscriptionId: number,
		tokenId: number,
		gateway: string
	) => Promise< unknown >;
	navigate: ( url: string ) => void;
	fail: ( message: string ) => void;
}

/**
 * The step after saving: move the subscription, then go to its page; a
 * refusal shows the server's German message (else the configured
 * error_message, §8.2).
 *
 * @param config  §3.11.
 * @param gateway The saved method's gateway.
 * @param deps    Server and page.
 */
export function afterSaving(
	config: Pick<
		GatewayConfig,
		| 'subscription_id_to_change_payment'
		| 'view_subscriptions_page'
		| 'error_message'
	>,
	gateway: string,
	deps: ChangeDeps
) {
	const id = Number( config.subscription_id_to_change_payment ) || 0;
	return async ( tokenId: number | null ): Promise< void > => {
		if ( ! tokenId || ! id ) {
			deps.fail( config.error_message );
			return;
		}
		try {
			await deps.change( id, tokenId, gateway );
			deps.navigate(
				viewSubscriptionUrl( config.view_subscriptions_page, id )
			);
		} catch ( error ) {
			deps.fail( shopperMessage( error, config.error_message ) );
		}
	};
}

/**
 * Mounts the new-card fields and the wallet's vault-only buttons on the
 * change-payment-method page.
 *
 * @param config §3.11 of the page.
 */
export async function startChangePaymentMethod(
	config: GatewayConfig
): Promise< void > {
	if ( ! config.is_subscription_change_payment_page ) {
		return;
	}
	const find = ( selector?: string ) =>
		selector ? document.querySelector< HTMLElement >( selector ) : null;
	const cards = find( config.hosted_fields?.wrapper );
	const wallet = find( config.button?.wrapper );
	const deps = ( element: HTMLElement ): ChangeDeps => ( {
		change: changeSubscriptionPaymentMethod,
		navigate: ( url ) => window.location.assign( url ),
		fail: ( message ) => showError( element, message ),
	} );
	if ( cards ) {
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
			done: ( id ) =>
				void afterSaving(
					config,
					'ppcp-credit-card-gateway',
					deps( cards )
				)( id ),
		} );
		await mountCardFields( cards, {
			mode: 'vault-setup',
			config,
			submitLabel: __( 'Save card and use it', 'vitrine' ),
			createVaultSetupToken: flow.createVaultSetupToken,
			onApprove: flow.onApprove,
		} );
	}
	const options = wallet ? scriptOptions( config ) : null;
	if ( ! wallet || ! options ) {
		return;
	}
	const flow = vaultFlow( {
		config,
		gateway: 'ppcp-gateway',
		done: ( id ) =>
			void afterSaving( config, 'ppcp-gateway', deps( wallet ) )( id ),
	} );
	try {
		const sdk = await loadSdk( options );
		const buttons = sdk.Buttons?.( {
			fundingSource: 'paypal',
			style: config.button?.style,
			createVaultSetupToken: () => {
				clearError( wallet );
				return flow.createVaultSetupToken();
			},
			onApprove: ( data ) =>
				flow
					.onApprove( data )
					.catch( () => showError( wallet, config.error_message ) ),
			onError: () => showError( wallet, config.error_message ),
		} );
		if ( buttons?.isEligible() ) {
			await buttons.render( wallet );
		}
	} catch {
		// §8.2: a failed script load hides the buttons silently.
	}
}
