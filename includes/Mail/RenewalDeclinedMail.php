<?php
/**
 * The customer's mail when an automatic renewal was declined.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

use Vitrine\Shop\ShopDetails;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\RenewalRepository;
use Vitrine\Store\Stores;
use Vitrine\Store\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to `vitrine_renewal_declined` (Payment\Subscriptions\Renewals: the
 * saved method was declined, the subscription is on hold, the period's
 * renewal order stays open) and sends the subscription's owner a German
 * plain-text mail with the renewal order's pay-for-order link (template
 * `mail/customer-renewal-declined`), as my account's notice says it.
 *
 * Once per declined period: each period has its own renewal order, and the
 * mail is claimed per order in SentMails (whichever job gets there first;
 * a failed wp_mail() is recorded with its reason and may be tried again).
 * The admin order screen lists it with the order's other mails.
 */
final class RenewalDeclinedMail {

	public const MAIL = 'customer-renewal-declined';

	/**
	 * Hooks the listener in.
	 */
	public static function hook(): void {
		add_action( 'vitrine_renewal_declined', array( self::class, 'declined' ), 10, 2 );
	}

	/**
	 * `vitrine_renewal_declined`.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param string $period          The period's due date.
	 * @return bool Whether this call sent the mail.
	 */
	public static function declined( $subscription_id, $period ): bool {
		$store        = Stores::get();
		$subscription = $store->subscription( (int) $subscription_id );
		$noted        = ( new RenewalRepository() )->period( (int) $subscription_id, (string) $period );
		$order        = $noted && $noted['order_id'] > 0 ? $store->order( $noted['order_id'] ) : null;
		if ( ! $subscription || ! $order || ! OrderStatus::needs_payment( $order->status ) ) {
			return false;
		}
		$to = self::recipient( $subscription, $order );
		if ( ! is_email( $to ) || ! SentMails::claim( $order->id, self::MAIL, $to ) ) {
			return false;
		}
		$switched = switch_to_locale( get_locale() );
		$shop     = Template::text( get_option( 'blogname' ) );
		/* translators: 1: shop name, 2: subscription number */
		$subject = sprintf( __( '[%1$s] The renewal of your subscription #%2$d was declined', 'vitrine' ), $shop, $subscription->id );
		$body    = Template::render( self::MAIL, self::data( $subscription, $order, $shop ) );
		if ( $switched ) {
			restore_previous_locale();
		}
		$headers = array( 'Reply-To: ' . $shop . ' <' . get_option( 'admin_email' ) . '>' );
		$error   = '' === $body ? __( 'The e-mail had no content.', 'vitrine' ) : Delivery::send( $to, $subject, $body, $headers );
		if ( '' !== $error ) {
			SentMails::failed( $order->id, self::MAIL, $error );
			return false;
		}
		SentMails::sent( $order->id, self::MAIL );
		return true;
	}

	/**
	 * The owner's account address, else the renewal order's billing one.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param Order        $order        Renewal order.
	 */
	private static function recipient( Subscription $subscription, Order $order ): string {
		$user = $subscription->customer_id > 0 ? get_userdata( $subscription->customer_id ) : false;
		return $user && '' !== (string) $user->user_email ? (string) $user->user_email : (string) ( $order->billing['email'] ?? '' );
	}

	/**
	 * What the template shows, as plain values (it escapes at output).
	 *
	 * @param Subscription $subscription Subscription.
	 * @param Order        $order        Renewal order.
	 * @param string       $shop         Shop name.
	 * @return array<string, mixed>
	 */
	public static function data( Subscription $subscription, Order $order, string $shop ): array {
		return array(
			'mail'            => self::MAIL,
			'shop'            => $shop,
			'imprint'         => ShopDetails::imprint(),
			'first_name'      => (string) ( $order->billing['first_name'] ?? '' ),
			'subscription_id' => $subscription->id,
			'order_id'        => $order->id,
			'total'           => Money::format( $order->total, $order->currency ),
			'pay_url'         => ShopPages::pay_url( $order ),
		);
	}
}
