/**
 * No 500 on any input: generated bodies (3 per endpoint in `npm test`) to
 * every shop endpoint (/?wc-ajax=…) and to the add-to-cart, cart and checkout
 * forms, as a guest with real nonces, through the real server (PHP's own body
 * parsing, cookies, the logs). Asserts no 5xx, JSON from every endpoint (a
 * German message on every refusal), and no new line in the site's debug log;
 * prints the counts by status per target. Plain HTTP, no browser page: the
 * forms are read from the pages' HTML as a browser would send them. Seeded:
 * VITRINE_FUZZ_SEED reproduces a run, VITRINE_FUZZ_BODIES sets the bodies
 * per endpoint (half as many per form).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { BASE_URL, SITE_DIR } from '../config';
import { expect, test } from '../fixtures';
import {
	Visitor,
	checkoutForm,
	formEncode,
	junk,
	postForms,
	productLine,
	seeded,
	type PostForm,
	type Random,
} from './fuzz';

const SEED = Number( process.env.VITRINE_FUZZ_SEED || 20261124 );
// A sample in `npm test` (every endpoint and form still gets bodies, the
// seed is fixed, every POST endpoint refuses one at its schema); larger
// runs: VITRINE_FUZZ_BODIES, and `npm run bench:fuzz`.
const BODIES = Number( process.env.VITRINE_FUZZ_BODIES || 3 );
const FORM_BODIES = Math.ceil( BODIES / 2 );
const PARALLEL = 4;
const DEBUG_LOG = path.join( SITE_DIR, 'debug.log' );
const SLUGS = [
	'kaffeetasse',
	'vitrine-shirt',
	'ticket-sommerfest',
	'kaffee-abo',
];

/** An endpoint's URL and nonce from the §3.11 object. */
interface Link {
	endpoint: string;
	nonce: string;
}

/** What a generated body is sent against. */
interface Context {
	links: Record< string, Link >;
	ids: number[];
	keys: string[];
}

/** One generated request. */
interface Probe {
	method: string;
	url: string;
	type?: string;
	data?: string;
}

/** Bytes in the debug log so far. */
function logSize() {
	return fs.existsSync( DEBUG_LOG ) ? fs.statSync( DEBUG_LOG ).size : 0;
}

/**
 * What the debug log gained since `from`.
 *
 * @param from Size before.
 */
function logSince( from: number ) {
	return fs.existsSync( DEBUG_LOG )
		? fs.readFileSync( DEBUG_LOG ).subarray( from ).toString( 'utf8' )
		: '';
}

/**
 * The §3.11 object's endpoints, read as a guest's page gives them.
 *
 * @param guest The guest.
 */
async function links( guest: Visitor ) {
	const html = ( await guest.fetch( '/bezahlen/' ) ).text;
	const json =
		/<script[^>]*id="vitrine-payment-config"[^>]*>([\s\S]*?)<\/script>/.exec(
			html
		)?.[ 1 ];
	expect( json, 'the §3.11 object on /bezahlen/' ).toBeTruthy();
	return ( JSON.parse( json ?? '{}' ) as { ajax: Record< string, Link > } )
		.ajax;
}

/**
 * Product IDs by slug, over REST.
 *
 * @param guest The guest.
 * @param slugs Product slugs.
 */
async function productIds( guest: Visitor, slugs: string[] ) {
	const found = JSON.parse(
		(
			await guest.fetch(
				`/wp-json/wp/v2/vitrine_product?_fields=id,slug&slug=${ slugs.join(
					','
				) }`
			)
		).text
	) as Array< { id: number; slug: string } >;
	return slugs.map(
		( slug ) => found.find( ( product ) => product.slug === slug )?.id ?? 0
	);
}

/**
 * Puts a product into the guest's cart through change_cart.
 *
 * @param guest The guest.
 * @param link  change_cart's link.
 * @param id    Product ID.
 */
async function fillCart( guest: Visitor, link: Link, id: number ) {
	const filled = await guest.fetch( link.endpoint, {
		method: 'POST',
		type: 'application/json',
		data: JSON.stringify( {
			nonce: link.nonce,
			products: [ { id, quantity: 2 } ],
		} ),
	} );
	expect( filled.status, 'the cart filled' ).toBe( 200 );
}

