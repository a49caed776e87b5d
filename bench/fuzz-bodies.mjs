// @ts-check
/**
 * Hostile bodies for the fuzz bench, generated from an
 * endpoint's own schema (the one Ajax\Input enforces), seeded so that a run
 * reproduces. Every body carries at least one fault the endpoint must refuse:
 * a wrong type, a missing required field, a string past its length (up to
 * 1 MB), nesting past the limits, a negative/huge/NaN/fractional number, a
 * script- or SQL-like string where a pattern or enum rules, a whole body that
 * is no object or cannot be read — or it names an order, provider order or
 * cart line of another session (`foreign`). Extra fields (prices, totals,
 * `__proto__`…) ride along, never alone.
 */

/**
 * @typedef {Object} Random
 * @property {() => number}            next   A float in [0, 1).
 * @property {(max: number) => number} int    An integer in [0, max).
 * @property {(items: any[]) => any}   pick   One of the items.
 * @property {(p: number) => boolean}  chance True with probability p.
 * @typedef {Record<string, any>} Schema
 * @typedef {{kind: string, type: string, data: string}} Body
 */

/**
 * mulberry32, a small seeded random source.
 *
 * @param {number} seed 32-bit seed.
 * @return {Random} Random source.
 */
export function seeded( seed ) {
	/* eslint-disable no-bitwise -- a PRNG works on 32-bit integers. */
	let state = seed >>> 0;
	const next = () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let t = state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
	/* eslint-enable no-bitwise */
	/** @param {number} max */
	const int = ( max ) => Math.floor( next() * max );
	return {
		next,
		int,
		pick: ( items ) => items[ int( items.length ) ],
		chance: ( p ) => next() < p,
	};
}

/** Script- and SQL-like text and other strings a probe tries. */
export const NASTY = [
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	"' OR 1=1 --",
	'1; DROP TABLE wp_posts',
	"' UNION SELECT user_pass FROM wp_users --",
	'../../../../etc/passwd',
	'%00',
	'\u0000',
	'\u202e',
	'🙂 Grüße',
	'${7*7}',
	'{{7*7}}',
];

/** Prices and totals a probe would like to set. */
const EXTRA_FIELDS = [
	'price',
	'total',
	'amount',
	'purchase_units',
	'__proto__',
	'constructor',
	'a[b]',
	'user_id',
	'status',
];

/**
 * The declared types of a schema.
 *
 * @param {Schema} schema Schema.
 * @return {string[]} Types.
 */
function types( schema ) {
	const type = schema?.type ?? 'string';
	return Array.isArray( type ) ? type : [ type ];
}

/**
 * Nesting `depth` levels deep.
 *
 * @param {number}  depth Levels.
 * @param {boolean} list  Lists instead of objects.
 */
export function deep( depth, list ) {
	/** @type {unknown} */
	let value = 'x';
	for ( let i = 0; i < depth; i++ ) {
		value = list ? [ value ] : { a: value };
	}
	return value;
}

/**
 * A plausible value for a schema (not necessarily valid: the fault decides).
 *
 * @param {Schema}              schema Schema.
 * @param {string}              name   Property name.
 * @param {Record<string, any>} ctx    Plausible values by property name.
 * @param {number}              depth  Nesting so far.
 * @return {unknown} Value.
 */
export function plausible( schema, name, ctx, depth = 0 ) {
	if ( name in ctx ) {
		// A copy: a fault is set into the body, never into the context.
		return structuredClone( ctx[ name ] );
	}
	if ( Array.isArray( schema?.enum ) && schema.enum.length > 0 ) {
		return schema.enum[ 0 ];
	}
	const type = types( schema ).filter( ( t ) => t !== 'null' )[ 0 ];
	switch ( type ) {
		case 'integer':
		case 'number':
			return Math.max( 1, schema.minimum ?? 1 );
		case 'boolean':
			return false;
		case 'array':
			return depth > 2
				? []
				: [ plausible( schema.items ?? {}, '', ctx, depth + 1 ) ];
		case 'object': {
			/** @type {Record<string, unknown>} */
			const value = {};
			for ( const key of schema.required ?? [] ) {
				value[ key ] = plausible(
					schema.properties?.[ key ] ?? {},
					key,
					ctx,
					depth + 1
				);
			}
			return value;
		}
		default:
			return 'a';
	}
}

/**
 * A value of a type the schema does not allow (JSON keeps its type).
 *
 * @param {Schema} schema Schema.
 * @param {Random} random Random source.
 */
