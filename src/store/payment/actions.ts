/**
 * Plain actions of `vitrine/payment`.
 */
/**
 * Internal dependencies
 */
import { requireMessage } from '../../payment/rules/errors';
import type { GatewayConfig } from './config';
import type { CartSimulation, SdkStatus } from './types';

export const actions = {
	/**
	 * Stores the configuration object the server embedded in the page.
	 *
	 * @param config §3.11 configuration.
	 */
	setConfig( config: GatewayConfig ) {
		return { type: 'SET_CONFIG', config } as const;
	},
	/**
	 * §4.6: the simulation's answer overrides total, is_disabled,
	 * messages.is_hidden and the funding lists.
	 *
	 * @param simulation simulate_cart's data.
	 */
	applySimulation( simulation: CartSimulation ) {
		return { type: 'APPLY_SIMULATION', simulation } as const;
	},
	/**
	 * Where the provider's script stands.
	 *
	 * @param status Loading state.
	 * @param error  Loader message when it failed.
	 */
	setSdkStatus( status: SdkStatus, error: string | null = null ) {
		return { type: 'SET_SDK_STATUS', status, error } as const;
	},
	/**
	 * §4.4: a wrapper's buttons were enabled or disabled; every listener of
	 * the store hears it.
	 *
	 * @param wrapper Wrapper selector, e.g. "#ppc-button-minicart".
	 * @param enabled Whether it takes clicks.
	 */
	setWrapperEnabled( wrapper: string, enabled: boolean ) {
		return { type: 'SET_WRAPPER_ENABLED', wrapper, enabled } as const;
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
		return {
			type: 'FAIL_PAYMENT',
			message: requireMessage( message ),
		} as const;
	},
	/** Back to idle, e.g. after the shopper cancelled in the pop-up. */
	resetPayment() {
		return { type: 'RESET_PAYMENT' } as const;
	},
};

export type PaymentAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;
