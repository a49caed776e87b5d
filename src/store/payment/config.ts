/**
 * The gateway configuration the server embeds in the page (§3.11), typed
 * once; the server's builder emits exactly this shape (a contract test
 * holds a real page's object against it).
 */
/**
 * External dependencies
 */
import type { PayPalButtonStyle } from '@paypal/paypal-js';

/** §2.4: where buttons render. */
export type PaymentContext =
	| 'mini-cart'
	| 'product'
	| 'cart'
	| 'checkout'
	| 'pay-now'
	| 'preview';

/** A §7.2 call: its URL (`/?wc-ajax={name}` or a REST route) and nonce. */
export interface AjaxEndpoint {
	endpoint: string;
	nonce: string;
}

/** §7.2 call names the page carries, each with its nonce. */
export type AjaxEndpointName =
	| 'approve_order'
	| 'approve_subscription'
	| 'create_order'
	| 'change_cart'
	| 'simulate_cart'
	| 'cart_script_params'
	| 'validate_checkout'
	| 'client_token'
	| 'create_setup_token'
	| 'create_payment_token'
	| 'create_payment_token_for_guest'
	| 'subscription_change_payment_method'
	| 'vault_paypal'
	| 'save_checkout_form'
	| 'update_shipping'
	// The shop's own endpoints the cart page and mini-cart call (§7.2).
	| 'remove_from_cart'
	| 'set_cart_quantity'
	| 'choose_shipping_rate'
	// Fresh nonces for a page served from a cache (Payment\Nonces).
	| 'refresh_nonces';

/**
 * §7.2 "Shipping changes inside the wallet pop-up" (§4.8): REST routes of
 * the shop, called with the `Nonce` header (`store_api_nonce`).
 */
export interface UpdateCustomerShipping {
	/** Option change: POST `{rate_id}`. */
	shipping_options: { endpoint: string };
	shipping_address: {
		/** GET: the cart, whose `shipping_address` the address change reads. */
		cart_endpoint: string;
		/** POST `{shipping_address: {address_1, address_2, city, state, postcode, country}}`. */
		update_customer_endpoint: string;
	};
}

/** A §3.7 address as the cart answers it (every field present, '' when unknown). */
export interface CartAddress {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
}

/**
 * What the three shipping routes answer (200); a refusal (401, 403, 400)
 * is `{code, message, data: {status, message}}` with the German message
 * (§8.2: `data.message` is logged and the pop-up's change rejected).
 */
export interface ShippingCartAnswer {
	shipping_address: CartAddress;
	needs_shipping: boolean;
	shipping_rates: Array< {
		rate_id: string;
		name: string;
		/** Decimal string, e.g. "9.90". */
		price: string;
		formatted_price: string;
		selected: boolean;
	} >;
	totals: {
		currency_code: string;
		total_items: string;
		total_shipping: string;
		total_price: string;
		formatted: {
			total_items: string;
			total_shipping: string;
			total_price: string;
		};
	};
	/** The cart as `vitrine/cart`'s `receiveCart` takes it. */
	cart: Record< string, unknown >;
}

/** The provider's button style (§3.11), in its own typing. */
export type ButtonStyle = Pick<
	PayPalButtonStyle,
	'layout' | 'shape' | 'height' | 'color' | 'label' | 'tagline'
>;

/** A funding source rendered in a wrapper of its own (§3.11 separate_buttons). */
export interface SeparateButton {
	id: string;
	wrapper: string;
	style: ButtonStyle;
}

/** Pay-later message style (§3.11 messages.style), every part from the settings. */
export interface MessageStyle {
	layout: 'text' | 'flex';
	logo: { type: string; position: string };
	text: { color: string; size: number; align: string };
}

/** §3.11 labels. */
export interface ConfigLabels {
	error: {
		generic: string;
		required: {
			generic: string;
			field: string;
			elements: Record< string, string >;
		};
	};
	billing_field: string;
	shipping_field: string;
}

