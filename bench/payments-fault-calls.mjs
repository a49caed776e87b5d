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
 * @typedef {{name: string, method: string, path: string, orders?: number, prepare: (bench: Bench) => Promise<any>, act: (bench: Bench, ctx: any) => Promise<Outcome>, settle: (bench: Bench, ctx: any) => Promise<Settled>, before?: (bench: Bench, ctx: any) => Promise<void>}} ProviderCall
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

/**
 * A logged-in customer on the product page (its §3.11 object carries the
 * vault endpoints' nonces), saving methods switched on.
 *
 * @param {Bench} bench The bench.
 * @return {Promise<{shopper: import('./payments-lib.mjs').Shopper, setup?: string}>} Context.
 */
async function vaultShopper( bench ) {
	const cookie = await logIn( bench );
	await fetch( `${ bench.url }/?vitrine-bench=vaulting`, {
		method: 'POST',
	} );
	return { shopper: await openPage( bench.product.url, cookie ) };
}

/**
 * create_setup_token for a card; remembers the setup token.
 *
 * @param {{shopper: import('./payments-lib.mjs').Shopper, setup?: string}} ctx Context.
 */
async function startSetup( ctx ) {
	const answer = await call( ctx.shopper, 'create_setup_token', {
		payment_method: 'ppcp-credit-card-gateway',
		verification_method: 'SCA_WHEN_REQUIRED',
	} );
	if ( answer.json?.data?.id ) {
		ctx.setup = answer.json.data.id;
	}
	return outcome( answer );
}

/**
 * The card fields' part: the payer's card on the setup token.
 *
 * @param {Bench}  bench The bench.
 * @param {string} setup Setup token.
 */
const approveSetup = ( bench, setup ) =>
	control( bench, 'POST', `setup-tokens/${ setup }/approve`, {
		card_number: '4111111111111111',
		expiry: '2031-06',
	} );

/**
 * create_payment_token for the remembered setup token.
 *
 * @param {{shopper: import('./payments-lib.mjs').Shopper, setup?: string}} ctx Context.
 */
const saveSetup = async ( ctx ) =>
	outcome(
		await call( ctx.shopper, 'create_payment_token', {
			vault_setup_token: ctx.setup ?? '',
		} )
	);

/**
 * Saved exactly once: after the retry (setup token when none yet, the
 * payer's card, create_payment_token) the customer has one saved card and
 * the provider made one payment token.
 *
 * @param {Bench}                                                           bench The bench.
 * @param {{shopper: import('./payments-lib.mjs').Shopper, setup?: string}} ctx   Context.
 * @return {Promise<Settled>} Settled.
 */
async function savedOnce( bench, ctx ) {
	if ( ! ctx.setup ) {
		await startSetup( ctx );
		if ( ctx.setup ) {
			await approveSetup( bench, ctx.setup );
		}
	}
	const saved = await saveSetup( ctx );
	const mine = await (
		await fetch( `${ bench.url }/?vitrine-bench=tokens`, {
			headers: { Cookie: ctx.shopper.cookie },
		} )
	).json();
	/** @type {Array<Record<string, any>>} */
	const log = await control( bench, 'GET', 'calls' );
	const made = log.filter(
		( c ) =>
			c.method === 'POST' &&
			c.path === '/v3/vault/payment-tokens' &&
			! c.replayed &&
			c.status === 201 &&
			JSON.stringify( c.body ?? {} ).includes( ctx.setup ?? '-' )
	).length;
	return {
		done: saved.ok && mine.tokens === 1,
		once: mine.tokens === 1 && made === 1,
		note: `${ mine.tokens } saved, ${ made } provider token`,
	};
}

/**
 * A guest with the bench mug in the cart.
 *
 * @param {Bench} bench The bench.
 */
const guestCart = async ( bench ) => ( {
	shopper: await cartShopper( bench ),
} );

/**
 * A guest whose provider order for her cart is approved (the pop-up done).
 *
 * @param {Bench} bench The bench.
 */
async function approvedOrder( bench ) {
	const shopper = await cartShopper( bench );
	return { shopper, id: await createApproved( bench, shopper ) };
}

/**
 * The shopper's click (create_order) as a row's action.
 *
 * @param {Bench}                                                        _bench The bench.
 * @param {{shopper: import('./payments-lib.mjs').Shopper, id?: string}} ctx    Context.
 */
const clickCreate = ( _bench, ctx ) => createFor( ctx );

/**
 * The shopper's approval (approve_order) as a row's action.
 *
 * @param {Bench}                                                       _bench The bench.
 * @param {{shopper: import('./payments-lib.mjs').Shopper, id: string}} ctx    Context.
 */
const clickApprove = ( _bench, ctx ) => approve( ctx.shopper, ctx.id );

