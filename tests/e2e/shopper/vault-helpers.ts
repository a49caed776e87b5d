/**
 * Shared steps of the vault specs: vaulting switched on, the
 * card typed into the emulator's card frames.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';

/** My account's payment methods (§2.6 payment_methods_page). */
export const PAYMENT_METHODS = '/mein-konto/zahlungsarten/';

/** The emulator's approved test card. */
export const CARD = '4111111111111111';

/**
 * A card input inside its frame (the emulator's origin, as the provider's
 * card fields: the shop's page never holds the number).
 *
 * @param page  Playwright page.
 * @param scope Selector of the wrapper holding the frames.
 * @param label The field's label (also the frame's title).
 */
export function cardInput( page: Page, scope: string, label: string ) {
	return page
		.locator( scope )
		.frameLocator( `iframe[title="${ label }"]` )
		.getByLabel( label );
}

/**
 * Types a card into the card fields of a wrapper.
 *
 * @param page   Playwright page.
 * @param scope  Wrapper selector.
 * @param number Card number.
 */
export async function typeCard( page: Page, scope: string, number = CARD ) {
	await expect(
		page.locator( scope ).locator( 'iframe[title="Kartennummer"]' )
	).toBeVisible();
	await cardInput( page, scope, 'Kartennummer' ).fill( number );
	await cardInput( page, scope, 'MM/JJ' ).fill( '08/31' );
	await cardInput( page, scope, 'Prüfnummer' ).fill( '123' );
	const name = page
		.locator( scope )
		.locator( 'iframe[title="Name auf der Karte"]' );
	if ( await name.count() ) {
		await cardInput( page, scope, 'Name auf der Karte' ).fill(
			'Erika Mustermann'
		);
	}
}
