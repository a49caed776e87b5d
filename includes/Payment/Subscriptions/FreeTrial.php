<?php
/**
 * Free-trial carts: nothing charged today, the saved method renews later.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Subscriptions;

use Vitrine\Payment\PaymentFailed;
use Vitrine\Payment\Vault\SavedMethods;
use Vitrine\Payment\Vault\VaultRefused;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\ErrorMessages;
use Vitrine\Store\Claims;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\PaymentToken;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A free-trial cart (§3.11 is_free_trial_cart: a subscription, total 0)
 * saves a method instead of paying (§4.5: cards through the vault-setup
 * token flow; the wallet through vault_paypal and its approve_link, §2.6).
 * Its order is then placed with that method: the order is recorded as paid
 * (nothing was due), its subscriptions start with the token, and the
 * automatic renewals (Renewals) charge it once the trial ends.
 *
 * - Cards: the page saves the card (create_payment_token) and submits the
 *   checkout form with the token in `vitrine_free_trial_token`; the order
 *   placed by the checkout is completed here (`vitrine_order_placed`).
 * - The wallet: the payer comes back from the approval page to the
 *   checkout with `approval_token_id` (FreeTrialReturn); the setup token is
 *   saved, and the order is placed from the checkout form the page saved
 *   before leaving (§4.7 step 4, save_checkout_form). A reload of that
 *   return finds the order its first request placed (a claim per setup
 *   token).
 */
final class FreeTrial {

	/** The checkout form's field with the saved token of a free-trial card. */
	public const FIELD = 'vitrine_free_trial_token';

	/** Marks a return_url of vault_paypal (FreeTrialReturn acts on it). */
	public const RETURN_ARG = 'vitrine_free_trial';

	/**
	 * @param Store        $store   The shop.
	 * @param SavedMethods $methods The vault service.
	 * @param Claims       $claims  Claims.
	 */
	public function __construct(
		private readonly Store $store,
		private readonly SavedMethods $methods,
		private readonly Claims $claims = new Claims()
	) {}

	/**
	 * Whether an order is a free trial: it starts subscriptions and costs nothing today.
	 *
	 * @param Order $order Order.
	 */
	public function is_free_trial( Order $order ): bool {
		return 0 === $order->total && array() !== $this->store->subscriptions( $order->customer_id, $order->id );
	}

	/**
	 * The order when it is a free trial that is paid now, else null.
	 *
	 * @param int $order_id Order.
	 */
	public function paid_free_trial( int $order_id ): ?Order {
		$order = $this->store->order( $order_id );
		return $order && OrderStatus::is_paid( $order->status ) && $this->is_free_trial( $order ) ? $order : null;
	}

	/**
	 * Completes a free-trial order with a saved method of its customer.
	 *
	 * @param Order        $order Placed order (pending, total 0).
	 * @param PaymentToken $token Saved method of the order's customer.
	 * @return Order The paid order.
	 * @throws PaymentFailed When the order is no free trial or the token is not the customer's.
	 */
	public function complete( Order $order, PaymentToken $token ): Order {
		if ( OrderStatus::is_paid( $order->status ) ) {
			return $order;
		}
		if ( ! $this->is_free_trial( $order ) || $token->user_id !== $order->customer_id || $order->customer_id <= 0 ) {
			throw new PaymentFailed( ErrorMessages::generic(), 0, 'vitrine_not_a_free_trial', 409 );
		}
		try {
			foreach ( $this->store->subscriptions( $order->customer_id, $order->id ) as $subscription ) {
				$this->store->change_subscription_payment_method( $subscription->id, $order->customer_id, $token->id );
			}
			if ( $order->payment_method !== $token->gateway ) {
				$this->store->set_order_payment_method( $order->id, $order->order_key, $token->gateway );
			}
			return $this->store->complete_payment( $order->id, '' );
		} catch ( StoreException $error ) {
			$now = $this->store->order( $order->id );
			if ( $now && OrderStatus::is_paid( $now->status ) ) {
				return $now;
			}
			throw new PaymentFailed( $error->getMessage(), ErrorMessages::SHOW_MESSAGE, $error->error_code, 409 );
		}
	}

