<?php
/**
 * Helpers of the shop's server-side forms.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Every shop form posts `vitrine_form` (which form) and a nonce of the
 * action `vitrine_form_{form}` in `_vitrine_nonce`.
 */
final class FormRequest {

	/**
	 * The form a POST request carries, '' for none.
	 */
	public static function posted_form(): string {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the caller verifies the nonce of this form.
		$form = isset( $_POST['vitrine_form'] ) && is_string( $_POST['vitrine_form'] ) ? sanitize_key( wp_unslash( $_POST['vitrine_form'] ) ) : '';
		return 'POST' === $method ? $form : '';
	}

	/**
	 * Whether the posted nonce belongs to the form.
	 *
	 * @param string $form Form name.
	 */
	public static function valid_nonce( string $form ): bool {
		$nonce = isset( $_POST['_vitrine_nonce'] ) && is_string( $_POST['_vitrine_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_vitrine_nonce'] ) ) : '';
		return false !== wp_verify_nonce( $nonce, 'vitrine_form_' . $form );
	}

	/**
	 * The hidden fields of a form.
	 *
	 * @param string $form Form name.
	 */
	public static function fields( string $form ): string {
		return '<input type="hidden" name="vitrine_form" value="' . esc_attr( $form ) . '">'
			. '<input type="hidden" name="_vitrine_nonce" value="' . esc_attr( wp_create_nonce( 'vitrine_form_' . $form ) ) . '">';
	}

	/**
	 * Redirects after a successful POST (303: the browser GETs the target)
	 * and ends the request.
	 *
	 * @param string $url Target on this site.
	 */
	public static function redirect( string $url ): void {
		/**
		 * Lets tests catch the redirect instead of ending the request.
		 *
		 * @param string $url Target.
		 */
		do_action( 'vitrine_form_redirect', $url );
		wp_safe_redirect( $url, 303 );
		exit;
	}
}
