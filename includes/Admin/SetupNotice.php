<?php
/**
 * The one notice after activation that leads to the shop's set-up.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Activation raises a flag (option `vitrine_setup_notice`); while it is up
 * and the first-run setup is neither finished nor dismissed
 * (SetupProgress), users who may manage options see one notice on every
 * admin screen but the setup's own: the shop pages are there, the legal
 * pages wait as drafts, and a button to the setup ("Einrichtung
 * fortsetzen" once a step is behind the owner). "Hinweis ausblenden"
 * dismisses the setup for good (a GET through admin-post.php with a nonce
 * and the capability checked), so the notice needs no script and does not
 * come back on the next screen the way a notice hidden only by WordPress'
 * close button does. Finishing the setup puts it away as well.
 */
final class SetupNotice {

	public const OPTION = 'vitrine_setup_notice';

	/** Where the notice leads, below admin_url(): the first-run setup. */
	public const TARGET = 'options-general.php?page=' . SetupPage::SLUG;

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
	 * Whether the notice is due: raised by activation, the setup still
	 * open, and someone who may set the shop up.
	 */
	public static function due(): bool {
		return '1' === get_option( self::OPTION ) && ! SetupProgress::closed() && current_user_can( 'manage_options' );
	}

	/**
	 * `admin_notices`: the notice, while it is due, except on the setup itself.
	 */
	public static function render(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! self::due() || 'settings_page_' . SetupPage::SLUG === $screen?->id ) {
			return;
		}
		printf(
			'<div class="notice notice-info vitrine-setup-notice"><p><strong>%1$s</strong> %2$s</p><p><a class="button button-primary" href="%3$s">%4$s</a> <a class="button-link" href="%5$s">%6$s</a></p></div>',
			esc_html__( 'Vitrine is active.', 'vitrine' ),
			esc_html__( 'The pages Shop, Cart, Checkout and My account are ready. The legal pages (imprint, privacy policy, terms, cancellation policy, shipping) wait as drafts for your texts.', 'vitrine' ),
			esc_url( admin_url( self::TARGET ) ),
			SetupProgress::started() ? esc_html__( 'Continue the setup', 'vitrine' ) : esc_html__( 'Set up the shop', 'vitrine' ),
			esc_url( self::dismiss_url() ),
			esc_html__( 'Dismiss this notice', 'vitrine' )
		);
	}

	/**
	 * `admin_post_vitrine_setup_notice`: dismisses the setup (the notice
	 * goes for good) and goes back.
	 */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'vitrine' ), 403 );
		}
		check_admin_referer( self::ACTION );
		SetupProgress::close( SetupProgress::DISMISSED );
		delete_option( self::OPTION );
		$back = wp_get_referer();
		wp_safe_redirect( false !== $back ? $back : admin_url() );
		exit;
	}

	/**
	 * The dismiss link with its nonce.
	 */
	public static function dismiss_url(): string {
		return wp_nonce_url( add_query_arg( 'action', self::ACTION, admin_url( 'admin-post.php' ) ), self::ACTION );
	}
}
