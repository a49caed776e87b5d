<?php
/**
 * The account page's own login, lost-password and new-password forms.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\FormInput;

defined( 'ABSPATH' ) || exit;

/**
 * Handles the guest forms of /mein-konto/ before the page
 * renders: they post to the page itself, so a wrong password shows its
 * German message right on /mein-konto/ (not on wp-login.php), with the user
 * name kept. Success redirects (303); a failure leaves its message and the
 * values for LoginView in this request.
 *
 * Logging in goes through wp_signon(), so WordPress' own checks, the hooks
 * of security plugins and `wp_login` (the guest cart is merged) all apply.
 * The lost-password answer is the same whether an account exists or not,
 * so the form does not tell strangers who shops here.
 */
final class LoginForms {

	public const FIELD = 'vitrine_login_form';

	/** Form => nonce action (a `vitrine…` action: tied to the guest's session, see CartSession). */
	public const FORMS = array(
		'login'          => 'vitrine-login',
		'lost-password'  => 'vitrine-lost-password',
		'reset-password' => 'vitrine-reset-password',
	);

	public const MIN_PASSWORD = 8;

	/**
	 * The failure of this request: form, German message, field with the
	 * problem and the values to show again.
	 *
	 * @var array{form: string, message: string, field: string, values: array<string, string>}|null
	 */
	private static ?array $failure = null;

	/**
	 * Hooks the handler in (after the account routes set their headers).
	 */
	public static function hook(): void {
		add_action( 'template_redirect', array( self::class, 'handle' ), 11 );
	}

	/**
	 * The failure of this request, if a form failed.
	 *
	 * @return array{form: string, message: string, field: string, values: array<string, string>}|null
	 */
	public static function failure(): ?array {
		return self::$failure;
	}

