/**
 * A seeded generator of hostile request bodies for the fuzz spec: wrong
 * types, missing and extra fields, huge strings, deep nesting,
 * negative/huge/NaN numbers, arrays where strings belong, script- and
 * SQL-like text. The same seed gives the same bodies, so a failure
 * reproduces (VITRINE_FUZZ_SEED).
 */

/** A random source with a seed. */
export interface Random {
	/** A float in [0, 1). */
	next: () => number;
	/** An integer in [0, max). */
	int: ( max: number ) => number;
	/** One of the items. */
	pick: < T >( items: readonly T[] ) => T;
	/** True with probability p. */
	chance: ( p: number ) => boolean;
}

/**
 * mulberry32: small, fast and good enough to pick test cases.
 *
 * @param seed 32-bit seed.
 */
/* eslint-disable no-bitwise -- a PRNG works on 32-bit integers. */
export function seeded( seed: number ): Random {
	let state = seed >>> 0;
	const next = () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let t = state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
	const int = ( max: number ) => Math.floor( next() * max );
	return {
		next,
		int,
		pick: ( items ) => items[ int( items.length ) ],
		chance: ( p ) => next() < p,
	};
}
/* eslint-enable no-bitwise */

/** Text a probe would try. */
const STRINGS = [
	'',
	' ',
	'a',
	'0',
	'-1',
	'1.5',
	'1e3',
	'9999',
	'10000',
	'9223372036854775808',
	'-9223372036854775808',
	'NaN',
	'true',
	'null',
	'[]',
	'{}',
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	"' OR 1=1 --",
	'1; DROP TABLE wp_posts',
	'../../../../etc/passwd',
	'%00',
	'\u0000',
	'🙂 Grüße',
	'\u202e',
	'flat_rate',
	'ppcp-gateway',
	'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
];

/** Numbers a probe would try. */
const NUMBERS = [
	0,
	-1,
	1,
	2,
	9999,
	10000,
	2147483647,
	2147483648,
	Number.MAX_SAFE_INTEGER,
	-Number.MAX_SAFE_INTEGER,
	1.5,
	0.1,
	1e308,
	-1e308,
];

/**
 * A nested value `depth` levels deep.
 *
 * @param depth Levels.
 * @param list  Arrays instead of objects.
 */
export function deep( depth: number, list: boolean ): unknown {
	let value: unknown = 'x';
	for ( let i = 0; i < depth; i++ ) {
		value = list ? [ value ] : { a: value };
	}
	return value;
}

/**
 * One hostile value.
 *
 * @param random Random source.
 * @param hints  Plausible values for the field (ids, keys), tried too.
 * @param depth  Nesting so far.
 */
export function junk(
	random: Random,
	hints: readonly unknown[] = [],
	depth = 0
): unknown {
	switch ( random.int( 11 ) ) {
		case 0:
			return random.pick( STRINGS );
		case 1:
			return random.pick( NUMBERS );
		case 2:
			return random.pick( [ true, false, null ] );
		case 3:
			return 'x'.repeat( random.pick( [ 1001, 20001, 70000 ] ) );
		case 4:
			return deep(
				random.pick( [ 3, 20, 40, 70 ] ),
				random.chance( 0.5 )
			);
		case 5:
			return depth > 2
				? []
				: Array.from(
						{ length: random.pick( [ 0, 1, 3, 60, 150 ] ) },
						() => junk( random, hints, depth + 1 )
				  );
		case 6:
			return depth > 2
				? {}
				: Object.fromEntries(
						Array.from( { length: random.int( 4 ) }, () => [
							random.pick( STRINGS ) || 'k',
							junk( random, hints, depth + 1 ),
						] )
				  );
		case 7:
			return [ random.pick( STRINGS ) ];
		default:
			return hints.length > 0
				? random.pick( hints )
				: random.pick( STRINGS );
	}
}

/**
 * A product line (§3.6), plausible or not.
 *
 * @param random Random source.
 * @param ids    Real product ids.
 */
export function productLine( random: Random, ids: readonly number[] ) {
	const line: Record< string, unknown > = {
		id: random.chance( 0.6 ) ? random.pick( ids ) : junk( random, ids ),
		quantity: random.chance( 0.5 )
			? random.pick( [ 1, 2, 9999, '3' ] )
			: junk( random ),
		variations: random.chance( 0.5 )
			? random.pick( [
					null,
					[ { name: 'attribute_groesse', value: 'L' } ],
					{ attribute_groesse: 'M' },
			  ] )
			: junk( random ),
		extra: random.chance( 0.5 ) ? {} : junk( random ),
	};
	if ( random.chance( 0.3 ) ) {
		line.booking = random.chance( 0.5 )
			? { date: '2030-01-01', time: '14:00', persons: '2' }
			: junk( random );
	}
	if ( random.chance( 0.2 ) ) {
		delete line.id;
	}
	if ( random.chance( 0.2 ) ) {
		line.price = '0.01';
	}
	return line;
}

/**
 * A URL-encoded form, as PHP reads brackets: `a[b][0]=x`.
 *
 * @param fields Field values (nested objects and arrays become brackets).
 */
export function formEncode( fields: Record< string, unknown > ): string {
	const pairs: string[] = [];
	const walk = ( name: string, value: unknown ) => {
		if ( value !== null && typeof value === 'object' ) {
			const entries = Array.isArray( value )
				? value.map( ( item, index ) => [ String( index ), item ] )
				: Object.entries( value );
			for ( const [ key, item ] of entries ) {
				walk( `${ name }[${ key }]`, item );
			}
			return;
		}
		pairs.push(
			`${ encodeURIComponent( name ) }=${ encodeURIComponent(
				value === null || value === undefined ? '' : String( value )
			) }`
		);
	};
	for ( const [ name, value ] of Object.entries( fields ) ) {
		walk( name, value );
	}
	return pairs.join( '&' );
}

/**
 * A checkout form body, URL-encoded: valid fields, broken ones, too many
 * fields or too deep brackets.
 *
 * @param random Random source.
 */
export function checkoutForm( random: Random ): string {
	const fields: Record< string, unknown > = {
		billing_first_name: 'Erika',
		billing_last_name: 'Mustermann',
		billing_email: 'erika@example.org',
		billing_country: 'DE',
		billing_address_1: 'Heidestraße 17',
		billing_city: 'Köln',
		billing_postcode: '51147',
		payment_method: 'ppcp-gateway',
	};
	for ( const name of Object.keys( fields ) ) {
		if ( random.chance( 0.3 ) ) {
			fields[ name ] = junk( random );
		}
	}
	switch ( random.int( 6 ) ) {
		case 0:
			return (
				formEncode( fields ) +
				'&f=1'.repeat( random.pick( [ 999, 1001, 3000 ] ) )
			);
		case 1:
			return `billing_city${ '[a]'.repeat(
				random.pick( [ 10, 63, 64, 65, 200 ] )
			) }=x`;
		case 2:
			return `billing_city${ '%5Ba%5D'.repeat(
				70
			) }=x&billing_email[]=x`;
		case 3:
			return '%C3%28=%FF&billing_city=%C3%28';
		default:
			return formEncode( fields );
	}
}