/** §3.11 the whole object. */
export interface GatewayConfig {
	context: PaymentContext;
	redirect: string;
	order_id: number;
	client_id: string;
	currency: string;
	bn_codes: Partial< Record< PaymentContext, string > >;
	data_client_id: {
		user: number;
		has_subscriptions: boolean;
		set_attribute: boolean;
		paypal_subscriptions_enabled: boolean;
	};
	button: {
		wrapper: string;
		style: ButtonStyle;
		mini_cart_wrapper: string;
		mini_cart_style: ButtonStyle;
		is_disabled: boolean;
		is_mini_cart_disabled: boolean;
		cancel_wrapper: string;
	};
	separate_buttons: Record< string, SeparateButton >;
	hosted_fields: {
		wrapper: string;
		mini_cart_wrapper: string;
		labels: {
			credit_card_number: string;
			cvv: string;
			mm_yy: string;
			fields_empty: string;
			fields_not_valid: string;
			card_not_supported: string;
		};
		valid_cards: string[];
		contingency: string;
	};
	labels: ConfigLabels;
	messages: {
		wrapper: string;
		placement: string;
		style: MessageStyle;
		amount: number;
		is_hidden: boolean;
		block: { enabled: boolean };
	};
	simulate_cart: { enabled: boolean; throttling: number };
	url_params: Record< string, string >;
	script_attributes: Record< string, string >;
	data_namespace: string;
	needShipping: boolean;
	should_handle_shipping_in_paypal: boolean;
	server_side_shipping_callback: { enabled: boolean };
	appswitch: { enabled: boolean };
	final_review_enabled: boolean;
	vaultingEnabled: boolean;
	vault_v3_enabled: string;
	enforce_vault: boolean;
	can_save_vault_token: boolean;
	payer: { name: { given_name: string; surname: string } } | null;
	user: { is_logged: boolean; has_wc_card_payment_tokens: boolean };
	single_product_buttons_enabled: string;
	mini_cart_buttons_enabled: string;
	productType: string;
	manualRenewalEnabled: string;
	subscription_plan_id: string;
	variable_paypal_subscription_variations: Array< {
		attributes: Record< string, string >;
		subscription_plan: string;
	} >;
	variable_paypal_subscription_variation_from_cart: string;
	subscription_product_allowed: boolean;
	cart_contains_subscription: boolean;
	is_free_trial_cart: boolean;
	vaulted_paypal_email: string;
	is_subscription_change_payment_page: boolean;
	subscription_id_to_change_payment: number;
	view_subscriptions_page: string;
	payment_methods_page: string;
	verification_method: string;
	error_message: string;
	save_payment_methods: { id_token: string };
	early_checkout_validation_enabled: boolean;
	basic_checkout_validation_enabled: boolean;
	card_fields_enabled: boolean;
	sdk_base_url: string;
	ajax: Record< AjaxEndpointName, AjaxEndpoint >;
	update_customer_shipping: UpdateCustomerShipping;
	/** Nonce of the shopper's session for the `Nonce` header (§7.2). */
	store_api_nonce: string;
}

/**
 * A runtime description of a JSON value's shape: what checkShape() holds a
 * page's object against.
 */
export type Descriptor =
	| 'string'
	| 'number'
	| 'boolean'
	| { nullable: Descriptor }
	| { optional: Descriptor }
	| { array: Descriptor }
	| { record: Descriptor }
	| { object: { [ key: string ]: Descriptor } };

/**
 * The descriptor of a type, derived from it: a key missing from or added to
 * a descriptor written as `Shape< T >` fails the type check.
 */
export type Shape< T > = null extends T
	? { nullable: Shape< Exclude< T, null > > }
	: [ T ] extends [ string ]
	? 'string'
	: [ T ] extends [ number ]
	? 'number'
	: [ T ] extends [ boolean ]
	? 'boolean'
	: [ T ] extends [ ReadonlyArray< infer U > ]
	? { array: Shape< U > }
	: string extends keyof T
	? { record: Shape< T[ keyof T ] > }
	: {
			object: {
				[ K in keyof T ]-?: undefined extends T[ K ]
					? { optional: Shape< Exclude< T[ K ], undefined > > }
					: Shape< T[ K ] >;
			};
	  };

