<?php
/**
 * The vitrine/paylater-messages block: its style and placement rules
 * (§3.11 messages), its server markup and context, and its editor
 * preview's data.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\PaylaterMessages;
use Vitrine\Blocks\PaylaterMessagesEditor;
use Vitrine\Payment\Config\Printer;
use Vitrine\Provider\Settings;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Blocks\PaylaterMessages
 * @covers \Vitrine\Blocks\PaylaterMessagesEditor
 */
final class PaylaterMessagesTest extends TestCase {

	private const SHOP_STYLE = array(
		'layout' => 'text',
		'logo'   => array(
			'type'     => 'primary',
			'position' => 'left',
		),
		'text'   => array(
			'color' => 'black',
			'size'  => 12,
			'align' => 'left',
		),
	);

	/**
	 * Scripts queued before the test.
	 *
	 * @var list<string>
	 */
	private array $queue = array();

	/**
	 * Remembers the script queue; a new page starts for the config printer.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->queue = wp_scripts()->queue;
		Printer::booted()?->reset();
	}

	/**
	 * The script queue and the printer are the test's own.
	 */
	protected function tearDown(): void {
		foreach ( array_diff( wp_scripts()->queue, $this->queue ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		Printer::booted()?->reset();
		parent::tearDown();
	}

	/**
	 * The block element's data, decoded.
	 *
	 * @param string $html Block HTML.
	 * @return mixed
	 */
	private static function data( string $html ) {
		$processor = new \WP_HTML_Tag_Processor( $html );
		if ( ! $processor->next_tag( array( 'class_name' => 'vitrine-paylater-messages__message' ) ) ) {
			return null;
		}
		return json_decode( (string) $processor->get_attribute( 'data-vitrine-messages' ), true );
	}

	public function test_empty_or_unset_choices_keep_the_shops_style_3_11(): void {
		$this->assertSame( self::SHOP_STYLE, PaylaterMessages::style( self::SHOP_STYLE, array() ) );
		$this->assertSame(
			self::SHOP_STYLE,
			PaylaterMessages::style(
				self::SHOP_STYLE,
				array(
					'layout'    => '',
					'logoType'  => '',
					'textColor' => '',
				)
			)
		);
	}

	public function test_the_blocks_valid_text_choices_win_and_invalid_ones_are_ignored(): void {
		$this->assertSame(
			array(
				'layout' => 'text',
				'logo'   => array(
					'type'     => 'inline',
					'position' => 'top',
				),
				'text'   => array(
					'color' => 'grayscale',
					'size'  => 14,
					'align' => 'left',
				),
			),
			PaylaterMessages::style(
				self::SHOP_STYLE,
				array(
					'logoType'     => 'inline',
					'logoPosition' => 'top',
					'textColor'    => 'grayscale',
					'textSize'     => 14,
				)
			)
		);
		$this->assertSame(
			self::SHOP_STYLE,
			PaylaterMessages::style(
				self::SHOP_STYLE,
				array(
					'logoType'  => '<script>',
					'textColor' => array( 'red' ),
					'layout'    => 'grid',
				)
			)
		);
	}

	public function test_the_text_size_is_clamped_to_10_to_16(): void {
		$size = static fn( $value ): int => PaylaterMessages::style( self::SHOP_STYLE, array( 'textSize' => $value ) )['text']['size'];

		$this->assertSame( 16, $size( 40 ) );
		$this->assertSame( 10, $size( -2 ) );
		$this->assertSame( 13, $size( '13' ) );
		$this->assertSame( 12, $size( 'big' ) );
	}

	public function test_the_flex_layout_carries_colour_and_ratio_with_the_providers_defaults(): void {
		$this->assertSame(
			array(
				'layout' => 'flex',
				'color'  => 'blue',
				'ratio'  => '1x1',
			),
			PaylaterMessages::style( self::SHOP_STYLE, array( 'layout' => 'flex' ) )
		);
		$this->assertSame(
			array(
				'layout' => 'flex',
				'color'  => 'white-no-border',
				'ratio'  => '20x1',
			),
			PaylaterMessages::style(
				self::SHOP_STYLE,
				array(
					'layout'    => 'flex',
					'flexColor' => 'white-no-border',
					'flexRatio' => '20x1',
				)
			)
		);
	}

	public function test_the_placement_is_the_blocks_choice_else_where_the_page_is_else_the_shops(): void {
		$this->assertSame( 'home', PaylaterMessages::placement( array( 'placement' => 'home' ), 'product', 'product', '' ) );
		$this->assertSame( 'product', PaylaterMessages::placement( array(), 'cart', 'product', '' ) );
		$this->assertSame( 'payment', PaylaterMessages::placement( array(), 'cart', 'checkout', '' ) );
		$this->assertSame( 'payment', PaylaterMessages::placement( array( 'placement' => 'nowhere' ), 'cart', 'pay-now', '' ) );
		$this->assertSame( 'home', PaylaterMessages::placement( array(), 'product', 'cart', 'home' ) );
		$this->assertSame( 'category', PaylaterMessages::placement( array(), 'product', 'cart', 'category' ) );
		$this->assertSame( 'cart', PaylaterMessages::placement( array(), 'cart', 'cart', '' ) );
	}

	public function test_the_block_announces_its_context_and_carries_its_merged_style(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'messages_color' => 'white' ) ) );
		$announced = array();
		add_action(
			'vitrine_payment_context',
			static function ( $context ) use ( &$announced ): void {
				$announced[] = $context;
			},
			1
		);

