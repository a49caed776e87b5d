<?php
/**
 * Paying the checkout with a saved method.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Payment\Capture;
use Vitrine\Payment\Endpoints\CheckoutOrder;
use Vitrine\Payment\Ids;
use Vitrine\Payment\OrderUrls;
use Vitrine\Payment\Payer;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Payment\Subscriptions\RenewalMethod;
use Vitrine\Provider\ApiError;
use Vitrine\Shared\Notices;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * §4.10 "a saved card token other than new makes pay simply submit the
 * order form": the placed order is charged on the server with the saved
 * method as payment source (Orders v2 `vault_id`), through Capture, so it is
 * captured exactly once (its claim, the attempt's request id, the order's
 * compare-and-set) however often the form is sent or the page reloaded.
 * Only the order's own customer, logged in, can use her own method.
 */
final class SavedCardCheckout {

	/**
	 * @param SavedMethods   $methods The vault service.
	 * @param ProviderOrders $orders  Provider orders.
	 * @param Capture        $capture The one path to "paid".
	 * @param RenewalMethod  $renewal The paying method becomes the order's subscriptions' renewal method.
	 */
	public function __construct(
		private readonly SavedMethods $methods,
		private readonly ProviderOrders $orders,
		private readonly Capture $capture,
		private readonly RenewalMethod $renewal
	) {}

	/**
	 * The saved method chosen in a posted checkout form (0 for none / a new card).
	 *
	 * @param array<string, mixed> $posted Form.
	 */
	public static function chosen( array $posted ): int {
		$value = $posted[ Ids::FIELD_SAVED_CARD ] ?? '';
		return is_string( $value ) && preg_match( '/^[1-9]\d{0,9}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * Charges the placed order with the customer's saved method.
	 *
	 * @param Order $order    The order the form placed.
	 * @param int   $user_id  Current user.
	 * @param int   $token_id Our token id from the form.
	 * @return Order The order, paid (or pending while the provider's capture is pending).
	 * @throws VaultRefused When the method is not the user's or the order not hers.
	 * @throws PaymentFailed With the German §8.2 message (declined, provider failure).
	 */
	public function pay( Order $order, int $user_id, int $token_id ): Order {
		if ( $user_id <= 0 || $order->customer_id !== $user_id ) {
			throw new VaultRefused( 'vitrine_not_your_token', __( 'This payment method does not exist.', 'vitrine' ), 404 );
		}
		if ( OrderStatus::is_secured( $order->status ) ) {
			return $order;
		}
		$token = $this->methods->for_payment( $user_id, $token_id );
		try {
			$provider_order = $this->orders->create( $order, Payer::merge( array(), CheckoutOrder::billing_form( $order ) ), 'vault', VaultAttributes::saved( $token ) );
		} catch ( ApiError $error ) {
			throw PaymentFailed::from( $error );
		} catch ( StoreException $error ) {
			// The same form sent twice at once: the other request paid the order meanwhile.
			$paid = $this->capture->paid_meanwhile( $order );
			if ( $paid ) {
				return $paid;
			}
			throw new PaymentFailed( $error->getMessage(), 100, $error->error_code, 409 );
		}
		$paid = $this->capture->approve( $provider_order );
		if ( OrderStatus::is_secured( $paid->status ) ) {
			$this->renewal->adopt( $paid, $token );
		}
		return $paid;
	}

	/**
	 * `vitrine_checkout_next_url`: after the classic checkout form placed an
	 * order with a saved card chosen, charge it and go to order-received; on
	 * a refusal, the pay-for-order page (the default) with the German notice.
	 *
	 * @param mixed $url    URL so far ('' for the default).
	 * @param mixed $order  Placed order.
	 * @param mixed $posted Posted form.
	 */
	public function next_url( $url, $order, $posted ): string {
		$url = is_string( $url ) ? $url : '';
		if ( '' !== $url || ! $order instanceof Order || ! is_array( $posted ) || Ids::GATEWAY_CARD !== $order->payment_method ) {
			return $url;
		}
		$token_id = self::chosen( $posted );
		if ( 0 === $token_id ) {
			return $url;
		}
		$user_id = get_current_user_id();
		try {
			$paid = $this->pay( $order, $user_id, $token_id );
			return OrderStatus::is_secured( $paid->status ) ? OrderUrls::received( $paid ) : $url;
		} catch ( VaultRefused | PaymentFailed $refused ) {
			Notices::add( $user_id, 'error', $refused->getMessage() );
			return $url;
		}
	}
}
