/**
 * Which payment contexts start (§2.4), whether their buttons are enabled
 * (§4.4), and the subscription mode of the product page (§4.5).
 */
/**
 * External dependencies
 */
import type { GatewayConfig, PaymentContext } from '@vitrine/store';

/** What the page shows, read once from the DOM by the caller. */
export interface PageFacts {
	/** §2.4: `button.cancel_wrapper` is on the page. */
	hasCancelWrapper: boolean;
	/** The pay-later messages' wrapper is on the page. */
	hasMessagesWrapper: boolean;
}

const SUBSCRIPTION_TYPES = [ 'subscription', 'variable-subscription' ];

/**
 * §2.4 "starts when": whether a context's handler starts at all. Nothing
 * renders while a cancel wrapper is on the page.
 *
 * @param context Context of the handler.
 * @param config  §3.11.
 * @param page    What the page shows.
 */
export function contextStarts(
	context: PaymentContext,
	config: GatewayConfig,
	page: PageFacts
): boolean {
	if ( page.hasCancelWrapper ) {
		return false;
	}
	switch ( context ) {
		case 'mini-cart':
			return config.mini_cart_buttons_enabled === '1';
		case 'product':
			return (
				config.context === 'product' &&
				( config.single_product_buttons_enabled === '1' ||
					( ! config.messages.is_hidden && page.hasMessagesWrapper ) )
			);
		default:
			// cart, checkout, pay-now, preview: always their own handler.
			return true;
	}
}

/**
 * Whether the product context shows wallet buttons (it may start for the
 * pay-later messages alone, §2.4).
 *
 * @param config §3.11.
 */
export function productButtonsShown( config: GatewayConfig ): boolean {
	return config.single_product_buttons_enabled === '1';
}

/** What §4.4 enablement depends on besides the configuration. */
export interface EnablementFacts {
	context: PaymentContext;
	/** Product page: the amount of the page's price element (§5.4). */
	priceAmount?: number | null;
	/** Product page: the add-to-cart button carries the class `disabled`. */
	addToCartDisabled?: boolean;
	/** Mini-cart and cart: items in the cart (the cart store follows the page). */
	itemCount?: number;
}

/**
 * §4.4: whether a context's buttons are enabled.
 *
 * @param config §3.11 (with the §4.6 simulation merged in).
 * @param facts  What the page says now.
 */
export function isEnabled(
	config: GatewayConfig,
	facts: EnablementFacts
): boolean {
	switch ( facts.context ) {
		case 'mini-cart':
			// §3.11 is_mini_cart_disabled: switched off by the owner or no
			// mini-cart on the page; the items are the cart store's, live.
			return (
				config.button.is_mini_cart_disabled !== true &&
				( facts.itemCount ?? 0 ) > 0
			);
		case 'product':
			return (
				config.button.is_disabled !== true &&
				facts.priceAmount !== 0 &&
				! facts.addToCartDisabled
			);
		case 'cart':
		case 'checkout':
			return (
				config.subscription_product_allowed !== false &&
				( facts.itemCount === undefined
					? config.button.is_disabled !== true
					: facts.itemCount > 0 )
			);
		default:
			return config.button.is_disabled !== true;
	}
}

/**
 * The amount of a price element's value ("12.90", "0.00"), or null when it
 * is missing or unreadable (then it does not disable the buttons).
 *
 * @param value `data-price-amount` of the product form.
 */
export function priceAmount( value: string | null | undefined ): number | null {
	if ( value === null || value === undefined || value.trim() === '' ) {
		return null;
	}
	const amount = Number( value );
	return Number.isFinite( amount ) ? amount : null;
}

/**
 * §4.4 zero price of a grouped product's page: the group has no price of
 * its own (its price element says 0), so it is "zero" while no quantity is
 * chosen and unknown (not disabling; §4.6's simulation prices it) once one is.
 *
 * @param quantities Values of the form's `quantity[{id}]` fields.
 * @return 0 or null.
 */
export function groupedPriceAmount(
	quantities: ReadonlyArray< string >
): number | null {
	return quantities.some( ( value ) => Number( value ) > 0 ) ? null : 0;
}

/**
 * §4.5: whether the product page's buttons run in subscription mode
 * (provider subscriptions on, a subscription product).
 *
 * @param config §3.11.
 */
export function isSubscriptionMode( config: GatewayConfig ): boolean {
	return (
		Boolean( config.data_client_id?.paypal_subscriptions_enabled ) &&
		SUBSCRIPTION_TYPES.includes( config.productType )
	);
}

/**
 * §4.5: a subscription product renders buttons only if vaulting is on, or
 * the product is no subscription, or manual renewal is enabled.
 *
 * @param config §3.11.
 */
export function subscriptionRenders( config: GatewayConfig ): boolean {
	return (
		Boolean( config.vaultingEnabled ) ||
		! SUBSCRIPTION_TYPES.includes( config.productType ) ||
		config.manualRenewalEnabled === '1'
	);
}

/**
 * A subscription needs a customer account in this shop: the server makes
 * no subscription order for a guest outside the checkout (which creates the
 * account), so a guest's subscription page shows no wallet that could only
 * fail. Other products are for everybody.
 *
 * @param config §3.11.
 */
export function walletMayBuy( config: GatewayConfig ): boolean {
	return (
		! SUBSCRIPTION_TYPES.includes( config.productType ) ||
		config.user?.is_logged === true
	);
}

/**
 * §4.5 plan id: for a variable subscription the matching variation's
 * subscription_plan, otherwise subscription_plan_id; null when none is
 * found (then nothing renders).
 *
 * @param config §3.11.
 * @param chosen The form's `attribute_*` fields by name.
 */
export function subscriptionPlanId(
	config: GatewayConfig,
	chosen: Record< string, string >
): string | null {
	if ( config.productType === 'variable-subscription' ) {
		const found = (
			config.variable_paypal_subscription_variations ?? []
		).find( ( variation ) => {
			const entries = Object.entries( variation.attributes ?? {} );
			return (
				entries.length > 0 &&
				entries.every( ( [ name, value ] ) => {
					const key = name.startsWith( 'attribute_' )
						? name
						: `attribute_${ name }`;
					return ( chosen[ key ] ?? '' ) === value && value !== '';
				} )
			);
		} );
		return found?.subscription_plan || null;
	}
	return config.subscription_plan_id || null;
}

/**
 * §4.5: a subscribe-and-save option (`convert_to_sub_{id}` other than "0")
 * is selected in the form; the buttons hide meanwhile.
 *
 * @param fields Form fields.
 */
export function subscribeAndSaveSelected(
	fields: ReadonlyArray< readonly [ string, string ] >
): boolean {
	return fields.some(
		( [ name, value ] ) =>
			name.startsWith( 'convert_to_sub_' ) &&
			value !== '' &&
			value !== '0'
	);
}
