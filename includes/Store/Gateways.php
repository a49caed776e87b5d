<?php
/**
 * The payment methods (gateways) an order or a saved token may carry (§9.3).
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * The domain's own vocabulary for `Order::$payment_method` and
 * `PaymentToken::$gateway`: the one definition of these ids. The payment
 * layer names them through `Payment\Ids` (which refers to these), so the
 * store depends on nothing above it.
 */
final class Gateways {

	/** The provider's wallet. */
	public const WALLET = 'ppcp-gateway';

	/** The provider's card fields. */
	public const CARD = 'ppcp-credit-card-gateway';

	/** The provider's card button. */
	public const CARD_BUTTON = 'ppcp-card-button-gateway';

	/** The provider's cash voucher (§1, §9.3). */
	public const OXXO = 'ppcp-oxxo-gateway';

	/** The two mobile wallets (§9.3: ppcp-{mobile wallet name}). */
	public const APPLEPAY  = 'ppcp-applepay';
	public const GOOGLEPAY = 'ppcp-googlepay';

	/** Bank transfer in advance (the WooCommerce id, so a bridge keeps it). */
	public const BANK_TRANSFER = 'bacs';

	/** Every id an order may carry, in the order the checkout lists them. */
	public const ALL = array( self::BANK_TRANSFER, self::WALLET, self::CARD, self::CARD_BUTTON, self::OXXO, self::APPLEPAY, self::GOOGLEPAY );

	/**
	 * Whether an id is one of ALL.
	 *
	 * @param string $id Gateway id.
	 */
	public static function known( string $id ): bool {
		return in_array( $id, self::ALL, true );
	}
}
