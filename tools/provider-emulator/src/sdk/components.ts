/**
 * The SDK's components and when the script installs them. A new component
 * (a module of its own in this folder) adds one entry here; its name in the
 * script's `components` query goes into KNOWN_COMPONENTS (config.ts).
 */
/**
 * External dependencies
 */
import type {
	PayPalButtonsComponentOptions,
	PayPalCardFieldsComponentOptions,
	PayPalMarksComponentOptions,
	PayPalMessagesComponentOptions,
} from '@paypal/paypal-js';

/**
 * Internal dependencies
 */
import { applepayComponent } from './applepay';
import { Buttons } from './buttons';
import { CardFields } from './card-fields';
import { hostedFields } from './hosted-fields';
import { Marks } from './marks';
import { googlepayComponent } from './googlepay';
import { Messages } from './messages';
import type { Sdk } from './sdk';

/** One member of `window[namespace]` that a component adds. */
export interface Component {
	/** Installed when the script's components include this one. */
	component: string;
	/** Its name on `window[namespace]`. */
	name: string;
	/** Its value there, for the booted SDK. */
	create: ( sdk: Sdk ) => unknown;
}

/**
 * In the order they are installed. Factories are plain functions (not
 * arrows), so that `new paypal.Buttons()` works as with the provider; each
 * takes the provider's own options type. Their types are kept (as const),
 * so EmulatorNamespace (browser.ts) is what the test type-checks against
 * the provider's typings (test/types/sdk.typecheck.ts).
 */
export const COMPONENTS = [
	{
		component: 'buttons',
		name: 'Buttons',
		create: ( sdk: Sdk ) =>
			function ( options?: PayPalButtonsComponentOptions ) {
				return Buttons( sdk, options );
			},
	},
	{
		// As with the provider, the marks come with the buttons.
		component: 'buttons',
		name: 'Marks',
		create: ( sdk: Sdk ) =>
			function ( options?: PayPalMarksComponentOptions ) {
				return Marks( sdk, options );
			},
	},
	{
		component: 'messages',
		name: 'Messages',
		create: ( sdk: Sdk ) =>
			function ( options?: PayPalMessagesComponentOptions ) {
				return Messages( sdk, options );
			},
	},
	{
		component: 'card-fields',
		name: 'CardFields',
		create: ( sdk: Sdk ) =>
			function ( options?: PayPalCardFieldsComponentOptions ) {
				return CardFields( sdk, options );
			},
	},
	{
		component: 'hosted-fields',
		name: 'HostedFields',
		create: ( sdk: Sdk ) => hostedFields( sdk ),
	},
	{
		component: 'applepay',
		name: 'Applepay',
		create: ( sdk: Sdk ) => {
			const make = applepayComponent( {
				call: sdk.json,
				currency: sdk.currency,
				clientId: sdk.query.get( 'client-id' ),
				state: () => sdk.json( '/sdk/wallets/config' ),
			} );
			return function () {
				return make();
			};
		},
	},
	{
		component: 'googlepay',
		name: 'Googlepay',
		create: ( sdk: Sdk ) => {
			const make = googlepayComponent( {
				call: sdk.json,
				merchantIds: sdk.merchantIds,
				clientId: sdk.query.get( 'client-id' ),
				state: () => sdk.json( '/sdk/wallets/config' ),
			} );
			return function () {
				return make();
			};
		},
	},
] as const satisfies readonly Component[];

/** The members the components add to `window[namespace]` (each only with its component). */
export type ComponentMembers = {
	[ Entry in ( typeof COMPONENTS )[ number ] as Entry[ 'name' ] ]?: ReturnType<
		Entry[ 'create' ]
	>;
};