const endpoint: Shape< AjaxEndpoint > = {
	object: { endpoint: 'string', nonce: 'string' },
};
const buttonStyle: Shape< ButtonStyle > = {
	object: {
		layout: { optional: 'string' },
		shape: { optional: 'string' },
		height: { optional: 'number' },
		color: { optional: 'string' },
		label: { optional: 'string' },
		tagline: { optional: 'boolean' },
	},
};

/** §3.11 as a descriptor: GatewayConfig, key by key. */
export const CONFIG_SHAPE: Shape< GatewayConfig > = {
	object: {
		context: 'string',
		redirect: 'string',
		order_id: 'number',
		client_id: 'string',
		currency: 'string',
		bn_codes: {
			object: {
				'mini-cart': { optional: 'string' },
				product: { optional: 'string' },
				cart: { optional: 'string' },
				checkout: { optional: 'string' },
				'pay-now': { optional: 'string' },
				preview: { optional: 'string' },
			},
		},
		data_client_id: {
			object: {
				user: 'number',
				has_subscriptions: 'boolean',
				set_attribute: 'boolean',
				paypal_subscriptions_enabled: 'boolean',
			},
		},
		button: {
			object: {
				wrapper: 'string',
				style: buttonStyle,
				mini_cart_wrapper: 'string',
				mini_cart_style: buttonStyle,
				is_disabled: 'boolean',
				is_mini_cart_disabled: 'boolean',
				cancel_wrapper: 'string',
			},
		},
		separate_buttons: {
			record: {
				object: { id: 'string', wrapper: 'string', style: buttonStyle },
			},
		},
		hosted_fields: {
			object: {
				wrapper: 'string',
				mini_cart_wrapper: 'string',
				labels: {
					object: {
						credit_card_number: 'string',
						cvv: 'string',
						mm_yy: 'string',
						fields_empty: 'string',
						fields_not_valid: 'string',
						card_not_supported: 'string',
					},
				},
				valid_cards: { array: 'string' },
				contingency: 'string',
			},
		},
		labels: {
			object: {
				error: {
					object: {
						generic: 'string',
						required: {
							object: {
								generic: 'string',
								field: 'string',
								elements: { record: 'string' },
							},
						},
					},
				},
				billing_field: 'string',
				shipping_field: 'string',
			},
		},
		messages: {
			object: {
				wrapper: 'string',
				placement: 'string',
				style: {
					object: {
						layout: 'string',
						logo: {
							object: { type: 'string', position: 'string' },
						},
						text: {
							object: {
								color: 'string',
								size: 'number',
								align: 'string',
							},
						},
					},
				},
				amount: 'number',
				is_hidden: 'boolean',
				block: { object: { enabled: 'boolean' } },
			},
		},
		simulate_cart: {
			object: { enabled: 'boolean', throttling: 'number' },
		},
		url_params: { record: 'string' },
		script_attributes: { record: 'string' },
		data_namespace: 'string',
		needShipping: 'boolean',
		should_handle_shipping_in_paypal: 'boolean',
		server_side_shipping_callback: { object: { enabled: 'boolean' } },
		appswitch: { object: { enabled: 'boolean' } },
		final_review_enabled: 'boolean',
		vaultingEnabled: 'boolean',
		vault_v3_enabled: 'string',
		enforce_vault: 'boolean',
		can_save_vault_token: 'boolean',
		payer: {
			nullable: {
				object: {
					name: {
						object: { given_name: 'string', surname: 'string' },
					},
				},
			},
		},
		user: {
			object: {
				is_logged: 'boolean',
				has_wc_card_payment_tokens: 'boolean',
			},
		},
		single_product_buttons_enabled: 'string',
		mini_cart_buttons_enabled: 'string',
		productType: 'string',
		manualRenewalEnabled: 'string',
		subscription_plan_id: 'string',
		variable_paypal_subscription_variations: {
			array: {
				object: {
					attributes: { record: 'string' },
					subscription_plan: 'string',
				},
			},
		},
		variable_paypal_subscription_variation_from_cart: 'string',
		subscription_product_allowed: 'boolean',
		cart_contains_subscription: 'boolean',
		is_free_trial_cart: 'boolean',
		vaulted_paypal_email: 'string',
		is_subscription_change_payment_page: 'boolean',
		subscription_id_to_change_payment: 'number',
		view_subscriptions_page: 'string',
		payment_methods_page: 'string',
		verification_method: 'string',
		error_message: 'string',
		save_payment_methods: { object: { id_token: 'string' } },
		early_checkout_validation_enabled: 'boolean',
		basic_checkout_validation_enabled: 'boolean',
		card_fields_enabled: 'boolean',
		sdk_base_url: 'string',
		ajax: {
			object: {
				approve_order: endpoint,
				approve_subscription: endpoint,
				create_order: endpoint,
				change_cart: endpoint,
				simulate_cart: endpoint,
				cart_script_params: endpoint,
				validate_checkout: endpoint,
				client_token: endpoint,
				create_setup_token: endpoint,
				create_payment_token: endpoint,
				create_payment_token_for_guest: endpoint,
				subscription_change_payment_method: endpoint,
				vault_paypal: endpoint,
				save_checkout_form: endpoint,
				update_shipping: endpoint,
				remove_from_cart: endpoint,
				set_cart_quantity: endpoint,
				choose_shipping_rate: endpoint,
				refresh_nonces: endpoint,
			},
		},
		update_customer_shipping: {
			object: {
				shipping_options: { object: { endpoint: 'string' } },
				shipping_address: {
					object: {
						cart_endpoint: 'string',
						update_customer_endpoint: 'string',
					},
				},
			},
		},
		store_api_nonce: 'string',
	},
};

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Where a value differs from a descriptor: one line per difference (the
 * path, what was expected, what is there), none when it matches. Keys the
 * descriptor does not name are differences too.
 *
 * @param value JSON value (e.g. a page's parsed §3.11 object).
 * @param shape Its descriptor.
 * @param path  Path of the value, for the messages.
 */
export function checkShape(
	value: unknown,
	shape: Descriptor,
	path = '$'
): string[] {
	if ( typeof shape === 'string' ) {
		return typeof value === shape
			? []
			: [ `${ path }: expected ${ shape }, got ${ describe( value ) }` ];
	}
	if ( 'nullable' in shape ) {
		return value === null ? [] : checkShape( value, shape.nullable, path );
	}
	if ( 'optional' in shape ) {
		return value === undefined
			? []
			: checkShape( value, shape.optional, path );
	}
	if ( 'array' in shape ) {
		if ( ! Array.isArray( value ) ) {
			return [ `${ path }: expected array, got ${ describe( value ) }` ];
		}
		return value.flatMap( ( item, index ) =>
			checkShape( item, shape.array, `${ path }[${ index }]` )
		);
	}
	if ( ! isPlainObject( value ) ) {
		return [ `${ path }: expected object, got ${ describe( value ) }` ];
	}
	if ( 'record' in shape ) {
		return Object.entries( value ).flatMap( ( [ key, item ] ) =>
			checkShape( item, shape.record, `${ path }.${ key }` )
		);
	}
	const problems = Object.entries( shape.object ).flatMap(
		( [ key, inner ] ) => {
			if ( ! ( key in value ) && ! isOptional( inner ) ) {
				return [ `${ path }.${ key }: missing` ];
			}
			return checkShape( value[ key ], inner, `${ path }.${ key }` );
		}
	);
	for ( const key of Object.keys( value ) ) {
		if ( ! ( key in shape.object ) ) {
			problems.push( `${ path }.${ key }: not in the shape` );
		}
	}
	return problems;
}

function isOptional( shape: Descriptor ): boolean {
	return typeof shape === 'object' && 'optional' in shape;
}

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
}
