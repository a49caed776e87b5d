<?php
/**
 * Which order mail goes out on which event.
 *
 * @package Vitrine
 */

namespace Vitrine\Mail;

use Vitrine\Store\OrderStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules of the order mails, as German shop plugins send them:
 *
 * - An order placed through the checkout: the customer's order confirmation
 *   (with the bank details when paying by transfer) and the shop owner's
 *   new-order mail.
 * - An order that becomes paid (from pending or failed to processing or
 *   completed): the customer's payment confirmation, and the shop owner's
 *   new-order mail unless it went out at placing (wallet orders are made
 *   before the payer approves and are only worth a mail once paid).
 * - An order whose payment is only authorized (§3.11 intent authorize):
 *   the customer's mail that the amount is reserved, not charged, and the
 *   shop owner's new-order mail; its capture later is the payment above,
 *   and voiding it tells the customer that nothing was charged.
 * - Nothing else: processing → completed, cancelling or refunding send no
 *   mail, and every mail goes out once per order (SentMails).
 */
final class MailRules {

	public const CUSTOMER_ORDER = 'customer-order';
	public const CUSTOMER_PAID  = 'customer-paid';
	public const ADMIN_NEW      = 'admin-new-order';
	public const CUSTOMER_AUTHORIZED = 'customer-authorized';
	public const CUSTOMER_VOIDED     = 'customer-voided';

	/**
	 * Mails of a newly placed order.
	 *
	 * @return string[]
	 */
	public static function on_placed(): array {
		return array( self::CUSTOMER_ORDER, self::ADMIN_NEW );
	}

	/**
	 * Mails of a status change.
	 *
	 * @param string $from Old status.
	 * @param string $to   New status.
	 * @return string[]
	 */
	public static function on_status_changed( string $from, string $to ): array {
		if ( OrderStatus::is_paid( $to ) && ! OrderStatus::is_paid( $from ) ) {
			return array( self::CUSTOMER_PAID, self::ADMIN_NEW );
		}
		if ( OrderStatus::AUTHORIZED === $to && ! OrderStatus::is_secured( $from ) ) {
			return array( self::CUSTOMER_AUTHORIZED, self::ADMIN_NEW );
		}
		if ( OrderStatus::AUTHORIZED === $from && OrderStatus::CANCELLED === $to ) {
			return array( self::CUSTOMER_VOIDED );
		}
		return array();
	}

	/**
	 * Whether a mail goes to the shop owner rather than the customer.
	 *
	 * @param string $mail Mail name.
	 */
	public static function to_owner( string $mail ): bool {
		return self::ADMIN_NEW === $mail;
	}

	/**
	 * A mail's German name (admin order screen).
	 *
	 * @param string $mail Mail name.
	 */
	public static function label( string $mail ): string {
		$labels = array(
			self::CUSTOMER_ORDER => __( 'Order confirmation', 'vitrine' ),
			self::CUSTOMER_PAID  => __( 'Payment confirmation', 'vitrine' ),
			self::ADMIN_NEW      => __( 'New order (to the shop)', 'vitrine' ),
			self::CUSTOMER_AUTHORIZED => __( 'Payment authorized', 'vitrine' ),
			self::CUSTOMER_VOIDED     => __( 'Authorization voided', 'vitrine' ),
			RenewalDeclinedMail::MAIL => __( 'Renewal declined', 'vitrine' ),
		);
		return $labels[ $mail ] ?? $mail;
	}
}
