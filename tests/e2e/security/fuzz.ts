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
			// Long lists only at the top: nested ones of 150 made bodies of
			// millions of items (tens of MB, far past the Router's 256 KB
			// limit, which a 70,000-character string reaches as well).
			return depth > 2
				? []
				: Array.from(
						{
							length: random.pick(
								depth === 0 ? [ 0, 1, 3, 60, 150 ] : [ 0, 1, 3 ]
							),
						},
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

/** An answer as the fuzz specs read it. */
export interface Answer {
	status: number;
	type: string;
	text: string;
}

/**
 * A visitor without a browser: plain HTTP requests that keep the cookies
 * the site sets, as a browser would (the shop's session cookie above all),
 * and follow no redirect. Cheaper than Playwright's request context for
 * hundreds of bodies, which it would carry through its own protocol.
 */
export class Visitor {
	private readonly cookies = new Map< string, string >();

	private readonly base: string;

	/**
	 * @param base Site URL.
	 */
	constructor( base: string ) {
		this.base = base;
	}

	/**
	 * One request, never throwing for a status.
	 *
	 * @param url            Path or URL.
	 * @param request        Method, Content-Type and body.
	 * @param request.method HTTP method (GET).
	 * @param request.type   Content-Type of the body.
	 * @param request.data   The body.
	 */
	async fetch(
		url: string,
		request: { method?: string; type?: string; data?: string } = {}
	): Promise< Answer > {
		const headers: Record< string, string > = {};
		if ( request.type ) {
			headers[ 'Content-Type' ] = request.type;
		}
		if ( this.cookies.size > 0 ) {
			headers.Cookie = [ ...this.cookies ]
				.map( ( [ name, value ] ) => `${ name }=${ value }` )
				.join( '; ' );
		}
		const response = await fetch( new URL( url, this.base ), {
			method: request.method ?? 'GET',
			headers,
			body: request.data,
			redirect: 'manual',
		} );
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			const name = pair.slice( 0, at ).trim();
			if ( /;\s*(max-age=0|expires=[^;]*1970)/i.test( line ) ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, pair.slice( at + 1 ).trim() );
			}
		}
		return {
			status: response.status,
			type: response.headers.get( 'content-type' ) ?? '',
			text: await response.text(),
		};
	}
}

/** A POST form of a page and the fields a browser would send with it. */
export interface PostForm {
	action: string;
	fields: ReadonlyArray< readonly [ string, string ] >;
}

/**
 * An HTML attribute's text as the browser reads it.
 *
 * @param text Attribute text.
 */
function decode( text: string ) {
	return text
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;|&apos;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&#0?38;|&amp;/g, '&' );
}

/**
 * An attribute of a tag ('' when missing; null when absent with `presence`).
 *
 * @param attributes The tag's attribute text.
 * @param name       Attribute.
 */
function attribute( attributes: string, name: string ): string | null {
	const match = new RegExp(
		`(?:^|\\s)${ name }(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|/?$)`,
		'i'
	).exec( attributes );
	if ( ! match ) {
		return null;
	}
	return decode( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] ?? '' );
}

/**
 * The POST forms of a page with the fields `new FormData( form )` gives: the
 * named inputs but buttons and files, checkboxes and radios only when
 * checked, a select's selected (else first) option, a textarea's text. The
 * shop's forms are server markup without nested forms, so a pattern reads
 * them.
 *
 * @param html    The page.
 * @param pageUrl Its URL (a form without action posts there).
 */
export function postForms( html: string, pageUrl: string ): PostForm[] {
	const forms: PostForm[] = [];
	for ( const [ , attributes, inner ] of html.matchAll(
		/<form\b([^>]*)>([\s\S]*?)<\/form>/gi
	) ) {
		if (
			( attribute( attributes, 'method' ) ?? '' ).toLowerCase() !== 'post'
		) {
			continue;
		}
		const fields: Array< readonly [ string, string ] > = [];
		for ( const [ , tag, tagAttributes, body ] of inner.matchAll(
			/<(input|select|textarea)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/gi
		) ) {
			const name = attribute( tagAttributes, 'name' );
			if ( ! name || attribute( tagAttributes, 'disabled' ) !== null ) {
				continue;
			}
			const kind = tag.toLowerCase();
			if ( kind === 'textarea' ) {
				fields.push( [ name, decode( body ?? '' ) ] );
			} else if ( kind === 'select' ) {
				const options = [
					...( body ?? '' ).matchAll(
						/<option\b([^>]*)>([\s\S]*?)<\/option>/gi
					),
				].map( ( [ , optionAttributes, text ] ) => ( {
					value:
						attribute( optionAttributes, 'value' ) ??
						decode( text.trim() ),
					selected:
						attribute( optionAttributes, 'selected' ) !== null,
				} ) );
				const chosen =
					options.find( ( option ) => option.selected ) ??
					options[ 0 ];
				if ( chosen ) {
					fields.push( [ name, chosen.value ] );
				}
			} else {
				const type = (
					attribute( tagAttributes, 'type' ) ?? 'text'
				).toLowerCase();
				if (
					[ 'submit', 'button', 'image', 'reset', 'file' ].includes(
						type
					) ||
					( [ 'checkbox', 'radio' ].includes( type ) &&
						attribute( tagAttributes, 'checked' ) === null )
				) {
					continue;
				}
				fields.push( [
					name,
					attribute( tagAttributes, 'value' ) ??
						( [ 'checkbox', 'radio' ].includes( type )
							? 'on'
							: '' ),
				] );
			}
		}
		forms.push( {
			action: new URL(
				attribute( attributes, 'action' ) || pageUrl,
				pageUrl
			).href,
			fields,
		} );
	}
	return forms;
}
