/**
 * The card fields component against a fake SDK (jsdom): both modes, both
 * renderers, the §8.2 messages and the loaded event.
 */
/**
 * Internal dependencies
 */
import { mountCardFields } from '..';
import { clientToken } from '../client-token';
import { cardSdkConfig } from '../page';
import { CLIENT_TOKEN_KEY } from '../../rules/client-token';

jest.mock( '@vitrine/store', () => ( {
	paymentStore: 'vitrine/payment',
	callShop: jest.fn(),
	toShopEndpoint: ( a: { endpoint: string; nonce: string } ) => ( {
		url: a?.endpoint,
		nonce: a?.nonce,
	} ),
} ) );

/* eslint-disable @typescript-eslint/no-explicit-any */
const config = (
	components = 'buttons,card-fields',
	extra: any = {}
): any => ( {
	url_params: { components },
	script_attributes: {},
	data_client_id: { user: 5 },
	labels: { error: { generic: 'Allgemeiner Fehler' } },
	error_message: 'Speichern fehlgeschlagen',
	payer: { name: { given_name: 'Erika', surname: 'Muster' } },
	is_free_trial_cart: false,
	user: { has_wc_card_payment_tokens: false },
	hosted_fields: {
		contingency: 'SCA_WHEN_REQUIRED',
		valid_cards: [ 'visa', 'mastercard', 'amex' ],
		labels: {
			mm_yy: 'MM/JJ',
			fields_empty: 'leer',
			fields_not_valid: 'ungültig',
			card_not_supported: 'nicht unterstützt',
		},
	},
	...extra,
} );

/**
 * A fake CardFields that approves on submit, or fails as told.
 * @param behaviour
 * @param behaviour.valid
 * @param behaviour.fail
 */
function fakeSdk( behaviour: { valid?: boolean; fail?: unknown } = {} ) {
	const submitted: any[] = [];
	let options: any;
	const field = () => ( {
		render: ( el: HTMLElement ) => {
			el.append( document.createElement( 'iframe' ) );
			return Promise.resolve();
		},
	} );
	const sdk: any = {
		CardFields: ( o: any ) => {
			options = o;
			return {
				isEligible: () => true,
				NumberField: field,
				CVVField: field,
				ExpiryField: field,
				NameField: field,
				getState: async () => ( {
					isFormValid: behaviour.valid ?? true,
				} ),
				submit: async ( s: any ) => {
					submitted.push( s );
					if ( behaviour.fail ) {
						throw behaviour.fail;
					}
					if ( options.createVaultSetupToken ) {
						const id = await options.createVaultSetupToken();
						return options.onApprove( { vaultSetupToken: id } );
					}
					const id = await options.createOrder();
					return options.onApprove( {
						orderID: id,
						liabilityShift: 'POSSIBLE',
					} );
				},
			};
		},
	};
	return { sdk, submitted };
}

function wrapper(): HTMLElement {
	document.body.innerHTML = '<div id="notices"></div><div id="w"></div>';
	return document.getElementById( 'w' ) as HTMLElement;
}

