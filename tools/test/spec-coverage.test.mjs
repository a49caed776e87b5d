// @ts-check
/**
 * `npm run spec:coverage`'s reading of the spec's headings and of the
 * tests' citations. `node --test tools/test/spec-coverage.test.mjs`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import test from 'node:test';

/**
 * Internal dependencies
 */
import {
	citedSections,
	coverage,
	findCitations,
	levelOf,
	parseSections,
	report,
	sectionOf,
} from '../spec-coverage.mjs';

const SPEC = `# Specification: a shop

Text between headings is no section (§4.4 is cited here, not headed).

## 1. What the product does

## 4. States and transitions

### 4.4 Button enablement

### 4.5 Subscription mode

### 4.8 Shipping and app-switch

#### 4.8.1 Not a section of its own

## 5. Validation rules

### 5.1 Directory

## 6. Roles and permissions
`;

const SECTIONS = parseSections( SPEC );

/**
 * Section numbers a text cites, sorted.
 *
 * @param {string} text Text.
 */
const cited = ( text ) => [ ...citedSections( text, SECTIONS ).cited ].sort();

test( 'chapters and sections come from the numbered headings', () => {
	assert.deepEqual(
		SECTIONS.map( ( { id, title, leaf } ) => [ id, title, leaf ] ),
		[
			[ '1', 'What the product does', true ],
			[ '4', 'States and transitions', false ],
			[ '4.4', 'Button enablement', true ],
			[ '4.5', 'Subscription mode', true ],
			[ '4.8', 'Shipping and app-switch', true ],
			[ '5', 'Validation rules', false ],
			[ '5.1', 'Directory', true ],
			[ '6', 'Roles and permissions', true ],
		]
	);
} );

test( 'a citation is § and a number, with or without a space', () => {
	assert.deepEqual( findCitations( 'see §4.8 and § 4.5.' ), [
		{ from: '4.8' },
		{ from: '4.5' },
	] );
	assert.deepEqual( cited( '§4.8, §6' ), [ '4.8', '6' ] );
	assert.deepEqual( cited( 'no citation: 4.8, section 4.5' ), [] );
} );

test( 'a deeper number counts for its section, a sentence’s dot is no part', () => {
	assert.equal( sectionOf( '4.8.2', [ '4.8' ] ), '4.8' );
	assert.deepEqual( cited( '(§4.8.2) and the end of §4.5.' ), [
		'4.5',
		'4.8',
	] );
} );

test( 'lists: every number with its own §, or after a slash', () => {
	assert.deepEqual( cited( '§4.4/§4.5' ), [ '4.4', '4.5' ] );
	assert.deepEqual( cited( '§4.4 / 4.8' ), [ '4.4', '4.8' ] );
	assert.deepEqual( cited( '§4.4, §4.8 and §5.1' ), [ '4.4', '4.8', '5.1' ] );
	assert.deepEqual( cited( '§§4.4, 4.5 and 4.8' ), [ '4.4', '4.5', '4.8' ] );
} );

test( 'a bare number after a single § and a comma is not a citation', () => {
	assert.deepEqual( cited( 'waits §4.8, 5.1 seconds' ), [ '4.8' ] );
	assert.deepEqual( cited( '§4.4 and 4.5 people' ), [ '4.4' ] );
} );

test( 'ranges take every section from the first to the last', () => {
	assert.deepEqual( findCitations( '§§4.4–4.8' ), [
		{ from: '4.4', to: '4.8' },
	] );
	assert.deepEqual( cited( '§§4.4–4.8' ), [ '4.4', '4.5', '4.8' ] );
	assert.deepEqual( cited( '§4.4-4.5' ), [ '4.4', '4.5' ] );
	assert.deepEqual( cited( '§§4.5 to 5.1' ), [ '4.5', '4.8', '5.1' ] );
	assert.deepEqual(
		cited( '§4.8–4.4' ),
		[ '4.4', '4.8' ],
		'a reversed range cites its ends'
	);
	assert.deepEqual(
		cited( '§4.4-5 cards' ),
		[ '4.4' ],
		'a plain number after the dash is no range end'
	);
} );

test( 'numbers the spec does not have are reported apart', () => {
	const found = citedSections( '§4.13 and §9.4 but §4.8', SECTIONS );
	assert.deepEqual( [ ...found.cited ], [ '4.8' ] );
	assert.deepEqual( [ ...found.unknown ].sort(), [ '4.13', '9.4' ] );
} );

test( 'test files are sorted into jest, php and e2e', () => {
	assert.equal(
		levelOf( 'src/payment/rules/test/shipping.test.ts' ),
		'jest'
	);
	assert.equal( levelOf( 'src/blocks/cart/test/view.test.tsx' ), 'jest' );
	assert.equal( levelOf( 'src/payment/test/fixtures/config.ts' ), null );
	assert.equal( levelOf( 'src/payment/rules/shipping.ts' ), null );
	assert.equal(
		levelOf( 'tools/provider-emulator/test/harness/emulator.ts' ),
		'jest'
	);
	assert.equal( levelOf( 'bench/test/fuzz-bodies.test.mjs' ), 'jest' );
	assert.equal( levelOf( 'tests/e2e/test/config.test.ts' ), 'jest' );
	assert.equal( levelOf( 'tests/php/Store/CartTest.php' ), 'php' );
	assert.equal( levelOf( 'tests/php/StoreFixtures.php' ), 'php' );
	assert.equal( levelOf( 'tests/e2e/shopper/pay-shipping.spec.ts' ), 'e2e' );
	assert.equal( levelOf( 'tests/e2e/fixtures.ts' ), 'e2e' );
	assert.equal( levelOf( 'tools/test/spec-coverage.test.mjs' ), null );
} );

test( 'coverage counts a file once per section, and the report sums up', () => {
	const { map, unknown } = coverage( SECTIONS, [
		{ file: 'src/a/test/a.test.ts', text: '§4.8 … §4.8.1 … §§4.4–4.5' },
		{ file: 'tests/php/Store/CartTest.php', text: '§4.8 and §6' },
		{ file: 'tests/e2e/shopper/x.spec.ts', text: '§4.8 §4.99' },
		{ file: 'README.md', text: '§5.1' },
	] );
	assert.deepEqual( map[ '4.8' ], {
		jest: [ 'src/a/test/a.test.ts' ],
		php: [ 'tests/php/Store/CartTest.php' ],
		e2e: [ 'tests/e2e/shopper/x.spec.ts' ],
	} );
	assert.deepEqual( map[ '5.1' ], { jest: [], php: [], e2e: [] } );
	assert.deepEqual( unknown, { 4.99: [ 'tests/e2e/shopper/x.spec.ts' ] } );

	const text = report( SECTIONS, map, unknown, true );
	assert.match(
		text,
		/§4\.8 +Shipping and app-switch +jest +1 +php +1 +e2e +1/
	);
	assert.match( text, /php: tests\/php\/Store\/CartTest\.php/ );
	assert.match(
		text,
		/Never cited \(2\):\n {2}§1 What the product does\n {2}§5\.1 Directory/
	);
	assert.match( text, /Cited but not in the spec: §4\.99/ );
	assert.match( text, /Cited sections: 4 of 6 \(jest 3, php 2, e2e 1\)$/ );
} );
