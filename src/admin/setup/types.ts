/**
 * The first-run setup's data, as includes/Admin/SetupState.php builds it
 * and the routes of includes/Admin/SetupController.php answer with it.
 */

/**
 * Internal dependencies
 */
import type { ShippingState } from '../shipping/index';

/** The steps, in the screen's order (SetupProgress::STEPS). */
export type StepKey = 'address' | 'currency' | 'bank' | 'shipping' | 'paypal';

/** Where the screen is: a step, or the overview once every step is handled. */
export type Place = StepKey | 'summary';

/** A step not yet handled (''), saved ('done') or skipped. */
export type StepMark = '' | 'done' | 'skipped';

/** How far the owner got. */
export interface Progress {
	steps: Record< StepKey, StepMark >;
	status: 'open' | 'finished' | 'dismissed';
}

/** Shop address and legal details (Shop\ShopDetails) and the terms switch. */
export interface AddressForm {
	name: string;
	street: string;
	postcode: string;
	city: string;
	country: string;
	email: string;
	phone: string;
	vat_id: string;
	register: string;
	terms_checkbox: boolean;
}

/** The shop's currency. */
export interface CurrencyForm {
	currency: string;
}

/** The bank account for transfers. */
export interface BankForm {
	holder: string;
	iban: string;
	bic: string;
	bank: string;
}

/** The provider's credentials ('' secret: keep the stored one). */
export interface PaypalForm {
	environment: string;
	client_id: string;
	client_secret: string;
	emulator_url: string;
}

/** The PayPal route's body: the emulator URL only for the emulator. */
export type PaypalBody = Omit< PaypalForm, 'emulator_url' > & {
	emulator_url?: string;
};

/** The steps that have a form, with their values. */
export interface Forms {
	address: AddressForm;
	currency: CurrencyForm;
	bank: BankForm;
	paypal: PaypalForm;
}

/** A step with a form. */
export type FormStep = keyof Forms;

/** The provider connection. */
export interface Connection {
	connected: boolean;
	/** The last check of these credentials succeeded. */
	checked: boolean;
	/** German status line. */
	label: string;
	secret_stored: boolean;
}

/** What every setup route answers with (`setup`) and a save changes. */
export interface SetupCurrent {
	progress: Progress;
	values: Forms;
	paypal: Connection;
}

/** A legal page made on activation. */
export interface LegalPage {
	key: string;
	title: string;
	published: boolean;
	edit_url: string;
}

/** The tables the IBAN rule needs (from Shop\BankAccount). */
export interface IbanTable {
	/** Country code => IBAN length. */
	lengths: Record< string, number >;
	/** Country code => German name. */
	countries: Record< string, string >;
}

/** What the page knows once. */
export interface Facts {
	/** Country code => German name. */
	countries: Record< string, string >;
	/** Address field => German label. */
	labels: Record< string, string >;
	legal_pages: LegalPage[];
	currencies: Array< { code: string; name: string; example: string } >;
	iban: IbanTable;
	/** The shipping editor's first state (ShippingController::state()). */
	shipping: ShippingState;
	/** Environment => German name. */
	environments: Record< string, string >;
}

/** The page's data-config (SetupState::screen()). */
export interface SetupConfig extends SetupCurrent {
	steps: StepKey[];
	facts: Facts;
	links: {
		shop: string;
		shop_settings: string;
		provider_settings: string;
		new_product: string;
	};
}

/** A route's answer. */
export interface SetupAnswer {
	message: string;
	setup: SetupCurrent;
}

/** Field => German message. */
export type FieldErrors = Record< string, string >;
