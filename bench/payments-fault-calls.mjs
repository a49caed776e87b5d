// @ts-check
/**
 * The provider calls of bench/payments' fault table, one entry each: how to
 * get to the call (`prepare`), the shopper's or owner's action that makes it
 * (`act`), and what "completed, exactly once" means for it (`settle`).
 */
/**
 * Internal dependencies
 */
import {
	ask,
	call,
	captures,
	control,
	logIn,
	openPage,
} from './payments-lib.mjs';
import {
	approvedSubscription,
	createApproved,
} from './payments-concurrency.mjs';

/**
 * @typedef {import('./payments-lib.mjs').Bench} Bench
 * @typedef {{status: number, ok: boolean, message: string, code?: number}} Outcome
 * @typedef {{done: boolean, once: boolean, note: string}} Settled
 * @typedef {{name: string, method: string, path: string, prepare: (bench: Bench) => Promise<any>, act: (bench: Bench, ctx: any) => Promise<Outcome>, settle: (bench: Bench, ctx: any) => Promise<Settled>, before?: (bench: Bench, ctx: any) => Promise<void>}} ProviderCall
 */

/**
 * A §7.2 answer as an outcome.
 *
 * @param {import('./payments-lib.mjs').Answer} answer Answer.
 * @return {Outcome} Outcome.
 */
const outcome = ( answer ) => ( {
	status: answer.status,
	ok: Boolean( answer.json?.success ),
	message: String( answer.json?.data?.message ?? '' ),
	code: answer.json?.data?.code,
} );

/**
 * A guest with the bench mug (or the shipped one) in the cart.
 *
 * @param {Bench}   bench   The bench.
 * @param {boolean} shipped The shipped product.
 */
async function cartShopper( bench, shipped = false ) {
	const product = shipped ? bench.shipped : bench.product;
	const shopper = await openPage( product.url );
	await call( shopper, 'change_cart', {
		products: [ { id: product.id, quantity: 1 } ],
		add: true,
	} );
	return shopper;
}

/**
 * approve_order for a provider order.
 *
 * @param {import('./payments-lib.mjs').Shopper} shopper Shopper.
 * @param {string}                               id      Provider order.
 */
const approve = async ( shopper, id ) =>
	outcome(
		await call( shopper, 'approve_order', {
			order_id: id,
			funding_source: 'paypal',
		} )
	);

/**
 * Paid exactly once: one capture (or authorization) at the provider, one
 * processed capture call, one shop order for it, paid.
 *
 * @param {Bench}  bench The bench.
 * @param {string} id    Provider order.
 * @return {Promise<Settled>} Settled.
 */
async function paidOnce( bench, id ) {
	const held = await captures( bench, id );
	const shop = await ask( bench, `count&provider_order_id=${ id }` );
	return {
		done: shop.paid === 1,
		once: held.held === 1 && shop.orders === 1,
		note: `${ held.held } capture${
			shop.paid === 1 ? '' : `, order ${ shop.status }`
		}`,
	};
}

/**
 * An order call's settle step: approve it (when not done yet) and check it
 * was paid once.
 *
 * @param {Bench}                                                        bench The bench.
 * @param {{shopper: import('./payments-lib.mjs').Shopper, id?: string}} ctx   Context.
 */
async function approveAndCheck( bench, ctx ) {
	if ( ! ctx.id ) {
		// The fault hit create_order itself: the shopper clicks again.
		await createFor( ctx );
	}
	if ( ! ctx.id ) {
		return { done: false, once: true, note: 'no provider order' };
	}
	const shop = await ask( bench, `count&provider_order_id=${ ctx.id }` );
	if ( shop.paid !== 1 ) {
		await control( bench, 'POST', `orders/${ ctx.id }/approve`, {} ).catch(
			() => null
		);
		await approve( ctx.shopper, ctx.id );
	}
	return paidOnce( bench, ctx.id );
}

/**
 * create_order for a shopper, remembering the provider order.
 *
 * @param {{shopper: import('./payments-lib.mjs').Shopper, id?: string}} ctx Context.
 */
