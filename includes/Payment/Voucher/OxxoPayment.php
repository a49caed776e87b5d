<?php
/**
 * Paying an order with the cash voucher (OXXO): provider order, confirmed
 * payment source, voucher kept, order on hold.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Voucher;

use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\ProviderOrders;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * The voucher has no SDK part: the server does it all when the shopper
 * places the order (payments-reference, "OXXO"):
 *
 * 1. The provider order is made for our pending order (ProviderOrders:
 *    custom_id, invoice_id, amounts from the stored order; its request id
 *    derives from the order and attempt, so a retry gets the same one).
 * 2. `confirm-payment-source` with `payment_source.oxxo` {name, email,
 *    country_code} and `ORDER_COMPLETE_ON_PAYMENT_APPROVAL`: the provider
 *    answers PAYER_ACTION_REQUIRED and a `payer-action` link, the voucher.
 * 3. The link is kept (Vouchers, first one wins) and the order goes on
 *    hold: it is not payable again, the payer pays at the store.
 * 4. The provider captures once the voucher is paid and sends
 *    PAYMENT.CAPTURE.COMPLETED; the webhook records it through
 *    Capture::reconcile(), the one path to "paid" (exactly once).
 *
 * Starting again for an order that has its voucher returns that voucher
 * without calling the provider (a voucher row whose provider order is not
 * the order's, as after restoring a backup, is not taken for it).
 */
final class OxxoPayment {

	/**
	 * @param Store          $store           The shop.
	 * @param Orders         $orders          The provider's Orders API.
	 * @param ProviderOrders $provider_orders Creates and links provider orders.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly ProviderOrders $provider_orders,
	) {}

	/**
	 * Gives the order's payer her voucher.
	 *
	 * @param Order $order An order whose payment method is the voucher.
	 * @return Voucher The order's voucher.
	 * @throws PaymentFailed With the German message: not offered for this order, or the provider failed.
	 */
	public function start( Order $order ): Voucher {
		$kept = Vouchers::of_order( $order->id );
		if ( $kept && $kept->provider_order_id === $order->provider_order_id ) {
			$this->hold( $order );
			return $kept;
		}
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			throw new PaymentFailed( __( 'This order can no longer be paid. Please start again.', 'vitrine' ), 100, 'vitrine_order_not_payable', 409 );
		}
		$refusal = OxxoAvailability::refusal( $order->currency, $order->total, (string) ( $order->billing['country'] ?? '' ) );
		if ( null !== $refusal ) {
			throw new PaymentFailed( $refusal, 100, 'vitrine_oxxo_unavailable', 400 );
		}
		try {
			$provider_order_id = $this->provider_orders->create( $order, array(), 'oxxo' );
			$confirmed         = $this->orders->confirm_payment_source(
				$provider_order_id,
				self::confirmation( $order ),
				RequestId::for( 'confirm-oxxo', $order->payment_reference(), $order->payment_attempt )
			);
		} catch ( ApiError $error ) {
			throw PaymentFailed::from( $error );
		} catch ( StoreException $error ) {
			throw new PaymentFailed( $error->getMessage(), 100, $error->error_code, 409 );
		}
		$url = self::voucher_url( $confirmed );
		if ( '' === $url ) {
			// The provider did not hand out a voucher: nothing the payer could pay.
			throw PaymentFailed::generic( 'vitrine_voucher_missing', 502 );
		}
		$voucher = Vouchers::keep( $order->id, $provider_order_id, $url );
		$this->hold( $order );
		return $voucher;
	}

	/**
	 * The confirm-payment-source body for an order (the payer as billed).
	 *
	 * @param Order $order Order.
	 * @return array<string, mixed>
	 */
	public static function confirmation( Order $order ): array {
		$name = trim( (string) ( $order->billing['first_name'] ?? '' ) . ' ' . (string) ( $order->billing['last_name'] ?? '' ) );
		return array(
			'payment_source'         => array(
				'oxxo' => array(
					'name'         => mb_substr( $name, 0, 300 ),
					'email'        => mb_substr( (string) ( $order->billing['email'] ?? '' ), 0, 254 ),
					'country_code' => OxxoAvailability::COUNTRY,
				),
			),
			'processing_instruction' => 'ORDER_COMPLETE_ON_PAYMENT_APPROVAL',
		);
	}

	/**
	 * The voucher link of the provider's answer: PAYER_ACTION_REQUIRED with
	 * a `payer-action` link over http(s); '' otherwise (an answer without
	 * one, or a link with another scheme, is never shown to the payer).
	 *
	 * @param array<string, mixed> $answer The confirmed order.
	 */
	public static function voucher_url( array $answer ): string {
		if ( 'PAYER_ACTION_REQUIRED' !== ( $answer['status'] ?? null ) ) {
			return '';
		}
		$url    = Orders::link( $answer, 'payer-action' );
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		return in_array( $scheme, array( 'http', 'https' ), true ) && strlen( $url ) <= 2000 ? $url : '';
	}

	/**
	 * Puts the order on hold, unless it is on hold or paid already (a
	 * webhook may have been quicker than the shopper's redirect).
	 *
	 * @param Order $order Order as read.
	 */
	private function hold( Order $order ): void {
		if ( ! OrderStatus::needs_payment( $order->status ) ) {
			return;
		}
		try {
			$this->store->update_order_status( $order->id, OrderStatus::ON_HOLD );
		} catch ( StoreException ) {
			// Changed meanwhile (paid by the webhook, or put on hold by a parallel request): that status stands.
			return;
		}
	}
}
