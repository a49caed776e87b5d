<?php
/**
 * A confirmation in my account (a page of its own rather than a browser
 * dialog): question, explanation, the confirming form and a way back.
 *
 * Override: copy to `{theme}/vitrine/account/confirm.php`.
 *
 * @package Vitrine
 *
 * @var array{title: string, message: string, form: string, back_url: string, back_label: string} $args `form` is the rendered account/action-form.
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<div class="vitrine-account__confirm" role="group" aria-labelledby="vitrine-confirm-title"><h3 id="vitrine-confirm-title">%1$s</h3><p>%2$s</p>%3$s <a href="%4$s">%5$s</a></div>',
	esc_html( $args['title'] ),
	esc_html( $args['message'] ),
	$args['form'], // phpcs:ignore WordPress.Security.EscapeOutput -- rendered by the escaping template account/action-form.
	esc_url( $args['back_url'] ),
	esc_html( $args['back_label'] )
);
