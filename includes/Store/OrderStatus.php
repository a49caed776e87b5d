<?php
/**
 * The order status machine.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Which status may follow which. An order is created pending; payment makes
 * it processing (to be shipped) or completed; a failed payment may be
 * retried through pay-for-order; only paid orders can be refunded; cancelled
 * and refunded are final. On hold: the payer has been given a way to pay
 * that the provider reports later (the cash voucher, §1): the order
 * is not payable again through pay-for-order, but the provider's capture
 * still pays it. Authorized (§3.11 intent authorize): the payer's money is
 * held at the provider but not taken; only capturing it pays the order
 * (Store::complete_payment()), and voiding it cancels the order — which is
 * why the status machine offers no way from authorized to a paid status.
 */
final class OrderStatus {

	public const PENDING    = 'pending';
	public const PROCESSING = 'processing';
	public const COMPLETED  = 'completed';
	public const FAILED     = 'failed';
	public const CANCELLED  = 'cancelled';
	public const REFUNDED   = 'refunded';
	public const ON_HOLD    = 'on-hold';
	public const AUTHORIZED = 'authorized';

	private const NEXT = array(
		self::PENDING    => array( self::PROCESSING, self::COMPLETED, self::FAILED, self::CANCELLED, self::ON_HOLD, self::AUTHORIZED ),
		self::ON_HOLD    => array( self::PROCESSING, self::COMPLETED, self::FAILED, self::CANCELLED, self::AUTHORIZED ),
		self::FAILED     => array( self::PENDING, self::PROCESSING, self::COMPLETED, self::CANCELLED, self::AUTHORIZED ),
		self::AUTHORIZED => array( self::CANCELLED ),
		self::PROCESSING => array( self::COMPLETED, self::CANCELLED, self::REFUNDED ),
		self::COMPLETED  => array( self::REFUNDED ),
		self::CANCELLED  => array(),
		self::REFUNDED   => array(),
	);

	/**
	 * All statuses.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_keys( self::NEXT );
	}

	/**
	 * Whether an order may go from one status to another.
	 *
	 * @param string $from Current status.
	 * @param string $to   Wanted status.
	 */
	public static function can( string $from, string $to ): bool {
		return in_array( $to, self::NEXT[ $from ] ?? array(), true );
	}

	/**
	 * Whether the order still waits for its payment (pay-for-order is open).
	 *
	 * @param string $status Status.
	 */
	public static function needs_payment( string $status ): bool {
		return self::PENDING === $status || self::FAILED === $status;
	}

	/**
	 * Whether a payment reported by the provider may still complete the
	 * order: it needs a payment, or it is on hold waiting for one.
	 *
	 * @param string $status Status.
	 */
	public static function awaits_payment( string $status ): bool {
		return self::needs_payment( $status ) || self::ON_HOLD === $status;
	}

	/**
	 * Whether the order has been paid.
	 *
	 * @param string $status Status.
	 */
	public static function is_paid( string $status ): bool {
		return self::PROCESSING === $status || self::COMPLETED === $status;
	}

	/**
	 * Whether the payer's money is secured: paid, or authorized and waiting
	 * for the shop's capture. Such an order is never charged again.
	 *
	 * @param string $status Status.
	 */
	public static function is_secured( string $status ): bool {
		return self::is_paid( $status ) || self::AUTHORIZED === $status;
	}

	/**
	 * Whether a completed capture may pay the order now: it waits for a
	 * payment, or its authorization is being captured.
	 *
	 * @param string $status Status.
	 */
	public static function capturable( string $status ): bool {
		return self::awaits_payment( $status ) || self::AUTHORIZED === $status;
	}

	/**
	 * German name of a status.
	 *
	 * @param string $status Status.
	 */
	public static function label( string $status ): string {
		$labels = array(
			self::PENDING    => __( 'Pending payment', 'vitrine' ),
			self::PROCESSING => __( 'Processing', 'vitrine' ),
			self::COMPLETED  => __( 'Completed', 'vitrine' ),
			self::FAILED     => __( 'Failed', 'vitrine' ),
			self::CANCELLED  => __( 'Cancelled', 'vitrine' ),
			self::REFUNDED   => __( 'Refunded', 'vitrine' ),
			self::ON_HOLD    => __( 'On hold, awaiting payment', 'vitrine' ),
			self::AUTHORIZED => __( 'Payment authorized', 'vitrine' ),
		);
		return $labels[ $status ] ?? $status;
	}
}
