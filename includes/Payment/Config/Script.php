<?php
/**
 * How the provider's SDK is loaded (§7.2): URL parameters, script
 * attributes, base URL, partner attribution.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Payment\Ids;
use Vitrine\Provider\Credentials;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: settings and page facts in, §3.11 url_params, script_attributes,
 * bn_codes and sdk_base_url out.
 */
final class Script {

	/**
	 * Partner attribution codes per context (§3.11 bn_codes).
	 *
	 * @return array<string, string>
	 */
	public static function bn_codes(): array {
		return array(
			Ids::CONTEXT_CHECKOUT  => 'Vitrine_Checkout',
			Ids::CONTEXT_CART      => 'Vitrine_Cart',
			Ids::CONTEXT_MINI_CART => 'Vitrine_MiniCart',
			Ids::CONTEXT_PRODUCT   => 'Vitrine_Product',
			Ids::CONTEXT_PAY_NOW   => 'Vitrine_PayNow',
		);
	}

	/**
	 * Query parameters of the SDK script (§7.2).
	 *
	 * @param array<string, mixed> $s        Settings.
	 * @param string               $currency Currency of what is paid.
	 * @param bool                 $vault    Whether the page saves a payment method (a subscription with vaulting on).
	 * @param string[]             $extra    Further components the page's methods need (the mobile wallets').
	 * @param bool                 $card     Whether the page offers the card button (its funding source stays eligible).
	 * @param bool                 $legacy   Whether the page's card fields are the legacy hosted fields (§4.10: the
	 *                                       shop forces them on checkout/pay-now); they replace the newer component.
	 * @return array<string, string>
	 */
	public static function url_params( array $s, string $currency, bool $vault, array $extra = array(), bool $card = false, bool $legacy = false ): array {
		$components = array( 'buttons', 'funding-eligibility' );
		if ( $s['messages_enabled'] ) {
			$components[] = 'messages';
		}
		if ( $legacy ) {
			$components[] = 'hosted-fields';
		} elseif ( $s['card_fields'] ) {
			$components[] = 'card-fields';
		}
		$components = array_values( array_unique( array_merge( $components, $extra ) ) );
		$enable  = array();
		$disable = $card ? array() : array( Ids::FUNDING_CARD );
		if ( $s['messages_enabled'] ) {
			$enable[] = Ids::FUNDING_PAYLATER;
		} else {
			$disable[] = Ids::FUNDING_PAYLATER;
		}
		// The peer-to-peer wallet only when switched on; off, it is disabled, so the
		// provider does not show it to eligible buyers on its own either. Which
		// buyers see it (US, USD) the provider decides (isEligible()).
		if ( ! empty( $s['venmo'] ) ) {
			$enable[] = Ids::FUNDING_VENMO;
		} else {
			$disable[] = Ids::FUNDING_VENMO;
		}
		$params    = array(
			'client-id'       => (string) $s['client_id'],
			'currency'        => $currency,
			'intent'          => (string) $s['intent'],
			'vault'           => $vault ? 'true' : 'false',
			'components'      => implode( ',', $components ),
			'enable-funding'  => implode( ',', $enable ),
			'disable-funding' => implode( ',', $disable ),
		);
		$merchants = self::merchants( $s );
		if ( count( $merchants ) === 1 ) {
			$params['merchant-id'] = $merchants[0];
		} elseif ( count( $merchants ) > 1 ) {
			$params['merchant-id'] = '*';
		}
		return $params;
	}

	/**
	 * Attributes of the SDK script tag.
	 *
	 * @param array<string, mixed> $s        Settings.
	 * @param string               $context  The page's context.
	 * @param string               $id_token The customer's identity token ('' none).
	 * @return array<string, string>
	 */
	public static function attributes( array $s, string $context, string $id_token ): array {
		$attributes = array(
			'data-partner-attribution-id' => self::bn_codes()[ $context ] ?? self::bn_codes()[ Ids::CONTEXT_CHECKOUT ],
		);
		$merchants  = self::merchants( $s );
		if ( count( $merchants ) > 1 ) {
			$attributes['data-merchant-id'] = implode( ',', $merchants );
		}
		if ( '' !== $id_token ) {
			$attributes['data-user-id-token'] = $id_token;
		}
		return $attributes;
	}

	/**
	 * Where the SDK script comes from: the provider, or the local emulator.
	 *
	 * @param array<string, mixed> $s Settings.
	 */
	public static function sdk_base_url( array $s ): string {
		return Credentials::EMULATOR === $s['environment']
			? rtrim( (string) $s['emulator_url'], '/' ) . '/sdk/js'
			: 'https://www.paypal.com/sdk/js';
	}

	/**
	 * The configured merchant ids.
	 *
	 * @param array<string, mixed> $s Settings.
	 * @return string[]
	 */
	private static function merchants( array $s ): array {
		return array_values( array_filter( explode( ',', (string) $s['merchant_id'] ) ) );
	}
}
