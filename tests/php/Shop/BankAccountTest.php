<?php
/**
 * The bank account for transfers.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Shop\BankAccount;
use Vitrine\Shop\OrderPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * @covers \Vitrine\Shop\BankAccount
 * @covers \Vitrine\Admin\ShopSettingsPage::sanitize_bank_account
 */
final class BankAccountTest extends TestCase {
	use StoreFixtures;

	protected function setUp(): void {
		parent::setUp();
		global $wp_settings_errors;
		$wp_settings_errors = array();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettingsPage() )->register_settings();
	}

	protected function tearDown(): void {
		foreach ( array( 'vitrine_currency', 'vitrine_manual_renewal', 'vitrine_bank_account' ) as $option ) {
			unregister_setting( ShopSettingsPage::GROUP, $option );
		}
		parent::tearDown();
	}

	public function test_valid_ibans_of_several_countries_pass_with_or_without_spaces(): void {
		foreach ( array( 'DE89 3704 0044 0532 0130 00', 'de89370400440532013000', 'AT61 1904 3002 3457 3201', 'CH93 0076 2011 6238 5295 7', 'GB29 NWBK 6016 1331 9268 19', 'NL91ABNA0417164300', 'FR14 2004 1010 0505 0001 3M02 606', "DE89\u{00A0}3704\u{00A0}0044\u{00A0}0532\u{00A0}0130\u{00A0}00" ) as $iban ) {
			$this->assertSame( '', BankAccount::iban_error( $iban ), $iban );
		}
		$this->assertSame( '', BankAccount::iban_error( '' ), 'No account yet is allowed.' );
	}

	public function test_a_wrong_checksum_a_wrong_length_or_an_unknown_country_is_named_in_german(): void {
		$this->assertSame( 'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfe sie auf Tippfehler.', BankAccount::iban_error( 'DE88 3704 0044 0532 0130 00' ) );
		$this->assertSame( 'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfe sie auf Tippfehler.', BankAccount::iban_error( 'DE89 3704 0044 0532 0130 01' ) );
		$this->assertSame( 'Eine IBAN aus Deutschland hat 22 Zeichen; diese hat 21.', BankAccount::iban_error( 'DE89 3704 0044 0532 0130 0' ) );
		$this->assertSame( '„XX“ ist nicht der Ländercode eines Landes, das IBANs verwendet.', BankAccount::iban_error( 'XX89 3704 0044 0532 0130 00' ) );
		$this->assertStringStartsWith( 'Eine IBAN beginnt mit einem Ländercode', BankAccount::iban_error( 'DE89-3704/0044' ) );
		$this->assertStringStartsWith( 'Eine IBAN beginnt mit einem Ländercode', BankAccount::iban_error( '1234 5678' ) );
	}

	public function test_bics_of_8_or_11_characters_pass_and_others_are_refused(): void {
		foreach ( array( 'COBADEFFXXX', 'cobadeff', 'DEUT DE DB BER', '' ) as $bic ) {
			$this->assertSame( '', BankAccount::bic_error( $bic ), $bic );
		}
		foreach ( array( 'COBADEF', 'COBADEFFXX', '1OBADEFF', 'COBA-DEFF' ) as $bic ) {
			$this->assertStringStartsWith( 'Eine BIC hat 8 oder 11 Zeichen', BankAccount::bic_error( $bic ), $bic );
		}
	}

	public function test_an_account_form_with_an_iban_needs_its_holder_and_right_iban_and_bic(): void {
		$account = BankAccount::from_form(
			array(
				'holder' => ' Laden <b>GmbH</b> ',
				'iban'   => 'de89 3704 0044 0532 0130 00',
				'bic'    => 'coba de ff',
				'bank'   => array( 'x' ),
			)
		);
		$this->assertSame(
			array(
				'holder' => 'Laden GmbH',
				'iban'   => 'DE89370400440532013000',
				'bic'    => 'COBADEFF',
				'bank'   => '',
			),
			$account
		);
		$this->assertSame( array(), BankAccount::errors( $account ) );
		$this->assertSame( array(), BankAccount::errors( BankAccount::from_form( array() ) ), 'no account at all: no transfers, no error' );
		$this->assertSame(
			array(
				'iban'   => 'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfe sie auf Tippfehler.',
				'holder' => 'Bitte gib die Kontoinhaberin oder den Kontoinhaber an: Kundinnen und Kunden nennen sie in ihrer Überweisung.',
			),
			BankAccount::errors( array( 'holder' => '', 'iban' => 'DE88370400440532013000' ) + $account )
		);
	}

	public function test_an_iban_is_shown_in_groups_of_four(): void {
		$this->assertSame( 'DE89 3704 0044 0532 0130 00', BankAccount::group_iban( 'de89370400440532013000' ) );
		$this->assertSame( 'NL91 ABNA 0417 1643 00', BankAccount::group_iban( 'NL91 ABNA 0417164300' ) );
	}

	public function test_saving_stores_the_iban_without_spaces_and_the_bic_in_capitals(): void {
		update_option(
			'vitrine_bank_account',
			array(
				'holder' => 'Laden <b>GmbH</b>',
				'iban'   => 'de89 3704 0044 0532 0130 00',
				'bic'    => 'cobadeffxxx',
				'bank'   => 'Commerzbank',
			)
		);
		$this->assertSame(
			array(
				'holder' => 'Laden GmbH',
				'iban'   => 'DE89370400440532013000',
				'bic'    => 'COBADEFFXXX',
				'bank'   => 'Commerzbank',
			),
			get_option( 'vitrine_bank_account' )
		);
		$this->assertSame( array(), get_settings_errors( 'vitrine_bank_account' ) );
	}

	public function test_a_wrong_iban_keeps_the_old_one_with_a_german_error_and_saves_the_rest(): void {
		update_option( 'vitrine_bank_account', array( 'holder' => 'Alt', 'iban' => 'DE89370400440532013000', 'bic' => 'COBADEFFXXX', 'bank' => 'Alte Bank' ) );
		update_option( 'vitrine_bank_account', array( 'holder' => 'Neu', 'iban' => 'DE88 3704 0044 0532 0130 00', 'bic' => 'XYZ', 'bank' => 'Neue Bank' ) );
		$saved = get_option( 'vitrine_bank_account' );
		$this->assertSame( 'DE89370400440532013000', $saved['iban'] );
		$this->assertSame( 'COBADEFFXXX', $saved['bic'] );
		$this->assertSame( 'Neu', $saved['holder'] );
		$this->assertSame( 'Neue Bank', $saved['bank'] );
		$messages = array_column( get_settings_errors( 'vitrine_bank_account' ), 'message' );
		$this->assertSame(
			array(
				'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfe sie auf Tippfehler. Die IBAN wurde nicht geändert.',
				'Eine BIC hat 8 oder 11 Zeichen: 4 Buchstaben für die Bank, 2 für das Land, 2 Buchstaben oder Ziffern für den Ort und optional 3 für die Filiale, z. B. COBADEFFXXX. Die BIC wurde nicht geändert.',
			),
			$messages
		);
	}

	public function test_a_german_iban_of_the_wrong_length_is_refused_on_saving_and_the_old_one_kept(): void {
		update_option( 'vitrine_bank_account', array( 'holder' => 'Alt', 'iban' => 'DE89370400440532013000', 'bic' => '', 'bank' => '' ) );
		update_option( 'vitrine_bank_account', array( 'holder' => 'Alt', 'iban' => 'DE02 1203 0000 0000 2020 5', 'bic' => '', 'bank' => '' ) );
		$this->assertSame( 'DE89370400440532013000', get_option( 'vitrine_bank_account' )['iban'] );
		$this->assertSame(
			array( 'Eine IBAN aus Deutschland hat 22 Zeichen; diese hat 21. Die IBAN wurde nicht geändert.' ),
			array_column( get_settings_errors( 'vitrine_bank_account' ), 'message' )
		);
	}

	public function test_anything_but_a_form_saves_an_empty_account_without_a_warning(): void {
		update_option( 'vitrine_bank_account', 'nonsense' );
		$this->assertSame( '', get_option( 'vitrine_bank_account' )['iban'] );
		update_option( 'vitrine_bank_account', array( 'iban' => array( 'DE89' ), 'holder' => 42 ) );
		$this->assertSame( '', get_option( 'vitrine_bank_account' )['iban'] );
	}

	public function test_the_order_received_page_of_a_transfer_shows_the_grouped_iban_and_the_reference(): void {
		update_option( 'vitrine_bank_account', array( 'holder' => 'Vitrine Demo e. V.', 'iban' => 'DE89370400440532013000', 'bic' => 'COBADEFFXXX', 'bank' => 'Commerzbank Köln' ) );
		$store = $this->store();
		$order = $this->place_transfer_order( $store );
		$html  = OrderPages::received( $store, $order->id, $order->order_key );
		$this->assertStringContainsString( '<dt>IBAN</dt><dd>DE89 3704 0044 0532 0130 00</dd>', $html );
		$this->assertStringContainsString( '<dt>BIC</dt><dd>COBADEFFXXX</dd>', $html );
		$this->assertStringContainsString( '<dt>Kontoinhaber</dt><dd>Vitrine Demo e. V.</dd>', $html );
		$this->assertStringContainsString( '<dt>Verwendungszweck</dt><dd>Bestellung ' . $order->id . '</dd>', $html );
		$this->assertSame( 'Vitrine Demo e. V.', ShopPages::bank_account()['holder'] );
	}
}
