/**
 * The state of `vitrine/payment`: plain data only. The provider's SDK
 * objects and DOM nodes stay with the components that own them.
 */
/**
 * Internal dependencies
 */
import type { GatewayConfig } from './config';

/** §4.9: where the payment under way stands. */
export type PaymentStatus = 'idle' | 'processing' | 'approved' | 'failed';

/** Where the provider's script stands (§4.4: a failed load hides the buttons). */
export type SdkStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** §4.6: what `simulate_cart` answers for the product form's current state. */
export interface CartSimulation {
	total: string;
	currency?: string;
	button: { is_disabled: boolean };
	messages: { is_hidden: boolean };
	funding?: Record< string, { enabled: boolean } >;
}

export interface PaymentState {
	/** §3.11, with the §4.6 simulation's overrides merged in. */
	config: GatewayConfig | null;
	sdk: { status: SdkStatus; error: string | null };
	/** §4.4: enablement per wrapper selector; absent means enabled. */
	enabled: Record< string, boolean >;
	status: PaymentStatus;
	fundingSource: string | null;
	error: string | null;
}

export const initialPaymentState: PaymentState = {
	config: null,
	sdk: { status: 'idle', error: null },
	enabled: {},
	status: 'idle',
	fundingSource: null,
	error: null,
};
