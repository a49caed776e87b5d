<?php
/**
 * The checkout's and my account's markup from templates/.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shared;

use Vitrine\Account\AccountPage;
use Vitrine\Shop\CheckoutPage;
use Vitrine\Shop\CheckoutSubmit;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * The checkout form and the account's order views render through
 * Shared\Templates: escaped at output, and a theme's copy in
 * `{theme}/vitrine/{name}.php` replaces the plugin's file.
 */
final class TemplatesTest extends TestCase {
	use StoreFixtures;

	private const GUEST = 'guest:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

	/** A theme folder of this test. */
	private string $theme = '';

	protected function tearDown(): void {
		remove_all_filters( 'stylesheet_directory' );
		remove_all_filters( 'template_directory' );
		unset( $GLOBALS['wp_stylesheet_path'], $GLOBALS['wp_template_path'] );
		if ( '' !== $this->theme ) {
			array_map( 'unlink', glob( $this->theme . '/vitrine/*/*.php' ) ?: array() );
		}
		CheckoutPage::reset();
		parent::tearDown();
	}

	/**
	 * Makes the active theme carry its own copy of a template.
	 *
	 * @param string $name Template name.
	 * @param string $php  The copy's content.
	 */
	private function theme_copy( string $name, string $php ): void {
		$this->theme = get_temp_dir() . 'vitrine-theme-' . wp_generate_password( 8, false );
		wp_mkdir_p( dirname( $this->theme . '/vitrine/' . $name ) );
		file_put_contents( $this->theme . '/vitrine/' . $name . '.php', $php );
		$dir = $this->theme;
		add_filter( 'stylesheet_directory', static fn(): string => $dir );
		add_filter( 'template_directory', static fn(): string => $dir );
		// locate_template() keeps the theme's paths once read (WordPress 6.4+).
		$GLOBALS['wp_stylesheet_path'] = $dir;
		$GLOBALS['wp_template_path']   = $dir;
	}

	public function test_a_refused_checkout_keeps_the_entries_escaped_and_marks_the_fields(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );

		$this->assertNull(
			CheckoutSubmit::place(
				$store,
				self::checkout_form(
					array(
						'billing_city'           => '',
						'billing_address_1'      => 'Heide "17" & <b>Hof</b>',
						'order_comments'         => "Bitte </textarea><script>x</script>\nklingeln",
						'vitrine_checkout_token' => 'TOKENabcdefghijklmnopqrstuvwxyz1',
					)
				),
				self::GUEST,
				0,
				true
			)
		);
		$html = CheckoutPage::render( $store, self::GUEST, 0 );

		$this->assertStringContainsString( 'value="Heide &quot;17&quot; &amp; Hof"', $html );
		$this->assertStringNotContainsString( '<script>x', $html );
		$this->assertMatchesRegularExpression( '/<li><a href="#billing_city">Ort \(Rechnungsadresse\) ist ein Pflichtfeld\.<\/a><\/li>/', $html );
		$this->assertMatchesRegularExpression( '/<input type="text" id="billing_city" name="billing_city" value="" autocomplete="billing address-level2" aria-required="true" aria-invalid="true" aria-describedby="billing_city-error">/', $html );
		$this->assertStringContainsString( '<p class="vitrine-field-error" id="billing_city-error">Ort (Rechnungsadresse) ist ein Pflichtfeld.</p>', $html );
		$this->assertMatchesRegularExpression( '/<select[^>]+id="billing_country"[^>]+aria-required="true"/', $html, 'the country select comes from its template too' );
	}

	public function test_a_theme_copy_of_the_checkout_review_replaces_the_plugins(): void {
		$store = $this->store();
		$store->add_to_cart( self::GUEST, array( 'id' => $this->simple()->id ) );
		$this->theme_copy( 'checkout/review', '<?php echo "<p class=\"theme-review\">" . count( $args["items"] ) . " " . esc_html( $args["total"] ) . "</p>";' );

		$html = CheckoutPage::render( $store, self::GUEST, 0 );

		$this->assertMatchesRegularExpression( '/<p class="theme-review">1 [0-9,]+[^<]*€<\/p>/u', $html );
		$this->assertStringNotContainsString( 'vitrine-order-table', $html );
		$this->assertStringContainsString( 'name="billing_email"', $html, 'the other templates stay the plugin\'s' );
	}

	public function test_a_theme_copy_of_the_orders_table_replaces_the_plugins_in_my_account(): void {
		$user    = (int) wp_insert_user(
			array(
				'user_login' => 'vorlage',
				'user_email' => 'vorlage@example.org',
				'user_pass'  => 'secret-vorlage',
				'role'       => 'subscriber',
			)
		);
		$store   = Stores::get();
		$session = 'user:' . $user;
		$store->add_to_cart( $session, array( 'id' => $this->simple()->id ), $user );
		$order = $store->place_order( $session, self::checkout_form(), $user );
		$this->theme_copy( 'account/orders-table', '<?php foreach ( $args["rows"] as $row ) { echo "<p class=\"theme-row\">#" . (int) $row["id"] . " " . esc_html( $row["status"] ) . "</p>"; }' );
		wp_set_current_user( $user );

		$html = ( new AccountPage( $store ) )->render(
			$user,
			array(
				'section' => 'orders',
				'id'      => 0,
			)
		);

		$this->assertStringContainsString( '<h2>Bestellungen</h2>', $html );
		$this->assertMatchesRegularExpression( '/<p class="theme-row">#' . $order->id . ' [^<]+<\/p>/', $html );
		$this->assertStringNotContainsString( 'vitrine-account__table', $html );
	}
}
