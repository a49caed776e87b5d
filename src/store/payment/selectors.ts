/**
 * Selectors of `vitrine/payment`.
 */
/**
 * Internal dependencies
 */
import type { PaymentState } from './types';

export const selectors = {
	getConfig: ( state: PaymentState ) => state.config,
	getContext: ( state: PaymentState ) => state.config?.context ?? null,
	getStatus: ( state: PaymentState ) => state.status,
	isProcessing: ( state: PaymentState ) => state.status === 'processing',
	getFundingSource: ( state: PaymentState ) => state.fundingSource,
	getError: ( state: PaymentState ) => state.error,
	getSdkStatus: ( state: PaymentState ) => state.sdk.status,
	getSdkError: ( state: PaymentState ) => state.sdk.error,
	/**
	 * §4.4: whether a wrapper takes clicks (enabled until a context says otherwise).
	 *
	 * @param state   State.
	 * @param wrapper Wrapper selector.
	 */
	isWrapperEnabled: ( state: PaymentState, wrapper: string ) =>
		state.enabled[ wrapper ] !== false,
};