/**
 * The nonce of a probe: usually the right one, sometimes none, another
 * endpoint's, a wrong string or an array.
 *
 * @param random Random source.
 * @param link   The endpoint's link.
 * @param ctx    All links.
 */
function nonce( random: Random, link: Link, ctx: Context ): unknown {
	if ( random.chance( 0.85 ) ) {
		return link.nonce;
	}
	return random.pick( [
		undefined,
		'',
		'0123456789',
		[ link.nonce ],
		ctx.links.simulate_cart?.nonce,
		'x'.repeat( 5000 ),
	] );
}

/**
 * The fields of a plausible body per endpoint.
 *
 * @param name   Endpoint.
 * @param random Random source.
 * @param ctx    Ids and keys.
 */
function fields(
	name: string,
	random: Random,
	ctx: Context
): Record< string, unknown > {
	const lines = () =>
		random.chance( 0.75 )
			? Array.from(
					{ length: random.pick( [ 0, 1, 1, 2, 5, 51 ] ) },
					() => productLine( random, ctx.ids )
			  )
			: junk( random );
	const key = () =>
		random.chance( 0.4 ) && ctx.keys.length > 0
			? random.pick( ctx.keys )
			: junk( random, ctx.keys );
	switch ( name ) {
		case 'change_cart':
			return {
				products: lines(),
				add: random.chance( 0.6 )
					? random.chance( 0.5 )
					: junk( random ),
			};
		case 'simulate_cart':
			return { products: lines() };
		case 'validate_checkout':
		case 'save_checkout_form':
			return {
				form_encoded: random.chance( 0.8 )
					? checkoutForm( random )
					: junk( random ),
			};
		case 'remove_from_cart':
			return { cart_item_key: key() };
		case 'set_cart_quantity':
			return {
				cart_item_key: key(),
				quantity: random.chance( 0.4 )
					? random.pick( [ 0, 1, '5', 9999 ] )
					: junk( random ),
			};
		case 'choose_shipping_rate':
			return {
				rate_id: random.chance( 0.4 )
					? random.pick( [ 'flat_rate', 'free_shipping', 'pickup' ] )
					: junk( random ),
			};
		default:
			return Object.fromEntries(
				Array.from( { length: random.int( 4 ) }, () => [
					random.pick( [ 'order_id', 'products', 'x', 'nonce' ] ),
					junk( random ),
				] )
			);
	}
}

/**
 * One generated request to an endpoint.
 *
 * @param name   Endpoint.
 * @param random Random source.
 * @param ctx    Links, ids, keys.
 */
function probe( name: string, random: Random, ctx: Context ): Probe {
	const link = ctx.links[ name ];
	const body = fields( name, random, ctx );
	for ( const field of Object.keys( body ) ) {
		if ( random.chance( 0.1 ) ) {
			delete body[ field ];
		}
	}
	if ( random.chance( 0.2 ) ) {
		body[
			random.pick( [
				'price',
				'total',
				'purchase_units',
				'__proto__',
				'a[b]',
			] )
		] = junk( random );
	}
	const get = name === 'cart_script_params';
	if ( get !== random.chance( 0.1 ) ) {
		// Mostly the endpoint's own method; sometimes the other one (405).
		return {
			method: 'GET',
			url: `${ link.endpoint }&${ formEncode( body ) }`.slice( 0, 6000 ),
		};
	}
	const signed = { nonce: nonce( random, link, ctx ), ...body };
	const kind = random.int( 20 );
	if ( kind < 12 ) {
		return {
			method: 'POST',
			url: link.endpoint,
			type: 'application/json',
			data:
				JSON.stringify(
					random.chance( 0.05 ) ? junk( random ) : signed
				) ?? 'null',
		};
	}
	if ( kind < 18 ) {
		return {
			method: 'POST',
			url: link.endpoint,
			type: 'application/x-www-form-urlencoded; charset=UTF-8',
			data: formEncode( signed ),
		};
	}
	const raw = [
		'{',
		'NaN',
		'[1,2]',
		'"products"',
		`{"nonce":"${ link.nonce }","products":[{"id":-9223372036854775808}]}`,
		`{"nonce":"${ link.nonce }","products":[{"id":1e400,"quantity":-1e400}]}`,
		`{"nonce":"${ link.nonce }","products":""}`,
		`{"nonce":"${ link.nonce }","quantity":9.5,"cart_item_key":["x"]}`,
		`nonce=${ link.nonce }&products=`,
		`nonce=${ link.nonce }&products[0][id]=1.5&products[0][quantity]=-3`,
		`nonce=${ link.nonce }${ '&a[]=1'.repeat( 1200 ) }`,
		'%C3%28=%FF',
	];
	return {
		method: 'POST',
		url: link.endpoint,
		type: random.pick( [
			'application/json',
			'application/x-www-form-urlencoded',
			'text/plain',
		] ),
		data: random.pick( raw ),
	};
}

