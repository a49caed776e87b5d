/**
 * Helpers of the product page specs: the shopper's cart as the server
 * reports it (§7.2 cart_script_params) and as the `vitrine/cart` store holds
 * it, and German dates as WordPress' date format writes them.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

export interface ServerCart {
	items: {
		cartItemKey: string;
		productId: number;
		name: string;
		quantity: number;
		total: string;
	}[];
	total: string;
	currency: string;
}

/**
 * The cart of the page's shopper, from the server (same cookies).
 *
 * @param page Playwright page.
 */
export async function serverCart( page: Page ): Promise< ServerCart > {
	const response = await page.request.get( '/?wc-ajax=cart_script_params' );
	const body = ( await response.json() ) as {
		success: boolean;
		data: { cart: ServerCart };
	};
	if ( ! body.success ) {
		throw new Error( 'cart_script_params failed' );
	}
	return body.data.cart;
}

/**
 * Item names, quantities and totals of the `vitrine/cart` store on the page.
 *
 * @param page Playwright page.
 */
export function storeItems( page: Page ) {
	return page.evaluate( () => {
		const { select } = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getItems: () => {
								name: string;
								quantity: number;
								total: string;
							}[];
						};
					};
				};
			}
		 ).wp.data;
		return select( 'vitrine/cart' )
			.getItems()
			.map( ( { name, quantity, total } ) => ( {
				name,
				quantity,
				total,
			} ) );
	} );
}

/**
 * A date as "29. November 2026" (the site's date format, j. F Y).
 *
 * @param date Date.
 */
export function germanDate( date: Date ): string {
	return new Intl.DateTimeFormat( 'de-DE', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'Europe/Berlin',
	} ).format( date );
}

/**
 * Today in Berlin (the shop's time zone, whatever the machine's is) plus
 * some days, at noon there (clear of date-line surprises).
 *
 * @param days Days from today.
 */
export function daysFromToday( days: number ): Date {
	const [ year, month, day ] = new Intl.DateTimeFormat( 'en-CA', {
		timeZone: 'Europe/Berlin',
	} )
		.format( new Date() )
		.split( '-' )
		.map( Number );
	return new Date( Date.UTC( year, month - 1, day + days, 11 ) );
}

/**
 * The same date as an ISO day (Y-m-d) for a date input.
 *
 * @param date Date.
 */
export function isoDay( date: Date ): string {
	return new Intl.DateTimeFormat( 'en-CA', {
		timeZone: 'Europe/Berlin',
	} ).format( date );
}
