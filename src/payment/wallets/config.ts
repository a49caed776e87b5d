/**
 * The mobile wallets' own page object (`#vitrine-wallets-config`, printed by
 * `Payment\Wallets\Printer` where checkout or pay-now fired and a wallet is
 * switched on): which wallets the page offers, their wrappers and button
 * styles, and Google's environment and script. Kept apart from §3.11 so the
 * spec's object stays exactly the spec's.
 */

/** Element id of the object. */
export const WALLETS_CONFIG_ELEMENT = 'vitrine-wallets-config';

/** One offered wallet. */
export interface WalletSettings {
	/** §9.3 gateway id: ppcp-applepay or ppcp-googlepay. */
	gateway: string;
	/** Funding source sent with create_order/approve_order. */
	funding_source: string;
	/** CSS selector of the wrapper the button renders into. */
	wrapper: string;
	/** Button colour (apple: black|white|white-outline; google: default|black|white). */
	color: string;
	/** Button type (apple: buy|pay|plain…; google: buy|pay|plain…). */
	type: string;
}

/** Google Pay adds its environment and Google's script. */
export interface GoogleWalletSettings extends WalletSettings {
	environment: 'TEST' | 'PRODUCTION';
	/** pay.js: Google's, or the emulator's stand-in. */
	script_url: string;
}

/** The whole object. */
export interface WalletsConfig {
	applepay?: WalletSettings;
	googlepay?: GoogleWalletSettings;
	/** The label of the total (the shop's name). */
	merchant_name: string;
}

/**
 * The page's wallets object, or null when the page offers no wallet.
 *
 * @param doc The document.
 */
export function readWalletsConfig(
	doc: Document = document
): WalletsConfig | null {
	const element = doc.getElementById( WALLETS_CONFIG_ELEMENT );
	try {
		const value = JSON.parse( element?.textContent ?? 'null' );
		if ( ! value || typeof value !== 'object' ) {
			return null;
		}
		return value as WalletsConfig;
	} catch {
		return null;
	}
}