/**
 * Sends probes PARALLEL at a time.
 *
 * @param guest  The guest.
 * @param probes Requests.
 * @param check  Called with each answer.
 */
async function send(
	guest: Visitor,
	probes: Probe[],
	check: ( index: number, status: number, type: string, text: string ) => void
) {
	let next = 0;
	const worker = async () => {
		while ( next < probes.length ) {
			const index = next++;
			const { method, url, type, data } = probes[ index ];
			const answer = await guest.fetch( url, { method, type, data } );
			check( index, answer.status, answer.type, answer.text );
		}
	};
	await Promise.all( Array.from( { length: PARALLEL }, worker ) );
}

/**
 * Counts by status, printed per target.
 *
 * @param title  Heading.
 * @param counts Target => status => count.
 */
function print(
	title: string,
	counts: Record< string, Record< number, number > >
) {
	const rows = Object.entries( counts ).map(
		( [ target, byStatus ] ) =>
			`  ${ target.padEnd( 22 ) } ${ Object.entries( byStatus )
				.map( ( [ status, count ] ) => `${ status }×${ count }` )
				.join( '  ' ) }`
	);
	// eslint-disable-next-line no-console
	console.log( `${ title } (seed ${ SEED })\n${ rows.join( '\n' ) }` );
}

/**
 * The probe's known finds on every form: each numeric
 * field as a 64-bit minimum, a float or an array.
 *
 * @param forms Forms with their fields.
 */
function knownFinds( forms: PostForm[] ): Probe[] {
	return forms.flatMap( ( form ) =>
		[ '-9223372036854775808', '1.5', [ '1' ] ].map( ( hostile ) => ( {
			method: 'POST',
			url: form.action,
			type: 'application/x-www-form-urlencoded',
			data: formEncode(
				Object.fromEntries(
					form.fields.map( ( [ name, value ] ) => [
						name,
						/^\d+$/.test( value ) ? hostile : value,
					] )
				)
			),
		} ) )
	);
}

