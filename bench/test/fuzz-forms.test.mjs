// @ts-check
/**
 * The fuzz bench's form and REST parts (hostile input): forms read from a page,
 * hostile bodies keep the form's hidden fields and fault the others, and
 * the right answers. `node --test bench/test/`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import test from 'node:test';

/**
 * Internal dependencies
 */
import { seeded } from '../fuzz-bodies.mjs';
import { formMiss, hostileForm, postForms } from '../fuzz-forms.mjs';
import { restMiss } from '../fuzz-rest.mjs';

const PAGE = `<form method="get" action="/suche/"><input name="s"></form>
<form class="x" method="post" action="/warenkorb/?a=1&amp;b=2">
<input type="hidden" name="vitrine_form" value="cart">
<input type="hidden" name="_vitrine_nonce" value="abc123">
<input type="number" name="quantity[k1]" value="1">
<select name="shipping_country"><option>DE</option></select>
<button type="submit" name="update_cart" value="1">Aktualisieren</button>
</form>`;
const SITE = 'http://127.0.0.1:9354';

test( 'only POST forms are read, with their hidden and filled fields', () => {
	const forms = postForms( PAGE, `${ SITE }/warenkorb/` );
	assert.equal( forms.length, 1 );
	assert.equal( forms[ 0 ].action, `${ SITE }/warenkorb/?a=1&b=2` );
	assert.deepEqual( forms[ 0 ].fixed, [
		[ 'vitrine_form', 'cart' ],
		[ '_vitrine_nonce', 'abc123' ],
		[ 'update_cart', '1' ],
	] );
	assert.deepEqual( forms[ 0 ].filled, [
		'quantity[k1]',
		'shipping_country',
	] );
} );

test( 'hostile form bodies are seeded and never post the form as a person would', () => {
	const [ form ] = postForms( PAGE, `${ SITE }/warenkorb/` );
	const a = seeded( 3 );
	const b = seeded( 3 );
	for ( let i = 0; i < 200; i++ ) {
		const body = hostileForm( form, a );
		assert.deepEqual( body, hostileForm( form, b ) );
		const fields = new URLSearchParams( body.data );
		// A plausible quantity and country together would be a real update.
		assert.ok(
			! (
				fields.get( 'quantity[k1]' ) === '1' &&
				fields.get( 'shipping_country' ) === 'DE'
			)
		);
	}
} );

test( 'a one-button form (delete a card, cancel, renew) gets a spoiled hidden field in every body, never its own id again', () => {
	const [ form ] = postForms(
		'<form method="post"><input type="hidden" name="vitrine_account_action" value="delete-payment-method"><input type="hidden" name="id" value="3"><input type="hidden" name="_wpnonce" value="n0nce"><button type="submit">Ja</button></form>',
		`${ SITE }/mein-konto/zahlungsarten/`
	);
	assert.deepEqual( form.filled, [] );
	const random = seeded( 5 );
	for ( let i = 0; i < 300; i++ ) {
		// A stranger's ids, one of them the same number as this card's.
		const body = hostileForm( form, random, [ '3', '4', '9' ] );
		if ( body.data === '' ) {
			continue;
		}
		const fields = new URLSearchParams( body.data );
		assert.ok(
			! (
				fields.get( 'vitrine_account_action' ) ===
					'delete-payment-method' &&
				fields.get( 'id' ) === '3' &&
				fields.get( '_wpnonce' ) === 'n0nce'
			),
			`a valid deletion: ${ body.data }`
		);
		assert.match(
			body.kind,
			/hidden (vitrine_account_action|id|_wpnonce)/
		);
	}
} );

test( "a field a person fills in sometimes names the stranger's id (a card that is not hers)", () => {
	const [ form ] = postForms(
		'<form method="post"><input type="hidden" name="vitrine_form" value="change_payment_method"><input type="hidden" name="subscription_id" value="2"><input type="radio" name="payment_token" value="3"></form>',
		`${ SITE }/kasse/bestellung-bezahlen/4/`
	);
	const random = seeded( 7 );
	const tokens = Array.from( { length: 200 }, () =>
		new URLSearchParams( hostileForm( form, random, [ '4' ] ).data ).get(
			'payment_token'
		)
	);
	assert.ok( tokens.includes( '4' ) );
	assert.ok( ! tokens.includes( '3' ) );
} );

test( 'a form answer: a redirect to the site or a German notice, never a 5xx', () => {
	const page = ( /** @type {string} */ inner ) => ( {
		status: 200,
		type: 'text/html',
		text: `<div class="vitrine-notice vitrine-notice--error" role="alert"><p>${ inner }</p></div>`,
	} );
	assert.equal( formMiss( page( 'Bitte gib eine Menge ein.' ), SITE ), '' );
	assert.match(
		formMiss( page( 'Please enter a quantity.' ), SITE ),
		/not German/
	);
	assert.equal(
		formMiss(
			{
				status: 303,
				type: '',
				text: '',
				location: `${ SITE }/warenkorb/`,
			},
			SITE
		),
		''
	);
	assert.match(
		formMiss(
			{
				status: 302,
				type: '',
				text: '',
				location: 'https://evil.example/',
			},
			SITE
		),
		/redirect/
	);
	assert.match(
		formMiss( { status: 500, type: 'text/html', text: '' }, SITE ),
		/500/
	);
	const plain = { status: 200, type: 'text/html', text: '<p>Warenkorb</p>' };
	assert.match( formMiss( plain, SITE ), /no notice/ );
	assert.equal( formMiss( plain, SITE, true ), '' );
} );

test( 'a REST answer: a 4xx JSON with a German message (GET: or 200)', () => {
	const json = 'application/json; charset=UTF-8';
	const refusal = ( /** @type {string} */ message ) => ( {
		status: 400,
		type: json,
		text: JSON.stringify( { code: 'x', message, data: { status: 400 } } ),
	} );
	assert.equal(
		restMiss( refusal( 'Die Anfrage konnte nicht gelesen werden.' ), true ),
		''
	);
	assert.match(
		restMiss( refusal( 'Invalid JSON body passed.' ), true ),
		/not German/
	);
	const ok = { status: 200, type: json, text: '{"items":[]}' };
	assert.equal( restMiss( ok, false ), '' );
	assert.match( restMiss( ok, true ), /accepted/ );
	assert.match(
		restMiss( { status: 502, type: 'text/html', text: '' }, true ),
		/502/
	);
} );
