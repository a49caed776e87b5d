/**
 * The emulator's JS SDK, run in the shop's page: the entry of the browser
 * bundle (webpack.config.js). The server serves the bundle as one classic
 * script and calls `boot()` with the script element, so that it reads its
 * query and data attributes (config.ts) the way the provider's script does,
 * and installs `window[namespace]` synchronously. The card fields' iframes
 * run `cardField()` from the same bundle.
 *
 * The pop-up is a page of the emulator; it talks to this script with
 * postMessage (approve, cancel, shipping option).
 */
/**
 * Internal dependencies
 */
import { COMPONENTS, type ComponentMembers } from './components';
import { type Any, readConfig } from './config';
import { FUNDING, isFundingSource } from './funding';
import { createSdk, type Sdk } from './sdk';

export { cardField } from './card-field-frame';
// The stand-ins of the browser's wallet APIs, installed by the server's entry calls on emulated pages.
export { installApplePaySession } from './applepay';
export { installGooglePayments } from './googlepay';

/**
 * Boots the SDK from its script element.
 *
 * @param script The script element that loaded the SDK.
 * @param base   Base URL of the emulator.
 */
export function boot( script: HTMLScriptElement | null, base: string ): void {
	const sdk = createSdk( readConfig( script, base ) );
	( window as Any )[ sdk.namespace ] = emulatorNamespace( sdk, base );
}

/**
 * `window[namespace]` of a booted SDK: the members the provider's typings
 * name (PayPalNamespace) for the script's components, the two wallet
 * components, and `__emulator` for tests. Nothing else: the type test holds
 * EmulatorNamespace to the provider's typings and to what the shop calls.
 *
 * @param sdk  The booted SDK.
 * @param base Base URL of the emulator.
 */
export function emulatorNamespace( sdk: Sdk, base: string ) {
	const { query, attr, sources } = sdk;
	const namespace = {
		version: '5.0.0-vitrine-emulator',
		FUNDING,
		getFundingSources: () => sources.filter( isFundingSource ),
		isFundingEligible: ( source: string ) => sources.includes( source ),
		rememberFunding: () => undefined,
		__emulator: {
			base,
			currency: sdk.currency,
			intent: sdk.intent,
			vault: sdk.vault,
			components: sdk.components,
			merchantIds: sdk.merchantIds,
			namespace: sdk.namespace,
			clientId: query.get( 'client-id' ),
			userIdToken: attr( 'data-user-id-token' ),
			partnerAttributionId: attr( 'data-partner-attribution-id' ),
		},
	};
	const members: ComponentMembers = {};
	for ( const { component, name, create } of COMPONENTS ) {
		if ( sdk.components.includes( component ) ) {
			Object.assign( members, { [ name ]: create( sdk ) } );
		}
	}
	return { ...namespace, ...members };
}

/** The emulator's `window[namespace]`. */
export type EmulatorNamespace = ReturnType< typeof emulatorNamespace >;