test.describe( 'Fuzzing the shop’s endpoints and forms', () => {
	// Plain HTTP as a guest, no page: the browser shows nothing here.
	test( 'no generated body gives an endpoint a 5xx, a non-JSON answer or a line in the debug log, and the add-to-cart, cart and checkout forms no 5xx or PHP warning either', async () => {
		test.setTimeout( 120_000 );
		const guest = new Visitor( BASE_URL );
		const ids = await productIds( guest, SLUGS );
		// A guest's first write starts the session, which the nonces belong to.
		await fillCart( guest, ( await links( guest ) ).change_cart, ids[ 0 ] );
		const session = await links( guest );
		await test.step( 'the shop endpoints', async () => {
			const ctx: Context = { links: session, ids, keys: [] };
			const cart = JSON.parse(
				( await guest.fetch( ctx.links.cart_script_params.endpoint ) )
					.text
			);
			ctx.keys = cart.data.cart.items.map(
				( item: { cartItemKey: string } ) => item.cartItemKey
			);
			const names = [
				'change_cart',
				'simulate_cart',
				'cart_script_params',
				'validate_checkout',
				'save_checkout_form',
				'remove_from_cart',
				'set_cart_quantity',
				'choose_shipping_rate',
			];
			for ( const name of names ) {
				expect(
					ctx.links[ name ],
					`${ name } in §3.11 ajax`
				).toBeTruthy();
			}

			const random = seeded( SEED );
			const before = logSize();
			const counts: Record< string, Record< number, number > > = {};
			const failures: string[] = [];
			for ( const name of names ) {
				const probes = Array.from( { length: BODIES }, () =>
					probe( name, random, ctx )
				);
				counts[ name ] = {};
				await send( guest, probes, ( index, status, type, text ) => {
					counts[ name ][ status ] =
						( counts[ name ][ status ] ?? 0 ) + 1;
					const where = `${ name } #${ index } (${
						probes[ index ].method
					} ${ ( probes[ index ].data ?? probes[ index ].url ).slice(
						0,
						160
					) })`;
					let answer: {
						success?: unknown;
						data?: { message?: unknown };
					} | null = null;
					try {
						answer = JSON.parse( text );
					} catch {
						failures.push(
							`${ where }: not JSON (${ status } ${ type }) ${ text.slice(
								0,
								200
							) }`
						);
						return;
					}
					if ( status >= 500 ) {
						failures.push(
							`${ where }: ${ status } ${ text.slice( 0, 200 ) }`
						);
					} else if (
						typeof answer?.success !== 'boolean' ||
						! type.includes( 'application/json' )
					) {
						failures.push(
							`${ where }: not {success, data} (${ type })`
						);
					} else if (
						! answer.success &&
						( typeof answer.data?.message !== 'string' ||
							answer.data.message === '' )
					) {
						failures.push(
							`${ where }: a refusal without a message`
						);
					}
				} );
			}
			print( 'Shop endpoints: answers by status', counts );
			expect( failures ).toEqual( [] );
			expect( logSince( before ), 'new lines in debug.log' ).toBe( '' );
			// Every POST endpoint refused some bodies at its schema (a GET drops unknown query keys).
			for ( const name of names.filter(
				( n ) => n !== 'cart_script_params'
			) ) {
				expect(
					counts[ name ][ 400 ] ?? 0,
					`${ name } refused bad bodies`
				).toBeGreaterThan( 0 );
			}
			expect(
				Object.values( counts ).reduce(
					( sum, byStatus ) => sum + ( byStatus[ 200 ] ?? 0 ),
					0
				),
				'some bodies got through to the store'
			).toBeGreaterThan( 0 );
		} );

		await test.step( 'the add-to-cart, cart and checkout forms', async () => {
			const random = seeded( SEED + 1 );
			const before = logSize();
			const counts: Record< string, Record< number, number > > = {};
			const failures: string[] = [];
			// Add-to-cart first (it fills the cart the other two forms need).
			const pages = [
				[ 'add-to-cart', '/produkt/kaffeetasse/' ],
				[ 'add-to-cart variable', '/produkt/vitrine-shirt/' ],
				[ 'cart', '/warenkorb/' ],
				[ 'checkout', '/kasse/' ],
			] as const;
			for ( const [ target, url ] of pages ) {
				// The cart and checkout show their forms only for a cart with lines.
				await fillCart( guest, session.change_cart, ids[ 0 ] );
				const forms = postForms(
					( await guest.fetch( url ) ).text,
					new URL( url, BASE_URL ).href
				);
				expect( forms.length, `a form on ${ url }` ).toBeGreaterThan(
					0
				);
				counts[ target ] = {};
				const probes: Probe[] = Array.from(
					{ length: FORM_BODIES },
					() => {
						const form = random.pick( forms );
						const body: Record< string, unknown > = {};
						for ( const [ name, value ] of form.fields ) {
							const keep = random.chance( 0.9 );
							if ( keep ) {
								body[ name ] = random.chance( 0.7 )
									? value
									: junk( random );
							}
						}
						if ( random.chance( 0.3 ) ) {
							body[
								random.pick( [
									'add-to-cart',
									'quantity',
									'shipping_method',
									'billing_email',
									'x',
								] )
							] = junk( random );
						}
						return {
							method: 'POST',
							url: form.action,
							type: 'application/x-www-form-urlencoded',
							data: formEncode( body ),
						};
					}
				);
				probes.push( ...knownFinds( forms ) );
				await send( guest, probes, ( index, status, type, text ) => {
					counts[ target ][ status ] =
						( counts[ target ][ status ] ?? 0 ) + 1;
					if (
						status >= 500 ||
						/<b>(Fatal error|Warning|Notice|Deprecated)<\/b>/.test(
							text
						)
					) {
						failures.push(
							`${ target } #${ index } (${ probes[
								index
							].data?.slice( 0, 200 ) }): ${ status } ${ type }`
						);
					}
				} );
			}
			print( 'Shop forms: answers by status', counts );
			expect( failures ).toEqual( [] );
			expect( logSince( before ), 'new lines in debug.log' ).toBe( '' );
		} );
	} );
} );
