<?php
/**
 * Where the free-trial flows meet the shop's requests.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Subscriptions;

use Closure;
use Vitrine\Payment\Ids;
use Vitrine\Payment\OrderUrls;
use Vitrine\Payment\PaymentFailed;
use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Store\CartSession;
use Vitrine\Store\Order;

defined( 'ABSPATH' ) || exit;

/**
 * - The wallet's return from its approval page (`?vitrine_free_trial=1&
 *   approval_token_id=…`, see VaultWallet): the order is placed and the
 *   shopper sent to its order-received page; on failure back to the
 *   checkout with a German notice (and `vitrine_free_trial_failed`, which
 *   the payment script shows too).
 * - The checkout form of a free-trial card, submitted with the saved
 *   token in `vitrine_free_trial_token` (or a saved card chosen in
 *   `saved-credit-card`): its order is completed when placed, and the
 *   checkout goes on to its order-received page (`vitrine_checkout_next_url`).
 */
final class FreeTrialHooks {

	/** Query argument of a failed wallet return (the checkout shows why). */
	public const FAILED_ARG = 'vitrine_free_trial_failed';

	/**
	 * @param Closure(): FreeTrial $free_trial Builds the service when needed.
	 */
	public function __construct( private readonly Closure $free_trial ) {}

	/**
	 * Hooks in.
	 */
	public function hook(): void {
		add_action( 'template_redirect', array( $this, 'wallet_return' ), 5 );
		add_action( 'vitrine_order_placed', array( $this, 'order_placed' ) );
		// Before the saved-card checkout (priority 10): a completed free trial has nothing to charge.
		add_filter( 'vitrine_checkout_next_url', array( $this, 'next_url' ), 5, 2 );
	}

	/**
	 * `vitrine_checkout_next_url`: a free trial completed while it was
	 * placed goes to its order-received page.
	 *
	 * @param mixed $url   URL so far.
	 * @param mixed $order The placed order (as read before it was completed).
	 */
	public function next_url( $url, $order = null ): string {
		$url = is_string( $url ) ? $url : '';
		if ( '' !== $url || ! $order instanceof Order || 0 !== $order->total ) {
			return $url;
		}
		$now = ( $this->free_trial )()->paid_free_trial( $order->id );
		return $now ? OrderUrls::received( $now ) : $url;
	}

	/**
	 * `template_redirect`: the wallet's return.
	 */
	public function wallet_return(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the provider's redirect; the setup token is checked against the session that started it.
		if ( '1' !== ( $_GET[ FreeTrial::RETURN_ARG ] ?? null ) || ! is_string( $_GET['approval_token_id'] ?? null ) ) {
			return;
		}
		$setup = (string) $_GET['approval_token_id'];
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		wp_safe_redirect( $this->after_return( $setup, get_current_user_id(), (string) CartSession::current() ), 303 );
		exit;
	}

	/**
	 * Where the wallet's return goes (tests call it without the redirect).
	 *
	 * @param string $setup_token_id approval_token_id as sent.
	 * @param int    $user_id        Current user.
	 * @param string $session        Cart session key.
	 */
	public function after_return( string $setup_token_id, int $user_id, string $session ): string {
		if ( ! preg_match( '/^[A-Za-z0-9-]{1,64}$/', $setup_token_id ) || '' === $session ) {
			return $this->failed( $user_id, __( 'Your session has expired. Please reload the page.', 'vitrine' ) );
		}
		try {
			$order = ( $this->free_trial )()->place_after_wallet_approval( $session, $user_id, $setup_token_id );
		} catch ( PaymentFailed $failed ) {
			return $this->failed( $user_id, $failed->getMessage() );
		}
		if ( 0 === $user_id && $order->customer_id > 0 && ! headers_sent() ) {
			// The account her checkout created, logged in as after any checkout.
			wp_set_current_user( $order->customer_id );
			wp_set_auth_cookie( $order->customer_id );
		}
		return OrderUrls::received( $order );
	}

	/**
	 * `vitrine_order_placed`: a free-trial card's checkout.
	 *
	 * @param mixed $order The placed order.
	 */
	public function order_placed( $order ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the checkout form was verified before the order was placed.
		$token_id = FormInput::id( $_POST[ FreeTrial::FIELD ] ?? null );
		if ( 0 === $token_id ) {
			// A saved card chosen in the checkout's select (§4.10) starts the free trial too.
			$token_id = FormInput::id( $_POST[ Ids::FIELD_SAVED_CARD ] ?? null ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above.
		}
		if ( $order instanceof Order && $token_id > 0 ) {
			( $this->free_trial )()->on_placed( $order, $token_id );
		}
	}

	/**
	 * Back to the checkout with the reason.
	 *
	 * @param int    $user_id Current user.
	 * @param string $message German message.
	 */
	private function failed( int $user_id, string $message ): string {
		Notices::add( $user_id, 'error', $message );
		return add_query_arg( self::FAILED_ARG, '1', OrderUrls::checkout() );
	}
}