function wrongType( schema, random ) {
	const allowed = types( schema );
	/** @type {Array<[string, unknown[]]>} */
	const byType = [
		[ 'string', [ 'abc', '1.5', '<b>1</b>', NASTY[ 2 ] ] ],
		[ 'integer', [ 12.5, 1e21, -7.25 ] ],
		[ 'boolean', [ true, false ] ],
		[ 'array', [ [ 1, 2 ], [ 'x' ] ] ],
		[ 'object', [ { a: 1 } ] ],
		[ 'null', [ null ] ],
	];
	const candidates = byType
		.filter( ( [ type ] ) => {
			if ( allowed.includes( type ) ) {
				return false;
			}
			// A whole number is a number; a numeric string may be cast.
			if ( type === 'integer' && allowed.includes( 'number' ) ) {
				return false;
			}
			if (
				type === 'string' &&
				allowed.some( ( t ) => [ 'integer', 'number' ].includes( t ) )
			) {
				return true;
			}
			// An object with keys is no list, a list no object with keys.
			return true;
		} )
		.flatMap( ( [ type, values ] ) =>
			type === 'string' &&
			allowed.some( ( t ) =>
				[ 'integer', 'number', 'boolean' ].includes( t )
			)
				? [ 'abc', NASTY[ 0 ] ]
				: values
		)
		.filter(
			( value ) =>
				! (
					allowed.includes( 'boolean' ) &&
					( value === 1 || value === 0 )
				)
		);
	return random.pick( candidates.length ? candidates : [ { a: 1 } ] );
}

/**
 * Faults of one property, each refused by the schema.
 *
 * @param {Schema} schema Property schema.
 * @return {string[]} Fault kinds that apply.
 */
function faultsOf( schema ) {
	const allowed = types( schema );
	const faults = [ 'type' ];
	if ( allowed.includes( 'string' ) ) {
		faults.push( 'long', 'huge' );
		if ( schema.pattern || schema.enum ) {
			faults.push( 'nasty' );
		}
	}
	if ( allowed.includes( 'integer' ) || allowed.includes( 'number' ) ) {
		faults.push( 'number' );
	}
	if ( allowed.includes( 'object' ) || allowed.includes( 'array' ) ) {
		faults.push( 'deep' );
	}
	return faults;
}

/**
 * A value of `kind` that the schema refuses.
 *
 * @param {string} kind   Fault kind.
 * @param {Schema} schema Property schema.
 * @param {Random} random Random source.
 */
function faulty( kind, schema, random ) {
	switch ( kind ) {
		case 'long':
			return 'x'.repeat( ( schema.maxLength ?? 1000 ) + 1 );
		case 'huge':
			return random.pick( [ 'x', '<', "'" ] ).repeat( 1024 * 1024 );
		case 'nasty': {
			const options = NASTY.filter(
				( text ) =>
					! ( schema.enum ?? [] ).includes( text ) &&
					! (
						schema.pattern &&
						new RegExp( schema.pattern, 'u' ).test( text )
					)
			);
			return random.pick( options.length ? options : [ NASTY[ 0 ] ] );
		}
		case 'number': {
			const min = schema.minimum ?? 0;
			const max = schema.maximum ?? 2147483647;
			return random.pick( [
				min - 1,
				-1 - min,
				max + 1,
				2 ** 63,
				-( 2 ** 63 ),
				1e308,
				12.5,
				'NaN',
				'-Infinity',
				'1e400',
			] );
		}
		case 'deep':
			// Deeper than the body's JSON may be (Ajax\Body: 32 levels). Less
			// deep nesting under a key the schema does not know is dropped
			// with that key, like any extra field (Ajax\Input).
			return deep( random.pick( [ 40, 70, 200 ] ), random.chance( 0.5 ) );
		default:
			return wrongType( schema, random );
	}
}

/**
 * The properties of an object schema reachable from the body, with their
 * paths (top level and one level down: lists' items, nested objects).
 *
 * @param {Schema}   schema Object schema.
 * @param {string[]} at     Path so far.
 * @return {Array<{path: string[], schema: Schema}>} Paths.
 */
function paths( schema, at = [] ) {
	/** @type {Array<{path: string[], schema: Schema}>} */
	const found = [];
	const properties =
		schema?.properties && ! Array.isArray( schema.properties )
			? schema.properties
			: {};
	for ( const [ name, sub ] of Object.entries( properties ) ) {
		const path = [ ...at, name ];
		found.push( { path, schema: sub } );
		if ( at.length < 2 ) {
			if ( types( sub ).includes( 'object' ) ) {
				found.push( ...paths( sub, path ) );
			}
			if ( types( sub ).includes( 'array' ) && sub.items ) {
				if ( types( sub.items ).includes( 'object' ) ) {
					found.push( ...paths( sub.items, [ ...path, '0' ] ) );
				}
			}
		}
	}
	return found;
}

/**
 * Sets a value at a path, making the containers on the way.
 *
 * @param {Record<string, any>} body  Body.
 * @param {string[]}            path  Path.
 * @param {unknown}             value Value.
 */
function setAt( body, path, value ) {
	let node = body;
	for ( const key of path.slice( 0, -1 ) ) {
		if ( node[ key ] === null || typeof node[ key ] !== 'object' ) {
			node[ key ] = /^\d+$/.test( key ) ? [] : {};
		}
		node = node[ key ];
	}
	node[ path[ path.length - 1 ] ] = value;
}

/**
 * URL-encoded fields as PHP reads brackets.
 *
 * @param {Record<string, unknown>} fields Fields.
 */
