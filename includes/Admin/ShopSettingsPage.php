<?php
/**
 * The shop settings page (Einstellungen → Vitrine Shop).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Payment\AbandonedOrders;
use Vitrine\Shop\BankAccount;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Shop-wide switches, saved through options.php (nonce of the option group
 * and `manage_options`): manual renewal of subscriptions
 * (`vitrine_manual_renewal`, §3.11 manualRenewalEnabled) and the currency
 * (`vitrine_currency`, read by `Money::currency()`) and the bank account
 * for transfers (`vitrine_bank_account`, read by `ShopPages::bank_account()`)
 * the hold time of unpaid provider orders (`vitrine_hold_minutes`, read by
 * `Payment\AbandonedOrders`) and whether deleting the plugin removes its
 * data (`vitrine_remove_data`, read by `Uninstaller`).
 */
final class ShopSettingsPage extends SettingsPage {

	public const SLUG  = 'vitrine-shop';
	public const GROUP = 'vitrine_shop';

	/** The longest hold time for unpaid orders, in minutes (a week). */
	private const HOLD_MAX = 7 * 24 * 60;

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
	 * The test mail's button below the settings (Admin\TestMail).
	 */
	protected function after_form(): string {
		return TestMail::form();
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
		add_settings_section( 'vitrine_shop_shipping', __( 'Shipping', 'vitrine' ), array( $this, 'render_shipping_intro' ), self::SLUG );
		register_setting(
			self::GROUP,
			'vitrine_bank_account',
			array(
				'type'              => 'object',
				'sanitize_callback' => array( self::class, 'sanitize_bank_account' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_bank', __( 'Bank transfer', 'vitrine' ), array( $this, 'render_bank_intro' ), self::SLUG );
		foreach ( self::bank_fields() as $key => $label ) {
			add_settings_field( 'vitrine_bank_' . $key, $label, array( $this, 'render_bank_field' ), self::SLUG, 'vitrine_shop_bank', array( 'label_for' => 'vitrine-bank-' . $key, 'key' => $key ) );
		}
		( new LegalSettings() )->register();
		register_setting(
			self::GROUP,
			AbandonedOrders::OPTION,
			array(
				'type'              => 'integer',
				'sanitize_callback' => array( self::class, 'sanitize_hold_minutes' ),
				'default'           => AbandonedOrders::DEFAULT_MINUTES,
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_orders', __( 'Unpaid orders', 'vitrine' ), '__return_null', self::SLUG );
		add_settings_field( AbandonedOrders::OPTION, __( 'Hold time', 'vitrine' ), array( $this, 'render_hold_minutes' ), self::SLUG, 'vitrine_shop_orders', array( 'label_for' => 'vitrine-hold-minutes' ) );
		register_setting(
			self::GROUP,
			Uninstaller::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => static fn( $value ): string => '1' === (string) $value ? '1' : '0',
				'default'           => '0',
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_data', __( 'Data', 'vitrine' ), '__return_null', self::SLUG );
		add_settings_field( Uninstaller::OPTION, __( 'Deleting the plugin', 'vitrine' ), array( $this, 'render_remove_data' ), self::SLUG, 'vitrine_shop_data', array( 'label_for' => 'vitrine-remove-data' ) );
	}

	/**
	 * Where shipping is set: a page of its own (ShippingPage).
	 */
	public function render_shipping_intro(): void {
		printf(
			'<p>%1$s <a href="%2$s">%3$s</a></p>',
			esc_html__( 'Shipping zones, shipping methods and classes for bulky goods have a page of their own.', 'vitrine' ),
			esc_url( ShippingPage::url() ),
			esc_html__( 'Edit shipping', 'vitrine' )
		);
	}

	/**
	 * Keeps whole minutes from 0 (never cancel) to a week; anything else
	 * keeps the saved value.
	 *
	 * @param mixed $value Sent value.
	 */
	public static function sanitize_hold_minutes( $value ): int {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		return ctype_digit( $text ) && (int) $text <= self::HOLD_MAX ? (int) $text : AbandonedOrders::hold_minutes();
	}

	/**
	 * The hold time field.
	 */
	public function render_hold_minutes(): void {
		printf(
			'<input type="number" class="small-text" id="vitrine-hold-minutes" name="%1$s" value="%2$d" min="0" max="%3$d" step="1" aria-describedby="vitrine-hold-minutes-help"> %4$s<p class="description" id="vitrine-hold-minutes-help">%5$s</p>',
			esc_attr( AbandonedOrders::OPTION ),
			(int) AbandonedOrders::hold_minutes(),
			(int) self::HOLD_MAX,
			esc_html__( 'minutes', 'vitrine' ),
			esc_html__( 'An order whose payment through PayPal was started but never completed is cancelled after this time, and its stock is available again. Orders paid by bank transfer wait for the money and are not cancelled. 0: never cancel.', 'vitrine' )
		);
	}

	/**
	 * The checkbox of what deleting the plugin removes (Uninstaller).
	 */
	public function render_remove_data(): void {
		printf(
			'<input type="hidden" name="%1$s" value="0"><label><input type="checkbox" id="vitrine-remove-data" name="%1$s" value="1" aria-describedby="vitrine-remove-data-help" %2$s> %3$s</label><p class="description" id="vitrine-remove-data-help">%4$s</p>',
			esc_attr( Uninstaller::OPTION ),
			checked( Uninstaller::removes_data(), true, false ),
			esc_html__( 'Remove all data when the plugin is deleted', 'vitrine' ),
			esc_html__( 'Off: orders, subscriptions, products, events and settings are kept when you delete the plugin under Plugins, since orders must be kept for years by commercial and tax law. On: they are deleted for good. Deactivating never deletes anything; the PayPal client secret, cached tokens and the shop manager role go on deleting in either case.', 'vitrine' )
		);
	}

	/**
	 * The bank account's fields: key => German label.
	 *
	 * @return array<string, string>
	 */
	private static function bank_fields(): array {
		return array(
			'holder' => __( 'Account holder', 'vitrine' ),
			'iban'   => __( 'IBAN', 'vitrine' ),
			'bic'    => __( 'BIC', 'vitrine' ),
			'bank'   => __( 'Bank', 'vitrine' ),
		);
	}

	/**
	 * Reads the bank account form (Shop\BankAccount): the IBAN is stored
	 * without spaces once its country's length and checksum are right, the
	 * BIC once its format is; a wrong one keeps the value saved before, with
	 * a German notice naming what is wrong. Names are plain text of at most
	 * 100 characters.
	 *
	 * @param mixed $value Sent value.
	 * @return array{holder: string, iban: string, bic: string, bank: string}
	 */
	public static function sanitize_bank_account( $value ): array {
		$old    = ShopPages::bank_account();
		$new    = BankAccount::from_form( is_array( $value ) ? $value : array() );
		$checks = array(
			/* translators: %s: why the IBAN is wrong */
			'iban' => array( BankAccount::iban_error( $new['iban'] ), __( '%s The IBAN was not changed.', 'vitrine' ) ),
			/* translators: %s: why the BIC is wrong */
			'bic'  => array( BankAccount::bic_error( $new['bic'] ), __( '%s The BIC was not changed.', 'vitrine' ) ),
		);
		foreach ( $checks as $key => [ $error, $format ] ) {
			if ( '' === $error ) {
				continue;
			}
			$new[ $key ] = 'iban' === $key ? BankAccount::normalise_iban( $old['iban'] ) : BankAccount::normalise_bic( $old['bic'] );
			// WordPress sanitizes twice when the option is first added: one notice.
			if ( ! in_array( 'vitrine_bank_' . $key, array_column( get_settings_errors( 'vitrine_bank_account' ), 'code' ), true ) ) {
				add_settings_error( 'vitrine_bank_account', 'vitrine_bank_' . $key, sprintf( $format, $error ) );
			}
		}
		return $new;
	}

	/**
	 * What the bank account is for.
	 */
	public function render_bank_intro(): void {
		printf( '<p>%s</p>', esc_html__( 'Customers who pay by bank transfer see this account on the order-received page and in their order confirmation, with the order number as the reference.', 'vitrine' ) );
	}

	/**
	 * One field of the bank account.
	 *
	 * @param array{key: string} $args The field's key.
	 */
	public function render_bank_field( array $args ): void {
		$key     = $args['key'];
		$account = ShopPages::bank_account();
		$value   = 'iban' === $key ? BankAccount::group_iban( $account['iban'] ) : $account[ $key ];
		$extra   = in_array( $key, array( 'iban', 'bic' ), true ) ? ' spellcheck="false" autocapitalize="characters"' : '';
		$extra  .= 'iban' === $key ? ' aria-describedby="vitrine-bank-iban-help"' : '';
		printf(
			'<input type="text" class="regular-text%1$s" id="vitrine-bank-%2$s" name="vitrine_bank_account[%2$s]" value="%3$s" maxlength="100"%4$s>',
			'iban' === $key || 'bic' === $key ? ' code' : '',
			esc_attr( $key ),
			esc_attr( $value ),
			$extra // phpcs:ignore WordPress.Security.EscapeOutput -- fixed attributes.
		);
		if ( 'iban' === $key ) {
			printf( '<p class="description" id="vitrine-bank-iban-help">%s</p>', esc_html__( 'Spaces are allowed; the IBAN is checked and stored without them.', 'vitrine' ) );
		}
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
