// @ts-check
/**
 * What the webhook table of bench/payments-webhooks.mjs starts from, each a
 * fresh state made through the plugin's real endpoints, then changed at the
 * provider as its dashboard or review would (the emulator's REST API with
 * the shop's credentials, or its test control): a shop order still pending
 * whose capture went through at the provider, the same with the capture
 * denied, a paid order refunded at the provider, a saved card deleted at
 * the provider, a provider-billed subscription suspended or cancelled.
 * Also the signed deliveries (the emulator signs them for webhook id
 * WHBENCH, the id the bench site is set up with) and the database counts
 * (bench/payments-webhooks-plugin.php).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT } from '../tools/site/site.mjs';
import {
	ask,
	call,
	control,
	logIn,
	providerApi,
	shopperWith,
} from './payments-lib.mjs';
import {
	approvedSubscription,
	createApproved,
} from './payments-concurrency.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {{headers: Record<string, string>, body: string}} Delivery
 * @typedef {{order_id?: number, token_row?: number, provider_order_id?: string, provider_subscription_id?: string, provider_token_id?: string, refund_id?: string, capture_id?: string}} Target
 */

export const WEBHOOK_ID = 'WHBENCH';

/**
 * Puts the counting must-use plugin on the bench site and its table in
 * the database.
 *
 * @param {Bench} bench The bench.
 */
export async function installCounter( bench ) {
	fs.copyFileSync(
		path.join( ROOT, 'bench', 'payments-webhooks-plugin.php' ),
		path.join(
			bench.dir,
			'wp-content',
			'mu-plugins',
			'vitrine-bench-webhooks.php'
		)
	);
	const res = await fetch( `${ bench.url }/?vitrine-bench-hooks=install` );
	if ( ! ( await res.json() ).ok ) {
		throw new Error( 'The webhook counter table could not be made.' );
	}
}

/**
 * The database counts around a target (see the must-use plugin).
 *
 * @param {Bench}    bench    The bench.
 * @param {Target}   target   What to count.
 * @param {string[]} eventIds Event ids whose log rows to read.
 * @return {Promise<Record<string, any>>} Counts.
 */
export async function state( bench, target, eventIds = [] ) {
	const res = await fetch( `${ bench.url }/?vitrine-bench-hooks=state`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { ...target, event_ids: eventIds } ),
	} );
	return res.json();
}

/**
 * A signed delivery of an event, as the provider would POST it.
 *
 * @param {Bench}  bench  The bench.
 * @param {string} type   Event type.
 * @param {Target} target Its resource: a provider order (capture events),
 *                        refund, token or subscription.
 * @return {Promise<Delivery & {eventId: string}>} The delivery and its event id.
 */
export async function signed( bench, type, target ) {
	/** @type {Record<string, unknown>} */
	const request = { webhook_id: WEBHOOK_ID, event_type: type };
	if (
		type.startsWith( 'PAYMENT.CAPTURE.' ) &&
		type !== 'PAYMENT.CAPTURE.REFUNDED'
	) {
		request.order_id = target.provider_order_id;
	} else if ( type === 'PAYMENT.CAPTURE.REFUNDED' ) {
		request.resource = await providerApi(
			bench,
			'GET',
			`/v2/payments/refunds/${ target.refund_id }`
		);
	} else if ( type.startsWith( 'VAULT.' ) ) {
		request.resource = { id: target.provider_token_id };
	} else {
		request.resource = await providerApi(
			bench,
			'GET',
			`/v1/billing/subscriptions/${ target.provider_subscription_id }`
		);
	}
	const delivery = await control( bench, 'POST', 'webhooks', request );
	return { ...delivery, eventId: JSON.parse( delivery.body ).id };
}

/**
 * POSTs a delivery to a server's webhook route.
 *
 * @param {string}   origin   Server.
 * @param {Delivery} delivery Delivery.
 * @return {Promise<{status: number, json: any}>} The shop's answer.
 */
export async function deliver( origin, delivery ) {
	const res = await fetch( `${ origin }/wp-json/vitrine/v1/webhook`, {
		method: 'POST',
		headers: { ...delivery.headers, 'Content-Type': 'application/json' },
		body: delivery.body,
	} );
	const text = await res.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {
		// Counted as not JSON.
	}
	return { status: res.status, json };
}

