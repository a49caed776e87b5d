<?php
/**
 * The lost-password form of the account page (for guests).
 *
 * Override: copy to `{theme}/vitrine/account/lost-password.php`.
 *
 * @package Vitrine
 *
 * @var array{message: string, field: string, values: array<string, string>, note: string, action: string, form: string, nonce: string, login_url: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<h2><?php esc_html_e( 'Forgot your password?', 'vitrine' ); ?></h2>
<?php if ( '' !== $args['message'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--error" role="alert" id="vitrine-login-error"><p><?php echo esc_html( $args['message'] ); ?></p></div>
<?php endif; ?>
<p><?php esc_html_e( 'Enter your username or email address. You will get an email with a link to set a new password.', 'vitrine' ); ?></p>
<form id="vitrine-account-lost-password" class="vitrine-account__login-form" method="post" novalidate action="<?php echo esc_url( $args['action'] ); ?>">
	<p class="vitrine-account__field">
		<label for="vitrine-account-lost-user"><?php esc_html_e( 'Username or email address', 'vitrine' ); ?></label>
		<input type="text" name="user_login" id="vitrine-account-lost-user" autocomplete="username" required value="<?php echo esc_attr( $args['values']['login'] ?? '' ); ?>"<?php echo '' !== $args['message'] ? ' aria-invalid="true" aria-describedby="vitrine-login-error"' : ''; ?> />
	</p>
	<input type="hidden" name="vitrine_login_form" value="lost-password" />
	<?php wp_nonce_field( $args['nonce'], '_wpnonce', false ); ?>
	<p><button type="submit" class="wp-element-button"><?php esc_html_e( 'Get a new password', 'vitrine' ); ?></button></p>
</form>
<ul class="vitrine-account__links">
	<li><a href="<?php echo esc_url( $args['login_url'] ); ?>"><?php esc_html_e( 'Back to login', 'vitrine' ); ?></a></li>
</ul>
