<?php
/**
 * The authorized-payment section of the admin's order screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Payment\Authorizations\AuthorizationRepository;
use Vitrine\Payment\Authorizations\Authorizations;
use Vitrine\Payment\Authorizations\Expiry;
use Vitrine\Payment\Module;
use Vitrine\Provider\Settings;
use Vitrine\Shared\FormInput;
use Vitrine\Store\Money;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * §3.11 intent authorize on the order screen: the authorization (id,
 * amount, expiry — flagged from 3 days before it expires), and while it is
 * open a form to capture all or part of it and one to void it. Both post to
 * admin-post.php (capability, a nonce per order, the operation and amount
 * cast and bounded here); the work is Payment\Authorizations', which does it
 * exactly once. The status form routes "Storniert" of an authorized order
 * through the void, and the status the owner chose in the provider settings
 * (`capture_on_status`) through a full capture.
 */
final class AuthorizationBox {

	public const ACTION     = 'vitrine_order_authorization';
	private const OPERATIONS = array( 'capture', 'void' );

	/**
	 * Hooks the form handler in.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * `admin_post_vitrine_order_authorization`: capability, nonce, input,
	 * then the capture or void; back to the order with the result.
	 */
	public function handle(): void {
		$order_id = OrdersPage::checked_order( self::ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by checked_order().
		$operation = FormInput::text( wp_unslash( $_POST['operation'] ?? null ), 10 );
		$raw       = FormInput::text( wp_unslash( $_POST['capture_amount'] ?? null ), 40 );
		// phpcs:enable
		OrdersPage::set_notice( self::submit( Module::services()->authorizations, $order_id, $operation, $raw ) );
		wp_safe_redirect( OrdersPage::url( array( 'order' => $order_id ) ) );
		exit;
	}

	/**
	 * Reads the form (operation: capture or void; the amount in the order's
	 * currency, "12,50") and does it.
	 *
	 * @param Authorizations $authorizations The service.
	 * @param int            $order_id       Order.
	 * @param string         $operation      capture or void.
	 * @param string         $raw            Amount as typed (capture only).
	 * @return array{ok: bool, message: string}
	 */
	public static function submit( Authorizations $authorizations, int $order_id, string $operation, string $raw ): array {
		if ( ! in_array( $operation, self::OPERATIONS, true ) ) {
			return array(
				'ok'      => false,
				'message' => __( 'Please choose whether to capture or to void the payment.', 'vitrine' ),
			);
		}
		if ( 'void' === $operation ) {
			return $authorizations->void( $order_id );
		}
		$order  = Stores::get()->order( $order_id );
		$amount = $order ? ProductForm::parse_amount( $raw, $order->currency ) : null;
		if ( $order && null === $amount ) {
			return array(
				'ok'      => false,
				'message' => __( 'Please enter the amount to capture as a number, e.g. 12,50.', 'vitrine' ),
			);
		}
		return $authorizations->capture( $order_id, $amount );
	}

	/**
	 * The status form's change of an authorized order, or null when the
	 * order is not authorized (the store's own rules apply then): cancelling
	 * voids first; the status chosen in the settings captures in full first;
	 * any other paid status is refused, since nothing has been taken yet.
	 *
	 * @param Authorizations $authorizations The service.
	 * @param Order          $order          Order.
	 * @param string         $status         Wanted status.
	 * @return array{ok: bool, message: string}|null
	 */
	public static function change_status( Authorizations $authorizations, Order $order, string $status ): ?array {
		if ( OrderStatus::AUTHORIZED !== $order->status ) {
			return null;
		}
		if ( OrderStatus::CANCELLED === $status ) {
			return $authorizations->void( $order->id );
		}
		if ( ! OrderStatus::is_paid( $status ) || self::capture_status() !== $status ) {
			return array(
				'ok'      => false,
				'message' => __( 'This payment is only authorized: capture it first (section "Authorized payment"), then the order is paid.', 'vitrine' ),
			);
		}
		$result = $authorizations->capture( $order->id );
		$now    = Stores::get()->order( $order->id );
		if ( $result['ok'] && $now && $now->status !== $status && OrderStatus::can( $now->status, $status ) ) {
			Stores::get()->update_order_status( $now->id, $status );
		}
		return $result;
	}

	/**
	 * The status whose choice captures an authorized order ('' for none).
	 */
	public static function capture_status(): string {
		return (string) ( Settings::get()['capture_on_status'] ?? '' );
	}

	/**
	 * The statuses the status form offers an authorized order.
	 *
	 * @return string[]
	 */
	public static function next_statuses(): array {
		return array_values( array_filter( array( self::capture_status(), OrderStatus::CANCELLED ) ) );
	}

	/**
	 * A short German flag for the order list: the authorization of an
	 * authorized order expires soon or has expired ('' otherwise).
	 *
	 * @param Order $order Order.
	 * @param int   $now   Unix time.
	 */
	public static function flag( Order $order, int $now ): string {
		$row = Authorizations::open( $order );
		if ( ! $row ) {
			return '';
		}
		$state = Expiry::state( $row['authorized_at'], $row['expires_at'], $now );
		if ( Expiry::EXPIRED === $state ) {
			return __( 'authorization expired', 'vitrine' );
		}
		return Expiry::EXPIRING === $state ? __( 'authorization expires soon', 'vitrine' ) : '';
	}

	/**
	 * The section on an order's screen (nothing for an order never authorized).
	 *
	 * @param Order $order Order.
	 * @param int   $now   Unix time.
	 */
	public static function render( Order $order, int $now ): void {
		$row = AuthorizationRepository::of_order( $order->id );
		if ( ! $row ) {
			return;
		}
		$money  = static fn( int $amount ): string => Money::format( $amount, $row['currency'] );
		$date   = static fn( int $time ): string => (string) wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $time );
		$states = array(
			AuthorizationRepository::CREATED  => __( 'Authorized, not captured yet', 'vitrine' ),
			/* translators: 1: amount, 2: the provider's capture id */
			AuthorizationRepository::CAPTURED => sprintf( __( 'Captured: %1$s (capture %2$s)', 'vitrine' ), $money( $row['captured'] ), $row['capture_id'] ),
			AuthorizationRepository::VOIDED   => __( 'Voided: nothing was charged', 'vitrine' ),
		);
		printf( '<section aria-labelledby="vitrine-authorization-title"><h2 id="vitrine-authorization-title">%s</h2>', esc_html__( 'Authorized payment', 'vitrine' ) );
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach (
			array(
				__( 'Authorization ID', 'vitrine' ) => $row['authorization_id'],
				__( 'Authorized amount', 'vitrine' ) => $money( $row['amount'] ),
				__( 'Authorized on', 'vitrine' )    => $date( $row['authorized_at'] ),
				__( 'Expires on', 'vitrine' )       => $date( $row['expires_at'] ),
				__( 'State', 'vitrine' )            => $states[ $row['status'] ] ?? $row['status'],
			) as $label => $value
		) {
			printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( $label ), esc_html( $value ) );
		}
		echo '</tbody></table>';
		if ( ! Authorizations::open( $order ) ) {
			echo '</section>';
			return;
		}
		$flagged = Expiry::flagged( Expiry::state( $row['authorized_at'], $row['expires_at'], $now ) );
		printf(
			'<div class="notice %1$s inline"><p>%2$s</p></div>',
			$flagged ? 'notice-warning vitrine-authorization-expiring' : 'notice-info',
			esc_html( Expiry::message( $row['authorized_at'], $row['expires_at'], $now ) )
		);
		self::form_start( $order, 'capture' );
		printf(
			'<p><label for="vitrine-capture-amount">%1$s</label> <input type="text" inputmode="decimal" id="vitrine-capture-amount" name="capture_amount" value="%2$s" size="10" aria-describedby="vitrine-capture-help" autocomplete="off"> %3$s ',
			esc_html__( 'Amount to capture', 'vitrine' ),
			esc_attr( ProductForm::format_amount( $row['amount'], $row['currency'] ) ),
			esc_html( $row['currency'] )
		);
		submit_button( __( 'Capture payment', 'vitrine' ), 'primary', 'submit', false );
		printf(
			'</p><p class="description" id="vitrine-capture-help">%s</p></form>',
			esc_html__( 'Takes the amount from the payer through the payment provider; the order is then paid. A smaller amount is a partial capture: the rest of the authorization is released.', 'vitrine' )
		);
		self::form_start( $order, 'void' );
		submit_button( __( 'Void authorization', 'vitrine' ), 'secondary', 'submit', false, array( 'aria-describedby' => 'vitrine-void-help' ) );
		printf(
			'<p class="description" id="vitrine-void-help">%s</p></form></section>',
			esc_html__( 'Releases the held amount without charging anything and cancels the order.', 'vitrine' )
		);
	}

	/**
	 * A form's opening tag and hidden fields.
	 *
	 * @param Order  $order     Order.
	 * @param string $operation capture or void.
	 */
	private static function form_start( Order $order, string $operation ): void {
		printf(
			'<form method="post" action="%1$s" class="vitrine-authorization-%2$s"><input type="hidden" name="action" value="%3$s"><input type="hidden" name="order_id" value="%4$d"><input type="hidden" name="operation" value="%2$s">',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( $operation ),
			esc_attr( self::ACTION ),
			(int) $order->id
		);
		wp_nonce_field( self::ACTION . '_' . $order->id );
	}
}