	/**
	 * `template_redirect`: runs a posted guest form of the account page.
	 */
	public static function handle(): void {
		// The new-password page carries the reset key in its URL: keep it out of Referer headers.
		if ( isset( $_GET['key'] ) && AccountRoutes::is_account_page() ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a header only.
			header( 'Referrer-Policy: no-referrer' );
		}
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! isset( $_POST[ self::FIELD ] ) || ! AccountRoutes::is_account_page() ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked below.
			return;
		}
		$post = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked below.
		$form = FormInput::key( $post[ self::FIELD ] ?? null, 20 );
		if ( ! isset( self::FORMS[ $form ] ) ) {
			return;
		}
		$result = self::run( $form, is_array( $post ) ? $post : array() );
		if ( isset( $result['redirect'] ) ) {
			wp_safe_redirect( $result['redirect'], 303 );
			exit;
		}
		self::$failure = $result['failure'];
	}

	/**
	 * Runs one form on its posted fields.
	 *
	 * @param string               $form One of FORMS.
	 * @param array<string, mixed> $post Unslashed fields.
	 * @return array{redirect?: string, failure?: array{form: string, message: string, field: string, values: array<string, string>}}
	 */
	public static function run( string $form, array $post ): array {
		$login = FormInput::text( $post['log'] ?? $post['user_login'] ?? $post['login'] ?? null, 200 );
		if ( ! wp_verify_nonce( FormInput::text( $post['_wpnonce'] ?? null, 40 ), self::FORMS[ $form ] ) ) {
			return self::fail( $form, '', __( 'Your session has expired. Please try again.', 'vitrine' ), array( 'login' => $login ) );
		}
		switch ( $form ) {
			case 'login':
				return self::log_in( $login, $post );
			case 'lost-password':
				return self::lost_password( $login );
		}
		return self::reset_password( $login, $post );
	}

	/**
	 * Logs in with wp_signon().
	 *
	 * @param string               $login User name or e-mail address.
	 * @param array<string, mixed> $post  Fields.
	 * @return array{redirect?: string, failure?: array{form: string, message: string, field: string, values: array<string, string>}}
	 */
	private static function log_in( string $login, array $post ): array {
		// Passwords are taken as typed (no trimming), like wp-login.php does; only their type and length are bounded.
		$password = is_string( $post['pwd'] ?? null ) ? substr( $post['pwd'], 0, 4096 ) : '';
		$values   = array( 'login' => $login );
		if ( '' === trim( $login ) ) {
			return self::fail( 'login', 'log', __( 'Please enter your username or email address.', 'vitrine' ), $values );
		}
		if ( '' === $password ) {
			return self::fail( 'login', 'pwd', __( 'Please enter your password.', 'vitrine' ), $values );
		}
		$user = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
				'remember'      => ! empty( $post['rememberme'] ),
			),
			is_ssl()
		);
		if ( is_wp_error( $user ) ) {
			$known   = array( 'invalid_username', 'invalid_email', 'incorrect_password', 'authentication_failed' );
			$message = match ( true ) {
				in_array( $user->get_error_code(), $known, true ) => __( 'The username or password is wrong. Please try again.', 'vitrine' ),
				// Core reads "0" (or a password it strips to nothing) as empty.
				'empty_password' === $user->get_error_code() => __( 'Please enter your password.', 'vitrine' ),
				'empty_username' === $user->get_error_code() => __( 'Please enter your username or email address.', 'vitrine' ),
				default => wp_strip_all_tags( $user->get_error_message() ),
			};
			return self::fail( 'login', 'pwd', $message, $values );
		}
		// A URL, not a text: sanitize_text_field() would drop its %-escapes; wp_validate_redirect() checks it.
		$requested = is_string( $post['redirect_to'] ?? null ) ? substr( trim( $post['redirect_to'] ), 0, 2000 ) : '';
		return array( 'redirect' => LoginRedirect::target( $user, $requested, AccountUrls::account() ) );
	}

	/**
	 * Sends WordPress' reset mail (its link leads back here, PasswordLinks).
	 *
	 * @param string $login User name or e-mail address.
	 * @return array{redirect?: string, failure?: array{form: string, message: string, field: string, values: array<string, string>}}
	 */
	private static function lost_password( string $login ): array {
		if ( '' === trim( $login ) ) {
			return self::fail( 'lost-password', 'user_login', __( 'Please enter your username or email address.', 'vitrine' ), array( 'login' => $login ) );
		}
		$sent = retrieve_password( trim( $login ) );
		if ( is_wp_error( $sent ) && 'retrieve_password_email_failure' === $sent->get_error_code() ) {
			return self::fail( 'lost-password', 'user_login', __( 'The email could not be sent. Please try again later.', 'vitrine' ), array( 'login' => $login ) );
		}
		// Unknown accounts get the same answer, so the form does not reveal who has one.
		return array( 'redirect' => add_query_arg( LoginView::NOTE, 'passwort-gesendet', AccountUrls::account() ) );
	}

	/**
	 * Sets a new password with the key of the mail.
	 *
	 * @param string               $login User login from the link.
	 * @param array<string, mixed> $post  Fields.
	 * @return array{redirect?: string, failure?: array{form: string, message: string, field: string, values: array<string, string>}}
	 */
	private static function reset_password( string $login, array $post ): array {
		$key    = FormInput::text( $post['key'] ?? null, 100 );
		$values = array(
			'login' => $login,
			'key'   => $key,
		);
		$user   = check_password_reset_key( $key, $login );
		if ( ! $user instanceof \WP_User ) {
			return self::fail( 'lost-password', 'user_login', __( 'This link is invalid or has expired. Please request a new one.', 'vitrine' ), array( 'login' => '' ) );
		}
		$pass1 = is_string( $post['pass1'] ?? null ) ? substr( $post['pass1'], 0, 4096 ) : '';
		$pass2 = is_string( $post['pass2'] ?? null ) ? substr( $post['pass2'], 0, 4096 ) : '';
		if ( mb_strlen( $pass1 ) < self::MIN_PASSWORD ) {
			/* translators: %d: minimum number of characters */
			return self::fail( 'reset-password', 'pass1', sprintf( __( 'The password must be at least %d characters long.', 'vitrine' ), self::MIN_PASSWORD ), $values );
		}
		if ( $pass1 !== $pass2 ) {
			return self::fail( 'reset-password', 'pass2', __( 'The two passwords do not match.', 'vitrine' ), $values );
		}
		reset_password( $user, $pass1 );
		return array( 'redirect' => add_query_arg( LoginView::NOTE, 'passwort-geaendert', AccountUrls::account() ) );
	}

	/**
	 * A failed form.
	 *
	 * @param string                $form    Form to show again.
	 * @param string                $field   Field with the problem ('' for none).
	 * @param string                $message German message.
	 * @param array<string, string> $values  Values to show again.
	 * @return array{failure: array{form: string, message: string, field: string, values: array<string, string>}}
	 */
	private static function fail( string $form, string $field, string $message, array $values ): array {
		return array(
			'failure' => array(
				'form'    => $form,
				'message' => $message,
				'field'   => $field,
				'values'  => $values,
			),
		);
	}
}
