<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP files by
 * path, everything else through index.php (pretty permalinks).
 *
 * @package Vitrine
 */

$vitrine_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$vitrine_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( str_contains( $vitrine_path, '..' ) ) {
	http_response_code( 400 );
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
	// The database and logs are not for the web.
	if ( preg_match( '#/(\.ht|debug\.log|server\.log)#', $vitrine_path ) ) {
		http_response_code( 403 );
		return true;
	}
	return false;
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