	/**
	 * `vitrine_order_placed`: a checkout order that brings a free-trial
	 * card's token (the card flow's form submit) is completed with it.
	 *
	 * @param Order $order   The order just placed.
	 * @param int   $token_id The posted token id (cast by the caller), 0 for none.
	 * @return Order|null The paid order, null when the order is not one of these.
	 */
	public function on_placed( Order $order, int $token_id ): ?Order {
		if ( $token_id <= 0 || $order->customer_id <= 0 || ! $this->is_free_trial( $order ) ) {
			return null;
		}
		foreach ( $this->store->payment_tokens( $order->customer_id ) as $token ) {
			if ( $token->id === $token_id ) {
				try {
					return $this->complete( $order, $token );
				} catch ( PaymentFailed ) {
					return null; // Left pending: its pay-for-order page lets the shopper finish.
				}
			}
		}
		return null;
	}

	/**
	 * The wallet's return (§2.6 approve_link → back to the shop): saves the
	 * approved setup token, places the order from the saved checkout form
	 * and completes it with the new method.
	 *
	 * @param string $session        Cart session key.
	 * @param int    $user_id        Logged-in user, 0 for a guest (her checkout creates the account).
	 * @param string $setup_token_id The provider's approval_token_id.
	 * @return Order The paid order.
	 * @throws PaymentFailed With the German message when anything fails.
	 */
	public function place_after_wallet_approval( string $session, int $user_id, string $setup_token_id ): Order {
		$claim = 'free-trial:' . $setup_token_id;
		if ( ! $this->claims->claim( $claim, 60 ) ) {
			$result = $this->claims->wait( $claim, 20.0 );
			$order  = null !== $result && ctype_digit( $result ) ? $this->store->order( (int) $result ) : null;
			if ( $order && ( 0 === $user_id || $order->customer_id === $user_id ) ) {
				return $order;
			}
			throw new PaymentFailed( __( 'Your payment is still being processed. Please wait a moment and try again.', 'vitrine' ), ErrorMessages::SHOW_MESSAGE, 'vitrine_payment_in_progress', 409 );
		}
		try {
			$order = $this->place_with_wallet( $session, $user_id, $setup_token_id );
		} catch ( PaymentFailed $failed ) {
			$this->claims->release( $claim );
			throw $failed;
		}
		$this->claims->complete( $claim, (string) $order->id, DAY_IN_SECONDS );
		return $order;
	}

	/**
	 * The wallet return's work, under its claim.
	 *
	 * @param string $session        Cart session key.
	 * @param int    $user_id        Logged-in user, 0 for a guest.
	 * @param string $setup_token_id Setup token.
	 * @throws PaymentFailed With the German message when anything fails.
	 */
	private function place_with_wallet( string $session, int $user_id, string $setup_token_id ): Order {
		try {
			$provider_token = '';
			$token          = null;
			if ( $user_id > 0 ) {
				$token = $this->methods->save_setup_token( $user_id, $setup_token_id );
			} else {
				$provider_token = $this->methods->save_for_guest( $session, $setup_token_id );
			}
			$order = $this->store->place_order( $session, $this->store->saved_checkout_form( $session ), $user_id );
			if ( ! $token ) {
				// The new account gets the session's methods (Module does it on vitrine_order_placed; again is harmless).
				$this->methods->attach_guest_tokens( $session, $order->customer_id );
				foreach ( $this->store->payment_tokens( $order->customer_id ) as $attached ) {
					$token = $provider_token === $attached->provider_token_id ? $attached : $token;
				}
			}
		} catch ( VaultRefused $refused ) {
			throw new PaymentFailed( $refused->getMessage(), ErrorMessages::SHOW_MESSAGE, $refused->error_code, $refused->status );
		} catch ( StoreException $error ) {
			throw new PaymentFailed( $error->getMessage(), ErrorMessages::SHOW_MESSAGE, $error->error_code, 400 );
		} catch ( ApiError $error ) {
			throw PaymentFailed::from( $error );
		}
		if ( ! $token ) {
			throw new PaymentFailed( ErrorMessages::generic(), 0, 'vitrine_vault_failed', 502 );
		}
		return $this->complete( $order, $token );
	}
}
