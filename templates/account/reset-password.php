<?php
/**
 * The new-password form behind the link of the reset mail (for guests).
 *
 * Override: copy to `{theme}/vitrine/account/reset-password.php`.
 *
 * @package Vitrine
 *
 * @var array{message: string, field: string, values: array<string, string>, note: string, action: string, form: string, nonce: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_invalid = static function ( string $field ) use ( $args ): string {
	return $field === $args['field'] ? ' aria-invalid="true" aria-describedby="vitrine-login-error"' : '';
};
?>
<h2><?php esc_html_e( 'Set a new password', 'vitrine' ); ?></h2>
<?php if ( '' !== $args['message'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--error" role="alert" id="vitrine-login-error"><p><?php echo esc_html( $args['message'] ); ?></p></div>
<?php endif; ?>
<form id="vitrine-account-reset-password" class="vitrine-account__login-form" method="post" novalidate action="<?php echo esc_url( $args['action'] ); ?>">
	<input type="text" name="login" value="<?php echo esc_attr( $args['values']['login'] ?? '' ); ?>" autocomplete="username" hidden />
	<p class="vitrine-account__field">
		<label for="vitrine-account-pass1"><?php esc_html_e( 'New password', 'vitrine' ); ?></label>
		<input type="password" name="pass1" id="vitrine-account-pass1" autocomplete="new-password" required minlength="8"<?php echo $vitrine_invalid( 'pass1' ); // phpcs:ignore WordPress.Security.EscapeOutput -- fixed attributes. ?> />
	</p>
	<p class="vitrine-account__field">
		<label for="vitrine-account-pass2"><?php esc_html_e( 'Repeat the new password', 'vitrine' ); ?></label>
		<input type="password" name="pass2" id="vitrine-account-pass2" autocomplete="new-password" required minlength="8"<?php echo $vitrine_invalid( 'pass2' ); // phpcs:ignore WordPress.Security.EscapeOutput -- fixed attributes. ?> />
	</p>
	<input type="hidden" name="key" value="<?php echo esc_attr( $args['values']['key'] ?? '' ); ?>" />
	<input type="hidden" name="vitrine_login_form" value="reset-password" />
	<?php wp_nonce_field( $args['nonce'], '_wpnonce', false ); ?>
	<p><button type="submit" class="wp-element-button"><?php esc_html_e( 'Save the password', 'vitrine' ); ?></button></p>
</form>
