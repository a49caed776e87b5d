/**
 * What a page does before its card fields load: the legacy hosted fields
 * need the §3.10 client token on the SDK script (data-client-token), so
 * the page's ONE SDK load must already carry it — the token is added to
 * the configuration before any island asks for the script.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import {
	clientToken,
	shopTokenFetch,
	type TokenFetch,
	type TokenStorage,
} from './client-token';

/** §2.7: the event the display controller waits for. */
export const LOADED_EVENT = 'vitrine-card-fields-loaded';

/**
 * Whether the page's SDK loads the legacy hosted fields.
 *
 * @param config §3.11.
 */
export function needsClientToken( config: GatewayConfig ): boolean {
	return ( config.url_params?.components ?? '' )
		.split( ',' )
		.includes( 'hosted-fields' );
}

/**
 * The configuration with the client token among the script attributes
 * when the legacy fields need it (unchanged otherwise, or when the token
 * cannot be had: the newer fields and the buttons work without it).
 *
 * @param config     §3.11.
 * @param fetchToken The shop's client_token call (default).
 * @param storage    Session storage (default).
 */
export async function cardSdkConfig(
	config: GatewayConfig,
	fetchToken: TokenFetch = shopTokenFetch( config ),
	storage?: TokenStorage | null
): Promise< GatewayConfig > {
	if (
		! needsClientToken( config ) ||
		config.script_attributes?.[ 'data-client-token' ]
	) {
		return config;
	}
	try {
		const token = await clientToken(
			Number( config.data_client_id?.user ) || 0,
			fetchToken,
			storage
		);
		return {
			...config,
			script_attributes: {
				...config.script_attributes,
				'data-client-token': token,
			},
		};
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error );
		return config;
	}
}