describe( 'mountCardFields', () => {
	it( 'vault-setup mode: setup token, then onApprove with it', async () => {
		const { sdk, submitted } = fakeSdk();
		const onApprove = jest.fn( async () => undefined );
		const handle = await mountCardFields( wrapper(), {
			mode: 'vault-setup',
			config: config(),
			sdk,
			createVaultSetupToken: async () => 'SETUP-1',
			onApprove,
		} );
		expect( handle?.renderer ).toBe( 'card-fields-vault' );
		expect( await handle?.submit() ).toBe( true );
		expect( onApprove ).toHaveBeenCalledWith( {
			vaultSetupToken: 'SETUP-1',
		} );
		expect( submitted[ 0 ] ).toMatchObject( {
			contingencies: [ 'SCA_WHEN_REQUIRED' ],
			cardholderName: 'Erika Muster',
		} );
	} );

	it( 'vault-setup mode: a missing setup token shows error_message (§8.2)', async () => {
		const { sdk } = fakeSdk();
		const onError = jest.fn();
		const handle = await mountCardFields( wrapper(), {
			mode: 'vault-setup',
			config: config(),
			sdk,
			createVaultSetupToken: async () => '',
			onApprove: jest.fn(),
			onError,
		} );
		expect( await handle?.submit() ).toBe( false );
		expect( document.body.textContent ).toContain(
			'Speichern fehlgeschlagen'
		);
		expect( onError ).toHaveBeenCalled();
	} );

	it( 'vault-setup mode: a refused payment token (onApprove rejects) shows error_message (§8.2)', async () => {
		const { sdk } = fakeSdk();
		const onError = jest.fn();
		const handle = await mountCardFields( wrapper(), {
			mode: 'vault-setup',
			config: config(),
			sdk,
			createVaultSetupToken: async () => 'SETUP-1',
			onApprove: async () => {
				throw new Error( 'success false' );
			},
			onError,
		} );
		expect( await handle?.submit() ).toBe( false );
		expect( document.body.textContent ).toContain(
			'Speichern fehlgeschlagen'
		);
		expect( onError ).toHaveBeenCalledWith( new Error( 'success false' ) );
	} );

	it( 'vault-setup mode without the newer fields shows error_message and renders nothing', async () => {
		const handle = await mountCardFields( wrapper(), {
			mode: 'vault-setup',
			config: config( 'buttons,hosted-fields' ),
			sdk: { HostedFields: { isEligible: () => true } } as any,
			createVaultSetupToken: async () => 'S',
			onApprove: jest.fn(),
		} );
		expect( handle ).toBeNull();
		expect( document.body.textContent ).toContain(
			'Speichern fehlgeschlagen'
		);
	} );

	it( 'order mode: fires the loaded event and pays with liability shift', async () => {
		const { sdk } = fakeSdk();
		const loaded = jest.fn();
		document.body.addEventListener( 'vitrine-card-fields-loaded', loaded );
		const onApprove = jest.fn( async () => undefined );
		const element = wrapper();
		const handle = await mountCardFields( element, {
			mode: 'order',
			config: config(),
			sdk,
			createOrder: async () => 'ORDER-1',
			onApprove,
		} );
		expect( loaded ).toHaveBeenCalledTimes( 1 );
		expect(
			element.querySelector(
				'#ppcp-credit-card-gateway-card-number iframe'
			)
		).not.toBeNull();
		element
			.querySelector< HTMLButtonElement >(
				'.vitrine-card-fields__submit'
			)
			?.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( onApprove ).toHaveBeenCalledWith( {
			orderID: 'ORDER-1',
			liabilityShift: 'POSSIBLE',
		} );
		expect( handle?.renderer ).toBe( 'card-fields' );
	} );

	it( 'order mode: invalid fields show fields_not_valid and submit nothing', async () => {
		const { sdk, submitted } = fakeSdk( { valid: false } );
		const handle = await mountCardFields( wrapper(), {
			mode: 'order',
			config: config(),
			sdk,
			createOrder: async () => 'O',
			onApprove: jest.fn(),
		} );
		expect( await handle?.submit() ).toBe( false );
		expect( submitted ).toHaveLength( 0 );
		expect( document.body.textContent ).toContain( 'ungültig' );
	} );

	it( 'order mode: a create-order-error is not shown a second time', async () => {
		const { sdk } = fakeSdk( { fail: { type: 'create-order-error' } } );
		const handle = await mountCardFields( wrapper(), {
			mode: 'order',
			config: config(),
			sdk,
			createOrder: async () => 'O',
			onApprove: jest.fn(),
		} );
		expect( await handle?.submit() ).toBe( false );
		expect( document.querySelector( '.vitrine-notice--error' ) ).toBeNull();
	} );

	it( 'order mode: basic validation refusing stops the submit', async () => {
		const { sdk, submitted } = fakeSdk();
		const handle = await mountCardFields( wrapper(), {
			mode: 'order',
			config: config(),
			sdk,
			validate: () => false,
			createOrder: async () => 'O',
			onApprove: jest.fn(),
		} );
		expect( await handle?.submit() ).toBe( false );
		expect( submitted ).toHaveLength( 0 );
	} );

	it( 'order mode on a free-trial cart without saved cards uses the vault-setup variant when the caller gives one (§4.5, §4.10)', async () => {
		const free = config( 'buttons,card-fields', {
			is_free_trial_cart: true,
		} );
		const onVault = jest.fn( async () => undefined );
		const createOrder = jest.fn( async () => 'O' );
		const { sdk } = fakeSdk();
		const handle = await mountCardFields( wrapper(), {
			mode: 'order',
			config: free,
			sdk,
			createOrder,
			onApprove: jest.fn(),
			vaultSetup: {
				createVaultSetupToken: async () => 'SETUP-9',
				onApprove: onVault,
			},
		} );
		expect( handle?.renderer ).toBe( 'card-fields-vault' );
		await handle?.submit();
		expect( onVault ).toHaveBeenCalledWith( {
			vaultSetupToken: 'SETUP-9',
		} );
		expect( createOrder ).not.toHaveBeenCalled();

		const plain = await mountCardFields( wrapper(), {
			mode: 'order',
			config: free,
			sdk: fakeSdk().sdk,
			createOrder,
			onApprove: jest.fn(),
		} );
		expect( plain?.renderer ).toBe( 'card-fields' );
	} );

	it( 'legacy hosted fields: an empty field refuses with fields_empty (§5.4)', async () => {
		const instance = {
			on: jest.fn(),
			getState: async () => ( {
				cards: [ { type: 'visa' } ],
				fields: {
					number: { isEmpty: false, isValid: true },
					cvv: { isEmpty: true, isValid: false },
					expirationDate: { isEmpty: false, isValid: true },
				},
			} ),
			submit: jest.fn(),
			teardown: async () => undefined,
		};
		const sdk: any = {
			HostedFields: {
				isEligible: () => true,
				render: jest.fn( async () => instance ),
			},
		};
		const element = wrapper();
		const handle = await mountCardFields( element, {
			mode: 'order',
			config: config( 'buttons,hosted-fields' ),
			sdk,
			createOrder: async () => 'O',
			onApprove: jest.fn(),
		} );
		expect( handle?.renderer ).toBe( 'hosted-fields' );
		expect( await handle?.submit() ).toBe( false );
		expect( instance.submit ).not.toHaveBeenCalled();
		expect( document.body.textContent ).toContain( 'leer' );
		// §4.10: one detected type → its class on the number's container.
		expect(
			element
				.querySelector( '#ppcp-credit-card-gateway-card-number' )
				?.classList.contains( 'visa' )
		).toBe( true );
		// No name field in the legacy renderer.
		expect(
			element.querySelector( '#ppcp-credit-card-gateway-card-name' )
		).toBeNull();
	} );
} );

