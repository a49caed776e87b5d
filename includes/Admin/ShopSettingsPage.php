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
final class ShopSettingsPage extends SettingsPage {

	public const SLUG  = 'vitrine-shop';
	public const GROUP = 'vitrine_shop';

	/**
	 * The page's title.
	 */
	protected function page_title(): string {
		return __( 'Vitrine: shop settings', 'vitrine' );
	}

	/**
	 * The page's entry in the menu.
	 */
	protected function menu_title(): string {
		return __( 'Vitrine Shop', 'vitrine' );
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
}
