<?php
/**
 * The addresses section of my account: billing and shipping address.
 *
 * Override: copy to `{theme}/vitrine/account/addresses.php`.
 *
 * @package Vitrine
 *
 * @var array{values: array<string, string>, errors: array<string, string>, action: string, form: string, nonce: string} $args
 */

use Vitrine\Shop\Countries;
use Vitrine\Store\CheckoutValidator;

defined( 'ABSPATH' ) || exit;

$vitrine_autocomplete = array(
	'first_name' => 'given-name',
	'last_name'  => 'family-name',
	'country'    => 'country',
	'address_1'  => 'address-line1',
	'address_2'  => 'address-line2',
	'postcode'   => 'postal-code',
	'city'       => 'address-level2',
	'state'      => 'address-level1',
	'email'      => 'email',
	'phone'      => 'tel',
);
$vitrine_field = static function ( string $section, string $suffix, bool $required ) use ( $args, $vitrine_autocomplete ): void {
	$name  = $section . '_' . $suffix;
	$id    = 'vitrine-account-' . $name;
	$value = $args['values'][ $name ] ?? '';
	$error = $args['errors'][ $name ] ?? '';
	$attrs = array( 'autocomplete' => $section . ' ' . $vitrine_autocomplete[ $suffix ] );
	if ( $required ) {
		$attrs['aria-required'] = 'true';
	}
	if ( '' !== $error ) {
		$attrs['aria-invalid']     = 'true';
		$attrs['aria-describedby'] = $id . '-error';
	}
	?>
	<p class="vitrine-field vitrine-account__field vitrine-field--<?php echo esc_attr( $suffix ); ?>">
		<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( CheckoutValidator::label( $suffix ) ); ?><?php echo $required ? ' <span aria-hidden="true">*</span>' : ''; ?></label>
		<?php if ( 'country' === $suffix ) : ?>
			<?php echo Countries::select( $name, $id, '' === $value ? 'DE' : $value, $attrs ); // phpcs:ignore WordPress.Security.EscapeOutput -- Countries::select() escapes. ?>
		<?php else : ?>
			<?php
			$vitrine_html = '';
			foreach ( $attrs as $attr => $attr_value ) {
				$vitrine_html .= ' ' . esc_attr( $attr ) . '="' . esc_attr( $attr_value ) . '"';
			}
			$vitrine_type = 'email' === $suffix ? 'email' : ( 'phone' === $suffix ? 'tel' : 'text' );
			echo '<input type="' . esc_attr( $vitrine_type ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '"' . $vitrine_html . '>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped piece by piece.
			?>
		<?php endif; ?>
	</p>
	<?php if ( '' !== $error ) : ?>
		<p class="vitrine-field__error" id="<?php echo esc_attr( $id . '-error' ); ?>"><?php echo esc_html( $error ); ?></p>
	<?php endif; ?>
	<?php
};
?>
<h2><?php esc_html_e( 'Addresses', 'vitrine' ); ?></h2>
<?php if ( $args['errors'] ) : ?>
	<div class="vitrine-account__notice vitrine-account__notice--error" role="alert">
		<p><?php esc_html_e( 'Please correct the marked fields.', 'vitrine' ); ?></p>
		<ul>
			<?php foreach ( $args['errors'] as $vitrine_message ) : ?>
				<li><?php echo esc_html( $vitrine_message ); ?></li>
			<?php endforeach; ?>
		</ul>
	</div>
<?php endif; ?>
<p><?php esc_html_e( 'The checkout fills in these addresses for you.', 'vitrine' ); ?></p>
<form class="vitrine-account__form vitrine-account__addresses" method="post" novalidate action="<?php echo esc_url( $args['action'] ); ?>">
	<fieldset class="vitrine-account__address">
		<legend><?php esc_html_e( 'Billing address', 'vitrine' ); ?></legend>
		<?php
		foreach ( CheckoutValidator::ADDRESS_FIELDS as $vitrine_suffix => $vitrine_required ) {
			$vitrine_field( 'billing', $vitrine_suffix, $vitrine_required );
		}
		$vitrine_field( 'billing', 'email', true );
		$vitrine_field( 'billing', 'phone', false );
		?>
	</fieldset>
	<fieldset class="vitrine-account__address">
		<legend><?php esc_html_e( 'Shipping address', 'vitrine' ); ?></legend>
		<p class="vitrine-account__hint"><?php esc_html_e( 'Leave it empty to ship to the billing address.', 'vitrine' ); ?></p>
		<?php
		foreach ( CheckoutValidator::ADDRESS_FIELDS as $vitrine_suffix => $vitrine_required ) {
			$vitrine_field( 'shipping', $vitrine_suffix, false );
		}
		?>
	</fieldset>
	<input type="hidden" name="vitrine_account_form" value="<?php echo esc_attr( $args['form'] ); ?>">
	<?php wp_nonce_field( $args['nonce'], '_wpnonce', false ); ?>
	<p><button type="submit" class="wp-element-button"><?php esc_html_e( 'Save addresses', 'vitrine' ); ?></button></p>
</form>
