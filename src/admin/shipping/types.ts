/**
 * The shipping settings as the REST route `vitrine/v1/shipping` answers and
 * takes them (includes/Admin/ShippingController.php, the stored shape of
 * includes/Store/ShippingSettings.php). Amounts are whole minor units.
 */

/** flat: its cost; free: from a minimum order value; pickup: its cost, no surcharge. */
export type MethodType = 'flat' | 'free' | 'pickup';

export interface ShippingMethod {
	id: string;
	type: MethodType;
	label: string;
	cost: number;
	min_amount: number;
}

export interface ShippingZone {
	id: string;
	name: string;
	countries: string[];
	/** The rest of the world: every country no other zone lists. */
	everywhere: boolean;
	methods: ShippingMethod[];
}

/** A class of bulky goods: each shipped unit adds its surcharge. */
export interface ShippingClass {
	id: string;
	name: string;
	surcharge: number;
}

export interface ShippingSettings {
	zones: ShippingZone[];
	classes: ShippingClass[];
}

export interface Country {
	code: string;
	/** German name. */
	name: string;
}

/** GET /vitrine/v1/shipping (and the page's data-config). */
export interface ShippingState {
	settings: ShippingSettings;
	/** false while the shop runs on the starter settings. */
	saved: boolean;
	countries: Country[];
	currency: string;
}

/** PUT /vitrine/v1/shipping: 200. */
export interface ShippingSaveAnswer extends ShippingState {
	message: string;
}

/**
 * The editor's form: amounts as typed ("4,90"), so that a failed save keeps
 * exactly what the owner entered.
 */
export interface DraftMethod
	extends Omit< ShippingMethod, 'cost' | 'min_amount' > {
	cost: string;
	min_amount: string;
}

export interface DraftZone extends Omit< ShippingZone, 'methods' > {
	methods: DraftMethod[];
}

export interface DraftClass extends Omit< ShippingClass, 'surcharge' > {
	surcharge: string;
}

export interface DraftSettings {
	zones: DraftZone[];
	classes: DraftClass[];
}

/** German messages by field path (`zones.0.methods.1.cost`). */
export type FieldErrors = Record< string, string >;
