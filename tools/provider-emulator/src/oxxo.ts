/**
 * The cash voucher (OXXO) as the provider documents it (no SDK part):
 *
 * - `POST /v2/checkout/orders/{id}/confirm-payment-source` with
 *   `{payment_source: {oxxo: {name, email, country_code}},
 *   processing_instruction: 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL'}` on a
 *   CREATED order: MXN only, country MX, at most 10,000.00 MXN, one purchase
 *   unit, intent CAPTURE; the answer is PAYER_ACTION_REQUIRED with a
 *   `payer-action` link, the voucher (here a German page of the emulator).
 * - The payer pays at the store: the provider captures on its own
 *   (ORDER_COMPLETE_ON_PAYMENT_APPROVAL) and sends PAYMENT.CAPTURE.COMPLETED.
 *   The emulator's test control `POST /__emulator/orders/{id}/pay-voucher`
 *   stands in for the payer at the till (see `payVoucher()`).
 *
 * Error issues: CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE and
 * COUNTRY_NOT_SUPPORTED_BY_PAYMENT_SOURCE are the provider's; for a total
 * over the documented limit it names no issue, so the emulator answers
 * PAYMENT_SOURCE_CANNOT_BE_USED (422), its general refusal of a source.
 */
/**
 * Internal dependencies
 */
import { fail, invalid, isObject, Json, Link, LinkTo, Reply } from './common';
import { issueError } from './errors';

/** The only currency, country and the largest amount the provider takes. */
export const OXXO_CURRENCY = 'MXN';
export const OXXO_COUNTRY = 'MX';
export const OXXO_MAX_VALUE = 10000;

/** What of an order the voucher reads and changes. */
export interface VoucherOrder {
	id: string;
	intent: string;
	status: string;
	purchase_units: Json[];
	payment_source?: Json;
	processing_instruction?: string;
	update_time: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Whether an order pays by voucher.
 *
 * @param order Order.
 */
export const isVoucher = ( order: VoucherOrder ): boolean =>
	isObject( order.payment_source?.oxxo );

/**
 * Checks a confirm-payment-source body for the voucher and, when the order
 * may take it, confirms it (the order becomes PAYER_ACTION_REQUIRED).
 * Answers the refusal, or null when confirmed.
 *
 * @param order The order (changed in place when confirmed).
 * @param body  Request body.
 * @param at    Timestamp to write.
 */
export function confirmVoucher(
	order: VoucherOrder,
	body: Json,
	at: string
): Reply | null {
	const source = isObject( body.payment_source ) ? body.payment_source : null;
	if ( ! source ) {
		return invalid( 'MISSING_REQUIRED_PARAMETER', '/payment_source' );
	}
	const oxxo = source.oxxo;
	if ( ! isObject( oxxo ) ) {
		return invalid( 'INVALID_PARAMETER_VALUE', '/payment_source' );
	}
	for ( const field of [ 'name', 'email', 'country_code' ] ) {
		if ( typeof oxxo[ field ] !== 'string' || oxxo[ field ] === '' ) {
			return invalid(
				'MISSING_REQUIRED_PARAMETER',
				`/payment_source/oxxo/${ field }`
			);
		}
	}
	if ( oxxo.name.length < 3 || oxxo.name.length > 300 ) {
		return invalid(
			'INVALID_STRING_LENGTH',
			'/payment_source/oxxo/name',
			oxxo.name
		);
	}
	if ( oxxo.email.length > 254 || ! EMAIL.test( oxxo.email ) ) {
		return invalid(
			'INVALID_PARAMETER_SYNTAX',
			'/payment_source/oxxo/email',
			oxxo.email
		);
	}
	if ( ! /^[A-Z]{2}$/.test( oxxo.country_code ) ) {
		return invalid(
			'INVALID_PARAMETER_SYNTAX',
			'/payment_source/oxxo/country_code',
			oxxo.country_code
		);
	}
	const instruction = body.processing_instruction;
	if (
		instruction !== undefined &&
		! [ 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL', 'NO_INSTRUCTION' ].includes(
			instruction
		)
	) {
		return invalid(
			'INVALID_PARAMETER_VALUE',
			'/processing_instruction',
			String( instruction )
		);
	}
	if ( order.status === 'COMPLETED' ) {
		return fail( issueError( 'ORDER_ALREADY_COMPLETED' ) );
	}
	if ( order.status !== 'CREATED' ) {
		// Confirmed already (the provider answers a replay through the request id).
		return fail(
			issueError( 'PAYMENT_SOURCE_CANNOT_BE_USED', {
				description:
					'The order already has a payment source that needs the payer to act.',
			} )
		);
	}
	if ( order.intent !== 'CAPTURE' ) {
		return fail(
			issueError( 'PAYMENT_SOURCE_CANNOT_BE_USED', {
				description: 'OXXO supports orders with intent CAPTURE only.',
			} )
		);
	}
	if ( order.purchase_units.length !== 1 ) {
		return fail(
			issueError( 'PAYMENT_SOURCE_NOT_SUPPORTED', {
				field: '/purchase_units',
				location: 'body',
			} )
		);
	}
	const amount = order.purchase_units[ 0 ].amount ?? {};
	if ( amount.currency_code !== OXXO_CURRENCY ) {
		return fail(
			issueError( 'CURRENCY_NOT_SUPPORTED_BY_PAYMENT_SOURCE', {
				field: "/purchase_units/@reference_id=='default'/amount/currency_code",
				value: String( amount.currency_code ),
				location: 'body',
			} )
		);
	}
	if ( oxxo.country_code !== OXXO_COUNTRY ) {
		return fail(
			issueError( 'COUNTRY_NOT_SUPPORTED_BY_PAYMENT_SOURCE', {
				field: '/payment_source/oxxo/country_code',
				value: oxxo.country_code,
				location: 'body',
			} )
		);
	}
	if ( Number( amount.value ) > OXXO_MAX_VALUE ) {
		return fail(
			issueError( 'PAYMENT_SOURCE_CANNOT_BE_USED', {
				description: `OXXO takes at most ${ OXXO_MAX_VALUE }.00 ${ OXXO_CURRENCY } per order.`,
			} )
		);
	}
	order.payment_source = {
		oxxo: {
			name: oxxo.name,
			email: oxxo.email,
			country_code: oxxo.country_code,
		},
	};
	order.processing_instruction =
		instruction ?? 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL';
	order.status = 'PAYER_ACTION_REQUIRED';
	order.update_time = at;
	return null;
}

/**
 * The voucher link of an order waiting at the store.
 *
 * @param order Order.
 * @param link  Builds links on the emulator's base URL.
 */
export function voucherLinks( order: VoucherOrder, link: LinkTo ): Link[] {
	return isVoucher( order ) && order.status === 'PAYER_ACTION_REQUIRED'
		? [
				link(
					`/payment/oxxo/voucher?token=${ order.id }`,
					'payer-action'
				),
		  ]
		: [];
}

/**
 * Whether the voucher can be paid now (the payer at the till).
 *
 * @param order Order.
 */
export function voucherPayable( order: VoucherOrder ): Reply | null {
	if ( ! isVoucher( order ) ) {
		return fail(
			issueError( 'PAYMENT_SOURCE_CANNOT_BE_USED', {
				description: 'This order has no OXXO voucher.',
			} )
		);
	}
	if ( order.status === 'COMPLETED' ) {
		return fail( issueError( 'ORDER_ALREADY_CAPTURED' ) );
	}
	return null;
}

const escapeHtml = ( text: string ): string =>
	text.replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ] as string
	);

