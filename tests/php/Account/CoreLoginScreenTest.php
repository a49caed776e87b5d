<?php
/**
 * Hostile input (found by `npm run bench:fuzz`): WordPress'
 * registration screen, which the account page links when registration is
 * open, refused in English (core's language pack is not installed), and its
 * lost-password link led to core's form, which ended in a 500 for an array
 * as `user_login`.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountUrls;
use Vitrine\Account\CoreLoginScreen;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Account\CoreLoginScreen
 */
final class CoreLoginScreenTest extends TestCase {

	public function test_hostile_registrations_are_refused_in_german_and_create_no_user(): void {
		$users = count_users()['total_users'];
		foreach ( array(
			array( '', '' ),
			array( 'NaN', "'''" ),
			array( '<script>alert(1)</script>', '1e400' ),
			array( str_repeat( 'x', 1001 ), 'x@' ),
		) as [ $login, $email ] ) {
			$errors = register_new_user( $login, $email );
			$this->assertInstanceOf( \WP_Error::class, $errors );
			foreach ( $errors->get_error_messages() as $message ) {
				$this->assertStringStartsWith( '<strong>Fehler:</strong> ', $message );
				$this->assertStringNotContainsString( 'Please', $message );
				$this->assertStringNotContainsString( 'Error', $message );
			}
		}
		$this->assertSame( $users, count_users()['total_users'] );
	}

	public function test_a_taken_username_and_address_are_refused_in_german(): void {
		wp_insert_user(
			array(
				'user_login' => 'erika',
				'user_email' => 'erika@example.org',
				'user_pass'  => 'richtig-geheim',
			)
		);
		$errors = register_new_user( 'erika', 'erika@example.org' );
		$this->assertSame( '<strong>Fehler:</strong> Dieser Benutzername ist schon vergeben. Bitte wähle einen anderen.', $errors->get_error_message( 'username_exists' ) );
		$this->assertSame( '<strong>Fehler:</strong> Diese E-Mail-Adresse ist schon registriert. Bitte melde dich an oder nimm eine andere.', $errors->get_error_message( 'email_exists' ) );
	}

	public function test_another_plugins_refusal_keeps_its_text(): void {
		$errors = new \WP_Error( 'captcha', 'Bitte löse das Rätsel.' );
		$errors->add( 'empty_email', '<strong>Error:</strong> Please type your email address.' );
		$german = CoreLoginScreen::registration_errors( $errors );
		$this->assertSame( 'Bitte löse das Rätsel.', $german->get_error_message( 'captcha' ) );
		$this->assertSame( '<strong>Fehler:</strong> Bitte gib deine E-Mail-Adresse ein.', $german->get_error_message( 'empty_email' ) );
	}

	public function test_the_lost_password_link_leads_to_the_shops_form(): void {
		$this->assertSame( AccountUrls::section( 'lost-password' ), wp_lostpassword_url() );
		$this->assertSame( 10, has_action( 'login_form_lostpassword', array( CoreLoginScreen::class, 'to_shop_form' ) ) );
	}
}
