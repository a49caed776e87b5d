<?php
/**
 * The vitrine/payment-buttons block: its style rules (§3.11), its server
 * markup, one wrapper id per page, and its editor preview's data.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\PaymentButtons;
use Vitrine\Blocks\PaymentButtonsEditor;
use Vitrine\Blocks\PaylaterMessagesEditor;
use Vitrine\Blocks\PaymentWrappers;
use Vitrine\Payment\Config\Printer;
use Vitrine\Provider\Settings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Blocks\PaymentButtons
 * @covers \Vitrine\Blocks\PaymentWrappers
 * @covers \Vitrine\Blocks\PaymentButtonsEditor
 */
final class PaymentButtonsTest extends TestCase {

	private const SHOP_STYLE = array(
		'layout' => 'vertical',
		'shape'  => 'rect',
		'height' => 40,
		'color'  => 'gold',
		'label'  => 'paypal',
	);

	/**
	 * Scripts queued before the test (rendering the mini-cart queues its own).
	 *
	 * @var list<string>
	 */
	private array $queue = array();

	/**
	 * Remembers the script queue.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->queue = wp_scripts()->queue;
	}

	/**
	 * The page's block template and script queue are the test's own.
	 */
	protected function tearDown(): void {
		unset( $GLOBALS['_wp_current_template_content'] );
		Printer::booted()?->reset();
		foreach ( array_diff( wp_scripts()->queue, $this->queue ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		parent::tearDown();
	}

	/**
	 * Wrapper elements with an id in some HTML.
	 *
	 * @param string $html HTML.
	 * @param string $id   Element id.
	 */
	private static function count_id( string $html, string $id ): int {
		return substr_count( $html, 'id="' . $id . '"' );
	}

	/**
	 * The data-* attribute of the wallet wrapper, decoded.
	 *
	 * @param string $html      Block HTML.
	 * @param string $attribute Attribute name.
	 * @return mixed
	 */
	private static function data( string $html, string $attribute ) {
		$processor = new \WP_HTML_Tag_Processor( $html );
		if ( ! $processor->next_tag( array( 'class_name' => 'vitrine-payment-buttons__wallet' ) ) ) {
			return null;
		}
		return json_decode( (string) $processor->get_attribute( $attribute ), true );
	}

	public function test_the_blocks_style_choices_win_over_the_shops_where_set_3_11(): void {
		$style = PaymentButtons::style(
			self::SHOP_STYLE,
			array(
				'layout' => 'horizontal',
				'shape'  => 'pill',
				'height' => 48,
				'color'  => 'blue',
				'label'  => 'buynow',
			)
		);

		$this->assertSame(
			array(
				'layout' => 'horizontal',
				'shape'  => 'pill',
				'height' => 48,
				'color'  => 'blue',
				'label'  => 'buynow',
			),
			$style
		);
	}

	public function test_empty_or_unset_choices_keep_the_shops_setting(): void {
		$this->assertSame( self::SHOP_STYLE, PaymentButtons::style( self::SHOP_STYLE, array() ) );
		$this->assertSame(
			array_merge( self::SHOP_STYLE, array( 'color' => 'black' ) ),
			PaymentButtons::style(
				self::SHOP_STYLE,
				array(
					'context' => 'cart',
					'layout'  => '',
					'shape'   => '',
					'color'   => 'black',
					'label'   => '',
				)
			)
		);
	}

	public function test_the_height_is_clamped_to_25_to_55_pixels(): void {
		$height = static fn( $value ): int => PaymentButtons::style( self::SHOP_STYLE, array( 'height' => $value ) )['height'];

		$this->assertSame( 25, $height( 10 ) );
		$this->assertSame( 25, $height( -3 ) );
		$this->assertSame( 55, $height( 80 ) );
		$this->assertSame( 25, $height( 25 ) );
		$this->assertSame( 55, $height( 55 ) );
		$this->assertSame( 48, $height( '48' ) );
		$this->assertSame( 45, $height( 44.6 ) );
		// The shop's own height is kept within the limits too.
		$this->assertSame( 55, PaymentButtons::style( array_merge( self::SHOP_STYLE, array( 'height' => 99 ) ), array() )['height'] );
	}

	public function test_invalid_choices_are_ignored(): void {
		$style = PaymentButtons::style(
			self::SHOP_STYLE,
			array(
				'layout' => 'diagonal',
				'shape'  => 'round',
				'height' => 'hoch',
				'color'  => 'red',
				'label'  => array( 'pay' ),
			)
		);
		$this->assertSame( self::SHOP_STYLE, $style );
		$this->assertSame( 40, PaymentButtons::style( self::SHOP_STYLE, array( 'height' => true ) )['height'] );
		$this->assertSame( 40, PaymentButtons::style( self::SHOP_STYLE, array( 'height' => NAN ) )['height'] );
		$this->assertSame( 'rect', PaymentButtons::style( self::SHOP_STYLE, array( 'shape' => 'PILL' ) )['shape'] );
	}

	public function test_separate_buttons_get_only_shape_and_height_and_pay_later_adds_the_colour_3_11(): void {
		$style = array(
			'layout' => 'horizontal',
			'shape'  => 'pill',
			'height' => 50,
			'color'  => 'black',
			'label'  => 'pay',
		);

		$this->assertSame(
			array(
				'shape'  => 'pill',
				'height' => 50,
			),
			PaymentButtons::separate_style( $style, 'card' )
		);
		$this->assertSame(
			array(
				'shape'  => 'pill',
				'height' => 50,
				'color'  => 'black',
			),
			PaymentButtons::separate_style( $style, 'paylater' )
		);
		$this->assertSame( PaymentButtons::separate_style( $style, 'card' ), PaymentButtons::separate_style( $style, 'venmo' ) );
		$this->assertSame( array( 'card', 'paylater', 'venmo' ), array_keys( PaymentButtons::separate_styles( $style ) ) );
	}

	public function test_the_shops_style_comes_from_the_gateway_settings(): void {
		$this->assertSame(
			array(
				'layout' => 'vertical',
				'shape'  => 'sharp',
				'height' => 55,
				'color'  => 'silver',
				'label'  => 'checkout',
			),
			PaymentButtons::shop_style(
				array(
					'button_shape'  => 'sharp',
					'button_height' => 70,
					'button_color'  => 'silver',
					'button_label'  => 'checkout',
				)
			)
		);
	}

	public function test_the_block_renders_the_wallet_wrapper_with_the_merged_style_and_its_height_reserved(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'button_color' => 'blue' ) ) );
		$announced = array();
		add_action(
			'vitrine_payment_context',
			static function ( $context ) use ( &$announced ): void {
				$announced[] = $context;
			},
			1
		);

