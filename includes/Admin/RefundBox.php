<?php
/**
 * The refund section of the admin's order screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Account\Labels;
use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Provider\Client;
use Vitrine\Provider\Payments;
use Vitrine\Provider\Settings;
use Vitrine\Refunds\Refunder;
use Vitrine\Refunds\RefundRepository;
use Vitrine\Shared\FormInput;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * Lists an order's refunds and, while its provider payment has an amount
 * left, offers a form to refund part or all of it (German amount "12,50").
 * The form posts to admin-post.php (nonce per order, `manage_options`); the
 * refund itself is Refunder's, which makes it exactly once.
 */
final class RefundBox {

	public const ACTION = 'vitrine_order_refund';

	/**
	 * Hooks the form handler in.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * `admin_post_vitrine_order_refund`: capability, nonce, input cast and
	 * bounded here, then the refund; back to the order with the result.
	 */
	public function handle(): void {
		$order_id = OrdersPage::checked_order( self::ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by checked_order().
		$number = min( 1000, FormInput::id( $_POST['refund_number'] ?? null ) );
		$raw    = FormInput::text( wp_unslash( $_POST['refund_amount'] ?? null ), 40 );
		// phpcs:enable
		$result = self::submit( $order_id, $raw, $number, get_current_user_id() );
		OrdersPage::set_notice( $result );
		wp_safe_redirect( OrdersPage::url( array( 'order' => $order_id ) ) );
		exit;
	}

	/**
	 * Reads the typed amount in the order's currency and refunds it.
	 *
	 * @param int    $order_id Order.
	 * @param string $raw      Amount as typed ("12,50", "12.50", "12,50 €").
	 * @param int    $number   The refund's number from the form.
	 * @param int    $user_id  Who refunds.
	 * @return array{ok: bool, message: string}
	 */
	public static function submit( int $order_id, string $raw, int $number, int $user_id ): array {
		$order  = Stores::get()->order( $order_id );
		$amount = $order ? ProductForm::parse_amount( $raw, $order->currency ) : null;
		if ( $order && null === $amount ) {
			return array(
				'ok'      => false,
				/* translators: %s: amount left, e.g. 12,50 € */
				'message' => sprintf( __( 'Please enter the amount to refund as a number, e.g. 12,50 (at most %s).', 'vitrine' ), Money::format( Refunder::left( $order ), $order->currency ) ),
			);
		}
		return self::refunder()->refund( $order_id, (int) $amount, $number, $user_id );
	}

	/**
	 * The refunder of the configured provider environment.
	 */
	private static function refunder(): Refunder {
		return new Refunder( Stores::get(), new Payments( new Client( Settings::credentials( Settings::get() ) ) ) );
	}

	/**
	 * The refund section of an order.
	 *
	 * @param Order $order Order.
	 */
	public static function render( Order $order ): void {
		$refunds = RefundRepository::of_order( $order->id );
		if ( ! $refunds && ! Refunder::refundable( $order ) ) {
			return;
		}
		printf( '<h2 id="vitrine-refunds-title">%s</h2>', esc_html__( 'Refunds', 'vitrine' ) );
		if ( $refunds ) {
			printf(
				'<table class="widefat striped" aria-labelledby="vitrine-refunds-title"><thead><tr><th scope="col">%1$s</th><th scope="col">%2$s</th><th scope="col">%3$s</th></tr></thead><tbody>',
				esc_html__( 'Date', 'vitrine' ),
				esc_html__( 'Amount', 'vitrine' ),
				esc_html__( 'Refund ID', 'vitrine' )
			);
			foreach ( $refunds as $refund ) {
				printf(
					'<tr><td>%1$s</td><td>%2$s</td><td><code>%3$s</code></td></tr>',
					esc_html( Labels::utc_date( $refund['created_at'] ) ),
					esc_html( Money::format( $refund['amount'], $refund['currency'] ) ),
					esc_html( $refund['refund_id'] )
				);
			}
			echo '</tbody></table>';
		}
		$left = Refunder::left( $order );
		$paid = AuthorizationRepository::paid_amount( $order );
		printf(
			'<p>%s</p>',
			/* translators: 1: refunded amount, 2: order total, 3: amount left */
			esc_html( sprintf( __( 'Refunded: %1$s of %2$s; %3$s left.', 'vitrine' ), Money::format( $paid - $left, $order->currency ), Money::format( $paid, $order->currency ), Money::format( $left, $order->currency ) ) )
		);
		if ( ! Refunder::refundable( $order ) ) {
			return;
		}
		printf( '<form method="post" action="%s" class="vitrine-refund-form">', esc_url( admin_url( 'admin-post.php' ) ) );
		printf(
			'<input type="hidden" name="action" value="%1$s"><input type="hidden" name="order_id" value="%2$d"><input type="hidden" name="refund_number" value="%3$d">',
			esc_attr( self::ACTION ),
			(int) $order->id,
			(int) Refunder::next_number( $order )
		);
		wp_nonce_field( self::ACTION . '_' . $order->id );
		printf(
			'<p><label for="vitrine-refund-amount">%1$s</label> <input type="text" inputmode="decimal" id="vitrine-refund-amount" name="refund_amount" value="%2$s" size="10" aria-describedby="vitrine-refund-help" autocomplete="off"> %3$s ',
			esc_html__( 'Amount to refund', 'vitrine' ),
			esc_attr( ProductForm::format_amount( $left, $order->currency ) ),
			esc_html( $order->currency )
		);
		submit_button( __( 'Refund through the payment provider', 'vitrine' ), 'secondary', 'submit', false );
		printf(
			'</p><p class="description" id="vitrine-refund-help">%s</p></form>',
			esc_html__( 'The amount goes back to the payer through the payment provider. Refunding everything that is left marks the order as refunded, which ends its subscriptions and memberships.', 'vitrine' )
		);
	}
}