/**
 * The voucher page (payer-action): German, with the amount, a reference
 * number derived from the order and the state of the payment.
 *
 * @param order Order, undefined when the token is unknown.
 */
export function voucherPage( order: VoucherOrder | undefined ): string {
	const head =
		'<!doctype html><html lang="de"><head><meta charset="utf-8"><title>OXXO-Beleg (Emulator)</title></head><body><main>';
	if ( ! order || ! isVoucher( order ) ) {
		return `${ head }<h1>OXXO-Beleg</h1><p role="alert">Diesen Beleg gibt es nicht.</p></main></body></html>`;
	}
	const amount = order.purchase_units[ 0 ]?.amount ?? {};
	const reference = order.id.replace( /\D/g, '' ).padEnd( 14, '0' );
	const paid = order.status === 'COMPLETED';
	return `${ head }<h1>OXXO-Beleg</h1><dl><dt>Betrag</dt><dd data-amount>${ escapeHtml(
		`${ amount.value } ${ amount.currency_code }`
	) }</dd><dt>Referenz</dt><dd data-reference>${ escapeHtml(
		reference
	) }</dd><dt>Auf den Namen</dt><dd>${ escapeHtml(
		String( order.payment_source?.oxxo?.name ?? '' )
	) }</dd></dl><p data-status>${
		paid
			? 'Dieser Beleg ist bezahlt.'
			: 'Zeige diesen Beleg an der Kasse einer OXXO-Filiale vor und bezahle den Betrag bar.'
	}</p></main></body></html>`;
}

/** One delivery of a webhook to the shop, as answered. */
export interface Delivered {
	status: number;
	body: string;
}

/**
 * A webhook URL on this machine (http or https), or null.
 *
 * @param url URL as given.
 */
export function loopbackUrl( url: unknown ): URL | null {
	try {
		const target = new URL( String( url ) );
		return [ '127.0.0.1', 'localhost', '[::1]' ].includes(
			target.hostname
		) && [ 'http:', 'https:' ].includes( target.protocol )
			? target
			: null;
	} catch {
		return null;
	}
}

/**
 * POSTs a signed delivery to the shop's webhook URL, `times` times in a
 * row (the provider delivers again when it is unsure it arrived), and
 * collects the answers. Only loopback URLs: the emulator never reaches out.
 *
 * @param delivery         The signed delivery.
 * @param delivery.headers Its PAYPAL-* headers.
 * @param delivery.body    Its raw body.
 * @param url              The shop's webhook URL.
 * @param times            How often (1–5).
 */
export async function deliverWebhook(
	delivery: { headers: Record< string, string >; body: string },
	url: string,
	times: number
): Promise< Delivered[] | Reply > {
	const target = loopbackUrl( url );
	if ( ! target ) {
		return {
			status: 400,
			body: { error: 'webhook_url must be a URL on this machine' },
		};
	}
	const answers: Delivered[] = [];
	for ( let i = 0; i < Math.min( 5, Math.max( 1, times ) ); i++ ) {
		const response = await fetch( target, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				...delivery.headers,
			},
			body: delivery.body,
		} );
		answers.push( {
			status: response.status,
			body: await response.text(),
		} );
	}
	return answers;
}
