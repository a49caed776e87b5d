// @ts-check
/**
 * The goals of bench:payments' webhook table: what counts as
 * "applied once" and as "a step back", so the table cannot say `met` for a
 * double status change, a second refund row or a paid order gone back.
 * `node --test bench/test/`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import test from 'node:test';

/**
 * Internal dependencies
 */
import { BACKWARDS, EVENTS, tally } from '../payments-webhooks.mjs';

/**
 * An event of the table by name.
 *
 * @param {string} name Name.
 */
const event = ( name ) => {
	const found = EVENTS.find( ( e ) => e.name === name );
	assert.ok( found, name );
	return found;
};

const base = {
	changes: [],
	refund_rows_of_id: 0,
	tokens: 1,
	subscription_status: 'active',
	subscription_version: 3,
};

test( 'the webhook table covers every event family the plugin handles', () => {
	const types = EVENTS.map( ( e ) => e.type );
	for ( const type of [
		'PAYMENT.CAPTURE.COMPLETED',
		'PAYMENT.CAPTURE.DENIED',
		'PAYMENT.CAPTURE.REFUNDED',
		'VAULT.PAYMENT-TOKEN.DELETED',
		'BILLING.SUBSCRIPTION.SUSPENDED',
		'BILLING.SUBSCRIPTION.CANCELLED',
	] ) {
		assert.ok( types.includes( type ), type );
	}
} );

test( 'a completion applied once is one status change to paid; two changes or none miss', () => {
	const { once } = event( 'capture completed' );
	assert.equal(
		once( base, { ...base, changes: [ 'pending→processing' ] } ),
		null
	);
	assert.notEqual(
		once( base, {
			...base,
			changes: [ 'pending→processing', 'processing→completed' ],
		} ),
		null
	);
	assert.notEqual( once( base, base ), null );
} );

test( 'a refund applied once is one refund row and one change to refunded', () => {
	const { once } = event( 'refund' );
	const before = { ...base, changes: [ 'pending→completed' ] };
	const changes = [ 'pending→completed', 'completed→refunded' ];
	assert.equal(
		once( before, { ...before, changes, refund_rows_of_id: 1 } ),
		null
	);
	assert.notEqual(
		once( before, { ...before, changes, refund_rows_of_id: 2 } ),
		null
	);
} );

test( 'a token deletion and a subscription change count in the database', () => {
	assert.equal(
		event( 'vault token deleted' ).once( base, { ...base, tokens: 0 } ),
		null
	);
	assert.notEqual( event( 'vault token deleted' ).once( base, base ), null );
	const suspended = event( 'subscription suspended' ).once;
	assert.equal(
		suspended( base, {
			...base,
			subscription_status: 'on-hold',
			subscription_version: 4,
		} ),
		null
	);
	assert.notEqual(
		suspended( base, {
			...base,
			subscription_status: 'on-hold',
			subscription_version: 5,
		} ),
		null,
		'two status writes for one event are a miss'
	);
} );

test( 'a step back out of paid, refunded or cancelled is recognised; forward steps are not', () => {
	for ( const back of [
		'processing→failed',
		'completed→pending',
		'refunded→processing',
		'cancelled→pending',
	] ) {
		assert.ok( BACKWARDS.test( back ), back );
	}
	for ( const forward of [
		'pending→processing',
		'failed→processing',
		'pending→failed',
		'completed→refunded',
	] ) {
		assert.ok( ! BACKWARDS.test( forward ), forward );
	}
} );

test( 'answers are tallied by status and outcome, most first', () => {
	assert.equal(
		tally( [
			{ status: 200, json: { outcome: 'unchanged' } },
			{ status: 503, json: { code: 'vitrine_webhook_retry' } },
			{ status: 200, json: { outcome: 'unchanged' } },
			{ status: 200, json: { outcome: 'applied' } },
		] ),
		'2 × 200 unchanged, 1 × 503, 1 × 200 applied'
	);
} );
