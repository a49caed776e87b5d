<?php
/**
 * The password section of my account.
 *
 * Override: copy to `{theme}/vitrine/account/password.php`.
 *
 * @package Vitrine
 *
 * @var array{errors: array<string, string>, action: string, form: string, nonce: string, min: int} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_fields = array(
	'password_current' => array( __( 'Current password', 'vitrine' ), 'current-password' ),
	'password_1'       => array( __( 'New password', 'vitrine' ), 'new-password' ),
	'password_2'       => array( __( 'Repeat the new password', 'vitrine' ), 'new-password' ),
);
?>
<h2><?php esc_html_e( 'Change password', 'vitrine' ); ?></h2>
<?php if ( $args['errors'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--error" role="alert">
		<?php foreach ( $args['errors'] as $vitrine_message ) : ?>
			<p><?php echo esc_html( $vitrine_message ); ?></p>
		<?php endforeach; ?>
	</div>
<?php endif; ?>
<form class="vitrine-account__form vitrine-account__password" method="post" novalidate action="<?php echo esc_url( $args['action'] ); ?>">
	<?php foreach ( $vitrine_fields as $vitrine_name => [ $vitrine_label, $vitrine_autocomplete ] ) : ?>
		<?php $vitrine_id = 'vitrine-account-' . str_replace( '_', '-', $vitrine_name ); ?>
		<p class="vitrine-account__field">
			<label for="<?php echo esc_attr( $vitrine_id ); ?>"><?php echo esc_html( $vitrine_label ); ?></label>
			<input type="password" id="<?php echo esc_attr( $vitrine_id ); ?>" name="<?php echo esc_attr( $vitrine_name ); ?>" autocomplete="<?php echo esc_attr( $vitrine_autocomplete ); ?>" aria-required="true"<?php echo 'password_current' !== $vitrine_name ? ' minlength="' . esc_attr( (string) $args['min'] ) . '"' : ''; ?><?php echo isset( $args['errors'][ $vitrine_name ] ) ? ' aria-invalid="true"' : ''; ?>>
		</p>
	<?php endforeach; ?>
	<p class="vitrine-account__hint">
		<?php
		/* translators: %d: minimum number of characters */
		echo esc_html( sprintf( __( 'At least %d characters.', 'vitrine' ), $args['min'] ) );
		?>
	</p>
	<input type="hidden" name="vitrine_account_form" value="<?php echo esc_attr( $args['form'] ); ?>">
	<?php wp_nonce_field( $args['nonce'], '_wpnonce', false ); ?>
	<p><button type="submit" class="wp-element-button"><?php esc_html_e( 'Change password', 'vitrine' ); ?></button></p>
</form>
