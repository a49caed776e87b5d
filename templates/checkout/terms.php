<?php
/**
 * The checkout's terms-and-withdrawal checkbox, shown when
 * the shop owner switched it on. Required: the server refuses the order
 * without it (Store\TermsConsent).
 *
 * Override: copy to `{theme}/vitrine/checkout/terms.php`.
 *
 * @package Vitrine
 *
 * @var array{checked: bool, error: string, terms_url: string, withdrawal_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_link = static fn( string $url, string $text ): string => '' === $url ? esc_html( $text ) : '<a href="' . esc_url( $url ) . '" target="_blank" rel="noopener">' . esc_html( $text ) . '</a>';
$vitrine_text = sprintf(
	/* translators: 1: "terms and conditions", linked; 2: "cancellation policy", linked */
	esc_html__( 'I have read the %1$s and the %2$s and agree to them.', 'vitrine' ),
	$vitrine_link( $args['terms_url'], __( 'terms and conditions', 'vitrine' ) ),
	$vitrine_link( $args['withdrawal_url'], __( 'cancellation policy', 'vitrine' ) )
);
?>
<p class="vitrine-checkout__checkbox vitrine-checkout__terms">
	<input type="checkbox" id="terms" name="terms" value="1" aria-required="true"<?php checked( $args['checked'] ); ?><?php echo '' !== $args['error'] ? ' aria-invalid="true" aria-describedby="terms-error"' : ''; ?>>
	<label for="terms"><?php echo $vitrine_text; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above. ?> <span class="vitrine-required" aria-hidden="true">*</span></label>
</p>
<?php if ( '' !== $args['error'] ) : ?>
	<p class="vitrine-field-error" id="terms-error"><?php echo esc_html( $args['error'] ); ?></p>
<?php endif; ?>
