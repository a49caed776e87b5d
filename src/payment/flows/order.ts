/**
 * The order flow (§4.9, §7.2): createOrder → create_order (on the product
 * page change_cart first), onApprove → approve_order → redirect after
 * 200 ms (§2.6); a failed approval shows the generic error and restarts.
 */
/**
 * Internal dependencies
 */
import {
	commonSteps,
	type ButtonCallbacks,
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
): ButtonCallbacks {
	const steps = commonSteps( store, page, options );
	return {
		onClick: steps.onClick,
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
			let url: string;
			try {
				url = await store.approveOrder(
					data.orderID,
					steps.attempt.fundingSource
				);
			} catch ( error ) {
				steps.remember( error );
				steps.fail( actions?.restart );
				return;
			}
			await steps.finish( url );
		},
	};
}