async function createFor( ctx ) {
	const answer = await call( ctx.shopper, 'create_order', {
		context: 'product',
		funding_source: 'paypal',
	} );
	if ( answer.json?.data?.id ) {
		ctx.id = answer.json.data.id;
	}
	return outcome( answer );
}

/**
 * The provider's PAYMENT.CAPTURE.COMPLETED for a provider order, signed by
 * the emulator, POSTed to the shop's webhook route as the provider would.
 *
 * @param {Bench}  bench The bench.
 * @param {string} id    Provider order.
 * @return {Promise<number>} The shop's status.
 */
async function deliverCaptureWebhook( bench, id ) {
	const delivery = await control( bench, 'POST', 'webhooks', {
		event_type: 'PAYMENT.CAPTURE.COMPLETED',
		order_id: id,
		webhook_id: 'WHBENCH',
	} );
	const res = await fetch( `${ bench.url }/wp-json/vitrine/v1/webhook`, {
		method: 'POST',
		headers: { ...delivery.headers, 'Content-Type': 'application/json' },
		body: delivery.body,
	} );
	return res.status;
}

/** @type {ProviderCall[]} Every provider call the plugin makes today. */
export const CALLS = [
	{
		name: 'token',
		method: 'POST',
		path: '/v1/oauth2/token',
		prepare: async ( bench ) => ( { shopper: await cartShopper( bench ) } ),
		before: async ( bench ) => {
			await ask( bench, 'forget-token' );
		},
		act: ( _bench, ctx ) => createFor( ctx ),
		settle: approveAndCheck,
	},
	{
		name: 'create',
		method: 'POST',
		path: '/v2/checkout/orders',
		prepare: async ( bench ) => ( { shopper: await cartShopper( bench ) } ),
		act: ( _bench, ctx ) => createFor( ctx ),
		settle: approveAndCheck,
	},
	{
		name: 'patch',
		method: 'PATCH',
		path: '/v2/checkout/orders/*',
		prepare: async ( bench ) => {
			const ctx = { shopper: await cartShopper( bench, true ) };
			await createFor( ctx );
			return ctx;
		},
		act: async ( _bench, ctx ) =>
			outcome(
				await call( ctx.shopper, 'update_shipping', {
					order_id: ctx.id,
				} )
			),
		settle: approveAndCheck,
	},
	{
		name: 'get',
		method: 'GET',
		path: '/v2/checkout/orders/*',
		// A capture whose answer was lost, then the provider says
		// ORDER_ALREADY_CAPTURED: the plugin reads the order back (get).
		prepare: async ( bench ) => {
			const shopper = await cartShopper( bench );
			const id = await createApproved( bench, shopper );
			await control( bench, 'POST', 'faults', {
				kind: 'timeout',
				ms: 1000,
				method: 'POST',
				path: '/v2/checkout/orders/*/capture',
				times: 3,
			} );
			await approve( shopper, id );
			await control( bench, 'POST', 'faults', {
				kind: 'issue',
				issue: 'ORDER_ALREADY_CAPTURED',
				method: 'POST',
				path: '/v2/checkout/orders/*/capture',
			} );
			return { shopper, id };
		},
		act: ( _bench, ctx ) => approve( ctx.shopper, ctx.id ),
		settle: approveAndCheck,
	},
	{
		name: 'capture',
		method: 'POST',
		path: '/v2/checkout/orders/*/capture',
		prepare: async ( bench ) => {
			const shopper = await cartShopper( bench );
			return { shopper, id: await createApproved( bench, shopper ) };
		},
		act: ( _bench, ctx ) => approve( ctx.shopper, ctx.id ),
		settle: approveAndCheck,
	},
	{
		// The shopper does not come back: when the capture went through (its
		// answer lost), the provider's capture webhook completes the order,
		// delivered twice; otherwise nothing was taken and the retry pays.
		name: 'capture, then webhook',
		method: 'POST',
		path: '/v2/checkout/orders/*/capture',
		prepare: async ( bench ) => {
			const shopper = await cartShopper( bench );
			return { shopper, id: await createApproved( bench, shopper ) };
		},
		act: ( _bench, ctx ) => approve( ctx.shopper, ctx.id ),
		settle: async ( bench, ctx ) => {
			if ( ( await captures( bench, ctx.id ) ).held === 0 ) {
				const settled = await approveAndCheck( bench, ctx );
				return { ...settled, note: `${ settled.note } (retry)` };
			}
			const answers = [];
			for ( let i = 0; i < 2; i++ ) {
				answers.push( await deliverCaptureWebhook( bench, ctx.id ) );
			}
			const settled = await paidOnce( bench, ctx.id );
			return {
				...settled,
				done: settled.done && answers.every( ( a ) => a === 200 ),
				note: `${ settled.note } (webhook ${ answers.join( ', ' ) })`,
			};
		},
	},
	{
		name: 'authorize',
		method: 'POST',
		path: '/v2/checkout/orders/*/authorize',
		prepare: async ( bench ) => {
			await ask( bench, 'intent', { intent: 'authorize' } );
			const shopper = await cartShopper( bench );
			return { shopper, id: await createApproved( bench, shopper ) };
		},
		act: ( _bench, ctx ) => approve( ctx.shopper, ctx.id ),
		settle: async ( bench, ctx ) => {
			const settled = await approveAndCheck( bench, ctx );
			await ask( bench, 'intent', { intent: 'capture' } );
			return settled;
		},
	},
	{
		name: 'refund',
		method: 'POST',
		path: '/v2/payments/captures/*/refund',
		prepare: async ( bench ) => {
			const shopper = await cartShopper( bench );
			const id = await createApproved( bench, shopper );
			await approve( shopper, id );
			const shop = await ask( bench, `count&provider_order_id=${ id }` );
			return { id, orderId: shop.order_id };
		},
		act: async ( bench, ctx ) => {
			const result = await ask( bench, 'refund', {
				order_id: ctx.orderId,
				amount: 1990,
			} );
			return {
				status: result.ok ? 200 : 400,
				ok: result.ok,
				message: result.message,
			};
		},
		settle: async ( bench, ctx ) => {
			const result = await ask( bench, 'refund', {
				order_id: ctx.orderId,
				amount: 1990,
			} );
			/** @type {Array<Record<string, any>>} */
			const log = await control( bench, 'GET', 'calls' );
			const refunds = log.filter(
				( c ) =>
					c.path.endsWith( '/refund' ) &&
					! c.replayed &&
					c.status === 201
			);
			const order = await control( bench, 'GET', `orders/${ ctx.id }` );
			const capture =
				order.purchase_units?.[ 0 ]?.payments?.captures?.[ 0 ] ?? {};
			const mine = refunds.filter( ( c ) =>
				c.path.includes( `/${ capture.id }/` )
			).length;
			return {
				done: result.refunded === 1990,
				once: mine === 1,
				note: `${ mine } refund${
					result.refunded === 1990
						? ''
						: `, ${ result.refunded } cents`
				}`,
			};
		},
	},
	{
		name: 'subscriptions',
		method: 'GET',
		path: '/v1/billing/subscriptions/*',
		prepare: async ( bench ) => {
			const shopper = await openPage(
				bench.subscription.url,
				await logIn( bench )
			);
			await call( shopper, 'change_cart', {
				products: [ { id: bench.subscription.id, quantity: 1 } ],
				add: true,
			} );
			return { shopper, id: await approvedSubscription( bench ) };
		},
		act: async ( _bench, ctx ) =>
			outcome(
				await call( ctx.shopper, 'approve_subscription', {
					order_id: '',
					subscription_id: ctx.id,
				} )
			),
		settle: async ( bench, ctx ) => {
			await call( ctx.shopper, 'approve_subscription', {
				order_id: '',
				subscription_id: ctx.id,
			} );
			const shop = await ask(
				bench,
				`count&provider_order_id=${ ctx.id }`
			);
			return {
				done: shop.paid === 1,
				once: shop.orders === 1,
				note: `1 order${ shop.paid === 1 ? '' : ` ${ shop.status }` }`,
			};
		},
	},
];
