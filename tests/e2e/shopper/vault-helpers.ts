/**
 * Shared steps of the vault specs: vaulting switched on, the
 * card typed into the emulator's card frames.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ROOT, SITE_NAME } from '../config';
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

/**
 * The last digits of the saved cards of the account with this e-mail, read
 * in the test site's database (a new account has no password to log in with).
 *
 * @param email Account e-mail.
 */
export function savedCardsOf( email: string ): string[] {
	const load = path.join( ROOT, '.wp', 'sites', SITE_NAME, 'wp-load.php' );
	const out = execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };
		$user = get_user_by( 'email', ${ JSON.stringify( email ) } );
		$tokens = $user ? Vitrine\\Store\\Stores::get()->payment_tokens( $user->ID ) : array();
		echo wp_json_encode( array_map( static fn( $t ) => $t->last_digits, $tokens ) );`,
	] );
	return JSON.parse( String( out ) );
}
