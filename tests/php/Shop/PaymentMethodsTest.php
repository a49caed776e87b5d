<?php
/**
 * The checkout's method titles tell the card methods apart (§9.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Shop\PaymentMethods;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Shop\PaymentMethods
 */
final class PaymentMethodsTest extends TestCase {

	public function test_the_card_fields_and_the_card_button_have_distinct_german_titles(): void {
		$switched = switch_to_locale( 'de_DE' );
		$offered  = PaymentMethods::offered(
			array(
				'method_card'        => true,
				'method_card_button' => true,
			) + self::CONNECTED + Settings::defaults(),
			self::IBAN
		);
		if ( $switched ) {
			restore_previous_locale();
		}
		$this->assertSame( 'Kredit- oder Debitkarte', $offered[ Ids::GATEWAY_CARD ], 'The card fields on this page.' );
		$this->assertSame( 'Kartenzahlung über PayPal (ohne PayPal-Konto)', $offered[ Ids::GATEWAY_CARD_BUTTON ], 'The card in the provider\'s window.' );
		$this->assertSame( count( $offered ), count( array_unique( $offered ) ), 'No two offered methods share a title.' );
	}
}