/** @typedef {Omit<ProviderCall, 'name' | 'method' | 'path' | 'settle'> & {settle?: ProviderCall['settle']}} Steps */

/**
 * A row of an order call: settled when the shopper's retry (approve_order
 * once more) has paid the provider order exactly once, unless it says
 * otherwise.
 *
 * @param {string} name   The row's name.
 * @param {string} method HTTP method of the provider call.
 * @param {string} path   Its path (`*` for an id).
 * @param {Steps}  steps  prepare, act, and what differs.
 * @return {ProviderCall} The row.
 */
const orderRow = ( name, method, path, steps ) => ( {
	name,
	method,
	path,
	settle: approveAndCheck,
	...steps,
} );

/**
 * A row of a vault call: a logged-in customer saving a card, no shop order.
 *
 * @param {string}         name  The row's name.
 * @param {string}         path  The provider call's path (POST).
 * @param {Partial<Steps>} steps act and settle, prepare when not the customer alone.
 * @return {ProviderCall} The row.
 */
const vaultRow = ( name, path, steps ) =>
	/** @type {ProviderCall} */ ( {
		name,
		method: 'POST',
		path,
		orders: 0,
		prepare: vaultShopper,
		...steps,
	} );

const CAPTURE = '/v2/checkout/orders/*/capture';

/** @type {ProviderCall[]} Every provider call the plugin makes today. */
export const CALLS = [
	orderRow( 'token', 'POST', '/v1/oauth2/token', {
		prepare: guestCart,
		before: async ( bench ) => {
			await ask( bench, 'forget-token' );
		},
		act: clickCreate,
	} ),
	orderRow( 'create', 'POST', '/v2/checkout/orders', {
		prepare: guestCart,
		act: clickCreate,
	} ),
	orderRow( 'patch', 'PATCH', '/v2/checkout/orders/*', {
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
	} ),
	// A capture whose answer was lost, then the provider says
	// ORDER_ALREADY_CAPTURED: the plugin reads the order back (get).
	orderRow( 'get', 'GET', '/v2/checkout/orders/*', {
		prepare: async ( bench ) => {
			const ctx = await approvedOrder( bench );
			await control( bench, 'POST', 'faults', {
				kind: 'timeout',
				ms: 1000,
				method: 'POST',
				path: CAPTURE,
				times: 3,
			} );
			await approve( ctx.shopper, ctx.id );
			await control( bench, 'POST', 'faults', {
				kind: 'issue',
				issue: 'ORDER_ALREADY_CAPTURED',
				method: 'POST',
				path: CAPTURE,
			} );
			return ctx;
		},
		act: clickApprove,
	} ),
	orderRow( 'capture', 'POST', CAPTURE, {
		prepare: approvedOrder,
		act: clickApprove,
	} ),
	// The shopper does not come back: when the capture went through (its
	// answer lost), the provider's capture webhook completes the order,
	// delivered twice; otherwise nothing was taken and the retry pays.
	orderRow( 'capture, then webhook', 'POST', CAPTURE, {
		prepare: approvedOrder,
		act: clickApprove,
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
	} ),
	orderRow( 'authorize', 'POST', '/v2/checkout/orders/*/authorize', {
		prepare: async ( bench ) => {
			await ask( bench, 'intent', { intent: 'authorize' } );
			return approvedOrder( bench );
		},
		act: clickApprove,
		settle: async ( bench, ctx ) => {
			const settled = await approveAndCheck( bench, ctx );
			await ask( bench, 'intent', { intent: 'capture' } );
			return settled;
		},
	} ),
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
	vaultRow( 'vault setup token', '/v3/vault/setup-tokens', {
		act: ( _bench, ctx ) => startSetup( ctx ),
		settle: async ( bench, ctx ) => {
			delete ctx.setup; // The shopper starts again: a new setup token.
			return savedOnce( bench, ctx );
		},
	} ),
	vaultRow( 'vault payment token', '/v3/vault/payment-tokens', {
		prepare: async ( bench ) => {
			const ctx = await vaultShopper( bench );
			await startSetup( ctx );
			await approveSetup( bench, ctx.setup ?? '' );
			return ctx;
		},
		act: ( _bench, ctx ) => saveSetup( ctx ),
		settle: savedOnce,
	} ),
	vaultRow( 'identity (client token)', '/v1/identity/generate-token', {
		act: async ( _bench, ctx ) =>
			outcome( await call( ctx.shopper, 'client_token', {} ) ),
		settle: async ( _bench, ctx ) => {
			const again = await call( ctx.shopper, 'client_token', {} );
			const token = again.json?.data?.token ?? '';
			return {
				done: Boolean( again.json?.success && token ),
				once: true,
				note: token ? 'client token' : 'no client token',
			};
		},
	} ),
];
