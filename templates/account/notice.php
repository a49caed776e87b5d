<?php
/**
 * A notice at the top of a my-account section (success or error).
 *
 * Override: copy to `{theme}/vitrine/account/notice.php`.
 *
 * @package Vitrine
 *
 * @var array{type: string, message: string} $args
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<div class="vitrine-account__notice vitrine-account__notice--%1$s" role="%2$s"><p>%3$s</p></div>',
	esc_attr( $args['type'] ),
	'error' === $args['type'] ? 'alert' : 'status',
	esc_html( $args['message'] )
);
