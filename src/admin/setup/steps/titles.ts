/**
 * The steps' titles.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StepKey } from '../types';

/**
 * A step's German title.
 *
 * @param step The step.
 * @return The title.
 */
export function stepTitle( step: StepKey ): string {
	switch ( step ) {
		case 'address':
			return __( 'Address and legal details', 'vitrine' );
		case 'currency':
			return __( 'Currency and prices', 'vitrine' );
		case 'bank':
			return __( 'Bank account', 'vitrine' );
		case 'shipping':
			return __( 'Shipping', 'vitrine' );
		case 'paypal':
			return __( 'Connect PayPal', 'vitrine' );
	}
}
