/**
 * Free-trial carts on checkout (§4.5, §4.7, §2.6, §8.2): the wallet saves
 * itself instead of paying. The page keeps its form for the session
 * (save_checkout_form: the return places the order from it), lets the
 * server check it (validate_checkout), asks vault_paypal for the wallet
 * setup token's approve_link and goes there; the approval returns to this
 * page, where the server places the order with the saved wallet.
 */

/** The §3.11 keys the decision reads. */
export interface FreeTrialFacts {
	is_free_trial_cart: boolean;
	subscription_plan_id: string;
}

/**
 * §4.7 step 3 / §4.5: a free-trial cart clicked with a source other than
 * the card button, and no provider plan, saves the wallet instead of
 * paying. §4.7 names this branch for shops without vault v3; Vitrine speaks
 * only vault v3 and has no wallet setup-token pop-up, so the wallet takes
 * vault_paypal and its approve link whatever vault_v3_enabled says.
 *
 * @param facts         §3.11.
 * @param fundingSource The clicked source.
 */
export function savesWalletForFreeTrial(
	facts: FreeTrialFacts,
	fundingSource: string
): boolean {
	return (
		facts.is_free_trial_cart === true &&
		fundingSource !== 'card' &&
		! facts.subscription_plan_id
	);
}

/** What the wallet's vault step needs from the page and the server. */
export interface WalletVaultDeps {
	/** §4.7 step 4: save_checkout_form (the return places the order from it). */
	saveForm: () => Promise< unknown >;
	/** §5.3: validate_checkout; rejects with the server's errors. */
	validate: () => Promise< unknown >;
	/** §7.2 vault_paypal with the current page as return_url. */
	vault: ( returnUrl: string ) => Promise< { approve_link: string } >;
	/** The page's URL without its hash. */
	returnUrl: string;
	/** §2.6: goes to the approve link. */
	navigate: ( url: string ) => void;
	block: () => void;
	unblock: () => void;
	/** §8.2 wallet vault failure: data.message. */
	showError: ( message: string ) => void;
	/** The shopper's text of a failure (the server's message or the fallback). */
	messageOf: ( error: unknown ) => string;
}

/**
 * Runs the wallet's vault step. Resolves true when the page is leaving for
 * the approve link; on any failure the spinner goes and the server's
 * message shows (§8.2), resolving false.
 *
 * @param deps Page and server.
 */
export async function startWalletVault(
	deps: WalletVaultDeps
): Promise< boolean > {
	deps.block();
	try {
		await deps.saveForm();
		await deps.validate();
		const { approve_link: link } = await deps.vault( deps.returnUrl );
		if ( ! link ) {
			throw new Error( 'vault_paypal answered no approve_link' );
		}
		deps.navigate( link );
		return true;
	} catch ( error ) {
		deps.unblock();
		deps.showError( deps.messageOf( error ) );
		return false;
	}
}
