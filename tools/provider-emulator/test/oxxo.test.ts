/* @jest-environment node */
/**
 * The cash voucher's rules in the emulator: what confirm-payment-source
 * accepts, the payer-action link, the voucher page.
 */
/**
 * Internal dependencies
 */
import type { Json, LinkTo } from '../src/common';
import {
	confirmVoucher,
	voucherLinks,
	voucherPage,
	voucherPayable,
	type VoucherOrder,
} from '../src/oxxo';

const link: LinkTo = ( href, rel, method = 'GET' ) => ( {
	href: `http://127.0.0.1:1${ href }`,
	rel,
	method,
} );

const order = ( value = '250.00', currency = 'MXN' ): VoucherOrder => ( {
	id: '5O190127TN364715T',
	intent: 'CAPTURE',
	status: 'CREATED',
	purchase_units: [ { amount: { currency_code: currency, value } } ],
	update_time: '2026-01-01T00:00:00Z',
} );

const body = ( oxxo: Json = {} ): Json => ( {
	payment_source: {
		oxxo: {
			name: 'Ana Pérez',
			email: 'ana@example.mx',
			country_code: 'MX',
			...oxxo,
		},
	},
	processing_instruction: 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL',
} );

const issue = ( reply: { body?: unknown } | null ) =>
	( reply?.body as Json | undefined )?.details?.[ 0 ]?.issue;

describe( 'confirm-payment-source with oxxo', () => {
	it( 'confirms a MXN order: PAYER_ACTION_REQUIRED with the payer-action voucher link', () => {
		const o = order();
		expect( confirmVoucher( o, body(), 'T' ) ).toBeNull();
		expect( o.status ).toBe( 'PAYER_ACTION_REQUIRED' );
		expect( o.payment_source ).toEqual( {
			oxxo: {
				name: 'Ana Pérez',
				email: 'ana@example.mx',
				country_code: 'MX',
			},
		} );
		expect( o.processing_instruction ).toBe(
			'ORDER_COMPLETE_ON_PAYMENT_APPROVAL'
		);
		expect( voucherLinks( o, link ) ).toEqual( [
			{
				href: `http://127.0.0.1:1/payment/oxxo/voucher?token=${ o.id }`,
				rel: 'payer-action',
				method: 'GET',
			},
		] );
	} );

	it( 'refuses another currency, another country and more than 10,000 MXN with 422', () => {
		const eur = confirmVoucher( order( '25.00', 'EUR' ), body(), 'T' );
		expect( eur?.status ).toBe( 422 );
		expect( issue( eur ) ).toBe(
			'CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE'
		);
		const us = confirmVoucher(
			order(),
			body( { country_code: 'US' } ),
			'T'
		);
		expect( issue( us ) ).toBe( 'COUNTRY_NOT_SUPPORTED_BY_PAYMENT_SOURCE' );
		const big = confirmVoucher( order( '10000.01' ), body(), 'T' );
		expect( issue( big ) ).toBe( 'PAYMENT_SOURCE_CANNOT_BE_USED' );
		expect( confirmVoucher( order( '10000.00' ), body(), 'T' ) ).toBeNull();
	} );

	it( 'answers 400 for a missing or malformed field, and leaves the order as it was', () => {
		const o = order();
		const missing = confirmVoucher( o, body( { email: '' } ), 'T' );
		expect( missing?.status ).toBe( 400 );
		expect( issue( missing ) ).toBe( 'MISSING_REQUIRED_PARAMETER' );
		expect(
			issue( confirmVoucher( o, body( { email: 'no-at' } ), 'T' ) )
		).toBe( 'INVALID_PARAMETER_SYNTAX' );
		expect( issue( confirmVoucher( o, body( { name: 'A' } ), 'T' ) ) ).toBe(
			'INVALID_STRING_LENGTH'
		);
		expect( issue( confirmVoucher( o, {}, 'T' ) ) ).toBe(
			'MISSING_REQUIRED_PARAMETER'
		);
		expect( o.status ).toBe( 'CREATED' );
		expect( voucherLinks( o, link ) ).toEqual( [] );
	} );

	it( 'refuses an order that is confirmed or completed already, and one to authorize', () => {
		const o = order();
		confirmVoucher( o, body(), 'T' );
		expect( issue( confirmVoucher( o, body(), 'T' ) ) ).toBe(
			'PAYMENT_SOURCE_CANNOT_BE_USED'
		);
		o.status = 'COMPLETED';
		expect( issue( confirmVoucher( o, body(), 'T' ) ) ).toBe(
			'ORDER_ALREADY_COMPLETED'
		);
		expect(
			issue(
				confirmVoucher(
					{ ...order(), intent: 'AUTHORIZE' },
					body(),
					'T'
				)
			)
		).toBe( 'PAYMENT_SOURCE_CANNOT_BE_USED' );
	} );
} );

describe( 'the voucher at the till', () => {
	it( 'is payable once confirmed, not twice, and not for an order without voucher', () => {
		const o = order();
		expect( issue( voucherPayable( o ) ) ).toBe(
			'PAYMENT_SOURCE_CANNOT_BE_USED'
		);
		confirmVoucher( o, body(), 'T' );
		expect( voucherPayable( o ) ).toBeNull();
		o.status = 'COMPLETED';
		expect( issue( voucherPayable( o ) ) ).toBe( 'ORDER_ALREADY_CAPTURED' );
		expect( voucherLinks( o, link ) ).toEqual( [] );
	} );

	it( 'shows a German page with amount and reference, escaped, and says when it is paid', () => {
		const o = order();
		confirmVoucher( o, body( { name: 'Ana <b>Pérez</b>' } ), 'T' );
		const page = voucherPage( o );
		expect( page ).toContain( '<html lang="de">' );
		expect( page ).toContain( '250.00 MXN' );
		expect( page ).toContain( 'Ana &lt;b&gt;Pérez&lt;/b&gt;' );
		expect( page ).toContain( 'bezahle den Betrag bar' );
		o.status = 'COMPLETED';
		expect( voucherPage( o ) ).toContain( 'Dieser Beleg ist bezahlt.' );
		expect( voucherPage( undefined ) ).toContain(
			'Diesen Beleg gibt es nicht.'
		);
	} );
} );
