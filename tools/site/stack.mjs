// @ts-check
/**
 * The production stack (`WP_STACK=nginx`): a prepared site served by
 * Debian's nginx in front of PHP-FPM (a static pool of worker processes),
 * with MariaDB as its database (cli.mjs chooses it), as shops run WordPress.
 * The default stays PHP's built-in server on SQLite (site.mjs).
 *
 * nginx refuses what tools/site/router.php refuses (dotfiles, logs, pid
 * files, and under /wp-content/plugins/vitrine/ whatever the plugin zip
 * does not ship, from tools/plugin-files.json), compresses text and lets
 * browsers keep static files for a year: WordPress versions every script
 * and style it prints (`?ver=`), so a changed file comes under a new URL.
 *
 * Each server runs in its own process group (PHP-FPM makes its own session
 * anyway); the site's `server.pid` lists both, so `stopServer()` (npm stop)
 * ends all of it. Their
 * configuration, socket, pid files and temp folders live in
 * `.wp/stack/<site>/`, outside the document root.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, stopServer, waitForHttp } from './site.mjs';
import { ensurePackages, fpmBinary, has } from './system.mjs';

/** PHP-FPM workers: enough that two requests never wait for each other. */
export const FPM_WORKERS = Number( process.env.VITRINE_FPM_WORKERS || 4 );

/** File types browsers may keep for a year (every URL carries a version). */
const STATIC = 'css|js|mjs|json|map|mo|png|jpe?g|gif|svg|webp|avif|ico|woff2?';

/** Text types nginx compresses (HTML always is). */
const GZIP_TYPES = [
	'text/css',
	'text/plain',
	'text/javascript',
	'application/javascript',
	'application/json',
	'application/xml',
	'image/svg+xml',
];

/**
 * The plugin folder's rules, from the one list of what ships: a regular
 * expression of the shipped top-level names, and the list's `skip`
 * expression made to match a whole URL (its `^` is the start of a path
 * below the plugin, which in a URL follows a slash).
 *
 * @return {{shipped: string, skip: string}} nginx regular expressions.
 */
export function pluginRules() {
	const list = JSON.parse(
		fs.readFileSync(
			path.join( ROOT, 'tools', 'plugin-files.json' ),
			'utf8'
		)
	);
	const quote = ( /** @type {string} */ s ) =>
		s.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	return {
		shipped: `^/wp-content/plugins/vitrine/(${ list.include
			.map( quote )
			.join( '|' ) })(/|$)`,
		skip: String( list.skip ).replaceAll( '^', '/' ),
	};
}

/**
 * nginx's configuration for one site.
 *
 * @param {{dir: string, port: number, run: string, root: boolean}} site Document root, port, run folder, whether we are root.
 * @return {string} nginx.conf.
 */
export function nginxConfig( { dir, port, run, root } ) {
	const { shipped, skip } = pluginRules();
	const php = [
		'try_files $uri =404;',
		`fastcgi_pass unix:${ path.join( run, 'php-fpm.sock' ) };`,
		'include /etc/nginx/fastcgi_params;',
		'fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
		// Debian's fastcgi_params pass $host, without the port the site's URL
		// has; the port we listen on, never the client's raw Host header.
		'fastcgi_param HTTP_HOST $host:$server_port;',
		// A request's Proxy header never becomes PHP's HTTP_PROXY (httpoxy).
		'fastcgi_param HTTP_PROXY "";',
		'fastcgi_read_timeout 300s;',
	].join( '\n\t\t\t' );
	const cached = `location ~* \\.(${ STATIC })$ {\n\t\t\t\texpires 1y;\n\t\t\t\tadd_header Cache-Control "public";\n\t\t\t}`;
	return `# Written by tools/site/stack.mjs; changes are lost at the next start.
${ root ? 'user root;\n' : '' }worker_processes 2;
pid ${ path.join( run, 'nginx.pid' ) };
error_log ${ path.join( run, 'nginx-error.log' ) } warn;
events {
	worker_connections 512;
}
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	sendfile on;
	keepalive_timeout 65;
	server_tokens off;
	client_max_body_size 64m;
	client_body_temp_path ${ path.join( run, 'tmp', 'body' ) };
	fastcgi_temp_path ${ path.join( run, 'tmp', 'fastcgi' ) };
	proxy_temp_path ${ path.join( run, 'tmp', 'proxy' ) };
	uwsgi_temp_path ${ path.join( run, 'tmp', 'uwsgi' ) };
	scgi_temp_path ${ path.join( run, 'tmp', 'scgi' ) };
	gzip on;
	gzip_comp_level 5;
	gzip_min_length 256;
	gzip_vary on;
	gzip_proxied any;
	gzip_types ${ GZIP_TYPES.join( ' ' ) };

	server {
		listen 127.0.0.1:${ port };
		root ${ dir };
		index index.php;

		# Never served: dot segments (.git, .ht.sqlite), logs, pid files.
		location ~ /\\. {
			return 404;
		}
		location ~* \\.(log|pid)$ {
			return 404;
		}
		# The plugin is a link to the repository: only what its zip ships.
		location ~ ^/wp-content/plugins/vitrine/?$ {
			return 404;
		}
		location ^~ /wp-content/plugins/vitrine/ {
			location ~ ${ skip } {
				return 404;
			}
			location ~* \\.(log|pid)$ {
				return 404;
			}
			location ~ ${ shipped } {
				location ~ \\.php$ {
					${ php.replaceAll( '\n\t\t\t', '\n\t\t\t\t\t' ) }
				}
				${ cached.replaceAll( '\n\t\t\t', '\n\t\t\t\t' ) }
			}
			return 404;
		}
		location ~ \\.php$ {
			${ php }
		}
		${ cached }
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
	}
}
`;
}

