/**
 * What a mobile wallet needs from the checkout and pay-for-order pages: the
 * form's check before a sheet opens (§5.2, §5.3), the order (create_order
 * with the form, §7.2), the approval (approve_order → exactly-once capture),
 * the errors (§8.2) and the redirect (§2.6). Calls go through the store's
 * one client and the payment store's thunks; nothing here fetches itself.
 */
/**
 * External dependencies
 */
import {
	cartStore,
	paymentStore,
	ShopAjaxError,
	shopApi,
	shopperMessage,
	toShopEndpoint,
	endpointOf,
	type GatewayConfig,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { clearError, noticesArea } from '../notices';
import { REDIRECT_DELAY_MS } from '../rules/timing';
import type { WalletSettings } from './config';
import { currentTotal } from './rules/amount';

/** The page side of a wallet flow. */
export interface WalletHost {
	/** The total to pay now, or null. */
	total: () => number | null;
	/** The currency paid in. */
	currency: () => string;
	/** §5.3: the server's check of the form; false when refused (errors shown). */
	validate: () => Promise< boolean >;
	/** §7.2 create_order with the form (checkout) or the order (pay-now): the provider order id. */
	createOrder: () => Promise< string >;
	/** §7.2 approve_order: where to go next. */
	approve: ( orderId: string ) => Promise< string >;
	/** The sheet was closed: nothing changes, the order stays payable. */
	cancelled: () => void;
	/** §8.2: shows what went wrong; answers the text shown. */
	fail: ( error: unknown ) => string;
	/** A new attempt starts. */
	start: () => void;
	/** §2.6: on after 200 ms. */
	finish: ( url: string ) => Promise< void >;
}

/**
 * §8.2 on checkout: the first present of the server's HTML messages (as
 * text), its errors list, its details as 'issue description' lines, its
 * message; otherwise the generic error.
 *
 * @param error   What a call threw.
 * @param generic labels.error.generic.
 * @return The lines to show.
 */
export function errorLines( error: unknown, generic: string ): string[] {
	if ( error instanceof ShopAjaxError ) {
		if ( error.messages ) {
			const holder = document.createElement( 'div' );
			holder.innerHTML = error.messages;
			const items = Array.from( holder.querySelectorAll( 'li' ) )
				.map( ( li ) => li.textContent?.trim() ?? '' )
				.filter( Boolean );
			const text = holder.textContent?.trim() ?? '';
			if ( items.length || text ) {
				return items.length ? items : [ text ];
			}
		}
		if ( error.errors?.length ) {
			return error.errors.map( String );
		}
		if ( error.details?.length ) {
			return error.details.map( ( d ) =>
				[ d.issue, d.description ].filter( Boolean ).join( ' ' )
			);
		}
	}
	const message = shopperMessage( error, '' );
	return [ message || generic ];
}

/**
 * Shows lines as one alert in the page's notices area, scrolled into view.
 *
 * @param wrapper The wallet's wrapper.
 * @param lines   Text lines (never HTML).
 */
function showLines( wrapper: HTMLElement, lines: string[] ): void {
	const area = noticesArea( wrapper );
	const notice = document.createElement( 'div' );
	notice.className = 'vitrine-notice vitrine-notice--error';
	notice.setAttribute( 'role', 'alert' );
	if ( lines.length === 1 ) {
		notice.textContent = lines[ 0 ];
	} else {
		const list = document.createElement( 'ul' );
		for ( const line of lines ) {
			const item = document.createElement( 'li' );
			item.textContent = line;
			list.append( item );
		}
		notice.append( list );
	}
	area.replaceChildren( notice );
	notice.scrollIntoView?.( { block: 'center', behavior: 'smooth' } );
}

/**
 * The checkout form (or the pay-for-order form).
 *
 * @param wrapper The wallet's wrapper.
 */
function formOf( wrapper: HTMLElement ): HTMLFormElement | null {
	return (
		wrapper.closest( 'form' ) ??
		document.querySelector< HTMLFormElement >(
			'form.vitrine-checkout__form, form#order_review'
		)
	);
}

/**
 * The form URL-encoded (§7.2 form_encoded), with the wallet as the payment
 * method whatever radio the form shows.
 *
 * @param form    The form.
 * @param gateway The wallet's gateway id.
 */
export function encodeForm( form: HTMLFormElement, gateway: string ): string {
	const params = new URLSearchParams();
	for ( const [ name, value ] of new FormData( form ).entries() ) {
		if ( typeof value === 'string' && name !== 'payment_method' ) {
			params.append( name, value );
		}
	}
	params.append( 'payment_method', gateway );
	return params.toString();
}

/**
 * The host of one wallet on a checkout or pay-for-order page.
 *
 * @param wrapper The wallet's wrapper.
 * @param wallet  The wallet's settings.
 */
export function checkoutHost(
	wrapper: HTMLElement,
	wallet: WalletSettings
): WalletHost {
	const config = (): GatewayConfig =>
		select( paymentStore ).getConfig() as GatewayConfig;
	const endpoint = ( name: string ) =>
		toShopEndpoint(
			endpointOf( config(), name ) ?? { endpoint: '', nonce: '' }
		);
	const generic = () => config().labels?.error?.generic ?? '';
	const form = () => formOf( wrapper );

	return {
		total() {
			// The cart's current total (a shipping rate chosen since the page loaded).
			const cart =
				config().context === 'checkout'
					? select( cartStore ).getTotal()
					: null;
			return currentTotal( config().messages?.amount, cart );
		},
		currency: () => config().currency,
		async validate() {
			const page = form();
			if (
				config().context !== 'checkout' ||
				! config().early_checkout_validation_enabled ||
				! page
			) {
				return true;
			}
			try {
				const answer = await shopApi.validateCheckout(
					endpoint( 'validate_checkout' ),
					{ form_encoded: encodeForm( page, wallet.gateway ) }
				);
				if ( answer?.errors?.length ) {
					showLines( wrapper, answer.errors.map( String ) );
					document.body.dispatchEvent(
						new CustomEvent( 'checkout_error' )
					);
					return false;
				}
				return true;
			} catch ( error ) {
				showLines( wrapper, errorLines( error, generic() ) );
				document.body.dispatchEvent(
					new CustomEvent( 'checkout_error' )
				);
				return false;
			}
		},
		async createOrder() {
			const current = config();
			const page = form();
			const onCheckout = current.context === 'checkout';
			const formData = page ? new FormData( page ) : null;
			const order = await shopApi.createOrder(
				endpoint( 'create_order' ),
				{
					purchase_units: [],
					payer: null,
					bn_code: current.bn_codes?.[ current.context ] ?? '',
					payment_method: wallet.gateway,
					funding_source: wallet.funding_source,
					context: current.context,
					...( onCheckout && page
						? {
								form_encoded: encodeForm(
									page,
									wallet.gateway
								),
								createaccount:
									formData?.get( 'createaccount' ) !== null &&
									formData?.get( 'createaccount' ) !== '',
								save_payment_method: false,
						  }
						: {
								order_id: current.order_id,
								order_key: String(
									formData?.get( 'key' ) ??
										new URLSearchParams(
											window.location.search
										).get( 'key' ) ??
										''
								),
						  } ),
				} as Parameters< typeof shopApi.createOrder >[ 1 ]
			);
			return order.id;
		},
		async approve( orderId ) {
			return ( await dispatch( paymentStore ).approveOrder(
				orderId,
				wallet.funding_source
			) ) as unknown as string;
		},
		cancelled() {
			dispatch( paymentStore ).resetPayment();
		},
		fail( error ) {
			const lines = errorLines( error, generic() );
			dispatch( paymentStore ).failPayment( lines.join( ' ' ) );
			showLines( wrapper, lines );
			return lines.join( ' ' );
		},
		start() {
			clearError( wrapper );
			dispatch( paymentStore ).resetPayment();
			dispatch( paymentStore ).startPayment( wallet.funding_source );
		},
		async finish( url ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, REDIRECT_DELAY_MS )
			);
			window.location.assign( url );
		},
	};
}
