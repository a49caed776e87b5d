/**
 * Orders made on the e2e site without a browser (authorized-order.php), for
 * the admin specs that only look at them.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { BASE_URL, SITE_DIR } from '../config';

/**
 * Guests' orders of two mugs whose payment the site's emulator authorized
 * (§3.11 intent authorize): their numbers.
 *
 * @param count How many (1–5).
 */
export function authorizedOrders( count: number ): string[] {
	return execFileSync(
		'php',
		[
			path.join( __dirname, 'authorized-order.php' ),
			SITE_DIR,
			BASE_URL,
			String( count ),
		],
		{ encoding: 'utf8' }
	)
		.trim()
		.split( ' ' );
}
