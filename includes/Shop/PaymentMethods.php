<?php
/**
 * The payment methods of the checkout and pay-for-order pages: titles,
 * descriptions and which ones are offered.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;

defined( 'ABSPATH' ) || exit;

/**
 * The one place of the methods' German titles and descriptions (order
 * pages, mails and the admin name methods by these titles too), and of the
 * rule which methods the checkout and the pay-for-order page offer: the bank
 * transfer once the shop has an IBAN (without one the order page could show
 * only half an account); each provider method (§9.3) while the shop is
 * connected to the provider (Provider\Connection) and the shop owner
 * switched it on (Einstellungen → Vitrine PayPal → Zahlungsarten an der
 * Kasse).
 *
 * The card fields (`ppcp-credit-card-gateway`, switch `method_card`) pay in
 * the provider's card fields (§4.10, `Payment\Cards\CardBox`). The card
 * button (`ppcp-card-button-gateway`, §9.3) pays by card in the provider's
 * window: its own title, so a shopper offered both tells them apart.
 */
final class PaymentMethods {

	/**
	 * The German title of every method an order may carry.
	 *
	 * @return array<string, string>
	 */
	public static function titles(): array {
		return array(
			Ids::GATEWAY_BANK_TRANSFER => __( 'Bank transfer (payment in advance)', 'vitrine' ),
			Ids::GATEWAY_WALLET        => __( 'PayPal', 'vitrine' ),
			Ids::GATEWAY_CARD          => __( 'Credit or debit card', 'vitrine' ),
			Ids::GATEWAY_CARD_BUTTON   => __( 'Card payment via PayPal (no PayPal account needed)', 'vitrine' ),
			Ids::GATEWAY_OXXO          => __( 'OXXO (cash payment)', 'vitrine' ),
			Ids::GATEWAY_APPLEPAY      => __( 'Apple Pay', 'vitrine' ),
			Ids::GATEWAY_GOOGLEPAY     => __( 'Google Pay', 'vitrine' ),
		);
	}

	/**
	 * What the shopper reads in a method's box on the checkout.
	 *
	 * @param string $id Gateway id.
	 */
	public static function description( string $id ): string {
		return match ( $id ) {
			Ids::GATEWAY_BANK_TRANSFER => __( 'Transfer the amount to our bank account after placing the order. We send the goods once the money has arrived. You get the bank details on the next page.', 'vitrine' ),
			Ids::GATEWAY_WALLET        => __( 'Pay with your PayPal account or later with Pay Later. PayPal opens in a window of its own.', 'vitrine' ),
			Ids::GATEWAY_CARD          => __( 'Enter your card details below.', 'vitrine' ),
			Ids::GATEWAY_CARD_BUTTON   => __( 'Pay by credit or debit card in PayPal\'s window; you need no PayPal account.', 'vitrine' ),
			Ids::GATEWAY_OXXO          => __( 'You get a voucher to pay in cash at an OXXO shop in Mexico. We send the goods once it is paid.', 'vitrine' ),
			Ids::GATEWAY_APPLEPAY      => __( 'Pay with Apple Pay on this device.', 'vitrine' ),
			Ids::GATEWAY_GOOGLEPAY     => __( 'Pay with Google Pay.', 'vitrine' ),
			default                    => '',
		};
	}

	/**
	 * The methods offered on checkout and pay-for-order, id => title, the
	 * bank transfer first. May be empty: a fresh install with neither an
	 * IBAN nor a connection offers nothing (the checkout says so).
	 *
	 * @param array<string, mixed> $settings Gateway settings (Provider\Settings::get()).
	 * @param string               $iban     The shop's IBAN (ShopPages::bank_account()), '' for none.
	 * @return array<string, string>
	 */
	public static function offered( array $settings, string $iban ): array {
		$titles  = self::titles();
		$offered = array();
		if ( '' !== trim( $iban ) ) {
			$offered[ Ids::GATEWAY_BANK_TRANSFER ] = $titles[ Ids::GATEWAY_BANK_TRANSFER ];
		}
		if ( ! Connection::is_connected( $settings ) ) {
			return $offered;
		}
		foreach ( Ids::METHOD_SWITCHES as $id => $setting ) {
			if ( ! empty( $settings[ $setting ] ) ) {
				$offered[ $id ] = $titles[ $id ];
			}
		}
		return $offered;
	}
}
