<?php
/**
 * Where the cash voucher (OXXO) is offered: a pure rule (§1, §9.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

use Vitrine\Store\Gateways;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The provider offers its cash voucher only for payments in Mexican pesos,
 * by payers with a Mexican billing address, up to 10,000.00 MXN per order
 * (its documented limits; it names no minimum, so any positive amount may
 * ask). Outside them the provider would refuse the confirmation, so the
 * shop neither lists the method nor accepts an order with it.
 *
 * Two questions, because the shop knows the answers at different moments:
 * `listed()` when rendering the payment methods (currency and total are
 * known, the billing country is still being typed), `refusal()` when the
 * order is placed (everything is known; a German reason, or null).
 */
final class OxxoAvailability {

	/** §9.3: the cash voucher's gateway id. */
	public const GATEWAY = Gateways::OXXO;

	/** The only currency the provider takes for it. */
	public const CURRENCY = 'MXN';

	/** The billing country the provider requires. */
	public const COUNTRY = 'MX';

	/** The provider's documented maximum, in minor units: 10,000.00 MXN. */
	public const MAX_TOTAL = 1000000;

	/**
	 * Whether a page paying in a currency lists the method (its total is
	 * checked when the order is placed, with refusal()).
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function offered_in( string $currency ): bool {
		return self::CURRENCY === strtoupper( $currency );
	}

	/**
	 * Whether the checkout lists the method for a total in a currency.
	 *
	 * @param string $currency ISO 4217 code.
	 * @param int    $total    Total in minor units.
	 */
	public static function listed( string $currency, int $total ): bool {
		return self::CURRENCY === strtoupper( $currency ) && $total > 0 && $total <= self::MAX_TOTAL;
	}

	/**
	 * Why an order cannot be paid with the voucher, in German; null when it can.
	 *
	 * @param string $currency        The order's currency.
	 * @param int    $total           The order's total in minor units.
	 * @param string $billing_country The billing address' country (ISO 3166-1 alpha-2).
	 */
	public static function refusal( string $currency, int $total, string $billing_country ): ?string {
		if ( self::CURRENCY !== strtoupper( $currency ) ) {
			return __( 'OXXO can only be used for payments in Mexican pesos. Please choose another payment method.', 'vitrine' );
		}
		if ( $total <= 0 ) {
			return __( 'There is nothing to pay with OXXO. Please choose another payment method.', 'vitrine' );
		}
		if ( $total > self::MAX_TOTAL ) {
			return sprintf(
				/* translators: %s: the maximum amount, e.g. "10.000,00 MXN" */
				__( 'OXXO can be used for orders up to %s. Please choose another payment method.', 'vitrine' ),
				Money::format( self::MAX_TOTAL, self::CURRENCY )
			);
		}
		if ( self::COUNTRY !== strtoupper( trim( $billing_country ) ) ) {
			return __( 'OXXO needs a billing address in Mexico. Please check the country or choose another payment method.', 'vitrine' );
		}
		return null;
	}
}
