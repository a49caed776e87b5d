/**
 * What the SDK reads from its script element, the way the provider's script
 * does: the query (client-id, currency, intent, vault, components,
 * enable-funding, disable-funding, merchant-id) and the data attributes
 * (data-namespace, data-merchant-id, data-client-token, data-user-id-token…).
 *
 * The server imports KNOWN_COMPONENTS from here: nothing browser-only runs
 * at import time.
 */
/**
 * Internal dependencies
 */
import { eligibleSources } from './funding';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Any = any;
export type Handler = ( ( data: Any, actions: Any ) => Any ) | undefined;

/** Components the script accepts (others make it answer 400). */
export const KNOWN_COMPONENTS = [
	'buttons',
	'messages',
	'marks',
	'card-fields',
	'hosted-fields',
	'funding-eligibility',
	'applepay',
	'googlepay',
];

/** The script's settings, read once when it boots. */
export interface SdkConfig {
	/** Base URL of the emulator. */
	base: string;
	/** The script's query. */
	query: URLSearchParams;
	/** A data attribute of the script element (null when absent). */
	attr: ( name: string ) => string | null;
	/** Global the SDK installs itself as (data-namespace, else paypal). */
	namespace: string;
	components: string[];
	currency: string;
	/** Lower case. */
	intent: string;
	vault: boolean;
	merchantIds: string[];
	/** Eligible funding sources, in the provider's order. */
	sources: string[];
}

/**
 * Reads the settings from the script element.
 *
 * @param script The script element that loaded the SDK.
 * @param base   Base URL of the emulator.
 */
export function readConfig(
	script: HTMLScriptElement | null,
	base: string
): SdkConfig {
	const src = new URL( script?.src ?? base + '/sdk/js' );
	const query = src.searchParams;
	const attr = ( name: string ) => script?.getAttribute( name ) ?? null;
	const list = ( name: string ) =>
		( query.get( name ) ?? '' ).split( ',' ).filter( Boolean );
	const currency = query.get( 'currency' ) ?? 'USD';
	return {
		base,
		query,
		attr,
		namespace: attr( 'data-namespace' ) || 'paypal',
		components: list( 'components' ).length
			? list( 'components' )
			: [ 'buttons' ],
		currency,
		intent: ( query.get( 'intent' ) ?? 'capture' ).toLowerCase(),
		vault: query.get( 'vault' ) === 'true',
		merchantIds:
			query.get( 'merchant-id' ) === '*'
				? ( attr( 'data-merchant-id' ) ?? '' ).split( ',' )
				: list( 'merchant-id' ),
		sources: eligibleSources(
			currency,
			list( 'enable-funding' ),
			list( 'disable-funding' )
		),
	};
}
