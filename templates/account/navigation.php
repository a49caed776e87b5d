<?php
/**
 * The account navigation.
 *
 * Override: copy to `{theme}/vitrine/account/navigation.php`.
 *
 * @package Vitrine
 *
 * @var array{items: array<string, array{0: string, 1: string}>, current: string} $args
 */

defined( 'ABSPATH' ) || exit;

printf( '<nav class="vitrine-account__nav" aria-label="%s"><ul>', esc_attr__( 'My account', 'vitrine' ) );
foreach ( $args['items'] as $vitrine_key => [ $vitrine_url, $vitrine_label ] ) {
	printf(
		'<li><a href="%1$s"%2$s>%3$s</a></li>',
		esc_url( $vitrine_url ),
		$vitrine_key === $args['current'] ? ' aria-current="page"' : '',
		esc_html( $vitrine_label )
	);
}
echo '</ul></nav>';