describe( '§3.10 client token cache', () => {
	const storage = () => {
		const map = new Map< string, string >();
		return {
			getItem: ( k: string ) => map.get( k ) ?? null,
			setItem: ( k: string, v: string ) => void map.set( k, v ),
			map,
		};
	};
	it( 'asks once, then reuses the cached token while valid', async () => {
		const store = storage();
		const fetchToken = jest.fn( async () => ( {
			user: 5,
			expiration: 2000,
			token: 'T1',
		} ) );
		expect( await clientToken( 5, fetchToken, store, 1000 ) ).toBe( 'T1' );
		expect( await clientToken( 5, fetchToken, store, 1999 ) ).toBe( 'T1' );
		expect( fetchToken ).toHaveBeenCalledTimes( 1 );
		expect( JSON.parse( store.map.get( CLIENT_TOKEN_KEY ) ?? '' ) ).toEqual(
			{ user: 5, expiration: 2000, token: 'T1' }
		);
	} );
	it( 'asks again for another user or after expiration', async () => {
		const store = storage();
		let n = 0;
		const fetchToken = jest.fn( async () => ( {
			user: 5,
			expiration: 2000,
			token: `T${ ++n }`,
		} ) );
		await clientToken( 5, fetchToken, store, 1000 );
		expect( await clientToken( 6, fetchToken, store, 1000 ) ).toBe( 'T2' );
		expect( await clientToken( 5, fetchToken, store, 2000 ) ).toBe( 'T3' );
	} );
	it( 'adds data-client-token to the script only for the legacy fields', async () => {
		const fetchToken = async () => ( {
			user: 5,
			expiration: 9e9,
			token: 'TOK',
		} );
		const legacy = await cardSdkConfig(
			config( 'buttons,hosted-fields' ),
			fetchToken,
			storage()
		);
		expect( legacy.script_attributes[ 'data-client-token' ] ).toBe( 'TOK' );
		const newer = await cardSdkConfig( config(), fetchToken, storage() );
		expect(
			newer.script_attributes[ 'data-client-token' ]
		).toBeUndefined();
	} );
} );
