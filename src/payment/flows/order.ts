/**
 * The order flow (§4.9, §7.2): createOrder → create_order (on the product
 * page change_cart first), onApprove → approve_order → redirect after
 * 200 ms (§2.6); a failed approval shows the generic error and restarts,
 * or, when the provider or the network did not answer, the next click
 * approves the same provider order again (common.ts, isPassingFailure).
 */
/**
 * Internal dependencies
 */
import {
	commonSteps,
	type ButtonCallbacks,
	type ClickActions,
	type ClickData,
	type FlowOptions,
	type FlowPage,
	type FlowStore,
} from './common';

/**
 * The wallet callbacks of one wrapper in order mode.
 *
 * @param store   Bound store.
 * @param page    The page.
 * @param options The context's options.
 */
export function orderFlow(
	store: FlowStore,
	page: FlowPage,
	options: FlowOptions
) {
	const steps = commonSteps( store, page, options );

	/**
	 * approve_order, §2.6 on success; on failure §8.2's error and §4.9's
	 * restart — unless the failure was passing: then the same provider order
	 * is completed by the next click (a new pop-up could not approve it).
	 *
	 * @param orderId Provider order id.
	 * @param restart The SDK's restart (not after a click's retry).
	 */
	const approve = async ( orderId: string, restart?: () => unknown ) => {
		let url: string;
		try {
			url = await store.approveOrder(
				orderId,
				steps.attempt.fundingSource
			);
		} catch ( error ) {
			steps.remember( error );
			steps.fail(
				steps.keepApproved( orderId, error ) ? undefined : restart
			);
			return;
		}
		steps.attempt.approved = null;
		await steps.finish( url );
	};

	return {
		onClick( data: ClickData, actions: ClickActions ) {
			const retried = steps.completeApproved( actions, ( id ) =>
				approve( id )
			);
			return retried === null ? steps.onClick( data, actions ) : retried;
		},
		onCancel: steps.onCancel,
		onError: steps.onError,
		async createOrder( data: { paymentSource?: string } ) {
			const fundingSource =
				data?.paymentSource ||
				store.getFundingSource() ||
				steps.attempt.fundingSource;
			try {
				const order = await store.createOrder( {
					context: options.context,
					fundingSource,
					products: options.products?.(),
				} );
				steps.attempt.units = order.units;
				return order.id;
			} catch ( error ) {
				throw steps.remember( error );
			}
		},
		async onApprove(
			data: { orderID: string },
			actions: { restart?: () => unknown }
		) {
			await approve( data.orderID, actions?.restart );
		},
	} satisfies ButtonCallbacks;
}
