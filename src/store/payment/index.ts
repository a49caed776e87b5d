/**
 * `vitrine/payment`: the gateway configuration embedded in the page (§3.11)
 * and the state of the payment under way, shared by the payment blocks.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { GatewayConfig } from './config';

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

export type PaymentStatus = 'idle' | 'processing' | 'approved' | 'failed';

export interface PaymentState {
	config: GatewayConfig | null;
	status: PaymentStatus;
	fundingSource: string | null;
	error: string | null;
}

export const initialPaymentState: PaymentState = {
	config: null,
	status: 'idle',
	fundingSource: null,
	error: null,
};

/** §5.4: the text thrown when an error message is empty. */
export const EMPTY_MESSAGE_ERROR =
	'A new message text must be a non-empty string.';

export const paymentActions = {
	/**
	 * Stores the configuration object the server embedded in the page.
	 *
	 * @param config §3.11 configuration.
	 */
	setConfig( config: GatewayConfig ) {
		return { type: 'SET_CONFIG', config } as const;
	},
	/**
	 * A shopper started paying with a funding source.
	 *
	 * @param fundingSource e.g. "paypal", "card".
	 */
	startPayment( fundingSource: string ) {
		return { type: 'START_PAYMENT', fundingSource } as const;
	},
	/** The provider approved and the server accepted the payment. */
	approvePayment() {
		return { type: 'APPROVE_PAYMENT' } as const;
	},
	/**
	 * The payment failed with a message for the shopper.
	 *
	 * @param message Non-empty German message (§5.4).
	 */
	failPayment( message: string ) {
		if ( typeof message !== 'string' || message.trim() === '' ) {
			throw new Error( EMPTY_MESSAGE_ERROR );
		}
		return { type: 'FAIL_PAYMENT', message } as const;
	},
	/** Back to idle, e.g. after the shopper cancelled in the pop-up. */
	resetPayment() {
		return { type: 'RESET_PAYMENT' } as const;
	},
};

export type PaymentAction = ReturnType<
	( typeof paymentActions )[ keyof typeof paymentActions ]
>;

/**
 * Pure reducer of the payment store.
 *
 * @param state  Current state.
 * @param action Dispatched action.
 */
export function paymentReducer(
	state: PaymentState = initialPaymentState,
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case 'SET_CONFIG':
			return { ...state, config: action.config };
		case 'START_PAYMENT':
			// A second click while one payment runs must not start another.
			if ( state.status === 'processing' ) {
				return state;
			}
			return {
				...state,
				status: 'processing',
				fundingSource: action.fundingSource,
				error: null,
			};
		case 'APPROVE_PAYMENT':
			return state.status === 'processing'
				? { ...state, status: 'approved' }
				: state;
		case 'FAIL_PAYMENT':
			return { ...state, status: 'failed', error: action.message };
		case 'RESET_PAYMENT':
			return {
				...state,
				status: 'idle',
				fundingSource: null,
				error: null,
			};
	}
	return state;
}

export const paymentSelectors = {
	getConfig: ( state: PaymentState ) => state.config,
	getContext: ( state: PaymentState ) => state.config?.context ?? null,
	getStatus: ( state: PaymentState ) => state.status,
	isProcessing: ( state: PaymentState ) => state.status === 'processing',
	getFundingSource: ( state: PaymentState ) => state.fundingSource,
	getError: ( state: PaymentState ) => state.error,
};

export const paymentStore = createReduxStore( PAYMENT_STORE, {
	reducer: paymentReducer,
	actions: paymentActions,
	selectors: paymentSelectors,
} );
