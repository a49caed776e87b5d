<?php
/**
 * Installs and configures a local site without WP-CLI (no package of it is
 * reachable here). Run twice by tools/site/site.mjs:
 *
 *   php install.php install SITE_DIR URL USER PASSWORD   core tables, options, plugins
 *   php install.php install-vanilla SITE_DIR URL USER PASSWORD
 *                                                        the same for a plain German site: Vitrine stays
 *                                                        out (it comes through its zip)
 *   php install.php seed SITE_DIR URL                    demo content, with plugins loaded
 *
 * Both phases are idempotent.
 *
 * @package Vitrine
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $vitrine_phase, $vitrine_dir, $vitrine_url ] = $argv;
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ( isset( $vitrine_parts['port'] ) ? ':' . $vitrine_parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = (string) ( $vitrine_parts['port'] ?? 80 );

if ( 'install' === $vitrine_phase || 'install-vanilla' === $vitrine_phase ) {
	define( 'WP_INSTALLING', true );
	require $vitrine_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	[ , , , , $vitrine_user, $vitrine_password ] = $argv;
	if ( ! is_blog_installed() ) {
		add_filter( 'pre_wp_mail', '__return_true' );
		wp_install( 'Vitrine', $vitrine_user, 'admin@vitrine.test', true, '', wp_slash( $vitrine_password ), '' );
	}
	// Keep the login printed on the console true, also for an existing site.
	$vitrine_admin = get_user_by( 'login', $vitrine_user );
	if ( $vitrine_admin ) {
		wp_set_password( $vitrine_password, $vitrine_admin->ID );
	}
	update_option( 'WPLANG', 'de_DE' );
	update_option( 'blogdescription', 'Shop, Veranstaltungen und Mitglieder' );
	update_option( 'timezone_string', 'Europe/Berlin' );
	update_option( 'date_format', 'j. F Y' );
	update_option( 'time_format', 'H:i' );
	update_option( 'start_of_week', 1 );
	update_option( 'show_avatars', 0 );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'default_comment_status', 'closed' );
	switch_theme( 'twentytwentyfive' );
	if ( 'install-vanilla' === $vitrine_phase ) {
		exit( 0 );
	}
	$vitrine_active = activate_plugin( 'vitrine/plugin.php' );
	if ( is_wp_error( $vitrine_active ) ) {
		fwrite( STDERR, 'Activating Vitrine failed: ' . $vitrine_active->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'seed' === $vitrine_phase ) {
	require $vitrine_dir . '/wp-load.php';
	require __DIR__ . '/demo.php';
	vitrine_seed_demo();
	flush_rewrite_rules( false );
	exit( 0 );
}

fwrite( STDERR, "Unknown phase {$vitrine_phase}\n" );
exit( 2 );
