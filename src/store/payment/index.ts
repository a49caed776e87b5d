/**
 * `vitrine/payment`: the gateway configuration embedded in the page (§3.11,
 * with the §4.6 overrides), the provider script's status, each wrapper's
 * enablement (§4.4), the payment under way and its last error. Plain data
 * only: SDK objects and DOM nodes stay with the components.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { actions } from './actions';
import { reducer } from './reducer';
import { selectors } from './selectors';
import { thunks } from './thunks';

export const PAYMENT_STORE = 'vitrine/payment';

export type {
	AjaxEndpoint,
	AjaxEndpointName,
	ButtonStyle,
	CartAddress,
	GatewayConfig,
	MessageStyle,
	PaymentContext,
	SeparateButton,
	ShippingCartAnswer,
	UpdateCustomerShipping,
} from './config';
export type {
	CartSimulation,
	PaymentState,
	PaymentStatus,
	SdkStatus,
} from './types';
export type { PaymentAction } from './actions';
export type { CreateOrderRequest } from './thunks';
export { initialPaymentState } from './types';
export { EMPTY_MESSAGE_ERROR } from '../../payment/rules/errors';
export { endpointOf, WALLET_METHOD } from './thunks';

export const paymentActions = actions;
export const paymentThunks = thunks;
export const paymentReducer = reducer;
export const paymentSelectors = selectors;

export const paymentStore = createReduxStore( PAYMENT_STORE, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );
