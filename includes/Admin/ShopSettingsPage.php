<?php
/**
 * The shop settings page (Einstellungen → Vitrine Shop).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Shop-wide switches, saved through options.php (nonce of the option group
 * and `manage_options`). For now: manual renewal of subscriptions
 * (`vitrine_manual_renewal`, §3.11 manualRenewalEnabled).
 */
final class ShopSettingsPage {

	public const SLUG  = 'vitrine-shop';
	public const GROUP = 'vitrine_shop';

	/**
	 * Hooks the page in.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Adds the page below Einstellungen.
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Vitrine: shop settings', 'vitrine' ),
			__( 'Vitrine Shop', 'vitrine' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The option and its field.
	 */
	public function register_settings(): void {
		register_setting(
			self::GROUP,
			'vitrine_manual_renewal',
			array(
				'type'              => 'string',
				'sanitize_callback' => static fn( $value ): string => '1' === (string) $value ? '1' : '0',
				'default'           => '0',
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_subscriptions', __( 'Subscriptions', 'vitrine' ), '__return_null', self::SLUG );
		add_settings_field(
			'vitrine_manual_renewal',
			__( 'Manual renewal', 'vitrine' ),
			array( $this, 'render_manual_renewal' ),
			self::SLUG,
			'vitrine_shop_subscriptions',
			array( 'label_for' => 'vitrine-manual-renewal' )
		);
	}

	/**
	 * The manual renewal checkbox.
	 */
	public function render_manual_renewal(): void {
		printf(
			'<input type="hidden" name="vitrine_manual_renewal" value="0"><label><input type="checkbox" id="vitrine-manual-renewal" name="vitrine_manual_renewal" value="1" aria-describedby="vitrine-manual-renewal-help" %1$s> %2$s</label><p class="description" id="vitrine-manual-renewal-help">%3$s</p>',
			checked( '1', get_option( 'vitrine_manual_renewal', '0' ), false ),
			esc_html__( 'Customers may renew subscriptions by hand', 'vitrine' ),
			esc_html__( 'When a payment is due (or the customer clicks "Renew now"), the subscription gets a renewal order that the customer pays on the pay-for-order page. Paying it moves the next payment date on by one period.', 'vitrine' )
		);
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
