<?php
/**
 * What a guest sees on the account page.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\FormInput;
use Vitrine\Shared\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Chooses the guest's form (log in, lost password, new password) and its
 * message and renders it from `templates/account/`. Notes after a redirect
 * come as a fixed code in the URL (`?hinweis=…`), never as text, so a link
 * cannot make the page say anything else.
 */
final class LoginView {

	/** Query argument of a guest's note after a redirect. */
	public const NOTE = 'hinweis';

	/**
	 * The German note of a code, or ''.
	 *
	 * @param string $code Code from the URL.
	 */
	public static function note( string $code ): string {
		$notes = array(
			'passwort-gesendet'  => __( 'If an account belongs to these details, we have sent you an email with a link to set a new password.', 'vitrine' ),
			'passwort-geaendert' => __( 'Your password has been changed. You can log in with it now.', 'vitrine' ),
			'registriert'        => __( 'Almost done: we have sent you an email with a link to set your password.', 'vitrine' ),
		);
		return $notes[ $code ] ?? '';
	}

	/**
	 * The guest's part of the account page.
	 *
	 * @param array{section: string, id: int} $current Section and entry of the URL.
	 */
	public static function html( array $current ): string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which form to show.
		$failure = LoginForms::failure();
		$note    = self::note( FormInput::key( $_GET[ self::NOTE ] ?? null, 30 ) );
		$key     = FormInput::text( $_GET['key'] ?? null, 100 );
		$login   = FormInput::text( $_GET['login'] ?? null, 200 );
		// phpcs:enable
		$form = $failure['form'] ?? ( 'lost-password' === $current['section'] ? 'lost-password' : 'login' );
		$args = array(
			'message' => $failure['message'] ?? '',
			'field'   => $failure['field'] ?? '',
			'values'  => $failure['values'] ?? array( 'login' => '' ),
			'note'    => $note,
		);
		if ( null === $failure && 'lost-password' === $form && '' !== $key ) {
			if ( check_password_reset_key( $key, $login ) instanceof \WP_User ) {
				$form           = 'reset-password';
				$args['values'] = array(
					'login' => $login,
					'key'   => $key,
				);
			} else {
				$args['message'] = __( 'This link is invalid or has expired. Please request a new one.', 'vitrine' );
				$args['field']   = 'user_login';
			}
		}
		$here = 'dashboard' === $current['section'] || 'lost-password' === $current['section'] ? AccountUrls::account() : AccountUrls::section( $current['section'], $current['id'] );
		$args += array(
			'action'       => 'login' === $form ? $here : AccountUrls::section( 'lost-password' ),
			'redirect_to'  => $here,
			'form'         => $form,
			'nonce'        => LoginForms::FORMS[ $form ],
			'lost_url'     => AccountUrls::section( 'lost-password' ),
			'login_url'    => AccountUrls::account(),
			'register_url' => get_option( 'users_can_register' ) ? wp_registration_url() : '',
		);
		return Templates::render( 'account/' . $form, $args );
	}
}
