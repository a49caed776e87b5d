<?php
/**
 * The login form of the account page (for guests).
 *
 * Override: copy to `{theme}/vitrine/account/login.php`. Field names are
 * WordPress' own (log, pwd, rememberme, redirect_to); the form posts to the
 * account page, which shows its errors (Vitrine\Account\LoginForms).
 *
 * @package Vitrine
 *
 * @var array{message: string, field: string, values: array<string, string>, note: string, action: string, redirect_to: string, form: string, nonce: string, lost_url: string, register_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_invalid = static function ( string $field ) use ( $args ): string {
	return $field === $args['field'] ? ' aria-invalid="true" aria-describedby="vitrine-login-error"' : '';
};
?>
<h2><?php esc_html_e( 'Log in', 'vitrine' ); ?></h2>
<?php if ( '' !== $args['note'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--success" role="status"><p><?php echo esc_html( $args['note'] ); ?></p></div>
<?php endif; ?>
<?php if ( '' !== $args['message'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--error" role="alert" id="vitrine-login-error"><p><?php echo esc_html( $args['message'] ); ?></p></div>
<?php endif; ?>
<p><?php esc_html_e( 'Log in to see your orders, subscriptions and saved payment methods.', 'vitrine' ); ?></p>
<form id="vitrine-account-login" class="vitrine-account__login-form" method="post" novalidate action="<?php echo esc_url( $args['action'] ); ?>">
	<p class="vitrine-account__field">
		<label for="vitrine-account-user"><?php esc_html_e( 'Username or email address', 'vitrine' ); ?></label>
		<input type="text" name="log" id="vitrine-account-user" autocomplete="username" required value="<?php echo esc_attr( $args['values']['login'] ?? '' ); ?>"<?php echo $vitrine_invalid( 'log' ); // phpcs:ignore WordPress.Security.EscapeOutput -- fixed attributes. ?> />
	</p>
	<p class="vitrine-account__field">
		<label for="vitrine-account-pass"><?php esc_html_e( 'Password', 'vitrine' ); ?></label>
		<input type="password" name="pwd" id="vitrine-account-pass" autocomplete="current-password" required<?php echo $vitrine_invalid( 'pwd' ); // phpcs:ignore WordPress.Security.EscapeOutput -- fixed attributes. ?> />
	</p>
	<p class="vitrine-account__field vitrine-account__field--check">
		<label><input type="checkbox" name="rememberme" value="forever" id="vitrine-account-remember" /> <?php esc_html_e( 'Remember me', 'vitrine' ); ?></label>
	</p>
	<input type="hidden" name="redirect_to" value="<?php echo esc_url( $args['redirect_to'] ); ?>" />
	<input type="hidden" name="vitrine_login_form" value="login" />
	<?php wp_nonce_field( $args['nonce'], '_wpnonce', false ); ?>
	<p><button type="submit" id="vitrine-account-submit" class="wp-element-button"><?php esc_html_e( 'Log in', 'vitrine' ); ?></button></p>
</form>
<ul class="vitrine-account__links">
	<li><a href="<?php echo esc_url( $args['lost_url'] ); ?>"><?php esc_html_e( 'Forgot your password?', 'vitrine' ); ?></a></li>
	<?php if ( '' !== $args['register_url'] ) : ?>
		<li><a href="<?php echo esc_url( $args['register_url'] ); ?>"><?php esc_html_e( 'Create an account', 'vitrine' ); ?></a></li>
	<?php endif; ?>
</ul>
