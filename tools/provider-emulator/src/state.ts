/**
 * What the emulator remembers (EmulatorState, reset by the control API)
 * and the types the route modules share.
 */
/**
 * Internal dependencies
 */
import type { CardOutcome } from './cards';
import type { Json, Reply } from './common';

export interface Fault {
	/** What happens: answer a status, answer an issue, delay the answer, or lose it. */
	kind: 'status' | 'issue' | 'delay' | 'timeout';
	/** HTTP method to match (any when absent). */
	method?: string;
	/** Path prefix to match; any API path but the token call when absent. */
	path?: string;
	status?: number;
	issue?: string;
	/** Delay, or how long a lost answer holds the connection (ms). */
	ms?: number;
	/** How many matching calls it affects (default 1). */
	times?: number;
}

export interface Call {
	method: string;
	path: string;
	query: string;
	requestId: string | null;
	auth: 'basic' | 'bearer' | 'none';
	body: unknown;
	status?: number;
	fault?: Fault[ 'kind' ];
	replayed?: boolean;
}

export interface Order {
	id: string;
	intent: 'CAPTURE' | 'AUTHORIZE';
	status: string;
	purchase_units: Json[];
	payer?: Json;
	payment_source?: Json;
	/** ORDER_COMPLETE_ON_PAYMENT_APPROVAL for a source the provider completes (the voucher). */
	processing_instruction?: string;
	create_time: string;
	update_time: string;
	card?: { number: string; outcome: CardOutcome; challenged: boolean };
	vaultRequested: boolean;
	customerId?: string;
	cancelled: number;
	/** Where a payer-action (redirect) flow returns to. */
	experience?: { return_url?: string; cancel_url?: string };
}

export interface EmulatorOptions {
	port?: number;
	/** Lifetime of access tokens in seconds (the provider: 32400). */
	tokenTtl?: number;
	/** A JSON-lines file every REST call is appended to (record.ts). */
	record?: string;
}

export interface Emulator {
	url: string;
	port: number;
	close: () => Promise< void >;
	/** What the emulator remembers (tests may read it directly). */
	state: EmulatorState;
}

/** Everything the emulator remembers; `reset()` forgets it. */
export class EmulatorState {
	tokens = new Map< string, { expires: number; clientId: string } >();
	orders = new Map< string, Order >();
	replies = new Map< string, Reply >();
	/** Card data the card-field frames sent, by form session. */
	cardSessions = new Map< string, Record< string, string > >();
	faults: Fault[] = [];
	calls: Call[] = [];
	/** When set, only these client id → secret pairs get tokens. */
	clients: Record< string, string > | null = null;
	/** The token's `scope` per client id (DEFAULT_SCOPE for the others). */
	scopes: Record< string, string > = {};
	tokenTtl: number;
	/** What other route modules forget on reset. */
	readonly resets: Array< () => void > = [];
	private readonly defaultTtl: number;

	constructor( tokenTtl: number ) {
		this.tokenTtl = tokenTtl;
		this.defaultTtl = tokenTtl;
	}

	reset(): void {
		this.tokens.clear();
		this.orders.clear();
		this.replies.clear();
		this.cardSessions.clear();
		this.faults = [];
		this.calls = [];
		this.clients = null;
		this.scopes = {};
		this.tokenTtl = this.defaultTtl;
		for ( const reset of this.resets ) {
			reset();
		}
	}
}
