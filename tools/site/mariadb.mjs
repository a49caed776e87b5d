// @ts-check
/**
 * MariaDB for the production-like option (WP_DB=mariadb): one server per
 * checkout, started by hand without systemd, on loopback with its own socket.
 */
/**
 * External dependencies
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const HOME = path.join( ROOT, '.wp', 'mariadb' );
const PORT = Number( process.env.VITRINE_MARIADB_PORT || 3407 );
const SOCKET = path.join( HOME, 'mysqld.sock' );

/**
 * @param {string} cmd
 * @return {string} Full path, looking in sbin too.
 */
function which( cmd ) {
	for ( const dir of [ '/usr/sbin', '/usr/bin', '/sbin', '/bin' ] ) {
		const p = path.join( dir, cmd );
		if ( fs.existsSync( p ) ) {
			return p;
		}
	}
	return cmd;
}

/**
 * @param {string} sql
 */
function query( sql ) {
	execFileSync(
		which( 'mariadb' ),
		[ '--protocol=socket', `--socket=${ SOCKET }`, '-uroot', '-e', sql ],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
}

function running() {
	try {
		query( 'SELECT 1' );
		return true;
	} catch {
		return false;
	}
}

/**
 * Starts the server if needed and makes sure the database exists.
 *
 * @param {string}            name
 * @param {{fresh?: boolean}} [options]
 * @return {{name: string, host: string, user: string, password: string}} Connection settings for wp-config.php.
 */
export function ensureMariadb( name, options = {} ) {
	const data = path.join( HOME, 'data' );
	if ( ! running() ) {
		if ( ! fs.existsSync( path.join( data, 'mysql' ) ) ) {
			fs.mkdirSync( data, { recursive: true } );
			execFileSync(
				which( 'mariadb-install-db' ),
				[
					'--no-defaults',
					`--datadir=${ data }`,
					'--auth-root-authentication-method=normal',
					'--skip-test-db',
					...( process.getuid?.() === 0 ? [ '--user=root' ] : [] ),
				],
				{ stdio: 'ignore' }
			);
		}
		const log = fs.openSync( path.join( HOME, 'mariadb.log' ), 'a' );
		const child = spawn(
			which( 'mariadbd' ),
			[
				'--no-defaults',
				`--datadir=${ data }`,
				`--socket=${ SOCKET }`,
				`--pid-file=${ path.join( HOME, 'mariadbd.pid' ) }`,
				'--bind-address=127.0.0.1',
				`--port=${ PORT }`,
				'--skip-name-resolve',
				'--innodb-buffer-pool-size=512M',
				...( process.getuid?.() === 0 ? [ '--user=root' ] : [] ),
			],
			{ detached: true, stdio: [ 'ignore', log, log ] }
		);
		child.unref();
		const until = Date.now() + 30_000;
		while ( ! running() ) {
			if ( Date.now() > until ) {
				throw new Error(
					`MariaDB did not start; see ${ path.join(
						HOME,
						'mariadb.log'
					) }`
				);
			}
			execFileSync( 'sleep', [ '0.2' ] );
		}
	}
	if ( options.fresh ) {
		query( `DROP DATABASE IF EXISTS \`${ name }\`` );
	}
	query(
		`CREATE DATABASE IF NOT EXISTS \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
	);
	return { name, host: `127.0.0.1:${ PORT }`, user: 'root', password: '' };
}

/** Stops the server this checkout started, if any. */
export function stopMariadb() {
	const pidFile = path.join( HOME, 'mariadbd.pid' );
	if ( fs.existsSync( pidFile ) ) {
		try {
			process.kill(
				Number( fs.readFileSync( pidFile, 'utf8' ) ),
				'SIGTERM'
			);
		} catch {
			// Already gone.
		}
	}
}
