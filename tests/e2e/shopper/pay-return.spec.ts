/**
 * Back from the provider (§2.5, §4.9): the page lands with the provider's
 * hash (`#onApprove?token=…&switch_initiated_time=…&PayerID=…`), the SDK's
 * hasReturned()/resume() continue the flow, and the listed hash parameters
 * are removed while the page's own ones stay. One page with several
 * wrappers resumes once: one error, not one per wrapper.
 *
 * An approved resume is paid once, its hash keeping only the page's own
 * parameters, in pay-checkout-resume.spec.ts through the same SDK path; the
 * cart page's flow redirecting and cleaning the hash after approve_order is
 * src/payment/flows/test/order.test.ts ('removes the provider’s hash
 * parameters on return and keeps the others'), one capture per approval
 * tests/php/Payment/CaptureTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	GENERIC_ERROR,
	MAIN_WRAPPER,
	addToCart,
	returnHash,
	wallet,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a resume flow that fails shows the generic message, cleans the hash and shows the buttons again (§4.9, §8.2)', async ( {
	page,
	consoleErrors,
} ) => {
	await addToCart( page );
	await page.goto(
		'/warenkorb/' + returnHash( 'onApprove', 'NOSUCHORDER1' )
	);
	// One resume per page, whichever wrapper's buttons render first: one
	// error, not one per wrapper.
	const notice = page.locator( '.vitrine-payment-notices [role="alert"]' );
	await expect( notice ).toHaveText( GENERIC_ERROR );
	await expect( notice ).toHaveCount( 1 );
	await expect.poll( () => new URL( page.url() ).hash ).toBe( '#keep=1' );
	await expect( wallet( page, MAIN_WRAPPER ) ).toBeVisible();
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
	// The unknown order's 404 at the emulator is the expected failure.
	expect(
		consoleErrors.filter( ( text ) => ! text.includes( 'status of 404' ) )
	).toEqual( [] );
	consoleErrors.length = 0;
} );
