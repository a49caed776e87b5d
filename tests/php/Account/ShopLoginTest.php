<?php
/**
 * Tests of "login stays in the shop": where people land
 * after logging in, the account page's login and password forms, and the
 * links in WordPress' password mails.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountUrls;
use Vitrine\Account\LoginForms;
use Vitrine\Account\LoginRedirect;
use Vitrine\Account\LoginView;
use Vitrine\Account\PasswordLinks;
use Vitrine\Shop\ShopPages;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Account\LoginRedirect
 * @covers \Vitrine\Account\LoginForms
 * @covers \Vitrine\Account\PasswordLinks
 * @covers \Vitrine\Account\LoginView
 */
final class ShopLoginTest extends TestCase {

	/**
	 * Mails sent during the test.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	/**
	 * Catches mail instead of sending it.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	/**
	 * Stops catching mail.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		parent::tearDown();
	}

	/**
	 * `pre_wp_mail`: records the mail and reports it sent.
	 *
	 * @param null|bool            $short Short-circuit value.
	 * @param array<string, mixed> $atts  wp_mail() arguments.
	 */
	public function catch_mail( $short, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A user of a role (not logged in).
	 *
	 * @param string $role     Role.
	 * @param string $password Password.
	 */
	private static function user( string $role, string $password = 'richtig-geheim' ): \WP_User {
		$login = 'login-' . $role . '-' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@vitrine.test',
				'user_pass'  => $password,
				'role'       => $role,
			)
		);
		return get_user_by( 'id', $id );
	}

	/**
	 * Posted fields of a form with a valid nonce for a guest.
	 *
	 * @param string               $form   Form key.
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private static function post( string $form, array $fields ): array {
		wp_set_current_user( 0 );
		return $fields + array( '_wpnonce' => wp_create_nonce( LoginForms::FORMS[ $form ] ) );
	}

	/**
	 * Customers and subscribers who log in through wp-login.php go to
	 * /mein-konto/, never to wp-admin; a shop page they asked for is kept.
	 */
	public function test_customers_land_on_my_account_never_in_wp_admin(): void {
		foreach ( array( 'subscriber', get_role( 'customer' ) ? 'customer' : 'subscriber' ) as $role ) {
			$user = self::user( $role );
			$this->assertSame( AccountUrls::account(), apply_filters( 'login_redirect', admin_url(), '', $user ) );
			$this->assertSame( AccountUrls::account(), apply_filters( 'login_redirect', admin_url( 'profile.php' ), admin_url( 'profile.php' ), $user ) );
			$this->assertSame( AccountUrls::account(), apply_filters( 'login_redirect', 'wp-admin/', 'wp-admin/', $user ) );
			$this->assertSame( home_url( '/kasse/' ), apply_filters( 'login_redirect', home_url( '/kasse/' ), home_url( '/kasse/' ), $user ) );
			$this->assertSame( AccountUrls::account(), apply_filters( 'login_redirect', 'https://elsewhere.example/', 'https://elsewhere.example/', $user ), 'no open redirect' );
		}
	}

	/**
	 * Admins and editors keep wp-admin.
	 */
	public function test_admins_and_editors_keep_wp_admin(): void {
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$user = self::user( $role );
			$this->assertSame( admin_url(), apply_filters( 'login_redirect', admin_url(), '', $user ) );
			$this->assertSame( admin_url( 'edit.php' ), apply_filters( 'login_redirect', admin_url( 'edit.php' ), admin_url( 'edit.php' ), $user ) );
		}
		$error = new \WP_Error( 'x' );
		$this->assertSame( admin_url(), LoginRedirect::login_redirect( admin_url(), '', $error ) );
	}

	/**
	 * WordPress' registration form ends on /mein-konto/ with the mail note.
	 */
	public function test_registration_lands_on_my_account_with_a_note(): void {
		$this->assertSame( add_query_arg( 'hinweis', 'registriert', AccountUrls::account() ), apply_filters( 'registration_redirect', '' ) );
		$this->assertSame( home_url( '/kasse/' ), apply_filters( 'registration_redirect', home_url( '/kasse/' ) ) );
	}

	/**
	 * A wrong password is answered on the account page, in German,
	 * with the user name kept; nobody is logged in.
	 */
	public function test_a_wrong_password_fails_in_german_on_the_account_page(): void {
		$user   = self::user( 'subscriber' );
		$result = LoginForms::run( 'login', self::post( 'login', array( 'log' => $user->user_login, 'pwd' => 'falsch' ) ) );
		$this->assertSame( 'Benutzername oder Passwort ist falsch. Bitte versuche es noch einmal.', $result['failure']['message'] );
		$this->assertSame( 'login', $result['failure']['form'] );
		$this->assertSame( $user->user_login, $result['failure']['values']['login'] );
		$this->assertArrayNotHasKey( 'redirect', $result );
		$this->assertSame( 0, get_current_user_id() );

		$unknown = LoginForms::run( 'login', self::post( 'login', array( 'log' => 'niemand-hier', 'pwd' => 'x' ) ) );
		$this->assertSame( $result['failure']['message'], $unknown['failure']['message'], 'the same answer for an unknown user' );
	}

	/**
	 * Empty fields, a stale nonce and arrays instead of strings get German
	 * messages, never a PHP error.
	 */
	public function test_bad_login_input_gets_german_messages(): void {
		$this->assertSame( 'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.', LoginForms::run( 'login', self::post( 'login', array( 'log' => '', 'pwd' => 'x' ) ) )['failure']['message'] );
		$this->assertSame( 'Bitte gib dein Passwort ein.', LoginForms::run( 'login', self::post( 'login', array( 'log' => 'kundin', 'pwd' => array( 'x' ) ) ) )['failure']['message'] );
		// Core reads "0" as an empty password; its message was English (found by bench:fuzz).
		$this->assertSame( 'Bitte gib dein Passwort ein.', LoginForms::run( 'login', self::post( 'login', array( 'log' => 'kundin', 'pwd' => '0' ) ) )['failure']['message'] );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.', LoginForms::run( 'login', array( 'log' => 'kundin', 'pwd' => 'kundin', '_wpnonce' => 'abc' ) )['failure']['message'] );
		$this->assertSame( 'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.', LoginForms::run( 'lost-password', self::post( 'lost-password', array( 'user_login' => array( 'a' ) ) ) )['failure']['message'] );
	}

	/**
	 * Lost password: the same note for known and unknown accounts, and the
	 * customer's mail links to the shop's own new-password form.
	 */
	public function test_lost_password_mails_a_link_to_the_shop_form(): void {
		$user    = self::user( 'subscriber' );
		$known   = LoginForms::run( 'lost-password', self::post( 'lost-password', array( 'user_login' => $user->user_email ) ) );
		$unknown = LoginForms::run( 'lost-password', self::post( 'lost-password', array( 'user_login' => 'niemand@vitrine.test' ) ) );
		$this->assertSame( add_query_arg( 'hinweis', 'passwort-gesendet', AccountUrls::account() ), $known['redirect'] );
		$this->assertSame( $known, $unknown );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $user->user_email, $this->mails[0]['to'] );
		$this->assertMatchesRegularExpression( '#' . preg_quote( AccountUrls::section( 'lost-password' ), '#' ) . '\?key=[A-Za-z0-9]+&login=' . preg_quote( rawurlencode( $user->user_login ), '#' ) . '\s#', $this->mails[0]['message'] );
		$this->assertStringNotContainsString( 'wp-login.php', $this->mails[0]['message'] );
		$this->assertStringContainsString( 'Neues Passwort festlegen', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Um dein Passwort festzulegen, öffne diese Adresse:', $this->mails[0]['message'] );
	}

	/**
	 * Staff keep WordPress' own reset screen.
	 */
	public function test_editors_keep_wordpress_reset_link(): void {
		$user = self::user( 'editor' );
		retrieve_password( $user->user_login );
		$this->assertMatchesRegularExpression( '#wp-login\.php\?\S*action=rp#', $this->mails[0]['message'] );
		$this->assertStringNotContainsString( 'passwort-vergessen', $this->mails[0]['message'] );
	}

	/**
	 * The rewrite keeps key and login and drops WordPress' language suffix.
	 */
	public function test_reset_links_are_rewritten_with_key_and_login(): void {
		$message = "Hallo\r\n\r\n" . network_site_url( 'wp-login.php?login=' . rawurlencode( 'anna maria' ) . '&key=AbC123&action=rp', 'login' ) . "&wp_lang=de_DE\r\n\r\n" . wp_login_url() . "\r\nDanke";
		$this->assertSame( "Hallo\r\n\r\n" . PasswordLinks::reset_url( 'AbC123', 'anna maria' ) . "\r\n\r\n" . wp_login_url() . "\r\nDanke", PasswordLinks::rewrite( $message ) );
		$this->assertSame( AccountUrls::section( 'lost-password' ) . '?key=AbC123&login=anna%20maria', PasswordLinks::reset_url( 'AbC123', 'anna maria' ) );
	}

	/**
	 * A new customer's mail (registration, checkout account) is German and
	 * links to the shop's form; staff get WordPress' mail.
	 */
	public function test_new_customers_set_their_password_in_the_shop(): void {
		$user = self::user( 'subscriber' );
		wp_new_user_notification( $user->ID, null, 'user' );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'Dein Kundenkonto', $this->mails[0]['subject'] );
		$this->assertMatchesRegularExpression( '#/mein-konto/passwort-vergessen/\?key=[A-Za-z0-9]+&login=#', $this->mails[0]['message'] );
		$this->assertStringNotContainsString( 'wp-login.php', $this->mails[0]['message'] );
		$editor = self::user( 'editor' );
		wp_new_user_notification( $editor->ID, null, 'user' );
		$this->assertStringContainsString( 'wp-login.php', $this->mails[1]['message'] );
	}

	/**
	 * New password: too short, not repeated, a bad key, then success.
	 */
	public function test_a_new_password_is_set_with_the_key_of_the_mail(): void {
		$user = self::user( 'subscriber' );
		$key  = get_password_reset_key( $user );
		$base = array(
			'login' => $user->user_login,
			'key'   => $key,
		);
		$this->assertSame( 'Das Passwort muss mindestens 8 Zeichen lang sein.', LoginForms::run( 'reset-password', self::post( 'reset-password', $base + array( 'pass1' => 'kurz', 'pass2' => 'kurz' ) ) )['failure']['message'] );
		$this->assertSame( 'Die beiden Passwörter stimmen nicht überein.', LoginForms::run( 'reset-password', self::post( 'reset-password', $base + array( 'pass1' => 'neues-passwort', 'pass2' => 'neues-passwort!' ) ) )['failure']['message'] );
		$bad = LoginForms::run( 'reset-password', self::post( 'reset-password', array( 'key' => 'falsch' ) + $base + array( 'pass1' => 'neues-passwort', 'pass2' => 'neues-passwort' ) ) );
		$this->assertSame( 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.', $bad['failure']['message'] );
		$this->assertSame( 'lost-password', $bad['failure']['form'] );

		$done = LoginForms::run( 'reset-password', self::post( 'reset-password', $base + array( 'pass1' => 'neues-passwort', 'pass2' => 'neues-passwort' ) ) );
		$this->assertSame( add_query_arg( 'hinweis', 'passwort-geaendert', AccountUrls::account() ), $done['redirect'] );
		$this->assertTrue( wp_check_password( 'neues-passwort', get_user_by( 'id', $user->ID )->user_pass, $user->ID ) );
		$this->assertInstanceOf( \WP_Error::class, check_password_reset_key( $key, $user->user_login ), 'the key works once' );
	}

	/**
	 * Formerly the e2e account-login test of a wrong password: posted to
	 * /mein-konto/bestellungen/ it is answered there, through the account
	 * page's handler (LoginForms::handle() on `template_redirect`), by a
	 * German alert the password field points to, the user name kept and the
	 * form still leading back to the page she asked for.
	 */
	public function test_a_wrong_password_posted_to_the_account_page_shows_its_german_alert_there(): void {
		$user    = self::user( 'subscriber' );
		$query   = $GLOBALS['wp_query'];
		$failure = new \ReflectionProperty( LoginForms::class, 'failure' );
		try {
			$query->queried_object    = get_post( ShopPages::page_id( 'account' ) );
			$query->queried_object_id = ShopPages::page_id( 'account' );
			$_SERVER['REQUEST_METHOD'] = 'POST';
			$_POST                     = wp_slash(
				self::post(
					'login',
					array(
						'log'             => $user->user_login,
						'pwd'             => 'falsch',
						LoginForms::FIELD => 'login',
					)
				)
			);
			LoginForms::handle();
			$html = LoginView::html(
				array(
					'section' => 'orders',
					'id'      => 0,
				)
			);
		} finally {
			$failure->setValue( null, null );
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$query->queried_object     = null;
			$query->queried_object_id  = null;
		}
		$this->assertSame( 0, get_current_user_id() );
		$this->assertStringContainsString( 'role="alert" id="vitrine-login-error"><p>Benutzername oder Passwort ist falsch. Bitte versuche es noch einmal.</p>', $html );
		$this->assertMatchesRegularExpression( '/name="log" id="vitrine-account-user"[^>]* value="' . preg_quote( $user->user_login, '/' ) . '"/', $html, 'The name is kept.' );
		$this->assertMatchesRegularExpression( '/name="pwd" id="vitrine-account-pass"[^>]* aria-invalid="true" aria-describedby="vitrine-login-error"/', $html );
		$this->assertStringContainsString( 'name="redirect_to" value="' . esc_url( AccountUrls::section( 'orders' ) ) . '"', $html, 'The right password then leads to the page she asked for.' );
	}

	/**
	 * Formerly the e2e account-login notes: after the lost-password form,
	 * a new password and WordPress' registration the account page says so
	 * in a German status; a used or wrong reset link in a German alert.
	 */
	public function test_the_notes_after_a_redirect_are_german_statuses(): void {
		$guest = array(
			'section' => 'dashboard',
			'id'      => 0,
		);
		$notes = array(
			'passwort-gesendet'  => 'haben wir dir eine E-Mail',
			'passwort-geaendert' => 'Dein Passwort wurde geändert.',
			'registriert'        => 'Fast geschafft',
		);
		try {
			foreach ( $notes as $code => $text ) {
				$_GET[ LoginView::NOTE ] = $code;
				$this->assertMatchesRegularExpression( '/role="status"><p>[^<]*' . preg_quote( $text, '/' ) . '/u', LoginView::html( $guest ), $code );
			}
			$_GET[ LoginView::NOTE ] = 'irgendwas';
			$this->assertStringNotContainsString( 'role="status"', LoginView::html( $guest ), 'Only the known codes say anything.' );
			unset( $_GET[ LoginView::NOTE ] );

			$_GET['key']   = 'falsch';
			$_GET['login'] = self::user( 'subscriber' )->user_login;
			$html          = LoginView::html(
				array(
					'section' => 'lost-password',
					'id'      => 0,
				)
			);
			$this->assertStringContainsString( 'role="alert" id="vitrine-login-error"><p>Dieser Link ist ungültig oder abgelaufen.', $html );
			$this->assertStringContainsString( 'name="user_login"', $html, 'She can ask for a new link right there.' );
		} finally {
			unset( $_GET[ LoginView::NOTE ], $_GET['key'], $_GET['login'] );
		}
	}
}
