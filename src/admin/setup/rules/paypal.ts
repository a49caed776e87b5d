/**
 * The PayPal step's form before it is sent: what the route's schema
 * (GoLiveController::connection_args()) would refuse without saying which
 * field, named here in German; and the body it takes.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldErrors, PaypalBody, PaypalForm } from '../types';

/**
 * Why the credentials cannot be sent: field => German message.
 *
 * @param form         The form.
 * @param environments The environments the owner may choose.
 * @return The errors, none when they can be sent.
 */
export function paypalErrors(
	form: PaypalForm,
	environments: Record< string, string >
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! ( form.environment in environments ) ) {
		errors.environment = __( 'Please choose an environment.', 'vitrine' );
	}
	const id = form.client_id.trim();
	if ( id === '' ) {
		errors.client_id = __( 'Please enter the client ID.', 'vitrine' );
	} else if ( ! /^[A-Za-z0-9_-]+$/.test( id ) ) {
		errors.client_id = __(
			'A client ID has letters, digits, - and _ only. Copy it again from your PayPal app.',
			'vitrine'
		);
	}
	if ( form.environment === 'emulator' && form.emulator_url.trim() === '' ) {
		errors.emulator_url = __( 'Please enter the emulator URL.', 'vitrine' );
	}
	return errors;
}

/**
 * The body of the connection: the client ID trimmed, the emulator URL
 * only for the emulator ('' is no URL to the schema).
 *
 * @param form The form.
 * @return The body.
 */
export function paypalBody( form: PaypalForm ): PaypalBody {
	const body: PaypalBody = {
		environment: form.environment,
		client_id: form.client_id.trim(),
		client_secret: form.client_secret.trim(),
	};
	if ( form.environment === 'emulator' ) {
		body.emulator_url = form.emulator_url.trim();
	}
	return body;
}
