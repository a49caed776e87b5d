// @ts-check
/**
 * tools/site/rewrite-urls.php, which moves a copied site's database to the
 * copy's URL (site.mjs cloneSite, used for each e2e worker's site): every
 * text column of every table, serialized values still readable, numbers and
 * other strings untouched, pairs of unequal length refused.
 * `node --test tools/test/`
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../site/rewrite-urls.php'
);

/**
 * Runs PHP code with a PDO handle `$db` on the database file.
 *
 * @param {string} file SQLite file.
 * @param {string} code PHP statements.
 * @return {string} What the code printed.
 */
function php( file, code ) {
	return execFileSync( 'php', [
		'-r',
		`$db = new PDO( 'sqlite:' . ${ JSON.stringify(
			file
		) }, null, null, array( PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION ) ); ${ code }`,
	] ).toString();
}

test( 'rewrites the URLs in every text column; serialized values stay readable', () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-rewrite-' ) );
	const db = path.join( dir, '.ht.sqlite' );
	php(
		db,
		`$db->exec( 'CREATE TABLE wp_options (option_id INTEGER PRIMARY KEY, option_name TEXT, option_value LONGTEXT)' );
		$db->exec( 'CREATE TABLE wp_posts (ID INTEGER, guid VARCHAR(255), post_content TEXT, menu_order INT)' );
		$db->prepare( 'INSERT INTO wp_options (option_name, option_value) VALUES (?, ?)' )->execute( array( 'vitrine_provider', serialize( array( 'emulator_url' => 'http://127.0.0.1:8892', 'client_id' => 'x' ) ) ) );
		$db->prepare( 'INSERT INTO wp_options (option_name, option_value) VALUES (?, ?)' )->execute( array( 'other', 'http://127.0.0.1:88899 stays? no: it contains the URL' ) );
		$db->prepare( 'INSERT INTO wp_posts VALUES (?, ?, ?, ?)' )->execute( array( 8889, 'http://127.0.0.1:8889/?p=1', '<img src="http://127.0.0.1:8889/wp-content/uploads/a.png"> 127.0.0.1:8892', 8889 ) );`
	);
	execFileSync( 'php', [
		SCRIPT,
		db,
		JSON.stringify( [
			[ 'http://127.0.0.1:8889', 'http://127.0.0.1:8899' ],
			[ 'http://127.0.0.1:8892', 'http://127.0.0.1:8902' ],
		] ),
	] );
	const out = JSON.parse(
		php(
			db,
			`echo json_encode( array(
				'provider' => unserialize( $db->query( "SELECT option_value FROM wp_options WHERE option_name = 'vitrine_provider'" )->fetchColumn() ),
				'other' => $db->query( "SELECT option_value FROM wp_options WHERE option_name = 'other'" )->fetchColumn(),
				'post' => $db->query( 'SELECT * FROM wp_posts' )->fetch( PDO::FETCH_ASSOC ),
			) );`
		)
	);
	assert.deepEqual( out.provider, {
		emulator_url: 'http://127.0.0.1:8902',
		client_id: 'x',
	} );
	assert.equal(
		out.other,
		'http://127.0.0.1:88999 stays? no: it contains the URL'
	);
	assert.deepEqual( out.post, {
		ID: 8889,
		guid: 'http://127.0.0.1:8899/?p=1',
		post_content:
			'<img src="http://127.0.0.1:8899/wp-content/uploads/a.png"> 127.0.0.1:8892',
		menu_order: 8889,
	} );
	fs.rmSync( dir, { recursive: true, force: true } );
} );

test( 'refuses a pair of unequal length and changes nothing', () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-rewrite-' ) );
	const db = path.join( dir, '.ht.sqlite' );
	php(
		db,
		`$db->exec( 'CREATE TABLE t (v TEXT)' ); $db->exec( "INSERT INTO t VALUES ('http://127.0.0.1:8889')" );`
	);
	const run = spawnSync( 'php', [
		SCRIPT,
		db,
		JSON.stringify( [
			[ 'http://127.0.0.1:8889', 'http://127.0.0.1:10889' ],
		] ),
	] );
	assert.equal( run.status, 2 );
	assert.match( run.stderr.toString(), /unequal length/ );
	assert.equal(
		php( db, `echo $db->query( 'SELECT v FROM t' )->fetchColumn();` ),
		'http://127.0.0.1:8889'
	);
	fs.rmSync( dir, { recursive: true, force: true } );
} );
