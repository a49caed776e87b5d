/**
 * §2.4 which contexts start, §4.4 enablement, §4.5 subscription mode.
 */
/**
 * External dependencies
 */
import type { GatewayConfig } from '@vitrine/store';

/**
 * Internal dependencies
 */
import { makeConfig } from '../../test/fixtures/config';
import {
	contextStarts,
	groupedPriceAmount,
	isEnabled,
	isSubscriptionMode,
	priceAmount,
	subscribeAndSaveSelected,
	subscriptionPlanId,
	subscriptionRenders,
	walletMayBuy,
} from '../visibility';

const page = { hasCancelWrapper: false, hasMessagesWrapper: true };

describe( 'starts-when table (§2.4)', () => {
	it( 'starts the mini-cart only when mini_cart_buttons_enabled is "1"', () => {
		expect( contextStarts( 'mini-cart', makeConfig(), page ) ).toBe( true );
		expect(
			contextStarts(
				'mini-cart',
				makeConfig( { mini_cart_buttons_enabled: '' } ),
				page
			)
		).toBe( false );
	} );

	it( 'starts the product context with product buttons on', () => {
		expect( contextStarts( 'product', makeConfig(), page ) ).toBe( true );
	} );

	it( 'starts the product context for visible pay-later messages with their wrapper, buttons off', () => {
		const config = makeConfig( { single_product_buttons_enabled: '' } );
		expect( contextStarts( 'product', config, page ) ).toBe( true );
		expect(
			contextStarts( 'product', config, {
				...page,
				hasMessagesWrapper: false,
			} )
		).toBe( false );
		expect(
			contextStarts(
				'product',
				makeConfig( {
					single_product_buttons_enabled: '',
					messages: { ...makeConfig().messages, is_hidden: true },
				} ),
				page
			)
		).toBe( false );
	} );

	it( 'does not start the product context on a page whose context is another', () => {
		expect(
			contextStarts( 'product', makeConfig( { context: 'cart' } ), page )
		).toBe( false );
	} );

	it( 'always starts the cart', () => {
		expect(
			contextStarts(
				'cart',
				makeConfig( {
					context: 'cart',
					single_product_buttons_enabled: '',
					mini_cart_buttons_enabled: '',
				} ),
				page
			)
		).toBe( true );
	} );

	it.each( [ 'mini-cart', 'product', 'cart' ] as const )(
		'renders nothing in %s while a cancel wrapper is on the page',
		( context ) => {
			expect(
				contextStarts( context, makeConfig(), {
					...page,
					hasCancelWrapper: true,
				} )
			).toBe( false );
		}
	);
} );

describe( 'button enablement (§4.4)', () => {
	const product = {
		context: 'product' as const,
		priceAmount: 12.9,
		addToCartDisabled: false,
	};

	it( 'enables a product with a price and a usable add-to-cart button', () => {
		expect( isEnabled( makeConfig(), product ) ).toBe( true );
	} );

	it( 'disables the product page for a zero price', () => {
		expect(
			isEnabled( makeConfig(), { ...product, priceAmount: 0 } )
		).toBe( false );
	} );

	it( 'does not disable for a price element it cannot read', () => {
		expect(
			isEnabled( makeConfig(), { ...product, priceAmount: null } )
		).toBe( true );
	} );

	it( 'disables the product page while the add-to-cart button has the class disabled', () => {
		expect(
			isEnabled( makeConfig(), { ...product, addToCartDisabled: true } )
		).toBe( false );
	} );

	it( 'disables when is_disabled is true', () => {
		const config = makeConfig( {
			button: { ...makeConfig().button, is_disabled: true },
		} );
		expect( isEnabled( config, product ) ).toBe( false );
	} );

	it( 'disables the cart when subscription_product_allowed is false', () => {
		expect(
			isEnabled(
				makeConfig( {
					context: 'cart',
					subscription_product_allowed: false,
				} ),
				{ context: 'cart', itemCount: 2 }
			)
		).toBe( false );
		expect(
			isEnabled( makeConfig( { context: 'cart' } ), {
				context: 'cart',
				itemCount: 2,
			} )
		).toBe( true );
	} );

	it( 'follows the cart’s items in the mini-cart and the cart', () => {
		expect(
			isEnabled( makeConfig(), { context: 'mini-cart', itemCount: 0 } )
		).toBe( false );
		expect(
			isEnabled( makeConfig(), { context: 'mini-cart', itemCount: 1 } )
		).toBe( true );
		expect(
			isEnabled( makeConfig( { context: 'cart' } ), {
				context: 'cart',
				itemCount: 0,
			} )
		).toBe( false );
	} );

	it( 'keeps the mini-cart’s buttons off when the server says so, whatever the cart holds (§3.11 is_mini_cart_disabled)', () => {
		const config = makeConfig();
		config.button = { ...config.button, is_mini_cart_disabled: true };
		expect(
			isEnabled( config, { context: 'mini-cart', itemCount: 3 } )
		).toBe( false );
	} );

	it.each( [
		[ '12.90', 12.9 ],
		[ '0.00', 0 ],
		[ '', null ],
		[ undefined, null ],
		[ 'abc', null ],
	] )( 'reads the price element %p as %p', ( value, amount ) => {
		expect( priceAmount( value ) ).toBe( amount );
	} );
} );

