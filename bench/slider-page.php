<?php
/**
 * Bench helper: publishes the page the slider bench measures, one slider of
 * each type showing 50 events. Usage: php slider-page.php SITE_DIR URL
 *
 * @package Vitrine
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
[ , $vitrine_dir, $vitrine_url ] = $argv;
$vitrine_parts          = parse_url( $vitrine_url );
$_SERVER['HTTP_HOST']   = $vitrine_parts['host'] . ':' . $vitrine_parts['port'];
$_SERVER['SERVER_NAME'] = $vitrine_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
require $vitrine_dir . '/wp-load.php';

$vitrine_content = '';
foreach ( array( 'horizontal', 'vertical', 'micro', 'mini', 'multi' ) as $vitrine_type ) {
	$vitrine_content .= '<!-- wp:vitrine/events-slider {"slider_type":"' . $vitrine_type . '","count":50,"slide_auto":true,"slider_pause":1500} /-->' . "\n";
}
$vitrine_existing = get_page_by_path( 'slider-bench', OBJECT, 'page' );
$vitrine_id       = wp_insert_post(
	array(
		'ID'           => $vitrine_existing ? $vitrine_existing->ID : 0,
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => 'slider-bench',
		'post_title'   => 'Slider-Bench',
		'post_content' => $vitrine_content,
	),
	true
);
if ( is_wp_error( $vitrine_id ) ) {
	fwrite( STDERR, $vitrine_id->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_make_link_relative( get_permalink( $vitrine_id ) ), "\n";
