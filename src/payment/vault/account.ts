/**
 * My account → payment methods → "add a payment method" (§2.6):
 * the card fields in vault-setup mode and the wallet's buttons in
 * vault-only mode, each saving through vaultFlow() and then returning to
 * `payment_methods_page`. Script `vitrine-vault`, enqueued only by that
 * section (includes/Payment/Vault/AccountMethods.php); it reads the
 * page's §3.11 object.
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { cardSdkConfig, mountCardFields } from '../cards';
import { clearError, showError } from '../notices';
import { loadSdk, scriptOptions } from '../sdk';
import { vaultFlow } from './flow';

/** Ids of the section's markup (templates/account/payment-methods-add.php). */
export const ROOT_ID = 'vitrine-vault-add';
export const CARD_ID = 'vitrine-vault-card';
export const WALLET_ID = 'vitrine-vault-wallet';

/** The page's §3.11 object. */
function readConfig(): GatewayConfig | null {
	const element = document.getElementById( 'vitrine-payment-config' );
	try {
		return element
			? ( JSON.parse( element.textContent ?? '' ) as GatewayConfig )
			: null;
	} catch {
		return null;
	}
}

/**
 * The wallet's buttons in vault-only mode.
 *
 * @param wrapper Their wrapper.
 * @param config  §3.11.
 */
async function mountWallet( wrapper: HTMLElement, config: GatewayConfig ) {
	const options = scriptOptions( config );
	if ( ! options ) {
		return;
	}
	const flow = vaultFlow( { config, gateway: 'ppcp-gateway' } );
	const fail = () => showError( wrapper, config.error_message );
	try {
		const sdk = await loadSdk( options );
		const buttons = sdk.Buttons?.( {
			fundingSource: 'paypal',
			style: config.button?.style,
			createVaultSetupToken: async () => {
				clearError( wrapper );
				return flow.createVaultSetupToken();
			},
			onApprove: ( data ) => flow.onApprove( data ).catch( fail ),
			onError: fail,
		} );
		if ( buttons?.isEligible() ) {
			await buttons.render( wrapper );
		}
	} catch {
		// §8.2: a failed script load hides the buttons silently.
	}
}

/** Mounts the section's card fields and wallet buttons. */
async function start() {
	const root = document.getElementById( ROOT_ID );
	const read = readConfig();
	if ( ! root || ! read ) {
		return;
	}
	const config = await cardSdkConfig( read );
	dispatch( paymentStore ).setConfig( config );
	const card = document.getElementById( CARD_ID );
	if ( card ) {
		const flow = vaultFlow( {
			config,
			gateway: 'ppcp-credit-card-gateway',
		} );
		await mountCardFields( card, {
			mode: 'vault-setup',
			config,
			idPrefix: CARD_ID,
			submitLabel: __( 'Save card', 'vitrine' ),
			createVaultSetupToken: flow.createVaultSetupToken,
			onApprove: flow.onApprove,
		} );
	}
	const wallet = document.getElementById( WALLET_ID );
	if ( wallet ) {
		await mountWallet( wallet, config );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => void start() );
} else {
	void start();
}