describe( 'subscriptions need an account', () => {
	const user = ( logged: boolean ) => ( {
		is_logged: logged,
		has_wc_card_payment_tokens: false,
	} );

	it( 'gives a guest no wallet on a subscription product, a customer one', () => {
		for ( const productType of [
			'subscription',
			'variable-subscription',
		] ) {
			expect(
				walletMayBuy(
					makeConfig( { productType, user: user( false ) } )
				)
			).toBe( false );
			expect(
				walletMayBuy(
					makeConfig( { productType, user: user( true ) } )
				)
			).toBe( true );
		}
	} );

	it( 'leaves every other product to guests', () => {
		expect(
			walletMayBuy(
				makeConfig( { productType: 'booking', user: user( false ) } )
			)
		).toBe( true );
	} );
} );

describe( 'grouped product price (§4.4)', () => {
	it( 'is zero while no quantity of the group is chosen, so the buttons stay disabled', () => {
		expect( groupedPriceAmount( [] ) ).toBe( 0 );
		expect( groupedPriceAmount( [ '', '0' ] ) ).toBe( 0 );
	} );

	it( 'is unknown (not disabling) once a quantity is chosen; the simulation prices it (§4.6)', () => {
		expect( groupedPriceAmount( [ '0', '3' ] ) ).toBeNull();
	} );
} );

describe( 'subscription mode (§4.5)', () => {
	const subscription = makeConfig( {
		productType: 'subscription',
		subscription_plan_id: 'P-MONAT',
		data_client_id: {
			...makeConfig().data_client_id,
			paypal_subscriptions_enabled: true,
		},
	} );

	it( 'is on for a subscription product with provider subscriptions enabled', () => {
		expect( isSubscriptionMode( subscription ) ).toBe( true );
		expect( isSubscriptionMode( makeConfig() ) ).toBe( false );
	} );

	it( 'renders a subscription product only with vaulting, or manual renewal', () => {
		expect( subscriptionRenders( subscription ) ).toBe( false );
		expect(
			subscriptionRenders( { ...subscription, vaultingEnabled: true } )
		).toBe( true );
		expect(
			subscriptionRenders( {
				...subscription,
				manualRenewalEnabled: '1',
			} )
		).toBe( true );
		expect( subscriptionRenders( makeConfig() ) ).toBe( true );
	} );

	it( 'takes subscription_plan_id for a simple subscription', () => {
		expect( subscriptionPlanId( subscription, {} ) ).toBe( 'P-MONAT' );
		expect(
			subscriptionPlanId(
				{ ...subscription, subscription_plan_id: '' },
				{}
			)
		).toBeNull();
	} );

	it( 'takes the matching variation’s plan for a variable subscription, none without a match', () => {
		const variable: GatewayConfig = {
			...subscription,
			productType: 'variable-subscription',
			variable_paypal_subscription_variations: [
				{
					attributes: { attribute_groesse: 'klein' },
					subscription_plan: 'P-K',
				},
				{ attributes: { groesse: 'gross' }, subscription_plan: 'P-G' },
			],
		};
		expect(
			subscriptionPlanId( variable, { attribute_groesse: 'klein' } )
		).toBe( 'P-K' );
		expect(
			subscriptionPlanId( variable, { attribute_groesse: 'gross' } )
		).toBe( 'P-G' );
		expect(
			subscriptionPlanId( variable, { attribute_groesse: '' } )
		).toBeNull();
	} );

	it( 'sees a selected subscribe-and-save option', () => {
		expect(
			subscribeAndSaveSelected( [ [ 'convert_to_sub_12', '0' ] ] )
		).toBe( false );
		expect(
			subscribeAndSaveSelected( [ [ 'convert_to_sub_12', '1_month' ] ] )
		).toBe( true );
	} );
} );
