<?php
/**
 * Saving the method a checkout pays with.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Payment\Ids;
use Vitrine\Payment\Subscriptions\RenewalMethod;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Save at checkout: the card form's vault checkbox (`save_payment_method`
 * of §7.2 create_order) or the wallet paid while vaulting is on makes the
 * provider order carry store_in_vault (VaultAttributes); once the order is
 * paid (`vitrine_order_status_changed`, whichever path paid it: approval,
 * webhook) the vault id the provider returns becomes the customer's saved
 * method — for a guest who created an account at checkout, the new account,
 * which is the order's customer. Only orders with a customer save anything:
 * a method without an account could never be used again.
 */
final class CheckoutVault {

	private const EXPECT_TTL = DAY_IN_SECONDS;

	/**
	 * @param SavedMethods     $methods The vault service.
	 * @param Orders           $orders  Provider orders (read back after payment).
	 * @param \Closure(): bool $enabled Whether vaulting is on.
	 * @param RenewalMethod    $renewal The saved method becomes the order's subscriptions' renewal method.
	 */
	public function __construct(
		private readonly SavedMethods $methods,
		private readonly Orders $orders,
		private readonly \Closure $enabled,
		private readonly RenewalMethod $renewal
	) {}

	/**
	 * The payment-source parts that save the method of this order, or none.
	 *
	 * @param Order  $order          Our order (checkout or pay-now).
	 * @param string $context        §2.4 context.
	 * @param bool   $save_requested The card form's vault checkbox.
	 * @return array<string, mixed>
	 */
	public function source_for( Order $order, string $context, bool $save_requested ): array {
		if ( ! in_array( $context, array( Ids::CONTEXT_CHECKOUT, Ids::CONTEXT_PAY_NOW ), true ) || $order->customer_id <= 0 || ! ( $this->enabled )() ) {
			return array();
		}
		$customer = $this->methods->customer_id( $order->customer_id );
		if ( Ids::GATEWAY_CARD === $order->payment_method && $save_requested ) {
			return VaultAttributes::store_in_vault( 'card', $customer );
		}
		if ( Ids::GATEWAY_WALLET === $order->payment_method ) {
			return VaultAttributes::store_in_vault( 'paypal', $customer );
		}
		return array();
	}

	/**
	 * Notes that the order's payment should be saved once it is paid.
	 *
	 * @param int $order_id Our order.
	 */
	public function expect( int $order_id ): void {
		set_transient( self::key( $order_id ), 1, self::EXPECT_TTL );
	}

	/**
	 * `vitrine_order_status_changed`: a paid order that asked to save its
	 * method saves it (once: the note is removed first). A failure here never
	 * undoes the payment; the shopper can add the method in her account.
	 *
	 * @param mixed  $order The order after the change.
	 * @param string $from  Old status.
	 * @param string $to    New status.
	 */
	public function on_status_changed( $order, $from = '', $to = '' ): void {
		unset( $from );
		if ( ! $order instanceof Order || ! OrderStatus::is_secured( (string) $to ) || $order->customer_id <= 0 || '' === $order->provider_order_id ) {
			return;
		}
		if ( ! get_transient( self::key( $order->id ) ) || ! delete_transient( self::key( $order->id ) ) ) {
			return;
		}
		try {
			$token = $this->methods->save_from_order( $order->customer_id, $this->orders->get( $order->provider_order_id ) );
			if ( $token ) {
				$this->renewal->adopt( $order, $token );
			}
		} catch ( ApiError | StoreException | VaultRefused $error ) {
			if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) {
				error_log( 'Vitrine vault: the paid order ' . $order->id . ' kept no saved method (' . get_class( $error ) . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- opt-in debug log.
			}
		}
	}

	/**
	 * Transient name.
	 *
	 * @param int $order_id Order.
	 */
	private static function key( int $order_id ): string {
		return 'vitrine_vault_expect_' . $order_id;
	}
}
