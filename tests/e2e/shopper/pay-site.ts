/**
 * The payment specs' set-up and checks on the test site's server, without
 * a page: PHP run in the worker's site (WordPress loaded) sets the shop's
 * options and makes an unpaid order, and reads an order's state where a
 * second browser context (the admin's list, the customer's account) would
 * cost page loads. The worker's database is restored for every spec file.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, SITE_NAME } from '../config';

/**
 * Runs PHP in the test site (after wp-load.php) and answers its output.
 *
 * @param code PHP code.
 */
export function sitePhp( code: string ): string {
	const load = path.join( ROOT, '.wp', 'sites', SITE_NAME, 'wp-load.php' );
	return execFileSync( 'php', [
		'-r',
		`require ${ JSON.stringify( load ) };\n${ code }`,
	] ).toString();
}

/**
 * A JSON value as a PHP expression (decoded to arrays).
 *
 * @param value The value.
 */
const php = ( value: unknown ) =>
	`json_decode( ${ JSON.stringify( JSON.stringify( value ) ) }, true )`;

/**
 * Sets the shop's options as the owner's settings pages save them: the
 * provider settings (option `vitrine_provider`, merged) and plain options
 * such as `vitrine_currency` or `vitrine_manual_renewal`.
 *
 * @param settings          What to set.
 * @param settings.provider Provider settings to merge.
 * @param settings.options  Options by name.
 */
export function shopSettings( {
	provider = {},
	options = {},
}: {
	provider?: Record< string, unknown >;
	options?: Record< string, unknown >;
} ) {
	sitePhp(
		`$o = get_option( 'vitrine_provider', array() );
		$o = is_array( $o ) ? $o : array();
		update_option( 'vitrine_provider', array_merge( $o, (array) ${ php(
			provider
		) } ) );
		foreach ( (array) ${ php(
			options
		) } as $name => $value ) { update_option( $name, $value ); }`
	);
}

/** A guest's unpaid order and its pay-for-order page (§2.4 pay-now). */
export interface UnpaidOrder {
	id: number;
	key: string;
	/** /kasse/bestellung-bezahlen/{id}/?key=… */
	payUrl: string;
}

/**
 * A guest's order of one mug placed by bank transfer, unpaid, made on the
 * server as the checkout form places it (the form itself is the checkout
 * specs'), so the pay-for-order page is the test's only page load.
 *
 * @param billing Billing fields (§3.5 names).
 */
export function unpaidOrder( billing: Record< string, string > ): UnpaidOrder {
	const out = sitePhp(
		`$store = Vitrine\\Store\\Stores::get();
		$session = 'guest:e2eunpaid' . wp_generate_password( 20, false );
		$mug = get_page_by_path( 'kaffeetasse', OBJECT, Vitrine\\Store\\ProductRepository::POST_TYPE );
		$store->add_to_cart( $session, array( 'id' => $mug->ID, 'quantity' => 1 ) );
		$order = $store->place_order( $session, array_merge( array( 'billing_country' => 'DE', 'payment_method' => 'bacs' ), (array) ${ php(
			billing
		) } ) );
		echo wp_json_encode( array( $order->id, $order->order_key, wp_make_link_relative( Vitrine\\Shop\\ShopPages::pay_url( $order ) ) ) );`
	);
	const [ id, key, payUrl ] = JSON.parse( out ) as [ number, string, string ];
	return { id, key, payUrl };
}

/** An order as the shop stores it. */
export interface StoredOrder {
	status: string;
	customerId: number;
	paymentMethod: string;
	items: string[];
}

/**
 * An order's state in the shop's database (what the admin's order list and
 * the customer's account show).
 *
 * @param id Order id.
 */
export function storedOrder( id: number ): StoredOrder {
	return JSON.parse(
		sitePhp(
			`$o = Vitrine\\Store\\Stores::get()->order( ${ Number( id ) } );
			echo wp_json_encode( array(
				'status' => $o->status,
				'customerId' => $o->customer_id,
				'paymentMethod' => $o->payment_method,
				'items' => array_map( static fn( $i ) => (string) $i['name'], $o->items ),
			) );`
		)
	);
}
