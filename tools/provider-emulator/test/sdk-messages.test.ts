/**
 * The emulator's pay-later messages: an offer for amounts in the
 * provider's documented range, nothing outside it.
 */
/**
 * Internal dependencies
 */
import { boot } from '../src/sdk/browser';
import { messageText, offersFor } from '../src/sdk/messages-offers';

describe( 'pay-later offers (the provider’s documented ranges)', () => {
	test( 'Germany: 99 € to 10,000 €, both ends included', () => {
		expect( offersFor( 98.99, 'EUR' ) ).toEqual( [] );
		expect( offersFor( 99, 'EUR' ).map( ( o ) => o.kind ) ).toEqual( [
			'pay-in-30',
			'installments',
		] );
		expect( offersFor( 10000, 'EUR' ) ).toHaveLength( 2 );
		expect( offersFor( 10000.01, 'EUR' ) ).toEqual( [] );
	} );

	test( 'other countries’ ranges, and none for an undocumented currency', () => {
		expect( offersFor( 30, 'USD' ).map( ( o ) => o.kind ) ).toEqual( [
			'pay-in-n',
		] );
		expect( offersFor( 5000, 'USD' ).map( ( o ) => o.kind ) ).toEqual( [
			'pay-monthly',
		] );
		expect( offersFor( 2500, 'GBP' ) ).toEqual( [] );
		expect( offersFor( 500, 'CHF' ) ).toEqual( [] );
		expect( offersFor( Number.NaN, 'EUR' ) ).toEqual( [] );
	} );

	test( 'the German text names the amount and the smallest monthly payment', () => {
		// Intl puts a no-break space before the euro sign.
		expect( messageText( 249, 'EUR' ).replace( /\u00a0/g, ' ' ) ).toBe(
			'Später bezahlen mit PayPal: 249,00 € in 30 Tagen oder in 3, 6, 12 oder 24 Monatsraten ab 10,38 €.'
		);
	} );

	test( 'nothing outside the range; the generic message without an amount', () => {
		expect( messageText( 50, 'EUR' ) ).toBe( '' );
		expect( messageText( 0, 'EUR' ) ).toBe( '' );
		expect( messageText( undefined, 'EUR' ) ).toBe(
			'Später bezahlen mit PayPal.'
		);
		expect( messageText( 100, 'USD' ) ).toBe(
			'Pay in 4 payments of US$25.00 with PayPal.'
		);
	} );
} );

test( 'Messages render a German pay-later offer inside the provider’s range, nothing outside it', async () => {
	const script = document.createElement( 'script' );
	script.src =
		'http://emulator.test/sdk/js?client-id=c&currency=EUR&components=messages';
	document.head.append( script );
	boot( script, 'http://emulator.test' );
	document.body.innerHTML = '<div id="messages"></div>';
	const paypal = ( window as any ).paypal; // eslint-disable-line @typescript-eslint/no-explicit-any
	const messages = document.getElementById( 'messages' );

	await paypal
		.Messages( { amount: 120, placement: 'product' } )
		.render( '#messages' );
	expect( messages?.textContent ).toMatch(
		/^Später bezahlen mit PayPal: 120,00\s€ in 30 Tagen oder in 3, 6, 12 oder 24 Monatsraten ab 5,00\s€\.$/
	);
	// Below 99 € the provider has no offer for Germany: nothing renders.
	await paypal
		.Messages( { amount: 98.99, placement: 'product' } )
		.render( '#messages' );
	expect( messages?.textContent ).toBe( '' );
	expect( messages?.children ).toHaveLength( 0 );
} );
