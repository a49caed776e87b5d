/**
 * Pure reducer of `vitrine/payment`.
 */
/**
 * Internal dependencies
 */
import { applyFunding } from '../../payment/rules/funding';
import type { PaymentAction } from './actions';
import type { GatewayConfig } from './config';
import {
	initialPaymentState,
	type CartSimulation,
	type PaymentState,
} from './types';

/**
 * §4.6: the configuration with the simulation's answer merged in. The
 * funding lists change only while single product buttons are enabled.
 *
 * @param config     Current configuration.
 * @param simulation simulate_cart's data.
 */
function simulated(
	config: GatewayConfig,
	simulation: CartSimulation
): GatewayConfig {
	const amount = Number( simulation.total );
	return {
		...config,
		button: {
			...config.button,
			is_disabled: Boolean( simulation.button?.is_disabled ),
		},
		messages: {
			...config.messages,
			amount: Number.isFinite( amount ) ? amount : config.messages.amount,
			is_hidden: Boolean( simulation.messages?.is_hidden ),
		},
		url_params:
			config.single_product_buttons_enabled === '1'
				? applyFunding( config.url_params, simulation.funding )
				: config.url_params,
	};
}

/**
 * @param state  Current state.
 * @param action Dispatched action.
 */
export function reducer(
	state: PaymentState = initialPaymentState,
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case 'SET_CONFIG':
			return { ...state, config: action.config };
		case 'APPLY_SIMULATION':
			return state.config
				? {
						...state,
						config: simulated( state.config, action.simulation ),
				  }
				: state;
		case 'SET_SDK_STATUS':
			return {
				...state,
				sdk: { status: action.status, error: action.error },
			};
		case 'SET_WRAPPER_ENABLED':
			return state.enabled[ action.wrapper ] === action.enabled
				? state
				: {
						...state,
						enabled: {
							...state.enabled,
							[ action.wrapper ]: action.enabled,
						},
				  };
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
