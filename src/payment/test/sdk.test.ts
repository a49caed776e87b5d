/**
 * §7.2 / §8.2 the provider's script: options from §3.11, one load per page
 * and option set, a replacement for changed options, the loader's texts.
 */
/**
 * Internal dependencies
 */
import {
	DOCUMENTED_OPTIONS,
	holdSdk,
	loadSdk,
	optionsKey,
	scriptOptions,
	setLoaderForTests,
	NOT_CONFIGURED,
} from '../sdk';
import { makeConfig } from './fixtures/config';

afterEach( () => setLoaderForTests() );

describe( 'script options (§7.2)', () => {
	it( 'builds the URL parameters, attributes, namespace, attribution and base URL from §3.11', () => {
		expect(
			scriptOptions(
				makeConfig( {
					data_namespace: 'vitrinePaypal',
					script_attributes: { 'data-user-id-token': 'tok' },
					url_params: {
						...makeConfig().url_params,
						'merchant-id': 'M1,M2',
						'enable-funding': '',
					},
				} )
			)
		).toEqual( {
			sdkBaseUrl: 'http://127.0.0.1:8891/sdk/js',
			clientId: 'vitrine-demo',
			currency: 'EUR',
			intent: 'capture',
			vault: 'false',
			components: 'buttons,funding-eligibility,messages',
			disableFunding: 'card',
			merchantId: 'M1,M2',
			dataUserIdToken: 'tok',
			dataPartnerAttributionId: 'Vitrine_Product',
			dataNamespace: 'vitrinePaypal',
		} );
	} );

	it( 'uses the namespace paypal by default and the page context’s partner code', () => {
		const options = scriptOptions(
			makeConfig( {
				context: 'cart',
				data_namespace: '',
				script_attributes: {},
			} )
		);
		expect( options?.dataNamespace ).toBe( 'paypal' );
		expect( options?.dataPartnerAttributionId ).toBe( 'Vitrine_Cart' );
	} );

	it( 'asks for intent=subscription and vault=true in subscription mode (§4.5)', () => {
		expect(
			scriptOptions( makeConfig(), { subscription: true } )
		).toMatchObject( { intent: 'subscription', vault: 'true' } );
	} );

	it( 'gives nothing to load without a client id or base URL', () => {
		expect(
			scriptOptions(
				makeConfig( {
					client_id: '',
					url_params: { currency: 'EUR' },
				} )
			)
		).toBeNull();
		expect(
			scriptOptions( makeConfig( { sdk_base_url: '' } ) )
		).toBeNull();
		expect( scriptOptions( null ) ).toBeNull();
		expect( NOT_CONFIGURED ).toBe(
			'PayPal button could not be configured.'
		);
	} );

	it( 'keys option sets independently of their order', () => {
		expect( optionsKey( { clientId: 'c', currency: 'EUR' } ) ).toBe(
			optionsKey( { currency: 'EUR', clientId: 'c' } )
		);
	} );

	it( 'sends only the query parameters and attributes the provider documents (§7.2)', () => {
		const options = scriptOptions(
			makeConfig( {
				script_attributes: {
					'data-user-id-token': 'tok',
					'data-client-token': 'ct',
					'data-made-up': 'x',
				},
				url_params: {
					...makeConfig().url_params,
					'buyer-country': 'DE',
					'made-up': 'x',
					constructor: 'x',
				},
			} ),
			{ subscription: true }
		)!;
		const documented: string[] = Object.values( DOCUMENTED_OPTIONS );
		const names = Object.keys( options );
		expect(
			names.filter(
				( name ) =>
					name !== 'sdkBaseUrl' && ! documented.includes( name )
			)
		).toEqual( [] );
		expect( names ).toEqual(
			expect.arrayContaining( [ 'buyerCountry', 'dataClientToken' ] )
		);
	} );
} );

