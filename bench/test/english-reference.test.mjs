// @ts-check
/**
 * The English reference set of bench:l10n, on a tiny
 * fake core. `node --test bench/test/english-reference.test.mjs`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

/**
 * Internal dependencies
 */
import { englishReference, visibleForm } from '../english-reference.mjs';

/**
 * @param {Record<string, string>} files Path below the core → contents.
 * @return {string} The fake core's folder.
 */
function fakeCore( files ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-l10n-' ) );
	for ( const [ file, text ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( dir, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( dir, file ), text );
	}
	return dir;
}

const core = fakeCore( {
	'wp-admin/edit.php': `<?php echo __( 'Bulk actions' ); _e( "Apply" );
		printf( _n( '%s item', '%s items', $n ), $n );
		esc_html_e( 'It\\'s <strong>done</strong>&hellip;' );
		echo __( 'Dashboard' ); echo __( '%s' );`,
	'wp-admin/includes/continents-cities.php': `<?php __( 'Juba', 'continents-cities' );`,
	'wp-includes/general-template.php': `<?php sprintf( __( 'Howdy, %s' ), $name );`,
	'wp-includes/js/dist/block-editor.js': `label: (0,external_wp_i18n_namespaceObject.__)("Add block"), x: (0,external_wp_i18n_namespaceObject._x)('Blocks', 'tab'),`,
	'wp-includes/js/dist/block-editor.min.js': `__("Only in the minified copy")`,
	'index.php': `<?php // no strings`,
} );

test( 'PHP msgids of __(), _e(), _n() (both forms) and esc_html_e() are English evidence', () => {
	const ref = englishReference( core );
	assert.ok( ref.matches( 'Bulk actions' ) );
	assert.ok( ref.matches( 'Apply' ) );
	assert.ok( ref.matches( '1 item' ) );
	assert.ok( ref.matches( '16 items' ) );
	assert.ok( ref.matches( 'It’s done…' ) === false ); // PHP's ' stays a straight quote.
	assert.ok( ref.matches( "It's done…" ) );
} );

test( 'placeholders match any text, but only the whole string', () => {
	const ref = englishReference( core );
	assert.ok( ref.matches( 'Howdy, admin' ) );
	assert.equal( ref.matches( 'Willkommen, admin' ), false );
	assert.equal( ref.matches( 'Howdy,' ), false );
	assert.equal( ref.matches( 'Say Howdy, admin' ), false );
} );

test( "the editor's unminified dist scripts are read, the minified copies not", () => {
	const ref = englishReference( core );
	assert.ok( ref.matches( 'Add block' ) );
	assert.ok( ref.matches( 'Blocks' ) );
	assert.equal( ref.matches( 'Only in the minified copy' ), false );
	assert.equal( ref.js, 2 );
} );

test( 'words German keeps, bare placeholders, city names and German text are no evidence', () => {
	const ref = englishReference( core );
	assert.equal( ref.matches( 'Dashboard' ), false );
	assert.equal( ref.matches( 'anything' ), false );
	assert.equal( ref.matches( 'Juba' ), false );
	assert.equal( ref.matches( 'Mehrfachaktionen' ), false );
} );

test( 'visibleForm strips tags, decodes entities and collapses whitespace', () => {
	assert.equal(
		visibleForm( 'Save <em>now</em>&hellip;\n  &amp; later' ),
		'Save now… & later'
	);
} );
