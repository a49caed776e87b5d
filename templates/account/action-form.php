<?php
/**
 * A one-button form of a my-account action (cancel a subscription, renew
 * it, delete a payment method), posted with its nonce to the same page.
 *
 * Override: copy to `{theme}/vitrine/account/action-form.php`.
 *
 * @package Vitrine
 *
 * @var array{action: string, id: int, nonce_action: string, label: string, class: string} $args
 */

defined( 'ABSPATH' ) || exit;

printf(
	'<form method="post" class="vitrine-account__form"><input type="hidden" name="vitrine_account_action" value="%1$s"><input type="hidden" name="id" value="%2$d">%3$s<button type="submit" class="vitrine-account__button %4$s">%5$s</button></form>',
	esc_attr( $args['action'] ),
	(int) $args['id'],
	wp_nonce_field( $args['nonce_action'], '_wpnonce', false, false ), // phpcs:ignore WordPress.Security.EscapeOutput -- WordPress escapes.
	esc_attr( $args['class'] ),
	esc_html( $args['label'] )
);
