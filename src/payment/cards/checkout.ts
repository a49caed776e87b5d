/**
 * The card gateway on the checkout and pay-for-order pages (§2.4: card
 * fields render only there): the card component in order mode on the
 * checkout's flow (§4.7 validation before anything is created, create_order
 * with the form, approve_order, §4.9 redirect), its pay button outside the
 * fields' wrapper, and §4.10's saved card: with a token other than "new"
 * chosen, pay simply submits the shop's order form (the server charges the
 * saved token).
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { FORM_SELECTOR } from '../checkout/forms';
import { browserPage } from '../bind';
import { checkoutStore } from '../contexts/checkout';
import { payNowOrder, paysOrder } from '../contexts/pay-now';
import { checkoutFlow } from '../flows/checkout';
import { browserCheckoutForm } from '../flows/checkout-page';
import { paysWithSavedCard } from '../rules/cards';
import { mountCardFields, type OrderCardOptions } from '.';

/** The card box's ids (templates/checkout/card.php, Payment\Ids). */
export const CARD_PAY_BUTTON = '#vitrine-card-pay';
export const SAVED_CARD = '#saved-credit-card';
export const CARD_VAULT = '#ppcp-credit-card-vault';

/**
 * Mounts the card fields into the card method's box, when the page offers
 * the card gateway.
 *
 * @param config     §3.11.
 * @param context    checkout or pay-now.
 * @param vaultSetup §4.5 free-trial carts: the vault-setup flow the §4.10
 *                   rule picks there (without it the standard fields pay).
 */
export function mountCheckoutCards(
	config: GatewayConfig,
	context: 'checkout' | 'pay-now',
	vaultSetup?: OrderCardOptions[ 'vaultSetup' ]
): void {
	const selector = config.hosted_fields?.wrapper;
	const wrapper = selector
		? document.querySelector< HTMLElement >( selector )
		: null;
	const form = wrapper?.closest< HTMLFormElement >( FORM_SELECTOR );
	if ( ! wrapper || ! form ) {
		return;
	}
	if ( context === 'pay-now' && ! paysOrder( config ) ) {
		return;
	}
	const vaultBox = form.querySelector< HTMLInputElement >( CARD_VAULT );
	const checkoutForm = {
		...browserCheckoutForm( form ),
		// §4.5: the card's own save box (checked also while forced and disabled).
		saveMethod: () => !! vaultBox?.checked,
	};
	const flow = checkoutFlow(
		checkoutStore(),
		browserPage( wrapper, () => undefined ),
		checkoutForm,
		{
			context,
			isEnabled: () => true,
			order:
				context === 'pay-now'
					? payNowOrder( config, window.location.search )
					: undefined,
		}
	);
	const button =
		form.querySelector< HTMLButtonElement >( CARD_PAY_BUTTON ) ?? undefined;
	// §4.10: a saved card pays by the form's own submit; the fields stay idle.
	button?.addEventListener(
		'click',
		( event ) => {
			const saved = form.querySelector< HTMLSelectElement >( SAVED_CARD );
			if ( paysWithSavedCard( saved?.value ) ) {
				event.stopImmediatePropagation();
				form.requestSubmit();
			}
		},
		{ capture: true }
	);
	void mountCardFields( wrapper, {
		mode: 'order',
		config,
		vaultSetup,
		submitButton: button,
		showError: ( message ) => checkoutForm.showList( [ message ] ),
		billing: () => checkoutForm.billing(),
		vault: () => !! vaultBox?.checked,
		// §4.7 / §5.2 / §5.3 before the card is submitted: the same click
		// checks as the wallet's, answered through resolve / reject.
		validate: async () => {
			let passed = false;
			await ( flow.onClick as ( d: unknown, a: unknown ) => unknown )(
				{ fundingSource: 'card' },
				{
					resolve: () => {
						passed = true;
					},
					reject: () => {
						passed = false;
					},
				}
			);
			return passed;
		},
		createOrder: () => flow.createOrder( { paymentSource: 'card' } ),
		// approve_order shows its own failure (§8.2) and never throws.
		onApprove: ( data ) => flow.onApprove( { orderID: data.orderID }, {} ),
	} );
}
