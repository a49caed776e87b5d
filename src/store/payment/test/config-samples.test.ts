/**
 * §3.11 contract, client half: the objects the server embeds on every kind
 * of page — written by tests/php/Payment/Config/ContractTest.php, which also
 * fails when the server's objects no longer have these samples' shape —
 * have exactly the shape TypeScript types as GatewayConfig: every key, no
 * other key, each of its type.
 */
/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import { CONFIG_SHAPE, checkShape } from '../config';

const samples = JSON.parse(
	readFileSync( join( __dirname, 'fixtures', 'config-samples.json' ), 'utf8' )
) as Record< string, unknown >;

describe( 'the server’s §3.11 objects against GatewayConfig', () => {
	it( 'has a sample of every page kind: a product of each type, cart, checkout, pay-for-order, the mini-cart alone, a customer’s checkout', () => {
		expect( Object.keys( samples ) ).toEqual( [
			'product:kaffeetasse',
			'product:vitrine-shirt',
			'product:fanpaket',
			'product:stadtfuehrung',
			'product:monatsbox',
			'product:kaffee-abo',
			'cart',
			'checkout',
			'pay-now',
			'mini-cart',
			'checkout:customer',
		] );
	} );

	it.each( Object.keys( samples ) )(
		'the %s page’s object has GatewayConfig’s shape',
		( kind ) => {
			expect( checkShape( samples[ kind ], CONFIG_SHAPE ) ).toEqual( [] );
		}
	);
} );
