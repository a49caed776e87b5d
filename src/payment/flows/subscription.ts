/**
 * The subscription flow (§4.5): createSubscription with the plan id,
 * onApprove → approve_subscription (on the product page then change_cart
 * with the subscription product, §7.2) → redirect after 200 ms.
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

/** What subscription mode adds. */
export interface SubscriptionOptions extends FlowOptions {
	/** §4.5: the plan id of the product (or the chosen variation), or null. */
	planId: () => string | null;
}

/**
 * The wallet callbacks of one wrapper in subscription mode.
 *
 * @param store   Bound store.
 * @param page    The page.
 * @param options The context's options.
 */
export function subscriptionFlow(
	store: FlowStore,
	page: FlowPage,
	options: SubscriptionOptions
) {
	const steps = commonSteps( store, page, options );
	return {
		onClick: steps.onClick,
		onCancel: steps.onCancel,
		onError: steps.onError,
		createSubscription(
			_data: unknown,
			actions: {
				subscription: {
					create: ( body: { plan_id: string } ) => Promise< string >;
				};
			}
		) {
			const planId = options.planId();
			if ( ! planId ) {
				// §4.5: no plan, no subscription (the context renders nothing then).
				return Promise.reject( new Error( 'No subscription plan.' ) );
			}
			return actions.subscription.create( { plan_id: planId } );
		},
		async onApprove(
			data: { orderID: string; subscriptionID?: string | null },
			actions: { restart?: () => unknown }
		) {
			let url: string;
			try {
				url = await store.approveSubscription(
					data.orderID,
					data.subscriptionID ?? '',
					options.products?.()
				);
			} catch ( error ) {
				steps.remember( error );
				steps.fail( actions?.restart );
				return;
			}
			await steps.finish( url );
		},
	} satisfies ButtonCallbacks;
}