/**
 * PHP-FPM's configuration for one site: a static pool, PHP's settings of
 * the built-in server (site.mjs), OPcache on (Debian's default for FPM).
 *
 * @param {{dir: string, run: string, root: boolean}} site Document root, run folder, whether we are root.
 * @return {string} php-fpm.conf.
 */
export function fpmConfig( { dir, run, root } ) {
	return `; Written by tools/site/stack.mjs; changes are lost at the next start.
[global]
pid = ${ path.join( run, 'php-fpm.pid' ) }
error_log = ${ path.join( run, 'php-fpm.log' ) }
daemonize = no

[vitrine]
${ root ? 'user = root\ngroup = root\n' : '' }listen = ${ path.join(
		run,
		'php-fpm.sock'
	) }
listen.mode = 0666
pm = static
pm.max_children = ${ FPM_WORKERS }
clear_env = no
catch_workers_output = yes
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
php_admin_flag[display_errors] = off
php_admin_flag[log_errors] = on
php_admin_value[error_log] = ${ path.join( dir, 'server.log' ) }
`;
}

/**
 * Serves a prepared site with nginx and PHP-FPM.
 *
 * @param {{dir: string, url: string, user: string, password: string, port: number}} prepared
 * @return {Promise<import('./site.mjs').Site>} The running site.
 */
export async function serveStack( { dir, url, user, password, port } ) {
	ensurePackages( [ 'stack' ] );
	stopServer( dir );
	const run = path.join( ROOT, '.wp', 'stack', path.basename( dir ) );
	fs.rmSync( run, { recursive: true, force: true } );
	for ( const sub of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		fs.mkdirSync( path.join( run, 'tmp', sub ), { recursive: true } );
	}
	const root = process.getuid?.() === 0;
	const nginxConf = path.join( run, 'nginx.conf' );
	const fpmConf = path.join( run, 'php-fpm.conf' );
	fs.writeFileSync( nginxConf, nginxConfig( { dir, port, run, root } ) );
	fs.writeFileSync( fpmConf, fpmConfig( { dir, run, root } ) );
	const nginx = has( 'nginx' ) ? 'nginx' : '/usr/sbin/nginx';
	const binary = fpmBinary();
	if ( ! binary ) {
		throw new Error( 'php-fpm is not installed (Debian package php-fpm).' );
	}
	const fpm = [ binary, '--nodaemonize', '--fpm-config', fpmConf ];
	if ( root ) {
		fpm.push( '--allow-to-run-as-root' );
	}
	const log = path.join( dir, 'server.log' );
	const out = fs.openSync( log, 'a' );
	/** @type {import('node:child_process').SpawnOptions} */
	const options = {
		cwd: dir,
		// Each its own process group, which stopServer() ends as a whole.
		detached: true,
		stdio: [ 'ignore', out, out ],
		env: { ...process.env, PATH: `${ process.env.PATH }:/usr/sbin:/sbin` },
	};
	const children = [
		spawn( fpm[ 0 ], fpm.slice( 1 ), options ),
		spawn(
			nginx,
			[ '-p', run, '-c', nginxConf, '-g', 'daemon off;' ],
			options
		),
	];
	children.forEach( ( child ) => child.unref() );
	fs.writeFileSync(
		path.join( dir, 'server.pid' ),
		children.map( ( child ) => child.pid ).join( '\n' )
	);
	await waitForHttp( `${ url }/wp-login.php`, 30_000, log );
	return { url, dir, user, password, log, stop: () => stopServer( dir ) };
}
