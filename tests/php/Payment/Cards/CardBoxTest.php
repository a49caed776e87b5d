<?php
/**
 * The card method's box on the checkout and pay-for-order pages (§2.7,
 * §4.5, §4.10).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Cards;

use Vitrine\Payment\Cards\CardBox;
use Vitrine\Payment\Config\Script;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Shop\PaymentMethods;
use Vitrine\Store\PaymentToken;
use Vitrine\Tests\TestCase;

/**
 * The box holds the saved-card select, the fields' containers with §2.7's
 * ids, the save checkbox and the pay button; the card gateway is offered
 * when switched on.
 */
final class CardBoxTest extends TestCase {

	/**
	 * A saved card.
	 *
	 * @param int    $id     Token id.
	 * @param string $digits Last digits.
	 */
	private static function token( int $id, string $digits ): PaymentToken {
		return new PaymentToken( $id, 3, Ids::GATEWAY_CARD, 'PT-' . $id, 'visa', $digits, 4, 2031, false );
	}

	/**
	 * The box's document.
	 *
	 * @param PaymentToken[]       $tokens Saved cards.
	 * @param array<string, mixed> $config §3.11 keys.
	 */
	private static function box( array $tokens, array $config ): \DOMXPath {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><div>' . CardBox::render( $tokens, $config ) . '</div>' );
		libxml_clear_errors();
		return new \DOMXPath( $doc );
	}

	/**
	 * The saved-card select lists the user's cards, then "new"; its name is its id.
	 */
	public function test_the_saved_card_select_lists_the_users_cards_then_new(): void {
		$x = self::box( array( self::token( 11, '1111' ), self::token( 12, '4242' ) ), array( 'vaultingEnabled' => true ) );

		$select = $x->query( '//select[@id="saved-credit-card"]' )->item( 0 );
		$this->assertNotNull( $select );
		$this->assertSame( 'saved-credit-card', $select->getAttribute( 'name' ) );
		$values = array_map( static fn( \DOMElement $o ): string => $o->getAttribute( 'value' ), iterator_to_array( $x->query( '//select[@id="saved-credit-card"]/option' ) ) );
		$this->assertSame( array( '11', '12', 'new' ), $values );
		$this->assertStringContainsString( '1111', $x->query( '//option[@value="11"]' )->item( 0 )->textContent );
		$this->assertStringContainsString( 'Neue Karte', $x->query( '//option[@value="new"]' )->item( 0 )->textContent );
	}

	/**
	 * Without saved cards there is no select; the fields' containers carry §2.7's ids inside the wrapper.
	 */
	public function test_the_fields_containers_carry_the_display_rules_ids(): void {
		$x = self::box( array(), array() );

		$this->assertSame( 0, $x->query( '//select' )->length );
		foreach ( array( 'card-number', 'card-expiry', 'card-cvc', 'card-name' ) as $suffix ) {
			$this->assertSame( 1, $x->query( '//div[@id="ppcp-hosted-fields"]//div[@id="ppcp-credit-card-gateway-' . $suffix . '"]' )->length, $suffix );
		}
		$this->assertSame( 'ppcp-credit-card-gateway', $x->query( '//div[@id="ppcp-hosted-fields"]' )->item( 0 )->getAttribute( 'data-method' ) );
		$this->assertSame( 1, $x->query( '//button[@id="vitrine-card-pay"][@type="button"]' )->length );
		$this->assertSame( 0, $x->query( '//input' )->length, 'no save box without vaulting' );
	}

	/**
	 * §4.5: the save box is free without a subscription, forced on and
	 * disabled with one (its value still submitted), checked and disabled
	 * with enforce_vault.
	 */
	public function test_the_save_box_is_forced_for_subscriptions_and_enforce_vault(): void {
		$free = self::box( array(), array( 'vaultingEnabled' => true ) )->query( '//input[@id="ppcp-credit-card-vault"]' )->item( 0 );
		$this->assertSame( 'ppcp-credit-card-vault', $free->getAttribute( 'name' ) );
		$this->assertFalse( $free->hasAttribute( 'checked' ) );
		$this->assertFalse( $free->hasAttribute( 'disabled' ) );

		foreach ( array( array( 'cart_contains_subscription' => true ), array( 'enforce_vault' => true ) ) as $facts ) {
			$x      = self::box( array(), $facts + array( 'vaultingEnabled' => true ) );
			$forced = $x->query( '//input[@id="ppcp-credit-card-vault"]' )->item( 0 );
			$this->assertTrue( $forced->hasAttribute( 'checked' ) );
			$this->assertTrue( $forced->hasAttribute( 'disabled' ) );
			$this->assertSame( 1, $x->query( '//input[@type="hidden"][@name="ppcp-credit-card-vault"][@value="1"]' )->length );
		}
	}

	/**
	 * The card gateway is offered on the checkout once switched on, after the wallet.
	 */
	public function test_the_card_gateway_is_offered_when_switched_on(): void {
		$off = PaymentMethods::offered( self::CONNECTED + Settings::defaults(), self::IBAN );
		$this->assertArrayNotHasKey( Ids::GATEWAY_CARD, $off );

		$on = PaymentMethods::offered(
			array( 'method_card' => true ) + self::CONNECTED + Settings::defaults(),
			self::IBAN
		);
		$this->assertSame( array( 'bacs', 'ppcp-gateway', 'ppcp-credit-card-gateway' ), array_keys( $on ) );
	}

	/**
	 * §4.10: the shop's legacy setting loads the hosted fields instead of the
	 * newer card fields on checkout and pay-now, where the card gateway is
	 * offered; elsewhere the newer component stays (saving without payment needs it).
	 */
	public function test_the_legacy_setting_swaps_the_sdk_component_on_checkout_only(): void {
		$s = array(
			'client_id'          => 'x',
			'method_card'        => true,
			'card_fields_legacy' => true,
		) + Settings::defaults();
		$components = static fn( bool $legacy ): array => explode( ',', Script::url_params( $s, 'EUR', false, array(), false, $legacy )['components'] );

		$this->assertContains( 'hosted-fields', $components( true ) );
		$this->assertNotContains( 'card-fields', $components( true ) );
		$this->assertContains( 'card-fields', $components( false ) );
		$this->assertNotContains( 'hosted-fields', $components( false ) );
	}
}
