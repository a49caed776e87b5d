/**
 * The bodies and answers of the shop calls (§7.2), typed once. The nonce is
 * not part of a body here: the client adds the endpoint's own.
 */
/**
 * Internal dependencies
 */
import type { CartItem, CartTotalsDisplay } from '../cart';
import type { PaymentContext } from '../payment';
import type { ProductLine } from '../product-lines';
import type { Payer } from '../../payment/rules/payer';

/** §3.5: the payer sent to the provider (one type, the rule module's). */
export type { Payer };

/** An amount as the provider takes it. */
export interface ProviderMoney {
	currency_code: string;
	value: string;
}

/** §3.6: a purchase unit from the server's cart; items carry cart_item_key. */
export interface PurchaseUnit {
	reference_id: string;
	amount: ProviderMoney & {
		breakdown?: {
			item_total: ProviderMoney;
			tax_total?: ProviderMoney;
			shipping: ProviderMoney;
		};
	};
	/**
	 * Net unit price and per-unit tax (German VAT). A cart line whose tax
	 * does not divide by its quantity is two items; only the first carries
	 * the line's cart_item_key.
	 */
	items: Array< {
		name: string;
		unit_amount: ProviderMoney;
		tax?: ProviderMoney;
		quantity: string;
		sku: string;
		category: string;
		cart_item_key?: string;
	} >;
	shipping?: { address: NonNullable< Payer[ 'address' ] > };
}

/** The cart as the server's cart calls send it (ShopAjax::cart_summary()). */
export interface CartSummary {
	items: CartItem[];
	total: string | null;
	currency: string;
	formatted?: CartTotalsDisplay;
	count?: number;
	subtotal?: string;
	shippingTotal?: string;
	needsShipping?: boolean;
	shippingRate?: string;
}

/** The answer of the cart page's and mini-cart's calls. */
export interface CartAnswer {
	cart: CartSummary;
}

/** §7.2 simulate_cart's data: what the product form would cost (§4.6). */
export interface SimulatedCart {
	total: string;
	currency?: string;
	button: { is_disabled: boolean };
	messages: { is_hidden: boolean };
	/** Per funding source whether it may show (§4.6 enable/disable-funding). */
	funding: Record< string, { enabled: boolean } >;
}

/** §7.2 cart_script_params' data, plus the cart itself. */
export interface CartScriptParams {
	url_params: Record< string, string >;
	button: { is_disabled: boolean };
	messages: { is_hidden: boolean; amount?: string };
	amount: string;
	cart: CartSummary;
}

/** §7.2 the checkout's validation answer. */
export interface CheckoutValidation {
	refresh: boolean;
	errors: string[];
	message?: string;
}

/** §7.2 create_order's body; checkout adds the fields after `context`. */
export interface CreateOrderBody {
	/** Empty, or the units of a cart update; the server prices from its own cart. */
	purchase_units: PurchaseUnit[];
	payer: Payer | null;
	bn_code: string;
	payment_method: string;
	funding_source: string;
	context: PaymentContext;
	order_id?: number;
	/** Pay-now: the pay-for-order link's key. */
	order_key?: string;
	/** The checkout form, URL-encoded. */
	form_encoded?: string;
	createaccount?: boolean;
	save_payment_method?: boolean;
}

/** §7.2 create_order's data: the provider order. */
export interface CreatedOrder {
	id: string;
	custom_id?: string;
}

/** §7.2 approve_order's body. */
export interface ApproveOrderBody {
	order_id: string;
	funding_source: string;
	/** False only when vaulting is on and the source is the peer-to-peer wallet. */
	should_create_wc_order?: boolean;
	payer?: Payer | null;
}

/** §7.2 approve_subscription's body. */
export interface ApproveSubscriptionBody {
	order_id: string;
	subscription_id: string;
	should_create_wc_order?: boolean;
}

/** §7.2 the approval answers: where the shopper goes next (§2.6). */
export interface Approval {
	order_received_url?: string;
	message?: string;
}

/**
 * Every shop call: its HTTP method, body (nonce left out) and answer data.
 * The payment calls follow §7.2; remove_from_cart, set_cart_quantity and
 * choose_shipping_rate answer with the cart (ShopAjax::cart_summary()).
 */
export interface ShopCalls {
	change_cart: {
		method: 'POST';
		body: { products: ProductLine[]; add?: boolean };
		answer: PurchaseUnit[];
	};
	simulate_cart: {
		method: 'POST';
		body: { products: ProductLine[] };
		answer: SimulatedCart;
	};
	cart_script_params: {
		method: 'GET';
		body: Record< string, never >;
		answer: CartScriptParams;
	};
	validate_checkout: {
		method: 'POST';
		body: { form_encoded: string };
		answer: CheckoutValidation;
	};
	save_checkout_form: {
		method: 'POST';
		body: { form_encoded: string };
		answer: { message?: string };
	};
	remove_from_cart: {
		method: 'POST';
		body: { cart_item_key: string };
		answer: CartAnswer;
	};
	set_cart_quantity: {
		method: 'POST';
		body: { cart_item_key: string; quantity: number };
		answer: CartAnswer;
	};
	choose_shipping_rate: {
		method: 'POST';
		body: { rate_id: string };
		answer: CartAnswer;
	};
	create_order: {
		method: 'POST';
		body: CreateOrderBody;
		answer: CreatedOrder;
	};
	approve_order: {
		method: 'POST';
		body: ApproveOrderBody;
		answer: Approval;
	};
	approve_subscription: {
		method: 'POST';
		body: ApproveSubscriptionBody;
		answer: Approval;
	};
	update_shipping: {
		method: 'POST';
		body: { order_id: string };
		answer: { message?: string };
	};
	/** §7.2 vault_{provider}: a free-trial cart saves the wallet (§2.6 approve_link). */
	vault_paypal: {
		method: 'POST';
		body: { return_url: string };
		answer: { approve_link: string };
	};
	/** §7.2 subscription_change_payment_method. */
	subscription_change_payment_method: {
		method: 'POST';
		body: {
			subscription_id: number;
			payment_method?: string;
			wc_payment_token_id: number;
		};
		answer: { subscription_id: number; payment_token_id: number };
	};
	/** §7.2 / §3.10: expiration is an absolute unix time in seconds. */
	client_token: {
		method: 'POST';
		body: Record< string, never >;
		answer: { user: number; expiration: number; token: string };
	};
	/** §7.2 create_setup_token: a card (verification_method) or the wallet. */
	create_setup_token: {
		method: 'POST';
		body: SetupTokenBody;
		answer: SetupTokenAnswer;
	};
	/** §7.2 create_payment_token: answers our payment token id. */
	create_payment_token: {
		method: 'POST';
		body: {
			vault_setup_token: string;
			payment_method?: string;
			is_free_trial_cart?: boolean;
		};
		answer: number;
	};
	/** §7.2 create_payment_token_for_guest (§6). */
	create_payment_token_for_guest: {
		method: 'POST';
		body: { vault_setup_token: string };
		answer: boolean;
	};
}

/** §7.2 create_setup_token's body. */
export interface SetupTokenBody {
	payment_method?: 'ppcp-credit-card-gateway' | 'ppcp-gateway';
	verification_method?: string;
	return_url?: string;
}

/** §7.2 create_setup_token's answer (data.id is the token). */
export interface SetupTokenAnswer {
	id: string;
	status: string;
	approve_link: string;
}

export type ShopCallName = keyof ShopCalls;