/**
 * A guest's pending shop order whose provider order was captured at the
 * provider (the shopper's tab closed before approve_order came back).
 *
 * @param {Bench} bench The bench.
 * @return {Promise<Target>} Target.
 */
async function capturedPending( bench ) {
	const shopper = await shopperWith( bench.product );
	const id = await createApproved( bench, shopper );
	const captured = await providerApi(
		bench,
		'POST',
		`/v2/checkout/orders/${ id }/capture`,
		{}
	);
	const shop = await ask( bench, `count&provider_order_id=${ id }` );
	return {
		order_id: shop.order_id,
		provider_order_id: id,
		capture_id: captured.purchase_units[ 0 ].payments.captures[ 0 ].id,
	};
}

/** @type {Record<string, (bench: Bench) => Promise<Target>>} Fresh states. */
export const SETUPS = {
	captured: capturedPending,
	async denied( bench ) {
		const target = await capturedPending( bench );
		await control( bench, 'POST', `captures/${ target.capture_id }`, {
			status: 'DECLINED',
		} );
		return target;
	},
	// Captured at the provider and refunded in full there (the shop may not know either yet).
	async capturedRefunded( bench ) {
		const target = await capturedPending( bench );
		const refund = await providerApi(
			bench,
			'POST',
			`/v2/payments/captures/${ target.capture_id }/refund`,
			{}
		);
		return { ...target, refund_id: refund.id };
	},
	// Paid through approve_order, then refunded in full in the dashboard.
	async paidRefunded( bench ) {
		const shopper = await shopperWith( bench.product );
		const id = await createApproved( bench, shopper );
		const paid = await call( shopper, 'approve_order', {
			order_id: id,
			funding_source: 'paypal',
		} );
		if ( ! paid.json?.success ) {
			throw new Error( `approve_order: ${ JSON.stringify( paid ) }` );
		}
		const order = await control( bench, 'GET', `orders/${ id }` );
		const capture = order.purchase_units[ 0 ].payments.captures[ 0 ].id;
		const refund = await providerApi(
			bench,
			'POST',
			`/v2/payments/captures/${ capture }/refund`,
			{}
		);
		const shop = await ask( bench, `count&provider_order_id=${ id }` );
		return {
			order_id: shop.order_id,
			provider_order_id: id,
			capture_id: capture,
			refund_id: refund.id,
		};
	},
	// A customer's saved card, deleted at the provider (in her wallet).
	async tokenDeleted( bench ) {
		const cookie = await logIn( bench );
		const res = await fetch( `${ bench.url }/?vitrine-bench=saved-card`, {
			method: 'POST',
			headers: { Cookie: cookie },
		} );
		const row = ( await res.json() ).token;
		const token = ( await state( bench, { token_row: row } ) )
			.provider_token_id;
		await providerApi(
			bench,
			'DELETE',
			`/v3/vault/payment-tokens/${ token }`
		);
		return { provider_token_id: token };
	},
	// An active provider-billed subscription (approve_subscription), then suspended at the provider.
	async suspended( bench ) {
		const target = await activeSubscription( bench );
		await providerApi(
			bench,
			'POST',
			`/v1/billing/subscriptions/${ target.provider_subscription_id }/suspend`,
			{ reason: 'Bench' }
		);
		return target;
	},
	// Suspended, then cancelled at the provider.
	async suspendedCancelled( bench ) {
		const target = await SETUPS.suspended( bench );
		await providerApi(
			bench,
			'POST',
			`/v1/billing/subscriptions/${ target.provider_subscription_id }/cancel`,
			{ reason: 'Bench' }
		);
		return target;
	},
};

/**
 * A customer's subscription, paid and active through approve_subscription.
 *
 * @param {Bench} bench The bench.
 * @return {Promise<Target>} Target.
 */
async function activeSubscription( bench ) {
	const shopper = await shopperWith(
		bench.subscription,
		await logIn( bench )
	);
	const id = await approvedSubscription( bench );
	const approved = await call( shopper, 'approve_subscription', {
		order_id: '',
		subscription_id: id,
	} );
	if ( ! approved.json?.success ) {
		throw new Error(
			`approve_subscription: ${ JSON.stringify( approved ) }`
		);
	}
	const shop = await ask( bench, `count&provider_order_id=${ id }` );
	return { order_id: shop.order_id, provider_subscription_id: id };
}