		$html = do_blocks( '<!-- wp:vitrine/paylater-messages {"placement":"home","logoType":"alternative","textSize":15} /-->' );

		$this->assertSame( array( 'cart' ), $announced );
		$this->assertStringContainsString( 'wp-block-vitrine-paylater-messages', $html );
		$this->assertSame(
			array(
				'placement' => 'home',
				'style'     => array(
					'layout' => 'text',
					'logo'   => array(
						'type'     => 'alternative',
						'position' => 'left',
					),
					'text'   => array(
						'color' => 'white',
						'size'  => 15,
						'align' => 'left',
					),
				),
			),
			self::data( $html )
		);
		$this->assertTrue( wp_script_is( 'vitrine-payment', 'enqueued' ), 'the payment script renders the message' );
		$this->assertTrue( Printer::booted()?->config()['messages']['block']['enabled'] ?? false, '§3.11 messages.block.enabled' );
	}

	public function test_with_messages_switched_off_the_block_prints_and_loads_nothing(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'messages_enabled' => false ) ) );

		$html = do_blocks( '<!-- wp:vitrine/paylater-messages /-->' );

		$this->assertSame( '', trim( $html ) );
		$this->assertFalse( wp_script_is( 'vitrine-payment', 'enqueued' ) );
		$this->assertNull( Printer::booted()?->main_context() );
	}

	public function test_editors_see_no_not_set_up_note_any_more(): void {
		wp_set_current_user( 1 );
		$html = do_blocks( '<!-- wp:vitrine/paylater-messages /-->' );

		$this->assertStringNotContainsString( 'vitrine-not-set-up', $html );
		$this->assertIsArray( self::data( $html ) );
	}

	public function test_the_editor_preview_gets_the_public_client_id_the_shops_style_and_never_the_secret(): void {
		$data = PaylaterMessagesEditor::data(
			array(
				'environment'        => 'emulator',
				'client_id'          => 'preview-client',
				'client_secret'      => 'preview-secret-value',
				'emulator_url'       => 'http://127.0.0.1:8918/',
				'messages_layout'    => 'flex',
				'messages_placement' => 'cart',
			)
		);

		$this->assertSame( 'preview-client', $data['clientId'] );
		$this->assertSame( 'http://127.0.0.1:8918/sdk/js', $data['sdkBaseUrl'] );
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertTrue( $data['enabled'] );
		$this->assertSame( 'cart', $data['shopPlacement'] );
		$this->assertSame( 'flex', $data['shopStyle']['layout'] );
		$this->assertStringNotContainsString( 'preview-secret-value', (string) wp_json_encode( $data ) );
		$this->assertFalse( PaylaterMessagesEditor::data( array( 'messages_enabled' => false ) )['enabled'] );
	}

	public function test_the_preview_data_is_added_before_the_blocks_editor_script(): void {
		$this->assertTrue( wp_script_is( PaylaterMessagesEditor::HANDLE, 'registered' ), 'WordPress names the editorScript this way' );
		PaylaterMessagesEditor::enqueue();
		$before = implode( "\n", (array) wp_scripts()->get_data( PaylaterMessagesEditor::HANDLE, 'before' ) );
		wp_scripts()->add_data( PaylaterMessagesEditor::HANDLE, 'before', array() );

		$this->assertStringContainsString( 'window.vitrinePaylaterMessagesEditor = {', $before );
		$this->assertStringNotContainsString( 'client_secret', $before );
	}
}
