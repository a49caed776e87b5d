<?php
/**
 * The one notice after activation that leads to the shop's set-up.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Activation raises a flag (option `vitrine_setup_notice`); while it is up,
 * users who may manage options see one notice on every admin screen: the
 * shop pages are there, the legal pages wait as drafts, and a button to the
 * set-up. Following that button or "Hinweis ausblenden" lowers the flag for
 * good (a GET through admin-post.php with a nonce and the capability
 * checked), so the notice needs no script and does not come back on the
 * next screen the way a notice hidden only by WordPress' close button does.
 */
final class SetupNotice {

	public const OPTION = 'vitrine_setup_notice';

	/**
	 * Where the notice leads, below admin_url(): the shop settings for now,
	 * the set-up screen once there is one.
	 */
	public const TARGET = 'options-general.php?page=' . ShopSettingsPage::SLUG;

	private const ACTION = 'vitrine_setup_notice';

	/**
	 * Hooks the notice and its handler in.
	 */
	public static function hook(): void {
		add_action( 'admin_notices', array( self::class, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Activation: raise the flag.
	 */
	public static function activate(): void {
		update_option( self::OPTION, '1' );
	}

	/**
	 * `admin_notices`: the notice, while the flag is up, for users who may set the shop up.
	 */
	public static function render(): void {
		if ( '1' !== get_option( self::OPTION ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info vitrine-setup-notice"><p><strong>%1$s</strong> %2$s</p><p><a class="button button-primary" href="%3$s">%4$s</a> <a class="button-link" href="%5$s">%6$s</a></p></div>',
			esc_html__( 'Vitrine is active.', 'vitrine' ),
			esc_html__( 'The pages Shop, Cart, Checkout and My account are ready. The legal pages (imprint, privacy policy, terms, cancellation policy, shipping) wait as drafts for your texts.', 'vitrine' ),
			esc_url( self::action_url( 'setup' ) ),
			esc_html__( 'Set up the shop', 'vitrine' ),
			esc_url( self::action_url( 'dismiss' ) ),
			esc_html__( 'Dismiss this notice', 'vitrine' )
		);
	}

	/**
	 * `admin_post_vitrine_setup_notice`: lowers the flag and goes to the
	 * set-up or back.
	 */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'vitrine' ), 403 );
		}
		check_admin_referer( self::ACTION );
		delete_option( self::OPTION );
		wp_safe_redirect( self::redirect_target( isset( $_GET['go'] ) ? sanitize_key( wp_unslash( $_GET['go'] ) ) : '' ) );
		exit;
	}

	/**
	 * Where the handler sends the user: the set-up, or back where they were.
	 *
	 * @param string $go `setup` or `dismiss`.
	 */
	public static function redirect_target( string $go ): string {
		if ( 'setup' === $go ) {
			return admin_url( self::TARGET );
		}
		$back = wp_get_referer();
		return false !== $back ? $back : admin_url();
	}

	/**
	 * The handler's URL with its nonce.
	 *
	 * @param string $go `setup` or `dismiss`.
	 */
	public static function action_url( string $go ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::ACTION,
					'go'     => $go,
				),
				admin_url( 'admin-post.php' )
			),
			self::ACTION
		);
	}
}
