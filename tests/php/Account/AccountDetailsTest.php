<?php
/**
 * My account's addresses and password sections.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountDetails;
use Vitrine\Account\AccountPage;
use Vitrine\Store\Stores;
use Vitrine\Tests\TestCase;

/**
 * The forms check nonce and login, validate like the checkout, keep the
 * input with German errors, save what the checkout reads, and change the
 * password only with the current one.
 */
final class AccountDetailsTest extends TestCase {

	/**
	 * A logged-in customer.
	 */
	private static function customer(): int {
		$user_id = (int) wp_insert_user(
			array(
				'user_login' => 'greta',
				'user_email' => 'greta@example.org',
				'user_pass'  => 'altes-passwort',
				'first_name' => 'Greta',
				'last_name'  => 'Berg',
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( $user_id );
		return $user_id;
	}

	/**
	 * A posted form with a valid nonce.
	 *
	 * @param string               $form   addresses or password.
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private static function post( string $form, array $fields ): array {
		return $fields + array(
			AccountDetails::FIELD => $form,
			'_wpnonce'            => wp_create_nonce( AccountDetails::FORMS[ $form ] ),
		);
	}

	/**
	 * The section's HTML.
	 *
	 * @param int    $user_id User.
	 * @param string $section addresses or password.
	 */
	private static function page( int $user_id, string $section ): string {
		return ( new AccountPage( Stores::get() ) )->render(
			$user_id,
			array(
				'section' => $section,
				'id'      => 0,
			)
		);
	}

	/**
	 * A complete billing address.
	 *
	 * @return array<string, string>
	 */
	private static function billing(): array {
		return array(
			'billing_first_name' => 'Greta',
			'billing_last_name'  => 'Berg',
			'billing_country'    => 'DE',
			'billing_address_1'  => 'Lindenstraße 4',
			'billing_postcode'   => '10115',
			'billing_city'       => 'Berlin',
			'billing_email'      => 'greta@example.org',
			'billing_phone'      => '030 1234567',
		);
	}

	protected function setUp(): void {
		parent::setUp();
		// wp_update_user() renews the login cookie; a CLI run has sent its output already.
		add_filter( 'send_auth_cookies', '__return_false' );
	}

	protected function tearDown(): void {
		remove_filter( 'send_auth_cookies', '__return_false' );
		AccountDetails::reset();
		parent::tearDown();
	}

	public function test_the_navigation_links_addresses_and_password(): void {
		$html = self::page( self::customer(), 'dashboard' );
		$this->assertStringContainsString( '<a href="' . esc_url( home_url( '/mein-konto/adressen/' ) ) . '">Adressen</a>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( home_url( '/mein-konto/passwort/' ) ) . '">Passwort ändern</a>', $html );
	}

	public function test_the_addresses_form_shows_the_checkout_fields_with_a_nonce(): void {
		$user = self::customer();
		update_user_meta( $user, 'billing_city', 'Leipzig' );
		$html = self::page( $user, 'addresses' );
		$this->assertStringContainsString( '<legend>Rechnungsadresse</legend>', $html );
		$this->assertStringContainsString( '<legend>Lieferadresse</legend>', $html );
		$this->assertMatchesRegularExpression( '/name="billing_city" value="Leipzig"/', $html, 'The saved address is filled in.' );
		$this->assertMatchesRegularExpression( '/name="billing_first_name" value="Greta"/', $html, 'The account name is the default.' );
		$this->assertMatchesRegularExpression( '/<select name="shipping_country" id="vitrine-account-shipping_country"/', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
	}

	public function test_valid_addresses_are_saved_where_the_checkout_reads_them(): void {
		$user   = self::customer();
		$result = AccountDetails::submit( self::post( 'addresses', self::billing() + array( 'shipping_country' => 'DE' ) ), $user );
		$this->assertSame( 'success', $result['type'] ?? '' );
		$this->assertSame( 'Deine Adressen wurden gespeichert.', $result['message'] );
		$this->assertSame( 'Lindenstraße 4', get_user_meta( $user, 'billing_address_1', true ) );
		$this->assertSame( '030 1234567', get_user_meta( $user, 'billing_phone', true ) );
		$this->assertSame( '', get_user_meta( $user, 'shipping_city', true ), 'An empty shipping address is not saved.' );
	}

	public function test_bad_addresses_get_german_errors_and_keep_the_input(): void {
		$user = self::customer();
		$post = self::post(
			'addresses',
			array(
				'billing_postcode' => '1011',
				'billing_city'     => '',
				'shipping_city'    => 'Hamburg',
			) + self::billing()
		);
		$post['billing_postcode'] = '1011';
		$post['billing_city']     = '';
		$this->assertNull( AccountDetails::submit( $post, $user ) );
		$html = self::page( $user, 'addresses' );
		$this->assertStringContainsString( 'Postleitzahl (Rechnungsadresse) ist keine gültige Postleitzahl.', html_entity_decode( $html ) );
		$this->assertStringContainsString( 'Ort (Rechnungsadresse) ist ein Pflichtfeld.', html_entity_decode( $html ) );
		$this->assertStringContainsString( 'Straße und Hausnummer (Lieferadresse) ist ein Pflichtfeld.', html_entity_decode( $html ), 'A started shipping address must be complete.' );
		$this->assertMatchesRegularExpression( '/name="billing_postcode" value="1011" autocomplete="billing postal-code" aria-required="true" aria-invalid="true"/', $html );
		$this->assertMatchesRegularExpression( '/name="shipping_city" value="Hamburg"/', $html );
		$this->assertSame( '', get_user_meta( $user, 'billing_address_1', true ), 'Nothing saved.' );
	}

	public function test_a_wrong_nonce_or_a_guest_changes_nothing(): void {
		$user           = self::customer();
		$post           = self::post( 'addresses', self::billing() );
		$post['_wpnonce'] = 'falsch';
		$this->assertSame( 'error', AccountDetails::submit( $post, $user )['type'] ?? '' );
		$this->assertSame( 'error', AccountDetails::submit( self::post( 'addresses', self::billing() ), 0 )['type'] ?? '' );
		$this->assertSame( '', get_user_meta( $user, 'billing_address_1', true ) );
	}

	public function test_the_password_changes_only_with_the_current_one_and_twice_the_new(): void {
		$user = self::customer();
		$try  = static fn( string $current, string $one, string $two ) => AccountDetails::submit(
			self::post(
				'password',
				array(
					'password_current' => $current,
					'password_1'       => $one,
					'password_2'       => $two,
				)
			),
			$user
		);
		$this->assertNull( $try( 'falsch', 'neues-passwort', 'neues-passwort' ) );
		$this->assertStringContainsString( 'Dein aktuelles Passwort ist nicht richtig.', self::page( $user, 'password' ) );
		$this->assertNull( $try( 'altes-passwort', 'kurz', 'kurz' ) );
		$this->assertStringContainsString( 'Das neue Passwort muss 8 bis 200 Zeichen lang sein.', self::page( $user, 'password' ) );
		$this->assertNull( $try( 'altes-passwort', 'neues-passwort', 'neues-passwortX' ) );
		$html = self::page( $user, 'password' );
		$this->assertStringContainsString( 'Die beiden Passwörter stimmen nicht überein.', $html );
		$this->assertStringNotContainsString( 'neues-passwort', $html, 'Passwords are never shown again.' );
		$this->assertTrue( wp_check_password( 'altes-passwort', get_userdata( $user )->user_pass, $user ), 'Unchanged so far.' );

		$result = $try( 'altes-passwort', 'neues-passwort', 'neues-passwort' );
		$this->assertSame( 'Dein Passwort wurde geändert.', $result['message'] ?? '' );
		$this->assertTrue( wp_check_password( 'neues-passwort', get_userdata( $user )->user_pass, $user ) );
	}

	public function test_hostile_input_gets_german_errors_and_no_warning(): void {
		$user = self::customer();
		$post = self::post(
			'addresses',
			array(
				'billing_first_name' => array( 'x' ),
				'billing_city'       => str_repeat( 'x', 20000 ),
				'billing_email'      => array( 'a@b.de' ),
				'billing_country'    => 'XX',
			) + self::billing()
		);
		$this->assertNull( AccountDetails::submit( $post, $user ) );
		$html = html_entity_decode( self::page( $user, 'addresses' ) );
		$this->assertStringContainsString( 'Vorname (Rechnungsadresse) ist ein Pflichtfeld.', $html );
		$this->assertStringContainsString( 'E-Mail-Adresse (Rechnungsadresse) ist ein Pflichtfeld.', $html );
		$this->assertStringNotContainsString( str_repeat( 'x', 201 ), $html, 'Bounded to 200 characters.' );
		AccountDetails::reset();
		$this->assertNull(
			AccountDetails::submit(
				self::post(
					'password',
					array(
						'password_current' => array( 'altes-passwort' ),
						'password_1'       => array(),
					)
				),
				$user
			)
		);
		$this->assertStringContainsString( 'Bitte gib dein aktuelles Passwort ein.', self::page( $user, 'password' ) );
		$this->assertSame( 'error', AccountDetails::submit( array( AccountDetails::FIELD => array( 'addresses' ) ), $user )['type'] ?? '' );
	}
}
