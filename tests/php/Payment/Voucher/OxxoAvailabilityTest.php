<?php
/**
 * Where the cash voucher is offered (§1, §9.3; the provider's documented limits).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Voucher;

use Vitrine\Payment\Voucher\OxxoAvailability;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Payment\Voucher\OxxoAvailability
 */
final class OxxoAvailabilityTest extends TestCase {

	public function test_it_is_listed_only_for_mexican_pesos_between_a_cent_and_ten_thousand_pesos(): void {
		$this->assertTrue( OxxoAvailability::listed( 'MXN', 25000 ) );
		$this->assertTrue( OxxoAvailability::listed( 'mxn', 1 ), 'The code is read case-insensitively.' );
		$this->assertTrue( OxxoAvailability::listed( 'MXN', 1000000 ), '10.000,00 MXN is the documented maximum, still allowed.' );
		$this->assertFalse( OxxoAvailability::listed( 'MXN', 1000001 ) );
		$this->assertFalse( OxxoAvailability::listed( 'MXN', 0 ) );
		foreach ( array( 'EUR', 'USD', 'CHF', 'GBP', '' ) as $currency ) {
			$this->assertFalse( OxxoAvailability::listed( $currency, 25000 ), $currency );
		}
	}

	public function test_an_order_with_a_mexican_billing_address_in_pesos_within_the_limit_is_accepted(): void {
		$this->assertNull( OxxoAvailability::refusal( 'MXN', 25000, 'MX' ) );
		$this->assertNull( OxxoAvailability::refusal( 'MXN', 1000000, ' mx ' ) );
	}

	public function test_each_refusal_says_in_german_what_is_wrong(): void {
		$this->assertSame( 'OXXO ist nur für Zahlungen in mexikanischen Pesos möglich. Bitte wähle eine andere Zahlungsart.', OxxoAvailability::refusal( 'EUR', 25000, 'MX' ) );
		$this->assertSame( 'OXXO braucht eine Rechnungsadresse in Mexiko. Bitte prüfe das Land oder wähle eine andere Zahlungsart.', OxxoAvailability::refusal( 'MXN', 25000, 'DE' ) );
		$this->assertSame( 'OXXO braucht eine Rechnungsadresse in Mexiko. Bitte prüfe das Land oder wähle eine andere Zahlungsart.', OxxoAvailability::refusal( 'MXN', 25000, '' ) );
		$this->assertSame( "OXXO ist für Bestellungen bis 10.000,00\u{00A0}MXN möglich. Bitte wähle eine andere Zahlungsart.", OxxoAvailability::refusal( 'MXN', 1000001, 'MX' ) );
		$this->assertSame( 'Mit OXXO gibt es hier nichts zu bezahlen. Bitte wähle eine andere Zahlungsart.', OxxoAvailability::refusal( 'MXN', 0, 'MX' ) );
	}

	public function test_the_currency_is_checked_before_the_country(): void {
		$this->assertStringContainsString( 'Pesos', (string) OxxoAvailability::refusal( 'USD', 25000, 'US' ) );
	}
}
