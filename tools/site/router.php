<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP files by
 * path, everything else through index.php (pretty permalinks).
 *
 * The site folder is the document root and the plugin is a link to this
 * repository, so the router also decides what must never be served:
 * dotfiles and dot-folders anywhere (`.git`, `.env`, `.ht.sqlite`), logs
 * (`debug.log`, `wp-content/mail.log`, `server.log`) and the server's pid
 * file, and under /wp-content/plugins/vitrine/ anything the plugin zip
 * does not ship (node_modules, tests, tools, src, bench, package.json,
 * *.md…): tools/plugin-files.json is the one list of what
 * ships, read by tools/plugin-zip.mjs too. Refused paths answer 404, as if
 * they did not exist.
 *
 * @package Vitrine
 */

$vitrine_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$vitrine_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Control characters (a NUL would make PHP's file functions throw) and parent folders.
if ( str_contains( $vitrine_path, '..' ) || preg_match( '/[\x00-\x1f\x7f\\\\]/', $vitrine_path ) ) {
	http_response_code( 400 );
	return true;
}

/**
 * Whether a request path is one the dev server never serves.
 *
 * @param string $path Decoded request path.
 */
function vitrine_router_refuses( string $path ): bool {
	$segments = array_values( array_filter( explode( '/', $path ), 'strlen' ) );
	foreach ( $segments as $segment ) {
		if ( str_starts_with( $segment, '.' ) ) {
			return true;
		}
	}
	$last = strtolower( (string) end( $segments ) );
	if ( str_ends_with( $last, '.log' ) || str_ends_with( $last, '.pid' ) ) {
		return true;
	}
	if ( array_slice( $segments, 0, 3 ) !== array( 'wp-content', 'plugins', 'vitrine' ) ) {
		return false;
	}
	$inside = implode( '/', array_slice( $segments, 3 ) );
	if ( '' === $inside ) {
		return true;
	}
	static $shipped = null;
	if ( null === $shipped ) {
		$shipped = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/plugin-files.json' ), true );
	}
	if ( ! is_array( $shipped ) || ! in_array( $segments[3], (array) ( $shipped['include'] ?? array() ), true ) ) {
		return true;
	}
	return 1 === preg_match( '~' . str_replace( '~', '\~', (string) $shipped['skip'] ) . '~', $inside );
}

/**
 * Serves a static file with validators, which PHP's built-in server leaves
 * out (so a browser would fetch every file again on each page): WordPress'
 * own files and uploads, which never change under a URL while the site
 * lives, may be kept for a day; everything else (the plugin's files, which
 * a rebuild changes under the same URL) is asked for again, and an
 * unchanged file answers 304 without its body.
 *
 * @param string $path URL path.
 * @param string $file The file.
 * @return bool Whether the router answered (false: the server serves it as is).
 */
function vitrine_router_static( string $path, string $file ): bool {
	$types = array(
		'css'   => 'text/css; charset=utf-8',
		'gif'   => 'image/gif',
		'ico'   => 'image/x-icon',
		'jpeg'  => 'image/jpeg',
		'jpg'   => 'image/jpeg',
		'js'    => 'text/javascript; charset=utf-8',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'mo'    => 'application/octet-stream',
		'png'   => 'image/png',
		'svg'   => 'image/svg+xml',
		'webp'  => 'image/webp',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
	);
	$type  = $types[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] ?? null;
	if ( null === $type ) {
		return false;
	}
	clearstatcache( true, $file );
	$etag    = sprintf( '"%x-%x"', filemtime( $file ), filesize( $file ) );
	$lasting = (bool) preg_match( '~^/(wp-includes|wp-admin|wp-content/(themes|uploads|languages))/~', $path );
	header( 'Cache-Control: ' . ( $lasting ? 'max-age=86400' : 'no-cache' ) );
	header( 'ETag: ' . $etag );
	if ( trim( (string) ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) ) === $etag ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Type: ' . $type );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}

if ( vitrine_router_refuses( $vitrine_path ) ) {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not Found\n";
	return true;
}

$vitrine_file = $vitrine_root . $vitrine_path;
if ( is_dir( $vitrine_file ) ) {
	if ( ! str_ends_with( $vitrine_path, '/' ) ) {
		header( 'Location: ' . $vitrine_path . '/' . ( empty( $_SERVER['QUERY_STRING'] ) ? '' : '?' . $_SERVER['QUERY_STRING'] ), true, 301 );
		return true;
	}
	$vitrine_file .= 'index.php';
	$vitrine_path .= 'index.php';
}

if ( is_file( $vitrine_file ) && ! str_ends_with( $vitrine_file, '.php' ) ) {
	return vitrine_router_static( $vitrine_path, $vitrine_file );
}

if ( ! is_file( $vitrine_file ) ) {
	$vitrine_file = $vitrine_root . '/index.php';
	$vitrine_path = '/index.php';
}

$_SERVER['SCRIPT_FILENAME'] = $vitrine_file;
$_SERVER['SCRIPT_NAME']     = $vitrine_path;
$_SERVER['PHP_SELF']        = $vitrine_path;
chdir( dirname( $vitrine_file ) );
require $vitrine_file;
