<?php
/**
 * An address of an order in my account.
 *
 * Override: copy to `{theme}/vitrine/account/address.php`.
 *
 * @package Vitrine
 *
 * @var array{title: string, lines: string[]} $args
 */

defined( 'ABSPATH' ) || exit;

printf( '<h3>%1$s</h3><address>%2$s</address>', esc_html( $args['title'] ), implode( '<br>', array_map( 'esc_html', $args['lines'] ) ) );
