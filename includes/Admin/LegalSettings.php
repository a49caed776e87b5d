<?php
/**
 * The shop settings' legal part (German VAT and the terms checkbox).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shop\LegalPages;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\TermsConsent;

defined( 'ABSPATH' ) || exit;

/**
 * On *Einstellungen → Vitrine Shop*, section "Rechtliches": the switch of the
 * checkout's terms-and-withdrawal checkbox (`vitrine_terms_checkbox`) and the
 * pages it and the price notes link to (terms, withdrawal, shipping, kept
 * in the shop's page option `vitrine_shop_pages` beside the pages PageSetup
 * remembers; none chosen → the page with the German slug).
 * Saved with the page's other options (options.php: the group's nonce and
 * `manage_options`).
 */
final class LegalSettings {

	/**
	 * Registers the options and their fields.
	 */
	public function register(): void {
		register_setting(
			ShopSettingsPage::GROUP,
			TermsConsent::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => static fn( $value ): string => '1' === (string) $value ? '1' : '0',
				'default'           => '0',
				'show_in_rest'      => false,
			)
		);
		register_setting(
			ShopSettingsPage::GROUP,
			LegalPages::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( self::class, 'sanitize_pages' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_shop_legal', __( 'Legal', 'vitrine' ), '__return_null', ShopSettingsPage::SLUG );
		add_settings_field( TermsConsent::OPTION, __( 'Terms checkbox', 'vitrine' ), array( $this, 'render_checkbox' ), ShopSettingsPage::SLUG, 'vitrine_shop_legal', array( 'label_for' => 'vitrine-terms-checkbox' ) );
		foreach ( self::page_labels() as $key => $label ) {
			add_settings_field(
				'vitrine_legal_page_' . $key,
				$label,
				array( $this, 'render_page' ),
				ShopSettingsPage::SLUG,
				'vitrine_shop_legal',
				array(
					'label_for' => 'vitrine-legal-page-' . $key,
					'key'       => $key,
				)
			);
		}
	}

	/**
	 * The pages' German labels.
	 *
	 * @return array<string, string>
	 */
	private static function page_labels(): array {
		return array(
			'terms'      => __( 'Terms and conditions page', 'vitrine' ),
			'withdrawal' => __( 'Cancellation policy page', 'vitrine' ),
			'shipping'   => __( 'Shipping costs page', 'vitrine' ),
		);
	}

	/**
	 * Keeps only pages' IDs, for the keys sent (0 or another post: none,
	 * the page with the German slug stands in); the keys not sent keep
	 * their IDs, since the option also holds the pages this form does not
	 * show (shop, cart, checkout, …, written by Shop\PageSetup through the
	 * same filter).
	 *
	 * @param mixed $value Sent value.
	 * @return array<string, int>
	 */
	public static function sanitize_pages( $value ): array {
		$sent  = is_array( $value ) ? $value : array();
		$pages = ShopPages::page_ids();
		foreach ( array_keys( ShopPages::SLUGS ) as $key ) {
			if ( ! array_key_exists( $key, $sent ) ) {
				continue;
			}
			$id = is_scalar( $sent[ $key ] ) && ctype_digit( (string) $sent[ $key ] ) ? (int) $sent[ $key ] : 0;
			if ( $id > 0 && 'page' === get_post_type( $id ) ) {
				$pages[ $key ] = $id;
			} else {
				unset( $pages[ $key ] );
			}
		}
		return $pages;
	}

	/**
	 * The checkbox switch.
	 */
	public function render_checkbox(): void {
		printf(
			'<input type="hidden" name="%1$s" value="0"><label><input type="checkbox" id="vitrine-terms-checkbox" name="%1$s" value="1" aria-describedby="vitrine-terms-checkbox-help" %2$s> %3$s</label><p class="description" id="vitrine-terms-checkbox-help">%4$s</p>',
			esc_attr( TermsConsent::OPTION ),
			checked( TermsConsent::required(), true, false ),
			esc_html__( 'Customers confirm the terms and the cancellation policy at checkout', 'vitrine' ),
			esc_html__( 'A required checkbox above the order button links to both pages; orders are refused without it.', 'vitrine' )
		);
	}

	/**
	 * One page select.
	 *
	 * @param array{key: string} $args The page's key.
	 */
	public function render_page( array $args ): void {
		$key = $args['key'];
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( LegalPages::OPTION . '[' . $key . ']' ),
				'id'                => esc_attr( 'vitrine-legal-page-' . $key ),
				'selected'          => (int) LegalPages::chosen()[ $key ],
				'show_option_none'  => esc_html(
					sprintf(
						/* translators: %s: page slug, e.g. agb */
						__( '— The page "%s" —', 'vitrine' ),
						LegalPages::SLUGS[ $key ]
					)
				),
				'option_none_value' => '0',
			)
		);
	}
}
