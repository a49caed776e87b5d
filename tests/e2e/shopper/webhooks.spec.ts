/**
 * Webhooks through the emulator's own delivery to the site's
 * endpoint: a guest pays with the wallet; the provider sends the capture
 * event twice (paid once, the second a duplicate); the merchant refunds in
 * full at the provider and its refund event arrives twice (refunded once);
 * then the old capture event is replayed (out of order): refunded is
 * final, nothing changes. A delivery with an altered body is refused 400.
 */
/**
 * Internal dependencies
 */
import { BASE_URL } from '../config';
import { expect, test } from '../fixtures';
import { emulator } from './pay-helpers';
import { payWithWallet } from './pay-product-helpers';
import { setProviderText } from './pay-voucher-helpers';

test.use( { storageState: { cookies: [], origins: [] } } );

const WEBHOOK_ID = 'WHHOOKSE2E1';
const WEBHOOK_URL = `${ BASE_URL }/wp-json/vitrine/v1/webhook`;

/**
 * The emulator's REST API as the merchant's dashboard would call it.
 *
 * @param path   API path.
 * @param method HTTP method.
 * @param body   JSON body.
 */
async function providerApi(
	path: string,
	method = 'GET',
	body?: unknown
): Promise< any > {
	const base = process.env.VITRINE_EMULATOR_URL;
	const token = await fetch( `${ base }/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			Authorization: `Basic ${ Buffer.from(
				'merchant-dashboard:secret'
			).toString( 'base64' ) }`,
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	} ).then( ( r ) => r.json() );
	const response = await fetch( base + path, {
		method,
		headers: {
			Authorization: `Bearer ${ token.access_token }`,
			'Content-Type': 'application/json',
			'PayPal-Request-Id': `dashboard-${ Date.now() }`,
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return response.json();
}

/**
 * The bodies of the site's answers to a delivery.
 *
 * @param sent            The emulator's answer.
 * @param sent.deliveries The site's answers.
 */
const answers = ( sent: { deliveries: Array< { body: string } > } ) =>
	sent.deliveries.map( ( d ) => JSON.parse( d.body ) );

test( 'capture and refund events delivered twice and out of order apply once; a forged one is refused', async ( {
	page,
	browser,
} ) => {
	await setProviderText( browser, 'Webhook-ID', WEBHOOK_ID );
	await page.goto( '/produkt/kaffeetasse/' );
	const paid = await payWithWallet( page );

	const completed = await emulator( 'webhooks', 'POST', {
		webhook_id: WEBHOOK_ID,
		event_type: 'PAYMENT.CAPTURE.COMPLETED',
		order_id: paid.providerOrderId,
		webhook_url: WEBHOOK_URL,
		deliveries: 2,
	} );
	expect( completed.deliveries.map( ( d: any ) => d.status ) ).toEqual( [
		200, 200,
	] );
	expect( answers( completed ) ).toMatchObject( [
		{ status: 'ok', outcome: 'unchanged', paid: true },
		{ status: 'ok', outcome: 'unchanged', duplicate: true },
	] );

	const order = await emulator( `orders/${ paid.providerOrderId }` );
	const captureId = order.purchase_units[ 0 ].payments.captures[ 0 ].id;
	const refund = await providerApi(
		`/v2/payments/captures/${ captureId }/refund`,
		'POST',
		{}
	);
	expect( refund.status ).toBe( 'COMPLETED' );
	const refunded = await emulator( 'webhooks', 'POST', {
		webhook_id: WEBHOOK_ID,
		event_type: 'PAYMENT.CAPTURE.REFUNDED',
		resource: refund,
		webhook_url: WEBHOOK_URL,
		deliveries: 2,
	} );
	expect( answers( refunded ) ).toMatchObject( [
		{ status: 'ok', outcome: 'applied', refunded: true },
		{ status: 'ok', outcome: 'unchanged', duplicate: true },
	] );

	// The capture event once more, after the refund: refunded is final.
	const replayed = await emulator( 'webhooks', 'POST', {
		delivery: { headers: completed.headers, body: completed.body },
		webhook_url: WEBHOOK_URL,
	} );
	expect( replayed.deliveries[ 0 ].status ).toBe( 200 );
	const late = await emulator( 'webhooks', 'POST', {
		webhook_id: WEBHOOK_ID,
		event_type: 'PAYMENT.CAPTURE.COMPLETED',
		order_id: paid.providerOrderId,
		webhook_url: WEBHOOK_URL,
	} );
	expect( answers( late )[ 0 ] ).toMatchObject( { status: 'ignored' } );

	await page.goto( paid.receivedUrl );
	await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
		'Erstattet'
	);

	// An altered body does not verify: 400, nothing read from it.
	const forged = await emulator( 'webhooks', 'POST', {
		webhook_id: WEBHOOK_ID,
		event_type: 'PAYMENT.CAPTURE.REFUNDED',
		resource: { ...refund, id: 'REFUNDOTHER1' },
	} );
	const response = await fetch( WEBHOOK_URL, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...forged.headers },
		body: forged.body.replace( 'REFUNDOTHER1', refund.id ),
	} );
	expect( response.status ).toBe( 400 );
} );
