/**
 * The resume flow on the checkout (§2.5, §4.9): back from the
 * provider's app with `switch_initiated_time` in the hash, the checkout
 * (whose cart stays until the payment is approved) resumes: an approved
 * order is paid once, a failing one shows one generic error, the hash is
 * cleaned and the buttons come back.
 *
 * The failing resume on the checkout is proven below the browser: the
 * checkout flow shows the generic error once in the list, cleans the hash
 * and reloads the buttons (src/payment/flows/test/checkout.test.ts, 'in a
 * resume flow cleans the hash and reloads the buttons instead of
 * restarting', and 'checkout button errors'), an unknown provider order is
 * refused without a capture (tests/php/Payment/CaptureTest.php); on the
 * cart page the same failure shows the generic message, cleans the hash
 * and shows the buttons again (src/payment/flows/test/order.test.ts, 'in a
 * resume flow, an error cleans the hash and reloads the buttons instead of
 * restarting'), once per page whatever its wrappers
 * (src/payment/rules/test/url.test.ts, 'one resume per page').
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	CHECKOUT,
	chooseMethod,
	fillBilling,
	sourceButton,
} from './pay-checkout-helpers';
import {
	MAIN_WRAPPER,
	ORDER_RECEIVED,
	addToCart,
	callsFromNow,
	capturesOf,
	emulator,
	mainFrameHashes,
	openPopup,
	returnHash,
} from './pay-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'back on the checkout with an approved order: paid once, the hash keeps only the page’s own parameters', async ( {
	page,
} ) => {
	await addToCart( page );
	await page.goto( CHECKOUT );
	await fillBilling( page );
	await chooseMethod( page, 'PayPal' );
	const { popup, orderId } = await openPopup(
		page,
		sourceButton( page, MAIN_WRAPPER, 'paypal' )
	);
	await popup.close();
	await emulator( `orders/${ orderId }/approve`, 'POST', {} );
	const calls = await callsFromNow();
	const hashes = mainFrameHashes( page );
	await page.goto( '/' );
	await page.goto( CHECKOUT + returnHash( 'onApprove', orderId ) );
	await page.waitForURL( ORDER_RECEIVED );
	expect( hashes ).toContain( '#keep=1' );
	expect( capturesOf( await calls(), orderId ) ).toHaveLength( 1 );
	await expect( page.locator( 'main' ) ).toContainText( 'Ida Kasse' );
} );
