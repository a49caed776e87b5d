/**
 * The provider's script: ONE load per page and option set (§7.2), shared by
 * every context on the page. A reload with other options (§4.6 funding
 * lists, §4.5 subscription mode) replaces the script once. The loader's
 * failures carry the §8.2 texts exactly (they are `@paypal/paypal-js`'s).
 */
/**
 * External dependencies
 */
import { loadScript } from '@paypal/paypal-js';
import type { GatewayConfig } from '@vitrine/store';

/** §8.2: logged when the page carries no usable configuration. */
export const NOT_CONFIGURED = 'PayPal button could not be configured.';

/** The provider's namespace object, as far as we use it. */
export interface ProviderNamespace {
	Buttons?: ( options: Record< string, unknown > ) => ProviderButtons;
	getFundingSources?: () => string[];
	FUNDING?: Record< string, string >;
}

/** A Buttons instance (payments-reference: render, isEligible, close …). */
export interface ProviderButtons {
	render: ( element: HTMLElement | string ) => Promise< void >;
	isEligible: () => boolean;
	close: () => Promise< void >;
	hasReturned?: () => boolean;
	resume?: () => void;
}

/** Options of one load: kebab-case query keys and `data-*` attributes. */
export type ScriptOptions = Record< string, string >;

/** How the page wants the script beyond the configuration. */
export interface ScriptMode {
	/** §4.5: intent=subscription&vault=true. */
	subscription?: boolean;
}

/**
 * The loader options of a page (§7.2): `url_params`, `script_attributes`,
 * `data_namespace` (default paypal), the partner attribution of the page's
 * context and `sdk_base_url`. Empty values are left out.
 *
 * @param config §3.11 with §4.6 overrides.
 * @param mode   Subscription mode.
 * @return Options, or null when the configuration cannot load a script.
 */
export function scriptOptions(
	config: GatewayConfig | null | undefined,
	mode: ScriptMode = {}
): ScriptOptions | null {
	const clientId = config?.url_params?.[ 'client-id' ] || config?.client_id;
	if ( ! config || ! clientId || ! config.sdk_base_url ) {
		return null;
	}
	const options: ScriptOptions = { sdkBaseUrl: config.sdk_base_url };
	const add = ( key: string, value: unknown ) => {
		if ( typeof value === 'string' && value !== '' ) {
			options[ key ] = value;
		}
	};
	for ( const [ key, value ] of Object.entries( config.url_params ?? {} ) ) {
		add( key, value );
	}
	add( 'client-id', clientId );
	if ( mode.subscription ) {
		options.intent = 'subscription';
		options.vault = 'true';
	}
	for ( const [ key, value ] of Object.entries(
		config.script_attributes ?? {}
	) ) {
		add( key, value );
	}
	add(
		'data-partner-attribution-id',
		config.bn_codes?.[ config.context ] ?? ''
	);
	options[ 'data-namespace' ] = config.data_namespace || 'paypal';
	return options;
}

/**
 * A stable key of an option set.
 *
 * @param options Loader options.
 */
export function optionsKey( options: ScriptOptions ): string {
	return JSON.stringify(
		Object.keys( options )
			.sort()
			.map( ( key ) => [ key, options[ key ] ] )
	);
}

type Loader = ( options: ScriptOptions ) => Promise< unknown >;

let loader: Loader = ( options ) =>
	loadScript( options as unknown as Parameters< typeof loadScript >[ 0 ] );
let current: { key: string; promise: Promise< ProviderNamespace > } | null =
	null;
/** Script attributes every load of the page waits for (holdSdk). */
let hold: Promise< ScriptOptions > | null = null;

/**
 * Makes every load of the page wait for attributes the page's one script
 * must carry from the start (the §3.10 client token of the legacy card
 * fields), and adds them: islands that ask earlier share that one load.
 * A failed hold adds nothing.
 *
 * @param attributes Resolves with the attributes (may be none).
 */
export function holdSdk( attributes: Promise< ScriptOptions > ): void {
	hold = attributes.catch( () => ( {} ) );
}

/**
 * Loads the provider's script once per option set. The same options give
 * the same promise; other options replace the script once (the old
 * element is removed, so the page never holds two).
 *
 * @param options Loader options (scriptOptions()).
 * @return The namespace; rejects with the loader's §8.2 message.
 */
export function loadSdk(
	options: ScriptOptions
): Promise< ProviderNamespace > {
	if ( hold ) {
		return hold.then( ( extra ) => loadNow( { ...options, ...extra } ) );
	}
	return loadNow( options );
}

/**
 * loadSdk() once the hold is over.
 *
 * @param options Loader options.
 */
function loadNow( options: ScriptOptions ): Promise< ProviderNamespace > {
	const key = optionsKey( options );
	if ( current?.key === key ) {
		return current.promise;
	}
	if ( current ) {
		document
			.querySelectorAll( 'script[data-js-sdk-library]' )
			.forEach( ( script ) => script.remove() );
	}
	const promise = loader( options ).then( ( namespace ) => {
		if ( ! namespace ) {
			throw new Error(
				`The window.${ options[ 'data-namespace' ] } global variable is not available.`
			);
		}
		return namespace as ProviderNamespace;
	} );
	current = { key, promise };
	return promise;
}

/**
 * Tests: replace the loader and forget the loaded script.
 *
 * @param replacement Loader to use, or undefined for paypal-js.
 */
export function setLoaderForTests( replacement?: Loader ): void {
	loader =
		replacement ??
		( ( options ) =>
			loadScript(
				options as unknown as Parameters< typeof loadScript >[ 0 ]
			) );
	current = null;
	hold = null;
}
