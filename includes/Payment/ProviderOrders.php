<?php
/**
 * The provider order of one of our orders: created, linked, kept in step.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\Orders;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Settings;
use Vitrine\Store\Order;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the provider order for an order that exists already (pending),
 * with our order as custom_id and invoice_id, and links it to that order
 * (Store::set_provider_order, a primary key). The request id is derived
 * from our order, its attempt and the funding source, so a repeated
 * create_order (a double click, a retry after a time-out) gets the same
 * provider order back instead of a second one.
 */
final class ProviderOrders {

	/**
	 * Funding sources that go through the wallet's own approval page.
	 */
	private const WALLET_FUNDING = array( '', 'paypal', 'paylater', 'credit' );

	/**
	 * @param Store  $store  The shop.
	 * @param Orders $orders The provider's Orders API.
	 * @param string $intent capture or authorize.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly Orders $orders,
		private readonly string $intent = 'capture'
	) {}

	/**
	 * Creates (or gets back) the provider order of our order.
	 *
	 * @param Order                $order   Our pending order.
	 * @param array<string, mixed> $payer   §3.5 payer to prefill, may be empty.
	 * @param string               $funding Funding source the shopper clicked.
	 * @param array<string, mixed> $source  Payment-source parts to add: the vault's store_in_vault
	 *                                      attributes or a saved method's vault_id (Vault\VaultAttributes).
	 * @return string Provider order ID.
	 * @throws ApiError When the provider refuses or fails.
	 * @throws StoreException When the order cannot take it (paid meanwhile).
	 */
	public function create( Order $order, array $payer, string $funding, array $source = array() ): string {
		$units = PurchaseUnits::of_order( $order, self::site() );
		if ( ! empty( Settings::get()['shipping_in_provider'] ) ) {
			$units = PurchaseUnits::with_shipping_options( $units, $order, $this->store->order_shipping_rates( $order ) );
		}
		$body = array(
			// The cash voucher is captured by the provider once paid; it knows no authorization.
			'intent'         => 'authorize' === $this->intent && 'oxxo' !== $funding ? 'AUTHORIZE' : 'CAPTURE',
			'purchase_units' => PurchaseUnits::for_provider( $units ),
		);
		if ( in_array( $funding, self::WALLET_FUNDING, true ) ) {
			// §3.5's payer prefills the wallet's page: under payment_source.paypal,
			// where the provider documents it (the top-level payer is deprecated).
			$body['payment_source'] = array( 'paypal' => $payer + array( 'experience_context' => self::experience( $order ) ) );
		}
		$clean     = (string) preg_replace( '/[^a-z0-9]/', '', strtolower( $funding ) );
		$operation = 'create-order-' . ( '' === $clean ? 'paypal' : $clean );
		if ( array() !== $source ) {
			$body['payment_source'] = array_replace_recursive( (array) ( $body['payment_source'] ?? array() ), $source );
			// Another body (saving, or a saved method) in the same attempt must not get the first order replayed.
			$operation .= '-' . substr( md5( (string) wp_json_encode( $source ) ), 0, 10 );
		}
		$created = $this->orders->create( $body, RequestId::for( $operation, $order->payment_reference(), $order->payment_attempt ) );
		$id      = (string) ( $created['id'] ?? '' );
		$this->store->set_provider_order( $order->id, $id, $payer );
		return $id;
	}

	/**
	 * Brings the provider order's amount and items in line with our order
	 * (after its shipping or lines changed), and names our order again.
	 *
	 * @param Order  $order             Our order.
	 * @param string $provider_order_id Provider order ID.
	 * @throws ApiError When the provider refuses or fails.
	 */
	public function update( Order $order, string $provider_order_id ): void {
		$units = PurchaseUnits::of_order( $order, self::site() );
		if ( ! empty( Settings::get()['shipping_in_provider'] ) ) {
			// Another country may mean another zone: the pop-up offers that zone's methods.
			$units = PurchaseUnits::with_shipping_options( $units, $order, $this->store->order_shipping_rates( $order ) );
		}
		$unit = PurchaseUnits::for_provider( $units )[0];
		$path = "/purchase_units/@reference_id=='default'/";
		$ops  = array();
		foreach ( array( 'amount', 'items', 'custom_id', 'invoice_id' ) as $field ) {
			$ops[] = array(
				'op'    => 'replace',
				'path'  => $path . $field,
				'value' => $unit[ $field ],
			);
		}
		// An address without a street came from the pop-up (§4.8: the provider
		// tells the page only city, state, postcode and country): the provider
		// holds the payer's whole address already, so it is not sent back.
		if ( isset( $unit['shipping']['address']['address_line_1'] ) ) {
			$ops[] = array(
				'op'    => 'replace',
				'path'  => $path . 'shipping/address',
				'value' => $unit['shipping']['address'],
			);
		}
		if ( isset( $unit['shipping']['options'] ) ) {
			$ops[] = array(
				'op'    => 'replace',
				'path'  => $path . 'shipping/options',
				'value' => $unit['shipping']['options'],
			);
		}
		$this->orders->patch( $provider_order_id, $ops, RequestId::for( 'patch-' . md5( (string) wp_json_encode( $ops ) ), $order->payment_reference(), $order->payment_attempt ) );
	}

	/**
	 * The wallet's approval page settings.
	 *
	 * @param Order $order Our order.
	 * @return array<string, string>
	 */
	private static function experience( Order $order ): array {
		$shipped = '' !== $order->shipping_rate;
		return Experience::brand() + array(
			'locale'              => 'de-DE',
			'shipping_preference' => $shipped ? ( '' !== (string) ( $order->shipping['country'] ?? '' ) ? 'SET_PROVIDED_ADDRESS' : 'GET_FROM_FILE' ) : 'NO_SHIPPING',
			'user_action'         => 'PAY_NOW',
			'return_url'          => OrderUrls::received( $order ),
			'cancel_url'          => home_url( '/' ),
		);
	}

	/**
	 * The site salt of RequestId (shops sharing an account never collide).
	 */
	public static function site(): string {
		return substr( md5( (string) home_url() ), 0, 8 );
	}
}
