/**
 * Request validation of Orders v2 "create order", with the provider's
 * issues: schema problems answer 400 INVALID_REQUEST, business rules
 * (amount breakdown, currency, duplicate reference ids) 422.
 */
/**
 * Internal dependencies
 */
import { luhn } from './cards';
import { ErrorDetail, ProviderError, errorFor, ISSUES } from './errors';
import { CURRENCIES, toMinor } from './money';

type Json = Record< string, unknown >;

const isObject = ( v: unknown ): v is Json =>
	typeof v === 'object' && v !== null && ! Array.isArray( v );

/** Collects details; schema (400) ones win over business (422) ones. */
class Problems {
	readonly schema: ErrorDetail[] = [];
	readonly business: ErrorDetail[] = [];

	add( issue: string, field: string, value?: unknown ): void {
		const detail: ErrorDetail = {
			field,
			location: 'body',
			issue,
			description: ISSUES[ issue ]?.description ?? issue,
		};
		if ( value !== undefined && typeof value !== 'object' ) {
			detail.value = String( value );
		}
		( ( ISSUES[ issue ]?.status ?? 400 ) === 400
			? this.schema
			: this.business
		).push( detail );
	}

	result(): ProviderError | null {
		if ( this.schema.length ) {
			return errorFor( 400, this.schema );
		}
		if ( this.business.length ) {
			return errorFor( 422, this.business );
		}
		return null;
	}
}

function checkString(
	p: Problems,
	value: unknown,
	field: string,
	max: number,
	required = false
): void {
	if ( value === undefined || value === null ) {
		if ( required ) {
			p.add( 'MISSING_REQUIRED_PARAMETER', field );
		}
		return;
	}
	if ( typeof value !== 'string' ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', field );
	} else if ( value.length < ( required ? 1 : 0 ) || value.length > max ) {
		p.add( 'INVALID_STRING_LENGTH', field, value );
	}
}

function checkEnum(
	p: Problems,
	value: unknown,
	field: string,
	allowed: string[]
): void {
	if ( value !== undefined && ! allowed.includes( value as string ) ) {
		p.add( 'INVALID_PARAMETER_VALUE', field, value );
	}
}

function checkUrl( p: Problems, value: unknown, field: string ): void {
	if ( value === undefined ) {
		return;
	}
	try {
		const url = new URL( String( value ) );
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			throw new Error( 'scheme' );
		}
	} catch {
		p.add( 'INVALID_PARAMETER_SYNTAX', field, value );
	}
}

/**
 * Checks a money object and returns its minor units (null when invalid).
 *
 * @param p        Problems.
 * @param money    The `{currency_code, value}` object.
 * @param field    JSON pointer of it.
 * @param currency Currency it must have (that of the purchase unit).
 */
function checkMoney(
	p: Problems,
	money: unknown,
	field: string,
	currency?: string
): number | null {
	if ( ! isObject( money ) ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', field );
		return null;
	}
	const code = money.currency_code;
	if ( typeof code !== 'string' ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', `${ field }/currency_code` );
		return null;
	}
	if ( code.length !== 3 ) {
		p.add( 'INVALID_STRING_LENGTH', `${ field }/currency_code`, code );
		return null;
	}
	if ( ! CURRENCIES.has( code ) ) {
		p.add( 'CURRENCY_NOT_SUPPORTED', `${ field }/currency_code`, code );
		return null;
	}
	if ( currency && code !== currency ) {
		p.add( 'CURRENCY_MISMATCH', `${ field }/currency_code`, code );
		return null;
	}
	if ( money.value === undefined ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', `${ field }/value` );
		return null;
	}
	const minor = toMinor( money.value, code );
	if ( minor === null ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', `${ field }/value`, money.value );
	}
	return minor;
}

