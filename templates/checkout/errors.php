<?php
/**
 * All errors of a refused checkout at the top of the page, each linking to
 * its field when it has one.
 *
 * Override: copy to `{theme}/vitrine/checkout/errors.php`.
 *
 * @package Vitrine
 *
 * @var array{errors: array<int, array{message: string, target: string}>} $args
 */

defined( 'ABSPATH' ) || exit;

if ( ! $args['errors'] ) {
	return;
}
printf( '<div class="vitrine-notice vitrine-notice--error vitrine-checkout__errors" role="alert" tabindex="-1" id="vitrine-checkout-errors"><p>%s</p><ul>', esc_html__( 'Please check your details:', 'vitrine' ) );
foreach ( $args['errors'] as $vitrine_error ) {
	echo '<li>' . ( '' === $vitrine_error['target'] ? esc_html( $vitrine_error['message'] ) : '<a href="#' . esc_attr( $vitrine_error['target'] ) . '">' . esc_html( $vitrine_error['message'] ) . '</a>' ) . '</li>';
}
echo '</ul></div>';