		$html = do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"cart","shape":"pill","height":48} /-->' );

		$this->assertSame( array( 'cart' ), $announced );
		$this->assertSame( 1, self::count_id( $html, 'ppc-button-ppcp-gateway' ) );
		$this->assertStringContainsString( 'wp-block-vitrine-payment-buttons', $html );
		$this->assertSame(
			array(
				'layout' => 'vertical',
				'shape'  => 'pill',
				'height' => 48,
				'color'  => 'blue',
				'label'  => 'paypal',
			),
			self::data( $html, 'data-style' )
		);
		$this->assertSame(
			array(
				'shape'  => 'pill',
				'height' => 48,
				'color'  => 'blue',
			),
			self::data( $html, 'data-separate-styles' )['paylater']
		);
		$this->assertStringContainsString( 'style="min-height:48px"', $html );
		$this->assertStringContainsString( 'data-context="cart"', $html );
	}

	public function test_the_mini_cart_context_uses_the_mini_cart_wrapper_and_an_out_of_range_height_is_clamped(): void {
		$html = do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"mini-cart","height":90} /-->' );

		$this->assertSame( 1, self::count_id( $html, 'ppc-button-minicart' ) );
		$this->assertSame( 0, self::count_id( $html, 'ppc-button-ppcp-gateway' ) );
		$this->assertSame( 55, self::data( $html, 'data-style' )['height'] );
		$this->assertStringContainsString( 'style="min-height:55px"', $html );
	}

	public function test_editors_and_shoppers_see_no_not_set_up_note_any_more(): void {
		wp_set_current_user( 1 );
		$html = do_blocks( '<!-- wp:vitrine/payment-buttons /-->' );

		$this->assertStringNotContainsString( 'vitrine-not-set-up', $html );
		$this->assertStringNotContainsString( 'nicht eingerichtet', $html );
		$this->assertSame( 1, self::count_id( $html, 'ppc-button-ppcp-gateway' ) );
	}

	public function test_a_block_after_the_shops_own_wrapper_renders_nothing(): void {
		$html = do_blocks( '<!-- wp:vitrine/mini-cart /--><!-- wp:vitrine/payment-buttons {"context":"mini-cart"} /-->' );

		$this->assertSame( 1, self::count_id( $html, 'ppc-button-minicart' ) );
		$this->assertStringNotContainsString( 'vitrine-payment-buttons__wallet', $html );
	}

	public function test_a_block_before_a_shop_block_of_the_same_content_renders_nothing(): void {
		$html = apply_filters( 'the_content', '<!-- wp:vitrine/payment-buttons {"context":"mini-cart"} /--><!-- wp:vitrine/mini-cart /-->' );

		$this->assertSame( 1, self::count_id( $html, 'ppc-button-minicart' ) );
		$this->assertStringNotContainsString( 'vitrine-payment-buttons__wallet', $html );
	}

	public function test_a_block_on_the_product_template_with_its_form_renders_nothing(): void {
		$GLOBALS['_wp_current_template_content'] = '<!-- wp:post-title /--><!-- wp:vitrine/payment-buttons {"context":"product"} /--><!-- wp:vitrine/add-to-cart-form /-->'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

		$html = do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"product"} /-->' );

		$this->assertSame( '', trim( $html ) );
	}

	public function test_a_second_block_of_the_same_context_renders_nothing_but_other_wrappers_still_render(): void {
		$html = do_blocks( '<!-- wp:vitrine/payment-buttons {"context":"checkout"} /--><!-- wp:vitrine/payment-buttons {"context":"pay-now"} /--><!-- wp:vitrine/payment-buttons {"context":"mini-cart"} /-->' );

		$this->assertSame( 1, self::count_id( $html, 'ppc-button-ppcp-gateway' ) );
		$this->assertSame( 1, self::count_id( $html, 'ppc-button-minicart' ) );
	}

	public function test_carriers_are_found_in_block_markup(): void {
		$this->assertSame( array( 'ppc-button-ppcp-gateway' ), PaymentWrappers::carried( '<!-- wp:vitrine/cart /--><!-- wp:vitrine/checkout /-->' ) );
		$this->assertSame( array( 'ppc-button-minicart' ), PaymentWrappers::carried( '<!-- wp:group --><div><!-- wp:vitrine/mini-cart /--></div><!-- /wp:group -->' ) );
		$this->assertSame( array(), PaymentWrappers::carried( '<!-- wp:vitrine/payment-buttons /--><!-- wp:paragraph --><p>ppc-button-ppcp-gateway</p><!-- /wp:paragraph -->' ) );
	}

	public function test_the_editor_preview_gets_the_public_client_id_and_sdk_address_never_the_secret(): void {
		$data = PaymentButtonsEditor::data(
			array(
				'environment'   => 'emulator',
				'client_id'     => 'preview-client',
				'client_secret' => 'preview-secret-value',
				'emulator_url'  => 'http://127.0.0.1:8918/',
				'button_shape'  => 'pill',
			)
		);

		$this->assertSame( 'preview-client', $data['clientId'] );
		$this->assertSame( 'http://127.0.0.1:8918/sdk/js', $data['sdkBaseUrl'] );
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertSame( 'pill', $data['shopStyle']['shape'] );
		$this->assertStringNotContainsString( 'preview-secret-value', (string) wp_json_encode( $data ) );
		$this->assertSame( 'https://www.paypal.com/sdk/js', PaymentButtonsEditor::data( array( 'environment' => 'live' ) )['sdkBaseUrl'] );
	}

	public function test_the_preview_data_is_added_before_the_blocks_editor_script(): void {
		$this->assertTrue( wp_script_is( PaymentButtonsEditor::HANDLE, 'registered' ), 'WordPress names the editorScript this way' );
		PaymentButtonsEditor::enqueue();
		$before = implode( "\n", (array) wp_scripts()->get_data( PaymentButtonsEditor::HANDLE, 'before' ) );
		wp_scripts()->add_data( PaymentButtonsEditor::HANDLE, 'before', array() );

		$this->assertStringContainsString( 'window.vitrinePaymentButtonsEditor = {', $before );
		$this->assertStringNotContainsString( 'client_secret', $before );
	}

	/**
	 * The page the editor spec (tests/e2e/editor/block-previews.spec.ts)
	 * leaves its blocks set to, as a shopper gets it.
	 */
	public function test_a_published_post_with_both_blocks_carries_the_merged_styles_and_nothing_of_the_editor_3_11(): void {
		$post = $this->create_post(
			array(
				'post_title'   => 'Zahlungsbuttons-Test',
				'post_content' => '<!-- wp:vitrine/payment-buttons {"shape":"pill","height":50,"color":"black","label":"pay"} /-->'
					. '<!-- wp:vitrine/paylater-messages {"placement":"cart","textColor":"grayscale","layout":"flex","flexColor":"black","flexRatio":"8x1","previewAmount":300} /-->',
			)
		);
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $post );
		$html = apply_filters( 'the_content', $post->post_content );
		do_action( 'wp_enqueue_scripts' );

		$this->assertSame( 1, self::count_id( $html, 'ppc-button-ppcp-gateway' ) );
		$this->assertSame(
			array(
				'layout' => 'vertical',
				'shape'  => 'pill',
				'height' => 50,
				'color'  => 'black',
				'label'  => 'pay',
			),
			self::data( $html, 'data-style' )
		);
		$this->assertSame(
			array(
				'card'     => array(
					'shape'  => 'pill',
					'height' => 50,
				),
				'paylater' => array(
					'shape'  => 'pill',
					'height' => 50,
					'color'  => 'black',
				),
				'venmo'    => array(
					'shape'  => 'pill',
					'height' => 50,
				),
			),
			self::data( $html, 'data-separate-styles' )
		);
		$this->assertStringContainsString( 'style="min-height:50px"', $html, 'Its final height is reserved before any script runs.' );
		$messages = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $messages->next_tag( array( 'class_name' => 'vitrine-paylater-messages__message' ) ) );
		$this->assertSame(
			array(
				'placement' => 'cart',
				'style'     => array(
					'layout' => 'flex',
					'color'  => 'black',
					'ratio'  => '8x1',
				),
			),
			json_decode( (string) $messages->get_attribute( 'data-vitrine-messages' ), true )
		);
		$this->assertStringNotContainsString( 'vitrine-not-set-up', $html );
		// Nothing of the editor previews reaches the front end.
		foreach ( array( PaymentButtonsEditor::HANDLE, PaylaterMessagesEditor::HANDLE ) as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), "{$handle} stays in the editor" );
		}
		wp_reset_postdata();
	}
}