function checkPurchaseUnit( p: Problems, unit: unknown, i: number ): void {
	const at = `/purchase_units/${ i }`;
	if ( ! isObject( unit ) ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', at );
		return;
	}
	checkString( p, unit.reference_id, `${ at }/reference_id`, 256 );
	checkString( p, unit.custom_id, `${ at }/custom_id`, 255 );
	checkString( p, unit.invoice_id, `${ at }/invoice_id`, 127 );
	checkString( p, unit.description, `${ at }/description`, 127 );
	checkString( p, unit.soft_descriptor, `${ at }/soft_descriptor`, 22 );
	const total = checkMoney( p, unit.amount, `${ at }/amount` );
	if ( total === null || ! isObject( unit.amount ) ) {
		return;
	}
	const currency = unit.amount.currency_code as string;
	const breakdown = unit.amount.breakdown;
	const parts: Record< string, number | null > = {};
	if ( breakdown !== undefined ) {
		if ( ! isObject( breakdown ) ) {
			p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/amount/breakdown` );
			return;
		}
		for ( const key of [
			'item_total',
			'shipping',
			'handling',
			'tax_total',
			'insurance',
			'shipping_discount',
			'discount',
		] ) {
			if ( breakdown[ key ] !== undefined ) {
				parts[ key ] = checkMoney(
					p,
					breakdown[ key ],
					`${ at }/amount/breakdown/${ key }`,
					currency
				);
			}
		}
	}
	let itemSum: number | null = 0;
	// Items' tax is per unit, like unit_amount: Σ tax × quantity must be the
	// breakdown's tax_total, which items with tax require.
	let taxSum: number | null = 0;
	let itemsTaxed = false;
	if ( unit.items !== undefined ) {
		if ( ! Array.isArray( unit.items ) ) {
			p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/items` );
			return;
		}
		unit.items.forEach( ( item: unknown, j: number ) => {
			const it = `${ at }/items/${ j }`;
			if ( ! isObject( item ) ) {
				p.add( 'INVALID_PARAMETER_SYNTAX', it );
				itemSum = null;
				return;
			}
			checkString( p, item.name, `${ it }/name`, 127, true );
			checkString( p, item.sku, `${ it }/sku`, 127 );
			checkEnum( p, item.category, `${ it }/category`, [
				'DIGITAL_GOODS',
				'PHYSICAL_GOODS',
				'DONATION',
			] );
			let quantity = 0;
			if ( item.quantity === undefined ) {
				p.add( 'MISSING_REQUIRED_PARAMETER', `${ it }/quantity` );
			} else if (
				typeof item.quantity !== 'string' ||
				! /^[1-9]\d{0,9}$/.test( item.quantity )
			) {
				p.add(
					'INVALID_PARAMETER_SYNTAX',
					`${ it }/quantity`,
					item.quantity
				);
			} else {
				quantity = Number( item.quantity );
			}
			const unitAmount = checkMoney(
				p,
				item.unit_amount,
				`${ it }/unit_amount`,
				currency
			);
			if ( unitAmount === null || itemSum === null ) {
				itemSum = null;
			} else {
				itemSum += unitAmount * quantity;
			}
			if ( item.tax !== undefined ) {
				itemsTaxed = true;
				const tax = checkMoney( p, item.tax, `${ it }/tax`, currency );
				if ( tax === null || taxSum === null ) {
					taxSum = null;
				} else {
					taxSum += tax * quantity;
				}
			}
		} );
		if ( unit.items.length && parts.item_total === undefined ) {
			p.add(
				'ITEM_TOTAL_REQUIRED',
				`${ at }/amount/breakdown/item_total`
			);
			return;
		}
		if (
			itemSum !== null &&
			typeof parts.item_total === 'number' &&
			itemSum !== parts.item_total
		) {
			p.add(
				'ITEM_TOTAL_MISMATCH',
				`${ at }/amount/breakdown/item_total`
			);
		}
		if ( itemsTaxed && parts.tax_total === undefined ) {
			p.add( 'TAX_TOTAL_REQUIRED', `${ at }/amount/breakdown/tax_total` );
			return;
		}
		if (
			itemsTaxed &&
			taxSum !== null &&
			typeof parts.tax_total === 'number' &&
			taxSum !== parts.tax_total
		) {
			p.add( 'TAX_TOTAL_MISMATCH', `${ at }/amount/breakdown/tax_total` );
		}
	}
	if ( Object.values( parts ).includes( null ) ) {
		return;
	}
	if ( Object.keys( parts ).length ) {
		const n = ( key: string ) => parts[ key ] ?? 0;
		const expected =
			n( 'item_total' ) +
			n( 'tax_total' ) +
			n( 'shipping' ) +
			n( 'handling' ) +
			n( 'insurance' ) -
			n( 'shipping_discount' ) -
			n( 'discount' );
		if ( expected !== total ) {
			p.add(
				'AMOUNT_MISMATCH',
				`${ at }/amount/value`,
				unit.amount.value
			);
		}
	}
}

