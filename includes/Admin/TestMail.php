<?php
/**
 * "Test-E-Mail senden" on Einstellungen → Vitrine Shop.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Mail\Delivery;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a test mail to the site's admin address through admin-post.php and
 * says on the settings page, in German, whether WordPress could hand it
 * over and if not why (Mail\Delivery). A host without a mail transport is
 * found here, before the first order's confirmation goes nowhere.
 *
 * The form carries a nonce of ACTION; the handler refuses anyone who may not
 * manage options. The result waits for the next page in a transient of the
 * user, so the redirect's URL carries no message.
 */
final class TestMail {

	public const ACTION = 'vitrine_test_mail';

	/** Seconds the result waits for the settings page. */
	private const RESULT_TTL = 120;

	/**
	 * Hooks the handler and the notice in.
	 */
	public static function hook(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_notices', array( self::class, 'notice' ) );
	}

	/**
	 * The form with the button (printed below the shop settings' form).
	 */
	public static function form(): string {
		$html  = '<h2 id="vitrine-test-mail-title">' . esc_html__( 'E-mails', 'vitrine' ) . '</h2>';
		$html .= '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" aria-labelledby="vitrine-test-mail-title">';
		$html .= '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">' . wp_nonce_field( self::ACTION, '_wpnonce', true, false );
		/* translators: %s: e-mail address */
		$html .= '<p>' . esc_html( sprintf( __( 'Order confirmations go out through WordPress\' mail function. Send a test e-mail to the site\'s admin address (%s) to see whether this server can send mail.', 'vitrine' ), (string) get_option( 'admin_email' ) ) ) . '</p>';
		$html .= '<p><button type="submit" class="button">' . esc_html__( 'Send test e-mail', 'vitrine' ) . '</button></p></form>';
		return $html;
	}

	/**
	 * admin-post.php handler: checks, sends, goes back to the settings page.
	 */
	public static function handle(): void {
		$result = self::run( wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- run() checks the nonce.
		if ( 'refused' === $result['status'] ) {
			wp_die( esc_html( $result['message'] ), '', array( 'response' => 403 ) );
		}
		set_transient( self::result_key(), $result, self::RESULT_TTL );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . ShopSettingsPage::SLUG ) );
		exit;
	}

	/**
	 * Checks the request and sends the test mail.
	 *
	 * @param array<string, mixed> $post Unslashed POST.
	 * @return array{status: string, message: string} status: refused, sent or failed; message in the user's language.
	 */
	public static function run( array $post ): array {
		if ( ! current_user_can( 'manage_options' ) ) {
			return array(
				'status'  => 'refused',
				'message' => __( 'You are not allowed to send a test e-mail.', 'vitrine' ),
			);
		}
		$nonce = isset( $post['_wpnonce'] ) && is_string( $post['_wpnonce'] ) ? $post['_wpnonce'] : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			return array(
				'status'  => 'refused',
				'message' => __( 'This form has expired. Please reload the page and try again.', 'vitrine' ),
			);
		}
		$to    = (string) get_option( 'admin_email' );
		$shop  = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		$error = is_email( $to )
			? Delivery::send(
				$to,
				/* translators: %s: shop name */
				sprintf( __( '[%s] Test e-mail', 'vitrine' ), $shop ),
				__( 'This is a test e-mail from the Vitrine shop settings. If you can read it, this site can send order confirmations.', 'vitrine' )
			)
			: __( 'The site has no valid admin e-mail address (Settings → General).', 'vitrine' );
		if ( '' === $error ) {
			return array(
				'status'  => 'sent',
				/* translators: %s: e-mail address */
				'message' => sprintf( __( 'The test e-mail to %s was handed over for sending. Check that inbox (and its spam folder).', 'vitrine' ), $to ),
			);
		}
		return array(
			'status'  => 'failed',
			/* translators: 1: e-mail address, 2: the mail system's reason */
			'message' => sprintf( __( 'The test e-mail to %1$s could not be sent: %2$s', 'vitrine' ), $to, $error ),
		);
	}

	/**
	 * The result of the last test, once, on the shop settings page.
	 */
	public static function notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'settings_page_' . ShopSettingsPage::SLUG !== $screen->id ) {
			return;
		}
		$result = get_transient( self::result_key() );
		if ( ! is_array( $result ) ) {
			return;
		}
		delete_transient( self::result_key() );
		printf(
			'<div class="notice %1$s is-dismissible" role="%2$s"><p>%3$s</p></div>',
			'sent' === $result['status'] ? 'notice-success' : 'notice-error',
			'sent' === $result['status'] ? 'status' : 'alert',
			esc_html( (string) $result['message'] )
		);
	}

	/**
	 * The transient of the current user's result.
	 */
	private static function result_key(): string {
		return 'vitrine_test_mail_' . get_current_user_id();
	}
}
