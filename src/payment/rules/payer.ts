/**
 * §3.5 the payer sent with create_order: the server's payer merged with the
 * billing form, form values winning where set.
 */
/**
 * Internal dependencies
 */
import type { ProviderAddress } from './address';

/** The provider's payer object. */
export interface Payer {
	email_address?: string;
	name?: { given_name?: string; surname?: string };
	phone?: {
		phone_type: 'HOME';
		phone_number: { national_number: string };
	};
	address?: ProviderAddress;
}

/** §3.5 billing form field → payer path. */
const ADDRESS_FIELDS: Record< string, keyof ProviderAddress > = {
	billing_country: 'country_code',
	billing_address_1: 'address_line_1',
	billing_address_2: 'address_line_2',
	billing_state: 'admin_area_1',
	billing_city: 'admin_area_2',
	billing_postcode: 'postal_code',
};

/**
 * The payer for create_order.
 *
 * @param server Payer from the configuration (§3.11 payer), or null.
 * @param form   Billing form fields by name (may be empty off checkout).
 * @return The merged payer, or null when neither knows anything.
 */
export function mergePayer(
	server: Payer | null | undefined,
	form: Record< string, string >
): Payer | null {
	const set = ( name: string ) => {
		const value = form[ name ]?.trim() ?? '';
		return value === '' ? undefined : value;
	};
	const payer: Payer = JSON.parse( JSON.stringify( server ?? {} ) );
	const email = set( 'billing_email' );
	if ( email ) {
		payer.email_address = email;
	}
	const given = set( 'billing_first_name' );
	const surname = set( 'billing_last_name' );
	if ( given || surname ) {
		payer.name = {
			...payer.name,
			...( given ? { given_name: given } : {} ),
			...( surname ? { surname } : {} ),
		};
	}
	const phone = set( 'billing_phone' );
	if ( phone ) {
		payer.phone = {
			phone_type: 'HOME',
			phone_number: { national_number: phone },
		};
	}
	for ( const [ field, key ] of Object.entries( ADDRESS_FIELDS ) ) {
		const value = set( field );
		if ( value ) {
			payer.address = { ...payer.address, [ key ]: value };
		}
	}
	return Object.keys( payer ).length === 0 ? null : payer;
}
