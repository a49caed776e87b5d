// @ts-check
/**
 * The fuzz bench's HTML-form part (hostile input): the shop's forms posted
 * without JavaScript, read from the pages themselves (every
 * `<form method="post">` of the product page, the cart, the checkout and
 * the account page with its guest forms: login, register, lost password),
 * each given hostile bodies from the same seeded generator
 * (bench/fuzz-bodies.mjs). A body keeps the form's hidden and submit
 * fields (its nonce and action, so that the handler, not the nonce,
 * refuses) and faults every field a person fills in: left out, a list
 * where one value belongs, 1,001 characters or 1 MB, script- or SQL-like
 * text, a negative/huge/NaN number, empty; or the whole body is hostile
 * (> 1,000 fields, > 64 brackets, broken UTF-8); one in ten also spoils a
 * hidden field (a wrong nonce or id).
 *
 * Right answer (a form is no API, so no JSON): never a 5xx; either a
 * redirect (3xx to the site, the handler's post/redirect/get) or a page
 * (200 or 4xx) that shows a German notice (`…notice--error`,
 * `…field-error`, `role="alert"`); no PHP warning in the page. The run's
 * row count, debug log and server log are checked as for the endpoints.
 */
/**
 * Internal dependencies
 */
import { NASTY, deep, formEncode, isGerman } from './fuzz-bodies.mjs';
import { send } from './fuzz-run.mjs';

/**
 * @typedef {import('./fuzz-bodies.mjs').Random} Random
 * @typedef {{status: number, type: string, text: string, location?: string}} Answer
 * @typedef {{target: string, counts: Record<string, number>, misses: number}} Row
 * @typedef {{action: string, fixed: Array<[string, string]>, filled: string[]}} Form
 */

