<?php
/**
 * The shop settings page (Einstellungen → Vitrine Shop).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Shop-wide switches, saved through options.php (nonce of the option group
 * and `manage_options`): manual renewal of subscriptions
 * (`vitrine_manual_renewal`, §3.11 manualRenewalEnabled) and the currency
 * (`vitrine_currency`, read by `Money::currency()`).
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
		register_setting(
			self::GROUP,
			'vitrine_currency',
			array(
				'type'              => 'string',
				'sanitize_callback' => array( self::class, 'sanitize_currency' ),
				'default'           => 'EUR',
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_prices', __( 'Prices', 'vitrine' ), '__return_null', self::SLUG );
		add_settings_field( 'vitrine_currency', __( 'Currency', 'vitrine' ), array( $this, 'render_currency' ), self::SLUG, 'vitrine_shop_prices', array( 'label_for' => 'vitrine-currency' ) );
	}

	/**
	 * Keeps the saved currency unless one of Money::CURRENCIES was sent; an
	 * unknown code is refused with a German notice (once, although
	 * WordPress sanitizes twice when the option is first added).
	 *
	 * @param mixed $value Sent value.
	 */
	public static function sanitize_currency( $value ): string {
		$code = strtoupper( is_string( $value ) ? trim( $value ) : '' );
		if ( in_array( $code, Money::CURRENCIES, true ) ) {
			return $code;
		}
		if ( array() === get_settings_errors( 'vitrine_currency' ) ) {
			add_settings_error( 'vitrine_currency', 'vitrine_currency', __( 'Please choose one of the offered currencies. The currency was not changed.', 'vitrine' ) );
		}
		return Money::currency();
	}

	/**
	 * The currency select.
	 */
	public function render_currency(): void {
		$options = '';
		foreach ( Money::currency_names() as $code => $name ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $code ), selected( Money::currency(), $code, false ), esc_html( $name ) );
		}
		printf(
			'<select id="vitrine-currency" name="vitrine_currency" aria-describedby="vitrine-currency-help">%1$s</select><p class="description" id="vitrine-currency-help">%2$s</p>',
			$options, // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
			esc_html__( 'Prices, totals and payments are in this currency. Product prices are not converted.', 'vitrine' )
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