function checkPayer( p: Problems, payer: unknown, at = '/payer' ): void {
	if ( payer === undefined ) {
		return;
	}
	if ( ! isObject( payer ) ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', at );
		return;
	}
	if ( payer.email_address !== undefined ) {
		const email = payer.email_address;
		if (
			typeof email !== 'string' ||
			email.length > 254 ||
			! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email )
		) {
			p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/email_address`, email );
		}
	}
	if ( isObject( payer.name ) ) {
		checkString( p, payer.name.given_name, `${ at }/name/given_name`, 140 );
		checkString( p, payer.name.surname, `${ at }/name/surname`, 140 );
	}
	if ( isObject( payer.address ) ) {
		checkAddress( p, payer.address, `${ at }/address` );
	}
	if ( isObject( payer.phone ) ) {
		checkEnum( p, payer.phone.phone_type, `${ at }/phone/phone_type`, [
			'FAX',
			'HOME',
			'MOBILE',
			'OTHER',
			'PAGER',
		] );
		const number = isObject( payer.phone.phone_number )
			? payer.phone.phone_number.national_number
			: undefined;
		if (
			number === undefined ||
			typeof number !== 'string' ||
			! /^\d{1,14}$/.test( number )
		) {
			p.add(
				number === undefined
					? 'MISSING_REQUIRED_PARAMETER'
					: 'INVALID_PARAMETER_SYNTAX',
				`${ at }/phone/phone_number/national_number`,
				number
			);
		}
	}
}

function checkAddress( p: Problems, address: Json, at: string ): void {
	const code = address.country_code;
	if ( code === undefined ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', `${ at }/country_code` );
	} else if ( typeof code !== 'string' || ! /^[A-Z]{2}$/.test( code ) ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/country_code`, code );
	}
	for ( const key of [
		'address_line_1',
		'address_line_2',
		'admin_area_2',
	] ) {
		checkString( p, address[ key ], `${ at }/${ key }`, 300 );
	}
	checkString( p, address.admin_area_1, `${ at }/admin_area_1`, 300 );
	checkString( p, address.postal_code, `${ at }/postal_code`, 60 );
}

