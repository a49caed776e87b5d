/**
 * §3.7 addresses: the provider's address as the shop's, and the shipping
 * address the cart takes.
 */

/** The provider's full address (orders, payer). */
export interface ProviderAddress {
	country_code?: string;
	address_line_1?: string;
	address_line_2?: string;
	admin_area_1?: string;
	admin_area_2?: string;
	postal_code?: string;
}

/** The partial address the pop-up's onShippingAddressChange gives (§3.8). */
export interface PopupAddress {
	city?: string;
	state?: string;
	countryCode?: string;
	postalCode?: string;
}

/** The shop's address with §3.7's defaults. */
export interface ShopAddress {
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

/** The shipping address sent to the cart (§3.7). */
export type CartShippingAddress = Pick<
	ShopAddress,
	'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'country'
>;

const EMPTY: ShopAddress = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};

/**
 * The shop's address of a provider address (§3.7). An address with a city
 * field (the pop-up's partial address) maps country, state, city and
 * postcode directly.
 *
 * @param address Provider or pop-up address.
 */
export function toShopAddress(
	address: ProviderAddress | PopupAddress | null | undefined
): ShopAddress {
	if ( ! address ) {
		return { ...EMPTY };
	}
	if ( 'city' in address ) {
		return {
			...EMPTY,
			country: address.countryCode ?? '',
			state: address.state ?? '',
			city: address.city ?? '',
			postcode: address.postalCode ?? '',
		};
	}
	const full = address as ProviderAddress;
	return {
		...EMPTY,
		country: full.country_code ?? '',
		address_1: full.address_line_1 ?? '',
		address_2: full.address_line_2 ?? '',
		state: full.admin_area_1 ?? '',
		city: full.admin_area_2 ?? '',
		postcode: full.postal_code ?? '',
	};
}

/**
 * The shipping address the cart takes: the pop-up's new parts over the
 * cart's current shipping address (the pop-up's address is partial, so
 * street lines the cart knows are kept).
 *
 * @param current The cart's shipping_address.
 * @param changed The pop-up's address.
 */
export function cartShippingAddress(
	current: Partial< CartShippingAddress > | null | undefined,
	changed: PopupAddress
): CartShippingAddress {
	const mapped = toShopAddress( changed );
	return {
		address_1: current?.address_1 ?? '',
		address_2: current?.address_2 ?? '',
		city: mapped.city,
		state: mapped.state,
		postcode: mapped.postcode,
		country: mapped.country,
	};
}
