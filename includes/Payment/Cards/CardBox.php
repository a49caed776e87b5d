<?php
/**
 * The card gateway's box on the checkout and pay-for-order pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Cards;

use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Shared\Templates;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Gathers what `templates/checkout/card.php` prints inside the card
 * method's box: the saved-card select `#saved-credit-card` (the user's card
 * tokens, then "new"; §2.7 resets it to its first option on the checkout),
 * the wrapper `#ppcp-hosted-fields` with the field containers the card
 * component fills (§2.7's ids), the save checkbox `#ppcp-credit-card-vault`
 * (§4.5: forced on and disabled when a subscription is paid, checked and
 * disabled when enforce_vault) and the component's pay button. The facts
 * come from the page's §3.11 object, so box and object never disagree.
 */
final class CardBox {

	/**
	 * The box's HTML for the current shopper and page.
	 */
	public static function html(): string {
		$config  = Printer::booted()?->config() ?? array();
		$user_id = get_current_user_id();
		$tokens  = $user_id > 0 ? array_values(
			array_filter(
				Stores::get()->payment_tokens( $user_id ),
				static fn( PaymentToken $token ): bool => Ids::GATEWAY_CARD === $token->gateway
			)
		) : array();
		return self::render( $tokens, $config );
	}

	/**
	 * The box's HTML from its facts (tests call this).
	 *
	 * @param PaymentToken[]       $tokens The shopper's saved cards.
	 * @param array<string, mixed> $config The page's §3.11 object (or the keys used here).
	 */
	public static function render( array $tokens, array $config ): string {
		$subscription = ! empty( $config['cart_contains_subscription'] );
		$enforced     = ! empty( $config['enforce_vault'] );
		$vaulting     = ! empty( $config['vaultingEnabled'] );
		$options      = array();
		foreach ( $tokens as $token ) {
			$options[] = array(
				'value' => (string) $token->id,
				'label' => self::token_label( $token ),
			);
		}
		return Templates::render(
			'checkout/card',
			array(
				'wrapper'      => Ids::WRAPPER_HOSTED_FIELDS,
				'saved_field'  => Ids::FIELD_SAVED_CARD,
				'saved'        => $options,
				'new_value'    => Ids::NEW_CARD,
				'vault_field'  => Ids::FIELD_CARD_VAULT,
				// Saving needs vaulting on; a subscription renews through the saved card (§4.5).
				'vault_shown'  => $vaulting,
				'vault_forced' => $vaulting && ( $subscription || $enforced ),
				'pay_label'    => Ids::CONTEXT_PAY_NOW === ( $config['context'] ?? '' ) ? __( 'Pay for order', 'vitrine' ) : __( 'Pay with card', 'vitrine' ),
			)
		);
	}

	/**
	 * "Visa •••• 1111 (12/2030)".
	 *
	 * @param PaymentToken $token A saved card.
	 */
	private static function token_label( PaymentToken $token ): string {
		$brand = '' !== $token->brand ? ucfirst( $token->brand ) : __( 'Card', 'vitrine' );
		/* translators: 1: card brand, 2: last four digits, 3: expiry month, 4: expiry year */
		return sprintf( __( '%1$s ending in %2$s (%3$02d/%4$d)', 'vitrine' ), $brand, $token->last_digits, $token->expiry_month, $token->expiry_year );
	}
}
