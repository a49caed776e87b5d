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

/**
 * Internal dependencies
 */
import type { PayPalScriptOptions, SdkNamespace } from './sdk-types';

/** §8.2: logged when the page carries no usable configuration. */
export const NOT_CONFIGURED = 'PayPal button could not be configured.';

/** `clientId` → `client-id`: the name loadScript() puts in the URL or on the tag. */
type Kebab< Name extends string > =
	Name extends `${ infer First }${ infer Rest }`
		? `${ First extends Lowercase< First >
				? First
				: `-${ Lowercase< First > }` }${ Kebab< Rest > }`
		: '';

/**
 * The script's query parameters and data attributes the provider documents:
 * the keys of its PayPalScriptOptions but the loader's own (`sdkBaseUrl`,
 * `environment`) and `crossorigin` (not a string option).
 */
export type DocumentedOption = Exclude<
	keyof PayPalScriptOptions,
	'sdkBaseUrl' | 'environment' | 'crossorigin'
>;

/**
 * §7.2: the one list of the SDK's documented script options, by the
 * kebab-case name §3.11 `url_params` and `script_attributes` use, to the
 * provider's option name. tsc holds it to PayPalScriptOptions both ways:
 * a name the provider does not type, or one it types and this list lacks,
 * fails to compile.
 */
export const DOCUMENTED_OPTIONS = {
	'buyer-country': 'buyerCountry',
	'client-id': 'clientId',
	commit: 'commit',
	components: 'components',
	currency: 'currency',
	debug: 'debug',
	'disable-funding': 'disableFunding',
	'enable-funding': 'enableFunding',
	'integration-date': 'integrationDate',
	intent: 'intent',
	locale: 'locale',
	'merchant-id': 'merchantId',
	vault: 'vault',
	'data-client-token': 'dataClientToken',
	'data-csp-nonce': 'dataCspNonce',
	'data-client-metadata-id': 'dataClientMetadataId',
	'data-js-sdk-library': 'dataJsSdkLibrary',
	'data-merchant-id': 'dataMerchantId',
	'data-namespace': 'dataNamespace',
	'data-page-type': 'dataPageType',
	'data-partner-attribution-id': 'dataPartnerAttributionId',
	'data-sdk-integration-source': 'dataSdkIntegrationSource',
	'data-uid': 'dataUid',
	'data-user-id-token': 'dataUserIdToken',
} as const satisfies { [ Name in DocumentedOption as Kebab< Name > ]: Name };

/** Looks a §3.11 name up (own keys only). */
const documented: Readonly< Record< string, DocumentedOption | undefined > > =
	DOCUMENTED_OPTIONS;

/** Options of one load: the provider's own type (loadScript's argument). */
export type ScriptOptions = PayPalScriptOptions;

/** How the page wants the script beyond the configuration. */
export interface ScriptMode {
	/** §4.5: intent=subscription&vault=true. */
	subscription?: boolean;
}

/**
 * The loader options of a page (§7.2): `url_params`, `script_attributes`,
 * `data_namespace` (default paypal), the partner attribution of the page's
 * context and `sdk_base_url`. Empty values are left out, and so is a name
 * the provider does not document (DOCUMENTED_OPTIONS).
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
	const options: ScriptOptions = {
		sdkBaseUrl: config.sdk_base_url,
		clientId,
	};
	const add = ( name: string, value: unknown ) => {
		const key = Object.prototype.hasOwnProperty.call( documented, name )
			? documented[ name ]
			: undefined;
		if ( key && typeof value === 'string' && value !== '' ) {
			// §3.11 gives strings; loadScript() writes every value as a
			// string (it types `commit` as a boolean, 'true' is the same).
			Object.assign( options, { [ key ]: value } );
		}
	};
	for ( const [ key, value ] of Object.entries( config.url_params ?? {} ) ) {
		add( key, value );
	}
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
	options.dataNamespace = config.data_namespace || 'paypal';
	return options;
}

/**
 * A stable key of an option set.
 *
 * @param options Loader options.
 */
export function optionsKey( options: ScriptOptions ): string {
	return JSON.stringify(
		Object.entries( options ).sort( ( [ a ], [ b ] ) => ( a < b ? -1 : 1 ) )
	);
}

type Loader = ( options: ScriptOptions ) => Promise< SdkNamespace | null >;

let loader: Loader = loadScript;
let current: { key: string; promise: Promise< SdkNamespace > } | null = null;
/** Script attributes every load of the page waits for (holdSdk). */
let hold: Promise< Partial< ScriptOptions > > | null = null;

/**
 * Makes every load of the page wait for attributes the page's one script
 * must carry from the start (the §3.10 client token of the legacy card
 * fields), and adds them: islands that ask earlier share that one load.
 * A failed hold adds nothing.
 *
 * @param attributes Resolves with the attributes (may be none).
 */
export function holdSdk(
	attributes: Promise< Partial< ScriptOptions > >
): void {
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
export function loadSdk( options: ScriptOptions ): Promise< SdkNamespace > {
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
function loadNow( options: ScriptOptions ): Promise< SdkNamespace > {
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
				`The window.${ options.dataNamespace } global variable is not available.`
			);
		}
		return namespace;
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
	loader = replacement ?? loadScript;
	current = null;
	hold = null;
}
