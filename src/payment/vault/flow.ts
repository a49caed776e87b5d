/**
 * Saving a method without a purchase (Vault v3, §2.6): the callbacks
 * the card fields (vault-setup mode) and the wallet buttons (vault only)
 * get, over the §7.2 calls create_setup_token → create_payment_token(_for_guest).
 * A setup token without id rejects, so the component shows the §8.2
 * `error_message`; after saving, the page goes to `payment_methods_page`
 * (§2.6), or wherever the caller says.
 */
/**
 * External dependencies
 */
import {
	toShopEndpoint,
	type GatewayConfig,
	type SetupTokenBody,
} from '@vitrine/store';

/**
 * Internal dependencies
 */
import * as shopApi from '../checkout-calls';

/** What the flow needs from the page. */
export interface VaultFlowOptions {
	/** §3.11 of the page. */
	config: GatewayConfig;
	/** The gateway whose method is saved. */
	gateway: NonNullable< SetupTokenBody[ 'payment_method' ] >;
	/** Where to go once saved; default `payment_methods_page` (§2.6). */
	done?: ( tokenId: number | null ) => void;
	/** Guest at checkout: the token waits for the account (§6). */
	guest?: boolean;
}

/** The two callbacks of a vault-only SDK component. */
export interface VaultFlow {
	createVaultSetupToken: () => Promise< string >;
	onApprove: ( data: { vaultSetupToken?: string | null } ) => Promise< void >;
}

/** Thrown for a setup or payment token the server did not give (§8.2). */
export class VaultFlowError extends Error {}

/**
 * The callbacks saving a card or the wallet.
 *
 * @param options Page, gateway, what to do after.
 */
export function vaultFlow( options: VaultFlowOptions ): VaultFlow {
	const { config, gateway } = options;
	const ajax = config.ajax;
	return {
		async createVaultSetupToken() {
			const body: SetupTokenBody = { payment_method: gateway };
			if ( gateway === 'ppcp-credit-card-gateway' ) {
				body.verification_method = config.verification_method;
			}
			const answer = await shopApi.createSetupToken(
				toShopEndpoint( ajax.create_setup_token ),
				body
			);
			if ( ! answer?.id ) {
				throw new VaultFlowError( config.error_message );
			}
			return answer.id;
		},
		async onApprove( data ) {
			const token = data?.vaultSetupToken;
			if ( ! token ) {
				throw new VaultFlowError( config.error_message );
			}
			let id: number | null = null;
			if ( options.guest ) {
				await shopApi.createPaymentTokenForGuest(
					toShopEndpoint( ajax.create_payment_token_for_guest ),
					{ vault_setup_token: token }
				);
			} else {
				id = await shopApi.createPaymentToken(
					toShopEndpoint( ajax.create_payment_token ),
					{
						vault_setup_token: token,
						payment_method: gateway,
						is_free_trial_cart: !! config.is_free_trial_cart,
					}
				);
			}
			( options.done ?? goTo( config.payment_methods_page ) )( id );
		},
	};
}

/**
 * §2.6: after saving outside checkout, the payment methods page.
 *
 * @param url payment_methods_page.
 */
function goTo( url: string ): () => void {
	return () => window.location.assign( url );
}