function checkExperience( p: Problems, ctx: unknown, at: string ): void {
	if ( ctx === undefined ) {
		return;
	}
	if ( ! isObject( ctx ) ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', at );
		return;
	}
	checkString( p, ctx.brand_name, `${ at }/brand_name`, 127 );
	checkUrl( p, ctx.return_url, `${ at }/return_url` );
	checkUrl( p, ctx.cancel_url, `${ at }/cancel_url` );
	checkEnum( p, ctx.shipping_preference, `${ at }/shipping_preference`, [
		'GET_FROM_FILE',
		'NO_SHIPPING',
		'SET_PROVIDED_ADDRESS',
	] );
	checkEnum( p, ctx.user_action, `${ at }/user_action`, [
		'CONTINUE',
		'PAY_NOW',
	] );
	checkEnum( p, ctx.landing_page, `${ at }/landing_page`, [
		'LOGIN',
		'GUEST_CHECKOUT',
		'NO_PREFERENCE',
	] );
	checkEnum(
		p,
		ctx.payment_method_preference,
		`${ at }/payment_method_preference`,
		[ 'UNRESTRICTED', 'IMMEDIATE_PAYMENT_REQUIRED' ]
	);
	if (
		ctx.locale !== undefined &&
		( typeof ctx.locale !== 'string' ||
			! /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/.test(
				ctx.locale
			) )
	) {
		p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/locale`, ctx.locale );
	}
}

/** Payment sources the emulator understands. */
export const SOURCES = [
	'paypal',
	'card',
	'token',
	'venmo',
	'apple_pay',
	'google_pay',
	'oxxo',
];

function checkPaymentSource( p: Problems, source: unknown ): void {
	if ( source === undefined ) {
		return;
	}
	if ( ! isObject( source ) || Object.keys( source ).length !== 1 ) {
		p.add( 'INVALID_PARAMETER_VALUE', '/payment_source' );
		return;
	}
	const [ kind ] = Object.keys( source );
	const value = source[ kind ];
	if ( ! SOURCES.includes( kind ) || ! isObject( value ) ) {
		p.add( 'INVALID_PARAMETER_VALUE', `/payment_source/${ kind }` );
		return;
	}
	const at = `/payment_source/${ kind }`;
	checkExperience(
		p,
		value.experience_context,
		`${ at }/experience_context`
	);
	if ( kind === 'paypal' ) {
		// The payer's fields, where the provider documents them now.
		checkPayer(
			p,
			Object.fromEntries(
				[ 'email_address', 'name', 'phone', 'address' ]
					.filter( ( key ) => value[ key ] !== undefined )
					.map( ( key ) => [ key, value[ key ] ] )
			),
			at
		);
		const vault = isObject( value.attributes )
			? value.attributes.vault
			: undefined;
		if ( isObject( vault ) ) {
			checkEnum(
				p,
				vault.store_in_vault,
				`${ at }/attributes/vault/store_in_vault`,
				[ 'ON_SUCCESS' ]
			);
			checkEnum(
				p,
				vault.usage_type,
				`${ at }/attributes/vault/usage_type`,
				[ 'MERCHANT', 'PLATFORM' ]
			);
		}
	}
	// Without number and expiry the card comes from the SDK's card fields
	// (the documented save-with-purchase flow for SAQ A merchants): the
	// order names only its attributes and the fields hand the card over.
	const fromCardFields =
		value.number === undefined && value.expiry === undefined;
	if ( kind === 'card' && value.vault_id === undefined && fromCardFields ) {
		const verification =
			isObject( value.attributes ) &&
			isObject( value.attributes.verification )
				? value.attributes.verification.method
				: undefined;
		checkEnum( p, verification, `${ at }/attributes/verification/method`, [
			'SCA_ALWAYS',
			'SCA_WHEN_REQUIRED',
		] );
	}
	if ( kind === 'card' && value.vault_id === undefined && ! fromCardFields ) {
		const number = value.number;
		if ( number === undefined ) {
			p.add( 'MISSING_REQUIRED_PARAMETER', `${ at }/number` );
		} else if (
			typeof number !== 'string' ||
			! /^\d{13,19}$/.test( number ) ||
			! luhn( number )
		) {
			p.add( 'INVALID_PARAMETER_VALUE', `${ at }/number` );
		}
		if ( value.expiry === undefined ) {
			p.add( 'MISSING_REQUIRED_PARAMETER', `${ at }/expiry` );
		} else if (
			typeof value.expiry !== 'string' ||
			! /^\d{4}-(?:0[1-9]|1[0-2])$/.test( value.expiry )
		) {
			p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/expiry`, value.expiry );
		}
		if (
			value.security_code !== undefined &&
			( typeof value.security_code !== 'string' ||
				! /^\d{3,4}$/.test( value.security_code ) )
		) {
			p.add( 'INVALID_PARAMETER_SYNTAX', `${ at }/security_code` );
		}
		checkString( p, value.name, `${ at }/name`, 300 );
		const verification =
			isObject( value.attributes ) &&
			isObject( value.attributes.verification )
				? value.attributes.verification.method
				: undefined;
		checkEnum( p, verification, `${ at }/attributes/verification/method`, [
			'SCA_ALWAYS',
			'SCA_WHEN_REQUIRED',
		] );
	}
	if ( kind === 'token' ) {
		checkString( p, value.id, `${ at }/id`, 255, true );
		checkEnum( p, value.type, `${ at }/type`, [ 'BILLING_AGREEMENT' ] );
	}
}

/**
 * Validates a create-order body.
 *
 * @param body Parsed JSON body.
 * @return The error to answer, or null when the order may be created.
 */
export function validateCreateOrder( body: unknown ): ProviderError | null {
	const p = new Problems();
	if ( ! isObject( body ) ) {
		p.add( 'MALFORMED_REQUEST_JSON', '/' );
		return p.result();
	}
	if ( body.intent === undefined ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', '/intent' );
	} else {
		checkEnum( p, body.intent, '/intent', [ 'CAPTURE', 'AUTHORIZE' ] );
	}
	const units = body.purchase_units;
	if ( units === undefined ) {
		p.add( 'MISSING_REQUIRED_PARAMETER', '/purchase_units' );
	} else if ( ! Array.isArray( units ) ) {
		p.add( 'INVALID_PARAMETER_SYNTAX', '/purchase_units' );
	} else if ( units.length < 1 || units.length > 10 ) {
		p.add( 'INVALID_ARRAY_MAX_ITEMS', '/purchase_units' );
	} else {
		units.forEach( ( unit, i ) => checkPurchaseUnit( p, unit, i ) );
		const ids = units.map( ( u ) =>
			isObject( u ) ? u.reference_id ?? 'default' : 'default'
		);
		if ( new Set( ids ).size !== ids.length ) {
			p.add( 'DUPLICATE_REFERENCE_ID', '/purchase_units' );
		}
	}
	checkPayer( p, body.payer );
	checkPaymentSource( p, body.payment_source );
	return p.result();
}