export function formEncode( fields ) {
	/** @type {string[]} */
	const pairs = [];
	/**
	 * @param {string}  name
	 * @param {unknown} value
	 */
	const walk = ( name, value ) => {
		if ( value !== null && typeof value === 'object' ) {
			for ( const [ key, item ] of Object.entries( value ) ) {
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
 * A body that is no object or cannot be read at all.
 *
 * @param {string} nonce  The endpoint's nonce.
 * @param {Random} random Random source.
 * @return {Body} Body.
 */
function wholeBody( nonce, random ) {
	const json = 'application/json';
	const form = 'application/x-www-form-urlencoded';
	const cases = [
		() => ( { type: json, data: '[1,2,3]' } ),
		() => ( { type: json, data: '"products"' } ),
		() => ( { type: json, data: '42' } ),
		() => ( { type: json, data: 'null' } ),
		() => ( { type: json, data: `{"nonce":"${ nonce }",` } ),
		() => ( { type: json, data: `{"nonce":"${ nonce }","x":NaN}` } ),
		() => ( {
			type: json,
			data: `{"nonce":"${ nonce }","a":${ JSON.stringify(
				deep( 40, false )
			) }}`,
		} ),
		() => ( {
			type: json,
			data: `{"nonce":"${ nonce }","x":"${ 'y'.repeat( 1024 * 1024 ) }"}`,
		} ),
		() => ( { type: json, data: '' } ),
		() => ( {
			type: form,
			data: `nonce=${ nonce }${ '&f[]=1'.repeat( 1001 ) }`,
		} ),
		() => ( {
			type: form,
			data: `nonce=${ nonce }&x${ '[a]'.repeat( 65 ) }=1`,
		} ),
		() => ( { type: form, data: '%C3%28=%FF&nonce=%C3%28' } ),
		// Read as a form: too deep, whatever the endpoint takes.
		() => ( {
			type: 'text/plain',
			data: `nonce=${ nonce }&<x>${ '[a]'.repeat( 65 ) }=1`,
		} ),
	];
	return { kind: 'whole', ...random.pick( cases )() };
}

/**
 * One hostile body for a POST endpoint.
 *
 * @param {Schema}                         schema  The endpoint's schema.
 * @param {string}                         nonce   Its nonce (valid for the session).
 * @param {Record<string, any>}            ctx     Plausible values by property name.
 * @param {Array<Record<string, unknown>>} foreign Bodies naming what belongs to another session.
 * @param {Random}                         random  Random source.
 * @return {Body} Body.
 */
export function hostileBody( schema, nonce, ctx, foreign, random ) {
	const roll = random.next();
	if ( roll < 0.1 ) {
		return wholeBody( nonce, random );
	}
	/** @type {Record<string, any>} */
	let body;
	let kind;
	if ( roll < 0.2 && foreign.length > 0 ) {
		body = structuredClone( random.pick( foreign ) );
		kind = 'foreign';
	} else {
		body = /** @type {Record<string, any>} */ (
			plausible( schema, '', ctx )
		);
		const required = schema.required ?? [];
		const targets = paths( schema );
		if (
			( required.length > 0 && random.chance( 0.15 ) ) ||
			targets.length === 0
		) {
			if ( required.length > 0 ) {
				delete body[ random.pick( required ) ];
				kind = 'missing';
			} else {
				return wholeBody( nonce, random );
			}
		} else {
			const target = random.pick( targets );
			kind = random.pick( faultsOf( target.schema ) );
			setAt( body, target.path, faulty( kind, target.schema, random ) );
		}
	}
	for ( let i = random.int( 4 ); i > 0; i-- ) {
		body[ random.pick( EXTRA_FIELDS ) ] = random.pick( [
			'0.01',
			-100,
			1e308,
			[ { amount: { value: '0.01' } } ],
			{ isAdmin: true },
			NASTY[ random.int( NASTY.length ) ],
		] );
	}
	return {
		kind,
		type: 'application/json',
		data: JSON.stringify( { nonce, ...body } ),
	};
}

/**
 * A hostile query for a GET endpoint (it takes no body).
 *
 * @param {Random} random Random source.
 * @return {string} Query string to append.
 */
export function hostileQuery( random ) {
	return formEncode( {
		[ random.pick( [ 'products', 'x', 'nonce', 'order_id', '_locale' ] ) ]:
			random.pick( [
				NASTY[ random.int( NASTY.length ) ],
				[ 'a', 'b' ],
				deep( 5, false ),
				'x'.repeat( 2000 ),
				-1,
			] ),
	} );
}

/** A German message, not the English source (a coarse but honest check). */
const GERMAN =
	/[äöüÄÖÜß]|\b(Bitte|bitte|nicht|kein|keine|Dein|Deine|Deinen|Deiner|ist|sind|der|die|das|Die|Der|Das|Diese|Dieser|Dieses|Zu|zu|wurde|konnte|gehört|Anfrage|Sitzung|Warenkorb|Bestellung|Zahlung)\b/;

/**
 * Whether a refusal's message is German.
 *
 * @param {unknown} message data.message.
 */
export function isGerman( message ) {
	return (
		typeof message === 'string' &&
		message.trim() !== '' &&
		GERMAN.test( message )
	);
}