/** @param {string} text HTML attribute text. */
const decode = ( text ) =>
	text
		.replace( /&amp;/g, '&' )
		.replace( /&#0?38;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" );

/**
 * An attribute of a tag.
 *
 * @param {string} attrs Tag's attributes.
 * @param {string} name  Attribute.
 */
const attr = ( attrs, name ) =>
	decode(
		new RegExp( `\\b${ name }=(["'])(.*?)\\1`, 's' ).exec( attrs )?.[ 2 ] ??
			''
	);

/**
 * The POST forms of a page.
 *
 * @param {string} html    Page.
 * @param {string} pageUrl The page's URL (a form without action posts there).
 * @return {Form[]} Forms.
 */
export function postForms( html, pageUrl ) {
	/** @type {Form[]} */
	const forms = [];
	for ( const [ , attrs, inner ] of html.matchAll(
		/<form\b([^>]*)>(.*?)<\/form>/gs
	) ) {
		if ( attr( attrs, 'method' ).toLowerCase() !== 'post' ) {
			continue;
		}
		/** @type {Array<[string, string]>} */
		const fixed = [];
		/** @type {string[]} */
		const filled = [];
		for ( const [ , tag, fieldAttrs ] of inner.matchAll(
			/<(input|select|textarea|button)\b([^>]*)>/g
		) ) {
			const name = attr( fieldAttrs, 'name' );
			const type = attr( fieldAttrs, 'type' ).toLowerCase();
			if ( ! name ) {
				continue;
			}
			if ( tag === 'button' || [ 'hidden', 'submit' ].includes( type ) ) {
				if ( ! fixed.some( ( [ n ] ) => n === name ) ) {
					fixed.push( [ name, attr( fieldAttrs, 'value' ) ] );
				}
			} else if ( ! filled.includes( name ) ) {
				filled.push( name );
			}
		}
		forms.push( {
			action: new URL( attr( attrs, 'action' ) || pageUrl, pageUrl ).href,
			fixed,
			filled,
		} );
	}
	return forms;
}

/**
 * A hostile value for a field a person fills in (undefined: left out).
 *
 * @param {Random}   random  Random source.
 * @param {boolean}  big     Whether a 1 MB string may be chosen.
 * @param {string[]} foreign Another customer's ids (a saved card to pay or
 *                           renew with that is not hers), if any.
 */
function hostileValue( random, big, foreign = [] ) {
	/** @type {unknown[]} */
	const values = [
		undefined,
		[ 'a', 'b' ],
		deep( 5, false ),
		'x'.repeat( 1001 ),
		big ? "'".repeat( 1024 * 1024 ) : 'x'.repeat( 5000 ),
		NASTY[ random.int( NASTY.length ) ],
		-1,
		'1e400',
		'NaN',
		'',
	];
	if ( foreign.length > 0 ) {
		values.push( foreign );
	}
	const value = random.pick( values );
	return value === foreign ? random.pick( foreign ) : value;
}

/**
 * One hostile body for a form.
 *
 * A form with no field a person fills in (delete a saved card, cancel or
 * renew a subscription, remove a cart line) would take every body that
 * keeps its hidden fields as a valid post, so each of its bodies spoils one
 * hidden field (a wrong action, id or nonce, or another customer's id);
 * other forms spoil one in one body of ten.
 *
 * @param {Form}     form    Form.
 * @param {Random}   random  Random source.
 * @param {string[]} foreign Another customer's ids (a hidden field may name one).
 * @return {{kind: string, data: string}} Body (form-encoded).
 */
export function hostileForm( form, random, foreign = [] ) {
	/** @type {Record<string, unknown>} */
	const fields = Object.fromEntries( form.fixed );
	let kind = '';
	if (
		form.fixed.length > 0 &&
		( form.filled.length === 0 || random.chance( 0.1 ) )
	) {
		const [ name, value ] = random.pick( form.fixed );
		// Never the field's own value (a stranger's subscription may have
		// the id of this customer's card).
		fields[ name ] = random.pick( [
			'abc',
			'0',
			'-1',
			NASTY[ 2 ],
			[ 'x' ],
			...foreign.filter( ( id ) => id !== value ),
		] );
		kind = `hidden ${ name }`;
	}
	if ( random.chance( 0.1 ) ) {
		const fixed = formEncode( fields );
		return {
			kind: [ 'whole', kind ].filter( Boolean ).join( ', ' ),
			data: random.pick( [
				`${ fixed }${ '&f[]=1'.repeat( 1001 ) }`,
				`${ fixed }&x${ '[a]'.repeat( 65 ) }=1`,
				`${ fixed }&%C3%28=%FF`,
				'',
			] ),
		};
	}
	const big = random.int( Math.max( 1, form.filled.length ) );
	form.filled.forEach( ( name, i ) => {
		const value = hostileValue( random, i === big, foreign );
		if ( value !== undefined ) {
			fields[ name ] = value;
		}
	} );
	return { kind: kind || 'filled', data: formEncode( fields ) };
}

/**
 * Why a form's answer misses the goal ('' when it meets it).
 *
 * @param {Answer}  answer   The answer.
 * @param {string}  siteUrl  The site (a redirect stays on it).
 * @param {boolean} unrouted The body lost the field naming the form (or is
 *                           empty): no post of that form, so the page may
 *                           render as for a GET (200 without a notice).
 */
export function formMiss( answer, siteUrl, unrouted = false ) {
	if ( answer.status >= 500 ) {
		return `HTTP ${ answer.status }`;
	}
	if (
		/<b>(Warning|Notice|Fatal error|Deprecated)<\/b>:/.test( answer.text )
	) {
		return 'a PHP message in the page';
	}
	if ( answer.status >= 300 && answer.status < 400 ) {
		const to = answer.location ?? '';
		return to && new URL( to, siteUrl ).origin === new URL( siteUrl ).origin
			? ''
			: `redirect to ${ JSON.stringify( to ) }`;
	}
	const notices = [
		...answer.text.matchAll(
			/<[a-z]+\b[^>]*(?:notice--error|notice-error|field-error|field__error|role="alert")[^>]*>(.*?)<\/(?:div|p|span|ul)>/gs
		),
	].map( ( [ , inner ] ) => inner.replace( /<[^>]+>/g, ' ' ) );
	if ( notices.length === 0 && unrouted && answer.status === 200 ) {
		return '';
	}
	if ( notices.length === 0 ) {
		return `no notice (${ answer.status })`;
	}
	return notices.some( isGerman )
		? ''
		: `notice not German: ${ JSON.stringify(
				notices[ 0 ].slice( 0, 120 )
		  ) }`;
}

/**
 * Fuzzes the shop's POST forms.
 *
 * @param {{url: string, bodies: number, random: Random, pages: Array<{path: string, cookie: string, follow: RegExp, as: string, foreign?: string[]}>, rows: Row[], record: (row: Row, answer: Answer, why: string, what: string) => void, pool: (jobs: Array<() => Promise<void>>) => Promise<void>}} run
 *                                                                                                                                                                                                                                                                                                         The run.
 */
export async function fuzzForms( run ) {
	const { url, bodies, random, rows, record } = run;
	// Every form first (a hostile post may empty the cart, and the checkout
	// shows its form only for a filled cart); the cart's remove form last.
	/** @type {Array<{path: string, headers: Record<string, string>, form: Form, foreign: string[]}>} */
	const found = [];
	const pages = [ ...run.pages ];
	for ( const page of pages ) {
		const pageUrl = `${ url }${ page.path }`;
		const seen = await send( pageUrl, {
			headers: page.cookie ? { Cookie: page.cookie } : {},
		} );
		const html = seen.text;
		// A guest's nonce belongs to the session the page started (its cookie).
		const cookie = [
			page.cookie,
			...seen.cookies.map( ( c ) => c.split( ';' )[ 0 ] ),
		]
			.filter( Boolean )
			.join( '; ' );
		/** @type {Record<string, string>} */
		const headers = cookie ? { Cookie: cookie } : {};
		// The forms' own pages linked from this one (lost password, the
		// account's sections), never a log-out link.
		for ( const [ , href ] of html.matchAll( /href="([^"]*)"/g ) ) {
			if (
				! page.follow.test( href ) ||
				/logout|abmelden/.test( href )
			) {
				continue;
			}
			const link = new URL( decode( href ), pageUrl );
			const path = link.pathname + link.search;
			if (
				link.origin === new URL( url ).origin &&
				! pages.some( ( p ) => p.path === path )
			) {
				pages.push( { ...page, path } );
			}
		}
		for ( const form of postForms( html, pageUrl ) ) {
			found.push( {
				path: `${ page.as }${ page.path }`,
				headers,
				form,
				foreign: page.foreign ?? [],
			} );
		}
	}
	const removes = ( /** @type {Form} */ form ) =>
		form.fixed.some( ( [ n, v ] ) => /remove/.test( `${ n }=${ v }` ) );
	found.sort(
		( a, b ) => Number( removes( a.form ) ) - Number( removes( b.form ) )
	);
	for ( const { path, headers, form, foreign } of found ) {
		const name =
			form.fixed
				.map( ( [ n ] ) => n )
				.find( ( n ) =>
					/form|action|add-to-cart|update|login|register|lost/.test(
						n
					)
				) ??
			form.filled[ 0 ] ??
			'?';
		const row = {
			target: `form ${ path } (${ name }=${
				form.fixed.find( ( [ n ] ) => n === name )?.[ 1 ] ?? ''
			})`,
			counts: {},
			misses: 0,
		};
		rows.push( row );
		/** @type {Array<() => Promise<void>>} */
		const jobs = [];
		for ( let i = 0; i < bodies; i++ ) {
			const body = hostileForm( form, random, foreign );
			jobs.push( async () => {
				const response = await fetch( form.action, {
					method: 'POST',
					redirect: 'manual',
					headers: {
						...headers,
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: body.data,
				} );
				const answer = {
					status: response.status,
					type: response.headers.get( 'content-type' ) ?? '',
					text: await response.text(),
					location: response.headers.get( 'location' ) ?? '',
				};
				record(
					row,
					answer,
					formMiss(
						answer,
						url,
						body.data === '' ||
							body.kind.endsWith( `hidden ${ name }` )
					),
					`${ body.kind }: ${ body.data.slice( 0, 150 ) }`
				);
			} );
		}
		await run.pool( jobs );
	}
}
