<?php
/**
 * §7.2 approve_order: the payer approved; capture once and answer where to go.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Capture;
use Vitrine\Payment\Cards\ThreeDSecure;
use Vitrine\Payment\OrderUrls;
use Vitrine\Payment\Payer;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * `order_id` is the provider's order id. Capture decides (exactly once);
 * this class records the payer, empties the cart lines the order was made
 * of once it is paid, and answers `{order_received_url}` — the same URL to
 * every duplicate of the call. `should_create_wc_order` false (§7.2: vaulting
 * with the peer-to-peer wallet) captures nothing here and sends the shopper
 * on to the checkout.
 */
final class ApproveOrder extends PaymentEndpoint {

	/**
	 * @param Store             $store          The shop.
	 * @param Capture           $capture        The capture path.
	 * @param ThreeDSecure|null $three_d_secure The 3-D Secure gate of card payments (none: no gate).
	 */
	public function __construct( private readonly Store $store, private readonly Capture $capture, private readonly ?ThreeDSecure $three_d_secure = null ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'approve_order';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'order_id'               => Fields::provider_id(),
				'funding_source'         => Fields::funding_source(),
				'should_create_wc_order' => array( 'type' => 'boolean' ),
				'payer'                  => Fields::payer(),
			),
			'required'   => array( 'order_id' ),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$provider_order_id = (string) $input['order_id'];
		if ( false === ( $input['should_create_wc_order'] ?? true ) ) {
			return array( 'order_received_url' => OrderUrls::checkout() );
		}
		try {
			$this->keep_payer( $provider_order_id, is_array( $input['payer'] ?? null ) ? $input['payer'] : array() );
			// A card payment's 3-D Secure result decides before anything is captured (§5.4).
			$this->three_d_secure?->check( $provider_order_id );
			$order = $this->capture->approve( $provider_order_id );
		} catch ( PaymentFailed $failed ) {
			throw Refusal::payment( $failed );
		}
		if ( OrderStatus::is_secured( $order->status ) ) {
			CartLines::remove_paid( $this->store, $caller, $order );
		}
		return array( 'order_received_url' => OrderUrls::received( $order ) );
	}

	/**
	 * Records the payer the browser had (§3.5) on an order still waiting.
	 *
	 * @param string               $provider_order_id Provider order ID.
	 * @param array<string, mixed> $payer             Posted payer.
	 */
	private function keep_payer( string $provider_order_id, array $payer ): void {
		$payer = Payer::merge( $payer );
		$order = $this->store->order_by_provider_order_id( $provider_order_id );
		if ( array() === $payer || ! $order || ! OrderStatus::needs_payment( $order->status ) ) {
			return;
		}
		try {
			$this->store->set_provider_order( $order->id, $provider_order_id, $payer );
		} catch ( StoreException ) {
			return; // Paid meanwhile: Capture answers for it.
		}
	}
}
