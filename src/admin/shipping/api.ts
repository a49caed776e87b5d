/**
 * The one client of the REST route `vitrine/v1/shipping`
 * (includes/Admin/ShippingController.php), over api-fetch, whose
 * middlewares in wp-admin add the root URL and the `wp_rest` nonce (and
 * renew it, §7.3). A refusal becomes a ShippingSaveError with the server's
 * German message and its messages by field.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	FieldErrors,
	ShippingSaveAnswer,
	ShippingSettings,
	ShippingState,
} from './types';

export const SHIPPING_PATH = '/vitrine/v1/shipping';

/** A refused or failed request, in German. */
export class ShippingSaveError extends Error {
	/**
	 * @param message German message.
	 * @param errors  German messages by field path.
	 */
	constructor(
		message: string,
		readonly errors: FieldErrors = {}
	) {
		super( message );
		this.name = 'ShippingSaveError';
	}
}

/**
 * The refusal as a ShippingSaveError: WordPress' `{code, message, data}`,
 * or a network failure (api-fetch's own German message, §8.3).
 *
 * @param failure What api-fetch threw.
 */
export function toSaveError( failure: unknown ): ShippingSaveError {
	if ( failure instanceof ShippingSaveError ) {
		return failure;
	}
	const body = ( failure ?? {} ) as {
		message?: unknown;
		data?: { errors?: unknown };
	};
	const errors =
		body.data?.errors && typeof body.data.errors === 'object'
			? ( body.data.errors as FieldErrors )
			: {};
	const message =
		typeof body.message === 'string' && body.message !== ''
			? body.message
			: __( 'The shipping settings could not be saved.', 'vitrine' );
	return new ShippingSaveError( message, errors );
}

/** The settings in use, the countries and the currency. */
export async function fetchShipping(): Promise< ShippingState > {
	try {
		return await apiFetch< ShippingState >( { path: SHIPPING_PATH } );
	} catch ( failure ) {
		throw toSaveError( failure );
	}
}

/**
 * Replaces the settings.
 *
 * @param  settings The settings.
 * @throws {ShippingSaveError} When the server refuses them (nothing saved then).
 */
export async function saveShipping(
	settings: ShippingSettings
): Promise< ShippingSaveAnswer > {
	try {
		return await apiFetch< ShippingSaveAnswer >( {
			path: SHIPPING_PATH,
			method: 'PUT',
			data: settings,
		} );
	} catch ( failure ) {
		throw toSaveError( failure );
	}
}