describe( 'loading (§7.2, §8.2)', () => {
	it( 'loads once per page for the same options, however many contexts ask', async () => {
		const namespace = { Buttons: jest.fn() };
		const loader = jest.fn().mockResolvedValue( namespace );
		setLoaderForTests( loader );
		const options = scriptOptions( makeConfig() )!;
		const loads = await Promise.all( [
			loadSdk( options ),
			loadSdk( { ...options } ),
			loadSdk( options ),
		] );
		expect( loader ).toHaveBeenCalledTimes( 1 );
		expect( loads.every( ( loaded ) => loaded === namespace ) ).toBe(
			true
		);
	} );

	it( 'holds every load until the page’s client token is there, then loads once with it (§3.10)', async () => {
		const loader = jest.fn().mockResolvedValue( {} );
		setLoaderForTests( loader );
		let give: ( attributes: {
			dataClientToken: string;
		} ) => void = () => {};
		holdSdk( new Promise( ( resolve ) => ( give = resolve ) ) );
		const options = scriptOptions( makeConfig( { context: 'checkout' } ) )!;
		// The mini-cart and the messages ask before the token is there …
		const early = [ loadSdk( options ), loadSdk( options ) ];
		await Promise.resolve();
		expect( loader ).not.toHaveBeenCalled();
		give( { dataClientToken: 'ct-1' } );
		// … and the legacy card fields ask with it.
		const withToken = { ...options, dataClientToken: 'ct-1' };
		await Promise.all( [ ...early, loadSdk( withToken ) ] );
		expect( loader ).toHaveBeenCalledTimes( 1 );
		expect( loader ).toHaveBeenCalledWith( withToken );
	} );

	it( 'loads without the token when the hold fails (the buttons work without it)', async () => {
		const loader = jest.fn().mockResolvedValue( {} );
		setLoaderForTests( loader );
		holdSdk( Promise.reject( new Error( 'no token' ) ) );
		const options = scriptOptions( makeConfig() )!;
		await loadSdk( options );
		expect( loader ).toHaveBeenCalledWith( options );
	} );

	it( 'replaces the script once when the options change (§4.6 funding)', async () => {
		const loader = jest.fn().mockResolvedValue( {} );
		setLoaderForTests( loader );
		const old = document.createElement( 'script' );
		old.setAttribute( 'data-js-sdk-library', 'paypal-js' );
		document.head.append( old );
		const options = scriptOptions( makeConfig() )!;
		await loadSdk( options );
		const changed = { ...options, enableFunding: '' };
		await loadSdk( changed );
		await loadSdk( changed );
		expect( loader ).toHaveBeenCalledTimes( 2 );
		expect( loader ).toHaveBeenLastCalledWith( changed );
		expect( old.isConnected ).toBe( false );
	} );

	it( 'passes the loader’s §8.2 message on', async () => {
		setLoaderForTests( () =>
			Promise.reject(
				new Error(
					'The script "http://127.0.0.1:1/sdk/js?client-id=c" failed to load.'
				)
			)
		);
		await expect(
			loadSdk( scriptOptions( makeConfig() )! )
		).rejects.toThrow( /^The script ".*" failed to load\.$/ );
	} );

	it( 'says the namespace is missing when the script gave none (§8.2)', async () => {
		setLoaderForTests( () => Promise.resolve( null ) );
		await expect(
			loadSdk( scriptOptions( makeConfig() )! )
		).rejects.toThrow(
			'The window.paypal global variable is not available.'
		);
	} );

	it( 'builds the URL the real loader requests: kebab-case query, data-* attributes, several merchants as *', async () => {
		setLoaderForTests();
		const options = scriptOptions(
			makeConfig( {
				url_params: {
					...makeConfig().url_params,
					'merchant-id': 'M1,M2',
				},
			} )
		)!;
		const loading = loadSdk( options ).catch( ( error: Error ) => error );
		const script = document.querySelector< HTMLScriptElement >(
			'script[data-js-sdk-library="paypal-js"]'
		)!;
		const url = new URL( script.src );
		expect( url.origin + url.pathname ).toBe(
			'http://127.0.0.1:8891/sdk/js'
		);
		// Every query key and data attribute is one the provider documents.
		const documented = Object.keys( DOCUMENTED_OPTIONS );
		expect(
			[ ...url.searchParams.keys() ].filter(
				( key ) => ! documented.includes( key )
			)
		).toEqual( [] );
		expect(
			script
				.getAttributeNames()
				.filter(
					( name ) =>
						name.startsWith( 'data-' ) &&
						! documented.includes( name )
				)
		).toEqual( [] );
		expect( url.searchParams.get( 'client-id' ) ).toBe( 'vitrine-demo' );
		expect( url.searchParams.get( 'merchant-id' ) ).toBe( '*' );
		expect( script.getAttribute( 'data-merchant-id' ) ).toBe( 'M1,M2' );
		expect( script.getAttribute( 'data-namespace' ) ).toBe( 'paypal' );
		expect( script.getAttribute( 'data-partner-attribution-id' ) ).toBe(
			'Vitrine_Product'
		);
		script.dispatchEvent( new Event( 'error' ) );
		expect( String( await loading ) ).toContain(
			`The script "${ script.src.replace(
				/%2C/g,
				','
			) }" failed to load.`
		);
	} );
} );
