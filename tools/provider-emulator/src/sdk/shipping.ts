/**
 * What the SDK hands the shop's shipping callbacks while the pop-up is open,
 * in the provider's documented shapes (paypal-js typings):
 * `onShippingOptionsChange({orderID, selectedShippingOption: {id, label,
 * type, amount: {currencyCode, value}, selected}, errors}, {reject})` and
 * `onShippingAddressChange({orderID, amount: {currencyCode, value},
 * shippingAddress: {city, state, countryCode, postalCode}, errors},
 * {reject})`; the address is partial, as the provider never tells the shop
 * the street before approval. `reject( data.errors.X )` shows that error in
 * the pop-up (German, as the pop-up is); `reject()` the default one.
 *
 * Pure: runs in the shop's page (bundled into the SDK) and in Jest.
 */

/** An amount as the REST API writes it. */
export interface RestAmount {
	currency_code?: string;
	value?: string;
}

/** An amount as the SDK's callbacks get it. */
export interface SdkAmount {
	currencyCode: string;
	value: string;
}

/** A shipping option of the order (purchase_units[0].shipping.options[]). */
export interface RestShippingOption {
	id?: string;
	label?: string;
	type?: string;
	selected?: boolean;
	amount?: RestAmount;
}

/** The partial address the pop-up reports. */
export interface PartialAddress {
	city: string;
	state: string;
	countryCode: string;
	postalCode: string;
}

/** `data.errors` of onShippingAddressChange, as the pop-up shows them. */
export const ADDRESS_ERRORS = {
	ADDRESS_ERROR: 'An diese Adresse können wir leider nicht liefern.',
	COUNTRY_ERROR: 'In dieses Land können wir leider nicht liefern.',
	STATE_ERROR: 'In dieses Bundesland können wir leider nicht liefern.',
	ZIP_ERROR: 'An diese Postleitzahl können wir leider nicht liefern.',
} as const;

/** `data.errors` of onShippingOptionsChange, as the pop-up shows them. */
export const OPTION_ERRORS = {
	METHOD_UNAVAILABLE: 'Diese Versandart ist leider nicht verfügbar.',
	STORE_UNAVAILABLE:
		'Ein Teil deiner Bestellung ist in diesem Geschäft nicht verfügbar.',
} as const;

/**
 * The SDK's form of a REST amount.
 *
 * @param amount Amount of the order or option.
 */
export function sdkAmount( amount: RestAmount | undefined ): SdkAmount {
	return {
		currencyCode: amount?.currency_code ?? '',
		value: amount?.value ?? '',
	};
}

/**
 * `data` of onShippingOptionsChange: the option the payer picked, now
 * selected.
 *
 * @param orderID Provider order id.
 * @param option  The order's option that was picked.
 */
export function optionsChangeData(
	orderID: string,
	option: RestShippingOption
) {
	return {
		orderID,
		paymentID: null,
		paymentToken: orderID,
		selectedShippingOption: {
			id: option.id ?? '',
			label: option.label ?? '',
			type: option.type ?? 'SHIPPING',
			amount: sdkAmount( option.amount ),
			selected: true,
		},
		errors: { ...OPTION_ERRORS },
	};
}

/**
 * `data` of onShippingAddressChange: the partial address and the order's
 * amount before the change.
 *
 * @param orderID Provider order id.
 * @param amount  The order's amount now.
 * @param address What the pop-up reports.
 */
export function addressChangeData(
	orderID: string,
	amount: RestAmount | undefined,
	address: Partial< PartialAddress >
) {
	return {
		orderID,
		paymentID: null,
		paymentToken: orderID,
		amount: sdkAmount( amount ),
		shippingAddress: {
			city: address.city ?? '',
			state: address.state ?? '',
			countryCode: address.countryCode ?? '',
			postalCode: address.postalCode ?? '',
		},
		errors: { ...ADDRESS_ERRORS },
	};
}

/**
 * The text the pop-up shows for a rejected change: the error the shop
 * passed to reject() when it is one of `data.errors`, otherwise the first
 * (general) one.
 *
 * @param kind  Which change was rejected.
 * @param given What the shop passed to reject().
 */
export function rejectionText(
	kind: 'address' | 'option',
	given: unknown
): string {
	const errors: Record< string, string > =
		kind === 'address' ? ADDRESS_ERRORS : OPTION_ERRORS;
	const texts = Object.values( errors );
	if ( typeof given === 'string' ) {
		if ( texts.includes( given ) ) {
			return given;
		}
		if ( errors[ given ] ) {
			return errors[ given ];
		}
	}
	return texts[ 0 ];
}
