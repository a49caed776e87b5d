// @ts-check
/**
 * The fuzz bench's generator (hostile input): seeded, and every body carries a
 * fault its schema refuses. `node --test bench/test/fuzz-bodies.test.mjs`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import test from 'node:test';

/**
 * Internal dependencies
 */
import { hostileBody, isGerman, seeded } from '../fuzz-bodies.mjs';
import { miss } from '../fuzz-run.mjs';

/** approve_order's schema, as the site reports it. */
const SCHEMA = {
	type: 'object',
	properties: {
		order_id: {
			type: 'string',
			pattern: '^[A-Za-z0-9-]{1,64}$',
			minLength: 1,
			maxLength: 64,
		},
		should_create_wc_order: { type: 'boolean' },
	},
	required: [ 'order_id' ],
};

/**
 * Whether a decoded body would pass SCHEMA (a small mirror of Ajax\Input
 * for these two fields; unknown keys are dropped there, so ignored here).
 *
 * @param {any} body Decoded body.
 */
function passes( body ) {
	if ( ! body || typeof body !== 'object' || Array.isArray( body ) ) {
		return false;
	}
	const id = body.order_id;
	if ( typeof id !== 'string' || ! /^[A-Za-z0-9-]{1,64}$/.test( id ) ) {
		return false;
	}
	return (
		! ( 'should_create_wc_order' in body ) ||
		typeof body.should_create_wc_order === 'boolean'
	);
}

test( 'the same seed gives the same bodies', () => {
	const a = seeded( 7 );
	const b = seeded( 7 );
	for ( let i = 0; i < 50; i++ ) {
		assert.deepEqual(
			hostileBody( SCHEMA, 'n', {}, [], a ),
			hostileBody( SCHEMA, 'n', {}, [], b )
		);
	}
} );

test( 'every body without a foreign id breaks the schema or cannot be read', () => {
	const random = seeded( 20261124 );
	const kinds = new Set();
	for ( let i = 0; i < 500; i++ ) {
		const body = hostileBody( SCHEMA, 'n', {}, [], random );
		kinds.add( body.kind );
		let decoded = null;
		if ( body.type.includes( 'json' ) ) {
			try {
				decoded = JSON.parse( body.data );
			} catch {
				decoded = null;
			}
		}
		assert.equal(
			passes( decoded ),
			false,
			`${ body.kind }: ${ body.data.slice( 0, 120 ) }`
		);
	}
	for ( const kind of [
		'whole',
		'missing',
		'type',
		'long',
		'huge',
		'nasty',
	] ) {
		assert.ok( kinds.has( kind ), `${ kind } bodies are generated` );
	}
} );

test( 'a foreign id is sent as it is, with the valid nonce', () => {
	const random = seeded( 3 );
	const foreign = [ { order_id: 'OTHER-SESSION-1' } ];
	const bodies = Array.from( { length: 200 }, () =>
		hostileBody( SCHEMA, 'nonce-1', {}, foreign, random )
	).filter( ( body ) => body.kind === 'foreign' );
	assert.ok( bodies.length > 0 );
	for ( const body of bodies ) {
		const decoded = JSON.parse( body.data );
		assert.equal( decoded.nonce, 'nonce-1' );
		assert.equal( decoded.order_id, 'OTHER-SESSION-1' );
	}
} );

test( 'only a German 4xx JSON refusal meets the goal of a hostile body', () => {
	const json = 'application/json; charset=UTF-8';
	/**
	 * @param {number} status  HTTP status.
	 * @param {string} message data.message.
	 */
	const refusal = ( status, message ) => ( {
		status,
		type: json,
		text: JSON.stringify( { success: false, data: { message } } ),
	} );
	assert.equal(
		miss(
			refusal( 400, 'Die Anfrage konnte nicht gelesen werden.' ),
			true
		),
		''
	);
	assert.match(
		miss( refusal( 400, 'The request could not be read.' ), true ),
		/not German/
	);
	assert.match(
		miss( refusal( 500, 'Etwas ist schiefgelaufen.' ), true ),
		/HTTP 500/
	);
	assert.match(
		miss(
			{ status: 200, type: json, text: '{"success":true,"data":{}}' },
			true
		),
		/accepted/
	);
	assert.match(
		miss(
			{ status: 400, type: 'text/html', text: '<b>Warning</b>' },
			true
		),
		/not JSON/
	);
	assert.equal(
		miss(
			{ status: 200, type: json, text: '{"success":true,"data":{}}' },
			false
		),
		''
	);
	assert.equal( isGerman( 'Dein Warenkorb ist leer.' ), true );
	assert.equal( isGerman( '' ), false );
} );
