/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const EXTRACT = path.resolve( __dirname, '..', 'extract.php' );
const hasPhp = spawnSync( 'php', [ '--version' ] ).status === 0;

/**
 * Runs tools/i18n/extract.php on one file with the given code.
 *
 * @param {string} code PHP code.
 * @return {{entries: Array<Object>, warnings: string[]}} Its output.
 */
function extract( code ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-i18n-' ) );
	try {
		fs.writeFileSync( path.join( dir, 'a.php' ), code );
		return JSON.parse(
			execFileSync( 'php', [ EXTRACT, dir, 'a.php' ], {
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			} )
		);
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

( hasPhp ? describe : describe.skip )( 'extract.php', () => {
	it( 'reads gettext calls of the vitrine domain with PHP’s tokenizer', () => {
		const { entries, warnings } = extract(
			[
				'<?php',
				'/* translators: %s: a name */',
				"printf( __( 'Hello %s', 'vitrine' ), $name );",
				"echo esc_html_x( \"Tab\\tbed \\$x \\u{00e9}\", 'ctx', 'vitrine' );",
				'// translators: count of things',
				"$x = _n( 'One thing', '%d things', $n, 'vitrine' );",
				"$y = _nx_noop( 'a', 'b', 'c', 'vitrine' );",
				"$z = $obj->__( 'method', 'vitrine' );",
				"__( 'core' );",
				"__( 'other', 'other' );",
				"__( $text, 'vitrine' );",
				"__( 'x', $domain );",
				"_e( 'con' . 'cat', 'vitrine', );",
				'$s = <<<EOT',
				"__( 'in heredoc', 'vitrine' )",
				'EOT;',
				"\\__( 'qualified', 'vitrine' );",
				"echo _x( 'It\\'s', 'a \\\\ b', 'vitrine' );",
			].join( '\n' )
		);
		expect( entries ).toEqual( [
			{
				file: 'a.php',
				line: 3,
				msgid: 'Hello %s',
				comment: 'translators: %s: a name',
			},
			{ file: 'a.php', line: 4, msgid: 'Tab\tbed $x é', msgctxt: 'ctx' },
			{
				file: 'a.php',
				line: 6,
				msgid: 'One thing',
				msgid_plural: '%d things',
				comment: 'translators: count of things',
			},
			{
				file: 'a.php',
				line: 7,
				msgid: 'a',
				msgid_plural: 'b',
				msgctxt: 'c',
			},
			{ file: 'a.php', line: 13, msgid: 'concat' },
			{ file: 'a.php', line: 17, msgid: 'qualified' },
			{ file: 'a.php', line: 18, msgid: "It's", msgctxt: 'a \\ b' },
		] );
		expect( warnings ).toEqual( [
			'a.php:11: __() argument 1 (text) is not a string literal; it cannot be translated.',
			'a.php:12: __() has a text domain that is not a string literal.',
		] );
	} );

	it( 'fails on a file that does not parse', () => {
		expect( () => extract( '<?php __( ' ) ).toThrow();
	} );
} );
