<?php
/**
 * PHPUnit bootstrap: loads the WordPress site that `node tools/site/cli.mjs
 * phpunit` prepared (VITRINE_WP_DIR), with the Vitrine plugin active.
 *
 * There is no WordPress test library here (Composer and downloads are not
 * available); the tests run against the real site and undo their database
 * writes with a transaction (see TestCase.php).
 *
 * @package Vitrine
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * Stops the run before any test with a message on STDERR.
 *
 * @param string $message What is wrong and how to fix it.
 */
function vitrine_tests_abort( string $message ): void {
	fwrite( STDERR, 'Vitrine PHP tests: ' . $message . PHP_EOL );
	exit( 1 );
}

$vitrine_wp_dir = getenv( 'VITRINE_WP_DIR' );
if ( false === $vitrine_wp_dir || '' === $vitrine_wp_dir ) {
	vitrine_tests_abort( 'VITRINE_WP_DIR is not set. Run the tests with `npm run test:php` (node tools/site/cli.mjs phpunit), which prepares a site and sets it.' );
}
$vitrine_wp_dir = rtrim( $vitrine_wp_dir, '/' );
foreach ( array( 'wp-load.php', 'wp-config.php' ) as $vitrine_file ) {
	if ( ! is_file( $vitrine_wp_dir . '/' . $vitrine_file ) ) {
		vitrine_tests_abort( "VITRINE_WP_DIR={$vitrine_wp_dir} has no {$vitrine_file}; is it a site prepared by tools/site/site.mjs?" );
	}
}

/*
 * A CLI process has no request: give WordPress the host and port of the
 * site's WP_HOME, as tools/site/install.php does. wp-config.php cannot be
 * included for this (it loads WordPress), so its define() is read as text.
 */
$vitrine_home = 'http://localhost';
if ( preg_match( "/define\(\s*'WP_HOME',\s*'([^']+)'\s*\)/", (string) file_get_contents( $vitrine_wp_dir . '/wp-config.php' ), $vitrine_match ) ) {
	$vitrine_home = $vitrine_match[1];
}
$vitrine_parts = parse_url( $vitrine_home );
if ( empty( $vitrine_parts['host'] ) ) {
	vitrine_tests_abort( "WP_HOME of {$vitrine_wp_dir} is not a URL: {$vitrine_home}" );
}
$vitrine_https              = 'https' === ( $vitrine_parts['scheme'] ?? 'http' );
$_SERVER['HTTP_HOST']       = $vitrine_parts['host'] . ( isset( $vitrine_parts['port'] ) ? ':' . $vitrine_parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $vitrine_parts['host'];
$_SERVER['SERVER_PORT']     = (string) ( $vitrine_parts['port'] ?? ( $vitrine_https ? 443 : 80 ) );
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['HTTP_USER_AGENT'] = 'Vitrine PHPUnit';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $vitrine_wp_dir . '/index.php';
$_SERVER['DOCUMENT_ROOT']   = $vitrine_wp_dir;
if ( $vitrine_https ) {
	$_SERVER['HTTPS'] = 'on';
}

/*
 * PHPUnit includes this file inside a function, so variables WordPress
 * expects to be global must be declared so before it loads (the WordPress
 * test library does the same).
 */
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $wp_query, $wp_the_query, $phpmailer, $wp_theme_directories, $wp_version, $wp_locale, $table_prefix;

require $vitrine_wp_dir . '/wp-load.php';

if ( ! defined( 'VITRINE_DIR' ) || ! class_exists( 'Vitrine\\Plugin', false ) ) {
	vitrine_tests_abort( "the Vitrine plugin is not active on {$vitrine_wp_dir}; the install step of tools/site/site.mjs activates it." );
}
if ( realpath( VITRINE_DIR ) !== realpath( dirname( __DIR__, 2 ) ) ) {
	vitrine_tests_abort( 'the site loads Vitrine from ' . realpath( VITRINE_DIR ) . ', not from this checkout (' . realpath( dirname( __DIR__, 2 ) ) . ').' );
}

// The tests create hundreds of users: bcrypt at its lowest cost keeps each hash at a
// millisecond instead of a tenth of a second. Hashing and checking stay WordPress' own.
add_filter( 'wp_hash_password_options', static fn( $options ) => array( 'cost' => 4 ) + (array) $options );

require_once __DIR__ . '/TestCase.php';
