<?php
/**
 * The settings pages below Einstellungen as an admin uses them: the form as
 * rendered, sent as the browser sends it (its fields, with the admin's
 * changes) and saved as options.php saves it (every option of the page's
 * group), then rendered again.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\ProviderSettingsPage;
use Vitrine\Admin\SettingsPage;
use Vitrine\Admin\ShopSettingsPage;
use Vitrine\Provider\Settings;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * @covers \Vitrine\Admin\SettingsPage
 * @covers \Vitrine\Admin\ShopSettingsPage
 * @covers \Vitrine\Admin\ProviderSettingsPage
 */
final class SettingsPageTest extends TestCase {

	/**
	 * Options registered before the test (the test's own are taken back).
	 *
	 * @var string[]
	 */
	private array $registered = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		global $wp_settings_errors;
		$wp_settings_errors = array();
		$this->registered   = array_keys( get_registered_settings() );
		$this->log_in_as( 'administrator' );
	}

	protected function tearDown(): void {
		global $wp_settings_errors;
		$wp_settings_errors = array();
		foreach ( get_registered_settings() as $option => $args ) {
			if ( ! in_array( $option, $this->registered, true ) ) {
				unregister_setting( $args['group'], $option );
			}
		}
		parent::tearDown();
	}

	/**
	 * The page as the admin sees it, under the title its menu entry gives it.
	 *
	 * @param SettingsPage $page Page.
	 */
	private static function render( SettingsPage $page ): string {
		// What add_options_page() hands admin-header.php.
		$GLOBALS['title'] = ( fn(): string => $this->page_title() )->call( $page ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- what admin-header.php sets.
		$page->register_settings();
		ob_start();
		$page->render();
		return (string) ob_get_clean();
	}

	/**
	 * What the browser sends for the page's form: each field's name and
	 * value (checked boxes, the selected option), the changes applied
	 * (a null value unchecks a box: the hidden field of its name is sent, if any), as a form post is decoded.
	 *
	 * @param string                     $html    The page.
	 * @param array<string, string|null> $changes Field name => typed value.
	 * @return array<string, mixed>
	 */
	private static function form_post( string $html, array $changes ): array {
		$html   = substr( $html, (int) strpos( $html, '<form method="post"' ) );
		$html   = substr( $html, 0, (int) strpos( $html, '</form>' ) );
		$fields = array();
		$hidden = array();
		$tags   = new WP_HTML_Tag_Processor( $html );
		$select = null;
		while ( $tags->next_tag() ) {
			$tag  = $tags->get_tag();
			$name = (string) $tags->get_attribute( 'name' );
			if ( 'SELECT' === $tag && ! $tags->is_tag_closer() ) {
				$select = $name;
			} elseif ( 'OPTION' === $tag && null !== $select && ( null !== $tags->get_attribute( 'selected' ) || ! array_key_exists( $select, $fields ) ) ) {
				$fields[ $select ] = (string) $tags->get_attribute( 'value' );
			} elseif ( 'INPUT' === $tag && '' !== $name ) {
				$type = strtolower( (string) $tags->get_attribute( 'type' ) );
				if ( in_array( $type, array( 'checkbox', 'radio' ), true ) && null === $tags->get_attribute( 'checked' ) ) {
					if ( ! array_key_exists( $name, $changes ) ) {
						continue;
					}
				}
				if ( 'hidden' === $type ) {
					$hidden[ $name ] = (string) $tags->get_attribute( 'value' );
				}
				// A checked box after the hidden field of the same name wins, as in PHP's decoding.
				$fields[ $name ] = (string) $tags->get_attribute( 'value' );
			}
		}
		foreach ( $changes as $name => $value ) {
			if ( null === $value && isset( $hidden[ $name ] ) ) {
				$fields[ $name ] = $hidden[ $name ];
			} elseif ( null === $value ) {
				unset( $fields[ $name ] );
			} else {
				$fields[ $name ] = $value;
			}
		}
		parse_str( http_build_query( $fields ), $post );
		return $post;
	}

	/**
	 * Saves a form post as options.php does: the group's nonce, then every
	 * option registered for the group, trimmed and unslashed.
	 *
	 * @param array<string, mixed> $post The form post.
	 */
	private function save( array $post ): void {
		$group = (string) $post['option_page'];
		$this->assertSame( 1, wp_verify_nonce( (string) $post['_wpnonce'], $group . '-options' ), 'The form carries its group\'s nonce.' );
		foreach ( get_registered_settings() as $option => $args ) {
			if ( $args['group'] !== $group ) {
				continue;
			}
			$value = null;
			if ( isset( $post[ $option ] ) ) {
				$value = is_array( $post[ $option ] ) ? $post[ $option ] : trim( (string) $post[ $option ] );
			}
			update_option( $option, $value );
		}
	}

	/**
	 * The value attribute of the field with this id.
	 *
	 * @param string $html Page.
	 * @param string $id   Field id.
	 */
	private static function value( string $html, string $id ): ?string {
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( $tags->get_attribute( 'id' ) === $id ) {
				$value = $tags->get_attribute( 'value' );
				return is_string( $value ) ? $value : null;
			}
		}
		return null;
	}

	public function test_the_shop_owner_sets_the_bank_account_the_currency_and_manual_renewal_and_the_page_shows_what_was_stored(): void {
		update_option( 'vitrine_currency', 'EUR' );
		update_option( 'vitrine_manual_renewal', '0' );
		$html = self::render( new ShopSettingsPage() );

		// The demo's account, grouped, described for screen readers.
		$this->assertSame( 'DE89 3704 0044 0532 0130 00', self::value( $html, 'vitrine-bank-iban' ) );
		$this->assertStringContainsString( 'aria-describedby="vitrine-bank-iban-help"', $html );
		$this->assertStringContainsString( '<p class="description" id="vitrine-bank-iban-help">Leerzeichen sind erlaubt; die IBAN wird geprüft und ohne sie gespeichert.</p>', $html );
		$this->assertStringContainsString( '<label for="vitrine-bank-iban">IBAN</label>', $html );
		// The currency: a labelled select, described.
		$this->assertStringContainsString( '<label for="vitrine-currency">Währung</label>', $html );
		$this->assertStringContainsString( 'aria-describedby="vitrine-currency-help"', $html );
		$this->assertStringContainsString( '<p class="description" id="vitrine-currency-help">Preise, Summen und Zahlungen sind in dieser Währung. Produktpreise werden nicht umgerechnet.</p>', $html );
		$this->assertMatchesRegularExpression( '#<option value="EUR" selected=\'selected\'>#', $html );
		$this->assertStringContainsString( 'Kunden dürfen Abos von Hand erneuern', $html );
		$this->assertDoesNotMatchRegularExpression( '/id="vitrine-manual-renewal"[^>]*checked/', $html );

		// A valid IBAN typed in small letters without spaces, a small BIC.
		$this->save(
			self::form_post(
				$html,
				array(
					'vitrine_bank_account[iban]'   => 'de02120300000000202051',
					'vitrine_bank_account[holder]' => 'Vitrine Laden GmbH',
					'vitrine_bank_account[bic]'    => 'byladem1001',
					'vitrine_bank_account[bank]'   => 'Deutsche Kreditbank Berlin',
					'vitrine_currency'             => 'CHF',
					'vitrine_manual_renewal'       => '1',
				)
			)
		);
		$this->assertSame( array(), get_settings_errors(), 'Saved without a notice.' );

		$html = self::render( new ShopSettingsPage() );
		$this->assertSame( 'DE02 1203 0000 0000 2020 51', self::value( $html, 'vitrine-bank-iban' ), 'Stored without spaces, shown grouped.' );
		$this->assertSame( 'BYLADEM1001', self::value( $html, 'vitrine-bank-bic' ) );
		$this->assertSame( 'Vitrine Laden GmbH', self::value( $html, 'vitrine-bank-holder' ) );
		$this->assertSame( 'Deutsche Kreditbank Berlin', self::value( $html, 'vitrine-bank-bank' ) );
		$this->assertSame( 'DE02120300000000202051', get_option( 'vitrine_bank_account' )['iban'] );
		$this->assertMatchesRegularExpression( '#<option value="CHF" selected=\'selected\'>Schweizer Franken \(CHF\)</option>#', $html );
		$this->assertMatchesRegularExpression( '/id="vitrine-manual-renewal"[^>]*checked/', $html );
		$this->assertSame( '1', get_option( 'vitrine_manual_renewal' ) );
		// The product page's price follows, not converted (the cart and the
		// payment: ShopCurrencyTest).
		$mug   = (int) get_page_by_path( 'kaffeetasse', OBJECT, ProductRepository::POST_TYPE )->ID;
		$price = ( new \WP_Block(
			array(
				'blockName'    => 'vitrine/product-price',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $mug,
				'postType' => ProductRepository::POST_TYPE,
			)
		) )->render();
		$this->assertStringContainsString( "<span class=\"vitrine-price price\">12,90\u{00A0}CHF</span>", $price );

		// Unchecked, the hidden field sends "0".
		$this->save( self::form_post( $html, array( 'vitrine_manual_renewal' => null ) ) );
		$this->assertSame( '0', get_option( 'vitrine_manual_renewal' ) );
	}
}
