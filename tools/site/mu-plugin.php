<?php
/**
 * Plugin Name: Vitrine local site
 * Description: Keeps the local development and test site offline and quiet. Not part of the Vitrine plugin.
 *
 * Every outgoing HTTP request to a host other than loopback is refused and
 * recorded in wp-content/blocked-http.log, which the test harness asserts to
 * be empty after a run.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a URL points at this machine.
 *
 * @param string $url URL.
 * @return bool
 */
function vitrine_site_is_loopback( string $url ): bool {
	$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
	if ( 'localhost' === $host ) {
		return true;
	}
	// Only real addresses count: "127.example.org" is a name like any other.
	if ( false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
		return str_starts_with( $host, '127.' );
	}
	return false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) && '::1' === inet_ntop( inet_pton( $host ) );
}

add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		if ( vitrine_site_is_loopback( $url ) ) {
			return $pre;
		}
		$line = gmdate( 'c' ) . ' ' . ( $args['method'] ?? 'GET' ) . ' ' . $url . "\n";
		file_put_contents( WP_CONTENT_DIR . '/blocked-http.log', $line, FILE_APPEND | LOCK_EX );
		return new WP_Error( 'vitrine_offline', 'Outgoing requests are blocked on the local Vitrine site: ' . $url );
	},
	0,
	3
);

/*
 * The provider's sandbox and live hosts at the local emulator, when a test
 * or bench asks for it (option vitrine_site_provider_at_emulator): the
 * owner's way from the settings page to a working sandbox account, tried
 * without a network (a refused sandbox check also asks Live, so both go
 * there). The emulator is the one of the provider settings (emulator_url),
 * on loopback only.
 */
add_filter(
	'vitrine_provider_base_url',
	static function ( $base ) {
		$settings = get_option( 'vitrine_provider' );
		$emulator = is_array( $settings ) ? (string) ( $settings['emulator_url'] ?? '' ) : '';
		return get_option( 'vitrine_site_provider_at_emulator' ) && vitrine_site_is_loopback( $emulator ) ? $emulator : $base;
	},
	10,
	1
);

// No mail server here: mail is written to a log instead.
add_filter(
	'pre_wp_mail',
	static function ( $pre, $atts ) {
		$to   = is_array( $atts['to'] ) ? implode( ', ', $atts['to'] ) : (string) $atts['to'];
		$line = gmdate( 'c' ) . ' To: ' . $to . ' Subject: ' . $atts['subject'] . "\n";
		// The body follows, each line indented by two spaces, so tests can follow a mail's links.
		$body  = is_string( $atts['message'] ?? null ) ? str_replace( "\r\n", "\n", $atts['message'] ) : '';
		$line .= '' === trim( $body ) ? '' : preg_replace( '/^/m', '  ', rtrim( $body ) ) . "\n";
		file_put_contents( WP_CONTENT_DIR . '/mail.log', $line, FILE_APPEND | LOCK_EX );
		return true;
	},
	10,
	2
);

// Features that would call wordpress.org or other hosts.
$vitrine_site_no_check = static function () {
	return (object) array(
		'last_checked'    => time(),
		'updates'         => array(),
		'translations'    => array(),
		'version_checked' => get_bloginfo( 'version' ),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
};
add_filter( 'pre_site_transient_update_core', $vitrine_site_no_check );
add_filter( 'pre_site_transient_update_plugins', $vitrine_site_no_check );
add_filter( 'pre_site_transient_update_themes', $vitrine_site_no_check );
add_filter( 'automatic_updater_disabled', '__return_true' );
add_filter( 'should_load_remote_block_patterns', '__return_false' );
add_filter( 'wp_is_php_version_acceptable', '__return_true' );
add_filter( 'pre_site_transient_php_check_' . md5( PHP_VERSION ), static fn() => array( 'is_acceptable' => true, 'is_secure' => true, 'is_supported' => true, 'is_lower_than_future_minimum' => false, 'recommended_version' => PHP_VERSION, 'minimum_version' => PHP_VERSION ) );
add_filter( 'pre_option_show_avatars', '__return_zero' );
add_filter(
	'block_editor_settings_all',
	static function ( $settings ) {
		$settings['enableOpenverseMediaCategory'] = false;
		return $settings;
	}
);
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
remove_action( 'init', 'wp_schedule_update_checks' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
remove_action( 'admin_print_styles', 'print_emoji_styles' );
add_filter( 'emoji_svg_url', '__return_false' );
add_action(
	'wp_dashboard_setup',
	static function () {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
		remove_meta_box( 'dashboard_php_nag', 'dashboard', 'normal' );
		remove_meta_box( 'dashboard_browser_nag', 'dashboard', 'normal' );
		remove_meta_box( 'dashboard_site_health', 'dashboard', 'normal' );
	}
);
add_filter( 'pre_site_transient_browser_' . md5( $_SERVER['HTTP_USER_AGENT'] ?? '' ), static fn() => array( 'upgrade' => false, 'insecure' => false, 'name' => 'Chromium', 'version' => '1', 'current_version' => '1', 'img_src' => '', 'img_src_ssl' => '', 'update_url' => '' ) );
// German comes from Debian's language files; there is nothing to download.
add_filter( 'translations_api', static fn() => array( 'translations' => array() ) );
