/**
 * The SDK's components and when the script installs them. A new component
 * (a module of its own in this folder) adds one entry here; its name in the
 * script's `components` query goes into KNOWN_COMPONENTS (config.ts).
 */
/**
 * Internal dependencies
 */
import { applepayComponent } from './applepay';
import { Buttons } from './buttons';
import { CardFields } from './card-fields';
import type { Any } from './config';
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
 * arrows), so that `new paypal.Buttons()` works as with the provider.
 */
export const COMPONENTS: Component[] = [
	{
		component: 'buttons',
		name: 'Buttons',
		create: ( sdk ) =>
			function ( options?: Any ) {
				return Buttons( sdk, options );
			},
	},
	{
		// As with the provider, the marks come with the buttons.
		component: 'buttons',
		name: 'Marks',
		create: ( sdk ) =>
			function ( options?: Any ) {
				return Marks( sdk, options );
			},
	},
	{
		component: 'messages',
		name: 'Messages',
		create: ( sdk ) =>
			function ( options?: Any ) {
				return Messages( sdk, options );
			},
	},
	{
		component: 'card-fields',
		name: 'CardFields',
		create: ( sdk ) =>
			function ( options?: Any ) {
				return CardFields( sdk, options );
			},
	},
	{
		component: 'hosted-fields',
		name: 'HostedFields',
		create: ( sdk ) => hostedFields( sdk ),
	},
	{
		component: 'applepay',
		name: 'Applepay',
		create: ( sdk ) => {
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
		create: ( sdk ) => {
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
];
