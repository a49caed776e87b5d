/**
 * The card fields component (§4.10, §3.9, §5.4, §8.2): one entry for every
 * page that takes a card — checkout and pay-now (pay an order) and the
 * pages that only save one (my account's payment methods, a free-trial
 * cart, changing a subscription's method).
 *
 * ```ts
 * mountCardFields(
 *   wrapper: HTMLElement,
 *   options:
 *     | { mode: 'order', createOrder: () => Promise<string>,
 *         onApprove: ( data: { orderID: string; liabilityShift?: string } ) => Promise<void>,
 *         vaultSetup?: { createVaultSetupToken, onApprove }, …common }
 *     | { mode: 'vault-setup', createVaultSetupToken: () => Promise<string>,
 *         onApprove: ( data: { vaultSetupToken: string } ) => Promise<void>, …common }
 * ): Promise< CardFieldsHandle | null >
 * ```
 * common (all optional): `onError( error )`, `validate()` (false stops the
 * submit), `vault()` (save the card), `billing()` (name fields, §5.4),
 * `config` (default: the `vitrine/payment` store's), `sdk` (default: the
 * page's one SDK load), `submitLabel`, `idPrefix` (default
 * `ppcp-credit-card-gateway`: containers `#{prefix}-card-number`,
 * `-card-expiry`, `-card-cvc`, `-card-name`, made inside the wrapper when
 * the markup lacks them), `showError( message )` (default: the notices area
 * before the wrapper), `renderer` (force one).
 *
 * The component renders the renderer §4.10 picks, its own submit button,
 * and fires `vitrine-card-fields-loaded` on `document.body` once the
 * fields are there (§2.7's overlay). On submit it validates, submits with
 * vault / contingencies (§5.4: none for NO_3D_SECURE) / cardholderName,
 * and shows the §8.2 message of a failure: vault-setup mode the configured
 * `error_message` (missing setup token, a rejected onApprove, any error);
 * order mode nothing for a 'create-order-error' (the caller showed it),
 * else `fields_not_valid` (newer fields) or the legacy failure order.
 * Resolves null (and shows the message) when no renderer fits.
 *
 * @example
 * const handle = await mountCardFields( element, {
 *   mode: 'vault-setup',
 *   createVaultSetupToken: () => api.createSetupToken(),
 *   onApprove: ( { vaultSetupToken } ) => api.createPaymentToken( vaultSetupToken ),
 * } );
 */
/**
 * External dependencies
 */
import { paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { clearError, showError as showNotice } from '../notices';
import {
	cardFieldsFailureMessage,
	chooseRenderer,
	legacyFailureMessage,
	legacySubmitError,
	submitOptions,
	type CardFailure,
	type CardRenderer,
} from '../rules/cards';
import { loadSdk, scriptOptions } from '../sdk';
import { cardContainers, DEFAULT_PREFIX } from './markup';
import { LOADED_EVENT } from './page';
import {
	renderCardFields,
	renderHostedFields,
	type RenderedFields,
	type Target,
} from './renderers';
import type { SdkNamespace } from '../sdk-types';
import type { CardFieldsHandle, CardFieldsOptions } from './types';

export type * from './types';
export { cardSdkConfig, LOADED_EVENT } from './page';

/**
 * The SDK components of a configuration (url_params.components).
 *
 * @param config §3.11.
 */
function components( config: GatewayConfig ): string[] {
	return ( config.url_params?.components ?? '' ).split( ',' );
}

/**
 * §4.10 for this page and SDK.
 *
 * @param config  §3.11.
 * @param sdk     The namespace.
 * @param options The caller's options.
 */
function rendererFor(
	config: GatewayConfig,
	sdk: SdkNamespace,
	options: CardFieldsOptions
): CardRenderer | null {
	if ( options.renderer ) {
		return options.renderer;
	}
	const list = components( config );
	return chooseRenderer( {
		cardFieldsAvailable:
			typeof sdk.CardFields === 'function' &&
			list.includes( 'card-fields' ),
		hostedFieldsAvailable: !! sdk.HostedFields?.isEligible(),
		// The shop's setting loads the legacy component instead (Script.php).
		forceLegacy:
			list.includes( 'hosted-fields' ) &&
			! list.includes( 'card-fields' ),
		isFreeTrialCart: !! config.is_free_trial_cart,
		hasSavedCards: !! config.user?.has_wc_card_payment_tokens,
		vaultOnly: options.mode === 'vault-setup',
	} );
}

/**
 * Mounts card fields into a wrapper (see the module comment).
 *
 * @param wrapper Element the fields render into.
 * @param options Mode, callbacks and optional settings.
 */
export async function mountCardFields(
	wrapper: HTMLElement,
	options: CardFieldsOptions
): Promise< CardFieldsHandle | null > {
	const config =
		options.config ??
		( select( paymentStore ).getConfig() as GatewayConfig );
	const labels = config.hosted_fields?.labels;
	const generic = config.labels?.error?.generic ?? '';
	const show =
		options.showError ??
		( ( message: string ) => showNotice( wrapper, message ) );
	const vaultMessage = config.error_message || generic;
	const fail = ( error: unknown, message: string | null ) => {
		if ( message ) {
			show( message );
		}
		options.onError?.( error );
	};

	let sdk: SdkNamespace;
	try {
		const load =
			options.sdk ??
			( () => {
				const script = scriptOptions( config );
				if ( ! script ) {
					throw new Error( 'PayPal button could not be configured.' );
				}
				return loadSdk( script );
			} )();
		sdk = await load;
	} catch ( error ) {
		// §8.2: a failed script load hides the fields silently.
		wrapper.hidden = true;
		options.onError?.( error );
		return null;
	}

	const chosen = rendererFor( config, sdk, options );
	const vaulting =
		chosen === 'card-fields-vault' &&
		( options.mode === 'vault-setup' || !! options.vaultSetup );
	// An order-mode caller without vaultSetup gets the standard fields.
	const renderer: CardRenderer | null =
		chosen === 'card-fields-vault' && ! vaulting ? 'card-fields' : chosen;
	if ( ! renderer || ( options.mode === 'vault-setup' && ! vaulting ) ) {
		fail(
			new Error( 'No card renderer.' ),
			options.mode === 'vault-setup' ? vaultMessage : generic
		);
		return null;
	}

	let target: Target;
	if ( options.mode === 'vault-setup' ) {
		target = { kind: 'vault', ...options };
	} else if ( vaulting && options.vaultSetup ) {
		target = { kind: 'vault', ...options.vaultSetup };
	} else {
		target = {
			kind: 'order',
			createOrder: options.createOrder,
			onApprove: options.onApprove,
		};
	}
	const containers = cardContainers(
		wrapper,
		options.idPrefix ?? DEFAULT_PREFIX,
		renderer !== 'hosted-fields',
		options.submitLabel ??
			( target.kind === 'vault'
				? __( 'Save card', 'vitrine' )
				: __( 'Pay with card', 'vitrine' ) ),
		options.submitButton
	);

	let busy = false;
	let rendered: RenderedFields;
	const submit = async (): Promise< boolean > => {
		if ( busy ) {
			return false;
		}
		busy = true;
		containers.button.disabled = true;
		wrapper.setAttribute( 'aria-busy', 'true' );
		try {
			return await attempt();
		} finally {
			busy = false;
			containers.button.disabled = false;
			wrapper.removeAttribute( 'aria-busy' );
		}
	};
	const attempt = async (): Promise< boolean > => {
		clearError( wrapper );
		if ( options.validate && ! ( await options.validate() ) ) {
			return false;
		}
		const state = await rendered.state();
		if ( state.legacy ) {
			const refused = legacySubmitError( state.legacy, labels, generic );
			if ( refused ) {
				fail( new Error( refused ), refused );
				return false;
			}
		} else if ( ! state.isFormValid ) {
			fail(
				new Error( 'INVALID_PAYMENT_DETAILS' ),
				labels.fields_not_valid
			);
			return false;
		}
		try {
			await rendered.submit(
				submitOptions( {
					vault: options.vault?.() ?? false,
					contingency: config.hosted_fields?.contingency ?? '',
					payer: config.payer,
					billing: options.billing?.() ?? {},
				} )
			);
			return true;
		} catch ( error ) {
			const failure = ( error ?? {} ) as CardFailure;
			if ( target.kind === 'vault' ) {
				fail( error, vaultMessage );
			} else if ( renderer === 'hosted-fields' ) {
				fail(
					error,
					failure.type === 'create-order-error'
						? null
						: legacyFailureMessage( failure, generic )
				);
			} else {
				fail( error, cardFieldsFailureMessage( failure, labels ) );
			}
			return false;
		}
	};

	try {
		rendered =
			renderer === 'hosted-fields' && target.kind === 'order'
				? await renderHostedFields(
						sdk,
						containers,
						target,
						config.hosted_fields?.valid_cards ?? [],
						{
							number:
								labels?.credit_card_number ||
								__( 'Card number', 'vitrine' ),
							cvv:
								labels?.cvv || __( 'Security code', 'vitrine' ),
							mmYy: labels?.mm_yy ?? '',
						}
				  )
				: await renderCardFields( sdk, containers, target, () => {
						void submit();
				  } );
	} catch ( error ) {
		containers.remove();
		fail( error, target.kind === 'vault' ? vaultMessage : generic );
		return null;
	}
	const onClick = () => {
		void submit();
	};
	containers.button.addEventListener( 'click', onClick );
	wrapper.dataset.cardRenderer = renderer;
	document.body.dispatchEvent( new CustomEvent( LOADED_EVENT ) );
	return {
		renderer,
		submit,
		destroy: () => {
			containers.button.removeEventListener( 'click', onClick );
			rendered.teardown();
			containers.remove();
		},
	};
}
